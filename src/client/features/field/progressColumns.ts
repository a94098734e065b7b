// The field progress figures as rows (a part, then its pages) and their columns, declared once for
// the table on the page and the Excel sheet, so both always agree. Percentages follow the
// reached-% rule (to 2 decimals, 0 when there are no electors).
import type { IntlShape } from 'react-intl';
import type { FieldCounts, FieldProgressPart, FieldWorker } from '../../../shared/api/fieldProgress';
import { formatDateTime } from '../../../shared/dates';
import { percentOf } from '../../../shared/percent';
import { centreName } from '../../components/voterText';
import { saveReportXlsx, type ExportColumn } from '../../lib/reportExport';

type Intl = Pick<IntlShape, 'formatMessage' | 'locale'>;

export interface ProgressRow extends FieldCounts {
  kind: 'part' | 'page';
  partno: number;
  centre: string;
  from: number | null;
  to: number | null;
  workers: FieldWorker[];
  last_sync: string | null;
  /** the part's polling station has a place on the map (surveys of areas reach its workers) */
  on_map: boolean;
}

export const XLSX_FILE = 'field_progress.xlsx';
export const SHEET_NAME = 'Field progress';

export const metOf = (c: FieldCounts) => percentOf(c.met, c.electors);
export const slipsOf = (c: FieldCounts) => percentOf(c.slips_delivered, c.electors);
const pct = (n: number) => `${n.toFixed(2)}%`;

/** A colour of the reached share: red while nobody was met, then orange, amber, light and full green. */
export function metColour(percent: number): string {
  if (percent <= 0) return '#dc2626';
  if (percent < 25) return '#ea580c';
  if (percent < 50) return '#d97706';
  if (percent < 75) return '#65a30d';
  return '#15803d';
}
export const COLOUR_STEPS: Array<{ colour: string; key: string }> = [
  { colour: '#dc2626', key: 'fieldConsole.legendNone' },
  { colour: '#ea580c', key: 'fieldConsole.legend25' },
  { colour: '#d97706', key: 'fieldConsole.legend50' },
  { colour: '#65a30d', key: 'fieldConsole.legend75' },
  { colour: '#15803d', key: 'fieldConsole.legend100' },
];

export const partRow = (p: FieldProgressPart, locale: string): ProgressRow => ({
  ...p,
  kind: 'part',
  centre: centreName(p, locale),
  from: null,
  to: null,
});

/** Every part followed by its pages, as the sheet lists them. */
export function progressRows(parts: readonly FieldProgressPart[], locale: string): ProgressRow[] {
  return parts.flatMap((p) => {
    const part = partRow(p, locale);
    return [part, ...p.pages.map((g): ProgressRow => ({ ...g, kind: 'page', partno: p.partno, centre: part.centre, on_map: p.on_map }))];
  });
}

export const pageLabel = (r: Pick<ProgressRow, 'kind' | 'from' | 'to'>, intl: Pick<IntlShape, 'formatMessage'>) =>
  r.kind === 'part'
    ? intl.formatMessage({ id: 'fieldConsole.allPages' })
    : r.from === null
      ? intl.formatMessage({ id: 'fieldConsole.wholePart' })
      : intl.formatMessage({ id: 'fieldConsole.pageRange' }, { from: String(r.from), to: String(r.to) });

export const workerNames = (r: Pick<ProgressRow, 'workers'>) => r.workers.map((w) => w.name).join(', ');
export const lastSyncText = (r: Pick<ProgressRow, 'last_sync'>, intl: Intl) => (r.last_sync ? formatDateTime(r.last_sync, intl) : '—');

const num = (header: string, value: (r: ProgressRow) => number, width = 12): ExportColumn<ProgressRow> => ({
  header,
  width,
  pdfWidth: 1,
  text: (r) => String(value(r)),
  cell: value,
});
const share = (header: string, value: (r: ProgressRow) => number): ExportColumn<ProgressRow> => ({
  header,
  width: 12,
  pdfWidth: 1,
  text: (r) => pct(value(r)),
  // the fraction, shown as a percentage with 2 decimals by the cell's format
  cell: (r) => value(r) / 100,
  numberFormat: '0.00%',
});

export const exportColumns = (intl: Intl): ExportColumn<ProgressRow>[] => [
  num('fieldConsole.part', (r) => r.partno, 8),
  { header: 'fieldConsole.centre', width: 40, pdfWidth: 4, text: (r) => r.centre },
  { header: 'fieldConsole.page', width: 14, pdfWidth: 1.4, text: (r) => pageLabel(r, intl) },
  { header: 'fieldConsole.workers', width: 30, pdfWidth: 3, text: workerNames },
  { header: 'fieldConsole.lastSync', width: 20, pdfWidth: 2, text: (r) => lastSyncText(r, intl) },
  num('fieldConsole.electors', (r) => r.electors),
  num('fieldConsole.households', (r) => r.households),
  num('fieldConsole.householdsVisited', (r) => r.households_visited, 16),
  num('fieldConsole.met', (r) => r.met),
  share('fieldConsole.metPercent', metOf),
  share('fieldConsole.slipsPercent', slipsOf),
  num('fieldConsole.supporters', (r) => r.supporters),
  num('fieldConsole.refusals', (r) => r.refusals),
  {
    header: 'fieldConsole.onMap',
    width: 12,
    pdfWidth: 1,
    text: (r) => intl.formatMessage({ id: r.on_map ? 'fieldConsole.onMapYes' : 'fieldConsole.onMapNo' }),
  },
];

export const exportExcel = (intl: Intl, parts: readonly FieldProgressPart[]) =>
  saveReportXlsx(intl, { fileName: XLSX_FILE, sheetName: SHEET_NAME }, exportColumns(intl), progressRows(parts, intl.locale));
