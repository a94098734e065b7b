// Details collected for a slice of the demo roll, and the voting centres' reached counts that follow them.
import { sql } from 'drizzle-orm';
import { recordAudit } from '../db/audit';
import { DEMO_ACNO, type SeedContext } from './context';
import type { DemoStaff } from './staff';

export async function seedVoterInfo({ database, actor, tenantId }: SeedContext, { worker1 }: DemoStaff) {
  const { db } = database;
  // Details collected for about 8% of the voters (2-14% by part, so the top and least tables differ).
  const rows = await database.rows<{ n: number }>(sql`
    with ins as (
      insert into voter_info (tenant_id, voter_id, family_id, phone_no, category, religion, align_with_party, align_with_candidate, details, created_by)
      select v.tenant_id, v.id, v.family_key,
             case when v.h % 3 = 0 then '+9198' || lpad(((v.h / 7) % 100000000)::text, 8, '0') end,
             (array['General', 'General', 'OBC', 'OBC', 'OBC', 'SC', 'ST', 'NT', 'VJNT'])[1 + (v.h / 43) % 9],
             (array['Hindu', 'Hindu', 'Hindu', 'Hindu', 'Hindu', 'Hindu', 'Muslim', 'Buddhist', 'Buddhist', 'Jain'])[1 + (v.h / 47) % 10],
             (array['yes', 'no', 'prefer_not_to_say'])[1 + (v.h / 13) % 3],
             (array['yes', 'yes', 'no', 'prefer_not_to_say'])[1 + (v.h / 17) % 4],
             jsonb_build_object(
               'family_types', (array['nuclear', 'joint'])[1 + (v.h / 19) % 2],
               'employment_types', (array['self-employed', 'unemployed', 'salaried'])[1 + (v.h / 23) % 3],
               'income_groups', (array['low', 'middle', 'high'])[1 + (v.h / 29) % 3],
               'marital_statuses', (array['Single', 'married', 'divorced'])[1 + (v.h / 31) % 3],
               'house_types', (array['apartment', 'villa'])[1 + (v.h / 37) % 2],
               'building_types', (array['commercial', 'residential'])[1 + (v.h / 41) % 2]),
             ${worker1.id}
        from (select id, tenant_id, partno, family_key, (abs(hashtext(epic_no)::bigint) % 2000000000)::int as h
                from voters where tenant_id = ${tenantId} and acno = ${DEMO_ACNO}) v
       where v.h % 100 < 2 + (v.partno * 7) % 13
      returning 1)
    select count(*)::int as n from ins`);
  await database.rows(sql`
    update voting_centres c set voters_reached = r.n
      from (select v.partno, count(*)::int as n from voter_info i join voters v on v.tenant_id = i.tenant_id and v.id = i.voter_id
             where i.tenant_id = ${tenantId} and i.deleted_at is null and v.acno = ${DEMO_ACNO} group by v.partno) r
     where c.tenant_id = ${tenantId} and c.acno = ${DEMO_ACNO} and c.partno = r.partno`);
  await recordAudit(db, actor, { action: 'seed', entity: 'voter_info', changed: { rows: rows[0]?.n ?? 0, acno: DEMO_ACNO } });
  // PGlite has no autovacuum: without this every count of voter_info visits every row.
  await database.rows(sql`vacuum (analyze) voter_info`);
}
