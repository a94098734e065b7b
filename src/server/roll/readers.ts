// Sources of roll records: a streaming CSV reader (any size, constant memory) and an XLSX reader
// (sheetjs loads the workbook whole, which is fine for the sizes people keep in spreadsheets).
// Both answer records keyed by ECI column with the line number the user sees in the file.
import fs from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { StringDecoder } from 'node:string_decoder';
import type XLSX from 'sheetjs-style';
import { READ_COLUMNS, REQUIRED_COLUMNS, type EciColumn, type EciRecord } from './eci';
import { openXlsx } from './xlsx';
import { bytesOrDoubleSpace, NEEDS_TEXT_BYTES } from './rawRows';
import { text } from '../text';
import type { MessageValues } from '../../shared/api/messages';
import { onFirstUse } from '../onFirstUse';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on its first use
const xlsx = onFirstUse(() => require('sheetjs-style') as typeof import('sheetjs-style'));

export interface SourceRecord {
  /** Line (CSV) or row (XLSX) number in the file, the header being line 1. */
  line: number;
  record: EciRecord;
}

export interface RollSource {
  records: AsyncIterable<SourceRecord>;
  /** Bytes read so far and in all, for a progress bar (CSV only). */
  progress?: () => { done: number; total: number };
}

/** A roll that cannot be read: its catalogue key and values, the English text as the message. */
export class RollFormatError extends Error {
  constructor(
    public key: string,
    public values?: MessageValues,
  ) {
    super(text(key, values));
  }
}

const KNOWN = new Set<string>(READ_COLUMNS);

/** A header with EPIC_NO and none of the columns that place an elector: a list of deletions. */
export const isDeletionList = (cols: ReadonlyArray<EciColumn | null>) => cols.includes('EPIC_NO') && !REQUIRED_COLUMNS.some((c) => cols.includes(c));

/** Maps header cells to ECI columns (case and spaces ignored); unknown columns are skipped. */
export function headerIndex(cells: string[]): Array<EciColumn | null> {
  const cols = cells.map((c) => {
    const name = c
      .replace(/^\uFEFF/, '')
      .trim()
      .toUpperCase()
      .replace(/\s+/g, '_');
    return KNOWN.has(name) ? (name as EciColumn) : null;
  });
  // A list of EPIC numbers (and reasons) with no place columns is a deletion list: each row deletes.
  if (isDeletionList(cols)) return cols;
  const missing = REQUIRED_COLUMNS.filter((c) => !cols.includes(c));
  if (!cols.includes('FM_NAME_EN') && !cols.includes('FM_NAME_V1')) missing.push('FM_NAME_EN');
  if (missing.length) throw new RollFormatError('voterImport.error.noHeader', { columns: missing.join(', ') });
  return cols;
}

/** Splits one CSV record (RFC 4180 quoting); the text may span several physical lines. */
export function splitCsv(text: string): string[] {
  if (!text.includes('"')) return text.split(',');
  const out: string[] = [];
  let i = 0;
  const n = text.length;
  while (i <= n) {
    if (text[i] === '"') {
      let value = '';
      let j = i + 1;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q === -1) {
          value += text.slice(j);
          j = n;
          break;
        }
        value += text.slice(j, q);
        if (text[q + 1] === '"') {
          value += '"';
          j = q + 2;
        } else {
          j = q + 1;
          break;
        }
      }
      const comma = text.indexOf(',', j);
      // Anything between the closing quote and the comma is kept, as spreadsheets do.
      value += comma === -1 ? text.slice(j) : text.slice(j, comma);
      out.push(value);
      if (comma === -1) break;
      i = comma + 1;
    } else {
      const comma = text.indexOf(',', i);
      if (comma === -1) {
        out.push(text.slice(i));
        break;
      }
      out.push(text.slice(i, comma));
      i = comma + 1;
    }
  }
  return out;
}

