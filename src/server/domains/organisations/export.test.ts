// The organisation export: the super administrator gets one organisation's rows and images in a
// zip, nothing of another organisation, no password hashes or sessions; nobody else gets it.
import { unzipSync, strFromU8 } from 'fflate';
import { auth, dbKinds, login, makeSuperAdmin, type Harness, randomName, signedInOrganisation, tenantCaller, useHarness } from '../../test/harness';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
type Org = Awaited<ReturnType<typeof signedInOrganisation>>;

describe.each(dbKinds())('organisation export on %s', (kind) => {
  let h: Harness, a: Org, b: Org, superToken: string, aReligion: string, bReligion: string, image: string;
  const call = tenantCaller(() => h);
  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
    [aReligion, bReligion] = [randomName('Religion A'), randomName('Religion B')];
    await call(a, 'POST', '/religion/add', { name: aReligion });
    await call(b, 'POST', '/religion/add', { name: bReligion });
    const type = (await call(a, 'POST', '/resources-type/add', { name: 'Flags' })).json().resourcestype.id;
    image = (await call(a, 'POST', '/resources/add', { resource_name: 'Flag', resources_type_id: type, image: PNG })).json().resource.image;
    superToken = (await login(h, (await makeSuperAdmin(h)).email)).token;
  });
  // super-admin paths sit under the caller's own tenant: 1 for the super administrator
  const exportOf = (id: number, token = superToken, base = 1) =>
    h.app.inject({ method: 'GET', url: `/api/v1/admin/${base}/super-admin/organisations/export/${id}`, headers: auth(token) });

  it('holds the organisation’s rows and images only, without secrets', async () => {
    const res = await exportOf(a.tenantId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="organisation-\d+-\d{4}-\d\d-\d\d\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[name])) as Array<Record<string, unknown>>;
    const manifest = JSON.parse(strFromU8(files['manifest.json']));
    expect(manifest.organisation.id).toBe(a.tenantId);
    expect(manifest.rows.religions).toBe(1);
    expect(json('tables/religions.json').map((r) => r.name)).toEqual([aReligion]);
    // every row of every table is the organisation's
    const tables = Object.keys(files).filter((f) => f.startsWith('tables/'));
    expect(tables).toEqual(expect.arrayContaining(['tables/users.json', 'tables/audit_log.json', 'tables/voters.json', 'tables/resources.json']));
    expect(tables).not.toContain('tables/sessions.json');
    for (const t of tables) for (const row of json(t)) expect(row.tenant_id).toBe(a.tenantId);
    const users = json('tables/users.json');
    expect(users.length).toBeGreaterThan(0);
    for (const u of users) expect(u).not.toHaveProperty('password_hash');
    expect(strFromU8(files['organisation.json'])).toContain(`"id": ${a.tenantId}`);
    expect(files[`images/${image}`].subarray(0, 4)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect(JSON.stringify(Object.keys(files))).not.toContain(bReligion);
  });

  it('is the super administrator’s alone, and only of an existing organisation', async () => {
    expect((await exportOf(a.tenantId, a.token, a.tenantId)).statusCode).toBe(403);
    expect((await exportOf(b.tenantId, a.token, a.tenantId)).statusCode).toBe(403);
    expect((await exportOf(b.tenantId, a.token)).statusCode).toBe(403);
    expect((await exportOf(1)).statusCode).toBe(404);
    expect((await exportOf(999999)).statusCode).toBe(404);
  });
});
