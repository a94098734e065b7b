// For the tests of every upload path (CSV and PDF): edition fields a roll upload must refuse, each
// with the refusals it gets (field:catalogue key).
import type { LightMyRequestResponse } from 'fastify';

export const BAD_EDITIONS: Array<[query: Record<string, string>, refusals: string[]]> = [
  [{ edition_kind: 'rough' }, ['edition_kind:editions.kindInvalid']],
  [{ roll_date: '2026-02-30' }, ['roll_date:validation.date']],
  [{ roll_date: '2026-10-29', qualifying_date: '2027-01-15' }, ['qualifying_date:editions.qualifyingInvalid']],
  [{ roll_date: '2025-10-29', qualifying_date: '2027-01-01' }, ['qualifying_date:editions.qualifyingAfterRoll']],
];

/** A 400's refusals as field:key, sorted. */
export const refusalsOf = (res: LightMyRequestResponse): string[] =>
  (res.json().errors as Array<{ code: string; key: string }>).map((e) => `${e.code}:${e.key}`).sort();
