// The page reader (../pdf/read.ts) as the jobs use it, loaded when a page is first read: the
// server that never reads a PDF never loads PDF.js, the OCR engine or their models.
import type { PdfRollReader } from '../pdf/types';

let loaded: PdfRollReader | null = null;

export function pdfReader(): PdfRollReader {
  if (!loaded) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require('../pdf/read') as { reader?: PdfRollReader; default?: PdfRollReader } & Partial<PdfRollReader>;
    loaded = mod.reader ?? mod.default ?? (mod as PdfRollReader);
    if (typeof loaded.readPage !== 'function') throw new Error('roll/pdf/read exports no PdfRollReader');
  }
  return loaded;
}
