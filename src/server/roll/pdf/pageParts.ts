// What both ways of reading a page share: the header's and the cover's words into numbers and
// names, and which language the page is printed in.
import { LABELS, latinDigits, numeral, type RollLanguage } from './labels';
import { distance } from './fields';
import type { CoverRead, PageRead } from './types';

/** A piece of a printed line: text that stands apart from its neighbours on the line. */
export type Piece = string;

/** Marathi rolls word their headers and boxes their own way. */
export function languageOf(text: string): RollLanguage {
  const mar = ['मतदारसंघाचा', 'विभाग क्रमांक', 'मतदाराचे', 'वडिलांचे', 'पतीचे', 'घर क्रमांक', 'मतदार यादी'];
  const hin = ['क्षेत्र की संख्या', 'अनुभाग', 'पिता का नाम', 'पति का नाम', 'मकान संख्या', 'आयु', 'निर्वाचक नामावली'];
  const score = (ws: string[]) => ws.filter((w) => text.includes(w)).length;
  return score(mar) > score(hin) ? 'mar' : 'hin';
}

/** The label before a piece's colon and what follows it. */
function split(p: Piece): { label: string; value: string } | null {
  const m = /^(.*?)\s*(?:[:;]|ः)\s*(.*)$/.exec(p);
  return m ? { label: m[1].trim(), value: m[2].trim() } : null;
}

const near = (a: string, b: string) => distance(a, b) <= Math.max(2, Math.floor(b.length / 4));

/** The value of the first piece whose label is `label`. */
function valueOf(pieces: Piece[], label: string): string | null {
  for (const p of pieces) {
    const s = split(p);
    if (s && near(s.label, label)) return s.value;
  }
  return null;
}

const number = (s: string | null | undefined): number | null => {
  const m = /^\s*([0-9]+)/.exec(numeral(s ?? ''));
  return m ? Number(m[1]) : null;
};

/** "38-अमरावती" into its number and name. */
function numbered(s: string | null): { no: number | null; name: string | null } {
  if (!s) return { no: null, name: null };
  const m = /^\s*([0-9०-९।|]+)\s*[-–]\s*(.+)$/.exec(s);
  return m ? { no: number(m[1]), name: m[2].trim() } : { no: number(s), name: null };
}

export function headerOf(pieces: Piece[], language: RollLanguage): PageRead['header'] & { acName: string | null } {
  const L = LABELS[language];
  const ac = numbered(valueOf(pieces, L.ac));
  const section = numbered(valueOf(pieces, L.section));
  return { acNo: ac.no, acName: ac.name, partNo: number(valueOf(pieces, L.part)), sectionNo: section.no, sectionName: section.name };
}

/** The cover's words: the constituency, the part, the polling station and the counts it states. */
export function coverOf(pieces: Piece[], language: RollLanguage): CoverRead {
  const L = LABELS[language];
  const ac = numbered(valueOf(pieces, L.ac));
  const countsText = latinDigits(valueOf(pieces, L.counts) ?? '');
  const count = (word: string) => {
    const m = new RegExp(`${word}\\s*([0-9]+)`).exec(countsText);
    return m ? Number(m[1]) : null;
  };
  return {
    acNo: ac.no,
    acName: ac.name,
    partNo: number(valueOf(pieces, L.part)),
    partName: valueOf(pieces, L.partName),
    pollingStation: valueOf(pieces, L.station),
    counts: { male: count(L.male), female: count(L.female), third: count(L.third), total: count(L.total) },
  };
}

/** A page that states the counts of electors is a cover. */
export const isCover = (pieces: Piece[], language: RollLanguage) => valueOf(pieces, LABELS[language].counts) != null;
