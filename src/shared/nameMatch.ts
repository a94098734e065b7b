// The voter search's rule, written once for the console's server (SQL in
// server/domains/voters/search.ts, built from NAME_ORDERS and epicPrefix below) and the field app
// (in memory, voterMatches): a term in Devanagari is found anywhere in the regional-script name,
// any other term anywhere in the English name, whatever the case. The name is read both ways,
// "first last" and "last first", as page in-charges type surname first as often as not
// ("thakare sakshi" finds Sakshi Thakare). A term of one word of Latin letters and digits also
// finds the EPIC numbers it starts ("kdv" finds KDV1234567). The surname search looks in the
// surname only.
import { isDevanagari } from './schemas/voters';

export interface NamedVoter {
  fm_name_en?: unknown;
  lastname_en?: unknown;
  fm_name_v1?: unknown;
  lastname_v1?: unknown;
  epic_no?: unknown;
}

/** The two orders a full name is matched in: first name then surname, and surname then first name. */
export const NAME_ORDERS = ['first-last', 'last-first'] as const;

const text = (v: unknown) => (v == null ? '' : String(v));

/** The names a term is looked for in: regional script for a Devanagari term, English (lower case) otherwise; both orders. */
export function searchedNames(v: NamedVoter, term: string, surnameOnly = false): string[] {
  const dev = isDevanagari(term);
  const [first, last] = dev ? [text(v.fm_name_v1), text(v.lastname_v1)] : [text(v.fm_name_en).toLowerCase(), text(v.lastname_en).toLowerCase()];
  if (surnameOnly) return [last];
  return NAME_ORDERS.map((o) => (o === 'first-last' ? `${first} ${last}` : `${last} ${first}`));
}

/** Whether the voter's name holds the term, in either order (as the console's search matches it). */
export function nameMatches(v: NamedVoter, term: string, surnameOnly = false): boolean {
  const needle = isDevanagari(term) ? term : term.toLowerCase();
  return searchedNames(v, term, surnameOnly).some((n) => n.includes(needle));
}

/**
 * The EPIC start a term stands for (upper case), or null: one word of Latin letters, digits and
 * the slashes of old-style numbers, as an EPIC is written.
 */
export function epicPrefix(term: string): string | null {
  const t = term.trim();
  return /^[A-Za-z0-9/]+$/.test(t) ? t.toUpperCase() : null;
}

/** Whether a voter's EPIC number starts with the term's EPIC start. */
export function epicMatches(v: NamedVoter, term: string): boolean {
  const prefix = epicPrefix(term);
  return prefix != null && typeof v.epic_no === 'string' && v.epic_no.toUpperCase().startsWith(prefix);
}

/** The console's full-name search term and the phone's text search: the name in either order, or an EPIC's start. */
export function voterMatches(v: NamedVoter, term: string): boolean {
  return nameMatches(v, term) || epicMatches(v, term);
}
