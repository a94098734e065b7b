// Paper: printed voter slips and walk sheets (PDF, made on the server so the office, the field app
// and a print shop's script fetch the same file), the visits typed back from a returned sheet, the
// visit figures of a part or page, and the poll day's turnout in two-hour slots (PDF and xlsx).
import { file, reply, route } from './contract';
import type { Message } from './messages';
import type { VisitOutcome } from '../schemas/paper';
import {
  callSheetQuerySchema,
  progressQuerySchema,
  sheetQuerySchema,
  SLIP_IDS_MAX,
  slipsQuerySchema,
  slotReportQuerySchema,
  tablePdfBodySchema,
  visitsBodySchema,
} from '../schemas/paper';

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A voter's line of the typed-back sheet, with the latest visit. */
export interface SheetRow {
  voter_id: number;
  partno: number;
  slnoinpart: number;
  house_no: string | null;
  name: string;
  name_v1: string | null;
  age: number | null;
  gender: string | null;
  /** set when the voter withdrew consent or asked not to be contacted: no phone is taken */
  contact_block: string | null;
  visit: VisitRecord | null;
}

export interface VisitRecord {
  outcome: VisitOutcome;
  slip_delivered: boolean;
  supporter_level: number | null;
  phone: string | null;
  /** what the worker noted at the door */
  note: string | null;
  /** an instant in ISO (UTC) */
  visited_at: string;
  /** who visited (a user of the organisation), and in a voter's details their name */
  visited_by: number | null;
  visited_by_name?: string | null;
}

export interface SheetResponse {
  rows: SheetRow[];
}

export interface VisitsResponse extends Message {
  saved: number;
}

export interface Progress {
  electors: number;
  visited: number;
  slips_delivered: number;
}

export interface PartProgress extends Progress {
  partno: number;
}

export interface ProgressResponse {
  /** the scope asked for: the constituency, a part or a page of it */
  total: Progress;
  /** each part of the constituency (only the part asked for when one is) */
  parts: PartProgress[];
}

export interface SlotCount {
  /** "07:00-09:00"; the last slot ends at the close ("17:00-") */
  label: string;
  from: number;
  to: number | null;
  voted: number;
}

export interface PartSlots {
  partno: number;
  electors: number;
  slots: number[];
  voted: number;
}

export interface SlotReportResponse {
  poll_date: string;
  acno: number;
  slots: SlotCount[];
  parts: PartSlots[];
  electors: number;
  voted: number;
}

export const PaperApi = {
  slips: route({
    method: 'GET',
    path: '/paper/slips',
    scope: 'voter',
    module: 'Voters',
    summary: `Voter slips (PDF, 8 or 10 an A4 page, in the roll language) of a part, a serial range, a voter group, a list of voters (at most ${SLIP_IDS_MAX} ids) or the whole result of a voter search (its filters); voters who may not be contacted are left out and counted on the cover`,
    query: slipsQuerySchema,
    response: file(PDF),
  }),
  walkSheet: route({
    method: 'GET',
    path: '/paper/walk-sheet',
    scope: 'voter',
    module: 'Voters',
    summary: 'A walk sheet (PDF) of a part or a serial range, by household, with boxes for the outcome, supporter level, phone and slip delivered',
    query: sheetQuerySchema,
    response: file(PDF),
  }),
  sheet: route({
    method: 'GET',
    path: '/paper/sheet',
    scope: 'voter',
    module: 'Voters',
    summary: 'The rows of a walk sheet with each voter’s latest visit, for typing a returned sheet back in',
    query: sheetQuerySchema,
    response: reply<SheetResponse>('rows'),
  }),
  visits: route({
    method: 'POST',
    path: '/paper/visits',
    scope: 'voter',
    module: 'Voters',
    summary: 'Records visits (outcome, slip delivered, supporter level, phone), one per voter line',
    body: visitsBodySchema,
    response: reply<VisitsResponse>('msg', 'key', 'values', 'saved'),
  }),
  progress: route({
    method: 'GET',
    path: '/paper/progress',
    scope: 'voter',
    module: 'Voters',
    summary: 'Voters visited and slips delivered, of a constituency by part, a part or a serial range',
    query: progressQuerySchema,
    response: reply<ProgressResponse>('total', 'parts'),
  }),
  visitsExport: route({
    method: 'GET',
    path: '/paper/visits-export',
    scope: 'voter',
    module: 'Voters',
    summary: 'Each voter’s latest visit of a constituency or part, as an xlsx sheet',
    query: progressQuerySchema,
    response: file(XLSX),
  }),
  slotReport: route({
    method: 'GET',
    path: '/poll-day/slot-report',
    scope: 'tenant',
    module: 'Poll Day',
    summary: 'Votes marked per part in the two-hour slots of a poll day',
    query: slotReportQuerySchema,
    response: reply<SlotReportResponse>('poll_date', 'acno', 'slots', 'parts', 'electors', 'voted'),
  }),
  slotReportPdf: route({
    method: 'GET',
    path: '/poll-day/slot-report/pdf',
    scope: 'tenant',
    module: 'Poll Day',
    summary: 'The slot report as a one-page PDF',
    query: slotReportQuerySchema,
    response: file(PDF),
  }),
  callSheet: route({
    method: 'GET',
    path: '/poll-day/call-sheet',
    scope: 'tenant',
    module: 'Poll Day',
    summary:
      'Call sheet (PDF) of a part or a serial range: the supporters (aligned with the party) not yet marked on the poll date, with the number to call; no number is printed for those who withdrew consent or asked not to be contacted',
    query: callSheetQuerySchema,
    response: file(PDF),
  }),
  slotReportXlsx: route({
    method: 'GET',
    path: '/poll-day/slot-report/xlsx',
    scope: 'tenant',
    module: 'Poll Day',
    summary: 'The slot report as an xlsx sheet',
    query: slotReportQuerySchema,
    response: file(XLSX),
  }),
  tablePdf: route({
    method: 'POST',
    path: '/paper/table-pdf',
    scope: 'tenant',
    module: 'Voters',
    summary: "A report's table (as the screen made it) printed as a landscape A4 PDF with shaped, selectable Devanagari",
    body: tablePdfBodySchema,
    response: file(PDF),
  }),
  centreTablePdf: route({
    method: 'POST',
    path: '/paper/centre-report-pdf',
    scope: 'tenant',
    // the Top and Least voting-centre reports read the dashboard's centre list: their users hold Dashboard, not Voters
    module: 'Dashboard',
    summary: "The Top or Least voting-centre report's table printed by the same text engine as table-pdf (landscape A4, shaped, selectable Devanagari)",
    body: tablePdfBodySchema,
    response: file(PDF),
  }),
};
