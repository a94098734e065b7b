// The ONE RTK Query API: every domain injects its endpoints here (injectEndpoints), so tag
// invalidation works across the whole console. Paths are relative to the tenant base (baseQuery.ts).
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';
import { TAGS } from './tags';

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAGS,
  endpoints: () => ({}),
});

export { errorBody } from './errorBody';
