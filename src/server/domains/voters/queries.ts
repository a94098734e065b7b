// SQL of the voter calls other than the name search (search.ts): the pick lists, A-Z, the
// household, the reports and the details collected by field staff. Every query is scoped to
// the session's tenant; a whole constituency is never read row by row (see voter_stats,
// voter_sections and voter_names, kept by the importer).
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { AreaWiseEntry, AtozGroup, PrabhagEntry, SectionEntry, VcenterEntry, VoterInfoRecord, VoterRow } from '../../../shared/api/voters';
import type { VoterInfoAddPayload } from '../../../shared/schemas/voters';
import { votersByIds, votersWhere } from './rows';
import { voterInfoRecords } from './record/reader';
import { RecordWriter, type Writer } from './record/writer';
import { DETAIL_FIELDS } from '../../../shared/schemas/field';
import { pageVoters, scopeFilter, walkIsCheaper } from './search';
import { holdingNames, nameKey } from './searchNames';
import { inParts } from './partAccess';
import { slotJoin } from '../../db/slots';

const acnoCond = (acno: number | undefined) => (acno != null ? sql`and acno = ${acno}` : sql``);

export async function sectionList(database: Database, tenantId: number, acno: number, partno?: number): Promise<SectionEntry[]> {
  return database.rows<SectionEntry>(sql`
    select partno, section_no, section_name as section, section_name_v1 as section_v1, n as voter_count
      from voter_sections
     where tenant_id = ${tenantId} and acno = ${acno} ${partno != null ? sql`and partno = ${partno}` : sql``} and n > 0
     order by partno, section_no`);
}

/** A ward (prabhag) is a part name of the roll; parts sharing a name form one ward. */
export async function prabhagList(database: Database, tenantId: number, acno?: number): Promise<PrabhagEntry[]> {
  return database.rows<PrabhagEntry>(sql`
    select acno as ac_no, part_name as prabhag, max(part_name_v1) as prabhag_v1, array_agg(partno order by partno) as partnos
      from voting_centres
     where tenant_id = ${tenantId} ${acnoCond(acno)} and deleted_at is null and part_name is not null
     group by acno, part_name
     order by acno, min(partno)`);
}

export async function vcenterList(database: Database, tenantId: number, acno?: number): Promise<VcenterEntry[]> {
  return database.rows<VcenterEntry>(sql`
    select acno as ac_no, center_id, vcenter, max(vcenter_v1) as vcenter_v1, array_agg(partno order by partno) as partnos
      from voting_centres
     where tenant_id = ${tenantId} ${acnoCond(acno)} and deleted_at is null
     group by acno, center_id, vcenter
     order by acno, center_id`);
}

export async function areaWiseList(database: Database, tenantId: number, acno: number): Promise<AreaWiseEntry[]> {
  return database.rows<AreaWiseEntry>(sql`
    select acno as ac_no, partno, coalesce(part_name, vcenter) as location_name, center_id, vcenter
      from voting_centres
     where tenant_id = ${tenantId} and acno = ${acno} and deleted_at is null
     order by partno`);
}

/**
 * The parts a search is narrowed to by part, voting centre (id or name) and ward; undefined
 * when nothing narrows it. An empty list means no part can match (the search answers nothing).
 */
export async function scopeParts(
  database: Database,
  tenantId: number,
  f: { acno?: number; partno?: number; vcenter_id?: number; vcenter?: string; prabhag?: string },
): Promise<number[] | undefined> {
  if (f.vcenter_id == null && f.vcenter == null && f.prabhag == null) return f.partno != null ? [f.partno] : undefined;
  const rows = await database.rows<{ partno: number }>(sql`
    select distinct partno from voting_centres
     where tenant_id = ${tenantId} ${acnoCond(f.acno)} and deleted_at is null
       ${f.partno != null ? sql`and partno = ${f.partno}` : sql``}
       ${f.vcenter_id != null ? sql`and center_id = ${f.vcenter_id}` : sql``}
       ${f.vcenter != null ? sql`and (vcenter = ${f.vcenter} or vcenter_v1 = ${f.vcenter})` : sql``}
       ${f.prabhag != null ? sql`and (part_name = ${f.prabhag} or part_name_v1 = ${f.prabhag})` : sql``}
     order by partno`);
  return rows.map((r) => Number(r.partno));
}

// ---------------------------------------------------------------------------------------------
// A-Z

export const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

export interface AtozScope {
  tenantId: number;
  acno: number;
  /** the parts read (a chosen part, a user's parts); undefined: every part */
  partnos?: number[];
  fromAge?: number;
  toAge?: number;
  gender?: string;
  letter?: string;
  page: number;
  pageSize: number;
}

const ageGender = (s: { fromAge?: number; toAge?: number; gender?: string }, col = (c: string) => sql.raw(c)) => sql`
  ${s.fromAge != null ? sql`and ${col('age')} >= ${s.fromAge}` : sql``}
  ${s.toAge != null ? sql`and ${col('age')} <= ${s.toAge}` : sql``}
  ${s.gender ? sql`and ${col('gender')} = ${s.gender}` : sql``}`;

