// Events beyond the generic CRUD tests (crud.test.ts runs those over this domain too): India times
// kept as instants, end after start, every reference checked against the organisation's own live
// rows, another organisation's event out of reach, and the report's window of days.
import { sql } from 'drizzle-orm';
import moment from 'moment-timezone';
import { dbKinds, fieldOrganisation, type Harness, tenantCaller, randomName, useHarness } from '../../test/harness';
import type { CampaignEvent } from '../../../shared/api/events';

type Org = Awaited<ReturnType<typeof fieldOrganisation>>;

describe.each(dbKinds())('events on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  const call = tenantCaller(() => h);

  const organisation = (): Promise<Org> => fieldOrganisation(h, ['Events']);
  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await organisation(), await organisation()];
  });

  const inDays = (days: number, hour: number) => moment.tz('Asia/Kolkata').startOf('day').add(days, 'days').add(hour, 'hours').format('YYYY-MM-DD HH:mm');
  const payload = (org: Org, over: Record<string, unknown> = {}) => ({
    event_name: randomName('Sabha'),
    event_start: inDays(10, 17),
    event_end: inDays(10, 19),
    area_id: org.areaId,
    location: { type: 'Point', coordinates: [77.7597, 20.9142] },
    location_name: 'Rajapeth Chowk, Amravati',
    voter_group_id: org.groupId,
    first_contact: org.adminId,
    second_contact: org.staff,
    candidate_id: org.adminId,
    team: [org.teamId],
    vehicles: [org.vehicleId],
    ...over,
  });
  const count = async (tenantId: number) =>
    Number((await h.database.rows<{ n: number }>(sql`select count(*)::int as n from events where tenant_id = ${tenantId}`))[0].n);

  it('adds an event typed in India time and answers it as instants with its area and voter group', async () => {
    const res = await call(
      a,
      'POST',
      '/events/add',
      payload(a, { event_name: 'Rajapeth Sabha', event_start: '2026-12-05 17:00', event_end: '2026-12-05T19:30' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().msg).toBe('Event added successfully!');
    const event = res.json().event as CampaignEvent;
    expect(event).toMatchObject({
      event_name: 'Rajapeth Sabha',
      event_start: '2026-12-05T11:30:00Z',
      event_end: '2026-12-05T14:00:00Z',
      area: 'Rajapeth',
      voter_group_name: 'Market vendors',
      team: [a.teamId],
      vehicles: [a.vehicleId],
    });
    expect((await call(a, 'GET', `/events/edit/${event.id}`)).json().event.event_name).toBe('Rajapeth Sabha');
  });

  it('refuses an end before the start, missing fields and unreadable times by field, and stores nothing', async () => {
    const before = await count(a.tenantId);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ event_end: inDays(10, 16) }, 'event_end', 'validation.endAfterStart'],
      [{ event_end: inDays(10, 17) }, 'event_end', 'validation.endAfterStart'],
      [{ event_start: 'tomorrow' }, 'event_start', 'validation.dateTime'],
      [{ event_start: '' }, 'event_start', 'validation.eventStartRequired'],
      [{ event_name: ' ' }, 'event_name', 'validation.eventNameRequired'],
      [{ voter_group_id: '' }, 'voter_group_id', 'validation.voterGroupRequired'],
      [{ location: null }, 'location', 'validation.eventLocation'],
      [{ first_contact: null }, 'first_contact', 'validation.firstContactRequired'],
      [{ candidate_id: '' }, 'candidate_id', 'validation.candidateRequired'],
      [{ team: [a.teamId, a.teamId] }, 'team', 'validation.unknownTeam'],
    ];
    for (const [over, code, key] of cases) {
      const res = await call(a, 'POST', '/events/add', payload(a, over));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ code, key })]));
    }
    expect(await count(a.tenantId)).toBe(before);
  });

  it("refuses another organisation's area, voter group, contacts, teams and vehicles by field", async () => {
    const before = [await count(a.tenantId), await count(b.tenantId)];
    const res = await call(
      a,
      'POST',
      '/events/add',
      payload(a, {
        area_id: b.areaId,
        voter_group_id: b.groupId,
        first_contact: b.adminId,
        second_contact: b.staff,
        team: [b.teamId],
        vehicles: [b.vehicleId],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect((res.json().errors as Array<{ code: string }>).map((e) => e.code).sort()).toEqual(
      ['area_id', 'first_contact', 'second_contact', 'team', 'vehicles', 'voter_group_id'].sort(),
    );
    expect([await count(a.tenantId), await count(b.tenantId)]).toEqual(before);
  });

  it("answers 404 to another organisation's event on read, update and delete", async () => {
    const id = (await call(a, 'POST', '/events/add', payload(a))).json().event.id as number;
    expect((await call(b, 'GET', `/events/edit/${id}`)).statusCode).toBe(404);
    expect((await call(b, 'PUT', '/events/update', { ...payload(b), id })).statusCode).toBe(404);
    expect((await call(b, 'PUT', `/events/delete/${id}`)).statusCode).toBe(404);
    expect((await call(a, 'GET', `/events/edit/${id}`)).statusCode).toBe(200);
  });

  it('reports the events of a month either side of today by default, or of the days asked for', async () => {
    const soon = (await call(a, 'POST', '/events/add', payload(a, { event_name: 'Soon', event_start: inDays(3, 9), event_end: inDays(3, 11) }))).json().event
      .id;
    const late = (await call(a, 'POST', '/events/add', payload(a, { event_name: 'Late', event_start: inDays(70, 9), event_end: inDays(70, 11) }))).json().event
      .id;
    const ids = async (query = '') => ((await call(a, 'GET', `/reports-events${query}`)).json().events as CampaignEvent[]).map((e) => e.id);
    expect(await ids()).toContain(soon);
    expect(await ids()).not.toContain(late);
    const day = moment.tz('Asia/Kolkata').add(70, 'days').format('YYYY-MM-DD');
    expect(await ids(`?start_date=${day}&end_date=${day}`)).toEqual([late]);
    expect((await call(a, 'GET', '/reports-events?start_date=2026-13-01')).statusCode).toBe(400);
    expect((await call(b, 'GET', '/reports-events')).json().events.map((e: CampaignEvent) => e.id)).not.toContain(soon);
  });
});
