// The centre reports' files, made in the browser: voting_centers.xlsx (sheet 'Voting Centers')
// and voting_centers.pdf (A4), both with every centre of the constituency, most voters reached
// first whichever report they are exported from. The makers are loaded on the first export.
import type { IntlShape } from 'react-intl';
import { formatDateTime } from '../../../shared/dates';
import { sortedCentresOf, type MatdanKendra } from '../../api/centreReach';
import { CENTRE_COLUMNS, sheetColumns } from './columns';

type Intl = Pick<IntlShape, 'formatMessage' | 'locale'>;

export const XLSX_FILE = 'voting_centers.xlsx';
export const PDF_FILE = 'voting_centers.pdf';
export const SHEET_NAME = 'Voting Centers';

const mostReachedFirst = (rows: readonly MatdanKendra[]) => sortedCentresOf(rows, 'desc');

/** The sheet's table: what the Excel export writes. */
export const centreSheet = (intl: Intl, rows: readonly MatdanKendra[]) => ({
  sheetName: SHEET_NAME,
  columns: sheetColumns(intl),
  rows: mostReachedFirst(rows),
});

export async function exportExcel(intl: Intl, rows: readonly MatdanKendra[]): Promise<void> {
  const { saveXlsx } = await import(/* webpackChunkName: "xlsx-export" */ '../../lib/xlsxExport');
  saveXlsx(XLSX_FILE, centreSheet(intl, rows));
}

export async function exportPdf(intl: Intl, rows: readonly MatdanKendra[], { titleKey, acno }: { titleKey: string; acno: number }): Promise<void> {
  const { saveTablePdf } = await import(/* webpackChunkName: "table-pdf" */ '../../lib/tablePdf');
  const sorted = mostReachedFirst(rows);
  await saveTablePdf({
    title: intl.formatMessage({ id: titleKey }),
    subtitle: [
      intl.formatMessage({ id: 'centreReport.pdfSubtitle' }, { acno: String(acno), count: String(sorted.length) }),
      intl.formatMessage({ id: 'centreReport.pdfMade' }, { when: formatDateTime(new Date().toISOString(), intl) }),
    ],
    headers: CENTRE_COLUMNS.map((c) => intl.formatMessage({ id: c.header })),
    widths: CENTRE_COLUMNS.map((c) => c.pdfWidth),
    rows: sorted.map((r) => CENTRE_COLUMNS.map((c) => c.text(r, intl.locale))),
    pageLabel: (page, total) => intl.formatMessage({ id: 'table.pageOfTotal' }, { page: String(page), total: String(total) }),
    fileName: PDF_FILE,
  });
}
