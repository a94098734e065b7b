// The API document lists every route the server registered, with its method, schemas and
// answers; a route registered outside the declarations fails here.
import { routeUrl } from '../shared/api/contract';
import { startHarness, type Harness } from './test/harness';

describe('the API document', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  });
  afterAll(() => h.close());

  it('documents every registered API route, and nothing that is not registered', async () => {
    const res = await h.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const registered = h.app.registered
      // the API and the operator's health routes; the console's files and stored images are not API
      .filter((r) => (r.url.startsWith('/api/') || ['/healthz', '/readyz'].includes(r.url)) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    expect([...new Set(registered)].sort()).toEqual([...new Set(documented)].sort());
    expect(h.app.contract.length).toBe(new Set(h.app.contract.map((d) => `${d.method} ${routeUrl(d)}`)).size);
  });

  it('gives each route its schemas, parameters and answers', async () => {
    const doc = (await h.app.inject({ url: '/api/openapi.json' })).json();
    const add = doc.paths['/api/v1/admin/{tenantId}/office/add'].post;
    expect(add['x-module']).toBe('Office');
    expect(add.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['office_name', 'area_id', 'primary_incharge', 'address']),
      properties: { office_name: { type: 'string', maxLength: 150 }, area_id: { type: 'integer' } },
    });
    expect(add.responses['201'].description).toContain('`office`');
    expect(add.responses['400']).toEqual({ $ref: '#/components/responses/E400' });
    expect(add.parameters).toEqual([{ name: 'tenantId', in: 'path', required: true, schema: { type: 'integer' } }]);
    const get = doc.paths['/api/v1/admin/{tenantId}/office/edit/{id}'].get;
    expect(get.parameters.map((p: { name: string }) => p.name)).toEqual(['tenantId', 'id']);
  });

  it('serves a browsable page of the same routes, without script', async () => {
    const res = await h.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('/api/v1/admin/{tenantId}/roles/update/{id}');
    expect(res.body).not.toMatch(/<script/i);
  });
});
