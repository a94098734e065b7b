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

  it('is an OpenAPI 3.1 document whose own answer matches the schema it declares for it', async () => {
    type Op = { operationId: string; parameters: Array<{ name: string; in: string; required?: boolean; schema: unknown }>; responses: Record<string, Json> };
    type Json = Record<string, unknown>;
    const doc = (await h.app.inject({ url: '/api/openapi.json' })).json() as Json & { paths: Record<string, Record<string, Op>> };
    // the root holds the fields OpenAPI 3.1 defines, and those it requires
    const ROOT = ['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags', 'externalDocs'];
    expect(Object.keys(doc).filter((k) => !ROOT.includes(k) && !k.startsWith('x-'))).toEqual([]);
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toEqual(expect.objectContaining({ title: expect.any(String), version: expect.any(String) }));
    // the document as an answer of GET /api/openapi.json: every key it declares, none other
    const own = doc.paths['/api/openapi.json'].get.responses['200'] as { content: { 'application/json': { schema: Json } } };
    const declared = own.content['application/json'].schema as { required: string[]; properties: Json; additionalProperties: boolean };
    expect(declared.additionalProperties).toBe(false);
    expect(Object.keys(doc).sort()).toEqual([...declared.required].sort());
    expect(Object.keys(declared.properties).sort()).toEqual([...declared.required].sort());

    const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
    const ids = new Set<string>();
    const resolves = (ref: string) =>
      ref
        .split('/')
        .slice(1)
        .reduce<unknown>((at, k) => (at as Json | undefined)?.[k], doc) !== undefined;
    for (const [p, item] of Object.entries(doc.paths)) {
      expect(p).toMatch(/^\//);
      const templated = [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      for (const [method, op] of Object.entries(item)) {
        expect(METHODS).toContain(method);
        // operation ids are unique in the document
        expect(ids.has(op.operationId)).toBe(false);
        ids.add(op.operationId);
        // each templated segment is a required path parameter, once; no path parameter beside them
        const inPath = op.parameters.filter((x) => x.in === 'path');
        expect({ p, method, names: inPath.map((x) => x.name).sort() }).toEqual({ p, method, names: templated });
        expect(inPath.every((x) => x.required === true)).toBe(true);
        for (const x of op.parameters) {
          expect(['query', 'header', 'path', 'cookie']).toContain(x.in);
          expect(typeof x.schema).toBe('object');
        }
        expect(new Set(op.parameters.map((x) => `${x.in} ${x.name}`)).size).toBe(op.parameters.length);
        // every answer has a description or is a reference that resolves
        for (const [code, r] of Object.entries(op.responses)) {
          expect(code).toMatch(/^[1-5]\d\d$/);
          if (typeof r.$ref === 'string') expect(resolves(r.$ref)).toBe(true);
          else expect(typeof r.description).toBe('string');
        }
      }
    }
    for (const r of Object.values((doc.components as { responses: Record<string, Json> }).responses)) expect(typeof r.description).toBe('string');
  });

  it('serves a browsable page of the same routes, without script', async () => {
    const res = await h.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('/api/v1/admin/{tenantId}/roles/update/{id}');
    expect(res.body).not.toMatch(/<script/i);
  });
});
