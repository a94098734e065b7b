import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { offices, roles, tenants, users } from '../../db/schema';
import { liveJoin, liveRowExists, liveRowsOf } from '../../db/tenantRows';

/**
 * The organisation's users and candidates with their role, office and organisation names. The list holds the staff (type 2); one row by id may also be
 * the organisation's admin, which candidate update and delete then refuse.
 */
export async function readCandidates(db: Db, tenantId: number, id?: number) {
  return db
    .select({
      id: users.id,
      org_id: users.tenant_id,
      type: users.type,
      f_name: users.f_name,
      l_name: users.l_name,
      phone_no: users.phone_no,
      email: users.email,
      gender: users.gender,
      role_id: users.role_id,
      role_name: roles.name,
      role_type: roles.type,
      office: users.office_id,
      office_name: offices.office_name,
      reporting_to: users.reporting_to,
      candidate_id: users.candidate_id,
      special_note: users.special_note,
      profile_picture: users.profile_picture,
      adharcard_picture: users.adharcard_picture,
      slip_image: users.slip_image,
      partno_list: users.partno_list,
      phone_visibility: users.phone_visibility,
      organization_full_name: tenants.organization_full_name,
      organization_symbol: tenants.organization_symbol,
      created_at: users.created_at,
      updated_at: users.updated_at,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenant_id))
    .leftJoin(roles, liveJoin(roles, users.tenant_id, users.role_id))
    .leftJoin(offices, liveJoin(offices, users.tenant_id, users.office_id))
    .where(and(eq(users.tenant_id, tenantId), isNull(users.deleted_at), id === undefined ? eq(users.type, 2) : eq(users.id, id)))
    .orderBy(desc(users.created_at), desc(users.id));
}

export async function findRole(db: Db, tenantId: number, id: unknown) {
  // read before the body is validated (the role decides the schema's rules): any value may come
  const n = typeof id === 'number' || (typeof id === 'string' && /^\d{1,15}$/.test(id)) ? Number(id) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) return null;
  const [role] = await db
    .select({ id: roles.id, name: roles.name, type: roles.type, modules: roles.modules })
    .from(roles)
    .where(and(liveRowsOf(roles, tenantId), eq(roles.id, n)));
  return role ?? null;
}

export const officeExists = (db: Db, tenantId: number, id: number) => liveRowExists(db, offices, tenantId, id);

/** states: the slip image belongs to the role named Candidate. */

/** Every live user of the organisation, for the pick lists of people. */
export async function listUsers(database: Database, tenantId: number) {
  return database.rows<{ id: number; f_name: string; l_name: string | null }>(sql`
    select u.id, u.f_name, u.l_name
      from users u
     where u.tenant_id = ${tenantId} and u.deleted_at is null
     order by u.f_name, u.l_name, u.id`);
}

/** Users holding the role named Candidate. */
export async function listCandidates(database: Database, tenantId: number) {
  return database.rows<{ id: number; f_name: string; l_name: string }>(sql`
    select u.id, u.f_name, u.l_name
      from users u join roles r on r.tenant_id = u.tenant_id and r.id = u.role_id
     where u.tenant_id = ${tenantId} and u.deleted_at is null and r.deleted_at is null and lower(r.name) = 'candidate'
     order by u.f_name, u.l_name, u.id`);
}
