// Sessions beside their absolute lifetime: an idle session ends (SESSION_IDLE_MINUTES), its last use
// is written at most once a minute, and "sign out of all devices" ends every session of the user.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auth, dbKinds, login, makeOrganisation, startHarness, type Harness } from '../test/harness';
import { lookupSession, sessionsChanged } from './sessions';

describe.each(dbKinds())('sessions on %s', (kind) => {
  let h: Harness;
  let org: Awaited<ReturnType<typeof makeOrganisation>>;
  beforeAll(async () => {
    // the tests below age sessions in SQL, which a server's session cache cannot see
    h = await startHarness(kind, { SESSION_IDLE_MINUTES: '30', SESSION_CACHE_SECONDS: '0' });
    org = await makeOrganisation(h);
  });
  afterAll(() => h.close());

  const me = (token: string) => h.app.inject({ url: `/api/v1/admin/${org.tenantId}/me`, headers: auth(token) });
  const lastSeen = async (token: string) => {
    const [row] = await h.database.rows<{ idle: number }>(sql`
      select extract(epoch from now() - last_seen_at)::int as idle from sessions
       where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`);
    return row.idle;
  };
  const idleFor = (token: string, minutes: number) =>
    h.database.rows(sql`update sessions set last_seen_at = now() - make_interval(secs => ${minutes * 60})
                         where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`);

  it('ends a session unused longer than the idle limit, and keeps one in use alive', async () => {
    const token = (await login(h, org.email)).token;
    expect((await me(token)).statusCode).toBe(200);
    await idleFor(token, 20);
    expect((await me(token)).statusCode).toBe(200);
    // that use was written: the session is fresh again
    expect(await lastSeen(token)).toBeLessThan(5);
    await idleFor(token, 31);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('writes the last use at most once a minute', async () => {
    const token = (await login(h, org.email)).token;
    await idleFor(token, 0.5);
    await me(token);
    expect(await lastSeen(token)).toBeGreaterThanOrEqual(29);
  });

  it('signs the user out of every device, and no one else', async () => {
    const devices = [(await login(h, org.email)).token, (await login(h, org.email)).token];
    const other = await makeOrganisation(h);
    const theirs = (await login(h, other.email)).token;
    const res = await h.app.inject({ method: 'POST', url: `/api/v1/admin/${org.tenantId}/sign-out-all`, headers: auth(devices[0]) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: 'auth.signedOutEverywhere' });
    expect(res.json().count).toBeGreaterThanOrEqual(2);
    for (const token of devices) expect((await me(token)).statusCode).toBe(401);
    expect((await h.app.inject({ url: `/api/v1/admin/${other.tenantId}/me`, headers: auth(theirs) })).statusCode).toBe(200);
  });
});

describe.each(dbKinds())('the session cache on %s', (kind) => {
  let h: Harness;
  let org: Awaited<ReturnType<typeof makeOrganisation>>;
  beforeAll(async () => {
    h = await startHarness(kind, { SESSION_CACHE_SECONDS: '2' });
    org = await makeOrganisation(h);
  });
  afterAll(() => h.close());
  const me = (token: string) => h.app.inject({ url: `/api/v1/admin/${org.tenantId}/me`, headers: auth(token) });

  it('ends a session signed out through this server at once', async () => {
    const token = (await login(h, org.email)).token;
    expect((await me(token)).statusCode).toBe(200);
    const out = await h.app.inject({ method: 'POST', url: `/api/v1/admin/${org.tenantId}/sign-out-all`, headers: auth(token) });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('sees a session ended elsewhere (another server, the database itself) within the cache time', async () => {
    const token = (await login(h, org.email)).token;
    expect((await me(token)).statusCode).toBe(200);
    await h.database.rows(sql`update sessions set revoked_at = now() where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`);
    // still trusted from the cache for up to two seconds, then refused
    const started = Date.now();
    expect((await me(token)).statusCode).toBe(200);
    let status = 200;
    while (status === 200 && Date.now() - started < 5000) {
      status = (await me(token)).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(401);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  // The database handle with its selects counted (the real database answers them).
  const counting = () => {
    const db = h.database.db;
    const counter = { selects: 0, db: db as Db };
    counter.db = new Proxy(db, {
      get: (target, key) => {
        if (key !== 'select') return Reflect.get(target, key, target) as unknown;
        return (...args: Parameters<Db['select']>) => {
          counter.selects += 1;
          return target.select(...args);
        };
      },
    });
    return counter;
  };

  it('reads a session once for the requests of it that arrive together', async () => {
    const token = (await login(h, org.email)).token;
    const c = counting();
    const users = await Promise.all(Array.from({ length: 20 }, () => lookupSession(c.db, token, 0, 2000)));
    expect(c.selects).toBe(1);
    for (const u of users) expect(u).toMatchObject({ tenantId: org.tenantId });
    // and then from the cache
    await lookupSession(c.db, token, 0, 2000);
    expect(c.selects).toBe(1);
  });

  it('does not hand a request after a sign-out the read of the session begun before it', async () => {
    const token = (await login(h, org.email)).token;
    const c = counting();
    const before = lookupSession(c.db, token, 0, 2000);
    // a sign-out through this server while that read is under way: the next request reads anew
    sessionsChanged();
    const after = lookupSession(c.db, token, 0, 2000);
    expect(c.selects).toBe(2);
    await Promise.all([before, after]);
  });
});
