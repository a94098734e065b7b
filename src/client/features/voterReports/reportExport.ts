// A voter report's export: every row of the report as filtered (up to EXPORT_MAX_ROWS, asked a
// large page at a time), then an Excel sheet made in the browser or a PDF printed by the server's
// text engine (shaped, selectable Devanagari), each headed by the filters and when it was made.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { error as errorDialog } from '../../components/dialogs';
import { formatDateTime } from '../../../shared/dates';
import { MAX_PAGE_SIZE } from '../../../shared/schemas/voters';
import type { VoterRow } from '../../../shared/api/voters';
import { saveReportXlsx } from '../../lib/reportExport';
import { useReportTablePdfMutation } from './api';
import { exportColumns } from './reportColumns';

/** The most rows one export draws (the searches stop counting there too). */
export const EXPORT_MAX_ROWS = 1000;

type Page = { voters: VoterRow[]; total: number; totalCapped: boolean };

/** The report's rows, page after page, until EXPORT_MAX_ROWS; capped when there were more. */
export async function reportRows(fetchPage: (page: number, pageSize: number) => Promise<Page>): Promise<{ rows: VoterRow[]; capped: boolean }> {
  const all: VoterRow[] = [];
  let capped = false;
  for (let p = 1; all.length < EXPORT_MAX_ROWS; p++) {
    const res = await fetchPage(p, MAX_PAGE_SIZE);
    all.push(...res.voters);
    if (res.voters.length < MAX_PAGE_SIZE || all.length >= res.total) {
      capped = res.totalCapped && res.voters.length === MAX_PAGE_SIZE;
      break;
    }
  }
  return { rows: all.slice(0, EXPORT_MAX_ROWS), capped: capped || all.length > EXPORT_MAX_ROWS };
}

/**
 * Export of one report: `filters(count)` is the line that says what was asked; `fetchPage` asks
 * one page of it (null: nothing to export). The PDF and Excel choices of its ExportMenu.
 */
export function useReportExport(o: {
  titleKey: string;
  files: { pdf: string; xlsx: string; sheet: string };
  filters: (count: number) => string;
  fetchPage: ((page: number, pageSize: number) => Promise<Page>) | null;
  failedKey: string;
}) {
  const intl = useIntl();
  const [exporting, setExporting] = useState(false);
  const [printTable] = useReportTablePdfMutation();
  const columnsOut = exportColumns(intl);
  const exportAll = (save: (rows: VoterRow[], subtitle: string[]) => Promise<void>) => async () => {
    if (!o.fetchPage) return;
    setExporting(true);
    try {
      const { rows, capped } = await reportRows(o.fetchPage);
      await save(rows, [
        o.filters(rows.length),
        intl.formatMessage(
          { id: capped ? 'voterReport.pdfCapped' : 'voterReport.pdfMade' },
          { when: formatDateTime(new Date().toISOString(), intl), max: String(EXPORT_MAX_ROWS) },
        ),
      ]);
    } catch (e) {
      console.error('Report export failed', e);
      void errorDialog(intl, 'dialog.error', o.failedKey);
    } finally {
      setExporting(false);
    }
  };
  const exportPdf = exportAll(async (rows, subtitle) => {
    await printTable({
      arg: {
        body: {
          title: intl.formatMessage({ id: o.titleKey }),
          subtitle,
          headers: columnsOut.map((c) => intl.formatMessage({ id: c.header })),
          widths: columnsOut.map((c) => c.pdfWidth),
          rows: rows.map((r) => columnsOut.map((c) => c.text(r))),
        },
      },
      fileName: o.files.pdf,
    }).unwrap();
  });
  const exportExcel = exportAll((rows) => saveReportXlsx(intl, { fileName: o.files.xlsx, sheetName: o.files.sheet }, columnsOut, rows));
  return {
    exporting,
    choices: [
      { labelKey: 'export.excel', onSelect: exportExcel },
      { labelKey: 'export.pdf', onSelect: exportPdf },
    ],
  };
}
