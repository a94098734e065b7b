// The super administrator keeps the roles of his installation's own tenant, and only those.
import { dbKinds, startHarness, makeSuperAdmin, signedInOrganisation, login, auth, type Harness } from '../../test/harness';

describe.each(dbKinds())('roles of the super administrator on %s', (kind) => {
  let h: Harness;
  let superToken: string;
  let org: Awaited<ReturnType<typeof signedInOrganisation>>;
  beforeAll(async () => {
    h = await startHarness(kind);
    superToken = (await login(h, (await makeSuperAdmin(h)).email)).token;
    org = await signedInOrganisation(h);
  });
  afterAll(() => h.close());

  const call = (tenantId: number, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token = superToken) =>
    h.app.inject({ method, url: `/api/v1/admin/${tenantId}${path}`, headers: auth(token), payload });

  it('lists, adds, edits and deletes the roles of his own tenant', async () => {
    const name = `Observer ${Math.random().toString(36).slice(2, 8)}`;
    const added = await call(1, 'POST', '/roles/add', { name, type: 1, status: 1, modules: ['Dashboard'] });
    expect(added.statusCode).toBe(201);
    const id = added.json().role.id as number;
    const list = await call(1, 'GET', '/roles');
    expect(list.statusCode).toBe(200);
    expect(list.json().roles.map((r: { id: number }) => r.id)).toContain(id);
    expect((await call(1, 'GET', `/roles/${id}`)).json().role.name).toBe(name);
    const updated = await call(1, 'PUT', `/roles/update/${id}`, { name, type: 1, status: 0, modules: ['Dashboard', 'Task'] });
    expect(updated.statusCode).toBe(200);
    expect((await call(1, 'PUT', `/roles/delete/${id}`)).statusCode).toBe(200);
    expect((await call(1, 'GET', '/roles')).json().roles.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it("never reads or writes an organisation's roles, nor lets an organisation into his", async () => {
    expect((await call(org.tenantId, 'GET', '/roles')).statusCode).toBe(403);
    expect((await call(org.tenantId, 'POST', '/roles/add', { name: 'Intruder', type: 1, status: 1, modules: [] })).statusCode).toBe(403);
    expect((await call(1, 'GET', '/roles', undefined, org.token)).statusCode).toBe(403);
  });
});
