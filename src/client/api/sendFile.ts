// A file sent as a request's whole body with XMLHttpRequest, since fetch reports no upload
// progress. Same URL rules (tenant base) and Bearer token as the RTK Query base API. The roll
// uploads (CSV/XLSX and the parts of a PDF roll) go through it.
import type { ErrorBody } from '../../shared/api/messages';
import type { CallSession } from './session';
import { resolveUrl } from './baseQuery';

export interface SendAnswer<T = unknown> {
  /** HTTP status; 0 when the request never got an answer (network, aborted) */
  status: number;
  body: (ErrorBody & T & { values?: Record<string, string | number> }) | null;
}

export interface SendHandle<T = unknown> {
  done: Promise<SendAnswer<T>>;
  abort(): void;
}

/** POSTs `file` to `path` (relative to the tenant base) with `query`; `onProgress` gets bytes sent and in all. */
export function sendFile<T = unknown>(
  auth: CallSession,
  path: string,
  query: Record<string, string>,
  file: File,
  onProgress: (sent: number, total: number) => void,
  contentType?: string,
): SendHandle<T> {
  const xhr = new XMLHttpRequest();
  const url = `${resolveUrl(path, auth)}?${new URLSearchParams(query)}`;
  const done = new Promise<SendAnswer<T>>((resolve) => {
    const parse = (): SendAnswer<T>['body'] => {
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
  xhr.setRequestHeader('content-type', contentType ?? (file.type || 'application/octet-stream'));
  xhr.send(file);
  return { done, abort: () => xhr.abort() };
}
