// Voter groups' reads: the list and one group with its area and voter count, a group's voters
// in roll order, and the check that an id names a live group of the tenant (voter-info-add).
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { areas, voterGroups } from '../../db/schema';
import { badRequest } from '../../http';
import { votersByIds } from '../voters/rows';
import { contains } from '../voters/match';
import { contactable } from '../voters/record/sql';
import { slotJoin } from '../../db/slots';
import { GROUP_VOTER_FILTERS, type GroupVoterFilter } from '../../../shared/api/voterGroups';
import type { VoterRow } from '../../../shared/api/voters';
import { liveJoin, missingReferences } from '../../db/tenantRows';

/** The tenant's live groups (or the one with `id`) with their area's name and voter count. */
export async function readVoterGroups(db: Db, tenantId: number, id?: number) {
  const voterCount = sql<number>`(select count(*)::int from voter_info i
      where i.tenant_id = ${voterGroups.tenant_id} and i.voter_group_id = ${voterGroups.id} and i.deleted_at is null)`;
  const rows = await db
    .select({
      id: voterGroups.id,
      voter_group_name: voterGroups.voter_group_name,
      voter_group_description: voterGroups.voter_group_description,
      area_id: voterGroups.area_id,
      area: areas.name,
      special_instructions: voterGroups.special_instructions,
      location: voterGroups.location,
      location_name: voterGroups.location_name,
      voter_count: voterCount,
      created_at: voterGroups.created_at,
      updated_at: voterGroups.updated_at,
    })
    .from(voterGroups)
    .leftJoin(areas, liveJoin(areas, voterGroups.tenant_id, voterGroups.area_id))
    .where(and(eq(voterGroups.tenant_id, tenantId), isNull(voterGroups.deleted_at), id === undefined ? undefined : eq(voterGroups.id, id)))
    .orderBy(asc(voterGroups.id));
  return rows.map((r) => ({
    ...r,
    voter_count: Number(r.voter_count),
    voter_area: r.area_id != null && r.area != null ? { id: r.area_id, name: r.area } : null,
  }));
}

/** A voter_group_id must be a live group of the same tenant: a 400 naming `field` otherwise. */
export async function assertVoterGroup(db: Db, tenantId: number, id: number | null | undefined, field = 'voter_group_id') {
  const errors = await missingReferences(db, tenantId, [{ field, id, table: voterGroups, key: 'validation.unknownVoterGroup' }]);
  if (errors.length) throw badRequest(errors);
}

/** One page of a group's voters (their details name the group), in roll order, and their number. */
/** The text a group's voter list is filtered by, per column (GROUP_VOTER_FILTERS); empty: not filtered. */
export type GroupVoterFilters = Partial<Record<GroupVoterFilter, string>>;

const lowerLike = (column: SQL, text: string) => sql`lower(${column}) like ${contains(text.toLowerCase())}`;

/**
 * Each column's condition on the group's details i, its voter v, slot vs and centre c: the text
 * anywhere in what the column shows (a name in English or the roll's script). A phone the voter
 * asked not to be called on is not shown, so it finds nobody either.
 */
const FILTERS: Record<GroupVoterFilter, (text: string) => SQL> = {
  part: (t) => lowerLike(sql`v.partno::text`, t),
  serial: (t) => lowerLike(sql`vs.slnoinpart::text`, t),
  section: (t) =>
    sql`(${lowerLike(sql`v.section_no::text`, t)} or ${lowerLike(sql`coalesce(v.section_name, '')`, t)} or ${lowerLike(sql`coalesce(v.section_name_v1, '')`, t)})`,
  name: (t) =>
    sql`(${lowerLike(sql`coalesce(v.fm_name_en, '') || ' ' || coalesce(v.lastname_en, '')`, t)} or ${lowerLike(sql`coalesce(v.fm_name_v1, '') || ' ' || coalesce(v.lastname_v1, '')`, t)})`,
  idcard: (t) => lowerLike(sql`coalesce(v.epic_no, '')`, t),
  mobile: (t) => sql`(${contactable()} and ${lowerLike(sql`coalesce(nullif(i.phone_no, ''), v.mobile, '')`, t)})`,
  centre: (t) => sql`(${lowerLike(sql`coalesce(c.vcenter, '')`, t)} or ${lowerLike(sql`coalesce(c.vcenter_v1, '')`, t)})`,
};

export async function groupVoters(
  database: Database,
  tenantId: number,
  groupId: number,
  page: number,
  pageSize: number,
  filters: GroupVoterFilters = {},
): Promise<{ voters: VoterRow[]; total: number }> {
  const given = GROUP_VOTER_FILTERS.filter((f) => filters[f]);
  // read from the group's details: a group is a few thousand voters of a roll of millions
  const from = given.length
    ? sql`voter_info i join voters v on v.tenant_id = i.tenant_id and v.id = i.voter_id and v.deleted_at is null ${slotJoin()}
          left join lateral (select c.vcenter, c.vcenter_v1 from voting_centres c
                              where c.tenant_id = v.tenant_id and c.acno = v.acno and c.partno = v.partno and c.deleted_at is null
                              limit 1) c on true`
    : sql`voter_info i`;
  const where = sql.join(
    [sql`i.tenant_id = ${tenantId} and i.voter_group_id = ${groupId} and i.deleted_at is null`, ...given.map((f) => FILTERS[f](filters[f]!))],
    sql` and `,
  );
  const ids = await database.rows<{ voter_id: number }>(sql`
    select i.voter_id from ${from}
     where ${where}
     order by i.acno, i.partno, i.slnoinpart, i.voter_id
     limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const [c] = await database.rows<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where}`);
  return {
    voters: await votersByIds(
      database,
      tenantId,
      ids.map((r) => Number(r.voter_id)),
    ),
    total: Number(c.n),
  };
}
