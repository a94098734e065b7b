// Vehicle requests beyond the generic CRUD tests: the requester recorded, approval with a vehicle
// and rejection with a reason, a decided request left alone, one vehicle never approved for two
// events that overlap in time (also when two admins approve at the same moment), another
// organisation's requests, events and vehicles out of reach, and bad input refused.
import { sql } from 'drizzle-orm';
import moment from 'moment-timezone';
import { areaAndOffice, dbKinds, randomName, signedInOrganisation, tenantCaller, useHarness, type Harness } from '../../test/harness';
import type { VehicleRequest } from '../../../shared/api/vehicleRequests';

type Org = Awaited<ReturnType<typeof signedInOrganisation>> & { events: number[]; vehicles: number[] };

describe.each(dbKinds())('vehicle requests on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  const call = tenantCaller(() => h);
  const at = (days: number, hour: number) => moment.tz('Asia/Kolkata').startOf('day').add(days, 'days').add(hour, 'hours').format('YYYY-MM-DD HH:mm');

  async function organisation(): Promise<Org> {
    const o = await signedInOrganisation(h);
    const { areaId } = await areaAndOffice(h, o);
    const group = await call(o, 'POST', '/voters-group/add', {
      voter_group_name: 'Youth',
      voter_group_description: 'First-time voters',
      area_id: areaId,
      location: { type: 'Point', coordinates: [77.7597, 20.9142] },
      location_name: 'Rajapeth',
    });
    const event = async (start: string, end: string) =>
      (
        await call(o, 'POST', '/events/add', {
          event_name: randomName('Sabha'),
          event_start: start,
          event_end: end,
          area_id: areaId,
          location: { type: 'Point', coordinates: [77.7597, 20.9142] },
          voter_group_id: group.json().voter_group.id,
          first_contact: o.adminId,
          candidate_id: o.adminId,
        })
      ).json().event.id as number;
    // the first two overlap (10:00-13:00 and 12:00-15:00), the third is the next day
    const events = [await event(at(5, 10), at(5, 13)), await event(at(5, 12), at(5, 15)), await event(at(6, 10), at(6, 13))];
    const vehicle = async () =>
      (
        await call(o, 'POST', '/vehicles/add', {
          vehicle_name: randomName('Bolero'),
          vehicle_type: 0,
          seating_capacity: 7,
          weight_capacity: 500,
          driver_name: 'Ganesh More',
          driver_phone_no: '9822000111',
        })
      ).json().vehicle.id as number;
    return { ...o, events, vehicles: [await vehicle(), await vehicle()] };
  }
  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await organisation(), await organisation()];
  });

  const ask = async (org: Org, eventId: number, over: Record<string, unknown> = {}) => {
    const res = await call(org, 'POST', '/request-vehicle/add', { vehicle_type: 0, capacity: 6, event_id: eventId, device_location: [77.76, 20.93], ...over });
    expect(res.statusCode).toBe(201);
    return res.json().request as VehicleRequest;
  };
  const accept = (org: Org, id: number, vehicleId: number | string) => call(org, 'GET', `/request-vehicle/accept?id=${id}&vehicle_id=${vehicleId}`);
  const deny = (org: Org, id: number, reason: string) => call(org, 'GET', `/request-vehicle/deny?id=${id}&rejection_reason=${encodeURIComponent(reason)}`);
  const stored = async (id: number) =>
    (
      await h.database.rows<{ status: number; vehicle_id: number | null; rejection_reason: string | null }>(
        sql`select status, vehicle_id, rejection_reason from vehicle_requests where id = ${id}`,
      )
    )[0];

  it('records the request with its requester, event and device location, pending', async () => {
    const r = await ask(a, a.events[0]);
    expect(r).toMatchObject({ status: 0, capacity: 6, vehicle_type: 0, requested_by: a.adminId, device_location: [77.76, 20.93], vehicle_id: null });
    expect(r.events?.event_name).toMatch(/Sabha/);
    expect(r.requester?.f_name).toBeTruthy();
    const listed = (await call(a, 'GET', '/request-vehicle')).json().request as VehicleRequest[];
    expect(listed.map((x) => x.id)).toContain(r.id);
    expect((await call(a, 'GET', `/request-vehicle/${r.id}`)).json().request.id).toBe(r.id);
  });

  it('approves with a vehicle, rejects with a reason, and leaves a decided request alone', async () => {
    const one = await ask(a, a.events[2]);
    const approved = await accept(a, one.id, a.vehicles[1]);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ msg: 'Vehicle approved successfully!', request: { status: 1, vehicle_id: a.vehicles[1] } });
    expect(approved.json().request.vehicle_name).toMatch(/Bolero/);

    const two = await ask(a, a.events[2]);
    const rejected = await deny(a, two.id, 'No carrier free that day');
    expect(rejected.json()).toMatchObject({
      msg: 'Vehicle request rejected successfully!',
      request: { status: 2, rejection_reason: 'No carrier free that day' },
    });

    for (const res of [await accept(a, two.id, a.vehicles[0]), await deny(a, one.id, 'changed my mind')]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().key).toBe('vehicleRequest.decided');
    }
    expect((await call(a, 'PUT', `/request-vehicle/${one.id}`, { vehicle_type: 1, capacity: 2, event_id: a.events[2] })).statusCode).toBe(409);
    expect(await stored(one.id)).toMatchObject({ status: 1 });
    expect(await stored(two.id)).toMatchObject({ status: 2, vehicle_id: null });
    const audited = await h.database.rows<{ action: string; changed: Record<string, unknown> }>(
      sql`select action, changed from audit_log where tenant_id = ${a.tenantId} and entity = 'vehicle_requests' and entity_id = ${String(one.id)} order by id`,
    );
    expect(audited.map((x) => x.action)).toEqual(['create', 'update']);
    expect(audited[1].changed).toMatchObject({ status: 1, vehicle_id: a.vehicles[1] });
    // a vehicle approved for a request cannot be deleted
    expect((await call(a, 'PUT', `/vehicles/delete/${a.vehicles[1]}`)).statusCode).toBe(409);
  });

  it('refuses a vehicle for an event overlapping one it is approved for, and allows one that does not overlap', async () => {
    const first = await ask(a, a.events[0]);
    const second = await ask(a, a.events[1]);
    const third = await ask(a, a.events[2]);
    expect((await accept(a, first.id, a.vehicles[0])).statusCode).toBe(200);
    const clash = await accept(a, second.id, a.vehicles[0]);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ key: 'vehicleRequest.overlap', errors: [expect.objectContaining({ code: 'vehicle_id' })] });
    expect(await stored(second.id)).toMatchObject({ status: 0, vehicle_id: null });
    expect((await accept(a, third.id, a.vehicles[0])).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous approvals of one vehicle for overlapping events succeed', async () => {
    const o = await organisation();
    const x = await ask(o, o.events[0]);
    const y = await ask(o, o.events[1]);
    const answers = await Promise.all([accept(o, x.id, o.vehicles[0]), accept(o, y.id, o.vehicles[0])]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await h.database.rows<{ n: number }>(sql`select count(*)::int as n from vehicle_requests where tenant_id = ${o.tenantId} and status = 1`);
    expect(rows[0].n).toBe(1);
  });

  it("never reaches another organisation's requests, events or vehicles", async () => {
    const mine = await ask(a, a.events[0]);
    const theirs = await ask(b, b.events[0]);
    const count = async () => (await h.database.rows<{ n: number }>(sql`select count(*)::int as n from vehicle_requests`))[0].n;
    const before = await count();
    expect((await call(b, 'GET', `/request-vehicle/${mine.id}`)).statusCode).toBe(404);
    expect((await accept(b, mine.id, b.vehicles[0])).statusCode).toBe(404);
    expect((await deny(b, mine.id, 'x')).statusCode).toBe(404);
    expect((await call(b, 'PUT', `/request-vehicle/${mine.id}`, { vehicle_type: 1, capacity: 2, event_id: b.events[0] })).statusCode).toBe(404);
    expect(
      (await h.app.inject({ method: 'DELETE', url: `/api/v1/admin/${b.tenantId}/request-vehicle/${mine.id}`, headers: { authorization: `Bearer ${b.token}` } }))
        .statusCode,
    ).toBe(404);
    const foreignVehicle = await accept(a, mine.id, b.vehicles[0]);
    expect(foreignVehicle.statusCode).toBe(400);
    expect(foreignVehicle.json().errors[0]).toMatchObject({ code: 'vehicle_id', key: 'validation.unknownVehicle' });
    const foreignEvent = await call(a, 'POST', '/request-vehicle/add', { vehicle_type: 0, capacity: 6, event_id: b.events[0] });
    expect(foreignEvent.statusCode).toBe(400);
    expect(foreignEvent.json().errors[0]).toMatchObject({ code: 'event_id', key: 'validation.unknownEvent' });
    expect(((await call(b, 'GET', '/request-vehicle')).json().request as VehicleRequest[]).map((r) => r.id)).toEqual([theirs.id]);
    // its own request is deleted by DELETE (soft: gone from the list)
    const gone = await h.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/${b.tenantId}/request-vehicle/${theirs.id}`,
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(gone.statusCode).toBe(200);
    expect((await call(b, 'GET', '/request-vehicle')).json().request).toEqual([]);
    expect(await count()).toBe(before);
    expect(await stored(mine.id)).toMatchObject({ status: 0, vehicle_id: null });
    const updated = await call(a, 'PUT', `/request-vehicle/${mine.id}`, { vehicle_type: 1, capacity: 400, event_id: a.events[1] });
    expect(updated.json()).toMatchObject({ msg: 'Vehicle request updated successfully!', request: { vehicle_type: 1, capacity: 400 } });
  });

  it('refuses bad input by field and stores nothing', async () => {
    const r = await ask(a, a.events[0]);
    const count = async () => (await h.database.rows<{ n: number }>(sql`select count(*)::int as n from vehicle_requests where tenant_id = ${a.tenantId}`))[0].n;
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ vehicle_type: 7 }, 'vehicle_type'],
      [{ capacity: -1 }, 'capacity'],
      [{ capacity: 'abc' }, 'capacity'],
      [{ capacity: 2.5 }, 'capacity'],
      [{ device_location: [0, 0] }, 'device_location'],
      [{ event_id: null }, 'event_id'],
    ];
    for (const [over, code] of cases) {
      const res = await call(a, 'POST', '/request-vehicle/add', { vehicle_type: 0, capacity: 6, event_id: a.events[0], ...over });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ code })]));
    }
    expect(await count()).toBe(before);
    const noVehicle = await call(a, 'GET', `/request-vehicle/accept?id=${r.id}`);
    expect(noVehicle.statusCode).toBe(400);
    expect(noVehicle.json().errors[0]).toMatchObject({ code: 'vehicle_id', key: 'vehicleRequest.selectVehicle' });
    const noReason = await deny(a, r.id, '   ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0]).toMatchObject({ code: 'rejection_reason', key: 'vehicleRequest.reasonRequired' });
    expect(await stored(r.id)).toMatchObject({ status: 0, vehicle_id: null, rejection_reason: null });
  });
});
