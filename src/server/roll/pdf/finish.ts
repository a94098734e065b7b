// The pages of a file read, joined into the importer's rows: each box's fields with the
// constituency, part, section and polling station from the header and cover, STATUS D for a
// DELETED stamp, and REVIEW naming every doubtful column, including the doubts that only the
// whole file shows.
import type { EciColumn } from '../eci';
import { distance } from './fields';
import { transliterateName } from '../../../shared/transliterate';
import type { Doubt, DoubtReason, ElectorRead, PageRead, RollCheck, RollRead, RollRow } from './types';

const live = (electors: ElectorRead[]) => electors.filter((e) => !e.deleted);

/** The text most pages agree on (null when none gives one). */
function consensusText(values: Array<string | null>): string | null {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  for (const [v, n] of counts) if (best == null || n > counts.get(best)!) best = v;
  return best;
}

/** The value most pages agree on (null when none gives one). */
function consensus(values: Array<number | null>): number | null {
  const counts = new Map<number, number>();
  for (const v of values) if (v != null) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | null = null;
  for (const [v, n] of counts) if (best == null || n > counts.get(best)!) best = v;
  return best;
}

const doubt = (e: ElectorRead, column: EciColumn, reason: DoubtReason) => {
  if (!e.doubts.some((d: Doubt) => d.column === column && d.reason === reason)) e.doubts.push({ column, reason });
};

/** A serial that agrees with neither neighbour is misread; two neighbours that agree with their other sides but not each other are a gap. */
function serialChecks(electors: ElectorRead[], checks: RollCheck[]) {
  const s = electors.map((e) => (/^\d+$/.test(e.fields.SLNOINPART ?? '') ? Number(e.fields.SLNOINPART) : NaN));
  const fits = (i: number, j: number) => i < 0 || j >= s.length || s[j] - s[i] === j - i;
  for (let i = 0; i < s.length; i++) {
    const prevOk = i === 0 ? s[i] === 1 || fits(i, i + 1) : fits(i - 1, i);
    const nextOk = fits(i, i + 1);
    if (Number.isNaN(s[i]) || (!prevOk && !nextOk)) doubt(electors[i], 'SLNOINPART', 'serial_gap');
  }
  for (let i = 1; i < s.length; i++) {
    const gap = !fits(i - 1, i) && fits(i - 2, i - 1) && fits(i, i + 1) && !Number.isNaN(s[i]) && !Number.isNaN(s[i - 1]);
    if (gap) {
      doubt(electors[i - 1], 'SLNOINPART', 'serial_gap');
      doubt(electors[i], 'SLNOINPART', 'serial_gap');
      checks.push({ reason: 'serial_gap', page: electors[i].page, expected: s[i - 1] + 1, found: s[i] });
    }
  }
}

/**
 * A relative's surname read a letter or two off the elector's own is a misreading of one of them
 * (families share the name; a different surname differs by more than a letter or two). Both are
 * "unsure" to the review (its catalogues name that reason).
 */
function surnameChecks(electors: ElectorRead[]) {
  for (const e of electors) {
    const own = e.fields.LASTNAME_V1 ?? '';
    const rel = e.fields.RLN_L_NM_V1 ?? '';
    if (!own || !rel || own === rel) continue;
    const d = distance(own, rel);
    if (d <= Math.max(1, Math.floor(Math.min(own.length, rel.length) / 3))) {
      doubt(e, 'LASTNAME_V1', 'low_confidence');
      doubt(e, 'RLN_L_NM_V1', 'low_confidence');
    }
  }
}

const NAME_COLUMNS: EciColumn[] = ['FM_NAME_V1', 'LASTNAME_V1', 'RLN_FM_NM_V1', 'RLN_L_NM_V1'];
/** The dots OCR adds or loses on a noisy scan: the nasal marks and the nukta. */
const undotted = (w: string) => w.replace(/[\u0901\u0902\u093C]/g, '');