export async function atoz(database: Database, s: AtozScope): Promise<{ groups: AtozGroup[]; total: number }> {
  const parts = s.partnos;
  if (parts && !parts.length) return { groups: [], total: 0 };
  const inScope = parts ? sql`and ${inParts(sql`v.partno`, parts)}` : sql``;
  // Counts: parts from their rows, a whole constituency from voter_stats.
  const counts = parts
    ? await database.rows<{ letter: string; n: number }>(sql`
        select voter_letter(v.fm_name_en) as letter, count(*)::int as n from voters v
         where v.tenant_id = ${s.tenantId} and v.acno = ${s.acno} ${inScope} and v.deleted_at is null
           ${ageGender(s, (c) => sql.raw(`v.${c}`))}
         group by 1`)
    : await database.rows<{ letter: string; n: number }>(sql`
        select letter, sum(n)::int as n from voter_stats
         where tenant_id = ${s.tenantId} and acno = ${s.acno} ${ageGender(s)}
         group by letter having sum(n) > 0`);
  const byLetter = new Map(counts.map((c) => [c.letter, Number(c.n)]));
  const total = [...byLetter.values()].reduce((a, b) => a + b, 0);
  let voters: VoterRow[] = [];
  if (s.letter && byLetter.get(s.letter)) {
    // A letter's voters in roll order: walked from the start when the letter is common, else
    // fetched through the first names that start with it (the vocabulary says how many).
    const filters = sql`v.deleted_at is null and voter_letter(v.fm_name_en) = ${s.letter}
      ${inScope} ${ageGender(s, (c) => sql.raw(`v.${c}`))}`;
    const where = sql`v.tenant_id = ${s.tenantId} and v.acno = ${s.acno} and ${filters}`;
    // one part walked in roll order; several (a user's parts) as a bitmap, as the search does
    if (parts) voters = await pageVoters(database, parts.length === 1 ? 'walk' : 'bitmap', where, s);
    else {
      const names = await database.rows<{ gender: string; name: string; n: number }>(sql`
        select gender, name, n from voter_names
         where tenant_id = ${s.tenantId} and acno = ${s.acno} and kind = 1 and n > 0 and voter_letter(name) = ${s.letter}
           ${s.gender ? sql`and gender = ${s.gender}` : sql``}`);
      const holders = names.reduce((a, r) => a + Number(r.n), 0);
      const keys = names.map((r) => nameKey(s.tenantId, s.acno, 1, r.gender, r.name));
      voters = walkIsCheaper(s.page, s.pageSize, total, byLetter.get(s.letter)!, holders)
        ? await pageVoters(database, 'walk', where, s)
        : await pageVoters(database, 'bitmap', sql`${holdingNames(keys)} and ${scopeFilter(s.tenantId, s.acno)} and ${filters}`, s);
    }
  }
  const groups = LETTERS.filter((l) => byLetter.get(l)).map((l) => ({
    firstLetter: l,
    voterCount: byLetter.get(l)!,
    voters: l === s.letter ? voters : [],
  }));
  return { groups, total };
}

// ---------------------------------------------------------------------------------------------
// Households

export interface VoterCore {
  id: number;
  acno: number;
  partno: number;
  slnoinpart: number;
  family_key: string | null;
  family_id: string | null;
}

/** A live voter of the tenant with its household keys; null for unknown and other tenants' ids. */
export async function voterCore(database: Database, tenantId: number, id: number, tx?: Db): Promise<VoterCore | null> {
  const [r] = await database.rows<VoterCore>(
    sql`
    select v.id, v.acno, v.partno, vs.slnoinpart, v.family_key, i.family_id
      from voters v ${slotJoin()} left join voter_info i on i.tenant_id = v.tenant_id and i.voter_id = v.id and i.deleted_at is null
     where v.tenant_id = ${tenantId} and v.id = ${id} and v.deleted_at is null`,
    tx,
  );
  return r ? { ...r, id: Number(r.id) } : null;
}

/** The household a family id names in the voter's part: the same house (family key) or details filed under it. */
export async function household(database: Database, tenantId: number, v: VoterCore, familyId: string | null): Promise<VoterRow[]> {
  if (!familyId) return votersByIds(database, tenantId, [v.id]);
  return votersWhere(
    database,
    tenantId,
    sql`v.acno = ${v.acno} and v.partno = ${v.partno} and (v.family_key = ${familyId} or exists (
      select 1 from voter_info fi where fi.tenant_id = v.tenant_id and fi.voter_id = v.id and fi.deleted_at is null and fi.family_id = ${familyId}))`,
  );
}

// ---------------------------------------------------------------------------------------------
// Reports by age and by alignment

export interface AgeReportScope {
  tenantId: number;
  acno: number;
  /** the parts read (a chosen part, a user's parts); undefined: every part */
  partnos?: number[];
  fromAge: number;
  toAge: number;
  gender?: string;
  page: number;
  pageSize: number;
}

