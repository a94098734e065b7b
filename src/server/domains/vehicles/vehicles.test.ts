// Vehicles beyond the generic CRUD tests (crud.test.ts runs those over this domain too): the
// driver's phone written as +91 and ten digits, bad capacities and types refused, another
// organisation's candidate, vehicle and user refused, and the assignment: one holder (a user or a
// team) at a time, also when two admins assign at the same moment.
import { sql } from 'drizzle-orm';
import { dbKinds, makeStaff, signedInOrganisation, type Harness, tenantCaller, randomName, useHarness } from '../../test/harness';
import type { Vehicle } from '../../../shared/api/vehicles';
import { insertRow } from '../../db/audit';
import { teams } from '../../db/schema';

type Org = Awaited<ReturnType<typeof signedInOrganisation>> & { staff: number[] };

describe.each(dbKinds())('vehicles on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  const call = tenantCaller(() => h);

  async function organisation(): Promise<Org> {
    const o = await signedInOrganisation(h);
    const staff = [(await makeStaff(h, o.tenantId, ['Task'])).id, (await makeStaff(h, o.tenantId, ['Task'])).id];
    return { ...o, staff };
  }
  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await organisation(), await organisation()];
  });

  const payload = (over: Record<string, unknown> = {}) => ({
    vehicle_name: randomName('Tempo'),
    vehicle_type: 1,
    seating_capacity: 3,
    weight_capacity: 1500,
    special_instructions: 'Loads at the Camp office',
    driver_name: 'Ganesh More',
    driver_phone_no: '9123456780',
    ...over,
  });
  const add = async (org: Org, over: Record<string, unknown> = {}) => (await call(org, 'POST', '/vehicles/add', payload(over))).json().vehicle as Vehicle;
  const count = async (tenantId: number) =>
    Number((await h.database.rows<{ n: number }>(sql`select count(*)::int as n from vehicles where tenant_id = ${tenantId}`))[0].n);

  it('adds a vehicle with the driver phone as +91 and ten digits, and lists it', async () => {
    const res = await call(a, 'POST', '/vehicles/add', payload({ vehicle_name: 'Bolero MH27' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().msg).toBe('Vehicle added successfully!');
    expect(res.json().vehicle).toMatchObject({ vehicle_name: 'Bolero MH27', vehicle_type: 1, driver_phone_no: '+919123456780', assigned_user: null });
    const one = await call(a, 'GET', `/vehicles/${res.json().vehicle.id}`);
    expect(one.json().vehicle.vehicle_name).toBe('Bolero MH27');
  });

  it('refuses bad types, capacities and phones by field, and stores nothing', async () => {
    const before = await count(a.tenantId);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ vehicle_type: 2 }, 'vehicle_type', 'validation.vehicleTypeRequired'],
      [{ vehicle_type: '' }, 'vehicle_type', 'validation.vehicleTypeRequired'],
      [{ seating_capacity: 0 }, 'seating_capacity', 'validation.positiveNumber'],
      [{ seating_capacity: -4 }, 'seating_capacity', 'validation.positiveNumber'],
      [{ weight_capacity: 'heavy' }, 'weight_capacity', 'validation.positiveNumber'],
      [{ weight_capacity: 2.5 }, 'weight_capacity', 'validation.positiveNumber'],
      [{ driver_phone_no: '12345' }, 'driver_phone_no', 'validation.driverPhone10'],
      [{ driver_name: '' }, 'driver_name', 'validation.driverNameRequired'],
      [{ candidate_id: b.adminId }, 'candidate_id', 'validation.unknownCandidate'],
    ];
    for (const [over, code, key] of cases) {
      const res = await call(a, 'POST', '/vehicles/add', payload(over));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ code, key })]));
    }
    expect(await count(a.tenantId)).toBe(before);
  });

  it('assigns a vehicle to one user at a time: another user gets 409 "Vehicle is already occupied!"', async () => {
    const v = await add(a);
    const first = await call(a, 'POST', '/vehicles/assign', { id: v.id, userId: a.staff[0] });
    expect(first.statusCode).toBe(200);
    expect(first.json().msg).toBe('User assigned successfully!');
    expect(first.json().vehicle.assigned_user).toBe(a.staff[0]);
    // the same user again is fine
    expect((await call(a, 'POST', '/vehicles/assign', { id: v.id, userId: a.staff[0] })).statusCode).toBe(200);
    const second = await call(a, 'POST', '/vehicles/assign', { id: v.id, userId: a.staff[1] });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ key: 'vehicle.occupied' });
    // a user who holds a vehicle cannot be deleted
    expect((await call(a, 'PUT', `/candidate/delete/${a.staff[0]}`)).statusCode).toBe(409);
    const [row] = await h.database.rows<{ assigned_user: number }>(sql`select assigned_user from vehicles where id = ${v.id}`);
    expect(Number(row.assigned_user)).toBe(a.staff[0]);
  });

  it("releases a vehicle from its holder so another can have it; refuses another organisation's vehicle and a bad id", async () => {
    const v = await add(a);
    expect((await call(a, 'POST', '/vehicles/assign', { id: v.id, userId: a.staff[0] })).statusCode).toBe(200);
    const released = await call(a, 'POST', '/vehicles/release', { id: v.id });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ key: 'vehicle.released', vehicle: { id: v.id, assigned_user: null, assigned_team: null } });
    // another user can now take the vehicle
    expect((await call(a, 'POST', '/vehicles/assign', { id: v.id, userId: a.staff[1] })).statusCode).toBe(200);
    const theirs = await add(b);
    expect((await call(b, 'POST', '/vehicles/assign', { id: theirs.id, userId: b.staff[0] })).statusCode).toBe(200);
    expect((await call(a, 'POST', '/vehicles/release', { id: theirs.id })).statusCode).toBe(404);
    const bad = await call(a, 'POST', '/vehicles/release', { id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('id');
    const [row] = await h.database.rows<{ assigned_user: number }>(sql`select assigned_user from vehicles where id = ${theirs.id}`);
    expect(Number(row.assigned_user)).toBe(b.staff[0]);
  });

  it('lets exactly one of two simultaneous assignments of a free vehicle succeed', async () => {
    const v = await add(a);
    const answers = await Promise.all(a.staff.map((userId) => call(a, 'POST', '/vehicles/assign', { id: v.id, userId })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().vehicle.assigned_user;
    const [row] = await h.database.rows<{ assigned_user: number }>(sql`select assigned_user from vehicles where id = ${v.id}`);
    expect(Number(row.assigned_user)).toBe(winner);
  });

  it("refuses another organisation's vehicle (404) and user (400), and changes nothing", async () => {
    const mine = await add(a);
    const theirs = await add(b);
    expect((await call(a, 'POST', '/vehicles/assign', { id: theirs.id, userId: a.staff[1] })).statusCode).toBe(404);
    const foreignUser = await call(a, 'POST', '/vehicles/assign', { id: mine.id, userId: b.staff[0] });
    expect(foreignUser.statusCode).toBe(400);
    expect(foreignUser.json().errors).toEqual([expect.objectContaining({ code: 'userId', key: 'validation.unknownUser' })]);
    expect((await call(a, 'GET', `/vehicles/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(b, 'GET', `/vehicles/${theirs.id}`)).json().vehicle.assigned_user).toBeNull();
    expect((await call(a, 'GET', `/vehicles/${mine.id}`)).json().vehicle.assigned_user).toBeNull();
  });

  it('assigns a vehicle to a team by the same call: one holder, user or team, and the team named', async () => {
    const team = await insertRow<{ id: number; name: string }>(h.database.db, { tenantId: a.tenantId, userId: a.adminId }, teams, { name: randomName('Team') });
    const theirTeam = await insertRow<{ id: number }>(h.database.db, { tenantId: b.tenantId, userId: b.adminId }, teams, { name: randomName('Team') });
    const v = await add(a);
    const given = await call(a, 'POST', '/vehicles/assign', { id: v.id, teamId: team.id });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({
      msg: 'Team assigned successfully!',
      vehicle: { assigned_team: team.id, assigned_user: null, assigned_team_details: { name: team.name } },
    });
    expect((await call(a, 'POST', '/vehicles/assign', { id: v.id, userId: a.staff[1] })).json()).toMatchObject({ key: 'vehicle.occupied' });
    // a team that holds a vehicle cannot be deleted
    expect((await call(a, 'PUT', `/teams/delete/${team.id}`)).statusCode).toBe(409);

    for (const [body, code, key] of [
      [{ id: v.id, userId: a.staff[1], teamId: team.id }, 'userId', 'validation.userOrTeam'],
      [{ id: v.id }, 'userId', 'validation.userOrTeam'],
      [{ id: v.id, teamId: theirTeam.id }, 'teamId', 'validation.unknownTeam'],
    ] as const) {
      const res = await call(a, 'POST', '/vehicles/assign', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ code, key })]);
    }
    const [row] = await h.database.rows<{ assigned_user: number | null; assigned_team: number }>(
      sql`select assigned_user, assigned_team from vehicles where id = ${v.id}`,
    );
    expect([row.assigned_user, Number(row.assigned_team)]).toEqual([null, team.id]);
  });
});
