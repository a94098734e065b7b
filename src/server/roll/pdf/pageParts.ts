// What both ways of reading a page share: the header's and the cover's words into numbers and
// names, which language the page is printed in, and which of those values are doubtful (the
// OCR's confidence in the value's own words, a name with Latin letters in it, a number missing).
import type { EciColumn } from '../eci';
import { LABELS, latinDigits, numeral, type RollLanguage } from './labels';
import { distance, MIN_CONFIDENCE, valueConf, type Line } from './fields';
import type { CoverRead, Doubt, PageRead } from './types';

/** A piece of a printed line: text that stands apart from its neighbours on the line (with its words' confidences for OCR). */
export type Piece = Line;

/** Text layer pieces: sure of every word. */
export const sure = (texts: string[]): Piece[] => texts.map((text) => ({ text, conf: 100 }));

/** Marathi rolls word their headers and boxes their own way. */
export function languageOf(text: string): RollLanguage {
  const mar = ['मतदारसंघाचा', 'विभाग क्रमांक', 'मतदाराचे', 'वडिलांचे', 'पतीचे', 'घर क्रमांक', 'मतदार यादी'];
  const hin = ['क्षेत्र की संख्या', 'अनुभाग', 'पिता का नाम', 'पति का नाम', 'मकान संख्या', 'आयु', 'निर्वाचक नामावली'];
  const score = (ws: string[]) => ws.filter((w) => text.includes(w)).length;
  return score(mar) > score(hin) ? 'mar' : 'hin';
}

/** The label before a piece's colon and what follows it. */
function split(p: Piece): { label: string; value: string } | null {
  const m = /^(.*?)\s*(?:[:;]|ः)\s*(.*)$/.exec(p.text);
  return m ? { label: m[1].trim(), value: m[2].trim() } : null;
}

const near = (a: string, b: string) => distance(a, b) <= Math.max(2, Math.floor(b.length / 4));

interface Value {
  value: string;
  /** the OCR's confidence in the value's words, and in its first word (a number's) */
  conf: number;
  firstConf: number;
}

/** The value of the first piece whose label is `label`, and how sure the OCR is of it. */
function valueOf(pieces: Piece[], label: string): Value | null {
  for (const p of pieces) {
    const s = split(p);
    if (s && near(s.label, label)) {
      let taken = false;
      const firstWord = () => !taken && (taken = true);
      return { value: s.value, conf: valueConf(p), firstConf: valueConf(p, 1, firstWord) };
    }
  }
  return null;
}

const number = (s: string | null | undefined): number | null => {
  const m = /^\s*([0-9]+)/.exec(numeral(s ?? ''));
  return m ? Number(m[1]) : null;
};

/** "38-अमरावती" into its number and name. */
function numbered(s: string | null | undefined): { no: number | null; name: string | null } {
  if (!s) return { no: null, name: null };
  const m = /^\s*([0-9०-९।|]+)\s*[-–]\s*(.+)$/.exec(s);
  return m ? { no: number(m[1]), name: m[2].trim() } : { no: number(s), name: null };
}

/** A place's name as printed on a Devanagari roll: Devanagari words, digits and punctuation, no Latin letters (the Latin model's reading of a word it could not read). */
const wellFormedName = (s: string | null) => !!s && /[\u0900-\u097F]/.test(s) && !/[A-Za-z]/.test(s);

/** Doubts about the values a header or cover gives every row: missing, unsure, or a name that is not a name. */
function doubtsOf(values: Array<[EciColumn, Value | null, unknown, 'number' | 'name']>): { doubts: Doubt[]; confidence: Partial<Record<EciColumn, number>> } {
  const out: Doubt[] = [];
  const confidence: Partial<Record<EciColumn, number>> = {};
  for (const [column, read, parsed, kind] of values) {
    confidence[column] = read ? (kind === 'number' ? read.firstConf : read.conf) : 0;
    if (!read || parsed == null || parsed === '') out.push({ column, reason: 'unreadable' });
    else if (kind === 'name' && !wellFormedName(parsed as string)) out.push({ column, reason: 'unreadable' });
    else if (confidence[column]! < MIN_CONFIDENCE) out.push({ column, reason: 'low_confidence' });
  }
  return { doubts: out, confidence };
}

