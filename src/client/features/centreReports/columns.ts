// The centre reports' six columns (AC No, Part No, Voting Center, Voter Count, Voters Reached,
// Percentage), declared once for the table on the page, the Excel sheet and the PDF, so all three
// always agree.
import { centreName } from '../../components/voterText';
import { percentOf } from '../../../shared/percent';
import type { MatdanKendra } from './reach';

/** Reached out of the part's voters, to 2 decimals; a part without voters shows 0%. */
export const percentText = (c: MatdanKendra) => (c.voter_count > 0 ? `${percentOf(c.voters_reached, c.voter_count).toFixed(2)}%` : '0%');

/** Green once some of the part's voters were reached, red while none were. */
export const percentClass = (c: MatdanKendra) => (percentOf(c.voters_reached, c.voter_count) > 0 ? 'percent-reached' : 'percent-none');

interface CentreColumn {
  id: string;
  header: string;
  /** Excel width in characters, and the PDF's relative width. */
  width: number;
  pdfWidth: number;
  /** The cell as text (page and PDF). */
  text: (c: MatdanKendra, locale: string) => string;
  /** The Excel cell: numbers stay numbers. */
  cell: (c: MatdanKendra, locale: string) => string | number;
  numberFormat?: string;
}

export const CENTRE_COLUMNS: CentreColumn[] = [
  { id: 'acno', header: 'centreReport.colAcNo', width: 8, pdfWidth: 0.9, text: (c) => String(c.ac_no), cell: (c) => c.ac_no },
  { id: 'partno', header: 'centreReport.colPartNo', width: 8, pdfWidth: 0.9, text: (c) => String(c.partno), cell: (c) => c.partno },
  { id: 'vcenter', header: 'centreReport.colVotingCenter', width: 48, pdfWidth: 5, text: centreName, cell: centreName },
  { id: 'voters', header: 'centreReport.colVoterCount', width: 13, pdfWidth: 1.3, text: (c) => String(c.voter_count), cell: (c) => c.voter_count },
  { id: 'reached', header: 'centreReport.colVotersReached', width: 15, pdfWidth: 1.4, text: (c) => String(c.voters_reached), cell: (c) => c.voters_reached },
  {
    id: 'percent',
    header: 'centreReport.colPercentage',
    width: 12,
    pdfWidth: 1.2,
    text: percentText,
    // the fraction, shown as a percentage with 2 decimals by the cell's format
    cell: (c) => percentOf(c.voters_reached, c.voter_count) / 100,
    numberFormat: '0.00%',
  },
];
