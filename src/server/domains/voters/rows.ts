// The voter row every voter screen shows (shared/api/voters.ts VoterRow): the roll entry, its
// voting centre and the details collected for it. Page queries find ids; this decorates them.
import { sql, type SQL } from 'drizzle-orm';
import { frozen, type Database } from '../../db/client';
import type { VoterInfoRecord, VoterRow } from '../../../shared/api/voters';
import { slotJoin } from '../../db/slots';

/** A person's full name from two name columns, or null when both are empty. */
export const fullName = (first: string, last: string) => sql.raw(`nullif(trim(coalesce(${first}, '') || ' ' || coalesce(${last}, '')), '')`);

/**
 * Why the voter of the collected details `i` may not be called or messaged (shared ContactBlock),
 * null when they may (also when nothing was collected: the left join gives nulls).
 */
export const contactBlock = (i = 'i') => sql.raw(`case when ${i}.do_not_contact then 'do_not_contact' when ${i}.consent = 'withdrawn' then 'withdrawn' end`);

/** The condition a list used for calling or messaging puts on the collected details `i` (may be null). */
export const contactable = (i = 'i') => sql`${contactBlock(i)} is null`;

/**
 * Columns of VoterRow from voters v, its slot vs (the serial), voting_centres c and voter_info i.
 * A voter who may not be contacted keeps no phone in the rows the screens list: nothing there
 * offers one to call.
 */
export const VOTER_COLUMNS = frozen(sql`
  v.id, v.acno, v.partno, vs.slnoinpart, v.section_no, v.section_name as section, v.section_name_v1 as section_v1,
  coalesce(${fullName('v.fm_name_en', 'v.lastname_en')}, '') as name, ${fullName('v.fm_name_v1', 'v.lastname_v1')} as name_v1,
  v.fm_name_en as enfname, v.lastname_en as enlname, v.fm_name_v1, v.lastname_v1,
  ${fullName('v.rln_fm_nm_en', 'v.rln_l_nm_en')} as rlname, ${fullName('v.rln_fm_nm_v1', 'v.rln_l_nm_v1')} as rlname_v1, v.rln_type,
  v.epic_no as idcardno, v.age, v.gender, v.house_no, v.family_key,
  c.vcenter, c.vcenter_v1, c.center_id, c.part_name,
  ${contactBlock()} as contact_block,
  case when ${contactable()} then v.mobile end as mobile,
  case when i.id is null then null else json_build_object(
    'id', i.id, 'align_with_party', i.align_with_party, 'align_with_candidate', i.align_with_candidate,
    'phone_no', case when ${contactable()} then i.phone_no end, 'family_id', i.family_id, 'voter_list_id', v.id) end as "voterInfo"`);

/**
 * voters v with its slot, its centre and its details. LATERAL keeps both lookups on their unique
 * indexes whatever the statistics say (PGlite never analyses voter_info by itself).
 */
export const VOTER_FROM = frozen(sql`
  voters v ${slotJoin()}
  left join lateral (select c.vcenter, c.vcenter_v1, c.center_id, c.part_name from voting_centres c
                      where c.tenant_id = v.tenant_id and c.acno = v.acno and c.partno = v.partno and c.deleted_at is null
                      limit 1) c on true
  left join lateral (select i.id, i.align_with_party, i.align_with_candidate, i.phone_no, i.family_id, i.consent, i.do_not_contact from voter_info i
                      where i.tenant_id = v.tenant_id and i.voter_id = v.id and i.deleted_at is null
                      limit 1) i on true`);

/** The rows of the given voter ids, in the order of the ids. */
export async function votersByIds(database: Database, tenantId: number, ids: number[]): Promise<VoterRow[]> {
  if (!ids.length) return [];
  const rows = await database.rows<VoterRow>(sql`
    select ${VOTER_COLUMNS} from ${VOTER_FROM}
     where v.tenant_id = ${tenantId} and v.id = any(${sql.param(ids)}::bigint[]) and v.deleted_at is null`);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.map((id) => byId.get(id)).filter((r): r is VoterRow => !!r);
}

/**
 * The rows of the voter ids a query selects (in its order), in the same statement: a page and
 * its rows in one round trip.
 */
export const votersOfIds = (tenantId: number, ids: SQL) => sql`
  select ${VOTER_COLUMNS}
    from unnest(array(${ids})) with ordinality as p(id, n)
    join (${VOTER_FROM}) on v.tenant_id = ${tenantId} and v.id = p.id and v.deleted_at is null
   order by p.n`;

/** Voter rows of an arbitrary condition on v (small sets: a household, a part's name matches). */
export async function votersWhere(database: Database, tenantId: number, where: SQL, limit = 200): Promise<VoterRow[]> {
  return database.rows<VoterRow>(sql`
    select ${VOTER_COLUMNS} from ${VOTER_FROM}
     where v.tenant_id = ${tenantId} and v.deleted_at is null and (${where})
     order by v.acno, v.partno, vs.slnoinpart
     limit ${limit}`);
}

const DETAIL_KEYS = ['employment_types', 'family_types', 'income_groups', 'marital_statuses', 'house_types', 'building_types'] as const;

/** The full collected details of voters (voter_info rows), keyed by voter id. */
export async function voterInfoRecords(database: Database, tenantId: number, voterIds: number[]): Promise<Map<number, VoterInfoRecord>> {
  if (!voterIds.length) return new Map();
  const rows = await database.rows<Record<string, unknown>>(sql`
    select id, voter_id, family_id, voter_group_id, phone_no, address, category, religion, align_with_party, align_with_candidate,
           details, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
      from voter_info where tenant_id = ${tenantId} and voter_id = any(${sql.param(voterIds)}::bigint[]) and deleted_at is null`);
  const out = new Map<number, VoterInfoRecord>();
  for (const r of rows) {
    const details = (r.details ?? {}) as Record<string, unknown>;
    const rec: VoterInfoRecord = {
      id: Number(r.id),
      voter_list_id: Number(r.voter_id),
      family_id: (r.family_id as string) ?? null,
      voter_group_id: r.voter_group_id == null ? null : Number(r.voter_group_id),
      phone_no: (r.phone_no as string) ?? null,
      address: (r.address as string) ?? null,
      location: (details.location as VoterInfoRecord['location']) ?? null,
      category: (r.category as string) ?? null,
      religion: (r.religion as string) ?? null,
      align_with_party: (r.align_with_party as VoterInfoRecord['align_with_party']) ?? null,
      align_with_candidate: (r.align_with_candidate as VoterInfoRecord['align_with_candidate']) ?? null,
      employment_types: null,
      family_types: null,
      income_groups: null,
      marital_statuses: null,
      house_types: null,
      building_types: null,
      updated_at: String(r.updated_at),
    };
    for (const k of DETAIL_KEYS) rec[k] = typeof details[k] === 'string' ? (details[k] as string) : null;
    out.set(rec.voter_list_id, rec);
  }
  return out;
}

export { DETAIL_KEYS };
