// The voter-roll upload of the console: an organisation admin sends a CSV or XLSX
// roll with the Election Commission's column names; the server stores it and imports it in the
// background, and the console polls the job for its progress.
//
// The upload is the file itself as the request body (not multipart), so the browser can send a
// File with XMLHttpRequest and watch its upload progress; the file's name travels in ?name=.
import * as yup from 'yup';
import { accepted, reply, route } from './contract';
import type { Message } from './messages';
import { importEditionSchema } from '../schemas/editions';
import type { EditionKind } from '../domain/editions';

const whole = (max: number) =>
  yup
    .number()
    .transform((v: unknown, raw: unknown) => (raw === '' ? undefined : v))
    .typeError('validation.integer')
    .integer('validation.integer')
    .min(1, 'validation.integer')
    .max(max, 'validation.integer');

/** Which removed electors: a constituency, a part, a name or EPIC; 10 a page. */
export const removedVotersQuerySchema = yup.object({
  page: whole(100000).default(1),
  acno: whole(9999).optional(),
  partno: whole(99999).optional(),
  term: yup.string().trim().max(100, 'validation.textTooLong').optional(),
});

/** The roll upload and its jobs: the organisation's own admin only. */
export const VoterImportApi = {
  upload: route({
    method: 'POST',
    path: '/voter-import',
    scope: 'tenant',
    module: 'admin',
    summary:
      'Uploads a roll (the CSV or XLSX file as the body) and starts its import; 400 / 403 / 409 / 413 otherwise. ' +
      "mode=complete (the default) removes from the roll the electors of the file's parts whom it leaves out; mode=supplement only adds and updates. " +
      'dryRun=true checks and matches the whole file and changes nothing: the job ends as planned, to be applied or cancelled. ' +
      "allowRemovals=true lets a complete revision remove more than a tenth of a part's electors (otherwise it stops and names the parts). " +
      'acno=N: the file is the roll of constituency N, and a row of another AC is refused; unset, every AC of the file is taken. ' +
      'edition_kind (draft, final, supplement), roll_date and qualifying_date (a 1st of Jan/Apr/Jul/Oct): the edition of each part the import makes (unset: final or supplement by the mode, today, the last qualifying date).',
    query: yup.object({
      name: yup.string().optional(),
      acno: yup.number().typeError('validation.integer').integer('validation.integer').min(1, 'validation.integer').max(9999, 'validation.integer').optional(),
      mode: yup.string().oneOf(['complete', 'supplement']).optional(),
      dryRun: yup.boolean().optional(),
      allowRemovals: yup.boolean().optional(),
      ...importEditionSchema.fields,
    }),
    rawBody: 'application/octet-stream',
    response: accepted<VoterImportStarted>('msg', 'job'),
  }),
  list: route({
    method: 'GET',
    path: '/voter-import',
    scope: 'tenant',
    module: 'admin',
    summary: "This organisation's recent roll imports, newest first",
    response: reply<VoterImportListResponse>('jobs'),
  }),
  job: route({
    method: 'GET',
    path: '/voter-import/:jobId',
    scope: 'tenant',
    module: 'admin',
    summary: "One import job and its progress (404 for an unknown id or another organisation's)",
    params: yup.object({ jobId: yup.string().required() }),
    response: reply<VoterImportJob>('id', 'state', 'file', 'read', 'rows', 'inserted', 'updated', 'unchanged', 'rejected', 'errors', 'summary'),
  }),
  apply: route({
    method: 'POST',
    path: '/voter-import/:jobId/apply',
    scope: 'tenant',
    module: 'admin',
    summary:
      'Applies a planned (dry-run) import: the same file is imported for real; 404 unknown, 409 when it is not planned or another import runs. ' +
      "allowRemovals=true lets it remove more than a tenth of a part's electors.",
    params: yup.object({ jobId: yup.string().required() }),
    query: yup.object({ allowRemovals: yup.boolean().optional() }),
    response: accepted<VoterImportStarted>('msg', 'job'),
  }),
  removed: route({
    method: 'GET',
    path: '/removed-voters',
    scope: 'tenant',
    module: 'admin',
    summary: 'Electors revised rolls removed from the roll (left out of search, lists, counts and reports), by part and serial, 10 a page',
    query: removedVotersQuerySchema,
    response: reply<RemovedVotersPage>('rows', 'total', 'page', 'pageSize'),
  }),
  cancel: route({
    method: 'POST',
    path: '/voter-import/:jobId/cancel',
    scope: 'tenant',
    module: 'admin',
    summary: 'Cancels a planned (dry-run) import: its file is deleted and nothing is imported',
    params: yup.object({ jobId: yup.string().required() }),
    response: reply<VoterImportJob>('id', 'state'),
  }),
};

/** An elector a revised roll left out: off the roll since `removed_at`, their data kept. */
export interface RemovedVoter {
  id: number;
  acno: number;
  partno: number;
  slnoinpart: number;
  fm_name_en: string;
  lastname_en: string;
  fm_name_v1: string | null;
  lastname_v1: string | null;
  epic_no: string | null;
  gender: string | null;
  age: number | null;
  /** an instant in ISO (UTC) */
  removed_at: string;
  /** why, when a deletion (STATUS D, or a list of EPIC numbers) said so */
  removed_reason?: string | null;
}

