import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { InstallationType, MODULES } from '../../../shared/domain/constants';
import type { Database, Db } from '../../db/client';
import type { OrganisationAdmin, OrganisationDetails } from '../../../shared/api/organisations';
import type { OrganisationCounts } from '../../../shared/api/dashboard';
import { inTransaction, insertRow, type Actor } from '../../db/audit';
import { roles, tenants, users } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { UserType } from '../../auth/guard';
import { conflict } from '../../http';

export const INSTALLATION_TENANT = 1;

/** The installation's own tenant, home of the super administrators. */
export async function ensureInstallationTenant(db: Db) {
  const [t] = await db.select().from(tenants).where(eq(tenants.id, INSTALLATION_TENANT));
  if (t) return t;
  const [row] = await db
    .insert(tenants)
    .values({
      id: INSTALLATION_TENANT,
      installation_type: InstallationType.SuperAdmin,
      organization_full_name: 'Installation',
      organization_short_name: 'Super',
    })
    .returning();
  // Keep the identity sequence past the explicit id.
  await db.execute(sql`select setval(pg_get_serial_sequence('tenants', 'id'), greatest((select max(id) from tenants), 1))`);
  return row;
}

export async function assertUnique(db: Db, tenantId: number, email: string | null | undefined, phone: string | null | undefined, exceptUserId?: number) {
  const except = exceptUserId ? ne(users.id, exceptUserId) : undefined;
  if (email) {
    const [dup] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deleted_at), except));
    if (dup) throw conflict('email', 'validation.emailTaken');
  }
  if (phone) {
    const [dup] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenant_id, tenantId), eq(users.phone_no, phone), isNull(users.deleted_at), except));
    if (dup) throw conflict('phone_no', 'validation.phoneTaken');
  }
}

export interface NewOrganisation {
  installation_type: number;
  organization_full_name: string;
  organization_short_name: string;
  organization_symbol?: string | null;
  organization_election_symbol?: string | null;
  default_acno?: number | null;
  f_name: string;
  l_name?: string;
  phone_no: string;
  email: string;
  password: string;
  gender: number;
  steps?: number;
}

/**
 * Creates a tenant, its standard roles and its first admin in one transaction: a sign-up that
 * fails anywhere leaves none of them. The actor is the super admin.
 */
export async function createOrganisation(db: Db, actor: Actor, org: NewOrganisation) {
  // argon2 takes its time: hashed first, not with the transaction held open
  const password_hash = await hashPassword(org.password);
  return inTransaction(db, (tx) => insertOrganisation(tx, actor, org, password_hash));
}

async function insertOrganisation(db: Db, actor: Actor, org: NewOrganisation, password_hash: string) {
  const [tenant] = await db
    .insert(tenants)
    .values({
      installation_type: org.installation_type,
      organization_full_name: org.organization_full_name,
      organization_short_name: org.organization_short_name,
      organization_symbol: org.organization_symbol ?? null,
      organization_election_symbol: org.organization_election_symbol ?? null,
      default_acno: org.default_acno ?? null,
    })
    .returning();
  const as: Actor = { tenantId: tenant.id, userId: actor.userId };
  const adminRole = await insertRow<{ id: number }>(db, as, roles, { name: 'Admin', type: 1, status: 1, modules: [...MODULES] });
  // the campaign's own people work the roll (the survey's answers are given by voters found in it)
  await insertRow(db, as, roles, { name: 'Candidate', type: 1, status: 1, modules: ['Dashboard', 'Task', 'Events', 'Survey', 'Voters'] });
  await insertRow(db, as, roles, { name: 'Karyakarta', type: 2, status: 1, modules: ['Voters'] });
  const admin = await insertRow<{ id: number }>(db, as, users, {
    type: UserType.Admin,
    role_id: adminRole.id,
    email: org.email.toLowerCase(),
    phone_no: org.phone_no,
    password_hash,
    f_name: org.f_name,
    l_name: org.l_name ?? '',
    gender: org.gender,
    steps: org.steps ?? 1,
  });
  await db.update(tenants).set({ admin_id: admin.id }).where(eq(tenants.id, tenant.id));
  return { tenantId: tenant.id, adminId: admin.id };
}

/** The super administrator's dashboard: the installation's organisations counted (never tenant 1, his own). */
export async function organisationCounts(database: Database): Promise<OrganisationCounts> {
  const [c] = await database.rows<{ organisations: number; recent: number; users: number; voters: number }>(sql`
    select (select count(*)::int from tenants where id <> ${INSTALLATION_TENANT} and deleted_at is null) as organisations,
           (select count(*)::int from tenants where id <> ${INSTALLATION_TENANT} and deleted_at is null and created_at > now() - interval '30 days') as recent,
           (select count(*)::int from users where tenant_id <> ${INSTALLATION_TENANT} and deleted_at is null) as users,
           (select coalesce(sum(voter_count), 0)::int from voting_centres where deleted_at is null) as voters`);
  const by_installation_type = await database.rows<{ installation_type: number; count: number }>(sql`
    select installation_type, count(*)::int as count from tenants
     where id <> ${INSTALLATION_TENANT} and deleted_at is null group by installation_type order by installation_type`);
  return { ...c, by_installation_type };
}

export async function createSuperAdmin(db: Db, input: { email: string; password: string; f_name?: string; phone_no?: string }) {
  await ensureInstallationTenant(db);
  await assertUnique(db, INSTALLATION_TENANT, input.email, input.phone_no);
  return insertRow<{ id: number }>(db, { tenantId: INSTALLATION_TENANT, userId: null }, users, {
    type: UserType.SuperAdmin,
    email: input.email.toLowerCase(),
    phone_no: input.phone_no ?? null,
    password_hash: await hashPassword(input.password),
    f_name: input.f_name ?? 'Super',
    l_name: 'Admin',
    steps: 4,
  });
}

const adminColumns = {
  id: users.id,
  org_id: users.tenant_id,
  f_name: users.f_name,
  l_name: users.l_name,
  phone_no: users.phone_no,
  email: users.email,
  gender: users.gender,
  steps: users.steps,
  created_at: users.created_at,
  installation_type: tenants.installation_type,
  organization_full_name: tenants.organization_full_name,
  organization_short_name: tenants.organization_short_name,
  organization_symbol: tenants.organization_symbol,
  organization_election_symbol: tenants.organization_election_symbol,
};

const adminJoin = and(eq(tenants.id, users.tenant_id), eq(tenants.admin_id, users.id), isNull(tenants.deleted_at));

const selectAdmins = (db: Db) => db.select(adminColumns).from(users).innerJoin(tenants, adminJoin);
type AdminRow = Awaited<ReturnType<typeof selectAdmins>>[number];
function shape(r: AdminRow): OrganisationAdmin {
  const organization_details: OrganisationDetails = {
    id: r.org_id,
    installation_type: r.installation_type,
    organization_full_name: r.organization_full_name,
    organization_short_name: r.organization_short_name,
    organization_symbol: r.organization_symbol,
    organization_election_symbol: r.organization_election_symbol,
  };
  return { ...r, organization_details, admin: { organization_details } };
}

export async function listAdmins(db: Db) {
  const rows = await selectAdmins(db)
    .where(and(isNull(users.deleted_at), eq(users.type, UserType.Admin)))
    .orderBy(desc(users.created_at));
  return rows.map(shape);
}

export async function getAdmin(db: Db, id: number) {
  const [row] = await selectAdmins(db).where(and(eq(users.id, id), isNull(users.deleted_at), eq(users.type, UserType.Admin)));
  return row ? shape(row) : null;
}
