// The reads and writes behind the printed papers: the voters a print takes (in roll order, with
// their polling station and whether they may be contacted), the walk sheet's rows by household,
// visits written by the voter record's writer, the visit figures, and the poll day's marks by slot.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Actor } from '../../db/audit';
import type { PartProgress, Progress, SheetRow, VisitRecord } from '../../../shared/api/paper';
import type { VisitInput } from '../../../shared/schemas/paper';
import { contactBlock, fullName, latestVisitJoin } from '../voters/record/sql';
import { latestVisitRecordJoin, visitJson } from '../voters/record/reader';
import { RecordWriter } from '../voters/record/writer';
import { inParts } from '../voters/partAccess';
import { slotJoin } from '../../db/slots';

/** An elector as a slip or a walk sheet prints them. */
export interface PaperVoter {
  id: number;
  acno: number;
  partno: number;
  slnoinpart: number;
  section_no: number;
  section_name: string | null;
  section_name_v1: string | null;
  house_no: string | null;
  family_key: string | null;
  name: string;
  name_v1: string | null;
  rln_type: string | null;
  rln_name: string | null;
  rln_name_v1: string | null;
  epic_no: string | null;
  age: number | null;
  gender: string | null;
  vcenter: string | null;
  vcenter_v1: string | null;
  part_name: string | null;
  part_name_v1: string | null;
  contact_block: 'withdrawn' | 'do_not_contact' | null;
  visit: VisitRecord | null;
}

/** Which electors: a part (or a serial range of it), a voter group's, or a list of ids; within the readable parts. */
export interface Selection {
  acno: number;
  partno?: number;
  from?: number;
  to?: number;
  voterGroupId?: number;
  ids?: number[];
  /** undefined: every part */
  parts?: number[];
}

const ranged = (s: Selection) => s.from !== undefined || s.to !== undefined;

/** The selection's conditions on the voters row `v`; a serial range reads its slot `vs` (joined by the caller). */
function where(tenantId: number, s: Selection): SQL {
  const conds: SQL[] = [sql`v.tenant_id = ${tenantId}`, sql`v.acno = ${s.acno}`, sql`v.deleted_at is null`];
  if (s.partno !== undefined) conds.push(sql`v.partno = ${s.partno}`);
  if (s.from !== undefined) conds.push(sql`vs.slnoinpart >= ${s.from}`);
  if (s.to !== undefined) conds.push(sql`vs.slnoinpart <= ${s.to}`);
  if (s.ids) conds.push(sql`v.id = any(${sql.param(s.ids)}::bigint[])`);
  if (s.voterGroupId !== undefined)
    conds.push(
      sql`exists (select 1 from voter_info g where g.tenant_id = v.tenant_id and g.voter_id = v.id and g.voter_group_id = ${s.voterGroupId} and g.deleted_at is null)`,
    );
  if (s.parts) conds.push(inParts(sql`v.partno`, s.parts));
  return sql.join(conds, sql` and `);
}

/**
 * The selected electors with their centre, contact block and latest visit, at most `limit`.
 * Households: `byHousehold` keeps a household's members together, households in the order of
 * their first serial. The serial is the slot's: the electors are found on voters (a part by
 * voters_part), each joins its slot by the slot's key, and what is found is sorted by serial, no
 * more than a part's few thousand for a walk sheet or a page.
 */
export async function paperVoters(database: Database, tenantId: number, s: Selection, limit: number, byHousehold = false): Promise<PaperVoter[]> {
  const order = byHousehold
    ? sql`v.partno, min(vs.slnoinpart) over (partition by v.partno, coalesce(v.family_key, v.id::text)), vs.slnoinpart`
    : sql`v.partno, vs.slnoinpart`;
  return database.rows<PaperVoter>(sql`
    select v.id, v.acno, v.partno, vs.slnoinpart, v.section_no, v.section_name, v.section_name_v1, v.house_no, v.family_key,
           coalesce(${fullName('v.fm_name_en', 'v.lastname_en')}, '') as name, ${fullName('v.fm_name_v1', 'v.lastname_v1')} as name_v1,
           v.rln_type, ${fullName('v.rln_fm_nm_en', 'v.rln_l_nm_en')} as rln_name, ${fullName('v.rln_fm_nm_v1', 'v.rln_l_nm_v1')} as rln_name_v1,
           v.epic_no, v.age, v.gender, c.vcenter, c.vcenter_v1, c.part_name, c.part_name_v1,
           ${contactBlock()} as contact_block, ${visitJson()} as visit
      from voters v
      ${slotJoin()}
      left join lateral (select c.vcenter, c.vcenter_v1, c.part_name, c.part_name_v1 from voting_centres c
                          where c.tenant_id = v.tenant_id and c.acno = v.acno and c.partno = v.partno and c.deleted_at is null limit 1) c on true
      left join lateral (select i.consent, i.do_not_contact from voter_info i
                          where i.tenant_id = v.tenant_id and i.voter_id = v.id and i.deleted_at is null limit 1) i on true
      ${latestVisitRecordJoin()}
     where ${where(tenantId, s)}
     order by ${order}
     limit ${limit}`);
}

/** The walk sheet's rows as the typing-back form shows them. */
export const sheetRows = (voters: PaperVoter[]): SheetRow[] =>
  voters.map((v) => ({
    voter_id: Number(v.id),
    partno: v.partno,
    slnoinpart: v.slnoinpart,
    house_no: v.house_no,
    name: v.name,
    name_v1: v.name_v1,
    age: v.age,
    gender: v.gender,
    contact_block: v.contact_block,
    visit: v.visit,
  }));

