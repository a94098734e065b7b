// A PDF roll's parts sent one after another (sendFile): the first starts the read job and says how
// many parts it takes, each next one is added to it. Each file is checked by the server as it
// arrives; the first refused stops the upload and is named.
import { sendFile, type SendAnswer, type SendHandle } from '../../api/sendFile';
import type { AuthState } from '../../store/authSlice';
import { fillPath } from '../../../shared/api/contract';
import { RollPdfApi, type RollPdfJob } from '../../../shared/api/rollPdf';
import type { VoterImportMode } from '../../../shared/api/voterImport';

export const isPdf = (f: File) => f.name.toLowerCase().endsWith('.pdf');

/** The last answer, the index of its file, and the job once the first part has started it. */
export type PdfUploadAnswer = SendAnswer<Partial<RollPdfJob>> & { part: number; job: RollPdfJob | null };

export interface PdfUpload {
  done: Promise<PdfUploadAnswer>;
  abort(): void;
}

export function uploadPdfParts(
  auth: AuthState,
  files: File[],
  opts: { mode: VoterImportMode; dryRun: boolean; acno?: number; edition?: Record<string, string> },
  onProgress: (part: number, sent: number, total: number) => void,
): PdfUpload {
  let current: SendHandle<Partial<RollPdfJob>> | null = null;
  let aborted = false;
  const done = (async (): Promise<PdfUploadAnswer> => {
    let job: RollPdfJob | null = null;
    for (let part = 0; part < files.length; part++) {
      const file = files[part];
      const query: Record<string, string> = { name: file.name };
      if (!job) {
        Object.assign(query, { parts: String(files.length), mode: opts.mode, dryRun: String(opts.dryRun) });
        if (opts.acno) query.acno = String(opts.acno);
        // the edition's kind and dates, as the form names them (edition_kind, roll_date, qualifying_date)
        Object.assign(query, opts.edition);
      }
      const path = job ? fillPath(RollPdfApi.addPart.path, { jobId: job.id }) : RollPdfApi.upload.path;
      current = sendFile<Partial<RollPdfJob>>(auth, path, query, file, (sent, total) => onProgress(part, sent, total), 'application/pdf');
      const answer = await current.done;
      if (aborted || answer.status !== 202 || !answer.body?.id) return { ...answer, part, job: null };
      job = answer.body as RollPdfJob;
    }
    return { status: 202, body: job, part: files.length - 1, job };
  })();
  return {
    done,
    abort: () => {
      aborted = true;
      current?.abort();
    },
  };
}
