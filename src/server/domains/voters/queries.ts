// SQL of the voter calls other than the name search (search.ts): the pick lists, A-Z, the
// household, the reports and the details collected by field staff. Every query is scoped to
// the session's tenant; a whole constituency is never read row by row (see voter_stats,
// voter_sections and voter_names, kept by the importer).
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { recordAudit, type Actor } from '../../db/audit';
import type { AreaWiseEntry, AtozGroup, PrabhagEntry, SectionEntry, VcenterEntry, VoterInfoRecord, VoterRow } from '../../../shared/api/voters';
import type { VoterInfoAddPayload } from '../../../shared/schemas/voters';
import { DETAIL_KEYS, voterInfoRecords, votersByIds, votersWhere } from './rows';
import { holdingNames, nameKey, pageVoters, scopeFilter, walkIsCheaper } from './search';
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
// voter-info-add: the details of a voter and its household members, upserted and audited

type InfoValues = {
  family_id: string | null;
  phone_no?: string | null;
  category?: string | null;
  religion?: string | null;
  align_with_party?: string | null;
  align_with_candidate?: string | null;
  voter_group_id?: number | null;
  address?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Inserts or updates the details of one voter (one row per voter). Fields left out of `values`
 * keep what is stored; `details` keys are merged. Returns whether a row was created.
 */
async function upsertInfo(database: Database, tx: Db, actor: Actor, voterId: number, values: InfoValues): Promise<number> {
  const cols = Object.keys(values).filter((k) => k !== 'details' && (values as Record<string, unknown>)[k] !== undefined);
  const details = values.details ?? {};
  const colSql = cols.map((c) => sql.raw(c));
  const valSql = cols.map((c) => sql`${(values as Record<string, unknown>)[c] ?? null}`);
  const setSql = cols.map((c) => sql`${sql.raw(c)} = excluded.${sql.raw(c)}`);
  const [row] = await database.rows<{ id: number; inserted: boolean }>(
    sql`
    insert into voter_info as t (tenant_id, voter_id, created_by, details ${cols.length ? sql`, ${sql.join(colSql, sql`, `)}` : sql``})
    values (${actor.tenantId}, ${voterId}, ${actor.userId}, ${JSON.stringify(details)}::jsonb ${cols.length ? sql`, ${sql.join(valSql, sql`, `)}` : sql``})
    on conflict (tenant_id, voter_id) do update set
      ${setSql.length ? sql`${sql.join(setSql, sql`, `)},` : sql``}
      details = coalesce(t.details, '{}'::jsonb) || excluded.details,
      deleted_at = null,
      updated_at = now()
    returning id, (xmax = 0) as inserted`,
    tx,
  );
  const changed: Record<string, unknown> = { voter_id: voterId, ...details };
  for (const c of cols) changed[c] = (values as Record<string, unknown>)[c];
  await recordAudit(tx, actor, { action: row.inserted ? 'create' : 'update', entity: 'voter_info', entity_id: Number(row.id), changed });
  return Number(row.id);
}

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

export async function addVoterInfo(
  database: Database,
  actor: Actor,
  body: VoterInfoAddPayload,
  voter: VoterCore,
  members: VoterCore[],
): Promise<{ voter: VoterInfoRecord; members: VoterInfoRecord[] }> {
  const familyId = body.family_id ?? voter.family_id ?? voter.family_key;
  const details: Record<string, unknown> = {};
  for (const k of DETAIL_KEYS) details[k] = body[k];
  details.location = body.location;
  await database.db.transaction(async (t) => {
    const tx: Db = t;
    await upsertInfo(database, tx, actor, voter.id, {
      family_id: familyId,
      phone_no: body.phone_no,
      category: body.category,
      religion: body.religion,
      align_with_party: body.align_with_party,
      align_with_candidate: body.align_with_candidate,
      voter_group_id: body.voter_group_id,
      address: body.address,
      details,
    });
    for (const m of body.familyMembers ?? []) {
      // A member's own answers are kept unless this form gives new ones.
      const values: InfoValues = { family_id: familyId };
      if (m.phone_no != null) values.phone_no = m.phone_no;
      if (m.align_with_party != null) values.align_with_party = m.align_with_party;
      if (m.align_with_candidate != null) values.align_with_candidate = m.align_with_candidate;
      await upsertInfo(database, tx, actor, m.voter_list_id, values);
    }
    await recountReached(database, tx, actor.tenantId, [voter, ...members]);
  });
  await refreshStatistics(database);
  const records = await voterInfoRecords(database, actor.tenantId, [voter.id, ...members.map((m) => m.id)]);
  return { voter: records.get(voter.id)!, members: members.map((m) => records.get(m.id)!).filter(Boolean) };
}