const quotesBalanced = (s: string) => {
  let n = 0;
  for (let i = s.indexOf('"'); i !== -1; i = s.indexOf('"', i + 1)) n++;
  return n % 2 === 0;
};

/** CSV records of a text stream, with the physical line each record starts on. */
export async function* csvRecords(chunks: AsyncIterable<string>): AsyncGenerator<SourceRecord> {
  let cols: Array<EciColumn | null> | null = null;
  let rest = '';
  let lineNo = 0;
  let pending = '';
  let pendingStart = 0;

  const toRecord = (text: string): EciRecord => {
    const cells = splitCsv(text);
    const record: EciRecord = {};
    const c0 = cols!;
    for (let c = 0; c < c0.length; c++) {
      const col = c0[c];
      if (col) record[col] = cells[c];
    }
    return record;
  };

  /** The record a physical line completes, if any. */
  const take = (line: string): SourceRecord | null => {
    lineNo += 1;
    if (pending) pending += '\n' + line;
    else {
      pending = line;
      pendingStart = lineNo;
    }
    if (pending.includes('"') && !quotesBalanced(pending)) return null; // a quoted newline: read on
    const text = pending.endsWith('\r') ? pending.slice(0, -1) : pending;
    pending = '';
    if (!cols) {
      cols = headerIndex(splitCsv(text));
      return null;
    }
    if (!text.trim()) return null;
    return { line: pendingStart, record: toRecord(text) };
  };

  for await (const chunk of chunks) {
    const text = rest + chunk;
    let start = 0;
    const out: SourceRecord[] = [];
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
      const r = take(text.slice(start, nl));
      if (r) out.push(r);
      start = nl + 1;
    }
    rest = text.slice(start);
    yield* out;
  }
  if (rest) {
    const r = take(rest);
    if (r) yield r;
  }
  if (!cols) throw new RollFormatError('voterImport.error.empty');
  // An unterminated quote at the end: hand over what there is, the row checks will judge it.
  if (pending) yield { line: pendingStart, record: toRecord(pending) };
}

/**
 * A CSV record in "byte" form: each cell holds its UTF-8 bytes one byte a character (latin1),
 * unquoted. Splitting needs only ASCII (commas, quotes, line breaks never occur inside a UTF-8
 * sequence), and latin1 decoding is several times faster than UTF-8 decoding, so the importer
 * checks the cells and writes them back to COPY as the very bytes it read (rawRows.ts parseRaw).
 */
export interface RawRecord {
  line: number;
  cells: string[];
  /** No cell holds a tab, line break, backslash, double space or non-ASCII space (rawRows.ts parseRaw). */
  plain: boolean;
}

// What makes a raw line not plain: rawRows.ts NEEDS_TEXT_BYTES, and the backslash COPY escapes. A
// whole chunk's bytes are searched first (Buffer.indexOf runs at memchr speed, twice as fast as
// one regex over the text), its lines one by one only when the chunk holds one. A chunk is made
// of lines: its line feeds are not searched (a record over two lines is never plain).
const NOT_PLAIN_BYTES = [0x5c, ...NEEDS_TEXT_BYTES];
const NEEDS_TEXT_LINE = bytesOrDoubleSpace(NOT_PLAIN_BYTES);
const CHUNK_BYTES = NOT_PLAIN_BYTES.filter((b) => b !== 0x0a);
const chunkNeedsText = (buf: Buffer): boolean => {
  for (const b of CHUNK_BYTES) if (buf.indexOf(b) !== -1) return true;
  return buf.indexOf('  ') !== -1;
};
export interface RawBatch {
  /** The ECI column of each cell position (from the header). */
  cols: Array<EciColumn | null>;
  rows: RawRecord[];
}
/** A records iterable that can also hand its rows over raw, a chunk at a time (the importer's fast path). */
export const RAW_BATCHES = Symbol('rawBatches');
export type RawCapable = AsyncIterable<SourceRecord> & { [RAW_BATCHES]?: () => AsyncIterable<RawBatch> };

