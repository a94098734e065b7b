// A page read from its text layer: exact when the layer is good Unicode. The boxes are found on
// the page drawn small (the same ruled-line search as for scans), the text pieces placed in them.
import { DELETED_STAMP } from './labels';
import { logicalOrder, isWellFormed } from './devanagari';
import { boxFields, epicField, serialField, type Line } from './fields';
import { coverOf, headerOf, isCover, languageOf, sure } from './pageParts';
import { pageText, renderGray, type Pdf, type TextItem } from './pdfjs';
import { binarize, findBoxes } from './pixels';
import type { Box, ElectorRead, PageRead } from './types';

/** Resolution at which a text page is drawn to find its boxes (lines only, no reading). */
const GRID_DPI = 150;

/** Text items in lines (same baseline), each line split into pieces where a wide gap stands. */
export function textLines(items: TextItem[], gapPt = 14): Array<{ y: number; x: number; pieces: string[]; text: string }> {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: TextItem[][] = [];
  for (const it of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0].y - it.y) < Math.max(2, it.h * 0.35)) row.push(it);
    else rows.push([it]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    const pieces: string[] = [];
    let cur = '';
    let end = -Infinity;
    for (const it of row) {
      const gap = it.x - end;
      if (cur && gap > gapPt) {
        pieces.push(logicalOrder(cur.trim()));
        cur = '';
      } else if (cur && gap > 1) cur += ' ';
      cur += it.str;
      end = Math.max(end, it.x + it.w);
    }
    if (cur.trim()) pieces.push(logicalOrder(cur.trim()));
    return { y: row[0].y, x: row[0].x, pieces, text: pieces.join(' ') };
  });
}

/** Whether a page's text layer can be trusted: Devanagari, well formed once put in Unicode order. */
export function trustworthy(items: TextItem[]): boolean {
  const text = logicalOrder(items.map((i) => i.str).join(' '));
  return text.length > 20 && isWellFormed(text);
}

const inside = (b: Box, x: number, y: number) => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h;

/** Reads a page from its text layer, or answers null when the layer is missing or garbled. */
export async function readTextPage(pdf: Pdf, pageNo: number): Promise<PageRead | null> {
  const t0 = Date.now();
  const { items } = await pageText(pdf, pageNo);
  if (!items.length || !trustworthy(items)) return null;
  const all = textLines(items);
  const language = languageOf(all.map((l) => l.text).join('\n'));
  const base = { page: pageNo, method: 'text' as const, language };
  const gray = await renderGray(pdf, pageNo, GRID_DPI);
  const k = 72 / GRID_DPI;
  const boxes = findBoxes(binarize(gray, 200), gray.width, gray.height).map((b) => ({ x: b.x * k, y: b.y * k, w: b.w * k, h: b.h * k }));
  if (!boxes.length) {
    const pieces = sure(all.flatMap((l) => l.pieces));
    const cover = isCover(pieces, language) ? coverOf(pieces, language) : undefined;
    const header = cover
      ? { acNo: cover.acNo, partNo: cover.partNo, sectionNo: null, sectionName: null }
      : { acNo: null, partNo: null, sectionNo: null, sectionName: null };
    return { ...base, kind: cover ? 'cover' : 'other', header, cover, electors: [], ms: Date.now() - t0 };
  }
  const top = Math.min(...boxes.map((b) => b.y));
  const head = headerOf(sure(all.filter((l) => l.y < top).flatMap((l) => l.pieces)), language);
  const electors: ElectorRead[] = boxes.map((b, index) => {
    const mine = items.filter((it) => inside(b, it.x + Math.min(it.w, 4), it.y + it.h / 2));
    const deleted = mine.some((it) => it.str.trim() === DELETED_STAMP);
    const printed = mine.filter((it) => it.str.trim() !== DELETED_STAMP);
    const firstBand = b.y + b.h * 0.24;
    const topItems = printed.filter((it) => it.y + it.h / 2 < firstBand);
    const serial = topItems.filter((it) => it.x < b.x + b.w * 0.25).map((it) => it.str);
    const epic = topItems.filter((it) => it.x >= b.x + b.w * 0.25).map((it) => it.str);
    const lines: Line[] = textLines(printed.filter((it) => !topItems.includes(it))).map((l) => ({ text: l.text, conf: 100 }));
    const read = boxFields(lines, language);
    serialField(serial.join(''), 100, read);
    epicField(epic.join(''), 100, read);
    // (in points: the review's picture of the box is cut from the page drawn, pdf/picture.ts)
    return { page: pageNo, index, ...read, box: b, deleted };
  });
  return {
    ...base,
    kind: 'electors',
    header: { acNo: head.acNo, partNo: head.partNo, sectionNo: head.sectionNo, sectionName: head.sectionName },
    headerDoubts: head.doubts,
    electors,
    ms: Date.now() - t0,
  };
}
