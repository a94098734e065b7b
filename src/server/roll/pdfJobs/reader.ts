// The page reader (../pdf/read.ts) as the jobs use it, loaded when a page is first read: the
// server that never reads a PDF never loads PDF.js, the OCR engine or their models.
import type { PdfRollReader } from '../pdf/types';
import { onFirstUse } from '../../onFirstUse';

const load = onFirstUse(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require('../pdf/read') as { reader?: PdfRollReader; default?: PdfRollReader } & Partial<PdfRollReader>;
  const reader = mod.reader ?? mod.default ?? (mod as PdfRollReader);
  if (typeof reader.readPage !== 'function') throw new Error('roll/pdf/read exports no PdfRollReader');
  return reader;
});

export function pdfReader(): PdfRollReader {
  return load();
}
