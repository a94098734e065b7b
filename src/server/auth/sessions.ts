// Opaque bearer tokens: 256 random bits, stored only as their SHA-256, one row per device.
import crypto from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import type { Db } from '../db/client';
import { sessions, tenants, users, roles } from '../db/schema';
import { onWrite } from '../db/audit';
import { isoOf } from '../db/instants';
import { liveJoin } from '../db/tenantRows';

/**
 * Live sessions recently read, by token hash, so most requests are guarded without a database
 * round trip. An entry serves for `cacheMs` at most. Any write to sessions, users, roles or
 * tenants through this server empties the cache at once (sign-out, device logout, a role's
 * modules, a deleted user); other servers over the same PostgreSQL see such a change within
 * `cacheMs` (SESSION_CACHE_SECONDS, 5 s by default). A lookup that began before a change is not
 * cached (the generation moved on), nor joined by a request that arrives after it.
 */
const cache = new Map<string, { user: SessionUser; at: number; expiresAt: number }>();
const CACHE_LIMIT = 10_000;
let generation = 0;
export function sessionsChanged() {
  generation += 1;
  cache.clear();
}
const SESSION_TABLES = new Set(['sessions', 'users', 'roles', 'tenants']);
onWrite((table) => {
  if (SESSION_TABLES.has(table)) sessionsChanged();
});

export const newToken = () => crypto.randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export type SessionKind = 'session' | 'device-limit';

export function describeDevice(userAgent: string | undefined, declared: string | undefined) {
  const ua = new UAParser(userAgent ?? '').getResult();
  const browser = [ua.browser.name, ua.browser.major].filter(Boolean).join(' ') || declared || 'web';
  const device_type = ua.device.type === 'mobile' || ua.device.type === 'tablet' ? ua.device.type : 'desktop';
  return { device_type, device_info: { browser, os: [ua.os.name, ua.os.version].filter(Boolean).join(' ') || undefined } };
}

export async function createSession(
  db: Db,
  opts: { tenantId: number; userId: number; kind: SessionKind; ttlMs: number; userAgent?: string; declared?: string; ip?: string },
) {
  const token = newToken();
  const device = describeDevice(opts.userAgent, opts.declared);
  await db.insert(sessions).values({
    tenant_id: opts.tenantId,
    user_id: opts.userId,
    token_hash: tokenHash(token),
    kind: opts.kind,
    device_type: device.device_type,
    device_info: { ...device.device_info },
    ip: opts.ip ?? null,
    expires_at: new Date(Date.now() + opts.ttlMs).toISOString(),
  });
  return token;
}

const activeFor = (tenantId: number, userId: number) =>
  and(
    eq(sessions.tenant_id, tenantId),
    eq(sessions.user_id, userId),
    eq(sessions.kind, 'session'),
    isNull(sessions.revoked_at),
    gt(sessions.expires_at, sql`now()`),
  );

export async function activeDevices(db: Db, tenantId: number, userId: number) {
  return db
    .select({
      id: sessions.id,
      user_id: sessions.user_id,
      device_type: sessions.device_type,
      device_info: sessions.device_info,
      created_at: sessions.created_at,
      last_seen_at: sessions.last_seen_at,
    })
    .from(sessions)
    .where(activeFor(tenantId, userId))
    .orderBy(sessions.created_at);
}

export async function revokeSession(db: Db, tenantId: number, where: { id?: number; userId?: number; tokenHash?: string }) {
  const conds = [eq(sessions.tenant_id, tenantId), isNull(sessions.revoked_at)];
  if (where.id !== undefined) conds.push(eq(sessions.id, where.id));
  if (where.userId !== undefined) conds.push(eq(sessions.user_id, where.userId));
  if (where.tokenHash !== undefined) conds.push(eq(sessions.token_hash, where.tokenHash));
  const rows = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(...conds))
    .returning({ id: sessions.id });
  sessionsChanged();
  return rows.length;
}

