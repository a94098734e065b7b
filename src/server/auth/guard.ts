// The one guard in front of every route: unless the matched route's declaration says public, a
// live session, the path's tenant equal to the session's, the voter prefix inside the session's
// organisation, and the role's modules for the route's domain. It decides from the route the
// router matched, never from how the URL is spelled; a request no route matches is left to the
// not-found handler (404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { ModuleName } from '../../shared/domain/constants';
import type { Db } from '../db/client';
import type { Actor } from '../db/audit';
import { users } from '../db/schema';
import { forbidden, notFound, unauthorized, HttpError } from '../http';
import { lookupSession, type SessionUser } from './sessions';

export const UserType = { SuperAdmin: 0, Admin: 1, Staff: 2 } as const;

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionUser;
    actor: Actor;
  }
  interface FastifyContextConfig {
    /** reachable without a session */
    public?: boolean;
    /** the role module that grants this route; 'admin' = organisation admins only */
    module?: ModuleName | 'admin';
    superAdmin?: boolean;
    /** the short-lived device-limit token may call this route */
    deviceLimit?: boolean;
  }
}

export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  // The spec's direct calls send the token without the Bearer prefix.
  const token = h.startsWith('Bearer ') ? h.slice(7).trim() : h.trim();
  return token.length >= 20 && token.length <= 200 ? token : null;
}

export function mayUse(auth: SessionUser, module: ModuleName | 'admin' | undefined): boolean {
  if (!module) return true;
  // Organisation admins hold every module of their tenant; the super admin likewise of the
  // installation's own tenant (the path check has already pinned the tenant).
  if (auth.userType === UserType.Admin || auth.userType === UserType.SuperAdmin) return true;
  if (module === 'admin') return false;
  return Array.isArray(auth.modules) && auth.modules.includes(module);
}

export function installGuard(app: FastifyInstance, db: Db, opts: { idleMinutes?: number; cacheMs?: number } = {}) {
  app.addHook('onRequest', async (req) => {
    if (req.is404) return;
    const cfg = req.routeOptions.config ?? {};
    if (cfg.public) return;
    const token = bearer(req);
    if (!token) throw unauthorized();
    const auth = await lookupSession(db, token, opts.idleMinutes, opts.cacheMs);
    if (!auth) throw unauthorized();
    if (auth.kind !== 'session' && !cfg.deviceLimit) throw unauthorized();
    req.auth = auth;
    req.actor = { tenantId: auth.tenantId, userId: auth.userId };
    if (cfg.deviceLimit) return;

    const params = (req.params ?? {}) as Record<string, string>;
    if (params.tenantId !== undefined && params.tenantId !== String(auth.tenantId)) throw forbidden('error.otherTenant');
    if (params.orgId !== undefined && params.orgId !== String(auth.tenantId)) throw forbidden('error.otherTenant');
    // the session's own candidate (the console's usual prefix) needs no look-up
    if (params.candidateId !== undefined && params.candidateId !== '0' && params.candidateId !== String(auth.candidateId)) {
      if (!/^\d{1,15}$/.test(params.candidateId)) throw notFound();
      const [c] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenant_id, auth.tenantId), eq(users.id, Number(params.candidateId)), isNull(users.deleted_at)));
      if (!c) throw forbidden('error.otherTenant');
    }
    if (cfg.superAdmin && auth.userType !== UserType.SuperAdmin) throw forbidden();
    if (!mayUse(auth, cfg.module)) throw forbidden('error.module');
  });
}

export { HttpError };
