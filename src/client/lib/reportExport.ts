// A report's rows as an Excel sheet and an A4 PDF, from one list of columns (header key, text,
// widths), so the page's two files always agree. The makers are loaded on the first export.
import type { IntlShape } from 'react-intl';

type Intl = Pick<IntlShape, 'formatMessage' | 'locale'>;

export interface ExportColumn<T> {
  /** i18n key of the header */
  header: string;
  /** Excel width in characters */
  width: number;
  /** the PDF's relative width */
  pdfWidth: number;
  /** the cell as text (the PDF, and the sheet unless `cell` says otherwise) */
  text: (row: T) => string;
  /** the sheet's cell when it is a number */
  cell?: (row: T) => string | number;
  numberFormat?: string;
}

export async function saveReportXlsx<T>(intl: Intl, file: { fileName: string; sheetName: string }, columns: readonly ExportColumn<T>[], rows: readonly T[]) {
  const { saveXlsx } = await import(/* webpackChunkName: "xlsx-export" */ './xlsxExport');
  saveXlsx(file.fileName, {
    sheetName: file.sheetName,
    columns: columns.map((c) => ({ header: intl.formatMessage({ id: c.header }), width: c.width, value: c.cell ?? c.text, numberFormat: c.numberFormat })),
    rows,
  });
}

export async function saveReportPdf<T>(
  intl: Intl,
  file: { fileName: string; title: string; subtitle: string[] },
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
) {
  const { saveTablePdf } = await import(/* webpackChunkName: "table-pdf" */ './tablePdf');
  await saveTablePdf({
    title: file.title,
    subtitle: file.subtitle,
    headers: columns.map((c) => intl.formatMessage({ id: c.header })),
    widths: columns.map((c) => c.pdfWidth),
    rows: rows.map((r) => columns.map((c) => c.text(r))),
    pageLabel: (page, total) => intl.formatMessage({ id: 'table.pageOfTotal' }, { page: String(page), total: String(total) }),
    fileName: file.fileName,
  });
}
