// The one text PDF engine of the printed papers (voter slips, walk sheets, the poll-day slot
// report, the age report): pdfkit with Noto Sans Devanagari embedded (subset) so Devanagari is
// shaped by fontkit and stays selectable, searchable text. The Devanagari font carries no Latin
// letters, so a line is cut into runs: Devanagari (and the digits, spaces and punctuation that
// font draws) in Noto, Latin in the PDF's own Helvetica. A line with Devanagari carries its text as
// ActualText: shaping reorders glyphs (the reph of र्मा is drawn after the vowel sign, the
// vowel sign ि before its consonant), and a reader copying the text, or pdftotext, then gets the
// words as they were written.
import fs from 'node:fs';
import path from 'node:path';
import { onFirstUse } from '../onFirstUse';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on its first use
const pdfkit = onFirstUse(() => require('pdfkit') as typeof import('pdfkit'));

export type Pdf = PDFKit.PDFDocument;

const FONT_DIR = path.join(__dirname, '..', 'assets', 'fonts');
const DEVA = fs.readFileSync(path.join(FONT_DIR, 'NotoSansDevanagari-Regular.ttf'));
const DEVA_BOLD = fs.readFileSync(path.join(FONT_DIR, 'NotoSansDevanagari-Bold.ttf'));

export const A4 = { width: 595.28, height: 841.89 };

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

export interface LineOptions extends TextStyle {
  /** the line is cut (with an ellipsis) to this width */
  width?: number;
  align?: 'left' | 'center' | 'right';
}

/** A new A4 document with the fonts registered; `title` names it in the reader. */
export function openPdf(title: string, opts: { margin?: number; landscape?: boolean } = {}): Pdf {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    layout: opts.landscape ? 'landscape' : 'portrait',
    margin: opts.margin ?? 36,
    autoFirstPage: true,
    bufferPages: false,
    info: { Title: title, Creator: 'Campaign console' },
  });
  doc.registerFont('deva', DEVA);
  doc.registerFont('deva-bold', DEVA_BOLD);
  return doc;
}

/** Ends the document and gives its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.end();
  });
}

const isDevanagari = (cp: number) =>
  (cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x1cd0 && cp <= 0x1cff) || cp === 0x200c || cp === 0x200d || cp === 0x25cc;
/** Drawn by either font: joins the run it stands in. */
const NEUTRAL = new Set([...' 0123456789.,:;!?()[]/-+%\'"#*=<>|_~\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u20b9'].map((c) => c.codePointAt(0)!));
const isNeutral = (cp: number) => NEUTRAL.has(cp);

interface Run {
  text: string;
  deva: boolean;
}

/** A line cut into Devanagari and Latin runs. */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  let pending = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (isNeutral(cp)) {
      if (runs.length) runs[runs.length - 1].text += ch;
      else pending += ch;
      continue;
    }
    const deva = isDevanagari(cp);
    const last = runs[runs.length - 1];
    if (last && last.deva === deva) last.text += ch;
    else runs.push({ text: pending + ch, deva });
    pending = '';
  }
  if (pending) runs.push({ text: pending, deva: false });
  return runs;
}

// Helvetica is encoded WinAnsi: a character it cannot draw prints as '?' rather than as garbage
const latinSafe = (s: string) => s.replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/g, '?');

const fontOf = (run: Run, style: TextStyle) => (run.deva ? (style.bold ? 'deva-bold' : 'deva') : style.bold ? 'Helvetica-Bold' : 'Helvetica');

function useFont(doc: Pdf, run: Run, style: TextStyle) {
  doc.font(fontOf(run, style)).fontSize(style.size);
}

/**
 * Widths of runs at size 1 by font and text, shared by every document: a table measures the same
 * words again and again (each cell, each cut to its column tries many starts of it), and shaping
 * Devanagari to measure it is the costly part. A width scales with the size, so one entry serves
 * every size. Cleared when it grows large, so a long-running server keeps it bounded.
 */
const WIDTHS = new Map<string, number>();
const WIDTHS_MAX = 200_000;

function runWidth(doc: Pdf, run: Run, style: TextStyle): number {
  const font = fontOf(run, style);
  const text = run.deva ? run.text : latinSafe(run.text);
  const key = `${font}\u0000${text}`;
  let unit = WIDTHS.get(key);
  if (unit === undefined) {
    doc.font(font).fontSize(1000);
    unit = doc.widthOfString(text) / 1000;
    if (WIDTHS.size >= WIDTHS_MAX) WIDTHS.clear();
    WIDTHS.set(key, unit);
  }
  return unit * style.size;
}

/** The width of a line of text in a style. */
export function textWidth(doc: Pdf, text: string, style: TextStyle): number {
  let w = 0;
  for (const run of runsOf(text)) w += runWidth(doc, run, style);
  return w;
}

