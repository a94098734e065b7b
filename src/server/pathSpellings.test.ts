// Deny by default, tried as an attacker would: every route the server has, declared or not, is
// called without a token under a dozen spellings of its path (each letter of the API prefix
// percent-encoded, upper case, doubled and trailing slashes, dot segments, ";x", "%2F"). Every
// answer is 401 or 404 and no route handler runs. The built console is served beside the API
// (its catch-all file route is public), so a spelling that slips past the API's routes would
// meet the page instead of a 404. The same spellings with a session reach the route itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_ROOT, routeUrl } from '../shared/api/contract';
import { normaliseUrl } from './paths';
import { auth, dbKinds, login, makeOrganisation, startHarness, tableCounts, type Harness } from './test/harness';

/** Odd spellings of one path, each as an attacker would send it. */
function spellings(url: string): Array<[string, string]> {
  const rest = url.slice(API_ROOT.length);
  const out: Array<[string, string]> = [['as declared', url]];
  // each letter or digit of the prefix percent-encoded, in both cases of hex
  for (let i = 0; i < API_ROOT.length; i++) {
    const ch = API_ROOT[i];
    if (!/[a-z0-9]/i.test(ch)) continue;
    const hex = ch.charCodeAt(0).toString(16);
    out.push([`%${hex} for ${ch}`, API_ROOT.slice(0, i) + `%${hex}` + API_ROOT.slice(i + 1) + rest]);
    if (hex !== hex.toUpperCase()) out.push([`%${hex.toUpperCase()} for ${ch}`, API_ROOT.slice(0, i) + `%${hex.toUpperCase()}` + API_ROOT.slice(i + 1) + rest]);
  }
  out.push(['upper case prefix', API_ROOT.toUpperCase() + rest]);
  out.push(['capitalised prefix', '/Api/v1/Admin' + rest]);
  out.push(['doubled slashes', url.replace(/\//g, '//')]);
  out.push(['a leading double slash', '/' + url]);
  out.push(['a trailing slash', url + '/']);
  out.push(['dot segments', url.replace(/\//g, '/./')]);
  out.push(['encoded dot segments', url.replace('/admin', '/%2e/admin')]);
  out.push(['a parent segment', url.replace('/admin', '/x/../admin')]);
  out.push([';x after the prefix', API_ROOT + ';x' + rest]);
  out.push([';x at the end', url + ';x']);
  out.push(['%2F for slashes', url.replace(/\//g, '%2F')]);
  out.push(['%2F for the slashes after the first', '/' + url.slice(1).replace(/\//g, '%2F')]);
  out.push(['%2f inside the prefix', API_ROOT.replace('/admin', '%2fadmin') + rest]);
  out.push(['a backslash', url.replace('/admin', '\\admin')]);
  return out;
}

describe.each(dbKinds())('every route under odd spellings of its path on %s', (kind) => {
  let h: Harness;
  let org: { tenantId: number; token: string };
  let dist: string;
  const handled: string[] = [];
  const instrument = (app: FastifyInstance) =>
    app.addHook('onRoute', (r) => {
      if (r.config?.public === true || !r.config?.decl) return;
      const handler = r.handler;
      r.handler = function (this: FastifyInstance, req, reply) {
        handled.push(`${req.method} ${r.url}`);
        return handler.call(this, req, reply);
      };
    });

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
    h = await startHarness(kind, { DIST_DIR: dist }, { instrument });
    const o = await makeOrganisation(h);
    org = { tenantId: o.tenantId, token: (await login(h, o.email)).token };
  }, 120_000);
  afterAll(async () => {
    await h.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const fill = (pattern: string) =>
    pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'tenantId' || name === 'orgId' ? String(org.tenantId) : name === 'candidateId' ? '0' : '1'));

  it('answers 401 or 404 to every spelling without a session, and runs no handler', async () => {
    const declared = h.app.contract.filter((d) => d.scope !== 'public').map((d) => ({ method: d.method as string, url: routeUrl(d) }));
    // and whatever else is registered under the API (declared or not), HEAD included
    const publicUrls = new Set(h.app.contract.filter((d) => d.scope === 'public').map((d) => routeUrl(d)));
    const others = h.app.registered.filter((r) => r.url.startsWith(API_ROOT) && !publicUrls.has(r.url));
    const routes = [...declared, ...others];
    expect(declared.length).toBeGreaterThan(90);
    const wrong: string[] = [];
    let cases = 0;
    const before = await tableCounts(h.database);
    for (const r of routes) {
      for (const [how, url] of spellings(fill(r.url))) {
        cases += 1;
        const res = await h.app.inject({ method: r.method as 'GET', url, payload: r.method === 'GET' || r.method === 'HEAD' ? undefined : {} });
        if (res.statusCode !== 401 && res.statusCode !== 404) wrong.push(`${r.method} ${url} (${how}): ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(handled).toEqual([]);
    // the anonymous organisation sign-up among them: no row anywhere
    expect(await tableCounts(h.database)).toEqual(before);
    expect(cases).toBeGreaterThan(routes.length * 20);
  }, 120_000);

  it('sends each spelling of a route to that route, or to none', async () => {
    const area = `${API_ROOT}/${org.tenantId}/area`;
    const reached: Record<string, number> = {};
    for (const [how, url] of spellings(area)) {
      const res = await h.app.inject({ method: 'GET', url, headers: auth(org.token) });
      reached[how] = res.statusCode;
      // a spelling whose canonical form is the route is the route; any other reaches nothing
      const expected = normaliseUrl(url) === area ? 200 : 404;
      expect([how, res.statusCode]).toEqual([how, expected]);
      if (expected === 200) expect(res.json()).toHaveProperty('area');
    }
    expect(reached['%61 for a']).toBe(200);
    expect(reached['upper case prefix']).toBe(404);
  });

  it('answers 404, not 401, for a path no route has, and HEAD as GET for the pages', async () => {
    for (const url of [`${API_ROOT}/${org.tenantId}/no-such-route`, `${API_ROOT}/nothing`, '/api/nothing', '/API/v1/admin/1/area']) {
      expect([url, (await h.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
      expect([url, (await h.app.inject({ method: 'POST', url, payload: {} })).statusCode]).toEqual([url, 404]);
    }
    for (const url of ['/', '/sign-in', '/dashboard']) {
      const get = await h.app.inject({ method: 'GET', url });
      const head = await h.app.inject({ method: 'HEAD', url });
      expect([url, get.statusCode, head.statusCode]).toEqual([url, 200, 200]);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
    }
    expect((await h.app.inject({ method: 'HEAD', url: `${API_ROOT}/${org.tenantId}/area` })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'HEAD', url: `${API_ROOT}/${org.tenantId}/area`, headers: auth(org.token) })).statusCode).toBe(200);
  });
});
