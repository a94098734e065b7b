import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { makeOrganisation, startHarness, type Harness } from './test/harness';
import { buildApp } from './app';

describe('the built console served by the API server', () => {
  let h: Harness;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
    fs.mkdirSync(path.join(dist, 'js'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
    fs.writeFileSync(path.join(dist, 'js', 'main.1.js'), 'console.log(1)');
    h = await startHarness('pglite', { DIST_DIR: dist });
  });
  afterAll(async () => {
    await h.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves files, and client routes fall back to index.html', async () => {
    const js = await h.app.inject({ url: '/js/main.1.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    const route = await h.app.inject({ url: '/edit-office/3' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>console</title>');
  });

  it('serves the page at the root and at a folder of the build', async () => {
    for (const url of ['/', '/js/', '/js']) {
      const res = await h.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toContain('<title>console</title>');
    }
  });

  it('serves a file written after start (a rebuild under a running server)', async () => {
    fs.writeFileSync(path.join(dist, 'js', 'main.2.js'), 'console.log(2)');
    const js = await h.app.inject({ url: '/js/main.2.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log(2)');
  });

  it('sends the compressed copy the browser accepts, keeps hashed files a year, the page never, and source maps to itself', async () => {
    const zlib = await import('node:zlib');
    const code = 'console.log("हस्तांतरण");'.repeat(200);
    const name = path.join(dist, 'js', 'main.1a2b3c4d.js');
    fs.writeFileSync(name, code);
    fs.writeFileSync(`${name}.br`, zlib.brotliCompressSync(code));
    fs.writeFileSync(`${name}.gz`, zlib.gzipSync(code));
    fs.writeFileSync(`${name}.map`, '{"version":3}');
    const br = await h.app.inject({ url: '/js/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([br.headers['content-encoding'], br.headers['cache-control']]).toEqual(['br', 'public, max-age=31536000, immutable']);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(code);
    const gz = await h.app.inject({ url: '/js/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await h.app.inject({ url: '/js/main.1a2b3c4d.js' });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, code]);
    expect((await h.app.inject({ url: '/js/main.1a2b3c4d.js.map' })).statusCode).toBe(404);
    for (const url of ['/', '/dashboard', '/index.html']) expect([url, (await h.app.inject({ url })).headers['cache-control']]).toEqual([url, 'no-cache']);
  });

  it('sends the sign-in page prerendered in the language of the cookie, English without one, and the plain page when the build has none', async () => {
    const bare = await h.app.inject({ url: '/sign-in' });
    expect(bare.body).toContain('<title>console</title>');
    for (const l of ['en', 'hi', 'mr']) fs.writeFileSync(path.join(dist, `sign-in.${l}.html`), `<!doctype html><html lang="${l}"><title>${l}</title>`);
    const page = (cookie?: string) => h.app.inject({ url: '/sign-in?from=x', headers: cookie ? { cookie } : {} });
    expect((await page()).body).toContain('<title>en</title>');
    expect((await page('a=1; console_locale=mr; b=2')).body).toContain('<title>mr</title>');
    expect((await page('console_locale=hi')).body).toContain('<title>hi</title>');
    // anything else is English, never a file name made from the cookie
    expect((await page('console_locale=../index')).body).toContain('<title>en</title>');
    const mr = await page('console_locale=mr');
    expect([mr.headers['cache-control'], mr.headers.vary]).toEqual(['no-cache', expect.stringMatching(/cookie/i)]);
    // other client routes keep the plain page
    expect((await h.app.inject({ url: '/dashboard', headers: { cookie: 'console_locale=mr' } })).body).toContain('<title>console</title>');
  });

  it('answers 404 for a missing file (an old chunk), not the page', async () => {
    const old = await h.app.inject({ url: '/js/main.0.js' });
    expect(old.statusCode).toBe(404);
    expect(old.body).not.toContain('<title>');
  });
});

describe('health routes for whoever runs the server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  });
  afterAll(() => h.close());

  it('says the process is up, and ready once every migration is applied; not ready when one is missing', async () => {
    expect((await h.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await h.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ ready: true, database: true });
    expect(ready.json().migrations.applied).toBe(ready.json().migrations.expected);
    // a database one migration behind this build is not ready
    await h.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    const behind = await h.app.inject({ url: '/readyz' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({ ready: false, database: true });
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  const signInFrom = async (h: Harness, forwarded: string) => {
    const org = await makeOrganisation(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      headers: { 'x-forwarded-for': forwarded },
      payload: { email: org.email, password: org.password, device_info: 'web' },
    });
    expect(res.statusCode).toBe(200);
    const [session] = await h.database.rows<{ ip: string }>(sql`select ip from sessions where tenant_id = ${org.tenantId} order by id desc limit 1`);
    return session.ip;
  };

  it("takes the client's address from X-Forwarded-For only when told to trust the proxy", async () => {
    const trusting = await startHarness('pglite', { TRUST_PROXY: 'true' });
    const plain = await startHarness('pglite');
    try {
      expect(await signInFrom(trusting, '203.0.113.7')).toBe('203.0.113.7');
      expect(await signInFrom(plain, '203.0.113.7')).not.toBe('203.0.113.7');
    } finally {
      await trusting.close();
      await plain.close();
    }
  });
});

describe('security headers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite', { TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' });
  });
  afterAll(() => h.close());

  it('sends a strict CSP, nosniff, no framing and a referrer policy on the API and on every other answer', async () => {
    for (const url of ['/api/v1/admin/public/config', '/healthz', '/no-such-page', '/api/v1/admin/1/office']) {
      const res = await h.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('img-src');
      expect(csp).toContain('https://*.tile.openstreetmap.org');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      // no TLS declared: no HSTS
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS when the console is declared to be served over TLS', async () => {
    const tls = await startHarness('pglite', { HSTS: '1' });
    try {
      expect((await tls.app.inject({ url: '/healthz' })).headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await tls.close();
    }
  });

  it('adds HSTS by default to answers over TLS as a trusted proxy reports it, and to none with HSTS=0', async () => {
    const proxied = await startHarness('pglite', { TRUST_PROXY: '127.0.0.1' });
    const off = await startHarness('pglite', { TRUST_PROXY: '127.0.0.1', HSTS: '0' });
    try {
      const over = (app: Harness['app'], proto: string, remoteAddress = '127.0.0.1') =>
        app.inject({ url: '/healthz', remoteAddress, headers: { 'x-forwarded-proto': proto } });
      expect((await over(proxied.app, 'https')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await over(proxied.app, 'http')).headers['strict-transport-security']).toBeUndefined();
      // a client that is not the proxy cannot claim TLS
      expect((await over(proxied.app, 'https', '203.0.113.9')).headers['strict-transport-security']).toBeUndefined();
      expect((await over(off.app, 'https')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
      await off.close();
    }
  });
});

describe('request logs', () => {
  it('write one line per request with the route, status, time, tenant and user, and never the token or the query', async () => {
    const h = await startHarness('pglite');
    const lines: Array<Record<string, unknown>> = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const logged = await buildApp(h.config, h.database, { logger: { level: 'info', stream } });
    try {
      const org = await makeOrganisation(h);
      const signIn = await logged.inject({
        method: 'POST',
        url: '/api/v1/admin/auth/login',
        payload: { email: org.email, password: org.password, device_info: 'web' },
      });
      const token = signIn.json().accessToken as string;
      await logged.inject({ url: `/api/v1/admin/${org.tenantId}/places?q=Amravati`, headers: { authorization: `Bearer ${token}` } });
      const request = lines.filter((l) => l.msg === 'request');
      expect(request).toContainEqual(
        expect.objectContaining({ method: 'GET', route: '/api/v1/admin/:tenantId/places', status: 200, tenant: org.tenantId, user: org.adminId }),
      );
      expect(request).toContainEqual(expect.objectContaining({ method: 'POST', route: '/api/v1/admin/auth/login', status: 200 }));
      const all = JSON.stringify(lines);
      for (const secret of [token, org.password, 'Amravati']) expect(all).not.toContain(secret);
    } finally {
      await logged.close();
      await h.close();
    }
  });
});