/** The height a line of a style takes (Devanagari vowel signs reach above and below the Latin line). */
export const lineHeight = (style: TextStyle) => style.size * 1.45;

/** The longest start of `text` (cut at a character) that fits `width` with an ellipsis. */
function cut(doc: Pdf, text: string, style: TextStyle, width: number): string {
  if (textWidth(doc, text, style) <= width) return text;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (textWidth(doc, chars.slice(0, mid).join('') + '…', style) <= width) lo = mid;
    else hi = mid - 1;
  }
  return chars.slice(0, lo).join('').trimEnd() + '…';
}

/** Draws one line at (x, y: its top); returns the height it took. */
export function drawLine(doc: Pdf, text: string, x: number, y: number, opts: LineOptions): number {
  const shown = opts.width ? cut(doc, text, opts, opts.width) : text;
  let left = x;
  if (opts.width && opts.align && opts.align !== 'left') {
    const spare = opts.width - textWidth(doc, shown, opts);
    left += opts.align === 'center' ? spare / 2 : spare;
  }
  doc.fillColor(opts.color ?? '#000');
  const runs = runsOf(shown);
  // the whole line is one span of ActualText: its words come out in order, the Latin ones too
  const span = runs.some((r) => r.deva);
  if (span) doc.markContent('Span', { actual: shown } as never);
  for (const run of runs) {
    const advance = runWidth(doc, run, opts);
    useFont(doc, run, opts);
    const drawn = run.deva ? run.text : latinSafe(run.text);
    // the two fonts' ascents differ: both are set on one baseline
    doc.text(drawn, left, y + opts.size * 1.05, { lineBreak: false, baseline: 'alphabetic' });
    left += advance;
  }
  if (span) doc.endMarkedContent();
  return lineHeight(opts);
}

/** Words of `text` wrapped to `width`, at most `maxLines` lines (the last cut with an ellipsis). */
export function wrapText(doc: Pdf, text: string, style: TextStyle, width: number, maxLines = Infinity): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const next = line ? `${line} ${words[i]}` : words[i];
    if (!line || textWidth(doc, next, style) <= width) {
      line = next;
      continue;
    }
    lines.push(line);
    line = words[i];
    if (lines.length === maxLines) {
      lines[maxLines - 1] = cut(doc, `${lines[maxLines - 1]} ${words.slice(i).join(' ')}`, style, width);
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'center' | 'right';
}

export interface TableOptions {
  x: number;
  top: number;
  style: TextStyle;
  /** drawn at the top of every page the table reaches (a title, filters); returns where the table starts */
  pageHead?: (doc: Pdf) => number;
  /** extra height of a row (boxes to write in) */
  rowHeight?: number;
  /** a row that starts a group (a household) is drawn with a rule above it */
  groupStart?: (index: number) => boolean;
  /** drawn inside a row after its text (boxes, ticks): x of each column's left edge */
  decorate?: (doc: Pdf, row: number, y: number, height: number, lefts: number[]) => void;
}

/** A table with its header on every page; rows are single lines cut to their column. */
export function drawTable(doc: Pdf, columns: Column[], rows: string[][], opts: TableOptions) {
  const pad = 3;
  const height = Math.max(lineHeight(opts.style) + 2, opts.rowHeight ?? 0);
  const head = { ...opts.style, bold: true };
  const width = columns.reduce((s, c) => s + c.width, 0);
  const lefts = columns.map((_, i) => opts.x + columns.slice(0, i).reduce((s, c) => s + c.width, 0));
  const bottom = doc.page.height - doc.page.margins.bottom;
  const header = (y: number) => {
    doc.rect(opts.x, y, width, lineHeight(head) + 2).fill('#e8e8e8');
    columns.forEach((c, i) => drawLine(doc, c.title, lefts[i] + pad, y + 1, { ...head, width: c.width - 2 * pad, align: c.align }));
    return y + lineHeight(head) + 2;
  };
  let y = header(opts.top);
  rows.forEach((row, r) => {
    if (y + height > bottom) {
      doc.addPage();
      y = header(opts.pageHead ? opts.pageHead(doc) : doc.page.margins.top);
    }
    const rule = opts.groupStart?.(r);
    doc
      .moveTo(opts.x, y)
      .lineTo(opts.x + width, y)
      .lineWidth(rule ? 0.9 : 0.3)
      .strokeColor(rule ? '#000' : '#999')
      .stroke();
    columns.forEach((c, i) =>
      drawLine(doc, row[i] ?? '', lefts[i] + pad, y + (height - lineHeight(opts.style)) / 2, { ...opts.style, width: c.width - 2 * pad, align: c.align }),
    );
    opts.decorate?.(doc, r, y, height, lefts);
    y += height;
  });
  doc
    .moveTo(opts.x, y)
    .lineTo(opts.x + width, y)
    .lineWidth(0.3)
    .strokeColor('#999')
    .stroke();
  return y;
}
