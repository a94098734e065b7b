// SQL of the claims. Every read names the session's organisation; a field worker's reads and
// writes are held to the pages assigned to them (field_assignments: a part, or a serial range of
// it), and staff limited to some parts (users.partno_list) to those parts.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fullName } from '../voters/record/sql';
import { inParts } from '../voters/partAccess';
import type { Claim, ClaimPeriod } from '../../../shared/api/claims';
import type { FieldClaim } from '../../../shared/api/field';
import { CLOSING_DAYS } from '../../../shared/schemas/claims';

/** Where a session may see claims: every claim, or those of some parts, or of its pages. */
export interface ClaimReach {
  parts?: number[];
  /** the field worker whose pages bound the claims (null: not held to pages) */
  pagesOf: number | null;
}

/** The field worker's pages, when the user holds any: then they see only claims of those pages. */
export async function reachOf(database: Database, tenantId: number, auth: { userId: number; userType: number }, parts?: number[]): Promise<ClaimReach> {
  if (auth.userType !== 2) return { parts, pagesOf: null };
  const [{ n }] = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from field_assignments where tenant_id = ${tenantId} and user_id = ${auth.userId} and ended_at is null`,
  );
  return { parts, pagesOf: Number(n) > 0 ? auth.userId : null };
}

/** The condition that a claim c (or a slot of acno/partno/serial columns) is within reach. */
export function withinReach(tenantId: number, r: ClaimReach, c = 'c'): SQL {
  const parts = r.parts ? sql`and ${inParts(sql.raw(`${c}.partno`), r.parts)}` : sql``;
  const pages =
    r.pagesOf != null
      ? sql`and exists (select 1 from field_assignments fa where fa.tenant_id = ${tenantId} and fa.user_id = ${r.pagesOf} and fa.ended_at is null
                  and fa.acno = ${sql.raw(`${c}.acno`)} and fa.partno = ${sql.raw(`${c}.partno`)}
                  and (fa.slno_from is null or ${sql.raw(`${c}.slnoinpart`)} between fa.slno_from and fa.slno_to))`
      : sql``;
  return sql`${parts} ${pages}`;
}

const CLAIM_COLUMNS = (today: string) => sql`c.id, c.form, c.acno, c.partno, c.slnoinpart, c.voter_id, c.name, c.relative_name, c.relation_type,
  c.age, c.gender, c.house_no, c.phone, c.epic_no, c.reason, c.agent_id, ${fullName('u.f_name', 'u.l_name')} as agent,
  to_char(c.drafted_on, 'YYYY-MM-DD') as drafted_on, to_char(c.filed_on, 'YYYY-MM-DD') as filed_on, to_char(c.hearing_on, 'YYYY-MM-DD') as hearing_on,
  c.ack_no, c.status, c.note, c.match_voter_id, mv.partno as m_partno, mvs.slnoinpart as m_slnoinpart,
  ${fullName('mv.fm_name_en', 'mv.lastname_en')} as m_name, ${fullName('mv.rln_fm_nm_en', 'mv.rln_l_nm_en')} as m_relative, mv.age as m_age,
  mv.house_no as m_house_no, mv.epic_no as m_epic_no,
  case when c.status = 'drafted' and p.ends_on is not null then
    case when p.ends_on < ${today}::date then 'missed' when p.ends_on - ${today}::date <= ${CLOSING_DAYS} then 'closing' end end as flag`;

const CLAIM_FROM = (tenantId: number) => sql`claims c
  left join users u on u.tenant_id = c.tenant_id and u.id = c.agent_id
  left join claim_periods p on p.tenant_id = c.tenant_id and p.acno = c.acno and p.deleted_at is null
  left join voters mv on mv.tenant_id = c.tenant_id and mv.id = c.match_voter_id
  left join voter_slots mvs on mvs.tenant_id = c.tenant_id and mvs.voter_id = c.match_voter_id
  where c.tenant_id = ${tenantId} and c.deleted_at is null`;

const num = (v: unknown) => (v == null ? null : Number(v));
const str = (v: unknown) => (v == null ? null : String(v));

/** A row of CLAIM_COLUMNS as the contract's Claim, field by field (a column added is a type error here). */
const toClaim = (r: Record<string, unknown>): Claim => ({
  id: Number(r.id),
  form: r.form as Claim['form'],
  acno: Number(r.acno),
  partno: Number(r.partno),
  slnoinpart: num(r.slnoinpart),
  voter_id: num(r.voter_id),
  name: String(r.name),
  relative_name: str(r.relative_name),
  relation_type: str(r.relation_type),
  age: num(r.age),
  gender: str(r.gender),
  house_no: str(r.house_no),
  phone: str(r.phone),
  epic_no: str(r.epic_no),
  reason: str(r.reason),
  agent_id: num(r.agent_id),
  agent: str(r.agent),
  drafted_on: String(r.drafted_on),
  filed_on: str(r.filed_on),
  hearing_on: str(r.hearing_on),
  ack_no: str(r.ack_no),
  status: r.status as Claim['status'],
  note: str(r.note),
  flag: (r.flag as Claim['flag']) ?? null,
  match:
    r.match_voter_id == null
      ? null
      : {
          voter_id: Number(r.match_voter_id),
          partno: Number(r.m_partno),
          slnoinpart: num(r.m_slnoinpart),
          name: String(r.m_name ?? ''),
          relative_name: str(r.m_relative),
          age: num(r.m_age),
          house_no: str(r.m_house_no),
          epic_no: str(r.m_epic_no),
        },
});

export interface ClaimFilter {
  acno: number;
  partno?: number;
  status?: string;
  form?: string;
  agent_id?: number;
}

const filterSql = (f: ClaimFilter) => sql`and c.acno = ${f.acno}
  ${f.partno != null ? sql`and c.partno = ${f.partno}` : sql``}
  ${f.status ? sql`and c.status = ${f.status}` : sql``}
  ${f.form ? sql`and c.form = ${f.form}` : sql``}
  ${f.agent_id != null ? sql`and c.agent_id = ${f.agent_id}` : sql``}`;

export async function listClaims(database: Database, tenantId: number, reach: ClaimReach, f: ClaimFilter, page: number, pageSize: number, today: string) {
  const where = sql`${filterSql(f)} ${withinReach(tenantId, reach)}`;
  const rows = await database.rows(sql`
    select ${CLAIM_COLUMNS(today)} from ${CLAIM_FROM(tenantId)} ${where}
     order by c.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const [{ total, flagged }] = await database.rows<{ total: number; flagged: number }>(sql`
    select count(*)::int as total,
           count(*) filter (where c.status = 'drafted' and p.ends_on is not null and p.ends_on - ${today}::date <= ${CLOSING_DAYS})::int as flagged
      from ${CLAIM_FROM(tenantId)} ${where}`);
  return { claims: rows.map(toClaim), total: Number(total), flagged: Number(flagged) };
}

