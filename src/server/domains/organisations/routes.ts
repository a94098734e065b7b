// Organisations and their first admins, managed by a super administrator (01 §2.4, §3, §6).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { organisationSchema, organisationUpdateSchema } from '../../../shared/schemas/organisation';
import { SuperAdminPaths } from '../../../shared/api/routes';
import { tenants, users } from '../../db/schema';
import { recordAudit, updateRow } from '../../db/audit';
import { hashPassword } from '../../auth/passwords';
import { intParam, notFound, text, validate } from '../../http';
import { storeImages } from '../../uploads';
import { T, type Deps } from '../../deps';
import { assertUnique, createOrganisation, getAdmin, listAdmins } from './queries';

const SYMBOLS = ['organization_symbol', 'organization_election_symbol'];

export default function organisationRoutes(app: FastifyInstance, { database, config }: Deps) {
  const { db } = database;
  const cfg = { config: { superAdmin: true } };

  app.post(T(SuperAdminPaths.register), cfg, async (req, reply) => {
    const body = await validate(organisationSchema, req.body);
    await assertUnique(db, -1, body.email, null);
    const images = storeImages(req.body as Record<string, unknown>, SYMBOLS, config.uploadsDir, config.maxUploadBytes);
    const { tenantId, adminId } = await createOrganisation(db, req.actor, { ...body, ...images });
    reply.status(201);
    return { msg: text('org.registered'), admin: await getAdmin(db, adminId), tenant_id: tenantId };
  });

  app.get(T(SuperAdminPaths.list), cfg, async () => ({ admins: await listAdmins(db) }));

  app.get(T(SuperAdminPaths.edit), cfg, async (req) => {
    const admin = await getAdmin(db, intParam((req.params as { id: string }).id));
    if (!admin) throw notFound();
    return { candidate: admin };
  });

  app.put(T(SuperAdminPaths.update), cfg, async (req) => {
    const body = await validate(organisationUpdateSchema, req.body);
    const admin = await getAdmin(db, body.admin_id);
    if (!admin) throw notFound();
    const tenantId = admin.org_id;
    await assertUnique(db, tenantId, body.email, body.phone_no, admin.id);
    const images = storeImages(req.body as Record<string, unknown>, SYMBOLS, config.uploadsDir, config.maxUploadBytes);
    const actor = { tenantId, userId: req.auth.userId };
    const userValues: Record<string, unknown> = {
      f_name: body.f_name,
      l_name: body.l_name,
      phone_no: body.phone_no,
      email: body.email,
      gender: body.gender,
    };
    if (body.password) userValues.password_hash = await hashPassword(body.password);
    await updateRow(db, actor, users, admin.id, userValues);
    const orgValues = {
      installation_type: body.installation_type,
      organization_full_name: body.organization_full_name,
      organization_short_name: body.organization_short_name,
      ...images,
    };
    await db.update(tenants).set(orgValues).where(eq(tenants.id, tenantId));
    await recordAudit(db, actor, { action: 'update', entity: 'tenants', entity_id: tenantId, changed: orgValues });
    return { msg: text('org.updated'), admin: await getAdmin(db, admin.id) };
  });
}