export interface RemovedVotersPage {
  rows: RemovedVoter[];
  total: number;
  page: number;
  pageSize: number;
}

/** The default upload cap (the server's MAX_ROLL_BYTES may set another). */
export const DEFAULT_MAX_ROLL_BYTES = 200 * 1024 * 1024;
/** The file names the upload accepts. */
export const ROLL_FILE_EXTENSIONS = ['.csv', '.xlsx'] as const;

/** planned: a dry run ended, waiting to be applied or cancelled. */
export type VoterImportState = 'running' | 'done' | 'failed' | 'planned' | 'cancelled';
export type VoterImportMode = 'complete' | 'supplement';

export interface VoterImportCounts {
  /** data rows read so far (good and bad) */
  rows: number;
  /** electors added to the roll */
  inserted: number;
  updated: number;
  unchanged: number;
  /** electors whose part or serial changed */
  moved: number;
  /** electors of the file's parts whom it left out (complete parts): off the roll, their data kept */
  removed: number;
  /** electors removed earlier whom this roll has again */
  restored: number;
  /** rows without an EPIC number, matched as a person within their part */
  withoutEpic: number;
  rejected: number;
  /** warnings: a field of a placed row broke a rule and was left empty (or as the roll had it) */
  warned?: number;
  /** rows without an EPIC number that match more than one elector (or one elector matched twice): not applied */
  held?: number;
  /** batches committed so far */
  batches: number;
}

/**
 * Why a row was rejected: the message voterImport.row.<code> of the catalogues, filled with
 * `values`. The server also writes it in English as `reason` (command line, logs).
 */
export type RowReasonCode =
  | 'missing'
  | 'notWhole'
  | 'range'
  | 'notDate'
  | 'badDate'
  | 'gender'
  | 'relation'
  | 'epicFormat'
  | 'slotTaken'
  | 'epicOnRoll'
  | 'epicDup'
  | 'slotDup'
  | 'otherAc'
  | 'mobile'
  | 'tooLong'
  | 'slotKept'
  | 'deleteNoEpic'
  | 'deleteListed'
  | 'deleteNotOnRoll';
export type RowReasonValues = Record<string, string | number>;

export interface VoterImportRowError {
  /** line (CSV) or row (XLSX) in the file, the header being line 1 */
  line: number;
  /** the ECI column at fault, or 'row' */
  column: string;
  code: RowReasonCode;
  values: RowReasonValues;
  /** the reason in English */
  reason: string;
}

/** One of the first rows of a kind of change (a revised roll). */
export interface VoterImportSample {
  kind: 'added' | 'restored' | 'moved' | 'updated' | 'removed' | 'unchanged' | 'held';
  /** the file's line; null for an elector the file left out */
  line: number | null;
  acno: number;
  partno: number;
  slnoinpart: number;
  from: { acno: number; partno: number; slnoinpart: number } | null;
  name: string;
  nameLocal: string | null;
  epic: string | null;
}

/** A part a complete revision would empty by more than a tenth: its live electors and how many would go. */
export interface VoterImportPartRemoval {
  acno: number;
  partno: number;
  live: number;
  removed: number;
}

export interface VoterImportJob extends VoterImportCounts {
  id: string;
  state: VoterImportState;
  mode: VoterImportMode;
  /** a dry run: nothing is changed; the counts say what the import would do */
  dryRun: boolean;
  /** the first rows of each kind of change, at the end */
  samples: VoterImportSample[];
  file: { name: string; bytes: number; format: 'csv' | 'xlsx' };
  /**
   * How far the reader is through the file: bytes of a CSV, rows of an XLSX sheet. `total` is
   * known for both (the file is stored whole before the import starts).
   */
  read: { unit: 'bytes' | 'rows'; done: number; total: number };
  /** the first rejected rows, in file order (filled in when the import ends); `rejected` counts them all */
  errors: VoterImportRowError[];
  /** the first warnings (a field left empty or as the roll had it), in file order; `warned` counts them all */
  warnings?: VoterImportRowError[];
  /** rows that would put two people on one serial (the revision cannot be applied while they stand) */
  clashes?: VoterImportRowError[];
  /** parts the revision would empty by more than a tenth (applied only with allowRemovals) */
  largeRemovals?: VoterImportPartRemoval[];
  /** the import may remove more than a tenth of a part's electors */
  allowRemovals?: boolean;
  /** the constituency the file is for (rows of another AC refused); none: every AC of the file */
  acno?: number;
  /** the edition the import makes of each part, as the upload named it (unset fields: the defaults) */
  edition?: { kind?: EditionKind; roll_date?: string; qualifying_date?: string };
  /** at the end: the constituencies and number of parts the file held, and the time taken */
  summary: { acnos: number[]; parts: number; seconds: number } | null;
  /** why a failed import stopped (English); the batches committed before it stay */
  /** why the import stopped (its message key, values and English text) */
  failure: Message | null;
  startedAt: string;
  finishedAt: string | null;
}

export interface VoterImportStarted {
  msg: string;
  job: VoterImportJob;
}

export interface VoterImportListResponse {
  jobs: VoterImportJob[];
}
