// A scanned page read by OCR: the page's own image (or the page drawn at 300 dpi), its turn
// undone, the grid of boxes found from its ruled lines, and each field read from its own crop
// with the model it needs: serials with digits only, EPICs with Latin capitals and digits, the
// text lines with the roll's language. The crops of a page go to Tesseract stacked in one image
// a kind (three calls a page instead of a hundred), and the words come back to their crops by place.
import { canvasLib, pageImage, renderGray, type Gray, type Pdf } from './pdfjs';
import { binarize, clean, crop, findBoxes, greyShare, inkBands, inkColumns, otsu, rotate, skewAngle, stack } from './pixels';
import { ocrEngine, type OcrEngine, type OcrRequest, type OcrWord } from './ocr';
import { boxFields, epicField, serialField, type Line } from './fields';
import { coverOf, headerOf, isCover, languageOf } from './pageParts';
import type { Box, ElectorRead, PageRead, ReadOptions } from './types';

const RENDER_DPI = 300;
/** Ink darker than this is print; a stamp and the photo's grey are lighter. */
const INK = 150;

const engines = new Map<string, OcrEngine>();
function engineFor(kind: ReadOptions['engine'] = 'auto'): OcrEngine {
  let e = engines.get(kind);
  if (!e) {
    e = ocrEngine(kind);
    engines.set(kind, e);
  }
  return e;
}

/** The OCR engines' workers ended (tesseract.js keeps one a language). */
export async function closeOcr() {
  for (const e of engines.values()) await e.close();
  engines.clear();
}

interface ReadPiece extends Line {
  words: OcrWord[];
}

/** Pieces read in one call: each piece's words, its text (in line order) and its least confidence. */
async function readPieces(engine: OcrEngine, pieces: Gray[], req: OcrRequest): Promise<{ read: ReadPiece[]; image: Gray }> {
  const pad = Math.max(16, Math.round(Math.max(0, ...pieces.map((p) => p.height)) * 1.2));
  const { image, at } = stack(pieces, pad);
  if (!pieces.length) return { read: [], image };
  const words = await engine.recognize(image, req);
  const per: OcrWord[][] = pieces.map(() => []);
  for (const w of words) {
    const cy = w.y + w.h / 2;
    const i = at.findIndex((y, k) => cy >= y - pad / 2 && cy < y + pieces[k].height + pad / 2);
    if (i >= 0) per[i].push(w);
  }
  const read = per.map((ws) => {
    ws.sort((a, b) => a.x - b.x);
    return { words: ws, text: ws.map((w) => w.text).join(' '), conf: ws.length ? Math.min(...ws.map((w) => w.conf)) : 0 };
  });
  return { read, image };
}

/** A crop cleaned of lines and stamp, trimmed to its ink (null when it holds none). */
function piece(g: Gray, b: Box): Gray | null {
  const c = clean(crop(g, b), INK, Math.round(b.w * 0.6), Math.round(b.h * 0.6), 0.4);
  const cols = inkColumns(c);
  if (!cols) return null;
  const x0 = Math.max(0, cols[0] - 4);
  return crop(c, { x: x0, y: 0, w: Math.min(c.width - x0, cols[1] - x0 + 8), h: c.height });
}

/** The text lines of a box's text area: bands of ink, tiny bands (dots, stray marks) joined to their neighbour. */
function textLinesOf(area: Gray): Gray[] {
  const bands = inkBands(area, 2, 1).filter(([a, b]) => b - a >= 3);
  if (!bands.length) return [];
  const tall = Math.max(...bands.map(([a, b]) => b - a));
  const merged: Array<[number, number]> = [];
  for (const band of bands) {
    const last = merged.at(-1);
    if (last && (band[1] - band[0] < tall * 0.35 || last[1] - last[0] < tall * 0.35) && band[0] - last[1] < tall * 0.3) last[1] = band[1];
    else merged.push([...band]);
  }
  return merged.map(([a, b]) => crop(area, { x: 0, y: Math.max(0, a - 2), w: area.width, h: b - a + 4 }));
}

