// Reconciliation: an edition settles the claims of its parts by what it shows. A filed Form 6
// whose person is now on the roll (the elector it names back, or its EPIC on a live entry of the
// constituency) is accepted; a filed Form 7 whose entry is gone is accepted. A final roll ends the
// rest of its parts' Forms 6 and 7: filed ones it does not show are rejected, drafted ones lapsed.
// A filed Form 6 without an EPIC is first matched by name, relative, age and house (match.ts):
// a certain match names its elector and is accepted here; a probable one waits for an admin's
// confirmation and is neither accepted nor rejected by the edition. Each change is audited.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordAudits, type Actor } from '../../db/audit';
import { matchNewPersons } from './match';

export async function settleClaims(database: Database, actor: Actor, editionIds: number[], final: boolean): Promise<number> {
  if (!editionIds.length) return 0;
  const t = actor.tenantId;
  const ids = sql.param(editionIds);
  await matchNewPersons(database, actor, editionIds);
  // the claims of the editions' parts, each with what the roll now shows of its person
  const settled = await database.rows<{ id: number; status: string; before: string }>(sql`
    with parts as (select distinct acno, partno from roll_editions where tenant_id = ${t} and id = any(${ids}::bigint[])),
         c as (
           select c.id, c.form, c.status,
                  exists (select 1 from voters v where v.tenant_id = ${t} and v.deleted_at is null
                           and (v.id = c.voter_id or (c.epic_no is not null and v.epic_no = c.epic_no and v.acno = c.acno))) as on_roll
             from claims c join parts p on p.acno = c.acno and p.partno = c.partno
            where c.tenant_id = ${t} and c.deleted_at is null and c.form in ('6', '7') and c.status in ('drafted', 'filed')
              and c.match_voter_id is null),
         s as (
           select id, status as before,
                  case when status = 'filed' and ((form = '6' and on_roll) or (form = '7' and not on_roll)) then 'accepted'
                       when ${final} and status = 'filed' then 'rejected'
                       when ${final} and status = 'drafted' then 'lapsed' end as status
             from c)
    update claims x set status = s.status, updated_at = now() from s
     where x.tenant_id = ${t} and x.id = s.id and s.status is not null
    returning x.id, x.status, s.before`);
  if (settled.length)
    await recordAudits(
      database.db,
      actor,
      settled.map((r) => ({
        action: 'update' as const,
        entity: 'claims',
        entity_id: r.id,
        changed: { status: r.status, settled_by: 'edition' },
        previous: { status: r.before },
      })),
    );
  return settled.length;
}
