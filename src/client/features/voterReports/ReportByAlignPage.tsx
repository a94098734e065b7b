// /report-by-align: part, party alignment and candidate alignment filters; the server pages, 10 a
// page. Export draws the matching rows into an Excel sheet or an A4 PDF, as the age report does.
// The filters and the page ride in the address (?part=12&party=Strong&page=2).
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ServerPagedTable, shownAnswer, type PagedTableText } from '../../components/ServerPager';
import { PAGE_SIZE } from '../../../shared/domain/constants';
import { ALIGN_VALUES } from '../../../shared/schemas/voters';
import { useReportByAlignQuery, voterReportsApi } from './api';
import { useReportExport } from './reportExport';
import ExportMenu from '../../components/ExportMenu';
import { useAppDispatch } from '../../store/hooks';
import { reportColumns } from './reportColumns';
import '../../components/crud/crud.css';
import './voterReports.css';
import { partLabel } from '../../components/voterText';
import PageCard from '../../components/PageCard';
import { useListParams, type ListSpec } from '../../components/useListParams';
import { PART_FILTER } from './partFilter';
import { usePartnoListQuery } from '../voters/partsApi';
import { useVoterScope } from '../../store/voterScope';

const alignment = { default: 'ALL', valid: ['ALL', ...ALIGN_VALUES] };
const ALIGN_REPORT: ListSpec<'partno' | 'party' | 'candidate'> = { filters: { partno: PART_FILTER, party: alignment, candidate: alignment } };

const TABLE_TEXT: PagedTableText = { label: 'voterReport.alignTitle', emptyTitle: 'voterReport.emptyTitle', emptyText: 'voterReport.emptyText' };

export default function ReportByAlignPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { acno } = useVoterScope();
  const list = useListParams(ALIGN_REPORT);
  const { page } = list;
  const { partno, party, candidate } = list.filters;

  const parts = usePartnoListQuery({ acno: acno ?? 0 }, { skip: acno == null });
  const result = useReportByAlignQuery(
    { acno: acno ?? 0, partno, align_with_party: party, align_with_candidate: candidate, page, pageSize: PAGE_SIZE },
    { skip: acno == null },
  );
  const columns = useMemo(() => reportColumns(intl), [intl]);
  const data = shownAnswer(result);
  const rows = data?.voters ?? [];

  const select = (id: string, labelKey: string, filter: 'partno' | 'party' | 'candidate', options: Array<{ value: string; label: string }>) => (
    <div className="form-group">
      <label className="form-label" htmlFor={id}>
        <FormattedMessage id={labelKey} />
      </label>
      <select id={id} className="form-control" value={list.filters[filter]} onChange={(e) => list.setFilter(filter, e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  const alignLabel = (v: string) => intl.formatMessage({ id: v === 'ALL' ? 'voterReport.allAlignments' : `align.${v}` });
  const exporter = useReportExport({
    titleKey: 'voterReport.alignTitle',
    files: { pdf: 'report_by_align.pdf', xlsx: 'report_by_align.xlsx', sheet: 'Report by alignment' },
    failedKey: 'voterReport.pdfFailed',
    filters: (count) =>
      intl.formatMessage(
        { id: 'voterReport.alignFilters' },
        {
          acno: String(acno),
          part: partno === 'ALL' ? intl.formatMessage({ id: 'voterReport.allParts' }) : partno,
          party: alignLabel(party),
          candidate: alignLabel(candidate),
          count: String(count),
        },
      ),
    fetchPage:
      acno != null
        ? (p, pageSize) =>
            dispatch(
              voterReportsApi.endpoints.reportByAlign.initiate(
                { acno, partno, align_with_party: party, align_with_candidate: candidate, page: p, pageSize },
                { subscribe: false, forceRefetch: true },
              ),
            ).unwrap()
        : null,
  });
  const alignOptions = [
    { value: 'ALL', label: intl.formatMessage({ id: 'voterReport.allAlignments' }) },
    ...ALIGN_VALUES.map((a) => ({ value: a, label: intl.formatMessage({ id: `align.${a}` }) })),
  ];

  return (
    <div className="voter-report-page">
      <PageCard
        titleKey="voterReport.alignTitle"
        actions={<ExportMenu busy={exporter.exporting} disabled={acno == null || rows.length === 0} choices={exporter.choices} />}
      >
        <div className="report-filters">
          {select('align-part', 'voterReport.part', 'partno', [
            { value: 'ALL', label: intl.formatMessage({ id: 'voterReport.allParts' }) },
            ...(parts.data ?? []).map((p) => ({ value: String(p.partno), label: partLabel(p, intl.locale) })),
          ])}
          {select('align-party', 'voterReport.partyAlignment', 'party', alignOptions)}
          {select('align-candidate', 'voterReport.candidateAlignment', 'candidate', alignOptions)}
        </div>
        {acno != null && (
          <>
            <ServerPagedTable rows={rows} columns={columns} query={result} paging={[page, list.setPage]} text={TABLE_TEXT} testId="align-report" />
          </>
        )}
      </PageCard>
    </div>
  );
}
