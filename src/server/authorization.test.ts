// The guard over every declared route, generated from the declarations: without a session, with
// a made-up or signed-out token, with another organisation's session on this organisation's
// paths, as staff whose role lacks the route's module, and as an organisation admin on the super
// administrator's routes. Every case is refused (401 or 403) and nothing is written.
import { sql } from 'drizzle-orm';
import { routeUrl, type RouteSpec } from '../shared/api/contract';
import { auth, dbKinds, login, makeOrganisation, makeStaff, makeSuperAdmin, startHarness, type Harness } from './test/harness';

describe.each(dbKinds())('authorisation over every route on %s', (kind) => {
  let h: Harness;
  let a: { tenantId: number; token: string };
  let b: { tenantId: number; token: string };
  let staff: string;
  let signedOut: string;
  let superToken: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    const oa = await makeOrganisation(h);
    const ob = await makeOrganisation(h);
    a = { tenantId: oa.tenantId, token: (await login(h, oa.email)).token };
    b = { tenantId: ob.tenantId, token: (await login(h, ob.email)).token };
    // staff of A whose role holds no module at all
    staff = (await login(h, (await makeStaff(h, oa.tenantId, [])).email)).token;
    signedOut = (await login(h, oa.email)).token;
    await h.app.inject({ method: 'POST', url: `/api/v1/admin/${oa.tenantId}/sign-out`, headers: auth(signedOut) });
    superToken = (await login(h, (await makeSuperAdmin(h)).email)).token;
  });
  afterAll(() => h.close());

  const audited = async () => (await h.database.rows<{ n: number }>(sql`select count(*)::int as n from audit_log`))[0].n;
  /** The route's URL in organisation A (the installation's tenant for the super administrator's routes). */
  const urlOf = (d: RouteSpec) =>
    routeUrl(d).replace(/:(\w+)/g, (_, name: string) => {
      if (name === 'tenantId') return String(d.scope === 'superAdmin' ? 1 : a.tenantId);
      if (name === 'orgId') return String(a.tenantId);
      if (name === 'candidateId') return '0';
      return '1';
    });

  it('refuses every declared route to callers it is not for, and writes nothing', async () => {
    const routes = h.app.contract.filter((d) => d.scope !== 'public');
    expect(routes.length).toBeGreaterThan(40);
    const before = await audited();
    const wrong: string[] = [];
    let cases = 0;
    const expectStatus = async (d: RouteSpec, who: string, token: string | null, expected: number[]) => {
      cases += 1;
      const res = await h.app.inject({ method: d.method, url: urlOf(d), headers: token ? auth(token) : {}, payload: d.body && !d.rawBody ? {} : undefined });
      if (!expected.includes(res.statusCode)) wrong.push(`${d.method} ${routeUrl(d)} as ${who}: ${res.statusCode}, expected ${expected.join(' or ')}`);
    };
    for (const d of routes) {
      await expectStatus(d, 'nobody', null, [401]);
      await expectStatus(d, 'a made-up token', 'not-a-token', [401]);
      await expectStatus(d, 'a signed-out session', signedOut, [401]);
      if (d.scope === 'account') continue;
      // another organisation's admin on A's paths
      if (d.scope !== 'superAdmin') await expectStatus(d, "B's admin", b.token, [403]);
      if (d.scope === 'superAdmin') await expectStatus(d, 'an organisation admin', a.token, [403]);
      if (d.module) await expectStatus(d, 'staff without the module', staff, [403]);
      if (d.scope !== 'superAdmin') await expectStatus(d, 'the super administrator', superToken, [403]);
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThan(routes.length * 3);
    expect(await audited()).toBe(before);
  });
});
