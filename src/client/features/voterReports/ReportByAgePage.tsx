// /report-by-age (screens Report by age, validation rules, constants): min and max age (18-110; defaults 25 and 30),
// gender (default M) and part (or ALL). The max follows min + 5 until it is set by hand; a min
// above the max shows 'Minimum age cannot be greater than maximum age.' and asks nothing. The
// server pages (10 a page). Export draws the matching rows into an Excel sheet or an A4 PDF.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ServerPagedTable, shownAnswer, type PagedTableText } from '../../components/ServerPager';
import { error as errorDialog } from '../../components/dialogs';
import { usePartnoListQuery } from '../../api/lookups';
import { useVoterScope } from '../../api/voterScope';
import { useAppDispatch } from '../../store/hooks';
import { formatDateTime } from '../../../shared/dates';
import { AGE_MAX, AGE_MIN, PAGE_SIZE } from '../../../shared/domain/constants';
import { MAX_PAGE_SIZE } from '../../../shared/schemas/voters';
import type { AgeReportQuery, VoterRow } from '../../../shared/api/voters';
import { useReportByAgeQuery, useReportTablePdfMutation, voterReportsApi } from './api';
import { exportColumns, reportColumns } from './reportColumns';
import ExportMenu from '../../components/ExportMenu';
import { saveReportXlsx } from '../../lib/reportExport';
import { useDebounced } from '../../components/useDebounced';
import '../../components/crud/crud.css';
import './voterReports.css';
import { PartOptions } from '../../components/voterText';
import PageCard from '../../components/PageCard';
import { Labelled, Options, type Option } from '../../components/FormField';

export const AGE_DEFAULTS = { min: '25', max: '30', gender: 'M', partno: 'ALL' } as const;
/** The most rows one export draws (the searches stop counting there too). */
export const EXPORT_MAX_ROWS = 1000;
export const PDF_FILE = 'report_by_age.pdf';
export const XLSX_FILE = 'report_by_age.xlsx';

