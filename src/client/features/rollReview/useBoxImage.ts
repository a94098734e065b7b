// The picture of a doubtful field (its elector's box, or its page's header, or its file's cover, as
// the doubt says), read with the session's token through the console's kept images
// (components/uploadedFiles.ts), shown from an object URL.
import { useImageAt, type UploadView } from '../../components/uploadedFiles';
import { resolveUrl } from '../../api/baseQuery';
import { request } from '../../api/endpoints';
import { useAppSelector } from '../../store/hooks';
import { RollPdfApi, type RollPdfDoubt } from '../../../shared/api/rollPdf';

/** The picture's address: the box's, with the region when it is a header's or a cover's. */
export function boxImagePath(jobId: string, d: Pick<RollPdfDoubt, 'fileNo' | 'page' | 'box' | 'picture'>): string {
  const region = d.picture && d.picture !== 'box' ? d.picture : undefined;
  const { url } = request(RollPdfApi.box, { jobId, fileNo: d.fileNo, page: d.page, box: d.box });
  return region ? `${url}?${new URLSearchParams({ region })}` : url;
}

export function useBoxImage(jobId: string, doubt: RollPdfDoubt | null): UploadView {
  const auth = useAppSelector((s) => s.auth);
  const address = doubt?.image && auth.token ? resolveUrl(boxImagePath(jobId, doubt), auth) : null;
  return useImageAt(address, auth.token, !doubt?.image);
}
