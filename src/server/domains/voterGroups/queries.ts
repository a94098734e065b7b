// Voter groups' reads: the list and one group with its area and voter count, a group's voters
// in roll order, and the check that an id names a live group of the tenant (voter-info-add).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { areas, voterGroups } from '../../db/schema';
import { badRequest } from '../../http';
import { votersByIds } from '../voters/rows';
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
export async function groupVoters(
  database: Database,
  tenantId: number,
  groupId: number,
  page: number,
  pageSize: number,
): Promise<{ voters: VoterRow[]; total: number }> {
  const where = sql`i.tenant_id = ${tenantId} and i.voter_group_id = ${groupId} and i.deleted_at is null`;
  const ids = await database.rows<{ voter_id: number }>(sql`
    select i.voter_id from voter_info i
     where ${where}
     order by i.acno, i.partno, i.slnoinpart, i.voter_id
     limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const [c] = await database.rows<{ n: number }>(sql`select count(*)::int as n from voter_info i where ${where}`);
  return {
    voters: await votersByIds(
      database,
      tenantId,
      ids.map((r) => Number(r.voter_id)),
    ),
    total: Number(c.n),
  };
}
