// The demo's poll day: a Booth agent role an admin can give to the agents (the Poll Day module
// only), and about a quarter of parts 2 and 3 marked as voted today since 07:00, so the turnout
// screen has figures to show. Part 1 is left unmarked for a first try of the screen.
import { sql } from 'drizzle-orm';
import moment from 'moment-timezone';
import type { Database } from '../../db/client';
import { insertRow, recordAudit, type Actor } from '../../db/audit';
import { roles } from '../../db/schema';
import { slotJoin } from '../../db/slots';
import { DEFAULT_TIMEZONE } from '../../../shared/domain/constants';
import { todayInKolkata } from '../../../shared/dates';

export async function seedPollDay(database: Database, actor: Actor, acno: number) {
  await insertRow(database.db, actor, roles, { name: 'Booth agent', type: 1, status: 1, modules: ['Poll Day'] });
  const now = moment.tz(DEFAULT_TIMEZONE);
  const opening = now.clone().startOf('day').add(7, 'hours');
  // before the booths open the marks go into the last three hours instead
  const from = (now.isAfter(opening) ? opening : now.clone().subtract(3, 'hours')).toISOString();
  const [made] = await database.rows<{ n: number }>(sql`
    with ins as (
      insert into vote_marks (tenant_id, poll_date, voter_id, acno, partno, slnoinpart, marked_by, marked_at)
      select v.tenant_id, ${todayInKolkata()}, v.id, v.acno, v.partno, v.slnoinpart, ${actor.userId},
             ${from}::timestamptz + (${now.toISOString()}::timestamptz - ${from}::timestamptz) * ((v.h % 997) / 997.0)
        from (select r.id, r.tenant_id, r.acno, r.partno, vs.slnoinpart, (abs(hashtext(coalesce(r.epic_no, r.id::text))::bigint) % 2000000000)::int as h
                from voters r ${slotJoin('r')}
               where r.tenant_id = ${actor.tenantId} and r.acno = ${acno} and r.partno in (2, 3) and r.deleted_at is null) v
       where v.h % 4 = 0
      returning 1)
    select count(*)::int as n from ins`);
  await recordAudit(database.db, actor, { action: 'seed', entity: 'vote_marks', changed: { rows: made?.n ?? 0, acno } });
}
