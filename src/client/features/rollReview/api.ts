// The PDF read jobs' endpoints (RollPdfApi), injected into the one base API: a job's progress
// (polled while its pages are read), its doubtful fields, an admin's fix of one, the import and
// the cancel.
// The parts themselves are sent by the Import Voter Roll page (XMLHttpRequest, for the progress).
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/endpoints';
import { RollPdfApi, type RollPdfDoubt } from '../../../shared/api/rollPdf';

/** One doubtful field's place: the same in the list, the fix and the picture's address. */
export const doubtKey = (d: Pick<RollPdfDoubt, 'fileNo' | 'page' | 'box' | 'column'>) => `${d.fileNo}/${d.page}/${d.box}/${d.column}`;

export const rollReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    rollPdfJob: queryOf(build, RollPdfApi.job, { keepUnusedDataFor: 0 }),
    rollPdfDoubts: queryOf(build, RollPdfApi.doubts, {
      transformResponse: (raw) => raw?.fields ?? [],
      keepUnusedDataFor: 0,
    }),
    // The fix answered goes into the list at once: its field, and the box's values of its other fields.
    correctRollPdf: mutationOf(build, RollPdfApi.correct, {
      async onQueryStarted({ jobId }, { dispatch, queryFulfilled }) {
        let fixed: RollPdfDoubt;
        try {
          fixed = (await queryFulfilled).data;
        } catch {
          return; // refused: the editor says why
        }
        dispatch(
          rollReviewApi.util.updateQueryData('rollPdfDoubts', { jobId }, (list) => {
            for (const d of list) {
              if (d.fileNo !== fixed.fileNo || d.page !== fixed.page || d.box !== fixed.box) continue;
              d.fields[fixed.column] = fixed.value ?? '';
              if (d.column === fixed.column) d.value = fixed.value;
            }
          }),
        );
      },
    }),
    importRollPdf: mutationOf(build, RollPdfApi.import),
    cancelRollPdf: mutationOf(build, RollPdfApi.cancel),
  }),
});

export const { useRollPdfJobQuery, useRollPdfDoubtsQuery, useCorrectRollPdfMutation, useImportRollPdfMutation, useCancelRollPdfMutation } = rollReviewApi;
