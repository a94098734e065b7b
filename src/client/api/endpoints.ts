// The client half of the contract: an RTK Query endpoint from a declared route. The endpoint's
// argument holds the path parameters and query fields flat, and the body under `body`; its
// result is the route's declared response type (or what transformResponse makes of it).
import type { EndpointBuilder, FetchArgs, MutationDefinition, MutationExtraOptions, QueryDefinition, QueryExtraOptions } from '@reduxjs/toolkit/query';
import { VOTER_PREFIX, fillPath, pathParams, type BodyOf, type ParamsOf, type QueryOf, type ResponseOf, type RouteSpec } from '../../shared/api/contract';
import type { baseQuery } from './baseQuery';
import type { Tag } from './tags';

type BaseQuery = typeof baseQuery;
export type Build = EndpointBuilder<BaseQuery, Tag, 'api'>;

type Flat<T> = { [K in keyof T]: T[K] } & {};

/**
 * Query fields are optional (the schema says which the server requires, and answers 400 with the
 * field when one is missing) and travel as text: a select's string value is as good as the number
 * the schema casts it to.
 */
type QueryArg<D extends RouteSpec> = { [K in keyof QueryOf<D>]?: QueryOf<D>[K] | string | null };

// A body field that may be null, or a list, may be left out: the schema defaults it (to null, []).
type Leavable<V> = null extends V ? true : V extends readonly unknown[] ? true : false;
type Loose<V> = V extends readonly (infer E)[] ? Loose<E>[] : V extends object ? BodyArg<V> : V;
type BodyArg<B> = Flat<
  { [K in keyof B as Leavable<B[K]> extends true ? never : K]: Loose<B[K]> } & { [K in keyof B as Leavable<B[K]> extends true ? K : never]?: Loose<B[K]> }
>;

/** Path parameters and query fields flat, the body under `body`. */
export type ArgOf<D extends RouteSpec> = Flat<ParamsOf<D> & QueryArg<D> & (BodyOf<D> extends undefined ? unknown : { body: BodyArg<BodyOf<D>> })>;
export type EndpointArg<D extends RouteSpec> = keyof ArgOf<D> extends never ? void : ArgOf<D>;

/** The fetch of a declared route; the voter prefix's :orgId and :candidateId are the session's (baseQuery). */
export function request(decl: RouteSpec, arg: unknown): FetchArgs {
  const fields: Record<string, unknown> = arg && typeof arg === 'object' ? { ...arg } : {};
  const named = new Set(pathParams(decl.path));
  const url = (decl.scope === 'voter' ? VOTER_PREFIX : '') + fillPath(decl.path, fields);
  const params = Object.fromEntries(Object.entries(fields).filter(([k, v]) => k !== 'body' && !named.has(k) && v !== undefined && v !== null && v !== ''));
  return { url, method: decl.method, ...(decl.query && Object.keys(params).length ? { params } : {}), ...('body' in fields ? { body: fields.body } : {}) };
}

// The result type comes from transformResponse (or is the declared response): the tag callbacks
// read it but never decide it.
type QueryOptions<D extends RouteSpec, R> = Omit<QueryExtraOptions<Tag, NoInfer<R>, EndpointArg<D>, BaseQuery, 'api'>, 'type' | 'transformResponse'> & {
  transformResponse?: (raw: ResponseOf<D>, meta: unknown, arg: EndpointArg<D>) => R;
};
type MutationOptions<D extends RouteSpec, R> = Omit<MutationExtraOptions<Tag, NoInfer<R>, EndpointArg<D>, BaseQuery, 'api'>, 'type' | 'transformResponse'> & {
  transformResponse?: (raw: ResponseOf<D>, meta: unknown, arg: EndpointArg<D>) => R;
};

type QueryDef<D extends RouteSpec, R> = QueryDefinition<EndpointArg<D>, BaseQuery, Tag, R, 'api'>;
type MutationDef<D extends RouteSpec, R> = MutationDefinition<EndpointArg<D>, BaseQuery, Tag, R, 'api'>;

// Two signatures each: with transformResponse the result is what it makes, without it the result
// is the declared response (a defaulted type parameter would let the tag callbacks widen it).

/** A query endpoint of a declared GET route. */
export function queryOf<D extends RouteSpec>(
  build: Build,
  decl: D,
  opts?: QueryOptions<D, ResponseOf<D>> & { transformResponse?: undefined },
): QueryDef<D, ResponseOf<D>>;
export function queryOf<D extends RouteSpec, R>(build: Build, decl: D, opts: QueryOptions<D, R>): QueryDef<D, R>;
export function queryOf<D extends RouteSpec, R>(build: Build, decl: D, opts: QueryOptions<D, R> = {}): QueryDef<D, R> {
  return build.query<R, EndpointArg<D>>({ ...opts, query: (arg) => request(decl, arg) });
}

/** A mutation endpoint of a declared route. */
export function mutationOf<D extends RouteSpec>(
  build: Build,
  decl: D,
  opts?: MutationOptions<D, ResponseOf<D>> & { transformResponse?: undefined },
): MutationDef<D, ResponseOf<D>>;
export function mutationOf<D extends RouteSpec, R>(build: Build, decl: D, opts: MutationOptions<D, R>): MutationDef<D, R>;
export function mutationOf<D extends RouteSpec, R>(build: Build, decl: D, opts: MutationOptions<D, R> = {}): MutationDef<D, R> {
  return build.mutation<R, EndpointArg<D>>({ ...opts, query: (arg) => request(decl, arg) });
}
