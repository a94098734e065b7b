// Every GET route's answer against the schema the API document declares for it, generated from
// the declarations: the demo organisation is seeded (so lists hold rows), each route is called
// with the demo's values for its parameters, and an answer whose shape differs from its
// declaration (a key missing or undeclared, an array declared as an object) is named.
import { routeUrl, type RouteSpec } from '../shared/api/contract';
import { answerSchema } from './openapi';
import { seedDemo, DEMO_ACNO, DEMO_PASSWORD } from './seed/demo';
import { auth, dbKinds, login, startHarness, type Harness } from './test/harness';

type Json = Record<string, unknown>;

/** What the declared schema finds wrong with an answer ('' when it matches). */
function mismatch(schema: Json, answer: unknown): string {
  if (schema.type === 'array')
    return Array.isArray(answer) ? (answer.every((r) => r && typeof r === 'object' && !Array.isArray(r)) ? '' : 'a row is not an object') : 'not an array';
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return 'not an object';
  const declared = Object.keys(schema.properties as Json);
  const missing = (schema.required as string[]).filter((k) => !(k in answer));
  const extra = schema.additionalProperties === false ? Object.keys(answer).filter((k) => !declared.includes(k)) : [];
  return [missing.length ? `missing ${missing.join(', ')}` : '', extra.length ? `undeclared ${extra.join(', ')}` : ''].filter(Boolean).join('; ');
}

/** Rows with an id somewhere in an answer (its first array of objects with ids, searched in depth). */
function firstId(answer: unknown): number | undefined {
  if (Array.isArray(answer)) {
    const withId = answer.find((r) => r && typeof r === 'object' && typeof (r as Json).id === 'number') as Json | undefined;
    if (withId) return withId.id as number;
    for (const r of answer) {
      const id = firstId(r);
      if (id !== undefined) return id;
    }
    return undefined;
  }
  if (answer && typeof answer === 'object') {
    for (const v of Object.values(answer)) {
      const id = firstId(v);
      if (id !== undefined) return id;
    }
  }
  return undefined;
}

/** An answer with something in it: a row in one of its lists, or (without lists) a value. */
function filled(answer: unknown): boolean {
  if (Array.isArray(answer)) return answer.length > 0;
  if (!answer || typeof answer !== 'object') return answer != null;
  const values = Object.values(answer);
  const lists = values.filter(Array.isArray);
  return lists.length ? lists.some((l) => l.length > 0) : values.some((v) => v != null);
}

/**
 * Where a route's `:id` comes from: the list route whose rows it reads (by default the path
 * without its last `edit/:id` or `:id`). Voter ids come from a voter search.
 */
const ID_SOURCE: Record<string, string> = {
  '/candidate/edit/:id': '/candidate-list',
  '/super-admin/admin/edit/:id': '/super-admin/admin-list',
  '/surveys/category-questions/:id': '/survey-category',
  '/voters-group/voters/:id': '/voters-group',
  '/surveys/results/:id': '/surveys',
  '/voter-consent/:id': '/search-acno-voters',
  '/voter-export/:id': '/search-acno-voters',
  '/voter-import/:jobId': '/voter-import',
};
const sourceOf = (path: string) => ID_SOURCE[path] ?? path.replace(/\/(edit\/)?:\w+$/, '');

/**
 * GET routes that act (approve, deny, sign out) change what the others answer: they are left to
 * their domains' tests, which check their answers.
 */
const ACTING = new Set([
  '/inward-stocks/accept',
  '/inward-stocks/deny',
  '/inward-stocks/stock-not-found',
  '/request-vehicle/accept',
  '/request-vehicle/deny',
  '/log-out',
]);

/** GET routes the demo cannot answer with rows: a comparison needs two editions of a part, the demo has one (editions.test.ts checks its answers). */
const NEEDS_TWO_EDITIONS = new Set(['/editions/compare']);

test('the check names what differs from a declaration', () => {
  const obj = answerSchema({ keys: ['rows', 'total'], status: 200 });
  expect(mismatch(obj, { rows: [], total: 0 })).toBe('');
  expect(mismatch(obj, [{ id: 1 }])).toBe('not an object');
  expect(mismatch(obj, { rows: [], extra: 1 })).toBe('missing total; undeclared extra');
  const rows = answerSchema({ keys: [], status: 200, list: true });
  expect(mismatch(rows, [{ id: 1 }])).toBe('');
  expect(mismatch(rows, { list: [] })).toBe('not an array');
});

