// A report's table printed by the text engine: landscape A4, the title and filter lines on the
// first page, the header on every page, the columns in the screen's proportions.
import { drawLine, drawTable, openPdf, pdfBytes, type Column } from '../../pdf/textPdf';

export interface TablePrint {
  title: string;
  subtitle: string[];
  headers: string[];
  widths: number[];
  rows: string[][];
}

const MARGIN = 30;

export async function tablePdf(t: TablePrint): Promise<Buffer> {
  const doc = openPdf(t.title, { margin: MARGIN, landscape: true });
  const usable = doc.page.width - 2 * MARGIN;
  const units = t.widths.reduce((s, w) => s + w, 0);
  const columns: Column[] = t.headers.map((title, i) => ({ title, width: (t.widths[i] / units) * usable }));
  let y = MARGIN;
  y += drawLine(doc, t.title, MARGIN, y, { size: 14, bold: true });
  for (const line of t.subtitle) y += drawLine(doc, line, MARGIN, y, { size: 9, color: '#333', width: usable });
  drawTable(doc, columns, t.rows, { x: MARGIN, top: y + 6, style: { size: 8 } });
  return pdfBytes(doc);
}
