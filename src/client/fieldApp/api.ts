// The field app's own RTK Query API: the sync routes of the shared contract and sign-out. A small
// slice of its own rather than the console's, whose tag list names every domain's routes (and so
// would bring all their declarations onto the phone).
import { createApi } from '@reduxjs/toolkit/query/react';
import { FieldApi } from '../../shared/api/field';
import { AuthApi } from '../../shared/api/auth';
import { baseQuery } from '../api/baseQuery';
import { request } from '../api/endpoints';
import { fetchFile, type FileArg } from '../api/download';
import { fieldReducer, lateMiddleware } from './store';

export const fieldApi = createApi({
  reducerPath: 'fieldApi',
  baseQuery,
  // nothing is cached: the phone's data lives in IndexedDB (local.ts)
  keepUnusedDataFor: 0,
  endpoints: (build) => ({
    download: build.mutation<import('../../shared/api/field').FieldVotersResponse, void>({ query: () => request(FieldApi.download, {}) }),
    changes: build.mutation<import('../../shared/api/field').FieldVotersResponse, { cursor: string }>({
      query: (arg) => request(FieldApi.changes, arg),
    }),
    sync: build.mutation<import('../../shared/api/field').SyncResponse, { changes: object[] }>({
      query: (arg) => request(FieldApi.sync, { body: arg }),
    }),
    tasks: build.mutation<import('../../shared/api/field').FieldTasksResponse, void>({ query: () => request(FieldApi.tasks, {}) }),
    surveys: build.mutation<import('../../shared/api/field').FieldSurveysResponse, void>({ query: () => request(FieldApi.surveys, {}) }),
    claims: build.mutation<import('../../shared/api/field').FieldClaimsResponse, void>({ query: () => request(FieldApi.claims, {}) }),
    signOut: build.mutation<unknown, void>({ query: () => request(AuthApi.signOut, {}) }),
    // the worker's own page printed: the server checks the assignment is theirs
    walkSheet: build.mutation<null, FileArg<{ assignment_id: number; lang: string }>>({
      queryFn: (a, _api, _x, base) => fetchFile(base, FieldApi.walkSheet, a.arg, a.fileName),
    }),
    slips: build.mutation<null, FileArg<{ assignment_id: number; lang: string }>>({
      queryFn: (a, _api, _x, base) => fetchFile(base, FieldApi.slips, a.arg, a.fileName),
    }),
  }),
});

/** The sync API joins the store: its cache in the reducer, its middleware among the store's. */
export function joinStore() {
  fieldReducer.inject(fieldApi);
  lateMiddleware.addMiddleware(fieldApi.middleware);
}
