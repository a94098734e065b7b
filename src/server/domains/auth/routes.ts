// Sign-in with per-device sessions, sign-out, the session's own user and the onboarding step.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthApi, type LoginResponse, type SessionUser } from '../../../shared/api/auth';
import { MODULES } from '../../../shared/domain/constants';
import { users } from '../../db/schema';
import { recordAudit, updateRow } from '../../db/audit';
import { verifyPassword } from '../../auth/passwords';
import { activeDevices, createSession, revokeSession, revokeUserSessions, tokenHash } from '../../auth/sessions';
import { bearer, UserType } from '../../auth/guard';
import { HttpError, message, notFound, unauthorized, fieldError, badRequest } from '../../http';
import type { Deps } from '../../deps';
import { serve } from '../../route';
import { findLoginUser, findUserById, signedInFrom, type LoginUser } from './queries';

const DEVICE_LIMIT_TTL = 5 * 60 * 1000;

/** The user object of the login answer. */
export function loginUser(u: LoginUser): SessionUser {
  const modules = u.type === UserType.Staff ? (u.modules ?? []) : u.type === UserType.Admin ? [...MODULES] : [];
  return {
    id: u.id,
    type: u.type,
    installation_type: u.installation_type,
    candidate_id: u.candidate_id,
    org_id: u.tenant_id,
    steps: u.steps,
    f_name: u.f_name,
    l_name: u.l_name,
    email: u.email,
    role_id: u.role_id,
    role_name: u.role_name,
    profile_picture: u.profile_picture,
    modules,
    tenant: { id: u.tenant_id, admin_id: u.admin_id },
  };
}

const configData = (u: LoginUser) => [
  { name: 'phone_visibility', value: String(u.type === UserType.Staff ? u.phone_visibility : u.tenant_phone_visibility) },
  { name: 'organization_full_name', value: u.organization_full_name },
  { name: 'default_acno', value: u.default_acno == null ? '' : String(u.default_acno) },
];

export default function authRoutes(app: FastifyInstance, { config, database, limiter }: Deps) {
  const { db } = database;

  serve(app, AuthApi.login, async ({ req, body }): Promise<LoginResponse> => {
    const email = body.email.toLowerCase();
    // answered before any password is hashed; the same answer whether the password is right or not
    const wait = await limiter.admit(email, req.ip, () => signedInFrom(db, email, req.ip));
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60000));
      throw new HttpError(429, 'auth.tooManyAttempts', undefined, { retryAfterSeconds: Math.ceil(wait / 1000) }, { minutes });
    }
    const user = await findLoginUser(db, email);
    // an unknown email is checked against a stand-in hash, so it costs the same as a wrong password
    const ok = await verifyPassword(user?.password_hash, body.password);
    if (!user || !ok) throw new HttpError(401, 'auth.invalidCredentials');
    await limiter.succeeded(email, req.ip);

    const devices = await activeDevices(db, user.tenant_id, user.id);
    const common = { userAgent: req.headers['user-agent'], declared: body.device_info, ip: req.ip, tenantId: user.tenant_id, userId: user.id };
    if (devices.length >= config.maxDevices) {
      const signOutToken = await createSession(db, { ...common, kind: 'device-limit', ttlMs: DEVICE_LIMIT_TTL });
      return {
        accessToken: null,
        ...message('auth.deviceLimit', { max: config.maxDevices }),
        devices,
        signOutToken,
        configData: [],
        user: null,
      };
    }
    const accessToken = await createSession(db, { ...common, kind: 'session', ttlMs: config.sessionDays * 86_400_000 });
    await recordAudit(db, { tenantId: user.tenant_id, userId: user.id }, { action: 'login', entity: 'sessions', entity_id: user.id });
    return { accessToken, ...message('auth.loginSuccess'), devices: [], configData: configData(user), user: loginUser(user) };
  });

  // Ends one device session of the caller's own user; the device-limit token may call it.
  serve(app, AuthApi.deviceSignOut, async ({ req, body }) => {
    if (body.user_id !== req.auth.userId) throw notFound();
    const n = await revokeSession(db, req.auth.tenantId, { id: body.id, userId: req.auth.userId });
    if (!n) throw notFound();
    await recordAudit(db, req.actor, { action: 'device-sign-out', entity: 'sessions', entity_id: body.id });
    return message('auth.deviceSignedOut');
  });

  const endCurrent = async ({ req }: { req: FastifyRequest }) => {
    const token = bearer(req);
    if (!token) throw unauthorized();
    await revokeSession(db, req.auth.tenantId, { tokenHash: tokenHash(token) });
    await recordAudit(db, req.actor, { action: 'logout', entity: 'sessions', entity_id: req.auth.sessionId });
    return message('auth.signedOut');
  };
  serve(app, AuthApi.signOut, endCurrent);
  serve(app, AuthApi.logOut, endCurrent);
  // a lost phone, a shared computer: every session of the caller's user ends, this one included
  serve(app, AuthApi.signOutAll, async ({ req }) => {
    const count = await revokeUserSessions(db, req.auth.tenantId, req.auth.userId);
    await recordAudit(db, req.actor, { action: 'sign-out-all', entity: 'sessions', entity_id: req.auth.userId, changed: { count } });
    return { ...message('auth.signedOutEverywhere'), count };
  });

  serve(app, AuthApi.me, async ({ req }) => {
    const u = await findUserById(db, req.auth.tenantId, req.auth.userId);
    if (!u?.email) throw notFound();
    const full = await findLoginUser(db, u.email);
    if (!full) throw notFound();
    return { user: loginUser(full), configData: configData(full) };
  });

  // Onboarding progress: only the organisation's own admin moves it.
  serve(app, AuthApi.updateStep, async ({ req, body }) => {
    const admin = await findUserById(db, req.auth.tenantId, body.admin_id);
    if (!admin || admin.type !== UserType.Admin) throw notFound();
    const values: Record<string, unknown> = { steps: body.step };
    if (body.candidate_id != null) {
      const cand = await findUserById(db, req.auth.tenantId, body.candidate_id);
      if (!cand) throw badRequest([fieldError('candidate_id', 'validation.unknownCandidate')]);
      values.candidate_id = body.candidate_id;
    }
    await updateRow(db, req.actor, users, admin.id, values);
    return { ...message('auth.stepUpdated'), steps: body.step, candidate_id: body.candidate_id ?? admin.candidate_id };
  });
}
