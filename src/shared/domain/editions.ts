// Editions of the roll: what kind an import of a part is, its dates, and the roll's reasons for a
// deletion, named once for the importer, the comparisons and the console.

export const EDITION_KINDS = ['draft', 'final', 'supplement'] as const;
export type EditionKind = (typeof EDITION_KINDS)[number];

/** Why the roll deleted an elector, as the comparison groups the roll's words. */
export const DELETION_REASONS = ['dead', 'shifted', 'duplicate', 'absent', 'other'] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

// The roll's deletion codes and words: ECI's lists use E (expired) / S (shifted) / R (repeated)
// / A or M (absent, missing); the ASD lists of a revision say absent, shifted, dead; Hindi and
// Marathi rolls write मृत / स्थानांतरित / दोहरा / अनुपस्थित and their like.
const REASON_WORDS: Array<[DeletionReason, RegExp]> = [
  ['dead', /^(e|d)$|expired|dead|death|deceased|मृत|मयत|मृत्यू|मृत्यु/i],
  ['shifted', /^s$|shift|moved|migrat|स्थानांतर|स्थलांतर|स्थानान्तर|शिफ्ट/i],
  ['duplicate', /^r$|repeat|duplicate|double|दोहरा|दुबार|दुहेरी|पुनरावृत्त/i],
  ['absent', /^(a|m)$|absent|missing|untraceable|not found|अनुपस्थित|गैरहजर|लापता/i],
];

/** The group a roll's reason falls in; null when the roll gave none. */
export function deletionReason(words: string | null | undefined): DeletionReason | null {
  const w = (words ?? '').trim();
  if (!w) return null;
  for (const [reason, re] of REASON_WORDS) if (re.test(w)) return reason;
  return 'other';
}

/** The qualifying dates of a year's revisions: 1 January, 1 April, 1 July, 1 October. */
const QUALIFYING_MONTHS = ['01', '04', '07', '10'];

/** The latest qualifying date on or before a day (YYYY-MM-DD): an edition's default. */
export function qualifyingDateOf(day: string): string {
  const year = day.slice(0, 4);
  const month = day.slice(5, 7);
  const m = [...QUALIFYING_MONTHS].reverse().find((q) => q <= month) ?? '01';
  return `${year}-${m}-01`;
}

/** Whether a day is a qualifying date. */
export const isQualifyingDate = (day: string) => /^\d{4}-(01|04|07|10)-01$/.test(day);
