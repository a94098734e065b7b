// Claims' calls, derived from the declared routes. Every change refreshes the list (and the
// period, which the list carries).
import { baseApi } from '../../api/baseApi';
import { fetchFile, type FileArg } from '../../api/download';
import { mutationOf, queryOf, request, type EndpointArg } from '../../api/endpoints';
import { ClaimApi, type ClaimsPeriodSummary } from '../../../shared/api/claims';

const CLAIMS = { type: 'Claim', id: 'LIST' } as const;

export const claimsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    claimList: queryOf(build, ClaimApi.list, { providesTags: [CLAIMS] }),
    claimScoreboard: queryOf(build, ClaimApi.scoreboard, { providesTags: [CLAIMS] }),
    claimAdd: mutationOf(build, ClaimApi.add, { invalidatesTags: [CLAIMS] }),
    claimUpdate: mutationOf(build, ClaimApi.update, { invalidatesTags: [CLAIMS] }),
    claimRemove: mutationOf(build, ClaimApi.remove, { invalidatesTags: [CLAIMS] }),
    claimSetPeriod: mutationOf(build, ClaimApi.setPeriod, { invalidatesTags: [CLAIMS] }),
    claimConfirmMatch: mutationOf(build, ClaimApi.confirmMatch, { invalidatesTags: [CLAIMS] }),
    // the dashboard's card: a failure (an old server, the module taken away meanwhile) is no
    // period to show, never an error on the dashboard
    claimSummary: build.query<{ periods: ClaimsPeriodSummary[] }, void>({
      queryFn: async (_arg, _api, _extra, base) => {
        const answer = await base(request(ClaimApi.summary, {}));
        return { data: answer.error ? { periods: [] } : (answer.data as { periods: ClaimsPeriodSummary[] }) };
      },
      providesTags: [CLAIMS],
    }),
    claimSheet: build.mutation<null, FileArg<EndpointArg<typeof ClaimApi.sheet>>>({
      queryFn: (a, _api, _x, base) => fetchFile(base, ClaimApi.sheet, a.arg, a.fileName),
    }),
  }),
});

export const {
  useClaimListQuery,
  useClaimAddMutation,
  useClaimUpdateMutation,
  useClaimRemoveMutation,
  useClaimSetPeriodMutation,
  useClaimSheetMutation,
  useClaimScoreboardQuery,
  useClaimConfirmMatchMutation,
  useClaimSummaryQuery,
} = claimsApi;
