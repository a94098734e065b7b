// The field app's own RTK Query API: the sync routes of the shared contract and sign-out. A small
// slice of its own rather than the console's, whose tag list names every domain's routes (and so
// would bring all their declarations onto the phone).
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { FieldApi } from '../../shared/api/field';
import { AuthApi } from '../../shared/api/auth';
import { tenantBase } from '../../shared/api/contract';
import { request } from '../api/endpoints';
import { signedOut, type AuthState } from '../store/authSlice';
import { fieldReducer, lateMiddleware } from './store';

type State = { auth: AuthState };

const raw = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as State).auth.token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** `/field/x` → the session's tenant base; a 401 ends the session (the app then wipes what it holds). */
const baseQuery: BaseQueryFn<FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const auth = (api.getState() as State).auth;
  const url = args.url.startsWith('/api/') ? args.url : `${tenantBase(auth.tenantId ?? 0)}${args.url}`;
  const result = await raw({ ...args, url }, api, extra);
  if (result.error?.status === 401 && auth.token) api.dispatch(signedOut());
  return result;
};

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
    signOut: build.mutation<unknown, void>({ query: () => request(AuthApi.signOut, {}) }),
  }),
});

/** The sync API joins the store: its cache in the reducer, its middleware among the store's. */
export function joinStore() {
  fieldReducer.inject(fieldApi);
  lateMiddleware.addMiddleware(fieldApi.middleware);
}
