// One elector's box, as lines of text (from the text layer or OCR), into ECI fields, each with its
// confidence and the doubts the roll's own rules raise: the EPIC's pattern, the age's range, the
// gender and relation words printed on rolls. Nothing doubtful is mended silently.
import type { EciColumn, EciRecord } from '../eci';
import { LABELS, latinDigits, numeral, type RollLanguage } from './labels';
import type { Doubt, DoubtReason } from './types';

/** A line of a box as read, with its confidence (100 for a text layer). */
export interface Line {
  text: string;
  conf: number;
  /** the line's words with their own confidences (OCR lines), so a value is judged by its own words, not its label's */
  words?: Array<{ text: string; conf: number }>;
}

const COLON = /[:;]|ः/;

/**
 * The confidence of a line's value: the least of its words after the `nth` colon (all words when
 * the line has no word list), limited to the words `keep` accepts when given.
 */
export function valueConf(line: Line | undefined, nth = 1, keep?: (w: string) => boolean, upto = Infinity): number {
  if (!line) return 0;
  if (!line.words?.length) return line.conf;
  let colons = 0;
  const after: number[] = [];
  for (const w of line.words) {
    const before = colons;
    colons += (w.text.match(new RegExp(COLON, 'g')) ?? []).length;
    // a colon fused to the value ("आयु:51") leaves the value in the same word
    const rest = w.text.split(COLON).at(-1) ?? '';
    const inValue = before >= nth || (colons >= nth && rest !== '');
    if (inValue && before < upto && (!keep || keep(w.text))) after.push(w.conf);
  }
  return after.length ? Math.min(...after) : line.conf;
}

export interface BoxFields {
  fields: EciRecord;
  confidence: Partial<Record<EciColumn, number>>;
  doubts: Doubt[];
  /** which of the lines given each field was read from (to read that line again) */
  lineOf?: Partial<Record<EciColumn, number>>;
}

/** The digits a page prints its numbers in: a number in the other script is a misreading. */
export type Digits = 'latin' | 'devanagari';

/** Below this OCR confidence a field is doubtful whatever it reads. */
export const MIN_CONFIDENCE = 75;

export const EPIC_PATTERN = /^[A-Z]{3}[0-9]{7}$/;

/** Levenshtein distance (small strings: labels and vocabulary words). */
export function distance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    for (let j = 1; j <= n; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[n];
}

/** The vocabulary word nearest `s`, if it is near enough (a third of its letters may differ). */
export function nearest<K extends string>(s: string, words: Record<K, string>): { key: K; exact: boolean } | null {
  const t = s.replace(/\s+/g, ' ').trim();
  let best: { key: K; d: number; len: number } | null = null;
  for (const [key, w] of Object.entries(words) as Array<[K, string]>) {
    const d = distance(t, w);
    if (!best || d < best.d) best = { key, d, len: w.length };
  }
  if (!best || best.d > Math.max(1, Math.floor(best.len / 3))) return null;
  return { key: best.key, exact: best.d === 0 };
}

/** A line split at its label's colon (OCR reads the colon as ';' or '.' at times). */
function labelled(line: Line | undefined): { label: string; value: string } {
  if (!line) return { label: '', value: '' };
  const m = /^(.*?)\s*(?:[:;]|ः)\s*(.*)$/.exec(line.text);
  return m ? { label: m[1].trim(), value: m[2].trim() } : { label: '', value: line.text.trim() };
}

