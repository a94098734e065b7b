// The dashboard's count during a claims period: for each constituency whose period runs today, the
// days left, the electors the campaign knows (collected details or a visit) that the latest
// edition of their part deleted or moved out of the constituency, those of them no live claim
// names yet, and the claims still open. Read only; nothing outside a claims period.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ClaimsPeriodSummary } from '../../../shared/api/claims';
import { CLOSING_DAYS } from '../../../shared/schemas/claims';
import { inParts } from '../voters/partAccess';
import { withinReach, type ClaimReach } from './queries';

export async function periodSummaries(database: Database, tenantId: number, reach: ClaimReach, today: string): Promise<ClaimsPeriodSummary[]> {
  const t = tenantId;
  const parts = reach.parts ? sql`and ${inParts(sql`e.partno`, reach.parts)}` : sql``;
  const rows = await database.rows(sql`
    with p as (select acno, starts_on, ends_on from claim_periods
                where tenant_id = ${t} and deleted_at is null and starts_on <= ${today}::date and ends_on >= ${today}::date),
         latest as (select distinct on (e.acno, e.partno) e.id, e.acno from roll_editions e join p on p.acno = e.acno
                     where e.tenant_id = ${t} and e.deleted_at is null ${parts}
                     order by e.acno, e.partno, e.imported_at desc, e.id desc),
         gone as (select l.acno, en.voter_id from latest l
                    join roll_edition_entries en on en.tenant_id = ${t} and en.edition_id = l.id and not en.on_roll
                    join voters v on v.tenant_id = ${t} and v.id = en.voter_id
                   where (v.deleted_at is not null or v.acno <> l.acno)
                     and (exists (select 1 from voter_info i where i.tenant_id = ${t} and i.voter_id = en.voter_id and i.deleted_at is null)
                          or exists (select 1 from voter_visits w where w.tenant_id = ${t} and w.voter_id = en.voter_id and w.deleted_at is null))),
         open as (select c.acno, count(*)::int as open,
                         count(*) filter (where c.status = 'drafted' and p.ends_on - ${today}::date <= ${CLOSING_DAYS})::int as flagged
                    from claims c join p on p.acno = c.acno
                   where c.tenant_id = ${t} and c.deleted_at is null and c.status in ('drafted', 'filed') ${withinReach(t, reach)}
                   group by c.acno)
    select p.acno, to_char(p.starts_on, 'YYYY-MM-DD') as starts_on, to_char(p.ends_on, 'YYYY-MM-DD') as ends_on,
           (p.ends_on - ${today}::date + 1)::int as days_left,
           (select count(*)::int from gone g where g.acno = p.acno) as ours_deleted,
           (select count(*)::int from gone g where g.acno = p.acno
               and not exists (select 1 from claims c where c.tenant_id = ${t} and c.voter_id = g.voter_id and c.deleted_at is null)) as ours_unclaimed,
           coalesce(o.open, 0) as open, coalesce(o.flagged, 0) as flagged
      from p left join open o on o.acno = p.acno
     order by p.acno`);
  return rows.map((r) => ({
    acno: Number(r.acno),
    starts_on: String(r.starts_on),
    ends_on: String(r.ends_on),
    days_left: Number(r.days_left),
    ours_deleted: Number(r.ours_deleted),
    ours_unclaimed: Number(r.ours_unclaimed),
    open: Number(r.open),
    flagged: Number(r.flagged),
  }));
}