const GENDERS: Option[] = [
  { value: 'M', label: 'gender.male' },
  { value: 'F', label: 'gender.female' },
  { value: 'O', label: 'gender.other' },
  { value: 'ALL', label: 'voterReport.allGenders' },
];

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
  const [min, setMin] = useState<string>(AGE_DEFAULTS.min);
  const [max, setMax] = useState<string>(AGE_DEFAULTS.max);
  const [maxByHand, setMaxByHand] = useState(false);
  const [gender, setGender] = useState<string>(AGE_DEFAULTS.gender);
  const [partno, setPartno] = useState<string>(AGE_DEFAULTS.partno);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [printTable] = useReportTablePdfMutation();

  const parts = usePartnoListQuery({ acno: acno ?? 0 }, { skip: acno == null });

  const problem = ageProblem(min, max);
  // typing an age waits a moment, so 2-digit ages are asked once
  const ages = useDebounced(`${min}|${max}`, 300);
  const [dMin, dMax] = ages.split('|');
  const query: AgeReportQuery | null =
    acno == null || problem || ageProblem(dMin, dMax) ? null : { acno, fromAge: Number(dMin), toAge: Number(dMax), gender, partno, page, pageSize: PAGE_SIZE };
  const result = useReportByAgeQuery({ ...(query ?? { acno: 0, fromAge: 0, toAge: 0 }) }, { skip: query == null });

  const columns = useMemo(() => reportColumns(intl), [intl]);
  const data = shownAnswer(result);
  const rows = query ? (data?.voters ?? []) : [];

  const changeMin = (v: string) => {
    setMin(v);
    if (!maxByHand) {
      const next = followingMax(v);
      if (next != null) setMax(next);
    }
    setPage(1);
  };

  /** Every row of the report as filtered (up to EXPORT_MAX_ROWS), then the file `save` makes of them. */
  const exportAll = (save: (rows: VoterRow[], subtitle: string[]) => Promise<void>) => async () => {
    if (!query || acno == null) return;
    setExporting(true);
    try {
      const all: VoterRow[] = [];
      let capped = false;
      for (let p = 1; all.length < EXPORT_MAX_ROWS; p++) {
        const res = await dispatch(
          voterReportsApi.endpoints.reportByAge.initiate({ ...query, page: p, pageSize: MAX_PAGE_SIZE }, { subscribe: false, forceRefetch: true }),
        ).unwrap();
        all.push(...res.voters);
        if (res.voters.length < MAX_PAGE_SIZE || all.length >= res.total) {
          capped = res.totalCapped && res.voters.length === MAX_PAGE_SIZE;
          break;
        }
      }
      if (all.length > EXPORT_MAX_ROWS) capped = true;
      const rowsOut = all.slice(0, EXPORT_MAX_ROWS);
      const genderLabel = intl.formatMessage({ id: GENDERS.find((g) => g.value === gender)?.label ?? 'voterReport.allGenders' });
      const partLabel = partno === 'ALL' ? intl.formatMessage({ id: 'voterReport.allParts' }) : partno;
      await save(rowsOut, [
        intl.formatMessage(
          { id: 'voterReport.pdfFilters' },
          { acno: String(acno), min, max, gender: genderLabel, part: partLabel, count: String(rowsOut.length) },
        ),
        intl.formatMessage(
          { id: capped ? 'voterReport.pdfCapped' : 'voterReport.pdfMade' },
          { when: formatDateTime(new Date().toISOString(), intl), max: String(EXPORT_MAX_ROWS) },
        ),
      ]);
    } catch (e) {
      console.error('Age report export failed', e);
      void errorDialog(intl, 'dialog.error', 'voterReport.pdfFailed');
    } finally {
      setExporting(false);
    }
  };
  const columnsOut = exportColumns(intl);
  // printed on the server by the text PDF engine: shaped, selectable Devanagari, a few kB a page
  const exportPdf = exportAll(async (all, subtitle) => {
    await printTable({
      arg: {
        body: {
          title: intl.formatMessage({ id: 'voterReport.ageTitle' }),
          subtitle,
          headers: columnsOut.map((c) => intl.formatMessage({ id: c.header })),
          widths: columnsOut.map((c) => c.pdfWidth),
          rows: all.map((r) => columnsOut.map((c) => c.text(r))),
        },
      },
      fileName: PDF_FILE,
    }).unwrap();
  });
  const exportExcel = exportAll((all) => saveReportXlsx(intl, { fileName: XLSX_FILE, sheetName: 'Report by age' }, columnsOut, all));

  return (
    <div className="voter-report-page">
      <PageCard
        titleKey="voterReport.ageTitle"
        actions={
          <ExportMenu
            busy={exporting}
            disabled={!query || rows.length === 0}
            choices={[
              { labelKey: 'export.excel', onSelect: exportExcel },
              { labelKey: 'export.pdf', onSelect: exportPdf },
            ]}
          />
        }
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
                setMax(e.target.value);
                setMaxByHand(true);
                setPage(1);
              }}
              aria-describedby={problem ? 'age-problem' : undefined}
            />
          </Labelled>
          <Labelled htmlFor="age-gender" labelKey="voterReport.gender">
            <select
              id="age-gender"
              className="form-control"
              value={gender}
              onChange={(e) => {
                setGender(e.target.value);
                setPage(1);
              }}
            >
              <Options options={GENDERS} />
            </select>
          </Labelled>
          <Labelled htmlFor="age-part" labelKey="voterReport.part">
            <select
              id="age-part"
              className="form-control"
              value={partno}
              onChange={(e) => {
                setPartno(e.target.value);
                setPage(1);
              }}
            >
              <option value="ALL">{intl.formatMessage({ id: 'voterReport.allParts' })}</option>
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
            <ServerPagedTable rows={rows} columns={columns} query={result} paging={[page, setPage]} text={TABLE_TEXT} testId="age-report" />
          </>
        )}
      </PageCard>
    </div>
  );
}
