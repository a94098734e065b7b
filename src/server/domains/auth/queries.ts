import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, sessions, tenants, users } from '../../db/schema';
import { liveJoin } from '../../db/tenantRows';

export async function findLoginUser(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      tenant_id: users.tenant_id,
      type: users.type,
      password_hash: users.password_hash,
      f_name: users.f_name,
      l_name: users.l_name,
      email: users.email,
      steps: users.steps,
      candidate_id: users.candidate_id,
      role_id: users.role_id,
      phone_visibility: users.phone_visibility,
      profile_picture: users.profile_picture,
      installation_type: tenants.installation_type,
      organization_full_name: tenants.organization_full_name,
      organization_short_name: tenants.organization_short_name,
      default_acno: tenants.default_acno,
      tenant_phone_visibility: tenants.phone_visibility,
      admin_id: tenants.admin_id,
      role_name: roles.name,
      role_type: roles.type,
      modules: roles.modules,
    })
    .from(users)
    .innerJoin(tenants, and(eq(tenants.id, users.tenant_id), isNull(tenants.deleted_at)))
    .leftJoin(roles, liveJoin(roles, users.tenant_id, users.role_id))
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deleted_at)));
  return row ?? null;
}
export type LoginUser = NonNullable<Awaited<ReturnType<typeof findLoginUser>>>;

export async function findUserById(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenant_id, tenantId), eq(users.id, id), isNull(users.deleted_at)));
  return row ?? null;
}

/**
 * Whether the live user of this email has had a session from this address, of any kind, ended or
 * not: such an address is the owner's own and is not held by the account's wait.
 */
export async function signedInFrom(db: Db, email: string, ip: string) {
  const rows = await db
    .select({ id: sessions.id })
    .from(users)
    .innerJoin(sessions, and(eq(sessions.tenant_id, users.tenant_id), eq(sessions.user_id, users.id)))
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deleted_at), eq(sessions.ip, ip)))
    .limit(1);
  return rows.length > 0;
}
