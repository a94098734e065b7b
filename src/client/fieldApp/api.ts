// The field app's API: the sync routes of the shared contract (queryOf / mutationOf, as every
// console domain declares its endpoints) and sign-out, in a store of the phone's own. Not the
// console's baseApi, whose tag list is read off every domain's route declarations (and so would
// bring all of them onto the phone): the phone names the same tag type and no tag at all.
import type { WithSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { FieldApi } from '../../shared/api/field';
import { AuthApi } from '../../shared/api/auth';
import { baseQuery } from '../api/baseQuery';
import { mutationOf, queryOf } from '../api/endpoints';
import type { Tag } from '../api/tags';
import { fetchFile, type FileArg } from '../api/download';
import { fieldReducer, lateMiddleware } from './store';

const NO_TAGS: readonly Tag[] = [];

export const fieldApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: NO_TAGS,
  // nothing is cached: the phone's data lives in IndexedDB (local.ts), and the sync engine asks each time (fresh)
  keepUnusedDataFor: 0,
  endpoints: (build) => ({
    download: queryOf(build, FieldApi.download),
    changes: queryOf(build, FieldApi.changes),
    tasks: queryOf(build, FieldApi.tasks),
    surveys: queryOf(build, FieldApi.surveys),
    claims: queryOf(build, FieldApi.claims),
    sync: mutationOf(build, FieldApi.sync),
    signOut: mutationOf(build, AuthApi.signOut),
    // the worker's own page printed: the server checks the assignment is theirs
    walkSheet: build.mutation<null, FileArg<{ assignment_id: number; lang: string }>>({
      queryFn: (a, _api, _x, base) => fetchFile(base, FieldApi.walkSheet, a.arg, a.fileName),
    }),
    slips: build.mutation<null, FileArg<{ assignment_id: number; lang: string }>>({
      queryFn: (a, _api, _x, base) => fetchFile(base, FieldApi.slips, a.arg, a.fileName),
    }),
  }),
});

/** A read the sync engine makes once, neither cached nor kept subscribed. */
export const fresh = { subscribe: false, forceRefetch: true } as const;

declare module './store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof fieldApi> {}
}

/** The sync API joins the store: its cache in the reducer, its middleware among the store's. */
export function joinStore() {
  fieldReducer.inject(fieldApi);
  lateMiddleware.addMiddleware(fieldApi.middleware);
}
