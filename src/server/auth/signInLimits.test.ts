// Sign-in limits kept in the database: per address, per account (not holding the owner's own
// addresses), shared by every server over the database and kept over a restart.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { ensureInstallationTenant } from '../domains/organisations/queries';
import { auth, dbKinds, makeOrganisation, PASSWORD, startHarness, type Harness } from '../test/harness';
import { ACCOUNT_LONGEST_WAIT_MS, ACCOUNT_WAIT_MS, addressKey } from './rateLimit';

const LOGIN = '/api/v1/admin/auth/login';
const signIn = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: LOGIN, payload: { email, password }, remoteAddress });
const unknownEmail = () => `nobody-${crypto.randomBytes(4).toString('hex')}@nowhere.in`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Seconds the key is still held (0 when not), read from the table itself. */
const heldFor = async (database: Database, key: string) => {
  const [row] = await database.rows<{ s: number }>(
    sql`SELECT greatest(0, extract(epoch FROM blocked_until - now()))::float8 AS s FROM sign_in_failures WHERE key = ${key}`,
  );
  return Number(row?.s ?? 0);
};

/**
 * One store that Databases can be opened over again (a PGlite folder, a PostgreSQL database),
 * for apps standing for servers that share it or follow each other.
 */
async function sharedStore(kind: 'pglite' | 'postgres') {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sign-in-limits-'));
  let url: string | undefined;
  let name = '';
  const admin = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres') {
    name = `t_limits_${crypto.randomBytes(5).toString('hex')}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const u = new URL(admin!);
    u.pathname = '/' + name;
    url = u.toString();
  }
  const open = async () => {
    const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: path.join(tmp, 'db') });
    await ensureInstallationTenant(database.db);
    return database;
  };
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: tmp, DIST_DIR: path.join(tmp, 'no-dist'), ...env });
  const drop = async () => {
    if (name) {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  return { open, config, drop };
}

/** What makeOrganisation needs of a harness. */
const asHarness = (app: FastifyInstance, database: Database) => ({ app, database }) as unknown as Harness;

describe('the key of an address', () => {
  it('is an IPv4 address as it is, and an IPv6 address by its /64', () => {
    expect(addressKey('10.1.2.3')).toBe('ip:10.1.2.3');
    expect(addressKey('::ffff:10.1.2.3')).toBe('ip:10.1.2.3');
    expect(addressKey('2001:db8:1:2::a')).toBe('ip:2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('ip:2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('ip:2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('ip:0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('ip:fe80:0:0:0::/64');
  });
});

describe.each(dbKinds())('sign-in limits on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, { LOGIN_LIMIT_MAX: '10' });
  });
  afterAll(() => h.close());

  it('lets the owner in from an address used before after 50 wrong passwords from 50 other addresses, and holds a new address', async () => {
    const org = await makeOrganisation(h);
    const home = '10.20.0.1';
    const first = await signIn(h.app, org.email, PASSWORD, home);
    expect(first.statusCode).toBe(200);
    // an ended session still makes the address the owner's
    const out = await h.app.inject({ method: 'POST', url: `/api/v1/admin/${org.tenantId}/sign-out-all`, headers: auth(first.json().accessToken), payload: {} });
    expect(out.statusCode).toBe(200);

    const codes: number[] = [];
    for (let i = 0; i < 50; i++) codes.push((await signIn(h.app, org.email, `wrong-${i}`, `10.30.0.${i}`)).statusCode);
    // ten guesses reach the password; the account then waits and the rest are refused unchecked
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual(Array(40).fill(429));

    // a new address waits, with the right password as with a wrong one
    const right = await signIn(h.app, org.email, PASSWORD, '10.40.0.1');
    const wrong = await signIn(h.app, org.email, 'wrong', '10.40.0.2');
    expect([right.statusCode, wrong.statusCode]).toEqual([429, 429]);
    // the same answer, its wait counted down by the time between the two (a second may tick)
    const { retryAfterSeconds: rightWait, ...rightBody } = right.json();
    const { retryAfterSeconds: wrongWait, ...wrongBody } = wrong.json();
    expect(rightBody).toEqual(wrongBody);
    expect(rightWait - wrongWait).toBeGreaterThanOrEqual(0);
    expect(rightWait - wrongWait).toBeLessThanOrEqual(1);
    expect(right.json().accessToken).toBeUndefined();
    expect(right.json().retryAfterSeconds).toBeGreaterThan(0);
    expect(right.json().retryAfterSeconds).toBeLessThanOrEqual(ACCOUNT_WAIT_MS / 1000);

    const owner = await signIn(h.app, org.email, PASSWORD, home);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().accessToken).toEqual(expect.any(String));
    // the owner's sign-in ended the account's wait
    expect(await heldFor(h.database, `acct:${org.email}`)).toBe(0);
    expect((await signIn(h.app, org.email, PASSWORD, '10.40.0.3')).statusCode).toBe(200);
  });

  it("holds an address after its own limit, the owner's usual address too, and not another", async () => {
    const org = await makeOrganisation(h);
    const [home, office] = ['10.21.0.1', '10.21.0.2'];
    expect((await signIn(h.app, org.email, PASSWORD, home)).statusCode).toBe(200);
    expect((await signIn(h.app, org.email, PASSWORD, office)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signIn(h.app, org.email, 'wrong', home)).statusCode).toBe(401);
    const held = await signIn(h.app, org.email, PASSWORD, home);
    expect(held.statusCode).toBe(429);
    expect(held.json().retryAfterSeconds).toBeGreaterThan(60);
    // the account waits too, but the office is the owner's own
    expect((await signIn(h.app, org.email, PASSWORD, '10.21.0.3')).statusCode).toBe(429);
    expect((await signIn(h.app, org.email, PASSWORD, office)).statusCode).toBe(200);
  });

  it('holds an address that tries many accounts', async () => {
    const org = await makeOrganisation(h);
    for (let i = 0; i < 10; i++) expect((await signIn(h.app, unknownEmail(), 'bad', '10.22.0.1')).statusCode).toBe(401);
    expect((await signIn(h.app, org.email, PASSWORD, '10.22.0.1')).statusCode).toBe(429);
    expect((await signIn(h.app, org.email, PASSWORD, '10.22.0.2')).statusCode).toBe(200);
  });

  it('holds every address of one IPv6 /64 together', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn(h.app, unknownEmail(), 'bad', `2001:db8:7:7::${i + 1}`)).statusCode).toBe(401);
    expect((await signIn(h.app, unknownEmail(), 'bad', '2001:db8:7:7:ffff::1')).statusCode).toBe(429);
    expect((await signIn(h.app, unknownEmail(), 'bad', '2001:db8:7:8::1')).statusCode).toBe(401);
  });

  it('counts requests sent at once one by one: no more than the limit reach the password', async () => {
    const codes = await Promise.all(Array.from({ length: 25 }, () => signIn(h.app, unknownEmail(), 'bad', '10.23.0.1').then((r) => r.statusCode)));
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
  });

  it("keeps the address's earlier failures after a right password there, and gives that attempt back", async () => {
    const org = await makeOrganisation(h);
    const at = '10.24.0.1';
    for (let i = 0; i < 9; i++) expect((await signIn(h.app, unknownEmail(), 'bad', at)).statusCode).toBe(401);
    expect((await signIn(h.app, org.email, PASSWORD, at)).statusCode).toBe(200);
    // a sign-in of one's own does not buy more guesses at other accounts
    expect((await signIn(h.app, unknownEmail(), 'bad', at)).statusCode).toBe(401);
    expect((await signIn(h.app, unknownEmail(), 'bad', at)).statusCode).toBe(429);
  });

  it("doubles the account's wait for each further batch of failures, up to the longest", async () => {
    const org = await makeOrganisation(h);
    const key = `acct:${org.email}`;
    const batch = async (from: number) => {
      for (let i = 0; i < 10; i++) expect((await signIn(h.app, org.email, 'wrong', `10.25.${from}.${i}`)).statusCode).toBe(401);
    };
    // waiting out a wait, as an attacker would
    const waitOut = () => h.database.rows(sql`UPDATE sign_in_failures SET blocked_until = now() - interval '1 second' WHERE key = ${key}`);
    await batch(1);
    expect(await heldFor(h.database, key)).toBeCloseTo(ACCOUNT_WAIT_MS / 1000, -1);
    await waitOut();
    await batch(2);
    expect(await heldFor(h.database, key)).toBeCloseTo((2 * ACCOUNT_WAIT_MS) / 1000, -1);
    await waitOut();
    await h.database.rows(sql`UPDATE sign_in_failures SET failures = 10 * 40 WHERE key = ${key}`);
    await batch(3);
    expect(await heldFor(h.database, key)).toBeCloseTo(ACCOUNT_LONGEST_WAIT_MS / 1000, -1);
  });
});

describe.each(dbKinds())('sign-in limits shared over one database on %s', (kind) => {
  let store: Awaited<ReturnType<typeof sharedStore>>;
  beforeAll(async () => {
    store = await sharedStore(kind);
  });
  afterAll(() => store.drop());
  const config = () => store.config({ LOGIN_LIMIT_MAX: '3' });

  it("holds on one server an address and an account that failed on another: each server's limit is the database's", async () => {
    const first = await store.open();
    // PGlite is one process's database: there the two servers share its one handle
    const second = kind === 'postgres' ? await store.open() : first;
    const a = await buildApp(config(), first);
    const b = await buildApp(config(), second);
    try {
      const org = await makeOrganisation(asHarness(a, first));
      for (let i = 0; i < 3; i++) expect((await signIn(a, unknownEmail(), 'bad', '10.60.0.1')).statusCode).toBe(401);
      expect((await signIn(b, org.email, PASSWORD, '10.60.0.1')).statusCode).toBe(429);
      // failures spread over both servers count for the one account
      expect((await signIn(a, org.email, 'wrong', '10.60.1.1')).statusCode).toBe(401);
      expect((await signIn(b, org.email, 'wrong', '10.60.1.2')).statusCode).toBe(401);
      expect((await signIn(a, org.email, 'wrong', '10.60.1.3')).statusCode).toBe(401);
      expect((await signIn(b, org.email, PASSWORD, '10.60.1.4')).statusCode).toBe(429);
      expect((await signIn(a, org.email, PASSWORD, '10.60.1.5')).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
      await first.close();
      if (second !== first) await second.close();
    }
  });

  it('keeps the counts over a restart', async () => {
    let database = await store.open();
    let app = await buildApp(config(), database);
    const org = await makeOrganisation(asHarness(app, database));
    try {
      for (let i = 0; i < 3; i++) expect((await signIn(app, unknownEmail(), 'bad', '10.61.0.1')).statusCode).toBe(401);
      expect((await signIn(app, org.email, 'wrong', '10.61.1.1')).statusCode).toBe(401);
      expect((await signIn(app, org.email, 'wrong', '10.61.1.2')).statusCode).toBe(401);
      await app.close();
      await database.close();

      database = await store.open();
      app = await buildApp(config(), database);
      expect((await signIn(app, org.email, PASSWORD, '10.61.0.1')).statusCode).toBe(429);
      // the account's third failure, two of them before the restart
      expect((await signIn(app, org.email, 'wrong', '10.61.1.3')).statusCode).toBe(401);
      expect((await signIn(app, org.email, PASSWORD, '10.61.1.4')).statusCode).toBe(429);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe.each(dbKinds())('sign-in limits over a short window on %s', (kind) => {
  const WINDOW_MS = 1500;
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, { LOGIN_LIMIT_MAX: '3', LOGIN_LIMIT_WINDOW_MS: String(WINDOW_MS) });
  });
  afterAll(() => h.close());

  it("lets an address in again once its wait is over, and starts a key's count over a window after its last failure", async () => {
    const org = await makeOrganisation(h);
    for (let i = 0; i < 3; i++) expect((await signIn(h.app, unknownEmail(), 'bad', '10.70.0.1')).statusCode).toBe(401);
    const held = await signIn(h.app, org.email, PASSWORD, '10.70.0.1');
    expect(held.statusCode).toBe(429);
    expect(held.json().retryAfterSeconds).toBeLessThanOrEqual(Math.ceil(WINDOW_MS / 1000));
    await sleep(WINDOW_MS + 100);
    expect((await signIn(h.app, org.email, PASSWORD, '10.70.0.1')).statusCode).toBe(200);

    // two failures, a window of quiet, then three more before the address waits
    for (let i = 0; i < 2; i++) expect((await signIn(h.app, unknownEmail(), 'bad', '10.70.0.2')).statusCode).toBe(401);
    await sleep(WINDOW_MS + 100);
    for (let i = 0; i < 3; i++) expect((await signIn(h.app, unknownEmail(), 'bad', '10.70.0.2')).statusCode).toBe(401);
    expect((await signIn(h.app, unknownEmail(), 'bad', '10.70.0.2')).statusCode).toBe(429);
  });

  it('removes the rows whose counts have lapsed', async () => {
    await h.database.rows(sql`
      INSERT INTO sign_in_failures (key, failures, first_failed_at, last_failed_at)
      VALUES ('ip:10.71.0.1', 2, now() - interval '1 minute', now() - interval '1 minute'),
             ('acct:lapsed@nowhere.in', 2, now() - interval '1 day', now() - interval '1 day'),
             ('acct:recent@nowhere.in', 2, now() - interval '1 minute', now() - interval '1 minute')`);
    // a server's first sign-in attempt prunes
    const app = await buildApp(h.config, h.database);
    try {
      await signIn(app, unknownEmail(), 'bad', '10.71.0.2');
    } finally {
      await app.close();
    }
    const keys = (await h.database.rows<{ key: string }>(sql`SELECT key FROM sign_in_failures WHERE key LIKE '%10.71.%' OR key LIKE '%@nowhere.in'`)).map(
      (r) => r.key,
    );
    expect(keys).not.toContain('ip:10.71.0.1');
    expect(keys).not.toContain('acct:lapsed@nowhere.in');
    expect(keys).toContain('acct:recent@nowhere.in');
    expect(keys).toContain('ip:10.71.0.2');
  });
});