/**
 * Names repeat through a part. A name word read once that differs from one read at least twice
 * only by a nasal dot or a nukta (सुंनील beside सुनील, शकर beside शंकर) is most likely that word
 * with a speck added or lost: doubtful.
 */
function dotChecks(electors: ElectorRead[]) {
  const count = new Map<string, number>();
  const byKey = new Map<string, Set<string>>();
  const words = (e: ElectorRead, c: EciColumn) => (e.fields[c] ?? '').split(/\s+/).filter(Boolean);
  for (const e of electors)
    for (const c of NAME_COLUMNS)
      for (const w of words(e, c)) {
        count.set(w, (count.get(w) ?? 0) + 1);
        byKey.set(undotted(w), (byKey.get(undotted(w)) ?? new Set()).add(w));
      }
  const suspect = (w: string) => count.get(w) === 1 && [...byKey.get(undotted(w))!].some((o) => o !== w && count.get(o)! >= 2);
  for (const e of electors) for (const c of NAME_COLUMNS) if (words(e, c).some(suspect)) doubt(e, c, 'low_confidence');
}

/** The cover's counts against the live boxes read; a gender count off flags the least sure genders. */
function coverChecks(pages: PageRead[], electors: ElectorRead[], checks: RollCheck[]) {
  const cover = pages.find((p) => p.cover)?.cover;
  if (!cover) {
    checks.push({ reason: 'cover_count', page: null, expected: null, found: electors.length });
    return;
  }
  if (cover.countsSure === false) {
    checks.push({ reason: 'low_confidence', page: null, expected: null, found: live(electors).length });
    return;
  }
  const alive = live(electors);
  const found = { male: 0, female: 0, third: 0, total: alive.length };
  for (const e of alive) {
    if (e.fields.GENDER === 'M') found.male += 1;
    else if (e.fields.GENDER === 'F') found.female += 1;
    else if (e.fields.GENDER === 'O') found.third += 1;
  }
  if (cover.counts.total != null && cover.counts.total !== found.total)
    checks.push({ reason: 'cover_count', page: null, expected: cover.counts.total, found: found.total });
  let off = 0;
  for (const k of ['male', 'female', 'third'] as const) {
    const want = cover.counts[k];
    if (want != null && want !== found[k]) {
      off = Math.max(off, Math.abs(want - found[k]));
      checks.push({ reason: 'cover_count', page: null, column: 'GENDER', expected: want, found: found[k] });
    }
  }
  if (off) {
    const unsure = [...alive].sort((a, b) => (a.confidence.GENDER ?? 0) - (b.confidence.GENDER ?? 0)).slice(0, off);
    for (const e of unsure) doubt(e, 'GENDER', 'cover_count');
  }
}