/** Voters of an age range in (age, part, serial) order; the total is exact. */
export async function ageReport(database: Database, s: AgeReportScope): Promise<{ ids: number[]; total: number }> {
  if (s.partnos && !s.partnos.length) return { ids: [], total: 0 };
  const where = sql`v.tenant_id = ${s.tenantId} and v.acno = ${s.acno} and v.deleted_at is null
    and v.age >= ${s.fromAge} and v.age <= ${s.toAge} ${s.gender ? sql`and v.gender = ${s.gender}` : sql``}
    ${s.partnos ? sql`and ${inParts(sql`v.partno`, s.partnos)}` : sql``}`;
  const rows = await database.rows<{ id: number }>(sql`
    select v.id from voters v ${slotJoin()} where ${where}
     order by v.age, v.partno, vs.slnoinpart limit ${s.pageSize} offset ${(s.page - 1) * s.pageSize}`);
  const [c] = s.partnos
    ? await database.rows<{ n: number }>(sql`select count(*)::int as n from voters v where ${where}`)
    : await database.rows<{ n: number }>(sql`
        select coalesce(sum(n), 0)::int as n from voter_stats
         where tenant_id = ${s.tenantId} and acno = ${s.acno} and age >= ${s.fromAge} and age <= ${s.toAge}
           ${s.gender ? sql`and gender = ${s.gender}` : sql``}`);
  return { ids: rows.map((r) => Number(r.id)), total: Number(c.n) };
}

export interface AlignReportScope {
  tenantId: number;
  acno: number;
  /** the parts read (a chosen part, a user's parts); undefined: every part */
  partnos?: number[];
  align_with_party?: string;
  align_with_candidate?: string;
  page: number;
  pageSize: number;
}

/** Voters with collected details, filtered by alignment, in roll order; the total is exact. */
export async function alignReport(database: Database, s: AlignReportScope): Promise<{ ids: number[]; total: number }> {
  if (s.partnos && !s.partnos.length) return { ids: [], total: 0 };
  const where = sql`i.tenant_id = ${s.tenantId} and i.acno = ${s.acno} and i.deleted_at is null
    ${s.partnos ? sql`and ${inParts(sql`i.partno`, s.partnos)}` : sql``}
    ${s.align_with_party ? sql`and i.align_with_party = ${s.align_with_party}` : sql``}
    ${s.align_with_candidate ? sql`and i.align_with_candidate = ${s.align_with_candidate}` : sql``}`;
  const rows = await database.rows<{ id: number }>(sql`
    select i.voter_id as id from voter_info i where ${where}
     order by i.partno, i.slnoinpart limit ${s.pageSize} offset ${(s.page - 1) * s.pageSize}`);
  const [c] = await database.rows<{ n: number }>(sql`select count(*)::int as n from voter_info i where ${where}`);
  return { ids: rows.map((r) => Number(r.id)), total: Number(c.n) };
}

// ---------------------------------------------------------------------------------------------
// voter-info-add: the details of a voter and its household members, written by the record's writer

// the writer's home; re-exported for the readers of the count that import it from here
export { recountReached } from './record/reached';

// PGlite has no autovacuum: without fresh statistics the planner takes voter_info for empty and
// probes it through the wrong index. Details arrive one form at a time, so every so many saves
// (and at the first) the table is analysed; it is small next to the roll.
const ANALYZE_EVERY = 250;
const saves = new WeakMap<Database, number>();
async function refreshStatistics(database: Database) {
  const n = (saves.get(database) ?? 0) + 1;
  saves.set(database, n);
  if (n % ANALYZE_EVERY === 1) await database.rows(sql`analyze voter_info`);
}

/**
 * The details of one voter and the household members named, one batch: fields left out keep what
 * is stored, `details` keys are merged, and a member's own answers are kept unless this form gives
 * new ones. All share the voter's family id.
 */
export async function addVoterInfo(
  database: Database,
  actor: Writer,
  body: VoterInfoAddPayload,
  voter: VoterCore,
  members: VoterCore[],
): Promise<{ voter: VoterInfoRecord; members: VoterInfoRecord[] }> {
  const familyId = body.family_id ?? voter.family_id ?? voter.family_key;
  const own: Record<string, unknown> = {};
  for (const k of DETAIL_FIELDS) own[k] = body[k];
  own.family_id = familyId;
  const byId = new Map(members.map((m) => [m.id, m]));
  await RecordWriter.batch(database, actor, [voter.id, ...members.map((m) => m.id)], (w) => {
    w.details(voter, own);
    for (const m of body.familyMembers ?? []) {
      const member = byId.get(m.voter_list_id);
      if (!member) continue;
      const { voter_list_id: _id, ...given } = m;
      w.details(member, { family_id: familyId, ...Object.fromEntries(Object.entries(given).filter(([, v]) => v != null)) });
    }
  });
  await refreshStatistics(database);
  const records = await voterInfoRecords(database, actor.tenantId, [voter.id, ...members.map((m) => m.id)]);
  return { voter: records.get(voter.id)!, members: members.map((m) => records.get(m.id)!).filter(Boolean) };
}
