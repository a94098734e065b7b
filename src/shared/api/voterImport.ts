// The voter-roll upload of the console (issue 4 §2): an organisation admin sends a CSV or XLSX
// roll with the Election Commission's column names; the server stores it and imports it in the
// background, and the console polls the job for its progress. Paths are relative to the tenant
// base /api/v1/admin/{tenantId}.
//
// The upload is the file itself as the request body (not multipart), so the browser can send a
// File with XMLHttpRequest and watch its upload progress; the file's name travels in ?name=.

export const VoterImportPaths = {
  /** POST raw file body ?name=roll.csv -> 202 VoterImportStarted; 400 / 403 / 409 / 413 otherwise */
  upload: '/voter-import',
  /** GET -> VoterImportListResponse: this tenant's recent imports, newest first */
  list: '/voter-import',
  /** GET -> VoterImportJob (404 for an unknown id or another tenant's) */
  job: '/voter-import/:jobId',
} as const;

/** The default upload cap (the server's MAX_ROLL_BYTES may set another). */
export const DEFAULT_MAX_ROLL_BYTES = 200 * 1024 * 1024;
/** The file names the upload accepts. */
export const ROLL_FILE_EXTENSIONS = ['.csv', '.xlsx'] as const;

export type VoterImportState = 'running' | 'done' | 'failed';

export interface VoterImportCounts {
  /** data rows read so far (good and bad) */
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** batches committed so far */
  batches: number;
}

/**
 * Why a row was rejected: the message voterImport.row.<code> of the catalogues, filled with
 * `values`. The server also writes it in English as `reason` (command line, logs).
 */
export type RowReasonCode =
  'missing' | 'notWhole' | 'range' | 'notDate' | 'badDate' | 'gender' | 'relation' | 'epicFormat' | 'slotTaken' | 'epicOnRoll' | 'epicDup' | 'slotDup';
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

export interface VoterImportJob extends VoterImportCounts {
  id: string;
  state: VoterImportState;
  file: { name: string; bytes: number; format: 'csv' | 'xlsx' };
  /**
   * How far the reader is through the file: bytes of a CSV, rows of an XLSX sheet. `total` is
   * known for both (the file is stored whole before the import starts).
   */
  read: { unit: 'bytes' | 'rows'; done: number; total: number };
  /** the first rejected rows, in file order (filled in when the import ends); `rejected` counts them all */
  errors: VoterImportRowError[];
  /** at the end: the constituencies and number of parts the file held, and the time taken */
  summary: { acnos: number[]; parts: number; seconds: number } | null;
  /** why a failed import stopped (English); the batches committed before it stay */
  failure: string | null;
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