/** Words of a name printed on a roll: Devanagari only (stray marks from the box's edge dropped). */
const nameWords = (s: string) =>
  s
    .replace(/[|[\]{}()_"'`“”‘’!,.;:]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\u0900-\u097F]/.test(w));

/** Reads the four text lines of a box (name, relative, house, age and gender) for `language`. */
export function boxFields(lines: Line[], language: RollLanguage, digits?: Digits): BoxFields {
  const L = LABELS[language];
  const fields: EciRecord = {};
  const confidence: Partial<Record<EciColumn, number>> = {};
  const doubts: Doubt[] = [];
  const doubt = (column: EciColumn, reason: DoubtReason) => {
    if (!doubts.some((d) => d.column === column)) doubts.push({ column, reason });
  };
  const set = (column: EciColumn, value: string, conf: number) => {
    fields[column] = value;
    confidence[column] = conf;
    if (!value) doubt(column, 'unreadable');
    else if (conf < MIN_CONFIDENCE) doubt(column, 'low_confidence');
  };
  // Lines are found by their labels; a line whose label is unreadable keeps its place in the order.
  const byLabel = (label: string, fallback: number) => {
    const hit = lines.find((l) => {
      const lab = labelled(l).label;
      return lab && distance(lab, label) <= Math.max(1, Math.floor(label.length / 3));
    });
    return hit ?? lines[fallback];
  };
  const nameLine = byLabel(L.name, 0);
  const relLine = lines.find((l) => l !== nameLine && nearest(labelled(l).label, L.relation)) ?? lines[1];
  const houseLine = byLabel(L.house, 2);
  const ageLine = lines.find((l) => l !== nameLine && new RegExp(`${L.gender}`).test(l.text)) ?? lines[3];
  const at = (l: Line | undefined) => (l ? lines.indexOf(l) : -1);
  const lineOf: Partial<Record<EciColumn, number>> = {
    FM_NAME_V1: at(nameLine),
    LASTNAME_V1: at(nameLine),
    RLN_TYPE: at(relLine),
    RLN_FM_NM_V1: at(relLine),
    RLN_L_NM_V1: at(relLine),
    C_HOUSE_NO: at(houseLine),
    AGE: at(ageLine),
    GENDER: at(ageLine),
  };
  const foreignDigits = (s: string) => (digits === 'latin' ? /[०-९]/ : digits === 'devanagari' ? /[0-9]/ : /$^/).test(s);

  const name = nameWords(labelled(nameLine).value);
  const nameConf = valueConf(nameLine);
  set('FM_NAME_V1', name.slice(0, -1).join(' '), nameConf);
  set('LASTNAME_V1', name.at(-1) ?? '', nameConf);
  if (name.length < 2) doubt('FM_NAME_V1', 'unreadable');
  // a word read by the Latin model where a Devanagari name is printed: a word of the name it could not read
  const latinWord = (s: string) => /[A-Za-z]{2,}/.test(s);
  if (latinWord(labelled(nameLine).value)) {
    doubt('FM_NAME_V1', 'low_confidence');
    doubt('LASTNAME_V1', 'low_confidence');
  }

  const rel = labelled(relLine);
  const relType = nearest(rel.label, L.relation);
  const relName = nameWords(rel.value);
  set('RLN_TYPE', relType?.key ?? '', valueConf(relLine, 0, undefined, 1));
  if (!relType) doubt('RLN_TYPE', 'relation_vocabulary');
  const relConf = valueConf(relLine);
  set('RLN_FM_NM_V1', relName.slice(0, -1).join(' '), relConf);
  set('RLN_L_NM_V1', relName.at(-1) ?? '', relConf);
  if (relName.length < 2) doubt('RLN_FM_NM_V1', 'unreadable');
  if (latinWord(rel.value)) {
    doubt('RLN_FM_NM_V1', 'low_confidence');
    doubt('RLN_L_NM_V1', 'low_confidence');
  }

  const houseRaw = labelled(houseLine).value;
  const house = numeral(houseRaw).replace(/\s+/g, '');
  set('C_HOUSE_NO', house, valueConf(houseLine));
  if (house && !/^[0-9][0-9A-Za-z/-]*$/.test(house)) doubt('C_HOUSE_NO', 'low_confidence');
  // (a Devanagari-digit page's house letter "A" read as a Latin 5, say)
  if (foreignDigits(houseRaw)) doubt('C_HOUSE_NO', 'low_confidence');

  // "आयु : 41   लिंग : पुरुष": the age is the number after the first colon, the gender the words after the last
  const ageText = numeral(ageLine?.text ?? '');
  const parts = ageText.split(/(?:[:;]|ः)/);
  const ageDigits = /(\d+)/.exec(parts[1] ?? '')?.[1] ?? '';
  if (foreignDigits((ageLine?.text ?? '').split(/(?:[:;]|ः)/)[1] ?? '')) doubt('AGE', 'low_confidence');
  set(
    'AGE',
    ageDigits,
    valueConf(ageLine, 1, (w) => /\d/.test(numeral(w)), 2),
  );
  const age = Number(ageDigits);
  if (ageDigits && (age < 18 || age > 120)) doubt('AGE', 'age_range');
  const genderWord = (parts.length > 2 ? parts.at(-1)! : '').replace(/[|[\]_.,]/g, ' ').trim();
  const gender = nearest(genderWord, L.genders);
  set('GENDER', gender?.key ?? '', valueConf(ageLine, parts.length - 1));
  if (!gender) doubt('GENDER', 'gender_vocabulary');
  else if (!gender.exact) doubt('GENDER', 'low_confidence');
  return { fields, confidence, doubts, lineOf };
}

/** The serial as read (digits only) and its doubts. */
export function serialField(text: string, conf: number, out: BoxFields) {
  const s = latinDigits(text).replace(/[^0-9]/g, '');
  out.fields.SLNOINPART = s;
  out.confidence.SLNOINPART = conf;
  if (!s || s !== latinDigits(text).replace(/\s+/g, '')) out.doubts.push({ column: 'SLNOINPART', reason: s ? 'low_confidence' : 'unreadable' });
  else if (conf < MIN_CONFIDENCE) out.doubts.push({ column: 'SLNOINPART', reason: 'low_confidence' });
}

/** The EPIC as read and its doubts (its pattern: three letters, seven digits). */
export function epicField(text: string, conf: number, out: BoxFields) {
  const e = text.replace(/\s+/g, '').toUpperCase();
  out.fields.EPIC_NO = e;
  out.confidence.EPIC_NO = conf;
  if (!e) out.doubts.push({ column: 'EPIC_NO', reason: 'unreadable' });
  else if (!EPIC_PATTERN.test(e)) out.doubts.push({ column: 'EPIC_NO', reason: 'epic_pattern' });
  else if (conf < MIN_CONFIDENCE) out.doubts.push({ column: 'EPIC_NO', reason: 'low_confidence' });
}
