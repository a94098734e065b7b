// Voter reports: alphabetical, by age and by alignment, all paged on the server, and one voter's
// collected details; derived from the roll's declared routes.
import { baseApi } from '../../api/baseApi';
import { fetchFile, type FileArg } from '../../api/download';
import { queryOf, type EndpointArg } from '../../api/endpoints';
import { PaperApi } from '../../../shared/api/paper';
import { VoterApi } from '../../../shared/api/voters';

const vTag = (id: number) => ({ type: 'Voter', id }) as const;
const voterTags = (res: { voters: Array<{ id: number }> } | undefined) => [
  { type: 'Voter', id: 'LIST' } as const,
  ...(res?.voters ?? []).map((v) => vTag(v.id)),
];

export const voterReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    votersAtoz: queryOf(build, VoterApi.votersListAtoz, {
      providesTags: (res) => [{ type: 'Voter', id: 'LIST' }, ...(res?.voterslist ?? []).flatMap((g) => g.voters.map((v) => vTag(v.id)))],
    }),
    reportByAge: queryOf(build, VoterApi.reportByAge, { providesTags: (res) => voterTags(res) }),
    reportByAlign: queryOf(build, VoterApi.reportByAlign, { providesTags: (res) => voterTags(res) }),
    /** The details collected for one voter (View Info). */
    reportVoterInfo: queryOf(build, VoterApi.voterInfoFamilyDetails, { providesTags: (_r, _e, { id }) => [vTag(Number(id))] }),
    /** A report's table printed by the server's text PDF engine (Devanagari shaped and selectable), saved as a download. */
    reportTablePdf: build.mutation<null, FileArg<EndpointArg<typeof PaperApi.tablePdf>>>({
      queryFn: (a, _api, _x, base) => fetchFile(base, PaperApi.tablePdf, a.arg, a.fileName),
    }),
  }),
});

export const { useVotersAtozQuery, useReportByAgeQuery, useReportByAlignQuery, useReportVoterInfoQuery, useReportTablePdfMutation } = voterReportsApi;
