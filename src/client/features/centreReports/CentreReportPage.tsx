// /report-top-center and /report-least-center (Reports menu): every voting centre of the
// organisation's default constituency with its voters and voters reached, 10 a page with
// "Page X of Y" (the page kept in the address). Top lists the most reached first, Least the fewest first and asks again every
// five minutes (its answer is kept as long). The Export menu makes the Excel or PDF file of all
// centres, most reached first (the PDF printed by the server, its text selectable).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../store/hooks';
import { DataTable, type Column } from '../../components/DataTable';
import PageCard from '../../components/PageCard';
import { useListPaging } from '../../components/useListParams';
import ExportMenu, { useExportRun } from '../../components/ExportMenu';
import { PAGE_SIZE } from '../../../shared/domain/constants';
import { CENTRE_COLUMNS, percentClass } from './columns';
import { exportExcel, exportPdf, type PrintTable } from './exports';
import { useCentreReportPdfMutation } from './api';
import { CENTRE_REACH_CACHE_SECONDS, sortedCentres, useMatdanKendraListQuery, type MatdanKendra } from './reach';
import '../../components/crud/crud.css';
import './centreReports.css';

/** The least-centres report asks again on the rhythm its answer is kept. */
export const LEAST_REFRESH_MS = CENTRE_REACH_CACHE_SECONDS * 1000;

const REPORTS = {
  desc: { titleKey: 'centreReport.topTitle', subtitleKey: 'centreReport.topSubtitle', testId: 'top-centres-report' },
  asc: { titleKey: 'centreReport.leastTitle', subtitleKey: 'centreReport.leastSubtitle', testId: 'least-centres-report' },
} as const;

export function CentreReport({ order }: { order: 'asc' | 'desc' }) {
  const intl = useIntl();
  const acno = useAppSelector((s) => s.auth.defaultacno);
  const report = REPORTS[order];
  const result = useMatdanKendraListQuery(acno == null ? skipToken : { acno }, order === 'asc' ? { pollingInterval: LEAST_REFRESH_MS } : undefined);
  // after a failure RTK Query may still hold an older answer: an empty list then, like the dashboard
  const rows = useMemo(() => sortedCentres(result.isError ? undefined : result.data, order), [result.data, result.isError, order]);
  const [busy, run] = useExportRun('centreReport.exportFailed');
  const [printPdf] = useCentreReportPdfMutation();
  const print: PrintTable = (body, fileName) => printPdf({ arg: { body }, fileName }).unwrap();
  const paging = useListPaging();

  const columns = useMemo<Column<MatdanKendra>[]>(
    () =>
      CENTRE_COLUMNS.map((c) => ({
        id: c.id,
        header: c.header,
        className: c.id === 'vcenter' ? undefined : 'cell-nowrap',
        render: c.id === 'percent' ? (r) => <span className={percentClass(r)}>{c.text(r, intl.locale)}</span> : (r) => c.text(r, intl.locale),
      })),
    [intl.locale],
  );

  return (
    <div className="centre-report-page">
      <PageCard
        titleKey={report.titleKey}
        subtitleKey={report.subtitleKey}
        actions={
          <ExportMenu
            busy={busy}
            disabled={rows.length === 0}
            choices={[
              { labelKey: 'export.excel', onSelect: run(() => exportExcel(intl, rows)) },
              { labelKey: 'export.pdf', onSelect: run(() => exportPdf(print, intl, rows, { titleKey: report.titleKey, acno: acno ?? 0 })) },
            ]}
          />
        }
      >
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(r) => `${r.ac_no}-${r.partno}`}
          pageSize={PAGE_SIZE}
          pager="pageOfTotal"
          {...paging}
          loading={result.isLoading}
          emptyTitle="centreReport.emptyTitle"
          emptyText="centreReport.emptyText"
          label={intl.formatMessage({ id: report.titleKey })}
          testId={report.testId}
        />
      </PageCard>
    </div>
  );
}

export const TopCentresPage = () => <CentreReport order="desc" />;
export const LeastCentresPage = () => <CentreReport order="asc" />;