/** What a header or cover gives for a column (to hold two readings of it side by side). */
export function valueFor(
  read: {
    acNo: number | null;
    acName?: string | null;
    partNo: number | null;
    sectionNo?: number | null;
    sectionName?: string | null;
    partName?: string | null;
    pollingStation?: string | null;
  },
  column: EciColumn,
): unknown {
  const by: Partial<Record<EciColumn, unknown>> = {
    AC_NO: read.acNo,
    AC_NAME_V1: read.acName,
    PART_NO: read.partNo,
    SECTION_NO: read.sectionNo,
    SECTION_NAME_V1: read.sectionName,
    PART_NAME_V1: read.partName,
    PSBUILDING_NAME_V1: read.pollingStation,
  };
  return by[column];
}

export function headerOf(
  pieces: Piece[],
  language: RollLanguage,
): PageRead['header'] & { acName: string | null; doubts: Doubt[]; confidence: Partial<Record<EciColumn, number>> } {
  const L = LABELS[language];
  const acRead = valueOf(pieces, L.ac);
  const sectionRead = valueOf(pieces, L.section);
  const partRead = valueOf(pieces, L.part);
  const ac = numbered(acRead?.value);
  const section = numbered(sectionRead?.value);
  const partNo = number(partRead?.value);
  const { doubts, confidence } = doubtsOf([
    ['AC_NO', acRead, ac.no, 'number'],
    ['AC_NAME_V1', acRead, ac.name, 'name'],
    ['PART_NO', partRead, partNo, 'number'],
    ['SECTION_NO', sectionRead, section.no, 'number'],
    ['SECTION_NAME_V1', sectionRead, section.name, 'name'],
  ]);
  return { acNo: ac.no, acName: ac.name, partNo, sectionNo: section.no, sectionName: section.name, doubts, confidence };
}

/** The cover's words: the constituency, the part, the polling station and the counts it states. */
export function coverOf(pieces: Piece[], language: RollLanguage): CoverRead {
  const L = LABELS[language];
  const acRead = valueOf(pieces, L.ac);
  const partRead = valueOf(pieces, L.part);
  const partNameRead = valueOf(pieces, L.partName);
  const stationRead = valueOf(pieces, L.station);
  const countsRead = valueOf(pieces, L.counts);
  const ac = numbered(acRead?.value);
  const countsText = latinDigits(countsRead?.value ?? '');
  const count = (word: string) => {
    const m = new RegExp(`${word}\\s*([0-9]+)`).exec(countsText);
    return m ? Number(m[1]) : null;
  };
  const partNo = number(partRead?.value);
  const { doubts, confidence } = doubtsOf([
    ['AC_NO', acRead, ac.no, 'number'],
    ['AC_NAME_V1', acRead, ac.name, 'name'],
    ['PART_NO', partRead, partNo, 'number'],
    ['PART_NAME_V1', partNameRead, partNameRead?.value, 'name'],
    ['PSBUILDING_NAME_V1', stationRead, stationRead?.value, 'name'],
  ]);
  return {
    acNo: ac.no,
    acName: ac.name,
    partNo,
    partName: partNameRead?.value ?? null,
    pollingStation: stationRead?.value ?? null,
    counts: { male: count(L.male), female: count(L.female), third: count(L.third), total: count(L.total) },
    // counts the OCR is unsure of are not held against the boxes
    countsSure: !!countsRead && countsRead.conf >= MIN_CONFIDENCE,
    doubts,
    confidence,
  };
}

/** A page that states the counts of electors is a cover. */
export const isCover = (pieces: Piece[], language: RollLanguage) => valueOf(pieces, LABELS[language].counts) != null;