/** A byte-form (latin1) string back to text. */
export const fromBytes = (s: string): string => (/[\x80-\xff]/.test(s) ? Buffer.from(s, 'latin1').toString('utf8') : s);
/** Text to its byte form (latin1 characters holding the UTF-8 bytes). */
// eslint-disable-next-line no-control-regex -- the test is for bytes outside ASCII, NUL included in the range
export const toBytes = (s: string): string => (/[^\x00-\x7f]/.test(s) ? Buffer.from(s, 'utf8').toString('latin1') : s);

/**
 * The raw records of a CSV byte stream, in chunks. Same lines, quoting, header and blank-line
 * rules as csvRecords (which decodes every cell): both read a file to the same records.
 */
export async function* csvRawBatches(chunks: AsyncIterable<Buffer>): AsyncGenerator<RawBatch> {
  let cols: Array<EciColumn | null> | null = null;
  let lineNo = 0;
  let pending = '';
  let pendingStart = 0;
  let carry: Buffer | null = null;
  let first = true;

  /** The lines of a piece of text (n line breaks: n + 1 lines, byte form); out collects the records. */
  const lines = (text: string, out: RawRecord[], chunkPlain: boolean) => {
    for (let start = 0, nl = 0; nl !== -1; start = nl + 1) {
      nl = text.indexOf('\n', start);
      lineNo += 1;
      let line = nl === -1 ? text.slice(start) : text.slice(start, nl);
      if (pending) {
        pending += '\n' + line;
        line = pending;
      } else pendingStart = lineNo;
      if (line.includes('"') && !quotesBalanced(line)) {
        pending = line;
        continue;
      }
      const joined = pending !== '';
      pending = '';
      const rec = line.endsWith('\r') ? line.slice(0, -1) : line;
      if (!cols) {
        cols = headerIndex(splitCsv(fromBytes(rec)));
        continue;
      }
      // Only a line without a comma can be blank (the test is the decoded text's, as in csvRecords).
      if (!rec.includes(',') && !fromBytes(rec).trim()) continue;
      out.push({ line: pendingStart, cells: splitCsv(rec), plain: chunkPlain ? !joined : !NEEDS_TEXT_LINE.test(rec) });
    }
  };

  const piece = (buf: Buffer, out: RawRecord[]) => {
    // Invalid UTF-8 becomes U+FFFD, as decoding would make it.
    if (!isUtf8(buf)) buf = Buffer.from(buf.toString('utf8'), 'utf8');
    const chunkPlain = !chunkNeedsText(buf);
    let text = buf.toString('latin1');
    if (first) {
      first = false;
      if (text.startsWith('\xef\xbb\xbf')) text = text.slice(3);
    }
    lines(text, out, chunkPlain);
  };

  for await (const chunk of chunks) {
    const buf: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
    const nl = buf.lastIndexOf(10);
    if (nl === -1) {
      carry = buf;
      continue;
    }
    carry = nl + 1 < buf.length ? buf.subarray(nl + 1) : null;
    const out: RawRecord[] = [];
    piece(buf.subarray(0, nl), out);
    if (out.length) yield { cols: cols!, rows: out };
  }
  const out: RawRecord[] = [];
  if (carry && carry.length) piece(carry, out);
  if (!cols) throw new RollFormatError('voterImport.error.empty');
  // An unterminated quote at the end: hand over what there is, the row checks will judge it.
  if (pending) out.push({ line: pendingStart, cells: splitCsv(pending), plain: false });
  if (out.length) yield { cols: cols!, rows: out };
}

