import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { areas, offices, users } from '../../db/schema';
import { badRequest } from '../../http';
import { liveJoin, missingReferences } from '../../db/tenantRows';

const primary = alias(users, 'primary_user');
const secondary = alias(users, 'secondary_user');
const liveUser = (u: typeof primary | typeof secondary) => and(eq(u.tenant_id, offices.tenant_id), isNull(u.deleted_at));

/** The tenant's live offices with their area's name and the in-charges' names. */
export async function readOffices(db: Db, tenantId: number, id?: number) {
  const rows = await db
    .select({
      id: offices.id,
      office_name: offices.office_name,
      area_id: offices.area_id,
      area: areas.name,
      primary_incharge: offices.primary_incharge,
      secondary_incharge: offices.secondary_incharge,
      location: offices.location,
      address: offices.address,
      location_name: offices.location_name,
      created_at: offices.created_at,
      updated_at: offices.updated_at,
      p_f_name: primary.f_name,
      p_l_name: primary.l_name,
      s_f_name: secondary.f_name,
      s_l_name: secondary.l_name,
    })
    .from(offices)
    .leftJoin(areas, liveJoin(areas, offices.tenant_id, offices.area_id))
    .leftJoin(primary, and(liveUser(primary), eq(primary.id, offices.primary_incharge)))
    .leftJoin(secondary, and(liveUser(secondary), eq(secondary.id, offices.secondary_incharge)))
    .where(and(eq(offices.tenant_id, tenantId), isNull(offices.deleted_at), id === undefined ? undefined : eq(offices.id, id)))
    .orderBy(asc(offices.id));
  return rows.map(({ p_f_name, p_l_name, s_f_name, s_l_name, ...r }) => ({
    ...r,
    primary_incharge_details: p_f_name == null ? null : { f_name: p_f_name, l_name: p_l_name },
    secondary_incharge_details: s_f_name == null ? null : { f_name: s_f_name, l_name: s_l_name },
    teams: [] as number[],
  }));
}

/** Ids a payload refers to must be live rows of the same tenant; one answer whether missing or foreign. */
export async function assertReferences(
  db: Db,
  tenantId: number,
  refs: { area?: { field: string; id: number | null | undefined }; users?: Array<{ field: string; id: number | null | undefined }> },
) {
  const errors = await missingReferences(db, tenantId, [
    ...(refs.area ? [{ ...refs.area, table: areas, key: 'validation.unknownArea' }] : []),
    ...(refs.users ?? []).map((u) => ({ ...u, table: users, key: 'validation.unknownUser' })),
  ]);
  if (errors.length) throw badRequest(errors);
}
