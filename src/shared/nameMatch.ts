// The voter search's name rule, written once for the console's server (SQL in
// server/domains/voters/search.ts) and the field app (in memory): a term in Devanagari is found
// anywhere in the regional-script name (first name, a space, surname); any other term anywhere in
// the English name, whatever the case. The surname search looks in the surname only.
import { isDevanagari } from './schemas/voters';

export interface NamedVoter {
  fm_name_en?: unknown;
  lastname_en?: unknown;
  fm_name_v1?: unknown;
  lastname_v1?: unknown;
}

const text = (v: unknown) => (v == null ? '' : String(v));

/** The name a term is looked for in: regional script for a Devanagari term, English (lower case) otherwise. */
export function searchedName(v: NamedVoter, term: string, surnameOnly = false): string {
  if (isDevanagari(term)) return surnameOnly ? text(v.lastname_v1) : `${text(v.fm_name_v1)} ${text(v.lastname_v1)}`;
  return (surnameOnly ? text(v.lastname_en) : `${text(v.fm_name_en)} ${text(v.lastname_en)}`).toLowerCase();
}

/** Whether the voter's name holds the term (as the console's search matches it). */
export function nameMatches(v: NamedVoter, term: string, surnameOnly = false): boolean {
  const needle = isDevanagari(term) ? term : term.toLowerCase();
  return searchedName(v, term, surnameOnly).includes(needle);
}
