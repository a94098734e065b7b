// The voter reports' table columns (age, AC/Part/SL number, name, gender,
// address, voting centre, party alignment, candidate alignment, phone), as cells for the page
// and as plain text for the PDF and the Excel sheet, so all three always show the same.
import type { IntlShape } from 'react-intl';
import type { Column } from '../../components/DataTable';
import { VoterName, alignKey, centreName, genderKey, sectionName, voterNames } from '../../components/voterText';
import type { VoterRow } from '../../../shared/api/voters';
import type { ExportColumn } from '../../lib/reportExport';

type Intl = Pick<IntlShape, 'formatMessage' | 'locale'>;

const DASH = '—';
const label = (intl: Intl, key: string | undefined) => (key ? intl.formatMessage({ id: key }) : DASH);

/** House number and section: the roll's address of an elector. */
export const voterAddress = (v: VoterRow, locale: string) => [v.house_no ? String(v.house_no) : '', sectionName(v, locale)].filter(Boolean).join(', ');

export const REPORT_COLUMNS: Array<{ id: string; header: string; text: (intl: Intl, v: VoterRow) => string; width: number }> = [
  { id: 'age', header: 'voterReport.colAge', width: 0.6, text: (_i, v) => (v.age != null ? String(v.age) : DASH) },
  { id: 'acPartSl', header: 'voterReport.colAcPartSl', width: 1.2, text: (_i, v) => `${v.acno}/${v.partno}/${v.slnoinpart}` },
  {
    id: 'name',
    header: 'voterReport.colName',
    width: 2.4,
    text: (i, v) => {
      const [a, b] = voterNames(v, i.locale);
      return b ? `${a} (${b})` : a;
    },
  },
  { id: 'gender', header: 'voterReport.colGender', width: 0.9, text: (i, v) => label(i, genderKey(v.gender)) },
  { id: 'address', header: 'voterReport.colAddress', width: 1.8, text: (i, v) => voterAddress(v, i.locale) || DASH },
  { id: 'centre', header: 'voterReport.colCentre', width: 2.2, text: (i, v) => centreName(v, i.locale) || DASH },
  { id: 'party', header: 'voterReport.colParty', width: 1.2, text: (i, v) => label(i, alignKey(v.voterInfo?.align_with_party)) },
  { id: 'candidate', header: 'voterReport.colCandidate', width: 1.2, text: (i, v) => label(i, alignKey(v.voterInfo?.align_with_candidate)) },
  { id: 'phone', header: 'voterReport.colPhone', width: 1.4, text: (_i, v) => v.voterInfo?.phone_no || v.mobile || DASH },
];

/** The page's columns: the name cell shows both scripts on two lines. */
export function reportColumns(intl: Intl): Column<VoterRow>[] {
  return REPORT_COLUMNS.map((c) => ({
    id: c.id,
    header: c.header,
    className: c.id === 'acPartSl' || c.id === 'phone' ? 'cell-nowrap' : undefined,
    render: c.id === 'name' ? (v: VoterRow) => <VoterName voter={v} locale={intl.locale} /> : (v: VoterRow) => c.text(intl, v),
  }));
}

/** The files' columns (Excel and PDF): the same texts, the age as a number in the sheet. */
export const exportColumns = (intl: Intl): ExportColumn<VoterRow>[] =>
  REPORT_COLUMNS.map((c) => ({
    header: c.header,
    width: Math.round(c.width * 12),
    pdfWidth: c.width,
    text: (v: VoterRow) => c.text(intl, v),
    cell: c.id === 'age' ? (v: VoterRow) => v.age ?? '' : undefined,
  }));
