// Organisations and their first admins, managed by the super administrator; and his dashboard.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { OrganisationApi } from '../../../shared/api/organisations';
import { DashboardApi } from '../../../shared/api/dashboard';
import { tenants, users } from '../../db/schema';
import { inTransaction, recordAudit, updateRow } from '../../db/audit';
import { assertGoodPassword, hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { message, notFound } from '../../http';
import { prepareImages, storeImages, tenantFolder } from '../../uploads';
import type { Deps } from '../../deps';
import { serve } from '../../route';
import { assertUnique, createOrganisation, getAdmin, listAdmins, organisationCounts } from './queries';
import { exportOrganisation } from './export';

const SYMBOLS = ['organization_symbol', 'organization_election_symbol'];

export default function organisationRoutes(app: FastifyInstance, { database, config }: Deps) {
  const { db } = database;
  const admin = async (id: number) => {
    const a = await getAdmin(db, id);
    if (!a) throw notFound();
    return a;
  };

  serve(app, OrganisationApi.register, async ({ req, body }) => {
    await assertUnique(db, -1, body.email, null);
    await assertGoodPassword(body.password, body.email);
    const images = prepareImages(req.body as Record<string, unknown>, SYMBOLS, config.maxUploadBytes);
    // a symbol that is not image data (a name, a path) is not stored: only the decoded images are
    const { organization_symbol: _symbol, organization_election_symbol: _electionSymbol, ...details } = body;
    const { tenantId, adminId } = await createOrganisation(db, req.actor, { ...details, ...images.names });
    // the symbols go into the new organisation's folder, which exists from now on
    images.write(tenantFolder(config.uploadsDir, tenantId));
    return { ...message('org.registered'), admin: await admin(adminId), tenant_id: tenantId };
  });

  serve(app, OrganisationApi.list, async () => ({ admins: await listAdmins(db) }));

  serve(app, OrganisationApi.edit, async ({ params }) => ({ candidate: await admin(params.id) }));

  serve(app, DashboardApi.organisationCounts, async () => organisationCounts(database));

  serve(app, OrganisationApi.exportData, async ({ req, params, reply }) => {
    const { stream, fileName } = await exportOrganisation(db, config.uploadsDir, params.id, { userId: req.auth.userId });
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    return reply.send(stream);
  });

  serve(app, OrganisationApi.update, async ({ req, body }) => {
    const before = await admin(body.admin_id);
    const tenantId = before.org_id;
    await assertUnique(db, tenantId, body.email, body.phone_no, before.id);
    const images = storeImages(req.body as Record<string, unknown>, SYMBOLS, tenantFolder(config.uploadsDir, tenantId), config.maxUploadBytes);
    const actor = { tenantId, userId: req.auth.userId };
    const userValues: Record<string, unknown> = {
      f_name: body.f_name,
      l_name: body.l_name,
      phone_no: body.phone_no,
      email: body.email,
      gender: body.gender,
    };
    if (body.password) {
      await assertGoodPassword(body.password, body.email);
      userValues.password_hash = await hashPassword(body.password);
    }
    const orgValues = {
      installation_type: body.installation_type,
      organization_full_name: body.organization_full_name,
      organization_short_name: body.organization_short_name,
      ...images,
    };
    // the admin's row, the sessions a new password ends and the organisation's row: all or none
    await inTransaction(db, async (tx) => {
      await updateRow(tx, actor, users, before.id, userValues);
      // a new password ends the admin's sessions on every device
      if (body.password) await revokeUserSessions(tx, tenantId, before.id);
      await tx.update(tenants).set(orgValues).where(eq(tenants.id, tenantId));
      await recordAudit(tx, actor, { action: 'update', entity: 'tenants', entity_id: tenantId, changed: orgValues });
    });
    return { ...message('org.updated'), admin: await admin(before.id) };
  });
}
