// What a voter search matches and the LIKE patterns it writes, apart from the search itself so its
// arms (the EPIC range, the scope from a search's filters) use them without importing it back.

/** What a search matches, without its page (the printed slips of a whole result read it too). */
export interface MatchScope {
  tenantId: number;
  acno?: number;
  /** parts the scope is narrowed to (a part, a voting centre's parts, a ward's parts); undefined: every part */
  partnos?: number[];
  section?: number;
  fromAge?: number;
  toAge?: number;
  gender?: 'M' | 'F' | 'O';
  /** matches the full name (first name and surname) */
  term?: string;
  /** matches the surname */
  surname?: string;
  /** only voters without collected details */
  withoutInfo?: boolean;
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);
/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
export const contains = (s: string) => `%${escapeLike(s)}%`;
