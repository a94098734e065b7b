// The client half of the CRUD kit: a domain's list/get/add/update/soft-delete endpoints,
// injected into the ONE base API. The list provides LIST + one tag per item; every mutation
// (soft delete included) invalidates the item and LIST, so lists refresh without a reload.
import type { TypedUseQuery, TypedUseMutation } from '@reduxjs/toolkit/query/react';
import { fillPath } from '../../shared/api/routes';
import type { CrudPaths } from '../../shared/api/crud';
import { baseApi } from './baseApi';

export interface Identified {
  id: number;
}

export interface CrudApi<T extends Identified> {
  tag: string;
  useListQuery: TypedUseQuery<T[], void, never>;
  useGetQuery: TypedUseQuery<T, number, never>;
  useAddMutation: TypedUseMutation<{ msg: string } & Record<string, unknown>, Record<string, unknown>, never>;
  useUpdateMutation: TypedUseMutation<{ msg: string } & Record<string, unknown>, { id: number; body: Record<string, unknown> }, never>;
  useRemoveMutation: TypedUseMutation<{ msg: string; id: number }, number, never>;
}

// One injection per domain name: a feature that needs another domain's list (offices pick an
// area, candidates a role and an office) calls crudEndpoints with the same name and the shared
// path table and gets the same endpoints and tags, so one mutation refreshes every list.
const injected = new Map<string, CrudApi<Identified>>();

/** `name` keeps endpoint names unique in the one API: religionList, religionAdd, ... */
export function crudEndpoints<T extends Identified>(name: string, paths: CrudPaths): CrudApi<T> {
  const known = injected.get(name);
  if (known) return known as unknown as CrudApi<T>;
  const created = inject<T>(name, paths);
  injected.set(name, created as unknown as CrudApi<Identified>);
  return created;
}

function inject<T extends Identified>(name: string, paths: CrudPaths): CrudApi<T> {
  const tag = name;
  const item = (id: number) => [{ type: tag, id }, { type: tag, id: 'LIST' }];
  const api = baseApi.enhanceEndpoints({ addTagTypes: [tag] }).injectEndpoints({
    endpoints: (build) => ({
      [`${name}List`]: build.query<T[], void>({
        query: () => paths.list,
        transformResponse: (res: Record<string, T[]>) => res[paths.listKey] ?? [],
        providesTags: (rows = []) => [{ type: tag, id: 'LIST' }, ...rows.map((r) => ({ type: tag, id: r.id }))],
      }),
      [`${name}Get`]: build.query<T, number>({
        query: (id) => fillPath(paths.get, { id }),
        transformResponse: (res: Record<string, T>) => res[paths.itemKey],
        providesTags: (_r, _e, id) => [{ type: tag, id }],
      }),
      [`${name}Add`]: build.mutation<{ msg: string }, Record<string, unknown>>({
        query: (body) => ({ url: paths.add, method: 'POST', body }),
        invalidatesTags: [{ type: tag, id: 'LIST' }],
      }),
      [`${name}Update`]: build.mutation<{ msg: string }, { id: number; body: Record<string, unknown> }>({
        query: ({ id, body }) =>
          paths.updateIdField
            ? { url: paths.update, method: 'PUT', body: { ...body, [paths.updateIdField]: id } }
            : { url: fillPath(paths.update, { id }), method: 'PUT', body },
        invalidatesTags: (_r, _e, { id }) => item(id),
      }),
      [`${name}Remove`]: build.mutation<{ msg: string; id: number }, number>({
        query: (id) => ({ url: fillPath(paths.remove, { id }), method: 'PUT' }),
        invalidatesTags: (_r, _e, id) => item(id),
      }),
    }),
  });
  // Dynamic endpoint names cannot be typed by RTK's generated hook names; the shape is fixed above.
  const ep = api.endpoints as unknown as Record<string, { useQuery: unknown; useMutation: unknown }>;
  return {
    tag,
    useListQuery: ep[`${name}List`].useQuery as CrudApi<T>['useListQuery'],
    useGetQuery: ep[`${name}Get`].useQuery as CrudApi<T>['useGetQuery'],
    useAddMutation: ep[`${name}Add`].useMutation as CrudApi<T>['useAddMutation'],
    useUpdateMutation: ep[`${name}Update`].useMutation as CrudApi<T>['useUpdateMutation'],
    useRemoveMutation: ep[`${name}Remove`].useMutation as CrudApi<T>['useRemoveMutation'],
  };
}
