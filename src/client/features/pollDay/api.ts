// Poll day's calls, derived from the declared routes. Every answer that counts votes provides
// the VoteMark list tag, so a mark, an undo or a bulk mark refreshes the look-up, the last marks,
// the turnout and the supporters at once; the screen also asks again on a rhythm, for the marks
// other agents make.
import { baseApi } from '../../api/baseApi';
import { fetchFile, type FileArg } from '../../api/download';
import { mutationOf, queryOf, type EndpointArg } from '../../api/endpoints';
import { PaperApi } from '../../../shared/api/paper';
import { PollDayApi, type Supporter } from '../../../shared/api/pollDay';

const MARKS = { type: 'VoteMark', id: 'LIST' } as const;

/** How often the screen asks again for what other agents marked. */
export const POLL_REFRESH_MS = 15_000;

export const pollDayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pollDayVoter: queryOf(build, PollDayApi.voter, { providesTags: [MARKS] }),
    pollDayMarks: queryOf(build, PollDayApi.marks, { providesTags: [MARKS] }),
    pollDayTurnout: queryOf(build, PollDayApi.turnout, { providesTags: [MARKS, { type: 'Voter', id: 'LIST' }] }),
    pollDaySupporters: queryOf(build, PollDayApi.supporters, {
      // the paged table keys its rows by id
      transformResponse: (raw) => ({ ...raw, supporters: raw.supporters.map((s: Supporter) => ({ ...s, id: s.voter_id })) }),
      providesTags: [MARKS, { type: 'Voter', id: 'LIST' }],
    }),
    pollDayMark: mutationOf(build, PollDayApi.mark, { invalidatesTags: [MARKS] }),
    pollDayUndo: mutationOf(build, PollDayApi.undo, { invalidatesTags: [MARKS] }),
    pollDayBulkMark: mutationOf(build, PollDayApi.bulkMark, { invalidatesTags: [MARKS] }),
    pollDaySlots: queryOf(build, PaperApi.slotReport, { providesTags: [MARKS] }),
    pollDaySlotsPdf: build.mutation<null, FileArg<EndpointArg<typeof PaperApi.slotReportPdf>>>({
      queryFn: (a, _api, _x, base) => fetchFile(base, PaperApi.slotReportPdf, a.arg, a.fileName),
    }),
    pollDaySlotsXlsx: build.mutation<null, FileArg<EndpointArg<typeof PaperApi.slotReportXlsx>>>({
      queryFn: (a, _api, _x, base) => fetchFile(base, PaperApi.slotReportXlsx, a.arg, a.fileName),
    }),
    pollDayCallSheet: build.mutation<null, FileArg<EndpointArg<typeof PaperApi.callSheet>>>({
      queryFn: (a, _api, _x, base) => fetchFile(base, PaperApi.callSheet, a.arg, a.fileName),
    }),
  }),
});

export const {
  usePollDayVoterQuery,
  usePollDayMarksQuery,
  usePollDayTurnoutQuery,
  usePollDaySupportersQuery,
  usePollDayMarkMutation,
  usePollDayUndoMutation,
  usePollDayBulkMarkMutation,
  usePollDaySlotsQuery,
  usePollDaySlotsPdfMutation,
  usePollDaySlotsXlsxMutation,
  usePollDayCallSheetMutation,
} = pollDayApi;
