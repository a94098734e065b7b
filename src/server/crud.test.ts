// The generic behaviour of every domain served by the CRUD factory (describe.each).
import { sql } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import { crudDomains } from './domains/index';
import { fillPath } from '../shared/api/contract';
import { AreaApi } from '../shared/api/areas';
import { CandidateApi } from '../shared/api/candidates';
import { OfficeApi } from '../shared/api/offices';
import { ReligionApi, RoleApi } from '../shared/api/masters';
import type { CrudDecls } from '../shared/api/crud';

/** The paths and keys of a CRUD domain's declarations, as these tests call them. */
const pathsOf = (d: CrudDecls<unknown>) => ({
  list: d.list.path,
  get: d.get.path,
  add: d.add.path,
  update: d.update.path,
  remove: d.remove.path,
  ...d.keys,
});
const AreaPaths = pathsOf(AreaApi);
const CandidatePaths = pathsOf(CandidateApi);
const OfficePaths = pathsOf(OfficeApi);
const RolePaths = pathsOf(RoleApi);
import { exampleOf } from './test/crudExamples';
import { dbKinds, startHarness, makeOrganisation, makeStaff, login, auth, type Harness, signedInOrganisation } from './test/harness';

describe.each(dbKinds())('CRUD domains on %s', (kind) => {
  let h: Harness, a: Awaited<ReturnType<typeof makeOrganisation>> & { token: string }, b: Awaited<ReturnType<typeof makeOrganisation>> & { token: string };
  beforeAll(async () => {
    h = await startHarness(kind);
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
  });
  afterAll(() => h.close());

  describe.each(crudDomains.map((d) => [d.spec.name, d.spec] as const))('%s', (_name, spec) => {
    const p = pathsOf(spec.decls);
    const nf = spec.nameField ?? 'name';
    // a valid payload for an organisation (examples may need rows of that organisation first)
    const example = async (org: typeof a): Promise<Record<string, unknown>> =>
      exampleOf(spec, { db: h.database.db, tenantId: org.tenantId, adminId: org.adminId });
    const baseName = async (org: typeof a) => String((await example(org))[nf]);
    const namesProtected = Boolean(spec.protectedRow?.({ [nf]: 'Admin' }));
    const namesUnique = (spec.unique ?? []).includes(nf);
    const url = (org: { tenantId: number }, path: string, id?: number) => `/api/v1/admin/${org.tenantId}${id === undefined ? path : fillPath(path, { id })}`;
    const call = (org: typeof a, method: 'GET' | 'POST' | 'PUT', path: string, opts: { id?: number; body?: object; token?: string } = {}) =>
      h.app.inject({ method, url: url(org, path, opts.id), headers: auth(opts.token ?? org.token), payload: opts.body });
    const update = (org: typeof a, id: number, body: object, token?: string) =>
      p.updateIdField ? call(org, 'PUT', p.update, { body: { ...body, [p.updateIdField]: id }, token }) : call(org, 'PUT', p.update, { id, body, token });
    const listIds = async (org: typeof a) => ((await call(org, 'GET', p.list)).json()[p.listKey] as Array<{ id: number }>).map((r) => r.id);
    const table = getTableName(spec.table);
    const add = async (org: typeof a, over: object = {}) => {
      const res = await call(org, 'POST', p.add, {
        body: { ...(await example(org)), ...over, [nf]: `${await baseName(org)} ${Math.random().toString(36).slice(2, 8)}` },
      });
      expect(res.statusCode).toBe(201);
      const item = res.json()[p.itemKey] as { id: number } & Record<string, string>;
      return { ...item, name: item[nf] };
    };

    it('adds, lists, reads, updates and soft-deletes, each write audited', async () => {
      const item = await add(a);
      expect(await listIds(a)).toContain(item.id);
      const got = await call(a, 'GET', p.get, { id: item.id });
      expect(got.statusCode).toBe(200);
      expect(got.json()[p.itemKey]).toMatchObject({ id: item.id, [nf]: item.name });
      expect(got.json()[p.itemKey].tenant_id).toBeUndefined();
      const upd = await update(a, item.id, { ...(await example(a)), [nf]: item.name + ' 2' });
      expect(upd.statusCode).toBe(200);
      expect(upd.json()[p.itemKey][nf]).toBe(item.name + ' 2');
      expect((await call(a, 'GET', p.get, { id: item.id })).json()[p.itemKey][nf]).toBe(item.name + ' 2');
      const del = await call(a, 'PUT', p.remove, { id: item.id });
      expect(del.statusCode).toBe(200);
      expect(await listIds(a)).not.toContain(item.id);
      expect((await call(a, 'GET', p.get, { id: item.id })).statusCode).toBe(404);
      expect((await call(a, 'PUT', p.remove, { id: item.id })).statusCode).toBe(404);
      const [row] = await h.database.rows<{ deleted_at: string | null }>(sql`select deleted_at from ${sql.identifier(table)} where id = ${item.id}`);
      expect(row.deleted_at).not.toBeNull();
      const audit = await h.database.rows<{ action: string; user_id: number }>(
        sql`select action, user_id from audit_log where tenant_id = ${a.tenantId} and entity = ${table} and entity_id = ${String(item.id)} order by id`,
      );
      expect(audit.map((x) => x.action)).toEqual(['create', 'update', 'delete']);
      expect(audit.every((x) => x.user_id === a.adminId)).toBe(true);
    });

    it('answers 400 with field errors and changes nothing', async () => {
      const before = await listIds(a);
      const res = await call(a, 'POST', p.add, { body: { ...(await example(a)), [nf]: '  ' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ code: nf, message: expect.stringMatching(/ is required\.$/) }));
      const notObject = await h.app.inject({
        method: 'POST',
        url: url(a, p.add),
        headers: { ...auth(a.token), 'content-type': 'application/json' },
        payload: '"x"',
      });
      expect(notObject.statusCode).toBe(400);
      expect(await listIds(a)).toEqual(before);
      expect((await h.app.inject({ url: url(a, p.get).replace(':id', 'abc'), headers: auth(a.token) })).statusCode).toBe(400);
    });

    (namesUnique ? it : it.skip)('answers 409 on a duplicate name, ignoring case', async () => {
      const item = await add(a);
      const res = await call(a, 'POST', p.add, { body: { ...(await example(a)), [nf]: item.name.toUpperCase() } });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].code).toBe(nf);
      // the same name in another organisation is fine
      const other = await call(b, 'POST', p.add, { body: { ...(await example(b)), [nf]: item.name } });
      expect(other.statusCode).toBe(201);
    });

    (namesProtected ? it : it.skip)('protects Admin and Super Admin', async () => {
      const res = await call(a, 'POST', p.add, { body: { ...(await example(a)), [nf]: 'super ADMIN' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 'name', message: 'The names Admin and Super Admin are reserved.' });
      const item = await add(a);
      const rename = await update(a, item.id, { ...(await example(a)), [nf]: 'Admin' });
      expect(rename.statusCode).toBe(400);
      // a protected row as an organisation has it from its creation (roles) or from older data
      const [admin] = await h.database.rows<{ id: number }>(
        sql`insert into ${sql.identifier(table)} (tenant_id, name) values (${a.tenantId}, 'ADMIN') returning id`,
      );
      expect((await update(a, admin.id, { ...(await example(a)), [nf]: 'Renamed' })).statusCode).toBe(403);
      expect((await call(a, 'PUT', p.remove, { id: admin.id })).statusCode).toBe(403);
      expect((await call(a, 'GET', p.get, { id: admin.id })).statusCode).toBe(200);
    });

    it("keeps tenants apart: another tenant's path is 403, its ids are 404, nothing changes", async () => {
      const item = await add(b);
      expect((await h.app.inject({ url: url(b, p.list), headers: auth(a.token) })).statusCode).toBe(403);
      expect((await h.app.inject({ method: 'PUT', url: url(b, p.remove, item.id), headers: auth(a.token) })).statusCode).toBe(403);
      expect((await call(a, 'GET', p.get, { id: item.id })).statusCode).toBe(404);
      expect((await update(a, item.id, { ...(await example(a)), [nf]: 'Hijacked' })).statusCode).toBe(404);
      expect((await call(a, 'PUT', p.remove, { id: item.id })).statusCode).toBe(404);
      expect(await listIds(a)).not.toContain(item.id);
      const still = await call(b, 'GET', p.get, { id: item.id });
      expect(still.json()[p.itemKey][nf]).toBe(item.name);
    });

    it('needs a session and the module', async () => {
      expect((await h.app.inject({ url: url(a, p.list) })).statusCode).toBe(401);
      // a role with another module than the domain's
      const staff = await makeStaff(h, a.tenantId, [spec.decls.list.module === 'Survey' ? 'Task' : 'Survey']);
      const token = (await login(h, staff.email)).token;
      expect((await call(a, 'GET', p.list, { token })).statusCode).toBe(403);
      expect((await call(a, 'POST', p.add, { token, body: await example(a) })).statusCode).toBe(403);
    });
  });

  // Nothing is left pointing at a deleted row: a delete is refused (409) while live rows refer to
  // it, and goes through once they are gone.
  it("keeps a master's Devanagari name beside its name, and clears it when left empty", async () => {
    const religion = pathsOf(ReligionApi);
    const base = `/api/v1/admin/${a.tenantId}`;
    const added = await h.app.inject({ method: 'POST', url: base + religion.add, headers: auth(a.token), payload: { name: 'Buddhist', name_local: ' बौद्ध ' } });
    expect(added.statusCode).toBe(201);
    const row = added.json()[religion.itemKey];
    expect(row).toMatchObject({ name: 'Buddhist', name_local: 'बौद्ध' });
    const listed = (await h.app.inject({ url: base + religion.list, headers: auth(a.token) })).json()[religion.listKey];
    expect(listed).toContainEqual(expect.objectContaining({ id: row.id, name_local: 'बौद्ध' }));
    const cleared = await h.app.inject({
      method: 'PUT',
      url: base + fillPath(religion.update, { id: row.id }),
      headers: auth(a.token),
      payload: { name: 'Buddhist', name_local: '' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()[religion.itemKey].name_local).toBeNull();
  });

  it('refuses to delete an area an office uses and a role a user holds, until they are changed', async () => {
    const spec = (name: string) => crudDomains.find((d) => d.spec.name === name)!.spec;
    const ctx = { db: h.database.db, tenantId: a.tenantId, adminId: a.adminId };
    const url = (path: string, id?: number) => `/api/v1/admin/${a.tenantId}${id === undefined ? path : fillPath(path, { id })}`;
    const call = (method: 'POST' | 'PUT' | 'GET', path: string, id?: number, payload?: object) =>
      h.app.inject({ method, url: url(path, id), headers: auth(a.token), payload });

    const office = (await call('POST', OfficePaths.add, undefined, await exampleOf(spec('office'), ctx))).json().office;
    const refused = await call('PUT', AreaPaths.remove, office.area_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      msg: 'This area is used by an office, a voter group, a team, an event, a social media post, a survey or a survey question. Change those first, then delete it.',
      errors: [{ key: 'area.inUse' }],
    });
    expect((await call('GET', AreaPaths.get, office.area_id)).statusCode).toBe(200);
    expect((await call('PUT', OfficePaths.remove, office.id)).statusCode).toBe(200);
    expect((await call('PUT', AreaPaths.remove, office.area_id)).statusCode).toBe(200);

    const payload = await exampleOf(spec('candidate'), ctx);
    const user = await call('POST', CandidatePaths.add, undefined, payload);
    expect(user.statusCode).toBe(201);
    const role = await call('PUT', RolePaths.remove, payload.role_id as number);
    expect(role.statusCode).toBe(409);
    expect(role.json().errors[0].key).toBe('role.inUse');
    expect((await call('PUT', CandidatePaths.remove, user.json()[CandidatePaths.itemKey].id)).statusCode).toBe(200);
    expect((await call('PUT', RolePaths.remove, payload.role_id as number)).statusCode).toBe(200);
  });
});
