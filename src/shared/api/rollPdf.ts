// PDF rolls as the parties receive them: an organisation admin uploads a constituency's parts
// (one PDF each) as one job; the server and its workers read the pages, the admin reviews the
// doubtful fields beside the pictures of their boxes, then the rows go through the same import as
// a CSV roll (dry run, warnings, revision rules). Each file is the request body of its own call
// (as the CSV upload), the first one naming how many parts the job has.
import * as yup from 'yup';
import { accepted, file, reply, route } from './contract';
import type { Message } from './messages';
import type { VoterImportJob } from './voterImport';
import { importEditionSchema } from '../schemas/editions';

const whole = (min: number, max: number) =>
  yup.number().typeError('validation.integer').integer('validation.integer').min(min, 'validation.integer').max(max, 'validation.integer');

/** The most parts one job takes (a constituency is 250-400 of them). */
export const MAX_PDF_PARTS = 500;

const jobParams = yup.object({ jobId: yup.string().required() });

export const RollPdfApi = {
  upload: route({
    method: 'POST',
    path: '/roll-pdf',
    scope: 'tenant',
    module: 'admin',
    summary:
      'Starts reading a PDF roll: the first part (the PDF as the body) of a job of `parts` files; 400 when it is no roll to read, 409 while another import runs. ' +
      'acno: the constituency chosen (a roll of another is refused). mode, dryRun and allowRemovals are those of the import it becomes, ' +
      'and edition_kind, roll_date and qualifying_date the edition it makes of each part (as the CSV upload).',
    query: yup.object({
      name: yup.string().optional(),
      parts: whole(1, MAX_PDF_PARTS).default(1),
      acno: whole(1, 9999).optional(),
      mode: yup.string().oneOf(['complete', 'supplement']).optional(),
      dryRun: yup.boolean().optional(),
      allowRemovals: yup.boolean().optional(),
      language: yup.string().oneOf(['hin', 'mar', 'eng', 'auto']).optional(),
      ...importEditionSchema.fields,
    }),
    rawBody: 'application/pdf',
    response: accepted<RollPdfJob>('id', 'state', 'files'),
  }),
  addPart: route({
    method: 'POST',
    path: '/roll-pdf/:jobId/parts',
    scope: 'tenant',
    module: 'admin',
    summary: 'Adds the next part (the PDF as the body) to a job still waiting for its parts; 400 when it is no roll to read, 409 when all its parts are in',
    params: jobParams,
    query: yup.object({ name: yup.string().optional() }),
    rawBody: 'application/pdf',
    response: accepted<RollPdfJob>('id', 'state', 'files'),
  }),
  job: route({
    method: 'GET',
    path: '/roll-pdf/:jobId',
    scope: 'tenant',
    module: 'admin',
    summary: "A PDF read job and its progress: pages read of pages, electors, doubtful fields, time left (404 for another organisation's)",
    params: jobParams,
    response: reply<RollPdfJob>('id', 'state', 'pages', 'pagesRead', 'electors', 'doubts'),
  }),
  doubts: route({
    method: 'GET',
    path: '/roll-pdf/:jobId/doubts',
    scope: 'tenant',
    module: 'admin',
    summary: 'The doubtful fields of a job read, in roll order, each with the values read of its box and the fix typed, if any',
    params: jobParams,
    response: reply<RollPdfDoubtList>('fields'),
  }),
  box: route({
    method: 'GET',
    path: '/roll-pdf/:jobId/boxes/:fileNo/:page/:box',
    scope: 'tenant',
    module: 'admin',
    summary: "The picture (PNG) of a doubtful elector's box, or (region) of its page's header or of its file's cover",
    query: yup.object({ region: yup.string().oneOf(['box', 'header', 'cover']).optional() }),
    params: yup.object({
      jobId: yup.string().required(),
      fileNo: whole(0, MAX_PDF_PARTS).required(),
      page: whole(1, 100000).required(),
      box: whole(0, 1000).required(),
    }),
    response: file('image/png'),
  }),
  correct: route({
    method: 'PUT',
    path: '/roll-pdf/:jobId/corrections',
    scope: 'tenant',
    module: 'admin',
    summary: 'The fix of one doubtful field (audited); 409 once the job is imported',
    params: jobParams,
    body: yup.object({
      fileNo: whole(0, MAX_PDF_PARTS).required('validation.required'),
      page: whole(1, 100000).required('validation.required'),
      box: whole(0, 1000).required('validation.required'),
      column: yup.string().required('validation.required').max(40, 'validation.textTooLong'),
      value: yup.string().defined().max(200, 'validation.textTooLong'),
    }),
    response: reply<RollPdfDoubt>('column', 'value'),
  }),
  cancel: route({
    method: 'POST',
    path: '/roll-pdf/:jobId/cancel',
    scope: 'tenant',
    module: 'admin',
    summary:
      'Cancels a job still reading or in review: its pages left are taken off the queue, its files let go, nothing of it is imported; 409 once it has ended or been imported',
    params: jobParams,
    response: reply<RollPdfJob>('id', 'state'),
  }),
  import: route({
    method: 'POST',
    path: '/roll-pdf/:jobId/import',
    scope: 'tenant',
    module: 'admin',
    summary:
      'Imports a job read: when every doubtful field is reviewed, or now=true with those left as warnings; the rows go through the import of a CSV roll, whose job it answers',
    params: jobParams,
    query: yup.object({ now: yup.boolean().optional() }),
    response: accepted<RollPdfImportStarted>('job', 'importJob'),
  }),
};

/**
 * reading: parts arriving and pages being read; review: read, the doubtful fields to check;
 * failed: a part refused or a page unreadable (failure says why); cancelled by an admin. The
 * last two are ends: nothing of the job is imported.
 */
export type RollPdfState = 'reading' | 'review' | 'importing' | 'done' | 'failed' | 'cancelled';

export interface RollPdfJob {
  id: string;
  state: RollPdfState;
  acno: number | null;
  files: Array<{ fileNo: number; name: string; pages: number }>;
  /** parts the job takes in all */
  parts: number;
  pages: number;
  pagesRead: number;
  electors: number;
  /** doubtful fields, and those an admin fixed */
  doubts: number;
  corrected: number;
  /** seconds, from the pace of the pages read so far; null before two pages are read */
  secondsLeft: number | null;
  failure: Message | null;
  /** the voter import it became */
  importJob: string | null;
  createdAt: string;
}

export interface RollPdfDoubt {
  fileNo: number;
  page: number;
  box: number;
  column: string;
  /** why: the reader's reasons (low_confidence, epic_pattern, ...) */
  reasons: string[];
  /** the value read */
  read: string;
  /** the fix typed, when there is one */
  value: string | null;
  /** the box's fields as read (with the fixes), to show beside the picture */
  fields: Record<string, string>;
  /** whether a picture can be shown */
  image: boolean;
  /** what it shows: the elector's box, the page's header (a section, a page's constituency or part), or the cover (the file's own values) */
  picture?: RollPdfPicture;
}

export type RollPdfPicture = 'box' | 'header' | 'cover';

export interface RollPdfDoubtList {
  fields: RollPdfDoubt[];
}

export interface RollPdfImportStarted {
  job: RollPdfJob;
  importJob: VoterImportJob;
}
