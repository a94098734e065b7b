// A table as an A4 PDF that shows Devanagari correctly, for every report that exports one.
// PDF libraries drawing text cannot shape Devanagari (a conjunct like र्मा falls apart into a
// visible halant), but the browser's canvas shapes text with the page's own bundled font. So
// every page is drawn on a canvas (A4 landscape at 150 dpi) and the PDF only carries the page
// images. A page is dark text on white, drawn in four grey levels and kept at 2 bits a pixel:
// the glyphs keep their smoothing while the pages deflate to a small file (a colour image of
// each page made exports too large to share; black and white alone breaks thin strokes, and
// sixteen greys cost several times the size). The pages are deflated by the browser's own deflate
// (CompressionStream) and jsPDF writes the file around them. Loaded on demand.
import { jsPDF } from 'jspdf';
import { saveFile } from './saveFile';

export interface PdfTable {
  /** Shown on the first page and kept as the document's title. */
  title: string;
  /** Lines under the title (filters, date). */
  subtitle?: string[];
  headers: string[];
  /** Relative column widths. */
  widths: number[];
  rows: string[][];
  /** "Page X of Y" in the page's language. */
  pageLabel: (page: number, total: number) => string;
  fileName: string;
}

/** Width of a text in px at the body font size (bold for headers). */
export type Measure = (text: string, bold?: boolean) => number;

// A4 landscape at 150 dpi.
export const PAGE = { width: 1754, height: 1240, margin: 64, fontPx: 19, lineHeight: 26, cellPadX: 8, cellPadY: 7, titlePx: 30 } as const;

const graphemes = (s: string): string[] => {
  // older browsers lack Intl.Segmenter: code points then
  return typeof Intl.Segmenter === 'function'
    ? Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s), (x) => x.segment)
    : Array.from(s);
};

/** Lines of `text` no wider than `max`: breaks at spaces, and inside an over-long word only between graphemes (never inside a Devanagari syllable). */
export function wrapText(text: string, max: number, measure: Measure, bold = false): string[] {
  const lines: string[] = [];
  for (const paragraph of String(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate, bold) <= max) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      if (measure(word, bold) <= max) {
        line = word;
        continue;
      }
      for (const g of graphemes(word)) {
        if (line && measure(line + g, bold) > max) {
          lines.push(line);
          line = '';
        }
        line += g;
      }
    }
    lines.push(line);
  }
  return lines.length ? lines : [''];
}

/** Row indices per page: rows never split, a page takes what fits under its header. */
export function paginate(heights: number[], firstAvail: number, avail: number): number[][] {
  const pages: number[][] = [[]];
  let left = firstAvail;
  heights.forEach((h, i) => {
    const page = pages[pages.length - 1];
    if (h > left && page.length > 0) {
      pages.push([i]);
      left = avail - h;
    } else {
      page.push(i);
      left -= h;
    }
  });
  return pages;
}

export interface TableLayout {
  colWidths: number[];
  headerLines: string[][];
  headerHeight: number;
  rowLines: string[][][];
  rowHeights: number[];
  pages: number[][];
}

export function layoutTable(t: Pick<PdfTable, 'headers' | 'widths' | 'rows' | 'subtitle'>, measure: Measure): TableLayout {
  const inner = PAGE.width - 2 * PAGE.margin;
  const sum = t.widths.reduce((a, b) => a + b, 0);
  const colWidths = t.widths.map((w) => (w / sum) * inner);
  const cellLines = (cells: string[], bold: boolean) => cells.map((c, i) => wrapText(c, colWidths[i] - 2 * PAGE.cellPadX, measure, bold));
  const heightOf = (lines: string[][]) => Math.max(...lines.map((l) => l.length)) * PAGE.lineHeight + 2 * PAGE.cellPadY;
  const headerLines = cellLines(t.headers, true);
  const headerHeight = heightOf(headerLines);
  const rowLines = t.rows.map((r) => cellLines(r, false));
  const rowHeights = rowLines.map(heightOf);
  const top = titleBlockHeight(t.subtitle?.length ?? 0);
  const bottom = PAGE.margin + PAGE.lineHeight; // footer
  const firstAvail = PAGE.height - top - bottom - headerHeight;
  const avail = PAGE.height - PAGE.margin - bottom - headerHeight;
  return { colWidths, headerLines, headerHeight, rowLines, rowHeights, pages: paginate(rowHeights, firstAvail, avail) };
}