/** The claims of an agent's sheet: drafted ones of a part (or all parts), in roll order. */
export async function sheetClaims(database: Database, tenantId: number, reach: ClaimReach, f: ClaimFilter, today: string) {
  const rows = await database.rows(sql`
    select ${CLAIM_COLUMNS(today)} from ${CLAIM_FROM(tenantId)} ${filterSql({ ...f, status: 'drafted' })} ${withinReach(tenantId, reach)}
     order by c.partno, c.slnoinpart nulls last, c.form, c.id limit 2000`);
  return rows.map(toClaim);
}

export async function readClaim(database: Database, tenantId: number, reach: ClaimReach, id: number, today: string): Promise<Claim | null> {
  const [r] = await database.rows(sql`select ${CLAIM_COLUMNS(today)} from ${CLAIM_FROM(tenantId)} and c.id = ${id} ${withinReach(tenantId, reach)}`);
  return r ? toClaim(r) : null;
}

/** Whether a slot is within the session's reach (a field worker drafting on their own pages). */
export async function slotWithin(database: Database, tenantId: number, reach: ClaimReach, slot: { acno: number; partno: number; slnoinpart: number | null }) {
  const [r] = await database.rows<{ ok: boolean }>(sql`
    select true as ok from (select ${slot.acno}::int as acno, ${slot.partno}::int as partno, ${slot.slnoinpart}::int as slnoinpart) c
     where true ${withinReach(tenantId, reach)}`);
  return !!r;
}

