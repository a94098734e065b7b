// voters_reached, the count of a part's voters with collected details (a live details row), kept on
// the part's voting centre for the centre list and the reports; recounted by every write that
// makes or revives a details row, in the same transaction.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';

/** voters_reached of the given parts, recounted from the details (matdan-kendra-list and the reports read it). */
export async function recountReached(database: Database, tx: Db, tenantId: number, parts: Array<{ acno: number; partno: number }>) {
  const uniq = [...new Map(parts.map((p) => [`${p.acno}/${p.partno}`, p])).values()];
  await database.rows(
    sql`
    update voting_centres c set voters_reached = r.n, updated_at = now()
      from (select u.acno, u.partno,
                   (select count(*)::int from voter_info i
                     where i.tenant_id = ${tenantId} and i.acno = u.acno and i.partno = u.partno and i.deleted_at is null) as n
              from unnest(${sql.param(uniq.map((p) => p.acno))}::int[], ${sql.param(uniq.map((p) => p.partno))}::int[]) as u(acno, partno)) r
     where c.tenant_id = ${tenantId} and c.acno = r.acno and c.partno = r.partno and c.deleted_at is null and c.voters_reached <> r.n`,
    tx,
  );
}
