// The picture of a doubtful field for the review screen, made from the file when the reading kept
// none: the doubts only the whole file shows (a serial gap across pages, a surname a letter off,
// the cover's counts) fall on boxes whose page had no doubt of its own. A box is cut from the
// page as its reader saw it (a scan upright as OCR read it, a text page drawn); a page header's
// doubt shows the page above its boxes, a cover's the top half of the cover page.
import { openPdf, renderGray, type Gray } from './pdfjs';
import { crop } from './pixels';
import { pngOf, uprightPage } from './ocrPage';
import type { Box, PageRead } from './types';

export type PictureOf = { kind: 'box'; index: number } | { kind: 'header' } | { kind: 'cover' };

/** A text page is drawn at this resolution (its boxes are in points). */
const TEXT_DPI = 150;
/** No wider than this on screen: a scan's whole width is shrunk to it. */
const MAX_WIDTH = 1200;

/** Every `k`-th pixel's block averaged: a page region small enough to send. */
function shrink(g: Gray, k: number): Gray {
  if (k <= 1) return g;
  const width = Math.max(1, Math.floor(g.width / k));
  const height = Math.max(1, Math.floor(g.height / k));
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < k; dy++) for (let dx = 0; dx < k; dx++) sum += g.data[(y * k + dy) * g.width + x * k + dx];
      data[y * width + x] = Math.round(sum / (k * k));
    }
  return { width, height, data };
}

/** The page's region `what` as a PNG; null when the page read has no such box. */
export async function pagePicture(bytes: Uint8Array, read: PageRead, what: PictureOf): Promise<Buffer | null> {
  const pdf = await openPdf(bytes);
  try {
    // the raster the boxes' places refer to, and the scale from those places to its pixels
    const { g, scale } =
      read.method === 'ocr' ? { g: (await uprightPage(pdf, read.page)).g, scale: 1 } : { g: await renderGray(pdf, read.page, TEXT_DPI), scale: TEXT_DPI / 72 };
    const at = (b: Box): Box => ({ x: b.x * scale, y: b.y * scale, w: b.w * scale, h: b.h * scale });
    let region: Box;
    if (what.kind === 'box') {
      const box = read.electors.find((e) => e.index === what.index)?.box;
      if (!box) return null;
      region = at(box);
    } else if (what.kind === 'header') {
      const tops = read.electors.flatMap((e) => (e.box ? [at(e.box).y] : []));
      region = { x: 0, y: 0, w: g.width, h: tops.length ? Math.max(8, Math.min(...tops) - 2) : g.height * 0.15 };
    } else region = { x: 0, y: 0, w: g.width, h: g.height / 2 };
    const piece = crop(g, region);
    return pngOf(shrink(piece, Math.ceil(piece.width / MAX_WIDTH)));
  } finally {
    await pdf.destroy();
  }
}
