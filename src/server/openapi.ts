// The API document (OpenAPI 3.1) and its browsable page, generated from the route declarations
// the server registered: nothing here is written by hand, so a route is documented the day it
// is declared. The yup schemas become JSON Schema through yup's own describe().
import type { FastifyInstance } from 'fastify';
import type { SchemaDescription, SchemaFieldDescription } from 'yup';
import { pathParams, reply, route, routeUrl, type Reply, type RouteSpec } from '../shared/api/contract';
import { serve } from './route';

type Json = Record<string, unknown>;

const numberTest = (d: SchemaDescription, name: string): number | undefined => {
  const t = d.tests.find((x) => x.name === name);
  const v = t?.params?.[name];
  return typeof v === 'number' ? v : undefined;
};

/**
 * The JSON Schema of a JSON answer as declared: an array of rows, or an object holding exactly
 * the declared keys (a key missing or one not declared is a mismatch the answers test finds).
 */
export function answerSchema(r: Reply<unknown>): Json {
  if (r.list) return { type: 'array', items: { type: 'object' } };
  return { type: 'object', required: [...r.keys], properties: Object.fromEntries(r.keys.map((k) => [k, {}])), additionalProperties: false };
}

/** JSON Schema of a yup schema's description. */
export function jsonSchema(field: SchemaFieldDescription): Json {
  if (!('tests' in field)) return {};
  const d = field as SchemaDescription & { fields?: Record<string, SchemaFieldDescription>; innerType?: SchemaFieldDescription };
  const out: Json = {};
  const min = numberTest(d, 'min');
  const max = numberTest(d, 'max');
  switch (d.type) {
    case 'string':
      out.type = 'string';
      if (min !== undefined) out.minLength = min;
      if (max !== undefined) out.maxLength = max;
      break;
    case 'number':
      out.type = d.tests.some((t) => t.name === 'integer') ? 'integer' : 'number';
      if (min !== undefined) out.minimum = min;
      if (max !== undefined) out.maximum = max;
      break;
    case 'boolean':
      out.type = 'boolean';
      break;
    case 'date':
      out.type = 'string';
      out.format = 'date-time';
      break;
    case 'array':
      out.type = 'array';
      if (d.innerType) out.items = jsonSchema(d.innerType);
      break;
    case 'object': {
      const fields = d.fields ?? {};
      out.type = 'object';
      out.properties = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, jsonSchema(f)]));
      const required = Object.entries(fields)
        .filter(([, f]) => 'optional' in f && !f.optional)
        .map(([k]) => k);
      if (required.length) out.required = required;
      break;
    }
    default:
      // mixed: GeoJSON points and polygons, checked by the schema's own tests
      break;
  }
  const values = d.oneOf.filter((v) => v !== undefined);
  if (values.length) out.enum = values;
  if (d.nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  if (d.default !== undefined && typeof d.default !== 'function') out.default = d.default;
  return out;
}

const ERRORS: Record<string, string> = {
  '400': 'Invalid input: `errors` names each bad field (code, key, message); nothing was changed',
  '401': 'No session, or a token the server does not know',
  '403': 'A tenant, organisation or role module the session does not hold',
  '404': "Unknown id (another organisation's ids included)",
  '409': 'Conflict: a duplicate, or a row still in use',
};

