// Another organisation's ids over every route, generated from the declarations: organisation A's
// own admin, on A's own paths, names organisation B's rows by their ids in the path and in the
// query (every id-like field). Each answer is a refusal that reveals nothing (400 or 404: never a
// success, a 409 that would say the row exists, or a 500; a list filtered by B's id finds
// nothing), and nothing is written: not to the
// audit log, not to any of B's rows (compared table by table with a checksum).
import { sql } from 'drizzle-orm';
import type * as yup from 'yup';
import { routeUrl, type RouteSpec } from '../shared/api/contract';
import { auth, dbKinds, fieldOrganisation, importRoll, startHarness, tenantCaller, type Harness } from './test/harness';

type Org = Awaited<ReturnType<typeof fieldOrganisation>>;

/** Path parameters and id-like query fields: what names a row. */
const ID_NAME = /^(id|jobId|.*_id|from_office|to_office)$/;
const fieldsOf = (schema: yup.AnyObjectSchema | undefined) => Object.keys(schema?.describe().fields ?? {});

describe.each(dbKinds())('another organisation’s ids over every route on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  const call = tenantCaller(() => h);
  const tables: string[] = [];

  beforeAll(async () => {
    h = await startHarness(kind);
    [a, b] = [await fieldOrganisation(h, []), await fieldOrganisation(h, [])];
    // B gets a row of (nearly) every kind, through the API as its admin would
    await importRoll(h, b, { acno: 38, parts: 1, perPart: 20, seed: 5 });
    const type = (await call(b, 'POST', '/resources-type/add', { name: 'Flags' })).json().resourcestype.id as number;
    const flag = (await call(b, 'POST', '/resources/add', { resource_name: 'Flag', resources_type_id: type })).json().resource.id as number;
    await call(b, 'POST', '/inward-stocks/add', { transaction_type: 2, to_office: b.officeId, resources: [{ id: flag, quantity: 2 }] });
    const event = (
      await call(b, 'POST', '/events/add', {
        event_name: 'Sabha',
        event_start: '2026-12-20 17:00',
        event_end: '2026-12-20 19:00',
        area_id: b.areaId,
        location: { type: 'Point', coordinates: [77.76, 20.91] },
        voter_group_id: b.groupId,
        first_contact: b.adminId,
        candidate_id: b.adminId,
      })
    ).json().event.id as number;
    const task = (
      await call(b, 'POST', '/tasks/add', {
        event_id: event,
        task_name: 'Slips',
        assigned_user: b.staff,
        assigned_group: b.teamId,
        start_date_time: '2026-12-19 09:00',
        end_date_time: '2026-12-19 12:00',
        special_notes: 'x',
        task_description: 'y',
      })
    ).json().task.id as number;
    await call(b, 'POST', '/sub-tasks/add', { task_id: task, task_name: 'Part 1', start_date_time: '2026-12-19 09:00', end_date_time: '2026-12-19 10:00' });
    await call(b, 'POST', '/request-vehicle/add', { vehicle_type: 0, capacity: 4, event_id: event, device_location: [77.76, 20.91] });
    await call(b, 'POST', '/social-media/add', { title: 'Post', platform: 'whatsapp', start_date: '2026-12-01', end_date: '2026-12-02' });
    const names = await h.database.rows<{ table_name: string }>(
      sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'tenant_id' and table_name <> 'audit_log' order by table_name`,
    );
    tables.push(...names.map((t) => t.table_name));
  });
  afterAll(() => h?.close());

  const idsOf = async (tenantId: number) => {
    const ids = new Set<number>();
    for (const t of tables) {
      const rows = await h.database.rows<{ id: number }>(sql`select id::int as id from ${sql.identifier(t)} where tenant_id = ${tenantId}`).catch(() => []);
      rows.forEach((r) => ids.add(Number(r.id)));
    }
    return ids;
  };
  /** A checksum of each of B's tables, to prove no route touched them. */
  const snapshot = async (tenantId: number) => {
    const out: Record<string, string> = {};
    for (const t of tables) {
      const [row] = await h.database.rows<{ sum: string | null }>(
        sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as sum from ${sql.identifier(t)} x where tenant_id = ${tenantId}`,
      );
      out[t] = row?.sum ?? '';
    }
    return out;
  };
  const audited = async () => (await h.database.rows<{ n: number }>(sql`select count(*)::int as n from audit_log`))[0].n;

  it('answers 400 or 404 to A’s admin naming B’s rows in any path or query, and changes nothing', async () => {
    const mine = await idsOf(a.tenantId);
    const theirs = [...(await idsOf(b.tenantId))].filter((id) => !mine.has(id)).sort((x, y) => x - y);
    expect(theirs.length).toBeGreaterThan(10);
    // a route that names a row: by a path parameter or an id-like query field
    const routes = h.app.contract.filter((d: RouteSpec) => d.scope === 'tenant' && (/:\w+/.test(d.path) || fieldsOf(d.query).some((f) => ID_NAME.test(f))));
    expect(routes.length).toBeGreaterThan(30);
    const before = { audit: await audited(), b: await snapshot(b.tenantId) };
    const wrong: string[] = [];
    let cases = 0;
    for (const d of routes) {
      for (const id of theirs) {
        const path = routeUrl(d).replace(/:(\w+)/g, (_, name: string) => (name === 'tenantId' ? String(a.tenantId) : String(id)));
        const query = fieldsOf(d.query)
          .filter((f) => ID_NAME.test(f))
          .map((f) => `${f}=${id}`)
          // the other required fields of the query, so the lookup itself is reached
          .concat(fieldsOf(d.query).includes('rejection_reason') ? ['rejection_reason=x'] : [])
          .join('&');
        const res = await h.app.inject({
          method: d.method,
          url: query ? `${path}?${query}` : path,
          headers: auth(a.token),
          payload: d.body && !d.rawBody ? {} : undefined,
        });
        cases += 1;
        // a list filtered by B's id (the audit log by user) may answer, finding nothing
        const emptyFilter = res.statusCode === 200 && d.method === 'GET' && !/:\w+/.test(d.path) && (res.json() as { rows?: unknown[] }).rows?.length === 0;
        if (![400, 404].includes(res.statusCode) && !emptyFilter)
          wrong.push(`${d.method} ${d.path} with B's id ${id}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBe(routes.length * theirs.length);
    expect(await audited()).toBe(before.audit);
    expect(await snapshot(b.tenantId)).toEqual(before.b);
  }, 120_000);
});
