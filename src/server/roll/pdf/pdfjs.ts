// PDF.js (through unpdf's build for servers) with the skia canvas of @napi-rs/canvas: the text
// layer of a page, a page rendered to grey pixels, and a scanned page's own image. Both are npm
// packages with prebuilt binaries, so nothing from Debian is needed to read a roll.
import type { PDFDocumentProxy } from 'unpdf/pdfjs';

// PDF.js calls ArrayBuffer.prototype.transferToFixedLength, which Node 20 lacks.
const abProto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (n?: number) => ArrayBuffer };
if (!abProto.transferToFixedLength) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, n?: number) {
      const len = n ?? this.byteLength;
      const out = new ArrayBuffer(len);
      new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(len, this.byteLength)));
      return out;
    },
  });
}

/** A page's pixels, one byte of grey each (0 black, 255 white), row-major. */
export interface Gray {
  width: number;
  height: number;
  data: Uint8Array;
}

export type Pdf = PDFDocumentProxy;

type Canvas = typeof import('@napi-rs/canvas');
let canvasModule: Promise<Canvas> | undefined;
export const canvasLib = (): Promise<Canvas> => (canvasModule ??= import('@napi-rs/canvas'));

/** Opens a PDF from its bytes (copied: PDF.js takes ownership of the buffer it is given). */
export async function openPdf(data: Uint8Array): Promise<Pdf> {
  const { getDocumentProxy, createIsomorphicCanvasFactory } = await import('unpdf');
  const CanvasFactory = await createIsomorphicCanvasFactory(canvasLib);
  return getDocumentProxy(new Uint8Array(data), { CanvasFactory, isEvalSupported: false, verbosity: 0 } as never);
}

/** One piece of a page's text layer, its place in points from the page's top left. */
export interface TextItem {
  str: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

type Glyph = { unicode: string; width: number; isSpace?: boolean } | number;

/**
 * The page's text, one item per text-showing operation, from PDF.js's operator list rather than
 * its text content: the text content adds spaces wherever a glyph is drawn further on than its
 * width says (Devanagari conjuncts and vowel signs often are), which splits names; here only the
 * file's own space glyphs are spaces.
 */
export async function pageText(pdf: Pdf, pageNo: number): Promise<{ items: TextItem[]; width: number; height: number }> {
  const { getResolvedPDFJS } = await import('unpdf');
  const { OPS } = await getResolvedPDFJS();
  const page = await pdf.getPage(pageNo);
  const vp = page.getViewport({ scale: 1 });
  const ops = await page.getOperatorList();
  const items: TextItem[] = [];
  let size = 10;
  // the text line's start (what Td moves) and the current point (what drawing glyphs moves)
  let lineE = 0;
  let lineF = 0;
  let e = 0;
  let f = 0;
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] as unknown[];
    if (fn === OPS.setFont) size = Math.abs(Number(args[1])) || size;
    else if (fn === OPS.setTextMatrix) {
      const m = (Array.isArray(args[0]) || ArrayBuffer.isView(args[0]) ? args[0] : args) as ArrayLike<number>;
      e = lineE = Number(m[4]);
      f = lineF = Number(m[5]);
    } else if (fn === OPS.moveText) {
      e = lineE += Number(args[0]);
      f = lineF += Number(args[1]);
    } else if (fn === OPS.showText || fn === OPS.showSpacedText) {
      let str = '';
      let advance = 0;
      for (const g of args[0] as Glyph[]) {
        if (typeof g === 'number') advance -= (g * size) / 1000;
        else {
          str += g.unicode;
          advance += (g.width * size) / 1000;
        }
      }
      if (str.trim()) items.push({ str, x: e, y: vp.height - f - size, w: advance, h: size });
      e += advance;
    }
  }
  page.cleanup();
  return { items, width: vp.width, height: vp.height };
}

/** Grey pixels from RGBA. */
export function toGray(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, channels = 4): Gray {
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += channels) {
    data[i] = channels >= 3 ? (rgba[j] * 77 + rgba[j + 1] * 150 + rgba[j + 2] * 29) >> 8 : rgba[j];
  }
  return { width, height, data };
}

/** The page drawn at `dpi`, as grey pixels. */
export async function renderGray(pdf: Pdf, pageNo: number, dpi: number): Promise<Gray> {
  const page = await pdf.getPage(pageNo);
  const vp = page.getViewport({ scale: dpi / 72 });
  const { createCanvas } = await canvasLib();
  const canvas = createCanvas(Math.round(vp.width), Math.round(vp.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as never, canvasContext: ctx as never, viewport: vp }).promise;
  const img = ctx.getImageData(0, 0, canvas.width, canvas.height);
  page.cleanup();
  return toGray(img.data, canvas.width, canvas.height);
}

/**
 * A scanned page's own image when the page is one picture covering it (what scanners and the
 * Commission's image PDFs make), with its resolution; null for any other page.
 */
export async function pageImage(pdf: Pdf, pageNo: number): Promise<{ gray: Gray; dpi: number } | null> {
  const { extractImages } = await import('unpdf');
  const page = await pdf.getPage(pageNo);
  const vp = page.getViewport({ scale: 1 });
  const images = await extractImages(pdf, pageNo);
  if (images.length !== 1) return null;
  const im = images[0];
  const dpi = (im.width / vp.width) * 72;
  if (Math.abs(im.height / im.width - vp.height / vp.width) > 0.02) return null;
  return { gray: toGray(im.data, im.width, im.height, im.channels), dpi: Math.round(dpi) };
}
