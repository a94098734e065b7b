import { sql } from 'drizzle-orm';
import { dbKinds, makeOrganisation, type Harness, signedInOrganisation, tenantCaller, useHarness } from '../../test/harness';

type Org = Awaited<ReturnType<typeof makeOrganisation>> & { token: string };
// A square around Rajapeth, Amravati, as [lng, lat], closed.
const SQUARE = [
  [77.75, 20.93],
  [77.76, 20.93],
  [77.76, 20.94],
  [77.75, 20.94],
  [77.75, 20.93],
];
const POINT = { type: 'Point', coordinates: [77.755, 20.935] };
const polygon = (ring: number[][]) => ({ type: 'Polygon', coordinates: [ring] });

describe.each(dbKinds())('areas on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
  });

  const call = tenantCaller(() => h);
  const add = (org: Org, body: object) => call(org, 'POST', '/area/add', { name: `Ward ${Math.random().toString(36).slice(2, 8)}`, ...body });
  const list = async (org: Org) => (await call(org, 'GET', '/area')).json().area as Array<Record<string, any>>;

  it('adds an area with its polygon and voting-centre point, lists and reads it', async () => {
    const res = await add(a, { name: 'Rajapeth', area: polygon(SQUARE), voting_center_location: POINT });
    expect(res.statusCode).toBe(201);
    expect(res.json().msg).toBe('Area added successfully!');
    const area = res.json().area;
    expect(area).toMatchObject({ name: 'Rajapeth', status: true, area: polygon(SQUARE), voting_center_location: POINT });
    expect((await list(a)).find((r) => r.id === area.id)).toMatchObject({ name: 'Rajapeth', area: polygon(SQUARE) });
    const got = await call(a, 'GET', `/area/edit/${area.id}`);
    expect(got.json().area).toMatchObject({ id: area.id, name: 'Rajapeth', area: polygon(SQUARE), voting_center_location: POINT });
  });

  it('takes a bare ring and a bare [lng, lat] point as GeoJSON, and no voting-centre point at all', async () => {
    const res = await add(a, { area: SQUARE, voting_center_location: [77.755, 20.935] });
    expect(res.statusCode).toBe(201);
    expect(res.json().area).toMatchObject({ area: polygon(SQUARE), voting_center_location: POINT });
    const without = await add(a, { area: polygon(SQUARE) });
    expect(without.statusCode).toBe(201);
    expect(without.json().area.voting_center_location).toBeNull();
  });

  const bowTie = [
    [77.75, 20.93],
    [77.76, 20.94],
    [77.76, 20.93],
    [77.75, 20.94],
    [77.75, 20.93],
  ];
  const spike = [
    [77.75, 20.93],
    [77.76, 20.93],
    [77.77, 20.93],
    [77.76, 20.93],
    [77.76, 20.94],
    [77.75, 20.93],
  ];
  it.each([
    ['a missing polygon', { area: undefined }, 'area', 'Please select area with polygon.'],
    [
      'two points',
      {
        area: polygon([
          [77.75, 20.93],
          [77.76, 20.93],
          [77.75, 20.93],
        ]),
      },
      'area',
      'Please select area with polygon.',
    ],
    [
      'three points on one line',
      {
        area: polygon([
          [77.75, 20.93],
          [77.76, 20.93],
          [77.77, 20.93],
          [77.75, 20.93],
        ]),
      },
      'area',
      'Please select area with polygon.',
    ],
    ['an open ring', { area: polygon(SQUARE.slice(0, 4)) }, 'area', "The area's outline must end where it starts."],
    ['a self-crossing bow-tie', { area: polygon(bowTie) }, 'area', "The area's outline crosses itself."],
    ['a ring that doubles back on itself', { area: polygon(spike) }, 'area', "The area's outline crosses itself."],
    [
      'a ring in London',
      {
        area: polygon([
          [-0.13, 51.5],
          [-0.12, 51.5],
          [-0.12, 51.51],
          [-0.13, 51.5],
        ]),
      },
      'area',
      'The location must be in India.',
    ],
    ['latitude, longitude order', { area: polygon(SQUARE.map(([x, y]) => [y, x])) }, 'area', 'Coordinates must be given as longitude, latitude.'],
    [
      'coordinates out of range',
      {
        area: polygon([
          [200, 20],
          [77, 95],
          [78, 21],
          [200, 20],
        ]),
      },
      'area',
      'Coordinates must be given as longitude, latitude.',
    ],
    [
      'text for coordinates',
      {
        area: polygon([
          ['77.75', '20.93'],
          [77.76, 20.93],
          [77.76, 20.94],
          ['77.75', '20.93'],
        ] as never),
      },
      'area',
      'Please select area with polygon.',
    ],
    [
      'a voting centre outside India',
      { area: polygon(SQUARE), voting_center_location: { type: 'Point', coordinates: [151.2, -33.9] } },
      'voting_center_location',
      'The location must be in India.',
    ],
    [
      'a voting centre that is no point',
      { area: polygon(SQUARE), voting_center_location: { type: 'Point', coordinates: [77.7] } },
      'voting_center_location',
      'Choose a point on the map.',
    ],
    ['an empty name', { name: ' ', area: polygon(SQUARE) }, 'name', 'Name is required.'],
  ])('refuses %s with a field error and stores nothing', async (_what, body, code, message) => {
    const before = (await list(a)).length;
    const res = await add(a, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ code, message }));
    expect((await list(a)).length).toBe(before);
  });

  it('updates with the same rules and leaves a refused update unchanged', async () => {
    const { area } = (await add(a, { name: 'Camp', area: polygon(SQUARE) })).json();
    const bad = await call(a, 'PUT', '/area/update', { id: area.id, name: 'Camp', area: polygon(bowTie) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('area');
    const moved = SQUARE.map(([x, y]) => [x + 0.01, y]);
    const ok = await call(a, 'PUT', '/area/update', { id: area.id, name: 'Camp East', area: polygon(moved), voting_center_location: POINT });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().msg).toBe('Area updated successfully!');
    const got = (await call(a, 'GET', `/area/edit/${area.id}`)).json().area;
    expect(got).toMatchObject({ name: 'Camp East', area: polygon(moved), voting_center_location: POINT });
  });

  it('persists the active switch, audited', async () => {
    const { area } = (await add(a, { area: polygon(SQUARE) })).json();
    const off = await call(a, 'PUT', `/area/status/${area.id}`, { status: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().area).toMatchObject({ id: area.id, status: false });
    expect((await list(a)).find((r) => r.id === area.id)!.status).toBe(false);
    expect((await call(a, 'PUT', `/area/status/${area.id}`, { status: 1 })).json().area.status).toBe(true);
    const bad = await call(a, 'PUT', `/area/status/${area.id}`, { status: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'status', message: 'Choose active or inactive.' });
    const audit = await h.database.rows<{ action: string }>(
      sql`select action from audit_log where tenant_id = ${a.tenantId} and entity = 'areas' and entity_id = ${String(area.id)} order by id`,
    );
    expect(audit.map((x) => x.action)).toEqual(['create', 'update', 'update']);
  });

  it("keeps the switch to its tenant: another tenant's path is 403, its ids 404, deleted areas 404", async () => {
    const { area } = (await add(b, { area: polygon(SQUARE) })).json();
    expect((await call(b, 'PUT', `/area/status/${area.id}`, { status: false }, a.token)).statusCode).toBe(403);
    expect((await call(a, 'PUT', `/area/status/${area.id}`, { status: false })).statusCode).toBe(404);
    expect((await call(b, 'GET', `/area/edit/${area.id}`)).json().area.status).toBe(true);
    const mine = (await add(a, { area: polygon(SQUARE) })).json().area;
    expect((await call(a, 'PUT', `/area/delete/${mine.id}`)).json().msg).toBe('The Area has been deleted.');
    expect((await call(a, 'PUT', `/area/status/${mine.id}`, { status: false })).statusCode).toBe(404);
    expect((await list(a)).map((r) => r.id)).not.toContain(mine.id);
  });
});
