// The editions' Excel sheets: a comparison's rows and the list of ours deleted, each column once
// (header key, width, text), through the console's one sheet maker.
import type { IntlShape } from 'react-intl';
import type { EditionDiffRow, OursDeletedRow } from '../../../shared/api/editions';
import { formatDateTime } from '../../../shared/dates';
import { saveReportXlsx, type ExportColumn } from '../../lib/reportExport';
import { changeText, fieldsText, slotText } from './text';

type Intl = Pick<IntlShape, 'formatMessage' | 'locale'>;

export function diffColumns(intl: Intl): ExportColumn<EditionDiffRow>[] {
  return [
    { header: 'editions.colChange', width: 22, pdfWidth: 2, text: (r) => changeText(intl, r) },
    { header: 'editions.colBefore', width: 24, pdfWidth: 2, text: (r) => slotText(intl, r.before) },
    { header: 'editions.colAfter', width: 24, pdfWidth: 2, text: (r) => slotText(intl, r.after) },
    { header: 'editions.colName', width: 26, pdfWidth: 3, text: (r) => r.name },
    { header: 'editions.colNameLocal', width: 26, pdfWidth: 3, text: (r) => r.name_v1 ?? '' },
    { header: 'editions.colRelative', width: 24, pdfWidth: 3, text: (r) => r.relative ?? '' },
    { header: 'editions.colEpic', width: 14, pdfWidth: 2, text: (r) => r.epic_no ?? '' },
    { header: 'editions.colAge', width: 6, pdfWidth: 1, text: (r) => (r.age == null ? '' : String(r.age)), cell: (r) => r.age ?? '' },
    { header: 'editions.colHouse', width: 10, pdfWidth: 1, text: (r) => r.house_no ?? '' },
    { header: 'editions.colFields', width: 40, pdfWidth: 4, text: (r) => fieldsText(intl, r) },
  ];
}

export function oursColumns(intl: Intl): ExportColumn<OursDeletedRow>[] {
  const known = (r: OursDeletedRow) =>
    [
      r.known.supporter ? intl.formatMessage({ id: 'editions.known.supporter' }) : null,
      r.known.supporter_level != null ? intl.formatMessage({ id: 'editions.known.level' }, { level: String(r.known.supporter_level) }) : null,
      r.known.details ? intl.formatMessage({ id: 'editions.known.details' }) : null,
      r.known.visits ? intl.formatMessage({ id: 'editions.known.visits' }, { n: String(r.known.visits) }) : null,
      r.known.group ? intl.formatMessage({ id: 'editions.known.group' }, { group: r.known.group }) : null,
      r.known.user ? intl.formatMessage({ id: 'editions.known.user' }, { user: r.known.user }) : null,
    ]
      .filter(Boolean)
      .join(', ');
  return [
    { header: 'editions.colSerial', width: 8, pdfWidth: 1, text: (r) => String(r.before?.slnoinpart ?? ''), cell: (r) => r.before?.slnoinpart ?? '' },
    { header: 'editions.colName', width: 26, pdfWidth: 3, text: (r) => [r.name, r.name_v1].filter(Boolean).join(' / ') },
    { header: 'editions.colEpic', width: 14, pdfWidth: 2, text: (r) => r.epic_no ?? '' },
    {
      header: 'editions.colChange',
      width: 22,
      pdfWidth: 2,
      text: (r) => (r.change === 'moved' ? `${changeText(intl, r)} ${slotText(intl, r.after)}` : changeText(intl, r)),
    },
    { header: 'editions.colPhone', width: 14, pdfWidth: 2, text: (r) => r.phone ?? '' },
    { header: 'editions.colFamily', width: 30, pdfWidth: 3, text: (r) => r.family.map((f) => `${f.slnoinpart} ${f.name}`).join(', ') },
    { header: 'editions.colLastVisit', width: 20, pdfWidth: 2, text: (r) => (r.last_visit ? formatDateTime(r.last_visit, intl) : '') },
    { header: 'editions.colKnown', width: 30, pdfWidth: 3, text: known },
    { header: 'editions.colInCharge', width: 20, pdfWidth: 2, text: (r) => r.in_charge.join(', ') },
  ];
}

export const saveDiffXlsx = (intl: Intl, fileName: string, columns: ExportColumn<EditionDiffRow>[], rows: readonly EditionDiffRow[]) =>
  saveReportXlsx(intl, { fileName, sheetName: intl.formatMessage({ id: 'editions.sheetName' }) }, columns, rows);

export const saveOursXlsx = (intl: Intl, fileName: string, rows: readonly OursDeletedRow[]) =>
  saveReportXlsx(intl, { fileName, sheetName: intl.formatMessage({ id: 'editions.oursSheetName' }) }, oursColumns(intl), rows);