/** A CSV file as a roll source (UTF-8, with or without BOM). */
export function csvFileSource(file: string): RollSource {
  const total = fs.statSync(file).size;
  let done = 0;
  async function* chunks() {
    const decoder = new StringDecoder('utf8');
    for await (const buf of fs.createReadStream(file, { highWaterMark: 1 << 20 })) {
      done += (buf as Buffer).length;
      yield decoder.write(buf as Buffer);
    }
    const end = decoder.end();
    if (end) yield end;
  }
  async function* bytes() {
    // 256 kB at a time: a chunk's raw rows all live until the last is checked, and every young
    // collection meanwhile copies them (1 MB chunks cost the import about a fifth more CPU).
    for await (const buf of fs.createReadStream(file, { highWaterMark: 1 << 18 })) {
      done += (buf as Buffer).length;
      yield buf as Buffer;
    }
  }
  // Read either way, once: the importer takes the raw batches, any other reader the records.
  const records = csvRecords(chunks()) as RawCapable;
  records[RAW_BATCHES] = () => csvRawBatches(bytes());
  return { records, progress: () => ({ done, total }) };
}

function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v == null) return '';
  if (cell.t === 'd' && cell.v instanceof Date) {
    const d = cell.v;
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }
  return String(cell.v);
}

/** The first sheet of a workbook (XLSX, XLS or ODS bytes) as a roll source. */
export function workbookSource(data: Buffer): RollSource {
  const sheets = xlsx();
  const wb = sheets.read(data, { type: 'buffer', cellDates: true });
  const ws = wb.Sheets[wb.SheetNames[0]];
  if (!ws || !ws['!ref']) throw new RollFormatError('voterImport.error.empty');
  const range = sheets.utils.decode_range(ws['!ref']);
  const row = (r: number) => {
    const cells: string[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) cells.push(cellText(ws[sheets.utils.encode_cell({ r, c })]));
    return cells;
  };
  const cols = headerIndex(row(range.s.r));
  const total = range.e.r - range.s.r;
  let done = 0;
  async function* records(): AsyncGenerator<SourceRecord> {
    for (let r = range.s.r + 1; r <= range.e.r; r++) {
      done += 1;
      const cells = row(r);
      if (cells.every((c) => c === '')) continue;
      const record: EciRecord = {};
      cols.forEach((col, c) => {
        if (col) record[col] = cells[c];
      });
      yield { line: r + 1, record };
    }
  }
  return { records: records(), progress: () => ({ done, total }) };
}

/**
 * An XLSX roll, streamed (xlsx.ts): its header is checked now, its rows are read as the importer
 * asks for them. Same records as workbookSource (tests compare them).
 */
export function xlsxSource(data: Buffer): RollSource {
  const sheet = openXlsx(data);
  const { header, lastRow } = sheet.start();
  if (!header) throw new RollFormatError('voterImport.error.empty');
  const cols = headerIndex(header);
  // Rows below the header, as the sheet's dimension tells (0: unknown, an indeterminate bar).
  const total = lastRow != null ? Math.max(0, lastRow - 1) : 0;
  let done = 0;
  async function* records(): AsyncGenerator<SourceRecord> {
    let first = true;
    for await (const { row, cells } of sheet.rows(cols.indexOf('DOB'))) {
      if (first) {
        first = false;
        continue;
      }
      done = Math.max(done, row - 1);
      if (cells.every((c) => c === '')) continue;
      const record: EciRecord = {};
      for (let c = 0; c < cols.length; c++) {
        const col = cols[c];
        if (col) record[col] = cells[c] ?? '';
      }
      yield { line: row, record };
    }
  }
  return { records: records(), progress: () => ({ done, total: Math.max(total, done) }) };
}

/** A roll file by its extension: .xlsx/.xlsm streamed, .xls/.ods through sheetjs, anything else as CSV. */
export function fileSource(file: string): RollSource {
  if (/\.(xlsx|xlsm)$/i.test(file)) return xlsxSource(fs.readFileSync(file));
  if (/\.(xls|ods)$/i.test(file)) return workbookSource(fs.readFileSync(file));
  return csvFileSource(file);
}