describe.each(dbKinds())('every GET answer matches its declaration on %s', (kind) => {
  let h: Harness;
  let admin: { token: string; tenantId: number };
  let superToken: string;
  beforeAll(async () => {
    h = await startHarness(kind, { DEMO_VOTERS: '600' });
    await seedDemo(h.database, h.config);
    const a = await login(h, 'admin@demo.local', DEMO_PASSWORD);
    admin = { token: a.token, tenantId: a.body.user.tenant.id };
    superToken = (await login(h, 'super@demo.local', DEMO_PASSWORD)).token;
  }, 300_000);
  afterAll(() => h.close());

  it('answers every GET route as declared, with rows', async () => {
    const routes = h.app.contract.filter((d) => d.method === 'GET' && !d.response.file && d.scope !== 'public');
    expect(routes.length).toBeGreaterThan(80);
    const ids = new Map<string, number>();
    const answers = new Map<string, unknown>();
    const wrong: string[] = [];
    const empty: string[] = [];
    const voter = () => ids.get('/search-acno-voters');

    /** The demo's value of a query field; undefined leaves an optional field out. */
    const queryValue = (d: RouteSpec, field: string): string | undefined => {
      const centre = answers.get('/voting-location-list') as { votingLocationlist?: Array<{ id: number }> } | undefined;
      const values: Record<string, string | undefined> = {
        acno: String(DEMO_ACNO),
        partno: d.path.startsWith('/poll-day') || d.path === '/paper/sheet' || d.path === '/editions/ours-deleted' ? '1' : undefined,
        slnoinpart: '1',
        fromAge: '18',
        toAge: '100',
        id: d.path === '/voting-location-edit' ? String(centre?.votingLocationlist?.[0]?.id ?? 1) : String(voter() ?? 1),
        voter_list_id: String(voter() ?? 1),
        voter_id: String(voter() ?? 1),
        survey_id: String(ids.get('/surveys') ?? 1),
      };
      return values[field];
    };

    const urlOf = (d: RouteSpec) => {
      const path = routeUrl(d).replace(/:(\w+)/g, (_, name: string) => {
        if (name === 'tenantId') return String(d.scope === 'superAdmin' ? 1 : admin.tenantId);
        if (name === 'orgId') return String(admin.tenantId);
        if (name === 'candidateId') return '0';
        if (d.path.startsWith('/super-admin/organisations/:id')) return String(admin.tenantId);
        return String(ids.get(sourceOf(d.path)) ?? 0);
      });
      const fields = d.query ? Object.keys((d.query.describe() as { fields: Json }).fields) : [];
      const q = new URLSearchParams();
      for (const f of fields) {
        const v = queryValue(d, f);
        if (v !== undefined) q.set(f, v);
      }
      return q.size ? `${path}?${q}` : path;
    };

    const call = async (d: RouteSpec) => {
      const res = await h.app.inject({ method: 'GET', url: urlOf(d), headers: auth(d.scope === 'superAdmin' ? superToken : admin.token) });
      const body: unknown = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : res.body;
      if (res.statusCode !== d.response.status) {
        wrong.push(`${d.path}: ${res.statusCode} ${JSON.stringify(body).slice(0, 200)}`);
        return;
      }
      const problem = mismatch(answerSchema(d.response), body);
      if (problem) wrong.push(`${d.path}: ${problem}`);
      answers.set(d.path, body);
      const id = d.path === '/voter-import' ? ((body as { jobs?: Array<{ id: number }> }).jobs?.[0]?.id ?? undefined) : firstId(body);
      if (id !== undefined) ids.set(d.path, id);
      if (!filled(body) && !ACTING.has(d.path)) empty.push(d.path);
    };

    // lists first (their rows give the ids), then the routes of one row, then the acting ones
    const byId = routes.filter((d) => d.path.includes(':'));
    const lists = routes.filter((d) => !d.path.includes(':') && !ACTING.has(d.path) && !NEEDS_TWO_EDITIONS.has(d.path));
    // the voter search and the centres first: other routes read their ids
    lists.sort(
      (x, y) =>
        Number(y.path === '/search-acno-voters' || y.path === '/voting-location-list') -
        Number(x.path === '/search-acno-voters' || x.path === '/voting-location-list'),
    );
    for (const d of lists) await call(d);
    const unchecked: string[] = [];
    for (const d of byId) {
      if (!d.path.startsWith('/super-admin/organisations/:id') && !ids.has(sourceOf(d.path))) unchecked.push(d.path);
      else await call(d);
    }
    expect(wrong).toEqual([]);
    // every list of the seeded organisation holds something to check the rows of
    expect(empty.filter((p) => !ALLOWED_EMPTY.has(p))).toEqual([]);
    // the demo's roll is imported in-process: no CSV import job, no PDF reading job to ask about; and no claim
    expect(unchecked.sort()).toEqual(['/claims/:id', '/roll-pdf/:jobId', '/roll-pdf/:jobId/doubts', '/voter-import/:jobId']);
  });
});

/**
 * Answers the demo seed leaves empty: no one surveyed or marked on a poll day, nothing removed
 * from its roll, no place gazetteer loaded in tests, voter groups without members, and its roll
 * imported in-process rather than as an import job, no one assigned to field work, and no two
 * workers disagreeing about a voter; their shapes are still checked.
 */
const ALLOWED_EMPTY = new Set<string>([
  '/survey-answers',
  '/places',
  '/removed-voters',
  '/poll-day/marks',
  '/voter-import',
  '/voters-group/voters/:id',
  '/voter-export/:id',
  '/field/assignments',
  '/voter-conflicts',
  // the field surveys of the one asking: the admin holds no page, so no area holds their polling stations
  '/field/surveys',
  // no claim drafted and no claims period set in the demo; one edition of each part, so none of ours deleted
  '/claims',
  '/claims/period',
  '/claims/scoreboard',
  '/editions/ours-deleted',
  // outside a claims period the summary has nothing; the admin started no claim at a door
  '/claims/summary',
  '/field/claims',
]);
