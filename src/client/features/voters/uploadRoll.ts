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
  opts: { mode: VoterImportMode; dryRun: boolean; acno?: number } = { mode: 'complete', dryRun: false },
): UploadHandle {
  const query: Record<string, string> = { name: file.name, mode: opts.mode, dryRun: String(opts.dryRun) };
  if (opts.acno) query.acno = String(opts.acno);
  return sendFile(auth, VoterImportApi.upload.path, query, file, onProgress);
}
