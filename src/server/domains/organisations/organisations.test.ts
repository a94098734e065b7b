import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { dbKinds, startHarness, makeOrganisation, makeSuperAdmin, login, auth, type Harness } from '../../test/harness';

// 1x1 PNG
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const payload = (over: Record<string, unknown> = {}) => ({
  installation_type: 1,
  organization_full_name: 'Lok Seva Manch',
  organization_short_name: 'LSM',
  f_name: 'Vijay',
  l_name: 'Jadhav',
  phone_no: '98220 12345',
  email: `vijay-${Math.random().toString(36).slice(2)}@example.org`,
  password: 'Strong@123',
  gender: 1,
  organization_symbol: PNG,
  ...over,
});

describe.each(dbKinds())('organisations on %s', (kind) => {
  let h: Harness;
  let superToken: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    const sup = await makeSuperAdmin(h);
    superToken = (await login(h, sup.email)).token;
  });
  afterAll(() => h.close());

  const register = (body: unknown, token = superToken) =>
    h.app.inject({ method: 'POST', url: '/api/v1/admin/1/super-admin/new-admin-register', headers: auth(token), payload: body as object });

  it('creates an organisation and its first admin, who can sign in and starts onboarding', async () => {
    const body = payload();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const { admin, tenant_id } = res.json();
    expect(admin).toMatchObject({ f_name: 'Vijay', phone_no: '+919822012345', email: body.email, org_id: tenant_id });
    expect(admin.organization_details.organization_symbol).toMatch(/^[0-9a-f]{32}\.png$/);
    const file = path.join(h.config.uploadsDir, String(tenant_id), admin.organization_details.organization_symbol);
    expect(fs.existsSync(file)).toBe(true);
    // the organisation list shows it to the super administrator
    const served = await h.app.inject({
      url: `/api/v1/admin/1/super-admin/organisations/${tenant_id}/symbols/${admin.organization_details.organization_symbol}`,
      headers: auth(superToken),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const l = await login(h, body.email, 'Strong@123');
    expect(l.body.user).toMatchObject({ type: 1, installation_type: 1, steps: 1, org_id: tenant_id, tenant: { id: tenant_id, admin_id: admin.id } });
    const roles = await h.database.rows<{ name: string }>(sql`select name from roles where tenant_id = ${tenant_id} order by id`);
    expect(roles.map((r) => r.name)).toEqual(['Admin', 'Candidate', 'Karyakarta']);
  });

  it.each([
    [{ installation_type: 0 }, 'installation_type', 'Installation type is required.'],
    [{ organization_full_name: '' }, 'organization_full_name', 'Organisation full name is required.'],
    [{ organization_short_name: ' ' }, 'organization_short_name', 'Organisation short name is required.'],
    [{ f_name: '' }, 'f_name', 'First name is required.'],
    [{ phone_no: '12345' }, 'phone_no', 'phone number must be 10 digits'],
    [{ phone_no: '' }, 'phone_no', 'Phone number is required.'],
    [{ email: 'nope' }, 'email', 'Enter a valid email address.'],
    [{ password: '' }, 'password', 'Password is required.'],
    [{ gender: 7 }, 'gender', 'Gender is required.'],
    [
      { organization_symbol: 'data:image/png;base64,' + Buffer.from('<svg onload=alert(1)>').toString('base64') },
      'organization_symbol',
      'Only PNG, JPEG or WebP images are accepted.',
    ],
  ])('rejects %j with its field error and creates nothing', async (over, code, message) => {
    const before = await h.database.rows<{ n: number }>(sql`select count(*) n from tenants`);
    const res = await register(payload(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ code, message }));
    const after = await h.database.rows<{ n: number }>(sql`select count(*) n from tenants`);
    expect(Number(after[0].n)).toBe(Number(before[0].n));
  });

  it('answers 409 on an email already registered', async () => {
    const body = payload();
    expect((await register(body)).statusCode).toBe(201);
    const again = await register(payload({ email: body.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'email', message: 'This email is already registered.' });
  });

  it('lists, reads and updates admins; organisation admins may not', async () => {
    const body = payload({ organization_full_name: 'Jan Shakti' });
    const { admin } = (await register(body)).json();
    const list = await h.app.inject({ url: '/api/v1/admin/1/super-admin/admin-list', headers: auth(superToken) });
    expect(list.statusCode).toBe(200);
    expect(list.json().admins.map((a: { id: number }) => a.id)).toContain(admin.id);
    const one = await h.app.inject({ url: `/api/v1/admin/1/super-admin/admin/edit/${admin.id}`, headers: auth(superToken) });
    expect(one.json().candidate.admin.organization_details.organization_full_name).toBe('Jan Shakti');
    const upd = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/1/super-admin/admin/update',
      headers: auth(superToken),
      payload: { ...body, admin_id: admin.id, organization_full_name: 'Jan Shakti Manch', password: undefined },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().admin.organization_full_name).toBe('Jan Shakti Manch');
    expect((await login(h, body.email, 'Strong@123')).status).toBe(200);
    const missing = await h.app.inject({ url: '/api/v1/admin/1/super-admin/admin/edit/999999', headers: auth(superToken) });
    expect(missing.statusCode).toBe(404);

    const org = await makeOrganisation(h);
    const orgToken = (await login(h, org.email)).token;
    expect((await register(payload(), orgToken)).statusCode).toBe(403);
    const own = await h.app.inject({ url: `/api/v1/admin/${org.tenantId}/super-admin/admin-list`, headers: auth(orgToken) });
    expect(own.statusCode).toBe(403);
  });

  it('gives the super administrator a dashboard of organisation counts, and nobody else', async () => {
    const url = '/api/v1/admin/1/super-admin/dashboard';
    const before = (await h.app.inject({ url, headers: auth(superToken) })).json();
    const org = await makeOrganisation(h);
    const res = await h.app.inject({ url, headers: auth(superToken) });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.organisations).toBe(before.organisations + 1);
    expect(after.recent).toBe(before.recent + 1);
    expect(after.users).toBeGreaterThan(before.users);
    const total = after.by_installation_type.reduce((n: number, r: { count: number }) => n + r.count, 0);
    expect(total).toBe(after.organisations);
    const orgToken = (await login(h, org.email)).token;
    expect((await h.app.inject({ url: `/api/v1/admin/${org.tenantId}/super-admin/dashboard`, headers: auth(orgToken) })).statusCode).toBe(403);
  });
});
