// Sends a roll file (CSV or XLSX) to the upload endpoint, with the upload's progress (sendFile).
import { sendFile, type SendAnswer, type SendHandle } from '../../api/sendFile';
import type { AuthState } from '../../store/authSlice';
import { VoterImportApi, type VoterImportJob, type VoterImportMode } from '../../../shared/api/voterImport';

export type UploadAnswer = SendAnswer<{ job?: VoterImportJob | null }>;
export type UploadHandle = SendHandle<{ job?: VoterImportJob | null }>;

/** Starts the upload; `onProgress` gets bytes sent and in all. */
export function uploadRoll(
  auth: AuthState,
  file: File,
  onProgress: (sent: number, total: number) => void,
  opts: { mode: VoterImportMode; dryRun: boolean; acno?: number; edition?: Record<string, string> } = { mode: 'complete', dryRun: false },
): UploadHandle {
  // the edition's kind and dates, as the form names them (edition_kind, roll_date, qualifying_date)
  const query: Record<string, string> = { name: file.name, mode: opts.mode, dryRun: String(opts.dryRun), ...opts.edition };
  if (opts.acno) query.acno = String(opts.acno);
  return sendFile(auth, VoterImportApi.upload.path, query, file, onProgress);
}
