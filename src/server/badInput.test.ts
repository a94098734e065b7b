// Input refused before anything walks it or stores it, generated from the declarations where it
// concerns every route: a body nested deeper than MAX_DEPTH in any field of any route that takes
// one (objects and lists), the sync's body limit (a full batch of changes fits, a byte more is a
// 413 that says how much fits), and mobile numbers that no Indian mobile has.
import { sql } from 'drizzle-orm';
import { routeUrl, type RouteSpec } from '../shared/api/contract';
import { SYNC_BODY_BYTES } from '../shared/api/field';
import { SYNC_BATCH_MAX, VISIT_NOTE_MAX } from '../shared/schemas/field';
import { MAX_DEPTH } from './http';
import { auth, dbKinds, login, makeOrganisation, makeSuperAdmin, startHarness, type Harness } from './test/harness';

/** JSON text of `levels` objects (or lists) one inside the other around a 1. */
const nested = (levels: number, kind: 'object' | 'array') =>
  kind === 'object' ? '{"a":'.repeat(levels) + '1' + '}'.repeat(levels) : '['.repeat(levels) + '1' + ']'.repeat(levels);

describe.each(dbKinds())('bad input on %s', (kind) => {
  let h: Harness;
  let admin: { tenantId: number; token: string };
  let superToken: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    const org = await makeOrganisation(h);
    admin = { tenantId: org.tenantId, token: (await login(h, org.email)).token };
    superToken = (await login(h, (await makeSuperAdmin(h)).email)).token;
  }, 120_000);
  afterAll(() => h?.close());

  const audited = async () => (await h.database.rows<{ n: number }>(sql`select count(*)::int as n from audit_log`))[0].n;
  const urlOf = (d: RouteSpec) =>
    routeUrl(d).replace(/:(\w+)/g, (_, name: string) => {
      if (name === 'tenantId') return String(d.scope === 'superAdmin' ? 1 : admin.tenantId);
      if (name === 'orgId') return String(admin.tenantId);
      if (name === 'candidateId') return '0';
      return '1';
    });
  const tokenOf = (d: RouteSpec) => (d.scope === 'superAdmin' ? superToken : admin.token);
  const send = (d: RouteSpec, payload: string) =>
    h.app.inject({ method: d.method, url: urlOf(d), headers: { ...auth(tokenOf(d)), 'content-type': 'application/json' }, payload });
  const tenant = (method: 'POST' | 'PUT', path: string, payload: object) =>
    h.app.inject({ method, url: `/api/v1/admin/${admin.tenantId}${path}`, headers: auth(admin.token), payload });

  it('refuses a body nested 5,000 deep in a field of every route that takes one with a 400 naming the field, and writes nothing', async () => {
    const routes = h.app.contract.filter((d) => d.body && !d.rawBody);
    expect(routes.length).toBeGreaterThan(50);
    const before = await audited();
    const wrong: string[] = [];
    for (const d of routes) {
      const field = Object.keys(d.body!.describe().fields)[0] ?? 'x';
      for (const shape of ['object', 'array'] as const) {
        const res = await send(d, `{${JSON.stringify(field)}:${nested(5000, shape)}}`);
        const errors = res.statusCode === 400 ? (res.json().errors as Array<{ code: string; key: string; values?: object }>) : [];
        if (!errors.some((e) => e.code === field && e.key === 'validation.tooDeep'))
          wrong.push(`${d.method} ${d.path} with ${shape}s 5,000 deep in ${field}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await audited()).toBe(before);
  });

  it(`takes ${MAX_DEPTH} levels, the body the first, and refuses one more`, async () => {
    const religion = h.app.contract.find((d) => d.path === '/religion/add')!;
    // the body and 31 more: deep enough, but no name (an object where text belongs)
    const deepest = await send(religion, `{"name":${nested(MAX_DEPTH - 1, 'array')}}`);
    expect(deepest.statusCode).toBe(400);
    expect(deepest.json().errors).not.toContainEqual(expect.objectContaining({ key: 'validation.tooDeep' }));
    const over = await send(religion, `{"name":${nested(MAX_DEPTH, 'array')}}`);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      key: 'validation.tooDeep',
      values: { max: MAX_DEPTH },
      errors: [{ code: 'name', key: 'validation.tooDeep', message: expect.stringContaining(String(MAX_DEPTH)) }],
    });
  });

  it('takes a full batch of changes in one sync call, and answers 413 with how much fits one byte past the limit', async () => {
    // visits with the longest note, in Devanagari (three bytes a letter)
    const changes = Array.from({ length: SYNC_BATCH_MAX }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      voter_id: 1_000_000 + i,
      kind: 'visit',
      made_at: '2026-12-01T10:15:30.123+05:30',
      fields: { outcome: 'met', slip_delivered: true, supporter_level: 2, phone: '+919822000111', note: 'म'.repeat(VISIT_NOTE_MAX) },
    }));
    const full = JSON.stringify({ changes });
    expect(Buffer.byteLength(full)).toBeLessThan(SYNC_BODY_BYTES);
    const sync = h.app.contract.find((d) => d.path === '/field/sync')!;
    const taken = await send(sync, full);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().results).toHaveLength(SYNC_BATCH_MAX);

    const over = await send(sync, JSON.stringify({ changes: [{ ...changes[0], fields: { note: 'x'.repeat(SYNC_BODY_BYTES) } }] }));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ key: 'error.requestTooLarge', values: { mb: 1 }, msg: expect.stringContaining('1 MB'), errors: [{ code: 'body' }] });
  });

  it("keeps the other routes' own limit: two megabytes reach the checks, thirteen are a 413", async () => {
    const big = await tenant('POST', '/religion/add', { name: 'x'.repeat(2 * 1024 * 1024) });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual([expect.objectContaining({ code: 'name' })]);
    const huge = await tenant('POST', '/religion/add', { name: 'x'.repeat(13 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ key: 'error.tooLarge', errors: [{ code: 'body', key: 'error.tooLarge' }] });
  });

  it('refuses a mobile number that does not start with 6-9 after the +91, in every schema that takes one', async () => {
    const before = await audited();
    const vehicle = { vehicle_name: 'Bolero', vehicle_type: 0, seating_capacity: 7, weight_capacity: 500, driver_name: 'Ganesh More' };
    for (const phone of ['1234567890', '+91 5234567890', '01234567890']) {
      const res = await tenant('POST', '/vehicles/add', { ...vehicle, driver_phone_no: phone });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        expect.objectContaining({ code: 'driver_phone_no', key: 'validation.mobileStart', message: expect.stringMatching(/6, 7, 8 or 9/) }),
      ]);
    }
    // the length is named first: a short number is not also told how it should start
    const short = await tenant('POST', '/vehicles/add', { ...vehicle, driver_phone_no: '12345' });
    expect(short.json().errors).toEqual([expect.objectContaining({ code: 'driver_phone_no', key: expect.not.stringMatching(/mobileStart/) })]);
    const details = await tenant('POST', '/voter-info-add', { user_id: 1, phone_no: '1234567890' });
    expect(details.statusCode).toBe(400);
    expect(details.json().errors).toContainEqual(expect.objectContaining({ code: 'phone_no', key: 'validation.mobileStart' }));
    expect(await audited()).toBe(before);
    for (const phone of ['9822000111', '+91 70000 12345', '6123456789']) {
      const res = await tenant('POST', '/vehicles/add', { ...vehicle, vehicle_name: `Bolero ${phone}`, driver_phone_no: phone });
      expect(res.statusCode).toBe(201);
    }
  });
});