async function pngOf(g: Gray): Promise<Buffer> {
  const { createCanvas } = await canvasLib();
  const c = createCanvas(g.width, g.height);
  const ctx = c.getContext('2d');
  const img = ctx.createImageData(g.width, g.height);
  for (let i = 0; i < g.data.length; i++) {
    img.data[i * 4] = img.data[i * 4 + 1] = img.data[i * 4 + 2] = g.data[i];
    img.data[i * 4 + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  return c.encode('png');
}

/** The page upright, at its own resolution. */
async function uprightPage(pdf: Pdf, pageNo: number): Promise<{ g: Gray; dpi: number; level: number }> {
  const own = await pageImage(pdf, pageNo);
  const g0 = own?.gray ?? (await renderGray(pdf, pageNo, RENDER_DPI));
  const level = otsu(g0);
  const g = rotate(g0, skewAngle(g0, level));
  return { g, dpi: own?.dpi ?? RENDER_DPI, level };
}

/** Lines of a region read whole (headers, the cover): Tesseract's own lines, split where words stand far apart. */
async function regionPieces(engine: OcrEngine, g: Gray, lang: OcrRequest['lang'], gap: number): Promise<string[]> {
  const area = clean(g, INK, g.width, g.height);
  const words = await engine.recognize(area, { lang, psm: 4 });
  const byLine = new Map<string, OcrWord[]>();
  for (const w of words) byLine.set(w.line, [...(byLine.get(w.line) ?? []), w]);
  const pieces: string[] = [];
  for (const ws of byLine.values()) {
    ws.sort((a, b) => a.x - b.x);
    let cur: OcrWord[] = [];
    for (const w of ws) {
      const prev = cur.at(-1);
      if (prev && w.x - (prev.x + prev.w) > gap) {
        pieces.push(cur.map((c) => c.text).join(' '));
        cur = [];
      }
      cur.push(w);
    }
    if (cur.length) pieces.push(cur.map((c) => c.text).join(' '));
  }
  return pieces;
}

export async function readOcrPage(pdf: Pdf, pageNo: number, options: ReadOptions = {}): Promise<PageRead> {
  const t0 = Date.now();
  const engine = engineFor(options.engine);
  const { g, dpi, level } = await uprightPage(pdf, pageNo);
  const boxes = findBoxes(binarize(g, level), g.width, g.height);
  const gap = Math.round(dpi * 0.2);
  if (!boxes.length) {
    const pieces = await regionPieces(engine, g, 'hin', gap);
    const language = options.language && options.language !== 'auto' && options.language !== 'eng' ? options.language : languageOf(pieces.join('\n'));
    const cover = isCover(pieces, language) ? coverOf(pieces, language) : undefined;
    const header = { acNo: cover?.acNo ?? null, partNo: cover?.partNo ?? null, sectionNo: null, sectionName: null };
    return { page: pageNo, kind: cover ? 'cover' : 'other', method: 'ocr', dpi, language, header, cover, electors: [], ms: Date.now() - t0 };
  }
  const top = Math.min(...boxes.map((b) => b.y));
  const headPieces = await regionPieces(engine, crop(g, { x: 0, y: 0, w: g.width, h: Math.max(1, top - 4) }), 'hin', gap);
  const language = options.language && options.language !== 'auto' && options.language !== 'eng' ? options.language : languageOf(headPieces.join('\n'));
  const head = headerOf(headPieces, language);

  // each box: its serial's small box, its EPIC, its text lines; the photo (right quarter) is left out
  const inset = Math.max(3, Math.round(dpi / 60));
  const serials: Array<Gray | null> = [];
  const epics: Array<Gray | null> = [];
  const lines: Gray[][] = [];
  const stamped: number[] = [];
  for (const b of boxes) {
    const band = Math.round(b.h * 0.24);
    serials.push(piece(g, { x: b.x + inset, y: b.y + inset, w: Math.round(b.w * 0.22), h: band - inset }));
    epics.push(piece(g, { x: b.x + Math.round(b.w * 0.3), y: b.y + inset, w: Math.round(b.w * 0.7) - 2 * inset, h: band - inset }));
    const textArea = { x: b.x + inset, y: b.y + band, w: Math.round(b.w * 0.74) - inset, h: b.h - band - inset };
    lines.push(textLinesOf(clean(crop(g, textArea), INK, Math.round(textArea.w * 0.6), Math.round(textArea.h * 0.6))));
    stamped.push(greyShare(crop(g, { x: b.x + inset * 2, y: b.y + band, w: Math.round(b.w * 0.7), h: b.h - band - inset }), INK, 215));
  }
  const stampLevel = Math.max(0.09, 2 * [...stamped].sort((a, b) => a - b)[Math.floor(stamped.length / 2)]);
  const present = <T>(xs: Array<T | null>) => xs.filter((x): x is T => x != null);
  const serialRead = (await readPieces(engine, present(serials), { lang: 'eng', psm: 6, whitelist: '0123456789' })).read;
  const epicRead = (await readPieces(engine, present(epics), { lang: 'eng', psm: 6, whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789' })).read;
  const strip = await readPieces(engine, lines.flat(), { lang: language, psm: 6 });
  const lineRead = strip.read;
  let si = 0;
  let ei = 0;
  let li = 0;
  const electors: ElectorRead[] = [];
  for (let index = 0; index < boxes.length; index++) {
    const mine = lineRead.slice(li, li + lines[index].length);
    li += lines[index].length;
    const read = boxFields(mine, language);
    const s = serials[index] ? serialRead[si++] : { text: '', conf: 0 };
    const e = epics[index] ? epicRead[ei++] : { text: '', conf: 0 };

    serialField(s.text, s.conf, read);
    epicField(e.text, e.conf, read);
    const box = boxes[index];
    const elector: ElectorRead = { page: pageNo, index, ...read, box, deleted: stamped[index] > stampLevel };
    if (read.doubts.length) elector.image = await pngOf(crop(g, box));
    electors.push(elector);
  }
  const header = { acNo: head.acNo, acName: head.acName, partNo: head.partNo, sectionNo: head.sectionNo, sectionName: head.sectionName };
  return { page: pageNo, kind: 'electors', method: 'ocr', dpi, language, header, electors, ms: Date.now() - t0 };
}
