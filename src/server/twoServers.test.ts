// Two server processes on different ports over one PostgreSQL database serve the same users: a
// sign-out and a change made through one (the dashboard's figures, a list) are seen by the other
// within the stated cache times (SESSION_CACHE_SECONDS, ANSWER_CACHE_SECONDS; 1 s here), and an
// import started on one is polled to its end on the other.
import crypto from 'node:crypto';
import pg from 'pg';
import { startServer, type RunningServer } from '../e2e/harness';
import { rollRows, csvLine } from './roll/generator';
import { ECI_COLUMNS } from './roll/eci';
import { DEMO_PASSWORD } from './seed/demo';
import type { VoterImportJob } from '../shared/api/voterImport';

const admin = process.env.TEST_DATABASE_URL;
const CACHE_SECONDS = 1;

(admin ? describe : describe.skip)('two servers over one PostgreSQL database', () => {
  let url: string;
  let name: string;
  let a: RunningServer;
  let b: RunningServer;

  const call = async (server: RunningServer, path: string, init: { method?: string; token?: string; body?: unknown; type?: string } = {}) => {
    const res = await fetch(server.url + path, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': init.type ?? 'application/json' } : {}),
      },
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
  };
  const signIn = async (server: RunningServer) => {
    const r = await call(server, '/api/v1/admin/auth/login', {
      method: 'POST',
      body: { email: 'admin@demo.local', password: DEMO_PASSWORD, device_info: 'web' },
    });
    expect(r.status).toBe(200);
    const user = r.body.user as { tenant: { id: number } };
    return { token: r.body.accessToken as string, tenantId: user.tenant.id };
  };
  /** ms until `ok` holds (checked every 50 ms), or fails after 10 s */
  const until = async (ok: () => Promise<boolean>) => {
    const t0 = Date.now();
    while (!(await ok())) {
      if (Date.now() - t0 > 10_000) throw new Error('never held');
      await new Promise((r) => setTimeout(r, 50));
    }
    return Date.now() - t0;
  };

  beforeAll(async () => {
    name = `t_two_${crypto.randomBytes(5).toString('hex')}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const u = new URL(admin!);
    u.pathname = '/' + name;
    url = u.toString();
    const env = { DATABASE_URL: url, SEED_DEMO: '1', SESSION_CACHE_SECONDS: String(CACHE_SECONDS), ANSWER_CACHE_SECONDS: String(CACHE_SECONDS) };
    // one after the other: the first migrates and seeds
    a = await startServer(env);
    b = await startServer(env);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });

  it('ends a session signed out on one server on the other within the cache time', async () => {
    const s = await signIn(a);
    const me = (server: RunningServer) => call(server, `/api/v1/admin/${s.tenantId}/me`, { token: s.token });
    expect((await me(a)).status).toBe(200);
    expect((await me(b)).status).toBe(200);
    expect((await call(a, `/api/v1/admin/${s.tenantId}/sign-out-all`, { method: 'POST', token: s.token, body: {} })).status).toBe(200);
    expect((await me(a)).status).toBe(401);
    const ms = await until(async () => (await me(b)).status === 401);
    expect(ms).toBeLessThanOrEqual(CACHE_SECONDS * 1000 + 500);
  });

  it("shows a change made on one server in the other's dashboard within the cache time", async () => {
    const s = await signIn(a);
    const dashboard = async (server: RunningServer) =>
      (await call(server, `/api/v1/admin/${s.tenantId}/dashboard-data?acno=38`, { token: s.token })).body.office_count as number;
    const areas = (await call(a, `/api/v1/admin/${s.tenantId}/area`, { token: s.token })).body.area as Array<{ id: number }>;
    const admin = (await call(a, `/api/v1/admin/${s.tenantId}/me`, { token: s.token })).body.user as { id: number };
    const before = await dashboard(b);
    expect(await dashboard(a)).toBe(before);
    const office = {
      office_name: 'Badnera Karyalay',
      area_id: areas[0].id,
      primary_incharge: admin.id,
      location: { type: 'Point', coordinates: [77.73, 20.86] },
      address: 'Badnera, Amravati, Maharashtra 444701',
    };
    const added = await call(a, `/api/v1/admin/${s.tenantId}/office/add`, { method: 'POST', token: s.token, body: office });
    expect(added.status).toBe(201);
    // at once on the server that made it, within the cache time on the other
    expect(await dashboard(a)).toBe(before + 1);
    const ms = await until(async () => (await dashboard(b)) === before + 1);
    expect(ms).toBeLessThanOrEqual(CACHE_SECONDS * 1000 + 500);
  });

  it("shows a row added on one server in the other's list within the cache time", async () => {
    const s = await signIn(a);
    const names = async (server: RunningServer) =>
      ((await call(server, `/api/v1/admin/${s.tenantId}/religion`, { token: s.token })).body.religions as Array<{ name: string }>).map((r) => r.name);
    expect(await names(b)).not.toContain('Zoroastrian');
    expect((await call(a, `/api/v1/admin/${s.tenantId}/religion/add`, { method: 'POST', token: s.token, body: { name: 'Zoroastrian' } })).status).toBe(201);
    expect(await names(a)).toContain('Zoroastrian');
    const ms = await until(async () => (await names(b)).includes('Zoroastrian'));
    expect(ms).toBeLessThanOrEqual(CACHE_SECONDS * 1000 + 500);
  });

  it('polls an import started on one server to its end on the other', async () => {
    const s = await signIn(a);
    const rows = [...rollRows({ acno: 61, parts: 2, perPart: 30, seed: 4 })];
    const csv = csvLine(ECI_COLUMNS) + rows.map((r) => csvLine(ECI_COLUMNS.map((c) => (r as Record<string, string>)[c] ?? ''))).join('');
    const started = await call(a, `/api/v1/admin/${s.tenantId}/voter-import?name=roll.csv`, { method: 'POST', token: s.token, body: csv, type: 'text/csv' });
    expect(started.status).toBe(202);
    const id = (started.body.job as VoterImportJob).id;
    let job: VoterImportJob | null = null;
    await until(async () => {
      const r = await call(b, `/api/v1/admin/${s.tenantId}/voter-import/${id}`, { token: s.token });
      expect(r.status).toBe(200);
      job = r.body as unknown as VoterImportJob;
      return job.state !== 'running';
    });
    expect(job).toMatchObject({ id, state: 'done', rows: rows.length, rejected: 0 });
  });
});
