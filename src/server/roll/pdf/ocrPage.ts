// Scanned pages (no trustworthy text layer) are read by OCR; until that path lands they are refused plainly.
import type { Pdf } from './pdfjs';
import type { PageRead, ReadOptions } from './types';

export function readOcrPage(_pdf: Pdf, page: number, _options: ReadOptions): Promise<PageRead> {
  return Promise.reject(new Error(`page ${page} has no trustworthy text layer, and OCR is not wired in yet`));
}
