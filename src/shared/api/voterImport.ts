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
 * Why a row was rejected, as English templates: the server writes `reason` from them (for the
 * command line and logs); the console translates `code` with `values` (voterImport.row.<code>).
 */
export const ROW_REASONS = {
  missing: '{column} is missing.',
  notWhole: '{column} must be a whole number (found "{found}").',
  range: '{column} must be between {min} and {max} (found {found}).',
  notDate: 'DOB is not a date (found "{found}").',
  badDate: 'DOB is not a valid date (found "{found}").',
  gender: 'GENDER must be M, F or O (found "{found}").',
  relation: 'RLN_TYPE must be F, H, M or O (found "{found}").',
  epicFormat: 'EPIC_NO is not an EPIC number (found "{found}").',
  slotTaken: 'SLNOINPART {slnoinpart} of part {partno} already belongs to EPIC {other}, not {epic}.',
  epicOnRoll: 'EPIC_NO {epic} is already on the roll at part {part}, serial {serial}.',
  epicDup: 'EPIC_NO {epic} appears earlier in the file (part {part}, serial {serial}).',
  slotDup: 'SLNOINPART {slnoinpart} of part {partno} appears earlier in the file.',
} as const;
export type RowReasonCode = keyof typeof ROW_REASONS;
export type RowReasonValues = Record<string, string | number>;

export const rowReason = (code: RowReasonCode, values: RowReasonValues): string =>
  ROW_REASONS[code].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

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
