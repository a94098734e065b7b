// The client half of the contract: an RTK Query endpoint from a declared route. The endpoint's
// argument holds the path parameters and query fields flat, and the body under `body`; its
// result is the route's declared response type (or what transformResponse makes of it).
import type { EndpointBuilder, FetchArgs, MutationExtraOptions, QueryExtraOptions } from '@reduxjs/toolkit/query';
import { VOTER_PREFIX, fillPath, pathParams, type BodyOf, type ParamsOf, type QueryOf, type ResponseOf, type RouteSpec } from '../../shared/api/contract';
import type { baseQuery } from './baseApi';
import type { Tag } from './tags';

type BaseQuery = typeof baseQuery;
export type Build = EndpointBuilder<BaseQuery, Tag, 'api'>;

type Flat<T> = { [K in keyof T]: T[K] } & {};
/** Path parameters and query fields flat (query fields optional: the server has defaults), the body under `body`. */
export type ArgOf<D extends RouteSpec> = Flat<ParamsOf<D> & Partial<QueryOf<D>> & (BodyOf<D> extends undefined ? unknown : { body: BodyOf<D> })>;
export type EndpointArg<D extends RouteSpec> = keyof ArgOf<D> extends never ? void : ArgOf<D>;

/** The fetch of a declared route; the voter prefix's :orgId and :candidateId are the session's (baseQuery). */
export function request(decl: RouteSpec, arg: unknown): FetchArgs {
  const fields: Record<string, unknown> = arg && typeof arg === 'object' ? { ...arg } : {};
  const named = new Set(pathParams(decl.path));
  const url = (decl.scope === 'voter' ? VOTER_PREFIX : '') + fillPath(decl.path, fields);
  const params = Object.fromEntries(Object.entries(fields).filter(([k, v]) => k !== 'body' && !named.has(k) && v !== undefined && v !== null && v !== ''));
  return { url, method: decl.method, ...(decl.query && Object.keys(params).length ? { params } : {}), ...('body' in fields ? { body: fields.body } : {}) };
}

type QueryOptions<D extends RouteSpec, R> = Omit<QueryExtraOptions<Tag, R, EndpointArg<D>, BaseQuery, 'api'>, 'type'> & {
  transformResponse?: (raw: ResponseOf<D>, meta: unknown, arg: EndpointArg<D>) => R;
};
type MutationOptions<D extends RouteSpec, R> = Omit<MutationExtraOptions<Tag, R, EndpointArg<D>, BaseQuery, 'api'>, 'type'> & {
  transformResponse?: (raw: ResponseOf<D>, meta: unknown, arg: EndpointArg<D>) => R;
};

/** A query endpoint of a declared GET route. */
export const queryOf = <D extends RouteSpec, R = ResponseOf<D>>(build: Build, decl: D, opts: QueryOptions<D, R> = {}) =>
  build.query<R, EndpointArg<D>>({ ...opts, query: (arg) => request(decl, arg) });

/** A mutation endpoint of a declared route. */
export const mutationOf = <D extends RouteSpec, R = ResponseOf<D>>(build: Build, decl: D, opts: MutationOptions<D, R> = {}) =>
  build.mutation<R, EndpointArg<D>>({ ...opts, query: (arg) => request(decl, arg) });
