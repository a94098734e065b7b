// GET /api/v1/admin/public/config: the map tile URL (and the optional Google key). Shared by
// every map, so it lives beside the map components and is injected into the one base API.
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/endpoints';
import { AuthApi, type PublicConfig } from '../../../shared/api/auth';

export type { PublicConfig };

export const OSM_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

export const publicConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicConfig: queryOf(build, AuthApi.publicConfig, {
      // The configuration does not change while the console runs.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { usePublicConfigQuery } = publicConfigApi;
