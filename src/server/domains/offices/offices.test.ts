import { sql } from 'drizzle-orm';
import { dbKinds, makeOrganisation, makeStaff, login, type Harness, RING, tenantCaller, signedInOrganisation, useHarness } from '../../test/harness';

type Org = Awaited<ReturnType<typeof makeOrganisation>> & { token: string; areaId: number; staffId: number };
const LOCATION = { type: 'Point', coordinates: [77.7597, 20.9142] };

describe.each(dbKinds())('offices on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  const call = tenantCaller(() => h);

  async function organisation(): Promise<Org> {
    const o = await signedInOrganisation(h);
    const org = { ...o, areaId: 0, staffId: 0 };
    const area = await call(org, 'POST', '/area/add', { name: 'Rajapeth', area: RING });
    org.areaId = area.json().area.id;
    org.staffId = (await makeStaff(h, o.tenantId, ['Office'])).id;
    await h.database.db.execute(sql`update users set f_name = 'Sunil', l_name = 'Wankhede' where id = ${org.staffId}`);
    return org;
  }
  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await organisation(), await organisation()];
  });

  const payload = (org: Org, over: Record<string, unknown> = {}) => ({
    office_name: `Office ${Math.random().toString(36).slice(2, 8)}`,
    area_id: org.areaId,
    primary_incharge: org.adminId,
    secondary_incharge: org.staffId,
    location: LOCATION,
    address: 'Rajapeth, Amravati, Maharashtra 444601',
    ...over,
  });
  const list = async (org: Org) => (await call(org, 'GET', '/office')).json().offices as Array<Record<string, any>>;

  it('adds an office; the list names its area and in-charges, the location name is the address', async () => {
    const res = await call(a, 'POST', '/office/add', payload(a, { office_name: 'Head Office' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().msg).toBe('Office added successfully!');
    const office = res.json().office;
    const expected = {
      id: office.id,
      office_name: 'Head Office',
      area_id: a.areaId,
      area: 'Rajapeth',
      primary_incharge: a.adminId,
      secondary_incharge: a.staffId,
      primary_incharge_details: { f_name: 'Asha', l_name: 'Patil' },
      secondary_incharge_details: { f_name: 'Sunil', l_name: 'Wankhede' },
      location: LOCATION,
      address: 'Rajapeth, Amravati, Maharashtra 444601',
      location_name: 'Rajapeth, Amravati, Maharashtra 444601',
      teams: [],
    };
    expect(office).toMatchObject(expected);
    expect((await list(a)).find((o) => o.id === office.id)).toMatchObject(expected);
    expect((await call(a, 'GET', `/office/edit/${office.id}`)).json().office).toMatchObject(expected);
  });

  it('takes the secondary in-charge as optional', async () => {
    const res = await call(a, 'POST', '/office/add', payload(a, { secondary_incharge: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().office).toMatchObject({ secondary_incharge: null, secondary_incharge_details: null });
  });

  it.each([
    ['no location', { location: undefined }, 'location', 'Please select a location before adding the office.'],
    ['a location that is no point', { location: { type: 'Point', coordinates: [] } }, 'location', 'Please select a location before adding the office.'],
    ['a location outside India', { location: { type: 'Point', coordinates: [-74, 40.7] } }, 'location', 'The location must be in India.'],
    ['no address', { address: '  ' }, 'address', 'Please enter an address before adding the office.'],
    ['no office name', { office_name: '' }, 'office_name', 'Office name is required.'],
    ['no area', { area_id: '' }, 'area_id', 'Area is required.'],
    ['no primary in-charge', { primary_incharge: null }, 'primary_incharge', 'Primary incharge is required.'],
    ['the same person twice', { secondary_incharge: 'admin' }, 'secondary_incharge', 'The secondary incharge must be a different person.'],
    ['an unknown area', { area_id: 999999 }, 'area_id', 'Choose an area from the list.'],
    ['an unknown in-charge', { secondary_incharge: 999999 }, 'secondary_incharge', 'Choose a user from the list.'],
  ])('refuses %s with a field error and stores nothing', async (_what, over, code, message) => {
    const before = (await list(a)).length;
    const body = payload(a, over);
    if ((over as Record<string, unknown>).secondary_incharge === 'admin') body.secondary_incharge = a.adminId;
    const res = await call(a, 'POST', '/office/add', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ code, message }));
    expect((await list(a)).length).toBe(before);
  });

  it("refuses another organisation's area and users exactly like unknown ones", async () => {
    const area = await call(a, 'POST', '/office/add', payload(a, { area_id: b.areaId }));
    expect(area.statusCode).toBe(400);
    expect(area.json().errors).toEqual([expect.objectContaining({ code: 'area_id', message: 'Choose an area from the list.' })]);
    const users = await call(a, 'POST', '/office/add', payload(a, { primary_incharge: b.adminId, secondary_incharge: b.staffId }));
    expect(users.statusCode).toBe(400);
    expect(users.json().errors.map((e: { code: string }) => e.code)).toEqual(['primary_incharge', 'secondary_incharge']);
    const { office } = (await call(a, 'POST', '/office/add', payload(a))).json();
    const upd = await call(a, 'PUT', '/office/update', { ...payload(a), office_id: office.id, area_id: b.areaId });
    expect(upd.statusCode).toBe(400);
    expect((await call(a, 'GET', `/office/edit/${office.id}`)).json().office.area_id).toBe(a.areaId);
  });

  it('updates by office_id; the location name follows the address; a deleted area is refused', async () => {
    const { office } = (await call(a, 'POST', '/office/add', payload(a))).json();
    const upd = await call(a, 'PUT', '/office/update', {
      ...payload(a, { office_name: 'Camp Office', address: 'Camp, Amravati', secondary_incharge: null }),
      office_id: office.id,
      location_name: 'ignored',
      area: 'ignored',
      teams: [],
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().msg).toBe('Office updated successfully!');
    expect(upd.json().office).toMatchObject({
      office_name: 'Camp Office',
      address: 'Camp, Amravati',
      location_name: 'Camp, Amravati',
      secondary_incharge: null,
    });

    const gone = (await call(a, 'POST', '/area/add', { name: 'Gone', area: RING })).json().area;
    await call(a, 'PUT', `/area/delete/${gone.id}`);
    const res = await call(a, 'PUT', '/office/update', { ...payload(a), office_id: office.id, area_id: gone.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('area_id');
  });

  it('is open to staff with the Office module only', async () => {
    const staff = await makeStaff(h, a.tenantId, ['Office']);
    const token = (await login(h, staff.email)).token;
    expect((await call(a, 'POST', '/office/add', payload(a), token)).statusCode).toBe(201);
    expect((await call(a, 'GET', '/area', undefined, token)).statusCode).toBe(200);
    const other = await makeStaff(h, a.tenantId, ['Candidates']);
    const otherToken = (await login(h, other.email)).token;
    expect((await call(a, 'GET', '/office', undefined, otherToken)).statusCode).toBe(403);
  });
});
