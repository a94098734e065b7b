// Ours who were deleted: of a part's electors the newer edition deleted or moved out of the
// constituency, those the campaign knows: a supporter (aligned with the party, or a supporter
// level of 1-2 at the latest visit), collected details, visits, a voter group, a campaign user
// with their phone. One statement over the comparison's rows: what is collected is read, never
// written (the record's own SQL pieces, voters/record/).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactBlock, fullName, latestVisitJoin } from '../voters/record/sql';
import { diffSql, type DiffScope, toDiffRow } from './queries';
import { ensureSpans } from './spans';
import type { OursDeletedRow } from '../../../shared/api/editions';

const iso = (c: string) => sql.raw(`to_char((${c}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

export async function oursDeleted(database: Database, s: DiffScope & { partno: number; slnoFrom?: number; slnoTo?: number }): Promise<OursDeletedRow[]> {
  const t = s.tenantId;
  await ensureSpans(database, t, s.acno);
  const page = [s.slnoFrom != null ? sql`and x.a_slnoinpart >= ${s.slnoFrom}` : sql``, s.slnoTo != null ? sql`and x.a_slnoinpart <= ${s.slnoTo}` : sql``];
  const rows = await database.rows(sql`
    select x.*, i.align_with_party, i.voter_group_id is not null as in_group, g.voter_group_name,
           i.id is not null as has_details,
           case when ${contactBlock('i')} is null then coalesce(nullif(i.phone_no, ''), w.phone, v.mobile) end as phone,
           w.supporter_level, w.outcome as last_outcome, ${iso('w.visited_at')} as last_visit,
           (select count(*)::int from voter_visits c where c.tenant_id = ${t} and c.voter_id = x.voter_id and c.deleted_at is null) as visits,
           u.name as user_name,
           (select coalesce(json_agg(json_build_object('voter_id', f.id, 'name', ${fullName('f.fm_name_en', 'f.lastname_en')}, 'slnoinpart', fs.slnoinpart)
                                     order by fs.slnoinpart), '[]'::json)
              from voters f join voter_slots fs on fs.tenant_id = f.tenant_id and fs.voter_id = f.id
             where f.tenant_id = ${t} and f.acno = v.acno and f.partno = v.partno and f.family_key = v.family_key
               and f.id <> v.id and f.deleted_at is null) as family,
           (select coalesce(json_agg(distinct ${fullName('au.f_name', 'au.l_name')}), '[]'::json)
              from field_assignments fa join users au on au.tenant_id = fa.tenant_id and au.id = fa.user_id and au.deleted_at is null
             where fa.tenant_id = ${t} and fa.acno = ${s.acno} and fa.partno = ${s.partno} and fa.ended_at is null
               and (fa.slno_from is null or x.a_slnoinpart between fa.slno_from and fa.slno_to)) as in_charge
      from (${diffSql(s)}) x
      join voters v on v.tenant_id = ${t} and v.id = x.voter_id
      left join voter_info i on i.tenant_id = ${t} and i.voter_id = x.voter_id and i.deleted_at is null
      left join voter_groups g on g.tenant_id = ${t} and g.id = i.voter_group_id and g.deleted_at is null
      ${latestVisitJoin('w.outcome, w.supporter_level, w.phone, w.visited_at', 'w', 'v')}
      left join lateral (select ${fullName('cu.f_name', 'cu.l_name')} as name from users cu
                          where cu.tenant_id = ${t} and cu.deleted_at is null and cu.phone_no is not null
                            and cu.phone_no in (i.phone_no, v.mobile) limit 1) u on true
     where x.a_partno = ${s.partno} and (x.change = 'deleted' or (x.change = 'moved' and x.b_acno is null))
       ${page[0]} ${page[1]}
       and (i.id is not null or w.outcome is not null or u.name is not null)
     order by x.a_slnoinpart, x.voter_id`);
  return rows.map((r) => ({
    ...toDiffRow(r),
    known: {
      supporter: r.align_with_party === 'yes' || (r.supporter_level != null && Number(r.supporter_level) <= 2),
      supporter_level: r.supporter_level == null ? null : Number(r.supporter_level),
      details: !!r.has_details,
      visits: Number(r.visits ?? 0),
      group: (r.voter_group_name as string | null) ?? null,
      user: (r.user_name as string | null) ?? null,
    },
    phone: (r.phone as string | null) ?? null,
    family: ((r.family as Array<{ voter_id: number; name: string; slnoinpart: number }>) ?? []).map((f) => ({
      voter_id: Number(f.voter_id),
      name: f.name ?? '',
      slnoinpart: Number(f.slnoinpart),
    })),
    last_visit: (r.last_visit as string | null) ?? null,
    last_outcome: (r.last_outcome as string | null) ?? null,
    in_charge: (r.in_charge as string[]) ?? [],
  }));
}
