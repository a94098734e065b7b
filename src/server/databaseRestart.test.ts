// PostgreSQL ending every connection of the server while eight clients write through a listening
// server (what a restart, a failover or an idle-session killer does): the process lives on, each
// write is either acknowledged and stored or refused with a 503 that says it may be tried again,
// and writes succeed again soon after, without a restart. Readiness answers 503 quickly while
// the sessions table cannot be read, and 200 again after.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { buildApp } from './app';
import { ensureInstallationTenant } from './domains/organisations/queries';
import { openTestDatabase, signedInOrganisation, startHarness, type Harness } from './test/harness';
import { exampleOf } from './test/crudExamples';

const admin = process.env.TEST_DATABASE_URL;
const WRITERS = 8;
/** How long after the connections end a write must have gone through again. */
const BACK_WITHIN_MS = 5000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

(admin ? describe : describe.skip)('PostgreSQL ending the server’s connections under writers', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
  let h: Harness;
  let base: string;
  let dbUrl: string;
  let drop: (() => Promise<void>) | undefined;
  let org: { tenantId: number; token: string; adminId: number };
  // what would have ended the process: recorded here instead, so the test can say so
  const crashes: string[] = [];
  const onCrash = (e: unknown) => crashes.push(String((e as Error)?.stack ?? e));

  beforeAll(async () => {
    const opened = await openTestDatabase('postgres');
    drop = opened.drop;
    dbUrl = opened.url!;
    const database = opened.database;
    await ensureInstallationTenant(database.db);
    const config = loadConfig({ DATA_DIR: tmp, DIST_DIR: path.join(tmp, 'no-dist') });
    const app = await buildApp(config, database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    h = { app, database, config, close: async () => {} };
    org = await signedInOrganisation(h);
    process.on('uncaughtException', onCrash);
    process.on('unhandledRejection', onCrash);
  }, 60_000);
  afterAll(async () => {
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
    // The server and its pool end once each request and each connection has; one that the
    // terminations left behind would hold the file's end for ever: say what was held and go on
    // (the run's teardown drops the database WITH FORCE).
    const pool = h?.database.pool;
    const ended = (what: string, p: Promise<unknown> | undefined, held: () => string) =>
      Promise.race([p?.catch(() => undefined).then(() => 'ended'), new Promise((r) => setTimeout(r, 15_000, 'held').unref())]).then(
        (r) => r === 'held' && console.warn(`${what} did not end in 15 s: ${held()}`),
      );
    await ended('the server', h?.app.close(), () => `${h?.app.server.listening ? 'still listening' : 'closed'}`);
    await ended('the pool', h?.database.close(), () => `${pool?.totalCount} connections, ${pool?.idleCount} idle, ${pool?.waitingCount} waiting`);
    await drop?.();
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  /** A separate connection to the test database: it ends every other one there. */
  const terminateAll = async () => {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    const r = await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    await c.end();
    return r.rowCount ?? 0;
  };
  const call = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(base + p, {
      method,
      headers: { authorization: `Bearer ${org.token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  };

  it('stays up, loses no acknowledged write and writes again within seconds when every backend is terminated twice', async () => {
    const task = await exampleOf({ name: 'task' }, { db: h.database.db, tenantId: org.tenantId, adminId: org.adminId });
    const acknowledged: string[] = [];
    const refusals: Array<{ status: number; body: Record<string, unknown> | null; retryAfter: string | null }> = [];
    const successes: number[] = [];
    let running = true;
    let n = 0;
    const writer = async (w: number) => {
      while (running) {
        const taskName = `Writer ${w} task ${n++}`;
        const r = await call('POST', `/api/v1/admin/${org.tenantId}/tasks/add`, { ...task, task_name: taskName });
        if (r.status >= 200 && r.status < 300) {
          acknowledged.push(taskName);
          successes.push(Date.now());
        } else {
          refusals.push({ status: r.status, body: r.body, retryAfter: r.headers.get('retry-after') });
          // a client told to come back does so shortly
          await sleep(50);
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, i) => writer(i));
    const back: number[] = [];
    try {
      await sleep(500);
      for (let round = 0; round < 2; round++) {
        const ended = await terminateAll();
        expect(ended).toBeGreaterThan(0);
        const at = Date.now();
        while (!successes.some((t) => t > at) && Date.now() - at < BACK_WITHIN_MS) await sleep(20);
        back.push(successes.find((t) => t > at)! - at);
        expect(successes.some((t) => t > at)).toBe(true);
        await sleep(500);
      }
    } finally {
      running = false;
      await Promise.all(writers);
    }
    expect(crashes).toEqual([]);
    expect((await call('GET', '/healthz')).status).toBe(200);
    // every refusal is the database's, a 503 to try again (translated), never a 500
    for (const r of refusals) {
      expect(r).toMatchObject({ status: 503, retryAfter: expect.any(String), body: { key: 'error.databaseUnavailable', msg: expect.any(String) } });
    }
    expect(acknowledged.length).toBeGreaterThan(WRITERS);
    const stored = await h.database.rows<{ task_name: string }>(
      sql`select task_name from tasks where tenant_id = ${org.tenantId} and task_name like 'Writer %' and deleted_at is null`,
    );
    const names = new Set(stored.map((s) => s.task_name));
    expect(acknowledged.filter((t) => !names.has(t))).toEqual([]);
    // each task added is one row with its audit row: nothing half applied
    const audits = await h.database.rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where tenant_id = ${org.tenantId} and entity = 'tasks' and action = 'create'`,
    );
    expect(audits[0].n).toBe(stored.length);
    console.log(`writes back after ${back.join(' ms and ')} ms; ${acknowledged.length} acknowledged, ${refusals.length} refused with 503`);
  });

  it('answers /readyz 503 within 2 s while the sessions table is locked, and 200 after', async () => {
    expect((await call('GET', '/readyz')).status).toBe(200);
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    try {
      await c.query('BEGIN');
      await c.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
      const t0 = Date.now();
      const r = await call('GET', '/readyz');
      const ms = Date.now() - t0;
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ ready: false, database: false });
      expect(ms).toBeLessThan(2000);
    } finally {
      await c.query('ROLLBACK');
      await c.end();
    }
    expect((await call('GET', '/readyz')).status).toBe(200);
  });
});

describe('readiness on PGlite while its one session is held', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  }, 120_000);
  afterAll(() => h?.close());

  it('answers /readyz 503 within 2 s while a long transaction holds the session, and 200 after', async () => {
    expect((await h.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const long = h.database.pglite!.transaction(async (tx) => {
      await tx.query('select 1');
      await held;
    });
    try {
      const t0 = Date.now();
      const r = await h.app.inject({ url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({ ready: false, database: false });
      expect(Date.now() - t0).toBeLessThan(2000);
    } finally {
      release();
      await long;
    }
    expect((await h.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
