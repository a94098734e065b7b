// /report-by-age: min and max age (18-110; defaults 25 and 30),
// gender (default M) and part (or ALL). The max follows min + 5 until it is set by hand; a min
// above the max shows 'Minimum age cannot be greater than maximum age.' and asks nothing. The
// server pages (10 a page). Export draws the matching rows into an Excel sheet or an A4 PDF. The
// filters and the page ride in the address (?min=40&max=45&gender=F&part=12&page=2); the ages
// land there, and are asked, once typing rests.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ServerPagedTable, shownAnswer, type PagedTableText } from '../../components/ServerPager';
import { useAppDispatch } from '../../store/hooks';
import { AGE_MAX, AGE_MIN, PAGE_SIZE } from '../../../shared/domain/constants';
import type { AgeReportQuery } from '../../../shared/api/voters';
import { useReportByAgeQuery, voterReportsApi } from './api';
import { useReportExport } from './reportExport';
import { reportColumns } from './reportColumns';
import ExportMenu from '../../components/ExportMenu';
import { useListParams, useTypedFilter, type ListSpec } from '../../components/useListParams';
import { ALL_PARTS, PART_FILTER } from './partFilter';
import '../../components/crud/crud.css';
import './voterReports.css';
import { PartOptions } from '../../components/voterText';
import PageCard from '../../components/PageCard';
import { Labelled, Options, type Option } from '../../components/FormField';
import { usePartnoListQuery } from '../voters/partsApi';
import { useVoterScope } from '../../store/voterScope';

export const AGE_DEFAULTS = { min: '25', max: '30', gender: 'M', partno: 'ALL' } as const;
export { EXPORT_MAX_ROWS } from './reportExport';
export const PDF_FILE = 'report_by_age.pdf';
export const XLSX_FILE = 'report_by_age.xlsx';

const GENDERS: Option[] = [
  { value: 'M', label: 'gender.male' },
  { value: 'F', label: 'gender.female' },
  { value: 'O', label: 'gender.other' },
  { value: 'ALL', label: 'voterReport.allGenders' },
];

const age = (fallback: string) => ({ default: fallback, valid: (v: string) => /^\d{1,3}$/.test(v) });
const AGE_REPORT: ListSpec<'min' | 'max' | 'gender' | 'partno'> = {
  filters: {
    min: age(AGE_DEFAULTS.min),
    max: age(AGE_DEFAULTS.max),
    gender: { default: AGE_DEFAULTS.gender, valid: GENDERS.map((g) => String(g.value)) },
    partno: PART_FILTER,
  },
};

const ageValue = (s: string) => (/^\d{1,3}$/.test(s.trim()) ? Number(s.trim()) : NaN);
const inRange = (n: number) => Number.isInteger(n) && n >= AGE_MIN && n <= AGE_MAX;

/** The problem of an age pair (an i18n key), or null when it can be asked. */
export function ageProblem(min: string, max: string): string | null {
  const a = ageValue(min);
  const b = ageValue(max);
  if (!inRange(a) || !inRange(b)) return 'validation.ageRange';
  if (a > b) return 'validation.ageOrder';
  return null;
}

/** Max follows min + 5 (capped at 110) until the user sets it. */
export const followingMax = (min: string) => {
  const n = ageValue(min);
  return Number.isFinite(n) ? String(Math.min(AGE_MAX, n + 5)) : null;
};

const TABLE_TEXT: PagedTableText = { label: 'voterReport.ageTitle', emptyTitle: 'voterReport.emptyTitle', emptyText: 'voterReport.emptyText' };

