// A table as an A4 PDF that shows Devanagari correctly. jsPDF cannot shape Devanagari (a
// conjunct like र्मा falls apart into a visible halant, STACK.md), but the browser's canvas
// shapes text with the page's own bundled font. So every page is drawn on a canvas (A4
// landscape at 150 dpi) and jsPDF only carries the page images. Loaded on demand.
import type { jsPDF as JsPdf } from 'jspdf';

export interface PdfTable {
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
const A4_MM = { width: 297, height: 210 };

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

function drawPage(ctx: CanvasRenderingContext2D, t: PdfTable, layout: TableLayout, pageIndex: number, font: string) {
  const { width, height, margin, fontPx, lineHeight, cellPadX, cellPadY } = PAGE;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'top';
  let y = margin;
  if (pageIndex === 0) {
    ctx.fillStyle = '#111827';
    ctx.font = `600 ${PAGE.titlePx}px ${font}`;
    ctx.fillText(t.title, margin, y);
    y += PAGE.titlePx + 12;
    ctx.font = `400 ${fontPx}px ${font}`;
    ctx.fillStyle = '#4b5563';
    for (const line of t.subtitle ?? []) {
      ctx.fillText(line, margin, y);
      y += lineHeight;
    }
    y += 16;
  }
  const drawRow = (lines: string[][], h: number, bold: boolean, fill: string | null) => {
    if (fill) {
      ctx.fillStyle = fill;
      ctx.fillRect(margin, y, width - 2 * margin, h);
    }
    ctx.font = `${bold ? 600 : 400} ${fontPx}px ${font}`;
    ctx.fillStyle = '#111827';
    let x = margin;
    lines.forEach((cell, c) => {
      cell.forEach((text, l) => ctx.fillText(text, x + cellPadX, y + cellPadY + l * lineHeight + 2));
      x += layout.colWidths[c];
    });
    ctx.strokeStyle = '#d1d5db';
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
  drawRow(layout.headerLines, layout.headerHeight, true, '#e5e7eb');
  layout.pages[pageIndex].forEach((r, i) => drawRow(layout.rowLines[r], layout.rowHeights[r], false, i % 2 ? '#f9fafb' : null));
  ctx.font = `400 ${fontPx - 2}px ${font}`;
  ctx.fillStyle = '#6b7280';
  const label = t.pageLabel(pageIndex + 1, layout.pages.length);
  ctx.fillText(label, width - margin - ctx.measureText(label).width, height - margin);
}

/** Draws the table page by page and saves `fileName` (A4 landscape). Resolves to the page count. */
export async function saveTablePdf(t: PdfTable): Promise<number> {
  const { jsPDF } = await import(/* webpackChunkName: "jspdf" */ 'jspdf');
  // The page's font stack, whose first face is the bundled Devanagari one: load it before drawing,
  // or the canvas falls back to a system font without Devanagari.
  const font = getComputedStyle(document.body).fontFamily || 'sans-serif';
  const sample = t.rows.slice(0, 50).flat().join(' ') + t.title + ' अआकर्मा';
  await Promise.all([document.fonts.load(`400 ${PAGE.fontPx}px ${font}`, sample), document.fonts.load(`600 ${PAGE.fontPx}px ${font}`, sample)]);
  await document.fonts.ready;

  const canvas = document.createElement('canvas');
  canvas.width = PAGE.width;
  canvas.height = PAGE.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas in this browser.');
  const measure: Measure = (text, bold) => {
    ctx.font = `${bold ? 600 : 400} ${PAGE.fontPx}px ${font}`;
    return ctx.measureText(text).width;
  };
  const layout = layoutTable(t, measure);
  const pdf: JsPdf = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4', compress: true });
  pdf.setProperties({ title: t.title });
  layout.pages.forEach((_rows, i) => {
    if (i > 0) pdf.addPage('a4', 'landscape');
    drawPage(ctx, t, layout, i, font);
    pdf.addImage(canvas, 'PNG', 0, 0, A4_MM.width, A4_MM.height, undefined, 'FAST');
  });
  pdf.save(t.fileName);
  return layout.pages.length;
}
