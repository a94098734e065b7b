// The words printed on roll pages, per language: what the generator prints and what the reader
// looks for. Hindi and Marathi rolls word the same fields differently (Marathi rolls also print
// their numbers in Devanagari digits).

export type RollLanguage = 'hin' | 'mar';

export interface RollLabels {
  coverTitle: string;
  ac: string;
  part: string;
  partName: string;
  section: string;
  station: string;
  counts: string;
  name: string;
  /** relation labels by RLN_TYPE */
  relation: Record<'F' | 'H' | 'M' | 'O', string>;
  house: string;
  age: string;
  gender: string;
  /** gender words by GENDER */
  genders: Record<'M' | 'F' | 'O', string>;
  /** the cover's count words */
  male: string;
  female: string;
  third: string;
  total: string;
  page: string;
}

export const LABELS: Record<RollLanguage, RollLabels> = {
  hin: {
    coverTitle: 'निर्वाचक नामावली',
    ac: 'विधान सभा क्षेत्र की संख्या व नाम',
    part: 'भाग संख्या',
    partName: 'भाग का नाम',
    section: 'अनुभाग संख्या व नाम',
    station: 'मतदान केंद्र का नाम व पता',
    counts: 'मतदाताओं की संख्या',
    name: 'नाम',
    relation: { F: 'पिता का नाम', H: 'पति का नाम', M: 'माता का नाम', O: 'अन्य' },
    house: 'मकान संख्या',
    age: 'आयु',
    gender: 'लिंग',
    genders: { M: 'पुरुष', F: 'महिला', O: 'तृतीय लिंग' },
    male: 'पुरुष',
    female: 'महिला',
    third: 'तृतीय लिंग',
    total: 'कुल',
    page: 'पृष्ठ',
  },
  mar: {
    coverTitle: 'मतदार यादी',
    ac: 'विधानसभा मतदारसंघाचा क्रमांक व नाव',
    part: 'यादी भाग क्रमांक',
    partName: 'भागाचे नाव',
    section: 'विभाग क्रमांक व नाव',
    station: 'मतदान केंद्राचे नाव व पत्ता',
    counts: 'मतदारांची संख्या',
    name: 'मतदाराचे पूर्ण नाव',
    relation: { F: 'वडिलांचे नाव', H: 'पतीचे नाव', M: 'आईचे नाव', O: 'इतर' },
    house: 'घर क्रमांक',
    age: 'वय',
    gender: 'लिंग',
    genders: { M: 'पु', F: 'स्त्री', O: 'तृतीय पंथी' },
    male: 'पुरुष',
    female: 'स्त्री',
    third: 'इतर',
    total: 'एकूण',
    page: 'पृष्ठ',
  },
};

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** Devanagari digits as Latin ones (Marathi rolls print ६० for 60). */
export const latinDigits = (s: string) => s.replace(/[०-९]/g, (d) => String(DEVANAGARI_DIGITS.indexOf(d)));

/** A number as OCR reads it: Devanagari digits as Latin ones, and the danda (।) and bar it reads for a 1 as 1. */
export const numeral = (s: string) => latinDigits(s).replace(/[।|]/g, '1');

/** The stamp printed across a deleted elector's box. */
export const DELETED_STAMP = 'DELETED';
