// What reading one PDF roll produces, page by page: the contract between the page reader (text
// layer or OCR), the jobs that read pages in workers, the review of doubtful fields and the importer.
import type { EciColumn, EciRecord } from '../eci';

/** A rectangle on the page's raster, in pixels at `PageRead.dpi` (origin top left). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Why a field is doubtful: the OCR's confidence, or one of the roll's own rules it breaks. */
export type DoubtReason =
  | 'low_confidence'
  | 'epic_pattern'
  | 'serial_gap'
  | 'age_range'
  | 'gender_vocabulary'
  | 'relation_vocabulary'
  | 'header_mismatch'
  | 'cover_count'
  | 'unreadable';

export interface Doubt {
  column: EciColumn;
  reason: DoubtReason;
}

/** One elector's box as read: its ECI fields, each field's confidence (0-100) and its doubts. */
export interface ElectorRead {
  /** 1-based page number in the file, and the box's place on it (0-based, row-major in the 3 x 10 grid) */
  page: number;
  index: number;
  fields: EciRecord;
  confidence: Partial<Record<EciColumn, number>>;
  doubts: Doubt[];
  /** where the box is: on an OCR page's upright raster, in its pixels; on a text page, in points from the top left */
  box?: Box;
  /** the box's picture, PNG, for the review screen (OCR pages, boxes with doubts only) */
  image?: Buffer;
  /** a DELETED stamp across the box */
  deleted: boolean;
}

/** The cover page: the constituency, the part, the polling station and the counts it states. */
export interface CoverRead {
  acNo: number | null;
  acName: string | null;
  partNo: number | null;
  partName: string | null;
  pollingStation: string | null;
  counts: { male: number | null; female: number | null; third: number | null; total: number | null };
  /** false when the OCR was unsure of the counts (then they are not held against the boxes) */
  countsSure?: boolean;
  /** doubts about the cover's own values, which every row of the file takes, and the OCR's confidence in them */
  doubts?: Doubt[];
  confidence?: Partial<Record<EciColumn, number>>;
}

export type PageKind = 'cover' | 'electors' | 'supplement_additions' | 'supplement_deletions' | 'other';

/** One page read, by either path. */
export interface PageRead {
  page: number;
  kind: PageKind;
  method: 'text' | 'ocr';
  /** the raster's resolution for OCR pages (the scan's own, as found) */
  dpi?: number;
  language: 'hin' | 'mar' | 'eng';
  header: { acNo: number | null; acName?: string | null; partNo: number | null; sectionNo: number | null; sectionName: string | null };
  /** doubts about the header's values (unreadable, unsure), which every box of the page takes */
  headerDoubts?: Doubt[];
  cover?: CoverRead;
  electors: ElectorRead[];
  ms: number;
}

/**
 * A row the importer takes: the ECI columns, REVIEW naming its doubtful columns (`EPIC_NO|AGE`),
 * and NAMES_EN 'derived' when the `_EN` names were transliterated from Devanagari, not printed.
 */
export type RollRow = EciRecord & { REVIEW: string; NAMES_EN?: 'derived' };

/** A finding about the whole file (the cover's counts, a serial gap, a page of another part). */
export interface RollCheck {
  reason: DoubtReason;
  page: number | null;
  column?: EciColumn;
  expected: number | string | null;
  found: number | string | null;
}

/** A whole file read: its pages, then the rows the importer takes with every doubt the cross-page rules add. */
export interface RollRead {
  file: string;
  pages: PageRead[];
  /** the rows in roll order */
  rows: RollRow[];
  /** the boxes of the rows, row by row, with every doubt of the row and why (the file's own included) */
  electors: ElectorRead[];
  checks: RollCheck[];
}

/** How a page is read: the OCR engine (native `tesseract` when installed, else tesseract.js) and the file's language. */
export interface ReadOptions {
  engine?: 'native' | 'js' | 'auto';
  language?: 'hin' | 'mar' | 'eng' | 'auto';
  /** a scan coarser than this is not read: the page comes back with its dpi and nothing else */
  minDpi?: number;
}

/**
 * The reader's entry points (implemented in ./read.ts): open a file (checks it is a readable roll,
 * counts its pages), read one page (what a job in a worker does), and join the pages read into
 * the importer's rows, adding the doubts that only the whole file shows (serial gaps, cover counts,
 * header mismatches).
 */
export interface PdfRollReader {
  open(pdf: Uint8Array): Promise<{ pages: number; textLayer: boolean }>;
  readPage(pdf: Uint8Array, page: number, options?: ReadOptions): Promise<PageRead>;
  finish(file: string, pages: PageRead[]): RollRead;
}
