// The voter row every voter screen shows (shared/api/voters.ts VoterRow): the roll entry, its
// voting centre and the details collected for it. Page queries find ids; this decorates them.
import { sql, type SQL } from 'drizzle-orm';
import { frozen, type Database } from '../../db/client';
import type { VoterRow } from '../../../shared/api/voters';
import { slotJoin } from '../../db/slots';
import { contactBlock, contactable, fullName } from './record/sql';

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
  v.epic_no as idcardno, v.age, v.gender, v.house_no, v.family_key, v.names_derived,
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
