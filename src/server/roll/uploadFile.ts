// A roll upload as it arrives: the request body streamed to a file under a size cap, then checked
// (a CSV or XLSX by its first bytes, with the ECI header the importer needs) and opened as a roll
// source. What is no roll is a 400 on the `file` field; what is too large, a 413.
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { HttpError, fieldError } from '../http';
import { csvFileSource, headerIndex, RollFormatError, splitCsv, xlsxSource, type RollSource } from './readers';
import { openXlsx } from './xlsx';
import { REQUIRED_COLUMNS } from './eci';

export type Format = 'csv' | 'xlsx';

/** A 400 on the `file` field, with values for the client's translated text. */
export const fileError = (key: string, values?: Record<string, string | number>) =>
  new HttpError(400, key, [fieldError('file', key, values)], undefined, values);

export const tooLarge = (max: number) => {
  const values = { mb: Math.floor(max / (1024 * 1024)) || Math.round((max / (1024 * 1024)) * 100) / 100 };
  const key = 'voterImport.error.tooLarge';
  return new HttpError(413, key, [fieldError('file', key, values)], undefined, values);
};

/** The file's extension from ?name=, or null when no name was sent. */
export function extensionOf(name: string | null): Format | 'other' | null {
  if (!name) return null;
  const m = /\.([A-Za-z0-9]+)$/.exec(name);
  const ext = m?.[1].toLowerCase();
  return ext === 'csv' ? 'csv' : ext === 'xlsx' ? 'xlsx' : 'other';
}

/** The request body into `file`, at most `max` bytes; rejects with a 413 beyond that. */
export function receive(src: IncomingMessage, file: string, max: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(file, { flags: 'wx' });
    let bytes = 0;
    let settled = false;
    let ended = false;
    const fail = (e: unknown) => {
      if (settled) return;
      settled = true;
      src.off('data', onData);
      // Whatever is still coming is read and dropped, so the answer reaches the browser.
      src.resume();
      // Only once the file is closed (it may still be opening) can the caller remove it.
      out.destroy();
      if (out.closed) reject(e);
      else out.once('close', () => reject(e));
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > max) return fail(tooLarge(max));
      if (!out.write(chunk)) {
        src.pause();
        out.once('drain', () => src.resume());
      }
    };
    src.on('data', onData);
    src.once('end', () => {
      ended = true;
      if (settled) return;
      out.end(() => {
        if (settled) return;
        settled = true;
        resolve(bytes);
      });
    });
    src.once('error', fail);
    src.once('close', () => {
      if (!ended) fail(new HttpError(400, 'voterImport.error.aborted'));
    });
    out.once('error', fail);
  });
}

/** The first bytes of a file. */
function head(file: string, n: number): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const buf = Buffer.alloc(n);
    return buf.subarray(0, fs.readSync(fd, buf, 0, n, 0));
  } finally {
    fs.closeSync(fd);
  }
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const HEADER_BYTES = 64 * 1024;

/** The header cells' ECI columns the importer needs and this file lacks (for the message). */
function missingColumns(cells: string[]): string[] {
  const names = new Set(
    cells.map((c) =>
      c
        .replace(/^\uFEFF/, '')
        .trim()
        .toUpperCase()
        .replace(/\s+/g, '_'),
    ),
  );
  const missing: string[] = REQUIRED_COLUMNS.filter((c) => !names.has(c));
  if (!names.has('FM_NAME_EN') && !names.has('FM_NAME_V1')) missing.push('FM_NAME_EN');
  return missing;
}

const noHeader = (cells: string[]) =>
  fileError('voterImport.error.noHeader', { columns: (missingColumns(cells).length ? missingColumns(cells) : REQUIRED_COLUMNS).join(', ') });

/** Checks what arrived and opens it as a roll source; a 400 on the `file` field when it is no roll. */
export function openRoll(file: string, bytes: number, named: Format | null): { format: Format; source: RollSource } {
  if (bytes === 0) throw fileError('voterImport.error.empty');
  const first = head(file, HEADER_BYTES);
  const zipped = first.subarray(0, 4).equals(ZIP);
  const format: Format = named ?? (zipped ? 'xlsx' : 'csv');
  if (format === 'xlsx') {
    if (!zipped) throw fileError('voterImport.error.type');
    let source: RollSource;
    try {
      // The zip's bytes in memory, its sheet streamed (xlsx.ts); the header is checked now.
      source = xlsxSource(fs.readFileSync(file));
    } catch (e) {
      if (e instanceof RollFormatError) throw noHeaderOfWorkbook(file);
      throw fileError('voterImport.error.type');
    }
    return { format, source };
  }
  // A CSV is text: no zip, no NUL bytes, and its first line names the ECI columns.
  if (zipped || first.includes(0)) throw fileError('voterImport.error.type');
  const text = first.toString('utf8');
  const nl = text.indexOf('\n');
  if (nl === -1 && bytes > HEADER_BYTES) throw fileError('voterImport.error.noHeader', { columns: REQUIRED_COLUMNS.join(', ') });
  const line = (nl === -1 ? text : text.slice(0, nl)).replace(/\r$/, '');
  if (!line.trim()) throw fileError('voterImport.error.empty');
  const cells = splitCsv(line);
  try {
    headerIndex(cells);
  } catch (e) {
    if (e instanceof RollFormatError) throw noHeader(cells);
    throw e;
  }
  return { format, source: csvFileSource(file) };
}

/** The missing columns of a workbook's first row, read again only to say which they are. */
function noHeaderOfWorkbook(file: string): HttpError {
  try {
    const { header } = openXlsx(fs.readFileSync(file)).start();
    if (!header) return fileError('voterImport.error.empty');
    return noHeader(header);
  } catch {
    return noHeader([]);
  }
}
