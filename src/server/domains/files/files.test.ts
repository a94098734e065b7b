// Stored images are personal data: read only with a session of the organisation that stored them
// (the guard refuses other organisations, and a name outside the caller's folder is unknown), the
// super administrator only the symbols his organisation screens show, never from the old public
// URL, and never kept by a cache. Files of the flat layout move into their organisation's folder
// at start-up. And every API answer to a session says no-store.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../app';
import { adoptFlatUploads } from '../../uploads';
import { auth, dbKinds, login, makeSuperAdmin, randomName, signedInOrganisation, tenantCaller, tenantUrl, useHarness, type Harness } from '../../test/harness';

const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const PNG = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
type Org = Awaited<ReturnType<typeof signedInOrganisation>>;

describe.each(dbKinds())('stored images on %s', (kind) => {
  let h: Harness, a: Org, b: Org, superToken: string, photo: string;
  const call = tenantCaller(() => h);
  const addMaterial = async (org: Org) => {
    const type = (await call(org, 'POST', '/resources-type/add', { name: randomName('Type') })).json().resourcestype.id;
    const res = await call(org, 'POST', '/resources/add', { resource_name: randomName('Flag'), resources_type_id: type, image: PNG });
    expect(res.statusCode).toBe(201);
    return res.json().resource.image as string;
  };
  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
    superToken = (await login(h, (await makeSuperAdmin(h)).email)).token;
    photo = await addMaterial(a);
  });
  const get = (url: string, token?: string) => h.app.inject({ url, headers: token ? auth(token) : {} });
  const fileOf = (org: { tenantId: number }, name: string) => tenantUrl(org, `/uploads/${name}`);

  it('are stored in the folder of the organisation that stored them', () => {
    expect(fs.existsSync(path.join(h.config.uploadsDir, String(a.tenantId), photo))).toBe(true);
    expect(fs.existsSync(path.join(h.config.uploadsDir, photo))).toBe(false);
  });

  it('are served to a session of that organisation, as themselves and not to be kept', async () => {
    const res = await get(fileOf(a, photo), a.token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('are refused without a session, and to another organisation, whose own path does not know the name', async () => {
    const none = await get(fileOf(a, photo));
    expect(none.statusCode).toBe(401);
    const other = await get(fileOf(a, photo), b.token);
    expect(other.statusCode).toBe(403);
    const ownPath = await get(fileOf(b, photo), b.token);
    expect(ownPath.statusCode).toBe(404);
    for (const res of [none, other, ownPath]) expect(res.rawPayload.includes(PNG_BYTES)).toBe(false);
    // the super administrator sees no organisation's photos: his session is not theirs
    expect((await get(fileOf(a, photo), superToken)).statusCode).toBe(403);
  });

  it.each([
    ['an unknown name', '0123456789abcdef0123456789abcdef.png'],
    ['a name of another form', 'photo.gif'],
    ['a path out of the folder', '..%2F1%2Fx.png'],
    ['a path into the folders', '..%2F..%2Fuploads%2F1%2Fx.png'],
  ])('answer 404 for %s', async (_what, name) => {
    expect((await get(fileOf(a, name), a.token)).statusCode).toBe(404);
  });

  it('are no longer at the old public address', async () => {
    expect((await get(`/uploads/${photo}`)).statusCode).toBe(404);
    expect((await get(`/uploads/${photo}`, a.token)).statusCode).toBe(404);
  });

  it('show the super administrator the organisations’ symbols, which his organisation screens show, and nothing else', async () => {
    const reg = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/1/super-admin/new-admin-register',
      headers: auth(superToken),
      payload: {
        installation_type: 1,
        organization_full_name: randomName('Sangh'),
        organization_short_name: 'JS',
        f_name: 'Asha',
        l_name: 'Pawar',
        phone_no: String(9000000000 + Math.floor(Math.random() * 99999999)),
        email: `asha-${Math.random().toString(36).slice(2)}@example.org`,
        password: 'Strong@123',
        gender: 2,
        organization_symbol: PNG,
      },
    });
    expect(reg.statusCode).toBe(201);
    const { tenant_id: org, admin } = reg.json();
    const symbol = admin.organization_details.organization_symbol as string;
    const symbolOf = (id: number, name: string) => `/api/v1/admin/1/super-admin/organisations/${id}/symbols/${name}`;
    const res = await get(symbolOf(org, symbol), superToken);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // a material's photo is no symbol; a symbol is asked of its own organisation
    expect((await get(symbolOf(a.tenantId, photo), superToken)).statusCode).toBe(404);
    expect((await get(symbolOf(a.tenantId, symbol), superToken)).statusCode).toBe(404);
    // the organisation's own admin reads it by the organisation's path; another organisation cannot
    const own = (await login(h, admin.email, 'Strong@123')).token;
    expect((await get(fileOf({ tenantId: org }, symbol), own)).statusCode).toBe(200);
    expect((await get(`/api/v1/admin/${a.tenantId}/super-admin/organisations/${org}/symbols/${symbol}`, a.token)).statusCode).toBe(403);
    expect((await get(symbolOf(org, symbol))).statusCode).toBe(401);
  });

  it('answers with personal data say no-store, and so does a refusal', async () => {
    const list = await call(a, 'GET', '/users-list');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const refused = await get(tenantUrl(a, '/users-list'));
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('move from the flat layout into their organisation’s folder at start-up; a file no row names stays and is never served', async () => {
    const name = await addMaterial(b);
    const inFolder = path.join(h.config.uploadsDir, String(b.tenantId), name);
    // as a server before folders left them
    const flat = path.join(h.config.uploadsDir, name);
    fs.renameSync(inFolder, flat);
    const orphan = path.join(h.config.uploadsDir, 'fedcba9876543210fedcba9876543210.png');
    fs.writeFileSync(orphan, PNG_BYTES);
    expect((await get(fileOf(b, name), b.token)).statusCode).toBe(404);

    const started = await buildApp(h.config, h.database);
    await started.close();
    expect(fs.existsSync(inFolder)).toBe(true);
    expect(fs.existsSync(flat)).toBe(false);
    expect(fs.existsSync(orphan)).toBe(true);
    const served = await get(fileOf(b, name), b.token);
    expect([served.statusCode, served.rawPayload.equals(PNG_BYTES)]).toEqual([200, true]);
    for (const org of [a, b]) expect((await get(fileOf(org, path.basename(orphan)), org.token)).statusCode).toBe(404);

    // once done, a start finds nothing to move
    expect(await adoptFlatUploads(h.database, h.config.uploadsDir)).toBe(0);
    expect(fs.existsSync(orphan)).toBe(true);
  });
});
