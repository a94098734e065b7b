// Two server processes over one PostgreSQL database serve the same users: a session made on one
// is good on the other, a row added on one is read on the other, a roll import started on one is
// followed on the other, and a sign-out on one is refused by the other within the session cache
// time (SESSION_CACHE_SECONDS: 5 s by default).
import crypto from 'node:crypto';
import pg from 'pg';
import { csvLine, rollRows } from '../server/roll/generator';
import { ECI_COLUMNS } from '../server/roll/eci';
import { startServer, type RunningServer } from './harness';

const admin = process.env.TEST_DATABASE_URL;
const postgres = admin ? describe : describe.skip;

postgres('two servers over one PostgreSQL', () => {
  jest.setTimeout(240_000);
  const name = `two_${crypto.randomBytes(5).toString('hex')}`;
  let a: RunningServer, b: RunningServer, token: string;
  const url = () => {
    const u = new URL(admin!);
    u.pathname = '/' + name;
    return u.toString();
  };
  const call = (server: RunningServer, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/v1/admin${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    // the first seeds the demo; the second starts on the seeded database
    a = await startServer({ DATABASE_URL: url(), SEED_DEMO: '1' });
    b = await startServer({ DATABASE_URL: url(), SEED_DEMO: '0' });
    const login = await fetch(`${a.url}/api/v1/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.local', password: 'Demo@12345', device_info: 'web' }),
    });
    token = ((await login.json()) as { accessToken: string }).accessToken;
  }, 900_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });

  it('serves one session and one set of rows from both', async () => {
    expect((await call(b, 'GET', '/2/me')).status).toBe(200);
    const added = await call(b, 'POST', '/2/religion/add', { name: 'Parsi' });
    expect(added.status).toBe(201);
    const list = (await (await call(a, 'GET', '/2/religion')).json()) as { religions: Array<{ name: string }> };
    expect(list.religions.map((r) => r.name)).toContain('Parsi');
  });

  it('follows on one server a roll import started on the other', async () => {
    let csv = csvLine(ECI_COLUMNS);
    for (const row of rollRows({ acno: 39, parts: 1, perPart: 40, seed: 5 })) csv += csvLine(ECI_COLUMNS.map((c) => row[c]));
    const started = await call(a, 'POST', '/2/voter-import?name=roll.csv', csv, { 'content-type': 'application/octet-stream' });
    expect(started.status).toBe(202);
    const { job } = (await started.json()) as { job: { id: string } };
    let state = '';
    for (let i = 0; i < 100 && state !== 'done' && state !== 'failed'; i++) {
      const res = await call(b, 'GET', `/2/voter-import/${job.id}`);
      expect(res.status).toBe(200);
      ({ state } = (await res.json()) as { state: string });
      if (state !== 'done') await new Promise((r) => setTimeout(r, 300));
    }
    expect(state).toBe('done');
  });

  it('refuses on the other server a session signed out on one, within the cache time', async () => {
    expect((await call(b, 'GET', '/2/me')).status).toBe(200);
    expect((await call(a, 'POST', '/2/sign-out')).status).toBe(200);
    expect((await call(a, 'GET', '/2/me')).status).toBe(401);
    const t0 = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - t0 < 10_000) {
      status = (await call(b, 'GET', '/2/me')).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(401);
    expect(Date.now() - t0).toBeLessThan(6000);
  });
});
