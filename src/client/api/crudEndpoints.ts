// The client half of the CRUD kit: a domain's list/get/add/update/soft-delete endpoints from its
// declared routes. The list provides LIST + one tag per row; every mutation (soft delete
// included) invalidates the row and LIST, so lists refresh without a reload. The domain injects
// them into the one API under names it writes itself (officeList, officeAdd, ...) in its
// feature's api.ts, and gives the page kit their hooks with crudHooks.
import type { BodyOf } from '../../shared/api/contract';
import type { CrudDecls, Removed, Saved } from '../../shared/api/crud';
import { request, type Build } from './endpoints';
import { listTags, rowTags, type Tag } from './tags';

export interface Identified {
  id: number;
}

/** `also`: tags of other domains whose rows show this one's (a task shows its sub-tasks), refreshed by every change. */
export function crudEndpoints<T extends Identified, D extends CrudDecls<T>>(build: Build, decls: D, tag: Tag, also: Tag[] = []) {
  const { listKey, itemKey, updateIdField } = decls.keys;
  type Body = CrudBody<D>;
  return {
    list: build.query<T[], void>({
      query: () => request(decls.list, undefined),
      transformResponse: (res: Record<string, T[]>) => res[listKey] ?? [],
      providesTags: (rows) => listTags(tag, rows),
    }),
    get: build.query<T, number>({
      query: (id) => request(decls.get, { id }),
      transformResponse: (res: Record<string, T>) => res[itemKey],
      providesTags: (_r, _e, id) => [{ type: tag, id }],
    }),
    add: build.mutation<Saved<string, T>, Body>({
      query: (body) => request(decls.add, { body }),
      invalidatesTags: [{ type: tag, id: 'LIST' }, ...also],
    }),
    update: build.mutation<Saved<string, T>, { id: number; body: Body }>({
      query: ({ id, body }) => (updateIdField ? request(decls.update, { body: { ...body, [updateIdField]: id } }) : request(decls.update, { id, body })),
      invalidatesTags: (_r, _e, { id }) => [...rowTags(tag, id), ...also],
    }),
    remove: build.mutation<Removed, number>({
      query: (id) => request(decls.remove, { id }),
      invalidatesTags: (_r, _e, id) => [...rowTags(tag, id), ...also],
    }),
  };
}

/**
 * The payload of a CRUD domain's add and update: its field names are the declared schema's, the
 * values as the form sends them (the server casts and validates them with that schema).
 */
export type CrudBody<D extends CrudDecls<unknown>> = Partial<Record<keyof BodyOf<D['add']>, unknown>>;

/** What the page kit needs of a domain's endpoints: its hooks, whatever the domain named them. */
export interface CrudHooks<T extends Identified, B = Record<string, unknown>> {
  useListQuery: (
    arg?: void,
    opts?: { skip?: boolean; refetchOnMountOrArgChange?: boolean },
  ) => { data?: T[]; isLoading: boolean; isError: boolean; error?: unknown };
  useGetQuery: (
    id: number,
    opts?: { skip?: boolean; refetchOnMountOrArgChange?: boolean },
  ) => { data?: T; isLoading: boolean; isError: boolean; error?: unknown };
  useAddMutation: () => readonly [(body: B) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];
  useUpdateMutation: () => readonly [(arg: { id: number; body: B }) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];
  useRemoveMutation: () => readonly [(id: number) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];
}

/** The hooks the page kit takes, from a domain's five injected endpoints. */
export const crudHooks = <L, G, A, U, R>(
  list: { useQuery: L },
  get: { useQuery: G },
  add: { useMutation: A },
  update: { useMutation: U },
  remove: { useMutation: R },
) => ({
  useListQuery: list.useQuery,
  useGetQuery: get.useQuery,
  useAddMutation: add.useMutation,
  useUpdateMutation: update.useMutation,
  useRemoveMutation: remove.useMutation,
});
