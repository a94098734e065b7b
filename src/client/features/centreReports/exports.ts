// The centre reports' files: voting_centers.xlsx (sheet 'Voting Centers'), made in the browser,
// and voting_centers.pdf (A4), printed by the server's text engine from the table the page sends
// (selectable text, Devanagari shaped, like the other printed papers, not a picture of the
// table); both with every centre of the constituency, most voters reached first whichever report
// they are exported from.
import type { IntlShape } from 'react-intl';
import { formatDateTime } from '../../../shared/dates';
import { saveReportXlsx, type ExportColumn } from '../../lib/reportExport';
import type { TablePdfBody } from '../../../shared/schemas/paper';
import { CENTRE_COLUMNS } from './columns';
import { sortedCentresOf, type MatdanKendra } from './reach';

type Intl = Pick<IntlShape, 'formatMessage' | 'locale'>;

export const XLSX_FILE = 'voting_centers.xlsx';
export const PDF_FILE = 'voting_centers.pdf';
export const SHEET_NAME = 'Voting Centers';

const mostReachedFirst = (rows: readonly MatdanKendra[]) => sortedCentresOf(rows, 'desc');

/** The six columns in the page's language: numbers stay numbers in the sheet. */
const exportColumns = (intl: Intl): ExportColumn<MatdanKendra>[] =>
  CENTRE_COLUMNS.map((c) => ({
    header: c.header,
    width: c.width,
    pdfWidth: c.pdfWidth,
    text: (r) => c.text(r, intl.locale),
    cell: (r) => c.cell(r, intl.locale),
    numberFormat: c.numberFormat,
  }));

export const exportExcel = (intl: Intl, rows: readonly MatdanKendra[]) =>
  saveReportXlsx(intl, { fileName: XLSX_FILE, sheetName: SHEET_NAME }, exportColumns(intl), mostReachedFirst(rows));

/** Prints a table and saves it as `fileName` (the page's centreReportPdf mutation). */
export type PrintTable = (body: TablePdfBody, fileName: string) => Promise<unknown>;

export async function exportPdf(
  print: PrintTable,
  intl: Intl,
  rows: readonly MatdanKendra[],
  { titleKey, acno }: { titleKey: string; acno: number },
): Promise<void> {
  const sorted = mostReachedFirst(rows);
  const columns = exportColumns(intl);
  const subtitle = [
    intl.formatMessage({ id: 'centreReport.pdfSubtitle' }, { acno: String(acno), count: String(sorted.length) }),
    intl.formatMessage({ id: 'centreReport.pdfMade' }, { when: formatDateTime(new Date().toISOString(), intl) }),
  ];
  await print(
    {
      title: intl.formatMessage({ id: titleKey }),
      subtitle,
      headers: columns.map((c) => intl.formatMessage({ id: c.header })),
      widths: columns.map((c) => c.pdfWidth),
      rows: sorted.map((r) => columns.map((c) => c.text(r))),
    },
    PDF_FILE,
  );
}