export async function readPeriod(database: Database, tenantId: number, acno: number): Promise<ClaimPeriod | null> {
  const [r] = await database.rows<ClaimPeriod>(sql`
    select acno, to_char(starts_on, 'YYYY-MM-DD') as starts_on, to_char(ends_on, 'YYYY-MM-DD') as ends_on
      from claim_periods where tenant_id = ${tenantId} and acno = ${acno} and deleted_at is null`);
  return r ? { ...r, acno: Number(r.acno) } : null;
}

/** Which of the ids are live users of the organisation, and which live voters (any, on the roll or removed). */
export async function known(database: Database, tenantId: number, o: { agentId?: number; voterId?: number }) {
  const [r] = await database.rows<{ agent: boolean; voter: boolean }>(sql`
    select exists (select 1 from users where tenant_id = ${tenantId} and id = ${o.agentId ?? -1} and deleted_at is null) as agent,
           exists (select 1 from voters where tenant_id = ${tenantId} and id = ${o.voterId ?? -1}) as voter`);
  return r;
}

/** The claims of a constituency within reach, counted by status per agent and per part. */
export async function scoreboard(database: Database, tenantId: number, reach: ClaimReach, acno: number) {
  const counts = sql.raw(
    ['drafted', 'filed', 'accepted', 'rejected', 'lapsed'].map((s) => `count(*) filter (where c.status = '${s}')::int as ${s}`).join(', '),
  );
  const from = sql`claims c left join users u on u.tenant_id = c.tenant_id and u.id = c.agent_id
    where c.tenant_id = ${tenantId} and c.deleted_at is null and c.acno = ${acno} ${withinReach(tenantId, reach)}`;
  const agents = await database.rows(sql`select c.agent_id as key, ${fullName('u.f_name', 'u.l_name')} as name, ${counts} from ${from}
    group by c.agent_id, u.f_name, u.l_name order by count(*) filter (where c.status = 'accepted') desc, 2 nulls last`);
  const parts = await database.rows(sql`select c.partno as key, null as name, ${counts} from ${from} group by c.partno order by c.partno`);
  const tally = (r: Record<string, unknown>) => ({
    key: r.key == null ? null : Number(r.key),
    name: (r.name as string | null) ?? null,
    drafted: Number(r.drafted),
    filed: Number(r.filed),
    accepted: Number(r.accepted),
    rejected: Number(r.rejected),
    lapsed: Number(r.lapsed),
  });
  return { agents: agents.map(tally), parts: parts.map(tally) };
}

/** The claims a worker started at the door, on the pages they hold now, newest first (the phone's list). */
export async function claimsStartedBy(database: Database, tenantId: number, userId: number): Promise<FieldClaim[]> {
  const rows = await database.rows(sql`
    select c.id, c.form, coalesce(c.door_voter_id, c.voter_id) as voter_id, c.partno, c.slnoinpart, c.name, c.status,
           to_char(c.drafted_on, 'YYYY-MM-DD') as drafted_on, to_char(c.filed_on, 'YYYY-MM-DD') as filed_on,
           to_char(c.hearing_on, 'YYYY-MM-DD') as hearing_on, c.ack_no
      from claims c
     where c.tenant_id = ${tenantId} and c.deleted_at is null and c.created_by = ${userId} and c.door_voter_id is not null
       ${withinReach(tenantId, { pagesOf: userId })}
     order by c.id desc limit 500`);
  return rows.map((r) => ({
    id: Number(r.id),
    form: r.form as FieldClaim['form'],
    voter_id: num(r.voter_id),
    partno: Number(r.partno),
    slnoinpart: num(r.slnoinpart),
    name: String(r.name),
    status: r.status as FieldClaim['status'],
    drafted_on: String(r.drafted_on),
    filed_on: str(r.filed_on),
    hearing_on: str(r.hearing_on),
    ack_no: str(r.ack_no),
  }));
}
