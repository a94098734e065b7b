// Hostile input over every declared route that takes a body or a query, generated from the
// declarations: malformed JSON, objects and lists where one value belongs, NUL and other control
// characters, megabyte strings, huge and negative numbers. Every answer is a 4xx with the field
// named (never a 500) and nothing is written (every write is audited: the audit log stays as it was).
import { sql } from 'drizzle-orm';
import { routeUrl, type RouteSpec } from '../shared/api/contract';
import { auth, dbKinds, login, makeOrganisation, makeSuperAdmin, startHarness, type Harness } from './test/harness';

/** The schema's fields and their yup types. */
const fieldsOf = (schema: RouteSpec['body']) =>
  schema ? Object.entries(schema.describe().fields).map(([k, d]) => [k, (d as { type: string }).type] as const) : [];

describe.each(dbKinds())('hostile input on %s', (kind) => {
  let h: Harness;
  let admin: { tenantId: number; token: string };
  let superToken: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    const org = await makeOrganisation(h);
    admin = { tenantId: org.tenantId, token: (await login(h, org.email)).token };
    superToken = (await login(h, (await makeSuperAdmin(h)).email)).token;
  });
  afterAll(() => h.close());

  const audited = async () => (await h.database.rows<{ n: number }>(sql`select count(*)::int as n from audit_log`))[0].n;

  /** The route's URL for the caller: its own tenant, the voter prefix of its session, id 1 for other parameters. */
  const urlOf = (d: RouteSpec) =>
    routeUrl(d).replace(/:(\w+)/g, (_, name: string) => {
      if (name === 'tenantId') return String(d.scope === 'superAdmin' ? 1 : admin.tenantId);
      if (name === 'orgId') return String(admin.tenantId);
      if (name === 'candidateId') return '0';
      return '1';
    });
  const tokenOf = (d: RouteSpec) => (d.scope === 'superAdmin' ? superToken : admin.token);

  // numbers go to the number fields (a string field may well hold "-1")
  const VALUES: Array<[string, unknown, 'any' | 'number']> = [
    ['an object', { $gt: '' }, 'any'],
    ['a list', ['a', 'b'], 'any'],
    ['NUL bytes', 'a\u0000b', 'any'],
    ['a control character', 'x\u001by', 'any'],
    ['a megabyte string', 'x'.repeat(1_000_000), 'any'],
    ['a huge number', 1e308, 'number'],
    ['a number beyond 2^53', 2 ** 60, 'number'],
    ['a negative number', -1, 'number'],
  ];

  // every declared route with several values: more than one request's 30 s on a loaded machine
  it('answers every hostile body and query with a 4xx naming the field, never a 500, and writes nothing', async () => {
    const routes = h.app.contract.filter((d) => (d.body && !d.rawBody) || d.query);
    expect(routes.length).toBeGreaterThan(20);
    const before = await audited();
    const failures: string[] = [];
    let cases = 0;
    const check = async (d: RouteSpec, what: string, opts: { payload?: string | object; query?: Record<string, string | string[]>; json?: boolean }) => {
      cases += 1;
      const res = await h.app.inject({
        method: d.method,
        url: urlOf(d),
        query: opts.query,
        headers: { ...auth(tokenOf(d)), ...(opts.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
        payload: opts.payload,
      });
      if (res.statusCode >= 500 || res.statusCode < 400) failures.push(`${d.method} ${d.path} with ${what}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      else if (res.statusCode === 400 && !res.json().errors?.length) failures.push(`${d.method} ${d.path} with ${what}: 400 without field errors`);
    };
    for (const d of routes) {
      if (d.body && !d.rawBody) {
        await check(d, 'malformed JSON', { payload: '{"a":' });
        for (const [field, type] of fieldsOf(d.body))
          for (const [what, value, only] of VALUES) if (only === 'any' || type === only) await check(d, `${what} in ${field}`, { payload: { [field]: value } });
      }
      if (d.query) {
        for (const [field] of fieldsOf(d.query)) {
          await check(d, `NUL bytes in ?${field}`, { query: { [field]: '\u0000\u0000\u0000' } });
          await check(d, `a list in ?${field}`, { query: { [field]: ['1', '2'] } });
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await audited()).toBe(before);
    expect(cases).toBeGreaterThan(routes.length);
  }, 120_000);

  type Shape = { type: string; fields?: Record<string, Shape>; innerType?: Shape };
  /** Every text field of a schema, nested ones too: the payload that puts a value there, and the field's path. */
  const textFields = (shape: Shape, wrap = (v: unknown) => v, at = ''): Array<{ path: string; payload: (v: unknown) => unknown }> =>
    Object.entries(shape.fields ?? {}).flatMap(([k, f]) => {
      const path = at ? `${at}.${k}` : k;
      const put = (v: unknown) => wrap({ [k]: v });
      if (f.type === 'string') return [{ path, payload: put }];
      if (f.type === 'object') return textFields(f, put, path);
      if (f.type === 'array' && f.innerType?.type === 'string') return [{ path: `${path}[0]`, payload: (v: unknown) => put([v]) }];
      if (f.type === 'array' && f.innerType?.type === 'object') return textFields(f.innerType, (v) => put([v]), `${path}[0]`);
      return [];
    });

  it('refuses broken UTF-16 and numbers, true or null in every text field of every write route with a 400 naming the field', async () => {
    const routes = h.app.contract.filter((d) => d.body && !d.rawBody);
    const before = await audited();
    const wrong: string[] = [];
    let cases = 0;
    const TEXT_BREAKERS: Array<[string, unknown, string]> = [
      ['a lone surrogate', 'a\ud800b', 'validation.invalidUnicode'],
      ['a lone low surrogate', '\udc00', 'validation.invalidUnicode'],
      ['a number beyond 2^53', 2 ** 53 + 2, 'validation.textExpected'],
      ['a number', 12, 'validation.textExpected'],
      ['true', true, 'validation.textExpected'],
    ];
    for (const d of routes) {
      for (const { path, payload } of textFields(d.body!.describe() as Shape)) {
        for (const [what, value, key] of TEXT_BREAKERS) {
          cases += 1;
          const res = await h.app.inject({ method: d.method, url: urlOf(d), headers: auth(tokenOf(d)), payload: payload(value) as object });
          const errors = res.statusCode === 400 ? (res.json().errors as Array<{ code: string; key: string }>) : [];
          if (!errors.some((e) => e.code === path && e.key === key))
            wrong.push(`${d.method} ${d.path} ${path} with ${what}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThan(300);
    expect(await audited()).toBe(before);
  }, 120_000);

  it('refuses control characters with a message that names them', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/${admin.tenantId}/religion/add`,
      headers: auth(admin.token),
      payload: { name: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ code: 'name', key: 'validation.controlChars' })]);
  });
});
