// The roll upload's jobs: the tenant's recent imports and one job, polled by the
// import page while it runs. The upload itself goes through uploadRoll.ts (XMLHttpRequest).
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/endpoints';
import { VoterImportApi } from '../../../shared/api/voterImport';

export const voterImportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    voterImports: queryOf(build, VoterImportApi.list, {
      transformResponse: (raw) => raw?.jobs ?? [],
      keepUnusedDataFor: 0,
    }),
    voterImportJob: queryOf(build, VoterImportApi.job, {
      keepUnusedDataFor: 0,
    }),
    // A planned (dry-run) job applied for real, or dropped.
    applyVoterImport: mutationOf(build, VoterImportApi.apply),
    cancelVoterImport: mutationOf(build, VoterImportApi.cancel),
    removedVoters: queryOf(build, VoterImportApi.removed, { providesTags: ['Voter'] }),
  }),
});

export const { useVoterImportsQuery, useVoterImportJobQuery, useApplyVoterImportMutation, useCancelVoterImportMutation, useRemovedVotersQuery } =
  voterImportApi;

/** What an import changes: every voter list and report, the parts and centres, the dashboard. */
export const invalidateRoll = () => baseApi.util.invalidateTags(['Voter', 'VotingCentre', 'Dashboard']);