export interface SessionUser {
  sessionId: number;
  kind: SessionKind;
  tenantId: number;
  userId: number;
  userType: number;
  installationType: number;
  roleId: number | null;
  roleName: string | null;
  modules: string[] | null;
  steps: number;
  candidateId: number | null;
  /** the user's parts (users.partno_list): staff with any read only those parts' electors */
  partnos: number[] | null;
}

/**
 * The live session behind a token: not revoked, not expired, not idle longer than `idleMinutes`
 * (0: no idle limit), its user and tenant not deleted. Its last use is written at most once a
 * minute, so a busy session costs no write per request.
 */
export async function lookupSession(db: Db, token: string, idleMinutes = 0, cacheMs = 0): Promise<SessionUser | null> {
  const hash = tokenHash(token);
  const now = Date.now();
  const hit = cacheMs > 0 ? cache.get(hash) : undefined;
  if (hit && now - hit.at < cacheMs && now < hit.expiresAt) {
    // Past half its time the entry is read again while it is still served, so the requests of a
    // busy session do not all go to the database at its expiry and queue there behind each
    // other; none is served older than cacheMs.
    if (now - hit.at >= cacheMs / 2) joined(db, hash, idleMinutes, cacheMs).catch(() => {});
    return hit.user;
  }
  return cacheMs > 0 ? joined(db, hash, idleMinutes, cacheMs) : readSession(db, hash, idleMinutes, cacheMs);
}

/** Session reads under way, by cache generation, idle limit and token hash: concurrent requests of one session share one. */
const reading = new Map<string, Promise<SessionUser | null>>();
function joined(db: Db, hash: string, idleMinutes: number, cacheMs: number): Promise<SessionUser | null> {
  const key = `${generation}:${idleMinutes}:${hash}`;
  let read = reading.get(key);
  if (!read) {
    read = readSession(db, hash, idleMinutes, cacheMs).finally(() => reading.delete(key));
    reading.set(key, read);
  }
  return read;
}

async function readSession(db: Db, hash: string, idleMinutes: number, cacheMs: number): Promise<SessionUser | null> {
  const now = Date.now();
  const seen = generation;
  const [row] = await db
    .select({
      expiresAt: isoOf(sessions.expires_at),
      stale: sql<boolean>`${sessions.last_seen_at} < now() - interval '1 minute'`,
      sessionId: sessions.id,
      kind: sessions.kind,
      tenantId: sessions.tenant_id,
      userId: users.id,
      userType: users.type,
      installationType: tenants.installation_type,
      roleId: users.role_id,
      roleName: roles.name,
      modules: roles.modules,
      steps: users.steps,
      candidateId: users.candidate_id,
      partnos: users.partno_list,
    })
    .from(sessions)
    .innerJoin(users, liveJoin(users, sessions.tenant_id, sessions.user_id))
    .innerJoin(tenants, and(eq(tenants.id, sessions.tenant_id), isNull(tenants.deleted_at)))
    .leftJoin(roles, liveJoin(roles, users.tenant_id, users.role_id))
    .where(
      and(
        eq(sessions.token_hash, hash),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql`now()`),
        idleMinutes > 0 ? gt(sessions.last_seen_at, sql`now() - make_interval(mins => ${idleMinutes})`) : undefined,
      ),
    );
  if (!row) {
    cache.delete(hash);
    return null;
  }
  const { stale, expiresAt, ...session } = row;
  if (stale)
    await db
      .update(sessions)
      .set({ last_seen_at: sql`now()` })
      .where(and(eq(sessions.tenant_id, row.tenantId), eq(sessions.id, row.sessionId)));
  const user = { ...session, kind: session.kind as SessionKind } as SessionUser;
  if (cacheMs > 0 && seen === generation) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(hash, { user, at: now, expiresAt: Date.parse(expiresAt) });
  }
  return user;
}

/** Ends every session of a user but `keep` (the caller's own, when the user changes their own password). */
export async function revokeUserSessions(db: Db, tenantId: number, userId: number, keep?: number) {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.tenant_id, tenantId), eq(sessions.user_id, userId), isNull(sessions.revoked_at), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  sessionsChanged();
  return rows.length;
}