export function finishRoll(file: string, pages: PageRead[]): RollRead {
  const sorted = [...pages].sort((a, b) => a.page - b.page);
  const cover = sorted.find((p) => p.cover)?.cover;
  const boxPages = sorted.filter((p) => p.electors.length);
  const acNo = cover?.acNo ?? consensus(boxPages.map((p) => p.header.acNo));
  const partNo = cover?.partNo ?? consensus(boxPages.map((p) => p.header.partNo));
  const headerAcName = consensusText(boxPages.map((p) => p.header.acName ?? null));
  const acName = cover?.acName ?? headerAcName ?? '';
  const checks: RollCheck[] = [];
  const electors: ElectorRead[] = [];
  // the file's own values every row takes: the cover's doubts, and its AC name against the headers'
  // (a cover's value the OCR doubted stands when the pages' headers, read apart, give the same)
  const headersAgree: Partial<Record<EciColumn, boolean>> = {
    AC_NO: cover?.acNo != null && consensus(boxPages.map((p) => p.header.acNo)) === cover.acNo,
    PART_NO: cover?.partNo != null && consensus(boxPages.map((p) => p.header.partNo)) === cover.partNo,
    AC_NAME_V1: !!cover?.acName && headerAcName === cover.acName,
  };
  const fileDoubts: Doubt[] = (cover?.doubts ?? []).filter((d) => d.reason !== 'low_confidence' || !headersAgree[d.column]);
  if (cover && headerAcName && cover.acName !== headerAcName) {
    fileDoubts.push({ column: 'AC_NAME_V1', reason: 'header_mismatch' });
    checks.push({ reason: 'header_mismatch', page: null, column: 'AC_NAME_V1', expected: cover.acName, found: headerAcName });
  }
  if (!cover && !headerAcName) fileDoubts.push({ column: 'AC_NAME_V1', reason: 'unreadable' });
  for (const p of boxPages) {
    const mismatch = p.header.acNo !== acNo || p.header.partNo !== partNo;
    if (mismatch) checks.push({ reason: 'header_mismatch', page: p.page, expected: `${acNo}/${partNo}`, found: `${p.header.acNo}/${p.header.partNo}` });
    // (copies: the pages read stay as read, the file's doubts go on the rows)
    for (const e of p.electors.map((x) => ({ ...x, doubts: [...x.doubts] }))) {
      if (p.header.acNo !== acNo) doubt(e, 'AC_NO', 'header_mismatch');
      if (p.header.partNo !== partNo) doubt(e, 'PART_NO', 'header_mismatch');
      if (p.header.sectionNo == null) doubt(e, 'SECTION_NO', 'unreadable');
      if (!p.header.sectionName) doubt(e, 'SECTION_NAME_V1', 'unreadable');
      // (the header's AC and part numbers are held against the cover's above; its section is its own)
      for (const d of p.headerDoubts ?? []) if (d.column === 'SECTION_NO' || d.column === 'SECTION_NAME_V1') doubt(e, d.column, d.reason);
      for (const d of fileDoubts) doubt(e, d.column, d.reason);
      electors.push(e);
    }
  }
  serialChecks(electors, checks);
  coverChecks(sorted, electors, checks);
  // (a text layer's names are printed, not read: a near surname there is the family's own)
  const ocrPages = new Set(boxPages.filter((p) => p.method === 'ocr').map((p) => p.page));
  surnameChecks(electors.filter((e) => ocrPages.has(e.page)));
  dotChecks(electors.filter((e) => ocrPages.has(e.page)));
  const pageOf = new Map(boxPages.map((p) => [p.page, p]));
  const rows: RollRow[] = electors.map((e) => {
    const h = pageOf.get(e.page)!.header;
    const review = [...new Set(e.doubts.map((d) => d.column))].join('|');
    return {
      AC_NO: acNo != null ? String(acNo) : '',
      AC_NAME_V1: acName,
      PART_NO: partNo != null ? String(partNo) : '',
      PART_NAME_V1: cover?.partName ?? '',
      SECTION_NO: h.sectionNo != null ? String(h.sectionNo) : '',
      SECTION_NAME_V1: h.sectionName ?? '',
      ...e.fields,
      STATUS: e.deleted ? 'D' : '',
      PSBUILDING_NAME_V1: cover?.pollingStation ?? '',
      REVIEW: review,
    };
  });
  for (const r of rows) deriveEnglish(r);
  return { file, pages: sorted, rows, electors, checks };
}

/** Rolls printed in Devanagari only: the _EN names spelled from the _V1 ones, marked as derived. */
export function deriveEnglish(r: RollRow) {
  if (r.FM_NAME_EN || r.LASTNAME_EN || !(r.FM_NAME_V1 || r.LASTNAME_V1)) return;
  const pairs: Array<[EciColumn, EciColumn]> = [
    ['FM_NAME_V1', 'FM_NAME_EN'],
    ['LASTNAME_V1', 'LASTNAME_EN'],
    ['RLN_FM_NM_V1', 'RLN_FM_NM_EN'],
    ['RLN_L_NM_V1', 'RLN_L_NM_EN'],
  ];
  for (const [v1, en] of pairs) r[en] = r[v1] ? transliterateName(r[v1]) : '';
  r.NAMES_EN = 'derived';
}
