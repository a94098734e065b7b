// Which electors a user may read. Staff whose user record carries part numbers (partno_list)
// read the electors of those parts only: searches, reports and lists leave the other parts out,
// and a voter of another part is not found (404, as an unknown id: its existence is not told).
// Staff without parts and the organisation's admins read every part. The session carries the
// list (auth/sessions.ts), so a change to the user ends what a cached session allowed.
import { sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../auth/sessions';
import { UserType } from '../../auth/guard';
import { notFound } from '../../http';

/** The parts a session may read electors of, ascending; undefined: every part. */
export function readableParts(auth: Pick<SessionUser, 'userType' | 'partnos'>): number[] | undefined {
  if (auth.userType !== UserType.Staff) return undefined;
  const listed = Array.isArray(auth.partnos) ? auth.partnos : [];
  if (!listed.length) return undefined;
  // a list of nothing usable reads nothing rather than everything
  return [...new Set(listed.map(Number).filter((p) => Number.isInteger(p) && p > 0))].sort((a, b) => a - b);
}

/** The parts a query asked for (undefined: every part) within the readable ones; [] matches nothing. */
export function withinParts(asked: number[] | undefined, readable: number[] | undefined): number[] | undefined {
  if (!readable) return asked;
  return asked ? asked.filter((p) => readable.includes(p)) : readable;
}

/** `asked` as a list of one part (or every part when undefined), within the readable ones. */
export const partWithin = (asked: number | undefined, readable: number[] | undefined) => withinParts(asked != null ? [asked] : undefined, readable);

/** The voter, when the session may read it; anything else is a 404. */
export function readable<V extends { partno: number }>(voter: V | null | undefined, parts: number[] | undefined): V {
  if (!voter || (parts && !parts.includes(Number(voter.partno)))) throw notFound();
  return voter;
}

/**
 * The condition "in these parts" on a part column: equality for one part (the part index
 * seeks to it), an array for several.
 */
export const inParts = (column: SQL, parts: number[]): SQL =>
  parts.length === 0 ? sql`false` : parts.length === 1 ? sql`${column} = ${parts[0]}` : sql`${column} = any(${sql.param(parts)}::int[])`;