const titleBlockHeight = (subtitleLines: number) => PAGE.margin + PAGE.titlePx + 12 + subtitleLines * PAGE.lineHeight + 16;

// The four grey levels a page is kept in; anything drawn uses them, so nothing fades away.
const INK = { text: '#000000', muted: '#555555', rule: '#aaaaaa', paper: '#ffffff' } as const;
const GREY_BITS = 2;

function drawPage(ctx: CanvasRenderingContext2D, t: Omit<PdfTable, 'fileName'>, layout: TableLayout, pageIndex: number, font: string) {
  const { width, height, margin, fontPx, lineHeight, cellPadX, cellPadY } = PAGE;
  ctx.fillStyle = INK.paper;
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'top';
  let y = margin;
  if (pageIndex === 0) {
    ctx.fillStyle = INK.text;
    ctx.font = `600 ${PAGE.titlePx}px ${font}`;
    ctx.fillText(t.title, margin, y);
    y += PAGE.titlePx + 12;
    ctx.font = `400 ${fontPx}px ${font}`;
    ctx.fillStyle = INK.muted;
    for (const line of t.subtitle ?? []) {
      ctx.fillText(line, margin, y);
      y += lineHeight;
    }
    y += 16;
  }
  const drawRow = (lines: string[][], h: number, bold: boolean) => {
    ctx.font = `${bold ? 600 : 400} ${fontPx}px ${font}`;
    ctx.fillStyle = INK.text;
    let x = margin;
    lines.forEach((cell, c) => {
      cell.forEach((text, l) => ctx.fillText(text, x + cellPadX, y + cellPadY + l * lineHeight + 2));
      x += layout.colWidths[c];
    });
    ctx.strokeStyle = INK.rule;
    ctx.lineWidth = 1;
    ctx.strokeRect(margin + 0.5, y + 0.5, width - 2 * margin - 1, h);
    x = margin;
    for (let c = 0; c < layout.colWidths.length - 1; c++) {
      x += layout.colWidths[c];
      ctx.beginPath();
      ctx.moveTo(Math.round(x) + 0.5, y);
      ctx.lineTo(Math.round(x) + 0.5, y + h);
      ctx.stroke();
    }
    y += h;
  };
  drawRow(layout.headerLines, layout.headerHeight, true);
  // the header stands out by a heavier rule (a grey fill would be lost in four levels)
  ctx.fillStyle = INK.muted;
  ctx.fillRect(margin, y - 1, width - 2 * margin, 2);
  layout.pages[pageIndex].forEach((r) => drawRow(layout.rowLines[r], layout.rowHeights[r], false));
  ctx.font = `400 ${fontPx - 2}px ${font}`;
  ctx.fillStyle = INK.muted;
  const label = t.pageLabel(pageIndex + 1, layout.pages.length);
  ctx.fillText(label, width - margin - ctx.measureText(label).width, height - margin);
}

// the grey level (0 black .. 3 white) of each luminance
const LEVEL = Uint8Array.from({ length: 256 }, (_, l) => Math.round((l * 3) / 255));

/** Canvas pixels (RGBA) as grey rows of 2 bits a pixel, four pixels a byte, each row whole bytes. */
export function packGrey(rgba: Uint8ClampedArray, width: number, height: number): Uint8Array {
  const rowBytes = Math.ceil(width / 4);
  const out = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes;
    let px = y * width * 4;
    for (let x = 0; x < width; x++, px += 4) {
      const luma = (rgba[px] * 77 + rgba[px + 1] * 150 + rgba[px + 2] * 29) >> 8;
      out[row + (x >> 2)] |= LEVEL[luma] << (6 - 2 * (x & 3));
    }
  }
  return out;
}

