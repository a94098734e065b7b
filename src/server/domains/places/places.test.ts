import { sql } from 'drizzle-orm';
import { dbKinds, startHarness, makeOrganisation, login, auth, type Harness } from '../../test/harness';
import { ensurePlaces, placesLoading, readPlaces } from './loader';
import { openDatabase } from '../../db/client';

// The whole file takes 8-15 s to load; the tests load Maharashtra's places through the same loader.
// The filter counts the rows it is asked about: a load that reads the file's rows asks it of each.
let asked = 0;
const maharashtra = (r: { state: string }) => {
  asked += 1;
  return r.state === 'Maharashtra';
};

describe('the GeoNames file', () => {
  it('reads every usable row of the package data', () => {
    const rows = readPlaces();
    expect(rows.length).toBeGreaterThan(150000);
    expect(rows.find((r) => r.name === 'Amravati H.O')).toEqual({
      name: 'Amravati H.O',
      state: 'Maharashtra',
      district: 'Amravati',
      subdistrict: 'Amravati',
      postcode: '444601',
      lat: 20.9142,
      lng: 77.7597,
    });
    expect(rows.every((r) => r.name && /^\d{6}$/.test(r.postcode) && Number.isFinite(r.lat) && Number.isFinite(r.lng))).toBe(true);
    expect(readPlaces(undefined, 10)).toHaveLength(10);
  });
});

describe.each(dbKinds())('place search on %s', (kind) => {
  let h: Harness;
  let org: Awaited<ReturnType<typeof makeOrganisation>> & { token: string };
  let loaded = 0;
  beforeAll(async () => {
    h = await startHarness(kind);
    const o = await makeOrganisation(h);
    org = { ...o, token: (await login(h, o.email)).token };
    const job = ensurePlaces(h.database, { filter: maharashtra });
    expect(placesLoading(h.database)).toBe(true);
    expect(ensurePlaces(h.database, { filter: maharashtra })).toBe(job); // one load at a time
    loaded = await job;
  });
  afterAll(() => h.close());

  const search = (q: string, token = org.token, tenantId = org.tenantId) =>
    h.app.inject({ url: `/api/v1/admin/${tenantId}/places?q=${encodeURIComponent(q)}`, headers: auth(token) });

  it("loads once: a complete table is left alone without reading the file's rows, a short one or another selection is refilled", async () => {
    expect(loaded).toBeGreaterThan(12000);
    const count = async () => (await h.database.rows<{ n: number }>(sql`select count(*)::int as n from places`))[0].n;
    expect(await count()).toBe(loaded);
    asked = 0;
    expect(await ensurePlaces(h.database, { filter: maharashtra })).toBe(0);
    expect(asked).toBe(0);
    // a table filled before its source was recorded is taken as it is, once its rows are counted
    await h.database.db.execute(sql`delete from places_source`);
    expect(await ensurePlaces(h.database, { filter: maharashtra })).toBe(0);
    expect(asked).toBeGreaterThan(0);
    asked = 0;
    expect(await ensurePlaces(h.database, { filter: maharashtra })).toBe(0);
    expect(asked).toBe(0);
    await h.database.db.execute(sql`delete from places where id in (select id from places limit 100)`);
    expect(await ensurePlaces(h.database, { filter: maharashtra })).toBe(loaded);
    expect(await count()).toBe(loaded);
    expect(await ensurePlaces(h.database, { filter: maharashtra, limit: 500 })).toBe(500);
    expect(await ensurePlaces(h.database, { filter: maharashtra })).toBe(loaded);
    expect(await count()).toBe(loaded);
    expect(placesLoading(h.database)).toBe(false);
  });

  (kind === 'postgres' ? it : it.skip)('two servers on one PostgreSQL database load it once between them', async () => {
    const count = async () => (await h.database.rows<{ n: number }>(sql`select count(*)::int as n from places`))[0].n;
    await h.database.db.execute(sql`delete from places`);
    const other = await openDatabase({ databaseUrl: (h.database.pool!.options as { connectionString: string }).connectionString });
    try {
      const [a, b] = await Promise.all([ensurePlaces(h.database, { filter: maharashtra }), ensurePlaces(other, { filter: maharashtra })]);
      expect([a, b].sort()).toEqual([0, loaded]);
      expect(await count()).toBe(loaded);
    } finally {
      await other.close();
    }
  });

  it('answers a typed prefix with prefix matches first, at most 10, with attribution', async () => {
    const res = await search('Amrav');
    expect(res.statusCode).toBe(200);
    const { places, attribution } = res.json();
    expect(attribution).toBe('GeoNames (CC-BY 4.0)');
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(10);
    expect(places[0]).toEqual({ name: 'Amravati H.O', district: 'Amravati', state: 'Maharashtra', postcode: '444601', lat: 20.9142, lng: 77.7597 });
    const starts = places.map((p: { name: string }) => p.name.toLowerCase().startsWith('amrav'));
    // every prefix match comes before any substring match
    expect(starts.indexOf(false) === -1 || starts.slice(starts.indexOf(false)).every((s: boolean) => !s)).toBe(true);
    const keys = places.map((p: { name: string; district: string; postcode: string }) => `${p.name}|${p.district}|${p.postcode}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills up with names containing the term when few start with it', async () => {
    const { places } = (await search('bazar amravati')).json();
    expect(places.map((p: { name: string }) => p.name)).toContain('Bhaji Bazar Amravati');
    expect(places.every((p: { name: string }) => p.name.toLowerCase().includes('bazar amravati'))).toBe(true);
  });

  it('answers a PIN code and a PIN prefix', async () => {
    const pin = (await search('444601')).json().places;
    expect(pin.length).toBeGreaterThan(1);
    expect(pin.every((p: { postcode: string; district: string }) => p.postcode === '444601' && p.district === 'Amravati')).toBe(true);
    expect(pin.map((p: { name: string }) => p.name)).toContain('Amravati H.O');
    const prefix = (await search('4446')).json().places;
    expect(prefix).toHaveLength(10);
    expect(prefix.every((p: { postcode: string }) => p.postcode.startsWith('4446'))).toBe(true);
  });

  it('needs two characters and treats LIKE wildcards as text', async () => {
    expect((await search('a')).json().places).toEqual([]);
    expect((await search('%%')).json().places).toEqual([]);
    expect((await search('a_r')).json().places).toEqual([]);
    expect((await search('')).json().places).toEqual([]);
  });

  it('needs a session of the tenant in the path', async () => {
    expect((await h.app.inject({ url: `/api/v1/admin/${org.tenantId}/places?q=Amrav` })).statusCode).toBe(401);
    const other = await makeOrganisation(h);
    expect((await search('Amrav', org.token, other.tenantId)).statusCode).toBe(403);
  });
});
