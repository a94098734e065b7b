// The voting-centre reports' PDF: the table as the page shows it, printed by the server's text
// engine (shaped, selectable Devanagari, as every other printed paper) and saved as a download.
import { baseApi } from '../../api/baseApi';
import { fetchFile, type FileArg } from '../../api/download';
import type { EndpointArg } from '../../api/endpoints';
import { PaperApi } from '../../../shared/api/paper';

export const centreReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    centreReportPdf: build.mutation<null, FileArg<EndpointArg<typeof PaperApi.centreTablePdf>>>({
      queryFn: (a, _api, _x, base) => fetchFile(base, PaperApi.centreTablePdf, a.arg, a.fileName),
    }),
  }),
});

export const { useCentreReportPdfMutation } = centreReportsApi;
