// Every path an image comes in by: a user's photos, a material's photo, a social post's image and
// an organisation's symbols. Each refuses what is not a PNG, JPEG or WebP by its bytes (an SVG
// named PNG included) and what is too large, next to the field, with nothing written to disk or
// stored; a value that is not image data (a name, a path) never becomes the stored name; a real
// image is stored under a random name in its organisation's folder and served back as itself to
// that organisation's session, with nosniff.
import fs from 'node:fs';
import { exampleOf } from './test/crudExamples';
import { auth, dbKinds, tenantUrl, login, makeSuperAdmin, type Harness, randomName, signedInOrganisation, tenantCaller, useHarness } from './test/harness';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const SVG_AS_PNG = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64')}`;
type Org = Awaited<ReturnType<typeof signedInOrganisation>>;

describe.each(dbKinds())('image uploads on %s', (kind) => {
  let h: Harness, org: Org, superToken: string;
  const call = tenantCaller(() => h);
  useHarness(kind, async (started) => {
    h = started;
    org = await signedInOrganisation(h);
    superToken = (await login(h, (await makeSuperAdmin(h)).email)).token;
  });
  const example = (name: string) => exampleOf({ name }, { db: h.database.db, tenantId: org.tenantId, adminId: org.adminId });
  const files = () => (fs.existsSync(h.config.uploadsDir) ? fs.readdirSync(h.config.uploadsDir, { recursive: true }).length : 0);

  // [what, field, send(body with the image) → response, the stored value of the answer, its organisation]
  const paths: Array<[string, string, (image: string) => Promise<{ statusCode: number; json: () => any }>, (json: any) => unknown, (json: any) => number]> = [
    [
      'a user’s photo',
      'profile_picture',
      async (image) => call(org, 'POST', '/candidate-register', { ...(await example('candidate')), profile_picture: image }),
      (j) => j.candidate?.profile_picture,
      () => org.tenantId,
    ],
    [
      'a user’s identity card',
      'adharcard_picture',
      async (image) => call(org, 'POST', '/candidate-register', { ...(await example('candidate')), adharcard_picture: image }),
      (j) => j.candidate?.adharcard_picture,
      () => org.tenantId,
    ],
    [
      'a material’s photo',
      'image',
      async (image) => {
        const type = (await call(org, 'POST', '/resources-type/add', { name: randomName('Type') })).json().resourcestype.id;
        return call(org, 'POST', '/resources/add', { resource_name: randomName('Flag'), resources_type_id: type, image });
      },
      (j) => j.resource?.image,
      () => org.tenantId,
    ],
    [
      'a social post’s image',
      'media_url',
      async (image) => call(org, 'POST', '/social-media/add', { ...(await example('socialPost')), media_url: image }),
      (j) => j.socialMediaPost?.media_url,
      () => org.tenantId,
    ],
    [
      'an organisation’s symbol',
      'organization_symbol',
      async (image) =>
        h.app.inject({
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
            organization_symbol: image,
          },
        }),
      (j) => j.admin?.organization_details?.organization_symbol ?? j.admin?.organization_symbol,
      (j) => j.tenant_id,
    ],
  ];

  it.each(paths)('refuses anything but a real image on %s, and stores a real one under a name of its own', async (_what, field, send, stored, owner) => {
    const before = files();
    const svg = await send(SVG_AS_PNG);
    expect(svg.statusCode).toBe(400);
    expect(svg.json().errors).toEqual([expect.objectContaining({ code: field, key: 'validation.imageType' })]);
    const big = await send(`data:image/png;base64,${Buffer.alloc(h.config.maxUploadBytes + 10, 1).toString('base64')}`);
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual([expect.objectContaining({ code: field, key: 'validation.imageTooLarge' })]);
    expect(files()).toBe(before);

    // a path is not image data: it is not stored as the image's name
    const named = await send('../../../etc/passwd.png');
    expect(named.statusCode).toBe(201);
    expect(stored(named.json())).not.toBe('../../../etc/passwd.png');

    const ok = await send(PNG);
    expect(ok.statusCode).toBe(201);
    const name = stored(ok.json()) as string;
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    const tenantId = owner(ok.json());
    expect(fs.existsSync(`${h.config.uploadsDir}/${tenantId}/${name}`)).toBe(true);
    const token = tenantId === org.tenantId ? org.token : (await login(h, ok.json().admin.email, 'Strong@123')).token;
    const served = await h.app.inject({ url: tenantUrl({ tenantId }, `/uploads/${name}`), headers: auth(token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});
