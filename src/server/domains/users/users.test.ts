import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  dbKinds,
  makeOrganisation,
  makeStaff,
  login,
  auth,
  type Harness,
  tenantCaller,
  tenantUrl,
  areaAndOffice,
  signedInOrganisation,
  useHarness,
} from '../../test/harness';

// 1x1 PNG, a JPEG's first bytes, and a GIF (not accepted)
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]).toString('base64');
const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

type Org = Awaited<ReturnType<typeof makeOrganisation>> & { token: string; officeId: number; roles: Record<string, number> };
let seq = 0;
const phone = () => String(8000000000 + (Date.now() % 100000000) * 10 + (seq++ % 10)).slice(0, 10);
const email = () => `user-${Math.random().toString(36).slice(2, 10)}@example.org`;

describe.each(dbKinds())('users and candidates on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  const call = tenantCaller(() => h);

  async function organisation(): Promise<Org> {
    const o = await signedInOrganisation(h);
    const org = { ...o, officeId: (await areaAndOffice(h, o)).officeId, roles: {} as Record<string, number> };
    const roles = await h.database.rows<{ id: number; name: string }>(sql`select id, name from roles where tenant_id = ${o.tenantId}`);
    org.roles = Object.fromEntries(roles.map((r) => [r.name, r.id]));
    org.roles['Booth Pramukh'] = (await call(org, 'POST', '/roles/add', { name: 'Booth Pramukh', modules: ['Task'] })).json().role.id;
    return org;
  }
  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await organisation(), await organisation()];
  });

  const payload = (org: Org, role: string, over: Record<string, unknown> = {}) => ({
    installation_type: 1,
    org_id: org.tenantId,
    candidate_id: 0,
    reporting_to: org.adminId,
    f_name: 'Meena',
    l_name: 'Deshmukh',
    phone_no: phone(),
    email: email(),
    password: 'Field@1234',
    gender: 2,
    office: org.officeId,
    role_id: org.roles[role],
    special_note: 'Ward 12',
    profile_picture: 'def.png',
    adharcard_picture: '',
    slip_image: '',
    partno_list: '[3,5]',
    phone_visibility: 1,
    ...over,
  });
  const register = (org: Org, body: object, token?: string) => call(org, 'POST', '/candidate-register', body, token);
  const stored = async (id: number) => (await h.database.rows<Record<string, any>>(sql`select * from users where id = ${id}`))[0];
  const listed = async (org: Org) => (await call(org, 'GET', '/candidate-list')).json().candidates as Array<Record<string, any>>;

  it('registers a user of a role without login: no email or password kept; part numbers and phone visibility are', async () => {
    const res = await register(a, payload(a, 'Karyakarta', { phone_no: '98765 43210' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().msg).toBe('Registered successfully!');
    const c = res.json().candidate;
    expect(c).toMatchObject({
      f_name: 'Meena',
      phone_no: '+919876543210',
      email: null,
      partno_list: [3, 5],
      phone_visibility: 1,
      role_name: 'Karyakarta',
      type: 2,
    });
    expect(c.password_hash).toBeUndefined();
    const row = await stored(c.id);
    expect(row).toMatchObject({ email: null, password_hash: null, type: 2, office_id: a.officeId, reporting_to: a.adminId, profile_picture: 'def.png' });
  });

  it('accepts a ten-digit mobile that starts with 91 and stores it with the country code', async () => {
    const res = await register(a, payload(a, 'Karyakarta', { phone_no: '9123456780' }));
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json().candidate.id)).phone_no).toBe('+919123456780');
    const coded = await register(a, payload(a, 'Karyakarta', { phone_no: '919123456781' }));
    expect((await stored(coded.json().candidate.id)).phone_no).toBe('+919123456781');
  });

  it('registers a Candidate with photo, identity card and slip image stored as files; the candidate can sign in', async () => {
    const body = payload(a, 'Candidate', { profile_picture: PNG, adharcard_picture: JPEG, slip_image: PNG, email: email().toUpperCase() });
    const res = await register(a, body);
    expect(res.statusCode).toBe(201);
    const c = res.json().candidate;
    expect(c.email).toBe(body.email.toLowerCase());
    expect(c.profile_picture).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(c.adharcard_picture).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(c.slip_image).toMatch(/^[0-9a-f]{32}\.png$/);
    for (const f of [c.profile_picture, c.adharcard_picture, c.slip_image])
      expect(fs.existsSync(path.join(h.config.uploadsDir, String(a.tenantId), f))).toBe(true);
    // a login role keeps no part numbers or phone visibility
    expect(c).toMatchObject({ partno_list: [], phone_visibility: 0, role_name: 'Candidate' });
    const signIn = await login(h, body.email, 'Field@1234');
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ id: c.id, type: 2, role_name: 'Candidate' });
  });

  it('keeps the slip image for the role named Candidate only', async () => {
    const res = await register(a, payload(a, 'Booth Pramukh', { slip_image: PNG }));
    expect(res.statusCode).toBe(201);
    expect(res.json().candidate.slip_image).toBeNull();
  });

  it.each([
    ['no email for a login role', { email: '' }, 'email', 'Email is required.'],
    ['no password for a login role', { password: undefined }, 'password', 'Password is required.'],
    ['a short password', { password: 'short' }, 'password', 'Password must be at least 8 characters.'],
    ['a bad email', { email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    ['a short phone', { phone_no: '12345' }, 'phone_no', 'phone number must be 10 digits'],
    ['no first name', { f_name: ' ' }, 'f_name', 'First name is required.'],
    ['no gender', { gender: '' }, 'gender', 'Gender is required.'],
    ['no office', { office: '' }, 'office', 'Office is required.'],
    ['no role', { role_id: null }, 'role_id', 'Role is required.'],
    ['an unknown role', { role_id: 999999 }, 'role_id', 'Choose a role from the list.'],
    ['an unknown office', { office: 999999 }, 'office', 'Choose an office from the list.'],
    ['an unknown manager', { reporting_to: 999999 }, 'reporting_to', 'Choose a user from the list.'],
    ['part numbers that are not a list', { partno_list: '[3,' }, 'partno_list', 'Choose valid part numbers.'],
    ['a GIF photo', { profile_picture: GIF }, 'profile_picture', 'Only PNG, JPEG or WebP images are accepted.'],
    [
      'text posing as an image',
      { adharcard_picture: Buffer.from('hello, this is not an image').toString('base64') },
      'adharcard_picture',
      'Only PNG, JPEG or WebP images are accepted.',
    ],
  ])('refuses %s with a field error and stores nothing', async (_what, over, code, message) => {
    const before = (await listed(a)).length;
    const files = fs.existsSync(h.config.uploadsDir) ? fs.readdirSync(h.config.uploadsDir, { recursive: true }).length : 0;
    const res = await register(a, payload(a, 'Candidate', { profile_picture: PNG, ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ code, message }));
    expect((await listed(a)).length).toBe(before);
    expect(fs.existsSync(h.config.uploadsDir) ? fs.readdirSync(h.config.uploadsDir, { recursive: true }).length : 0).toBe(files);
  });

  it('refuses an image above the size cap', async () => {
    const big = Buffer.concat([Buffer.from(PNG.split(',')[1], 'base64'), Buffer.alloc(h.config.maxUploadBytes)]).toString('base64');
    const res = await register(a, payload(a, 'Candidate', { profile_picture: big }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'profile_picture', message: 'The image is too large.' });
  });

  it('answers 409 naming the field: email across the installation, phone within the organisation', async () => {
    const first = (await register(a, payload(a, 'Candidate'))).json().candidate;
    const sameEmail = await register(a, payload(a, 'Booth Pramukh', { email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().errors[0]).toMatchObject({ code: 'email', message: 'This email is already registered.' });
    const elsewhere = await register(b, payload(b, 'Candidate', { email: first.email }));
    expect(elsewhere.statusCode).toBe(409);
    expect((await register(a, payload(a, 'Candidate', { email: a.email }))).statusCode).toBe(409);
    const samePhone = await register(a, payload(a, 'Karyakarta', { phone_no: first.phone_no }));
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().errors[0]).toMatchObject({ code: 'phone_no', message: 'This phone number is already registered.' });
    // the same phone in another organisation is another person's business
    expect((await register(b, payload(b, 'Karyakarta', { phone_no: first.phone_no }))).statusCode).toBe(201);
  });

  it('lists the staff with organisation and role names, newest first, never the admin or a password', async () => {
    const c = (await register(a, payload(a, 'Booth Pramukh', { f_name: 'Listed' }))).json().candidate;
    const rows = await listed(a);
    expect(rows[0]).toMatchObject({
      id: c.id,
      f_name: 'Listed',
      l_name: 'Deshmukh',
      profile_picture: 'def.png',
      organization_full_name: expect.stringMatching(/^Org /),
      phone_no: c.phone_no,
      email: c.email,
      created_at: expect.any(String),
      role_name: 'Booth Pramukh',
      office: a.officeId,
      office_name: 'Head Office',
    });
    expect(rows.map((r) => r.id)).not.toContain(a.adminId);
    expect(rows.every((r) => !('password_hash' in r) && r.org_id === a.tenantId)).toBe(true);
    expect((await call(a, 'GET', `/candidate/edit/${c.id}`)).json().candidate).toMatchObject({ id: c.id, role_id: a.roles['Booth Pramukh'] });
  });

  it('updates by candidate_id: images that are not base64 keep the stored ones; the password may be left out', async () => {
    const c = (await register(a, payload(a, 'Candidate', { profile_picture: PNG, slip_image: PNG }))).json().candidate;
    const before = await stored(c.id);
    const res = await call(a, 'PUT', '/candidate/update', {
      ...payload(a, 'Candidate', { email: c.email, phone_no: '9822055555', password: '' }),
      candidate_id: c.id,
      f_name: 'Meenakshi',
      profile_picture: `https://storage.example/bucket/${c.profile_picture}`,
      slip_image: c.slip_image,
      adharcard_picture: JPEG,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Candidate updated successfully!');
    const after = await stored(c.id);
    expect(after).toMatchObject({ f_name: 'Meenakshi', phone_no: '+919822055555', profile_picture: c.profile_picture, slip_image: c.slip_image });
    // candidate_id of the update names the edited user; whom they work for is unchanged
    expect(after.candidate_id).toBe(before.candidate_id);
    expect(after.candidate_id).not.toBe(c.id);
    expect(after.adharcard_picture).toMatch(/\.jpg$/);
    expect(after.password_hash).toBe(before.password_hash);
    expect((await login(h, c.email, 'Field@1234')).status).toBe(200);
  });

  it('moving a user to a role without login clears email and password and ends their sessions', async () => {
    const body = payload(a, 'Booth Pramukh');
    const c = (await register(a, body)).json().candidate;
    const token = (await login(h, body.email, 'Field@1234')).token;
    expect(token).toBeTruthy();
    const res = await call(a, 'PUT', '/candidate/update', { ...body, role_id: a.roles.Karyakarta, candidate_id: c.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().candidate).toMatchObject({ email: null, partno_list: [3, 5], phone_visibility: 1 });
    expect(await stored(c.id)).toMatchObject({ email: null, password_hash: null });
    expect((await h.app.inject({ url: tenantUrl(a, '/me'), headers: auth(token) })).statusCode).toBe(401);
    // and back to a login role: now email and password are needed again
    const back = await call(a, 'PUT', '/candidate/update', { ...body, email: '', password: '', candidate_id: c.id });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors.map((e: { code: string }) => e.code)).toEqual(['email', 'password']);
  });

  it('edits only the row the update names: a body naming two rows, or a list for the id, changes nothing', async () => {
    const one = (await register(a, payload(a, 'Karyakarta'))).json().candidate;
    const other = (await register(a, payload(a, 'Karyakarta'))).json().candidate;
    const twice = await call(a, 'PUT', '/candidate/update', { ...payload(a, 'Karyakarta', { f_name: 'Changed' }), candidate_id: other.id, id: one.id });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([expect.objectContaining({ code: 'candidate_id', key: 'validation.idMismatch' })]);
    const listed = await call(a, 'PUT', '/candidate/update', { ...payload(a, 'Karyakarta', { f_name: 'Changed' }), candidate_id: [other.id] });
    expect(listed.statusCode).toBe(400);
    for (const c of [one, other]) expect((await stored(c.id)).f_name).not.toBe('Changed');
    // the same id under both names is the row itself
    const same = await call(a, 'PUT', '/candidate/update', { ...payload(a, 'Karyakarta', { f_name: 'Changed' }), candidate_id: one.id, id: one.id });
    expect(same.statusCode).toBe(200);
    expect((await stored(one.id)).f_name).toBe('Changed');
    expect((await stored(other.id)).f_name).not.toBe('Changed');
  });

  it('soft-deletes a user, who then cannot sign in; the admin row cannot be edited or deleted here', async () => {
    const body = payload(a, 'Booth Pramukh');
    const c = (await register(a, body)).json().candidate;
    const del = await call(a, 'PUT', `/candidate/delete/${c.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().msg).toBe('The Candidate has been deleted.');
    expect((await listed(a)).map((r) => r.id)).not.toContain(c.id);
    expect((await call(a, 'GET', `/candidate/edit/${c.id}`)).statusCode).toBe(404);
    expect((await login(h, body.email, 'Field@1234')).status).toBe(401);
    // the email and phone are free again
    expect((await register(a, payload(a, 'Booth Pramukh', { email: body.email, phone_no: body.phone_no }))).statusCode).toBe(201);

    const admin = await call(a, 'PUT', `/candidate/delete/${a.adminId}`);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().msg).toBe("The organisation's admin cannot be edited or deleted here.");
    const edit = await call(a, 'PUT', '/candidate/update', { ...payload(a, 'Karyakarta'), candidate_id: a.adminId });
    expect(edit.statusCode).toBe(403);
    expect(await stored(a.adminId)).toMatchObject({ deleted_at: null, type: 1, email: a.email });
  });

  it("keeps organisations apart: another tenant's path is 403, its ids 404, its rows refused as references", async () => {
    const theirs = (await register(b, payload(b, 'Booth Pramukh'))).json().candidate;
    expect((await call(b, 'GET', '/candidate-list', undefined, a.token)).statusCode).toBe(403);
    expect((await register(b, payload(b, 'Karyakarta'), a.token)).statusCode).toBe(403);
    expect((await call(a, 'GET', `/candidate/edit/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(a, 'PUT', '/candidate/update', { ...payload(a, 'Karyakarta'), candidate_id: theirs.id })).statusCode).toBe(404);
    expect((await call(a, 'PUT', `/candidate/delete/${theirs.id}`)).statusCode).toBe(404);
    expect(await stored(theirs.id)).toMatchObject({ f_name: 'Meena', deleted_at: null, tenant_id: b.tenantId });

    const refs = [
      [{ role_id: b.roles.Karyakarta }, 'role_id', 'Choose a role from the list.'],
      [{ office: b.officeId }, 'office', 'Choose an office from the list.'],
      [{ reporting_to: theirs.id }, 'reporting_to', 'Choose a user from the list.'],
      [{ candidate_id: b.adminId }, 'candidate_id', 'Choose a user from the list.'],
    ] as const;
    for (const [over, code, message] of refs) {
      const res = await register(a, payload(a, 'Karyakarta', over));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ code, message }));
    }
  });

  it('lets staff with the Candidates module register users, but not with modules they lack', async () => {
    const staff = await makeStaff(h, a.tenantId, ['Candidates', 'Task']);
    const token = (await login(h, staff.email)).token;
    expect((await register(a, payload(a, 'Booth Pramukh'), token)).statusCode).toBe(201);
    const admin = await register(a, payload(a, 'Admin'), token);
    expect(admin.statusCode).toBe(400);
    expect(admin.json().errors[0]).toMatchObject({ code: 'role_id', message: 'You cannot give a role with modules you do not have.' });
    // nor change or remove someone whose role reaches further than theirs
    const above = (await register(a, payload(a, 'Candidate'))).json().candidate;
    const edit = await call(a, 'PUT', '/candidate/update', { ...payload(a, 'Booth Pramukh'), candidate_id: above.id, password: 'Takeover@123' }, token);
    expect(edit.statusCode).toBe(403);
    expect(edit.json().msg).toBe("This user's role has modules you do not have.");
    expect((await call(a, 'PUT', `/candidate/delete/${above.id}`, undefined, token)).statusCode).toBe(403);
    expect(await stored(above.id)).toMatchObject({ deleted_at: null, role_id: a.roles.Candidate });
    const peer = (await register(a, payload(a, 'Booth Pramukh'))).json().candidate;
    expect((await call(a, 'PUT', '/candidate/update', { ...payload(a, 'Booth Pramukh'), candidate_id: peer.id }, token)).statusCode).toBe(200);
    expect((await call(a, 'PUT', `/candidate/delete/${peer.id}`, undefined, token)).statusCode).toBe(200);
    const none = await makeStaff(h, a.tenantId, ['Task']);
    expect((await call(a, 'GET', '/candidate-list', undefined, (await login(h, none.email)).token)).statusCode).toBe(403);
  });

  it("refuses a common password or the email as the password, and a new password ends the user's sessions", async () => {
    for (const password of ['qwerty123', 'Password1']) {
      const res = await register(a, payload(a, 'Booth Pramukh', { password }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ code: 'password', key: 'validation.passwordCommon' })]);
    }
    const mail = email();
    const same = await register(a, payload(a, 'Booth Pramukh', { email: mail, password: mail }));
    expect(same.json().errors).toEqual([expect.objectContaining({ code: 'password', key: 'validation.passwordCommon' })]);

    const body = payload(a, 'Booth Pramukh', { email: mail });
    const user = (await register(a, body)).json().candidate as { id: number };
    const devices = [(await login(h, mail, 'Field@1234')).token, (await login(h, mail, 'Field@1234')).token];
    const me = (token: string) => h.app.inject({ url: `/api/v1/admin/${a.tenantId}/me`, headers: auth(token) });
    for (const token of devices) expect((await me(token)).statusCode).toBe(200);
    // a refused new password changes nothing
    expect((await call(a, 'PUT', '/candidate/update', { ...body, password: '123456789', candidate_id: user.id })).statusCode).toBe(400);
    for (const token of devices) expect((await me(token)).statusCode).toBe(200);
    const changed = await call(a, 'PUT', '/candidate/update', { ...body, password: 'Ward12@Amravati', candidate_id: user.id });
    expect(changed.statusCode).toBe(200);
    for (const token of devices) expect((await me(token)).statusCode).toBe(401);
    expect((await call(a, 'GET', '/candidate-list')).statusCode).toBe(200);
    expect((await login(h, mail, 'Ward12@Amravati')).token).toBeTruthy();
  });
});