/**
 * Writes the visits of a returned sheet in one transaction, each audited. Voters not on the roll
 * of this organisation (or not of a readable part) are not written; their ids are answered. The
 * phone of a voter who may not be contacted is not kept.
 */
export async function recordVisits(
  database: Database,
  actor: Actor,
  visits: VisitInput[],
  parts: number[] | undefined,
): Promise<{ saved: number; unknown: number[] }> {
  const ids = [...new Set(visits.map((v) => Number(v.voter_id)))];
  const known = await database.rows<{ id: number; acno: number; partno: number; slnoinpart: number; blocked: string | null }>(sql`
    select v.id, v.acno, v.partno, vs.slnoinpart, ${contactBlock()} as blocked
      from voters v
      ${slotJoin()}
      left join lateral (select i.consent, i.do_not_contact from voter_info i
                          where i.tenant_id = v.tenant_id and i.voter_id = v.id and i.deleted_at is null limit 1) i on true
     where v.tenant_id = ${actor.tenantId} and v.id = any(${sql.param(ids)}::bigint[]) and v.deleted_at is null
       ${parts ? sql`and ${inParts(sql`v.partno`, parts)}` : sql``}`);
  const byId = new Map(known.map((k) => [Number(k.id), k]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length) return { saved: 0, unknown };
  await RecordWriter.batch(database, actor, ids, (w) => {
    for (const visit of visits) {
      const v = byId.get(Number(visit.voter_id))!;
      w.visit(
        { id: Number(v.id), acno: v.acno, partno: v.partno, slnoinpart: v.slnoinpart },
        {
          outcome: visit.outcome,
          slip_delivered: !!visit.slip_delivered,
          supporter_level: visit.supporter_level ?? null,
          phone: v.blocked ? null : (visit.phone ?? null),
          note: null,
        },
      );
    }
  });
  return { saved: visits.length, unknown: [] };
}

/**
 * Electors, those visited and those handed a slip (by their latest visit), per part of the
 * selection. Only a serial range needs the slots: a constituency's count reads none of them.
 */
export async function visitProgress(database: Database, tenantId: number, s: Selection): Promise<{ total: Progress; parts: PartProgress[] }> {
  const parts = await database.rows<PartProgress>(sql`
    select v.partno, count(*)::int as electors, count(w.outcome)::int as visited, count(*) filter (where w.slip_delivered)::int as slips_delivered
      from voters v
      ${ranged(s) ? slotJoin() : sql``}
      ${latestVisitJoin('w.outcome, w.slip_delivered')}
     where ${where(tenantId, s)}
     group by v.partno
     order by v.partno`);
  const total = parts.reduce<Progress>(
    (t, p) => ({ electors: t.electors + p.electors, visited: t.visited + p.visited, slips_delivered: t.slips_delivered + p.slips_delivered }),
    { electors: 0, visited: 0, slips_delivered: 0 },
  );
  return { total, parts };
}

/** Live electors of each part of a constituency. */
export async function electorsByPart(database: Database, tenantId: number, acno: number): Promise<Map<number, number>> {
  const rows = await database.rows<{ partno: number; n: number }>(
    sql`select partno, count(*)::int as n from voters where tenant_id = ${tenantId} and acno = ${acno} and deleted_at is null group by partno`,
  );
  return new Map(rows.map((r) => [Number(r.partno), Number(r.n)]));
}

/** Live marks of a poll day by part and hour of the day in India. */
export async function marksByPartHour(database: Database, tenantId: number, acno: number, pollDate: string) {
  return database.rows<{ partno: number; hour: number; n: number }>(sql`
    select partno, extract(hour from marked_at at time zone 'Asia/Kolkata')::int as hour, count(*)::int as n
      from vote_marks
     where tenant_id = ${tenantId} and acno = ${acno} and poll_date = ${pollDate} and deleted_at is null
     group by 1, 2`);
}

/** A supporter not yet marked on the poll date, as the call sheet prints them. */
export interface CallSheetVoter {
  id: number;
  partno: number;
  slnoinpart: number;
  house_no: string | null;
  name: string;
  name_v1: string | null;
  age: number | null;
  gender: string | null;
  /** null for a voter who may not be contacted */
  phone: string | null;
  contact_block: 'withdrawn' | 'do_not_contact' | null;
}

/**
 * Supporters (aligned with the party) of a part or a serial range with no live mark of the poll
 * date, in roll order, at most `limit`. Those who may not be contacted stay on the sheet, so the
 * count of the page is whole, but without a number to call.
 */
export async function callSheetVoters(
  database: Database,
  tenantId: number,
  s: Selection & { partno: number; pollDate: string },
  limit: number,
): Promise<CallSheetVoter[]> {
  return database.rows<CallSheetVoter>(sql`
    select v.id, v.partno, vs.slnoinpart, v.house_no, coalesce(${fullName('v.fm_name_en', 'v.lastname_en')}, '') as name,
           ${fullName('v.fm_name_v1', 'v.lastname_v1')} as name_v1, v.age, v.gender,
           case when ${contactBlock()} is null then coalesce(nullif(trim(i.phone_no), ''), nullif(trim(v.mobile), '')) end as phone,
           ${contactBlock()} as contact_block
      from voters v
      ${slotJoin()}
      join voter_info i on i.tenant_id = v.tenant_id and i.voter_id = v.id and i.deleted_at is null and i.align_with_party = 'yes'
     where ${where(tenantId, s)}
       and not exists (select 1 from vote_marks m
                        where m.tenant_id = v.tenant_id and m.poll_date = ${s.pollDate} and m.voter_id = v.id and m.deleted_at is null)
     order by v.partno, vs.slnoinpart
     limit ${limit}`);
}
