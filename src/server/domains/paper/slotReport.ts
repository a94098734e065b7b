// The poll day's turnout per part in the Election Commission's two-hour slots (7-9, 9-11, ...,
// 17 to the close; the slots are configurable by their starting hours). A mark made in the hour
// before the first slot counts in the first (booth agents start marking as the poll opens); one
// made earlier (a phone's clock, a test in the night) lies in no slot and is not counted.
import type { SlotReportResponse } from '../../../shared/api/paper';
import type { Database } from '../../db/client';
import { drawLine, drawTable, openPdf, pdfBytes, type Column } from '../../pdf/textPdf';
import { electorsByPart, marksByPartHour } from './queries';
import { indianDay, wordsOf } from './words';
import { onFirstUse } from '../../onFirstUse';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on its first use
const xlsx = onFirstUse(() => require('sheetjs-style') as typeof import('sheetjs-style'));

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The slot an hour of the day falls in; -1 before the hour ahead of the first slot. */
export const slotOf = (starts: number[], hour: number) => {
  if (hour < starts[0] - 1) return -1;
  let at = 0;
  starts.forEach((s, i) => {
    if (hour >= s) at = i;
  });
  return at;
};

export async function slotReport(database: Database, tenantId: number, acno: number, pollDate: string, slotText: string): Promise<SlotReportResponse> {
  const starts = slotText.split(',').map(Number);
  const electors = await electorsByPart(database, tenantId, acno);
  const marks = await marksByPartHour(database, tenantId, acno, pollDate);
  const byPart = new Map<number, number[]>([...electors.keys()].map((p) => [p, starts.map(() => 0)]));
  for (const m of marks) {
    const part = Number(m.partno);
    if (!byPart.has(part))
      byPart.set(
        part,
        starts.map(() => 0),
      );
    const slot = slotOf(starts, Number(m.hour));
    if (slot >= 0) byPart.get(part)![slot] += Number(m.n);
  }
  const parts = [...byPart.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([partno, slots]) => ({ partno, electors: electors.get(partno) ?? 0, slots, voted: slots.reduce((s, n) => s + n, 0) }));
  const slots = starts.map((from, i) => ({
    label: i + 1 < starts.length ? `${hh(from)}-${hh(starts[i + 1])}` : `${hh(from)}-`,
    from,
    to: i + 1 < starts.length ? starts[i + 1] : null,
    voted: parts.reduce((s, p) => s + p.slots[i], 0),
  }));
  return {
    poll_date: pollDate,
    acno,
    slots,
    parts,
    electors: parts.reduce((s, p) => s + p.electors, 0),
    voted: parts.reduce((s, p) => s + p.voted, 0),
  };
}

const percent = (voted: number, electors: number) => (electors ? ((100 * voted) / electors).toFixed(1) : '0.0');

/** The report's table, header first, a total row last: the PDF and the sheet show the same cells. */
function cells(r: SlotReportResponse, w: ReturnType<typeof wordsOf>): string[][] {
  const label = (s: SlotReportResponse['slots'][number]) => (s.to === null ? w('paper.slotClose', { from: s.from }) : `${s.from}–${s.to}`);
  return [
    [w('paper.col.part'), w('paper.col.electors'), ...r.slots.map(label), w('paper.col.voted'), w('paper.col.turnout')],
    ...r.parts.map((p) => [String(p.partno), String(p.electors), ...p.slots.map(String), String(p.voted), percent(p.voted, p.electors)]),
    [w('paper.total'), String(r.electors), ...r.slots.map((s) => String(s.voted)), String(r.voted), percent(r.voted, r.electors)],
  ];
}

export async function slotReportPdf(r: SlotReportResponse, printedAt: string): Promise<Buffer> {
  const w = wordsOf('en');
  const doc = openPdf(w('paper.slotTitle'), { margin: 30 });
  const [header, ...rows] = cells(r, w);
  drawLine(doc, w('paper.slotTitle'), 30, 30, { size: 15, bold: true });
  drawLine(doc, w('paper.slotSubtitle', { acno: r.acno, date: indianDay(r.poll_date) }), 30, 52, { size: 11 });
  drawLine(doc, w('paper.printedAt', { time: printedAt }), 330, 54, { size: 8, color: '#555', width: 235, align: 'right' });
  // a constituency's few hundred parts fit one page in small type
  const size = rows.length > 60 ? Math.max(4.5, Math.min(9, 700 / rows.length / 1.5)) : 9;
  const widths = [45, 60, ...r.slots.map(() => 320 / r.slots.length), 50, 60];
  const columns: Column[] = header.map((title, i) => ({ title, width: widths[i], align: i === 0 ? 'left' : 'right' }));
  drawTable(doc, columns, rows, { x: 30, top: 74, style: { size }, groupStart: (i) => i === rows.length - 1 });
  return pdfBytes(doc);
}

export function slotReportXlsx(r: SlotReportResponse): Buffer {
  const XLSX = xlsx();
  const w = wordsOf('en');
  const table = cells(r, w).map((row, i) => (i === 0 ? row : row.map((c, j) => (j === 0 && !/^\d+$/.test(c) ? c : Number(c)))));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table), `AC ${r.acno} ${r.poll_date}`);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
