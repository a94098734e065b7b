// The roll upload's jobs (issue 4 §2): the tenant's recent imports and one job, polled by the
// import page while it runs. The upload itself goes through uploadRoll.ts (XMLHttpRequest).
import { baseApi } from '../../api/baseApi';
import { fillPath } from '../../../shared/api/routes';
import { VoterImportPaths, type VoterImportJob, type VoterImportListResponse } from '../../../shared/api/voterImport';
import { CENTRE_TAG, VOTER_TAG, votersApi } from './api';

export const voterImportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    voterImports: build.query<VoterImportJob[], void>({
      query: () => VoterImportPaths.list,
      transformResponse: (raw: VoterImportListResponse | null) => raw?.jobs ?? [],
      keepUnusedDataFor: 0,
    }),
    voterImportJob: build.query<VoterImportJob, string>({
      query: (id) => fillPath(VoterImportPaths.job, { jobId: id }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useVoterImportsQuery, useVoterImportJobQuery } = voterImportApi;

/** What an import changes: every voter list and report, the parts and centres, the dashboard. */
export const invalidateRoll = () => votersApi.util.invalidateTags([VOTER_TAG, CENTRE_TAG, 'Dashboard']);
