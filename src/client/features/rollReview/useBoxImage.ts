// The picture of a doubtful elector's box, read with the session's token (an <img src> cannot send
// it) through the console's kept images (components/uploadedFiles.ts), shown from an object URL.
import { useEffect, useState } from 'react';
import { loadUpload } from '../../components/uploadedFiles';
import { resolveUrl } from '../../api/baseQuery';
import { request } from '../../api/endpoints';
import { useAppSelector } from '../../store/hooks';
import { RollPdfApi, type RollPdfDoubt } from '../../../shared/api/rollPdf';

export function useBoxImage(jobId: string, doubt: RollPdfDoubt | null): { url: string | null; failed: boolean } {
  const auth = useAppSelector((s) => s.auth);
  const address =
    doubt?.image && auth.token ? resolveUrl(request(RollPdfApi.box, { jobId, fileNo: doubt.fileNo, page: doubt.page, box: doubt.box }).url, auth) : null;
  const token = auth.token;
  const [view, setView] = useState<{ address: string | null; url: string | null; failed: boolean }>({ address: null, url: null, failed: false });
  useEffect(() => {
    if (!address || !token) return;
    let live = true;
    let url: string | null = null;
    loadUpload(address, token)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setView({ address, url, failed: false });
      })
      .catch(() => live && setView({ address, url: null, failed: true }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [address, token]);
  return view.address === address && address ? { url: view.url, failed: view.failed } : { url: null, failed: !doubt?.image };
}
