// Sends a roll file to the upload endpoint with XMLHttpRequest, since fetch reports no upload
// progress. Same URL rules (tenant base) and Bearer token as the RTK Query base API.
import type { ErrorBody } from '../../../shared/api/messages';
import { resolveUrl } from '../../api/baseQuery';
import type { AuthState } from '../../store/authSlice';
import { VoterImportApi, type VoterImportJob, type VoterImportMode } from '../../../shared/api/voterImport';

export interface UploadAnswer {
  /** HTTP status; 0 when the request never got an answer (network, aborted) */
  status: number;
  body: (ErrorBody & { job?: VoterImportJob | null; values?: Record<string, string | number> }) | null;
}

export interface UploadHandle {
  done: Promise<UploadAnswer>;
  abort(): void;
}

/** Starts the upload; `onProgress` gets bytes sent and in all. */
export function uploadRoll(
  auth: AuthState,
  file: File,
  onProgress: (sent: number, total: number) => void,
  opts: { mode: VoterImportMode; dryRun: boolean; acno?: number } = { mode: 'complete', dryRun: false },
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const query = new URLSearchParams({ name: file.name, mode: opts.mode, dryRun: String(opts.dryRun) });
  if (opts.acno) query.set('acno', String(opts.acno));
  const url = `${resolveUrl(VoterImportApi.upload.path, auth)}?${query}`;
  const done = new Promise<UploadAnswer>((resolve) => {
    const parse = (): UploadAnswer['body'] => {
      try {
        return xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        return null;
      }
    };
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => resolve({ status: xhr.status, body: parse() });
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.onabort = () => resolve({ status: 0, body: null });
  });
  xhr.open('POST', url);
  if (auth.token) xhr.setRequestHeader('authorization', `Bearer ${auth.token}`);
  // The server goes by the name and the bytes; a type is sent so no proxy takes it for a form.
  xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
  xhr.send(file);
  return { done, abort: () => xhr.abort() };
}
