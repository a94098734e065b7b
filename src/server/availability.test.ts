// The database going away and coming back, on PostgreSQL: a TCP relay stands between the app's
// pool and the server, so the test can drop every connection and refuse new ones (the server
// is "down"), then listen again ("up"). While down, the API answers 503 with a clear message
// (never 500), readiness is false and liveness true; once up, it recovers by itself.
import net from 'node:net';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { ensureInstallationTenant } from './domains/organisations/queries';
import { auth, signedInOrganisation, type Harness } from './test/harness';

const admin = process.env.TEST_DATABASE_URL;

/** A relay to the PostgreSQL server that can be switched off (connections dropped, port closed) and on again. */
function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const up = () =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve(port);
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (!server?.listening) return resolve();
      server.close(() => resolve());
    });
  return { up, down };
}

(admin ? describe : describe.skip)('the database unreachable and back, on PostgreSQL', () => {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const link = relay(new URL(admin ?? 'postgres://x@127.0.0.1:5432/x'));
  let h: Harness;
  let url: string;
  let token: string;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));

  beforeAll(async () => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const port = await link.up();
    const through = new URL(admin!);
    through.hostname = '127.0.0.1';
    through.port = String(port);
    through.pathname = '/' + name;
    const database = await openDatabase({ databaseUrl: through.toString() });
    await ensureInstallationTenant(database.db);
    // lists not shared between requests: each must reach the database
    const config = loadConfig({ DATA_DIR: tmp, DIST_DIR: path.join(tmp, 'no-dist'), ANSWER_CACHE_SECONDS: '0' });
    const app = await buildApp(config, database);
    h = { app, database, config, close: async () => {} };
    const org = await signedInOrganisation(h);
    token = org.token;
    url = `/api/v1/admin/${org.tenantId}/religion`;
  });
  afterAll(async () => {
    await link.down();
    await h?.app.close();
    await h?.database.close().catch(() => undefined);
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const list = () => h.app.inject({ url, headers: auth(token) });
  const burst = async () => (await Promise.all(Array.from({ length: 20 }, list))).map((r) => r.statusCode);

  it('answers 503 while the database is gone, and recovers by itself when it returns', async () => {
    expect((await list()).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/readyz' })).statusCode).toBe(200);

    // down in the middle of a burst: each answer is a success or a 503, never a 500
    const during = burst();
    await link.down();
    for (const status of await during) expect([200, 503]).toContain(status);

    const refused = await list();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ key: 'error.databaseUnavailable', msg: expect.stringMatching(/database is not reachable/) });
    expect(refused.headers['retry-after']).toBe('5');
    expect(new Set(await burst())).toEqual(new Set([503]));
    const ready = await h.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ready: false, database: false });
    expect((await h.app.inject({ url: '/healthz' })).statusCode).toBe(200);

    // back: no restart of the app, the pool connects again
    await link.up();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await list()).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
    expect(new Set(await burst())).toEqual(new Set([200]));
    expect((await h.app.inject({ url: '/readyz' })).json()).toMatchObject({ ready: true, database: true });
  });
});
