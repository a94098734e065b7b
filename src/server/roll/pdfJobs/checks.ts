// What makes a PDF no roll to read, each with its catalogue key: some are seen in the bytes before
// any page is read (empty, not a PDF, truncated, encrypted, too many pages, a decompression bomb),
// the others only once pages are read (a scan below MIN_DPI, another constituency's header, no
// elector on any page). A file that fails any of them imports nothing.
import zlib from 'node:zlib';
import type { PageRead } from '../pdf/types';

/** A part is 30-45 pages; a constituency's parts come as files of their own. */
export const MAX_PDF_PAGES = 300;
/** Below this a scan's digits and matras are guesses (the reader's rules expect 200-300 dpi). */
export const MIN_DPI = 150;
/**
 * What one file's compressed streams may inflate to in all: a roll's scans are JPEG and its text
 * streams small, so past 128 MB and a hundred times the file's size it is a bomb, not a roll.
 */
export const MIN_INFLATED_CAP = 128 * 1024 * 1024;
const INFLATE_RATIO = 100;

export class PdfProblem extends Error {
  constructor(
    public key: string,
    public values: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

const latin = (b: Uint8Array, from: number, to: number) => Buffer.from(b.buffer, b.byteOffset + from, Math.max(0, to - from)).toString('latin1');

/** The checks of the bytes alone, before the reader opens the file. */
export function checkPdfBytes(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new PdfProblem('rollPdf.error.empty');
  if (!latin(bytes, 0, Math.min(1024, bytes.length)).includes('%PDF-')) throw new PdfProblem('rollPdf.error.notPdf');
  // a whole file ends with its cross-reference's offset and %%EOF (an update appends another)
  const tail = latin(bytes, Math.max(0, bytes.length - 2048), bytes.length);
  if (!/startxref\s+\d+\s+%%EOF\s*$/.test(tail)) throw new PdfProblem('rollPdf.error.truncated');
  const whole = latin(bytes, 0, bytes.length);
  if (/\/Encrypt\s+(\d+\s+\d+\s+R|<<)/.test(whole)) throw new PdfProblem('rollPdf.error.encrypted');
  checkInflated(bytes, whole);
}

/** Inflates each Flate stream with a cap, so a small file that would fill memory is refused unread. */
function checkInflated(bytes: Uint8Array, whole: string): void {
  const cap = Math.max(MIN_INFLATED_CAP, INFLATE_RATIO * bytes.length);
  const mb = Math.round(cap / (1024 * 1024));
  let total = 0;
  const streams = /\/FlateDecode[^]*?stream\r?\n/g;
  for (let m = streams.exec(whole); m; m = streams.exec(whole)) {
    const start = m.index + m[0].length;
    const end = whole.indexOf('endstream', start);
    if (end === -1) break;
    const left = cap - total;
    try {
      total += zlib.inflateSync(bytes.subarray(start, end), { maxOutputLength: left + 1 }).length;
    } catch (e) {
      // beyond the cap: zlib stops there; a stream that is not valid deflate is the reader's to judge
      if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new PdfProblem('rollPdf.error.bomb', { mb });
    }
    if (total > cap) throw new PdfProblem('rollPdf.error.bomb', { mb });
    streams.lastIndex = end;
  }
}

/** The page count the reader found. */
export function checkPages(pages: number): void {
  if (pages === 0) throw new PdfProblem('rollPdf.error.empty');
  if (pages > MAX_PDF_PAGES) throw new PdfProblem('rollPdf.error.tooManyPages', { pages, max: MAX_PDF_PAGES });
}

/** A page read that shows the file is not the chosen constituency's roll, or not readable enough. */
export function pageProblem(read: PageRead, acno: number | null): PdfProblem | null {
  if (read.method === 'ocr' && read.dpi != null && read.dpi < MIN_DPI)
    return new PdfProblem('rollPdf.error.lowDpi', { dpi: Math.round(read.dpi), min: MIN_DPI });
  // the cover's number, or a text layer's header: an OCR'd header line alone may be misread
  const found = read.cover?.acNo ?? (read.method === 'text' ? read.header.acNo : null);
  if (acno != null && found != null && found !== acno) return new PdfProblem('rollPdf.error.otherConstituency', { found, chosen: acno });
  return null;
}
