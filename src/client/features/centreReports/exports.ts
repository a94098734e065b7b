// The centre reports' files, made in the browser: voting_centers.xlsx (sheet 'Voting Centers')
// and voting_centers.pdf (A4), both with every centre of the constituency, most voters reached
// first whichever report they are exported from. The makers are loaded on the first export.
import type { IntlShape } from 'react-intl';
import { formatDateTime } from '../../../shared/dates';
import { sortedCentresOf, type MatdanKendra } from '../../api/centreReach';
import { saveReportPdf, saveReportXlsx, type ExportColumn } from '../../lib/reportExport';
import { CENTRE_COLUMNS } from './columns';

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

export async function exportPdf(intl: Intl, rows: readonly MatdanKendra[], { titleKey, acno }: { titleKey: string; acno: number }): Promise<void> {
  const sorted = mostReachedFirst(rows);
  const subtitle = [
    intl.formatMessage({ id: 'centreReport.pdfSubtitle' }, { acno: String(acno), count: String(sorted.length) }),
    intl.formatMessage({ id: 'centreReport.pdfMade' }, { when: formatDateTime(new Date().toISOString(), intl) }),
  ];
  await saveReportPdf(intl, { fileName: PDF_FILE, title: intl.formatMessage({ id: titleKey }), subtitle }, exportColumns(intl), sorted);
}