export default function ReportByAgePage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { acno } = useVoterScope();
  const list = useListParams(AGE_REPORT);
  const { page } = list;
  // the ages asked: the address's, where typing lands once it rests
  const { gender, partno, min: askedMin, max: askedMax } = list.filters;
  const minField = useTypedFilter(list, 'min');
  const maxField = useTypedFilter(list, 'max');
  const min = minField.typed;
  const max = maxField.typed;
  // a max that is not min + 5 (from a link too) was set by hand
  const [maxByHand, setMaxByHand] = useState(() => askedMax !== followingMax(askedMin));

  const parts = usePartnoListQuery({ acno: acno ?? 0 }, { skip: acno == null });

  const problem = ageProblem(min, max);
  const query: AgeReportQuery | null =
    acno == null || problem || ageProblem(askedMin, askedMax)
      ? null
      : { acno, fromAge: Number(askedMin), toAge: Number(askedMax), gender, partno, page, pageSize: PAGE_SIZE };
  const result = useReportByAgeQuery({ ...(query ?? { acno: 0, fromAge: 0, toAge: 0 }) }, { skip: query == null });

  const columns = useMemo(() => reportColumns(intl), [intl]);
  const data = shownAnswer(result);
  const rows = query ? (data?.voters ?? []) : [];

  const changeMin = (v: string) => {
    minField.type(v);
    if (!maxByHand) {
      const next = followingMax(v);
      if (next != null) maxField.type(next);
    }
  };

  const genderLabel = intl.formatMessage({ id: GENDERS.find((g) => g.value === gender)?.label ?? 'voterReport.allGenders' });
  const exporter = useReportExport({
    titleKey: 'voterReport.ageTitle',
    files: { pdf: PDF_FILE, xlsx: XLSX_FILE, sheet: 'Report by age' },
    failedKey: 'voterReport.pdfFailed',
    filters: (count) =>
      intl.formatMessage(
        { id: 'voterReport.pdfFilters' },
        {
          acno: String(acno),
          min: askedMin,
          max: askedMax,
          gender: genderLabel,
          part: partno === ALL_PARTS ? intl.formatMessage({ id: 'voterReport.allParts' }) : partno,
          count: String(count),
        },
      ),
    fetchPage:
      query && acno != null
        ? (p, pageSize) =>
            dispatch(voterReportsApi.endpoints.reportByAge.initiate({ ...query, page: p, pageSize }, { subscribe: false, forceRefetch: true })).unwrap()
        : null,
  });

  return (
    <div className="voter-report-page">
      <PageCard
        titleKey="voterReport.ageTitle"
        actions={<ExportMenu busy={exporter.exporting} disabled={!query || rows.length === 0} choices={exporter.choices} />}
      >
        <div className="report-filters">
          <Labelled htmlFor="age-min" labelKey="voterReport.minAge">
            <input
              id="age-min"
              className={`form-control${problem ? ' is-invalid' : ''}`}
              type="number"
              inputMode="numeric"
              min={AGE_MIN}
              max={AGE_MAX}
              value={min}
              onChange={(e) => changeMin(e.target.value)}
              aria-describedby={problem ? 'age-problem' : undefined}
            />
          </Labelled>
          <Labelled htmlFor="age-max" labelKey="voterReport.maxAge">
            <input
              id="age-max"
              className={`form-control${problem ? ' is-invalid' : ''}`}
              type="number"
              inputMode="numeric"
              min={AGE_MIN}
              max={AGE_MAX}
              value={max}
              onChange={(e) => {
                maxField.type(e.target.value);
                setMaxByHand(true);
              }}
              aria-describedby={problem ? 'age-problem' : undefined}
            />
          </Labelled>
          <Labelled htmlFor="age-gender" labelKey="voterReport.gender">
            <select id="age-gender" className="form-control" value={gender} onChange={(e) => list.setFilter('gender', e.target.value)}>
              <Options options={GENDERS} />
            </select>
          </Labelled>
          <Labelled htmlFor="age-part" labelKey="voterReport.part">
            <select id="age-part" className="form-control" value={partno} onChange={(e) => list.setFilter('partno', e.target.value)}>
              <option value={ALL_PARTS}>{intl.formatMessage({ id: 'voterReport.allParts' })}</option>
              <PartOptions parts={parts.data ?? []} />
            </select>
          </Labelled>
        </div>
        {problem && (
          <p id="age-problem" className="alert alert-warning" role="alert">
            <FormattedMessage id={problem} />
          </p>
        )}
        {query && (
          <>
            <ServerPagedTable rows={rows} columns={columns} query={result} paging={[page, list.setPage]} text={TABLE_TEXT} testId="age-report" />
          </>
        )}
      </PageCard>
    </div>
  );
}
