// Paper's calls, derived from the declared routes: the PDFs and the visits export are fetched as
// files and handed to the browser as downloads; the walk sheet's rows, the visits typed back and
// the visit figures are ordinary queries and a mutation.
import { baseApi } from '../../api/baseApi';
import { fetchFile, type FileArg } from '../../api/download';
import { mutationOf, queryOf, type EndpointArg } from '../../api/endpoints';
import { PaperApi } from '../../../shared/api/paper';

/** Progress and sheet rows change with every visit saved: one tag for both. */
const VISITS = { type: 'Voter' as const, id: 'VISITS' };

type Of<D extends keyof typeof PaperApi> = FileArg<EndpointArg<(typeof PaperApi)[D]>>;

export const paperApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    downloadSlips: build.mutation<null, Of<'slips'>>({ queryFn: (a, _api, _x, base) => fetchFile(base, PaperApi.slips, a.arg, a.fileName) }),
    downloadWalkSheet: build.mutation<null, Of<'walkSheet'>>({ queryFn: (a, _api, _x, base) => fetchFile(base, PaperApi.walkSheet, a.arg, a.fileName) }),
    downloadVisits: build.mutation<null, Of<'visitsExport'>>({ queryFn: (a, _api, _x, base) => fetchFile(base, PaperApi.visitsExport, a.arg, a.fileName) }),
    paperSheet: queryOf(build, PaperApi.sheet, { transformResponse: (raw) => raw?.rows ?? [], providesTags: [VISITS] }),
    paperProgress: queryOf(build, PaperApi.progress, { providesTags: [VISITS] }),
    saveVisits: mutationOf(build, PaperApi.visits, { invalidatesTags: [VISITS, { type: 'Voter', id: 'LIST' }] }),
  }),
});

export const {
  useDownloadSlipsMutation,
  useDownloadWalkSheetMutation,
  useDownloadVisitsMutation,
  usePaperSheetQuery,
  usePaperProgressQuery,
  useSaveVisitsMutation,
} = paperApi;
