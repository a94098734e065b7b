// The EPIC arm of a voter search (shared/nameMatch's rule: a one-word term of Latin letters and
// digits also finds the EPIC numbers it starts), read as a range of the voters_epic_live index.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { epicPrefix } from '../../../shared/nameMatch';
import { escapeLike, type MatchScope } from './match';

/** The LIKE pattern of the EPIC numbers a term starts, or null (shared/nameMatch's epicPrefix). */
export const epicPattern = (term: string) => {
  const prefix = epicPrefix(term);
  return prefix == null ? null : `${escapeLike(prefix)}%`;
};

/** Live voters of the tenant whose EPIC starts with the pattern: a range of the voters_epic_live index. */
export const epicHolders = (tenantId: number, pattern: string) =>
  sql`(v.tenant_id = ${tenantId} and v.deleted_at is null and v.epic_no is not null and v.epic_no collate "C" like ${pattern})`;

/** How many live voters of the scope (to the cap and one) hold an EPIC the pattern starts. */
export async function epicCount(database: Database, s: MatchScope, pattern: string, cap: number): Promise<number> {
  const [r] = await database.rows<{ n: number }>(
    sql`
    select count(*)::int as n from (select 1 from voters v where ${epicHolders(s.tenantId, pattern)}
      ${s.acno != null ? sql`and v.acno = ${s.acno}` : sql``} ${s.gender ? sql`and v.gender = ${s.gender}` : sql``} limit ${cap + 1}) e`,
    undefined,
    // asked before every one-word Latin search: planned once per connection
    { prepare: true },
  );
  return Number(r?.n ?? 0);
}
