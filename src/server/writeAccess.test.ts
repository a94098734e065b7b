// Least privilege over every write route, generated from the declarations: each write of an
// organisation names the module that grants it or 'admin' (or says why every user may make it:
// their own session, a read sent as a POST), and the guard holds each role kind to it: the
// organisation's admin, staff whose role holds one module (each in turn), only the Field module
// (a field worker) or none. A refused call is a 403 that names the module and writes nothing.
import { sql } from 'drizzle-orm';
import { routeUrl, type RouteSpec } from '../shared/api/contract';
import { MODULES, type ModuleName } from '../shared/domain/constants';
import { auth, dbKinds, login, makeOrganisation, makeStaff, startHarness, type Harness } from './test/harness';

const isWrite = (d: RouteSpec) => d.method !== 'GET';
/** The organisation's own routes; public, account and super administrator routes have their own guard. */
const ofOrganisation = (d: RouteSpec) => d.scope === 'tenant' || d.scope === 'voter';

describe.each(dbKinds())('write routes by role on %s', (kind) => {
  let h: Harness;
  let tenantId: number;
  const callers: Array<{ who: string; token: string; modules: ModuleName[] | 'all' }> = [];
  beforeAll(async () => {
    h = await startHarness(kind);
    const org = await makeOrganisation(h);
    tenantId = org.tenantId;
    callers.push({ who: 'the admin', token: (await login(h, org.email)).token, modules: 'all' });
    const staff = async (who: string, modules: ModuleName[]) =>
      callers.push({ who, token: (await login(h, (await makeStaff(h, tenantId, modules)).email)).token, modules });
    await staff('a field worker (Field only)', ['Field']);
    await staff('staff with no module', []);
    for (const m of MODULES) if (m !== 'Field') await staff(`staff with ${m} only`, [m]);
  }, 180_000);
  afterAll(() => h?.close());

  it('declares a module or admin-only for every write route of an organisation', () => {
    const writes = h.app.contract.filter((d) => isWrite(d) && ofOrganisation(d));
    expect(writes.length).toBeGreaterThan(60);
    const open = writes.filter((d) => !d.module && !d.everyUser).map((d) => `${d.method} ${d.path}`);
    expect(open).toEqual([]);
    // a route open to every user is not also given a module
    expect(writes.filter((d) => d.module && d.everyUser).map((d) => `${d.method} ${d.path}`)).toEqual([]);
  });

  it('puts moving a voting centre under the Voting Centres module', () => {
    const update = h.app.contract.find((d) => d.path === '/voting-location-update');
    expect(update).toMatchObject({ method: 'PUT', module: 'Voting Centres' });
  });

  it('lets each role kind make exactly the writes its modules grant, and refuses the others with 403 writing nothing', async () => {
    const audited = async () => (await h.database.rows<{ n: number }>(sql`select count(*)::int as n from audit_log`))[0].n;
    // the sign-outs would end the callers' sessions: they are open to all by declaration (above)
    const writes = h.app.contract.filter((d) => isWrite(d) && ofOrganisation(d) && d.everyUser !== 'own session');
    // ids no row has: an allowed call is answered by the route (400, 404), never by the guard
    const urlOf = (d: RouteSpec) =>
      routeUrl(d).replace(/:(\w+)/g, (_, name: string) =>
        name === 'tenantId' || name === 'orgId' ? String(tenantId) : name === 'candidateId' ? '0' : '999999999',
      );
    const before = await audited();
    const wrong: string[] = [];
    let refused = 0;
    for (const d of writes) {
      for (const c of callers) {
        const allowed = !d.module || c.modules === 'all' || (d.module !== 'admin' && c.modules.includes(d.module));
        const res = await h.app.inject({ method: d.method, url: urlOf(d), headers: auth(c.token), payload: d.body && !d.rawBody ? {} : undefined });
        const byGuard = res.statusCode === 403 && res.json().key === 'error.module';
        if (allowed === byGuard) wrong.push(`${d.method} ${d.path} as ${c.who}: ${res.statusCode} ${res.body.slice(0, 100)}`);
        if (byGuard) refused += 1;
      }
    }
    expect(wrong).toEqual([]);
    expect(refused).toBeGreaterThan(writes.length * 5);
    expect(await audited()).toBe(before);
  });
});