/** zlib-wrapped deflate (what a PDF's FlateDecode reads), by the browser. */
export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// A4 in PDF points (1/72 inch), landscape.
const A4_PT = { width: 841.89, height: 595.28 };

/** Bytes as the one-byte-a-character string jsPDF writes its streams from. */
function binaryString(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

// jsPDF writes the file; each page is one image in a format jsPDF does not know: a grey raster of
// 2 bits a pixel, already deflated. Its own image path would widen it to 8-bit RGB and deflate it
// again (several times the size and the time), so a processor for this format hands it over as it
// is, with the raster's shape from the call that is adding it.
const GREY_FORMAT = 'GREYRASTER';
let adding = { width: 0, height: 0, bits: 8 };
Object.assign(jsPDF.API, {
  [`process${GREY_FORMAT}`]: (data: Uint8Array, index: number, alias: string) => ({
    data: binaryString(data),
    width: adding.width,
    height: adding.height,
    colorSpace: 'DeviceGray',
    bitsPerComponent: adding.bits,
    filter: 'FlateDecode',
    index,
    alias,
  }),
});

/** A PDF (by jsPDF) of one deflated grey image (rows of `bits` a pixel) per A4 landscape page, titled `title`. */
export function imagePdf(pages: Uint8Array[], image: { width: number; height: number; bits: number }, title: string): Uint8Array {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4', compress: false });
  doc.setProperties({ title, creator: 'Campaign console' });
  adding = image;
  pages.forEach((data, i) => {
    if (i > 0) doc.addPage('a4', 'landscape');
    doc.addImage(data, GREY_FORMAT, 0, 0, A4_PT.width, A4_PT.height, `page-${i + 1}`, 'NONE');
  });
  return new Uint8Array(doc.output('arraybuffer'));
}

/** The table drawn page by page into an A4 landscape PDF (the file's bytes) and its page count. */
export async function buildTablePdf(t: Omit<PdfTable, 'fileName'>): Promise<{ bytes: Uint8Array; pages: number }> {
  // The page's font stack, whose first face is the bundled Devanagari one: load it before drawing,
  // or the canvas falls back to a system font without Devanagari.
  const font = getComputedStyle(document.body).fontFamily || 'sans-serif';
  const sample = t.rows.slice(0, 50).flat().join(' ') + t.title + ' अआकर्मा';
  await Promise.all([document.fonts.load(`400 ${PAGE.fontPx}px ${font}`, sample), document.fonts.load(`600 ${PAGE.fontPx}px ${font}`, sample)]);
  await document.fonts.ready;

  const canvas = document.createElement('canvas');
  canvas.width = PAGE.width;
  canvas.height = PAGE.height;
  // every page is read back: the browser keeps such a canvas in memory
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('No 2D canvas in this browser.');
  const measure: Measure = (text, bold) => {
    ctx.font = `${bold ? 600 : 400} ${PAGE.fontPx}px ${font}`;
    return ctx.measureText(text).width;
  };
  const layout = layoutTable(t, measure);
  const images: Uint8Array[] = [];
  for (let i = 0; i < layout.pages.length; i++) {
    drawPage(ctx, t, layout, i, font);
    // awaiting each page lets the page repaint between them
    images.push(await deflate(packGrey(ctx.getImageData(0, 0, PAGE.width, PAGE.height).data, PAGE.width, PAGE.height)));
  }
  return { bytes: imagePdf(images, { width: PAGE.width, height: PAGE.height, bits: GREY_BITS }, t.title), pages: layout.pages.length };
}

/** Draws the table page by page and saves `fileName` (A4 landscape). Resolves to the page count. */
export async function saveTablePdf(t: PdfTable): Promise<number> {
  const { bytes, pages } = await buildTablePdf(t);
  saveFile(new Blob([bytes as BlobPart], { type: 'application/pdf' }), t.fileName);
  return pages;
}
