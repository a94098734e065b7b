// The roll's health after an import, counted by SQL from the voters themselves: nobody twice, and
// every aggregate the voter screens read equal to a recount. The revision tests and the benchmark
// both ask it, so "no person twice" means the same thing in both.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export interface RollHealth {
  live: number;
  /** EPIC numbers held by more than one live elector */
  epicTwice: number;
  /** (AC, part, serial) slots held by more than one live elector */
  slotTwice: number;
  /** electors whose slot (voter_slots) is missing or disagrees with their row: another part, or on the roll when they are not */
  slotAstray: number;
  /** live electors without an EPIC number */
  withoutEpic: number;
  /** rows of voter_names, voter_stats and voter_sections that differ from a recount (either way) */
  aggregateDiffs: number;
  /** voting centres whose voter_count differs from their live electors */
  centreCountDiffs: number;
}

const COUNT = (q: ReturnType<typeof sql>) => sql`(select count(*)::int from (${q}) d)`;

export async function rollHealth(database: Database, tenantId: number): Promise<RollHealth> {
  const live = sql`select * from voters where tenant_id = ${tenantId} and deleted_at is null`;
  const heldNames = sql`select acno, kind, gender, name, n from voter_names where tenant_id = ${tenantId} and n <> 0`;
  const countedNames = sql`select acno, kind, gender, name, count(*)::int as n from (
      select acno, 1::smallint as kind, coalesce(gender, '') as gender, upper(fm_name_en) as name from (${live}) v
      union all select acno, 2::smallint, coalesce(gender, ''), lastname_en from (${live}) v where lastname_en <> ''
      union all select acno, 3::smallint, coalesce(gender, ''), fm_name_v1 from (${live}) v where fm_name_v1 <> ''
      union all select acno, 4::smallint, coalesce(gender, ''), lastname_v1 from (${live}) v where lastname_v1 <> ''
    ) x group by 1, 2, 3, 4`;
  const heldStats = sql`select acno, letter, gender, age, n from voter_stats where tenant_id = ${tenantId} and n <> 0`;
  const countedStats = sql`select acno, voter_letter(fm_name_en) as letter, coalesce(gender, '') as gender, coalesce(age, 0) as age, count(*)::int as n
      from (${live}) v group by 1, 2, 3, 4`;
  const heldSections = sql`select acno, partno, section_no, n from voter_sections where tenant_id = ${tenantId} and n <> 0`;
  const countedSections = sql`select acno, partno, section_no, count(*)::int as n from (${live}) v group by 1, 2, 3`;
  const diff = (a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) => sql`${COUNT(sql`${a} except all ${b}`)} + ${COUNT(sql`${b} except all ${a}`)}`;
  const [h] = await database.rows<RollHealth>(sql`
    select ${COUNT(live)} as live,
           ${COUNT(sql`select epic_no from (${live}) v where epic_no is not null group by epic_no having count(*) > 1`)} as "epicTwice",
           ${COUNT(sql`select 1 from (${live}) v join voter_slots s on s.tenant_id = v.tenant_id and s.voter_id = v.id
                        group by s.acno, s.partno, s.slnoinpart having count(*) > 1`)} as "slotTwice",
           ${COUNT(sql`select 1 from voters v left join voter_slots s on s.tenant_id = v.tenant_id and s.voter_id = v.id
                        where v.tenant_id = ${tenantId}
                          and (s.voter_id is null or (s.acno, s.partno) <> (v.acno, v.partno) or (s.on_roll is true) <> (v.deleted_at is null))`)}
             + ${COUNT(sql`select 1 from voter_slots s where s.tenant_id = ${tenantId}
                             and not exists (select 1 from voters v where v.tenant_id = s.tenant_id and v.id = s.voter_id)`)} as "slotAstray",
           ${COUNT(sql`select 1 from (${live}) v where epic_no is null`)} as "withoutEpic",
           ${diff(heldNames, countedNames)} + ${diff(heldStats, countedStats)} + ${diff(heldSections, countedSections)} as "aggregateDiffs",
           ${COUNT(sql`select 1 from voting_centres c
                        where c.tenant_id = ${tenantId} and c.deleted_at is null
                          and c.voter_count <> (select count(*) from voters v where v.tenant_id = c.tenant_id and v.acno = c.acno
                                                   and v.partno = c.partno and v.deleted_at is null)`)} as "centreCountDiffs"`);
  return h;
}
