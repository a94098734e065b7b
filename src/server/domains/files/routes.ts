// Stored images, read with a session: an organisation's own from its folder (the guard has pinned
// the path's tenant to the session's), and the super administrator only the symbols his
// organisation screens show. Never kept by a browser or a proxy: they are personal data.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { FileApi } from '../../../shared/api/files';
import { tenants } from '../../db/schema';
import { notFound } from '../../http';
import type { Deps } from '../../deps';
import { serve } from '../../route';
import { readStored, tenantFolder } from '../../uploads';

async function sendStored(reply: FastifyReply, dir: string, name: string) {
  const file = await readStored(dir, name);
  if (!file) throw notFound();
  reply.type(file.type).header('cache-control', 'private, no-store');
  return file.bytes;
}

export default function fileRoutes(app: FastifyInstance, { database: { db }, config }: Deps) {
  serve(app, FileApi.upload, async ({ req, reply, params }) => sendStored(reply, tenantFolder(config.uploadsDir, req.auth.tenantId), params.name));

  serve(app, FileApi.organisationSymbol, async ({ reply, params }) => {
    const [org] = await db
      .select({ symbol: tenants.organization_symbol, election: tenants.organization_election_symbol })
      .from(tenants)
      .where(eq(tenants.id, params.id));
    if (!org || (params.name !== org.symbol && params.name !== org.election)) throw notFound();
    return sendStored(reply, tenantFolder(config.uploadsDir, params.id), params.name);
  });
}
