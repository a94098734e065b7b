// The PDF roll reader: a page is read from its text layer when that is good Unicode Devanagari,
// else rendered and read by OCR; the pages read are joined into the importer's rows with the
// doubts only the whole file shows (serials continuous across pages, the cover's counts, the
// header's constituency and part on every page).
import { openPdf, pageText, type Pdf } from './pdfjs';
import { readTextPage, trustworthy } from './textPage';
import { readOcrPage } from './ocrPage';
import { finishRoll } from './finish';
import type { PageRead, PdfRollReader, ReadOptions, RollRead } from './types';

// One parsed document per buffer: a worker reads many pages of one file.
const docs = new WeakMap<Uint8Array, Promise<Pdf>>();
function doc(pdf: Uint8Array): Promise<Pdf> {
  let d = docs.get(pdf);
  if (!d) {
    d = openPdf(pdf);
    docs.set(pdf, d);
  }
  return d;
}

export async function open(pdf: Uint8Array): Promise<{ pages: number; textLayer: boolean }> {
  const d = await doc(pdf);
  // the first pages tell: a cover and an elector page either both have good text or are scans
  let textLayer = false;
  for (let p = 1; p <= Math.min(2, d.numPages) && !textLayer; p++) textLayer = trustworthy((await pageText(d, p)).items);
  return { pages: d.numPages, textLayer };
}

export async function readPage(pdf: Uint8Array, page: number, options: ReadOptions = {}): Promise<PageRead> {
  const d = await doc(pdf);
  return (await readTextPage(d, page)) ?? readOcrPage(d, page, options);
}

export function finish(file: string, pages: PageRead[]): RollRead {
  return finishRoll(file, pages);
}

/** Every page of a file in turn, then the rows (what the CLI and the bench do in one process). */
export async function readRoll(file: string, pdf: Uint8Array, options: ReadOptions = {}, onPage?: (done: number, of: number) => void): Promise<RollRead> {
  const { pages } = await open(pdf);
  const read: PageRead[] = [];
  for (let p = 1; p <= pages; p++) {
    read.push(await readPage(pdf, p, options));
    onPage?.(p, pages);
  }
  return finish(file, read);
}

export const reader: PdfRollReader = { open, readPage, finish };
export default reader;
