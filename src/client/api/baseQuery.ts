// The query every RTK Query API of the client sends through: the console's one API (baseApi.ts)
// and the field app's (fieldApp/api.ts). Paths are relative to the session's tenant base, the
// session's token goes with each call, and a token the server no longer knows ends the session.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { VOTER_PREFIX, tenantBase } from '../../shared/api/contract';
import { signedOut, type CallSession } from './session';

type State = { auth: CallSession };

/** The voter prefix /{orgId}/{candidateId} (0 when the session has no candidate). */
export const voterPrefix = (auth: CallSession) => `/${auth.orgId ?? 0}/${auth.candidateId ?? 0}`;

/**
 * `/x` → `/api/v1/admin/{tenantId}/x`, and a voter route's `/:orgId/:candidateId/x` with the
 * session's organisation and candidate; absolute `/api/...` paths are left as they are.
 */
export function resolveUrl(url: string, auth: CallSession): string {
  if (url.startsWith('/api/')) return url;
  const path = url.startsWith(VOTER_PREFIX + '/') ? voterPrefix(auth) + url.slice(VOTER_PREFIX.length) : url;
  return `${tenantBase(auth.tenantId ?? 0)}${path.startsWith('/') ? path : '/' + path}`;
}

const raw = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as State).auth.token;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const auth = (api.getState() as State).auth;
  const req = typeof args === 'string' ? { url: args } : args;
  const result = await raw({ ...req, url: resolveUrl(req.url, auth) }, api, extra);
  // A token the server no longer knows ends the session: the console's router then shows
  // /sign-in, the field app wipes what the phone holds.
  if (result.error?.status === 401 && auth.token) api.dispatch(signedOut());
  return result;
};
