// The API contract: every route is declared once, here and in the domain files beside this one
// (method, path, scope, role module, yup schemas of params, query and body, response type).
// The server registers its Fastify routes from these declarations, the client derives its RTK
// Query endpoints from them and the OpenAPI document is generated from them.
import * as yup from 'yup';
import type { ModuleName } from '../domain/constants';

export const API_ROOT = '/api/v1/admin';
/** Tenant routes live under the tenant's base path. */
export const TENANT_BASE = `${API_ROOT}/:tenantId`;
/** Voter routes add the organisation and candidate after the tenant base. */
export const VOTER_PREFIX = '/:orgId/:candidateId';

export const tenantBase = (tenantId: string | number) => `${API_ROOT}/${tenantId}`;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route, and under which base its path lives:
 * - public: anyone; the path is absolute (under API_ROOT)
 * - account: any signed-in session; the path is absolute (the short-lived device-limit token too
 *   when `deviceLimit` is set)
 * - tenant: a session of the tenant named in the path; the path is relative to TENANT_BASE
 * - voter: as tenant, plus the voter prefix of the session's own organisation
 * - superAdmin: the super administrator only; the path is relative to TENANT_BASE
 */
export type Scope = 'public' | 'account' | 'tenant' | 'voter' | 'superAdmin';

/** The module a route belongs to: one a role can grant, or 'admin' for organisation admins only. */
export type RouteModule = ModuleName | 'admin';

// yup's own "any object schema"; the declarations keep their precise schema types.
export type ObjectSchema = yup.AnyObjectSchema;

/** The response type of a route (a type-only marker) and the keys of its JSON answer, for the docs. */
export interface Reply<T> {
  keys: readonly string[];
  status: 200 | 201 | 202;
  /** a file of this content type instead of JSON (a download) */
  file?: string;
  /** a JSON array of rows instead of an object of `keys` */
  list?: boolean;
  /** never set: carries the response type */
  readonly type?: T;
}

/** `reply<OfficeListResponse>('offices')`: answers 200 with those top-level keys. */
export const reply = <T>(...keys: string[]): Reply<T> => ({ keys, status: 200 });
/** `list<CentreLocation>()`: answers 200 with a JSON array of rows. */
export const list = <T>(): Reply<T[]> => ({ keys: [], status: 200, list: true });
/** A creation: answers 201. */
export const created = <T>(...keys: string[]): Reply<T> => ({ keys, status: 201 });
/** A download: the bytes of a file of `contentType`. */
export const file = (contentType: string): Reply<Uint8Array> => ({ keys: [], status: 200, file: contentType });
/** Work started in the background: answers 202. */
export const accepted = <T>(...keys: string[]): Reply<T> => ({ keys, status: 202 });

export interface RouteSpec {
  method: Method;
  path: string;
  scope: Scope;
  module?: RouteModule;
  /** one line for the API page */
  summary: string;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: ObjectSchema;
  response: Reply<unknown>;
  /** the device-limit token (a sign-in that met the device limit) may call it */
  deviceLimit?: boolean;
  /** the body is not JSON (a file upload streamed as it is) */
  rawBody?: string;
  /**
   * A write (not GET) route of an organisation without a module: why any of its signed-in users
   * may call it (their own session; a read sent as a POST). Every other such route names its
   * module, or 'admin' (write routes are denied by default: writeAccess.test.ts holds them to it).
   */
  everyUser?: 'own session' | 'read';
  /** the most bytes its body may have (413 above), when not the server's default */
  bodyLimit?: number;
}

/** Declares a route; the literal types of the declaration are kept. */
export const route = <const D extends RouteSpec>(d: D): D => d;

type Infer<S, Otherwise> = [NonNullable<S>] extends [yup.Schema] ? yup.InferType<NonNullable<S>> : Otherwise;
export type ParamsOf<D extends RouteSpec> = Infer<D['params'], Record<never, never>>;
export type QueryOf<D extends RouteSpec> = Infer<D['query'], Record<never, never>>;
export type BodyOf<D extends RouteSpec> = Infer<D['body'], undefined>;
export type ResponseOf<D extends RouteSpec> = D['response'] extends Reply<infer T> ? T : never;

/** The Fastify pattern of a route's full path. */
export function routeUrl(d: Pick<RouteSpec, 'path' | 'scope'>): string {
  switch (d.scope) {
    case 'public':
    case 'account':
      return d.path;
    case 'voter':
      return TENANT_BASE + VOTER_PREFIX + d.path;
    default:
      return TENANT_BASE + d.path;
  }
}

/** The `:name` placeholders of a path. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);

/** Fills `:name` placeholders of a path. */
export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, k: string) => {
    if (params[k] === undefined || params[k] === null) throw new Error(`missing path parameter ${k}`);
    return encodeURIComponent(String(params[k]));
  });
}

/** A positive integer id (path parameters and id fields). */
export const idSchema = (key = 'validation.integer') =>
  yup
    .number()
    .transform((v, raw) => (typeof raw === 'string' && !/^\d{1,15}$/.test(raw.trim()) ? NaN : v))
    .typeError(key)
    .integer(key)
    .positive(key)
    .max(Number.MAX_SAFE_INTEGER, key)
    .required(key);

/** `{ id }` in the path. */
export const idParams = yup.object({ id: idSchema() });