function operation(d: RouteSpec): Json {
  const path = (where: 'path' | 'query', schema: RouteSpec['params']) =>
    Object.entries(((schema ? jsonSchema(schema.describe()) : {}).properties ?? {}) as Record<string, Json>).map(([name, s]) => ({
      name,
      in: where,
      required: where === 'path' || Boolean((jsonSchema(schema!.describe()).required as string[] | undefined)?.includes(name)),
      schema: s,
    }));
  const named = new Set(path('path', d.params).map((p) => p.name));
  // the tenant base and voter prefix parameters, checked by the guard against the session
  const prefix = pathParams(routeUrl(d))
    .filter((n) => !named.has(n))
    .map((name) => ({ name, in: 'path', required: true, schema: { type: 'integer' } }));
  const responses: Json = {
    [String(d.response.status)]: {
      description: d.response.file
        ? `A file (${d.response.file})`
        : d.response.list
          ? 'A JSON array of rows'
          : `JSON with ${d.response.keys.map((k) => `\`${k}\``).join(', ') || 'the answer'}`,
      content: d.response.file
        ? { [d.response.file]: { schema: { type: 'string', format: 'binary' } } }
        : { 'application/json': { schema: answerSchema(d.response) } },
    },
  };
  const errors = d.scope === 'public' ? ['400'] : ['400', '401', '403', '404', '409'];
  for (const code of errors) responses[code] = { $ref: `#/components/responses/E${code}` };
  return {
    operationId: `${d.method.toLowerCase()}${routeUrl(d).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: d.summary,
    tags: [d.module ?? d.scope],
    'x-scope': d.scope,
    ...(d.module ? { 'x-module': d.module } : {}),
    ...(d.scope === 'public' ? { security: [] } : {}),
    parameters: [...prefix, ...path('path', d.params), ...path('query', d.query)],
    ...(d.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(d.body.describe()) } } } } : {}),
    ...(d.rawBody ? { requestBody: { required: true, content: { [d.rawBody]: { schema: { type: 'string', format: 'binary' } } } } } : {}),
    responses,
  };
}

/** The OpenAPI document of the given declarations. */
export function openApiDocument(decls: readonly RouteSpec[]): Json {
  const paths: Record<string, Json> = {};
  for (const d of decls) {
    const p = routeUrl(d).replace(/:([A-Za-z_]+)/g, '{$1}');
    paths[p] = { ...paths[p], [d.method.toLowerCase()]: operation(d) };
  }
  const errorBody = {
    type: 'object',
    properties: {
      msg: { type: 'string', description: 'English text' },
      key: { type: 'string', description: 'catalogue key of the message' },
      values: { type: 'object' },
      errors: {
        type: 'array',
        items: {
          type: 'object',
          properties: { code: { type: 'string' }, key: { type: 'string' }, message: { type: 'string' } },
          required: ['code', 'message'],
        },
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Campaign console API', version: '1' },
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { ErrorBody: errorBody },
      responses: Object.fromEntries(
        Object.entries(ERRORS).map(([code, description]) => [
          `E${code}`,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
        ]),
      ),
    },
    paths,
  };
}

export const DocsApi = {
  document: route({
    method: 'GET',
    path: '/api/openapi.json',
    scope: 'public',
    summary: 'This document',
    // every key the document holds: its own answer must match the schema it declares for it
    response: reply<Json>('openapi', 'info', 'security', 'components', 'paths'),
  }),
  page: route({ method: 'GET', path: '/api/docs', scope: 'public', summary: 'The API page (HTML)', response: reply<string>() }),
};

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** One section per route: method, path, who may call it, its schemas and answers. No script. */
function page(doc: Json): string {
  const rows: string[] = [];
  for (const [p, ops] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(ops)) {
      const who = `${op['x-scope']}${op['x-module'] ? ` · module ${op['x-module']}` : ''}`;
      const schemas = { parameters: op.parameters, requestBody: op.requestBody, responses: op.responses };
      rows.push(
        `<details id="${esc(String(op.operationId))}"><summary><b class="m ${method}">${method.toUpperCase()}</b> <code>${esc(p)}</code> ${esc(String(op.summary))} <i>${esc(who)}</i></summary><pre>${esc(JSON.stringify(schemas, null, 2))}</pre></details>`,
      );
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Campaign console API</title><style>
body{font:14px system-ui,sans-serif;margin:2rem;max-width:70rem}code{font-size:13px}i{color:#666}pre{background:#f6f6f6;padding:.5rem;overflow:auto}
details{border-bottom:1px solid #ddd;padding:.3rem 0}.m{display:inline-block;width:4rem}.get{color:#1a7f37}.post{color:#0b5cad}.put{color:#9a6700}.delete{color:#cf222e}
</style></head><body><h1>Campaign console API</h1><p>${rows.length} routes, generated from their declarations. The same document as JSON: <a href="/api/openapi.json">openapi.json</a> (OpenAPI 3.1). Calls other than the public ones carry <code>Authorization: Bearer &lt;token&gt;</code>.</p>${rows.join('\n')}</body></html>`;
}

/** Serves the document and its page; call after every other route is registered. */
export function docsRoutes(app: FastifyInstance) {
  let doc: Json | null = null;
  const document = () => (doc ??= openApiDocument(app.contract));
  serve(app, DocsApi.document, async () => document());
  serve(app, DocsApi.page, async ({ reply: r }) => {
    r.type('text/html; charset=utf-8');
    return page(document());
  });
}
