// The picture of a doubtful elector's box, read with the session's token through the console's
// kept images (components/uploadedFiles.ts), shown from an object URL.
import { useImageAt, type UploadView } from '../../components/uploadedFiles';
import { resolveUrl } from '../../api/baseQuery';
import { request } from '../../api/endpoints';
import { useAppSelector } from '../../store/hooks';
import { RollPdfApi, type RollPdfDoubt } from '../../../shared/api/rollPdf';

export function useBoxImage(jobId: string, doubt: RollPdfDoubt | null): UploadView {
  const auth = useAppSelector((s) => s.auth);
  const address =
    doubt?.image && auth.token ? resolveUrl(request(RollPdfApi.box, { jobId, fileNo: doubt.fileNo, page: doubt.page, box: doubt.box }).url, auth) : null;
  return useImageAt(address, auth.token, !doubt?.image);
}
