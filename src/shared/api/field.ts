// The field app: the console's assignments of workers to parts and pages of the roll, and the sync
// API a phone (this project's field app or another client) works through: the download of the
// worker's voters, the changes since its last sync, and the batch of changes it made offline,
// each applied once by the id the phone made for it.
import { created, file, idParams, reply, route } from './contract';
import { fieldPrintQuerySchema } from '../schemas/paper';
import type { FieldError, Message, MessageValues } from './messages';
import type { ContactHours } from './contactHours';
import type { SubTask } from './tasks';
import type { LocalWording } from './surveys';
import type { ClaimForm, ClaimStatus } from '../schemas/claims';
import { assignmentListQuerySchema, assignmentSchema, bulkBodySchema, changesQuerySchema, syncBodySchema } from '../schemas/field';

/** A worker's part, or page of a part, with who gave it and when; ended ones keep when and by whom. */
export interface FieldAssignment {
  id: number;
  user_id: number;
  worker: { f_name: string; l_name: string; email: string | null; phone_no: string | null };
  acno: number;
  partno: number;
  /** the page's serials; both null for the whole part */
  from: number | null;
  to: number | null;
  assigned_by: number | null;
  /** instants in ISO (UTC) */
  assigned_at: string;
  ended_at: string | null;
  ended_by: number | null;
  /** electors on the roll in the part or page now */
  electors: number;
  /** the part's voting centre's number (the voting-centre screens edit its place by it); null when the part has none on record */
  center_id: number | null;
  /**
   * whether the part's polling station has a place on the map: the phones are offered the surveys
   * of the areas holding it, so a part off the map reaches its workers with none
   */
  on_map: boolean;
}

export interface AssignmentListResponse {
  assignments: FieldAssignment[];
}

export interface AssignmentResponse extends Message {
  assignment: FieldAssignment;
}

export interface EndAssignmentResponse extends Message {
  /** ended: this call ended it; already: it had ended before */
  state: 'ended' | 'already';
  assignment: FieldAssignment;
}

/** One row of a bulk assignment, answered in the order sent. */
export interface BulkRowResult {
  /** the row's index in the list sent, from 0 */
  row: number;
  state: 'assigned' | 'refused';
  assignment_id: number | null;
  errors: FieldError[];
}

export interface BulkAssignResponse extends Message {
  values: MessageValues;
  counts: { assigned: number; refused: number };
  rows: BulkRowResult[];
}

/** A page the worker holds, with its part's polling station. */
export interface FieldPage {
  assignment_id: number;
  acno: number;
  partno: number;
  from: number | null;
  to: number | null;
  part_name: string | null;
  part_name_v1: string | null;
  vcenter: string | null;
  vcenter_v1: string | null;
  electors: number;
}

/**
 * The columns of a voter row, in order: rows travel as arrays (no key repeated 1,500 times), and a
 * row's trailing empty (null) values are left off. The phone keeps what it is sent, nothing more:
 * the phone numbers of a voter who may not be contacted are never sent.
 */
export const FIELD_VOTER_COLUMNS = [
  'id',
  'acno',
  'partno',
  'slnoinpart',
  'section_no',
  'house_no',
  /** the household on the roll: section and house number */
  'family_key',
  'fm_name_en',
  'lastname_en',
  'fm_name_v1',
  'lastname_v1',
  'gender',
  'age',
  'epic_no',
  'rln_type',
  'rln_name',
  'rln_name_v1',
  /** null, 'do_not_contact' or 'withdrawn' */
  'contact_block',
  'consent',
  'do_not_contact',
  /** the latest visit */
  'visit_outcome',
  'visited_at',
  'visited_by',
  'slip_delivered',
  'supporter_level',
  'visit_note',
  'visit_phone',
  /** the Add-details fields */
  'phone_no',
  'mobile',
  'align_with_party',
  'align_with_candidate',
  'category',
  'religion',
  'family_id',
  'voter_group_id',
  'address',
  'location',
  'employment_types',
  'family_types',
  'income_groups',
  'marital_statuses',
  'house_types',
  'building_types',
  /** marked voted today (India's day), by anyone: the poll-day screens */
  'voted',
] as const;
export type FieldVoterColumn = (typeof FIELD_VOTER_COLUMNS)[number];
/** A voter as sent: the values of FIELD_VOTER_COLUMNS in order, trailing nulls left off. */
export type FieldVoterRow = Array<string | number | boolean | null | object>;

/** A section of a part, named once for all its voters: [acno, partno, section_no, name, name in Devanagari]. */
export type FieldSection = [number, number, number, string | null, string | null];

/**
 * A field this worker wrote that another's later change replaced (the value standing is in the
 * voter's row, or the task the phone reads). One may come again in a later sync: change_id and
 * field name it.
 */
export interface FieldOverride {
  change_id: string;
  /** null for a task's status */
  voter_id: number | null;
  /** a voter's field, `survey:<id>` for their answers to a survey, or `task:<id>` / `subtask:<id>` for that task's status */
  field: string;
  by: number;
  by_name: string;
  at: string;
}

/** The override's field of a task's or sub-task's status, as the server answers it and the phone looks it up. */
export const taskField = (sub: boolean, id: number) => `${sub ? 'subtask' : 'task'}:${id}`;

/**
 * A voter's answers to an open survey the phone offers (GET /field/surveys): [voter_id, survey_id,
 * [[question_id, option 1-3], ...]]. An empty list: the answers are gone (erased), the phone drops them.
 */
export type FieldSurveyAnswers = [number, number, Array<[number, number]>];

/**
 * The worker's voters. reset: the phone replaces everything it holds with `voters` (a download, or
 * a cursor the server no longer knows); otherwise it updates `voters`, deletes `removed` and keeps
 * the rest. `cursor` goes with the next call for changes.
 */
export interface FieldVotersResponse {
  cursor: string;
  reset: boolean;
  /** an instant in ISO (UTC) */
  server_time: string;
  pages: FieldPage[];
  sections: FieldSection[];
  columns: readonly FieldVoterColumn[];
  voters: FieldVoterRow[];
  removed: number[];
  overridden: FieldOverride[];
  /**
   * The voters' live answers to the open surveys offered, given on any phone or in the console: all
   * of them on a reset; otherwise those given, changed or erased since the cursor's sync, and all
   * those of voters newly sent and of surveys opened or changed since. The phone keeps an answer
   * of its own still waiting to be sent over the server's.
   */
  survey_answers: FieldSurveyAnswers[];
  /**
   * When the worker may call or message: the organisation's hours and silence, and the polls of
   * the constituencies of the worker's pages (the phone decides with the shared contactAllowed).
   */
  contact: ContactHours;
  /** days the phone may keep these voters without a sync; older, they are wiped when the app opens */
  offline_days: number;
}

/** A task assigned to the worker or to a team of theirs, with its sub-tasks. */
export interface FieldTask {
  id: number;
  task_name: string;
  task_description: string | null;
  special_notes: string | null;
  /** 0 Pending, 1 Accept, 2 Work-in-Progress, 3 Completed, 4 Deferred, 5 Cancelled, 6 Cancelled by Admin */
  status: number;
  status_percentage: number;
  /** instants in ISO (UTC) */
  start_date_time: string | null;
  end_date_time: string | null;
  event_id: number | null;
  event_name: string | null;
  assigned_user: number | null;
  assigned_group: number | null;
  team_name: string | null;
  /** status: 0 Pending, 1 Work-in-Progress, 2 Completed, 3 Deferred, 4 Cancelled, 5 Cancelled by Admin */
  subtasks: SubTask[];
}

export interface FieldTasksResponse {
  /** an instant in ISO (UTC) */
  server_time: string;
  tasks: FieldTask[];
}

/** A question of a survey with its three options and their weightages (-4..4), as the console set them. */
export interface FieldSurveyQuestion extends LocalWording {
  id: number;
  question: string;
  option1: string;
  option2: string;
  option3: string;
  answer1: number;
  answer2: number;
  answer3: number;
}

/** A survey open now in an area that holds the polling station of one of the worker's parts. */
export interface FieldSurvey {
  id: number;
  survey_name: string;
  survey_description: string;
  /** instants in ISO (UTC) */
  valid_from: string;
  valid_to: string;
  /** in the survey's order */
  questions: FieldSurveyQuestion[];
  /** the worker's parts whose polling station lies in the survey's area: their voters are asked it */
  parts: Array<{ acno: number; partno: number }>;
}

export interface FieldSurveysResponse {
  /** an instant in ISO (UTC) */
  server_time: string;
  surveys: FieldSurvey[];
}

/** A claim the worker started at the door (a change of kind claim), as it stands now. */
export interface FieldClaim {
  id: number;
  form: ClaimForm;
  /** the voter at whose door it was started */
  voter_id: number | null;
  partno: number;
  slnoinpart: number | null;
  name: string;
  status: ClaimStatus;
  drafted_on: string;
  filed_on: string | null;
  hearing_on: string | null;
  ack_no: string | null;
}

export interface FieldClaimsResponse {
  /** an instant in ISO (UTC) */
  server_time: string;
  claims: FieldClaim[];
}

/** applied: written now; duplicate: this id arrived before (see `was`); refused: not written, `reason` says why. */
export type ChangeState = 'applied' | 'duplicate' | 'refused';

/** A field whose value, another user's, the change replaced. */
export interface ChangeOverride {
  /** as in FieldOverride: a voter's field, `survey:<id>`, `task:<id>` or `subtask:<id>` */
  field: string;
  /** the value replaced; not repeated in the answer to a resend */
  previous?: unknown;
  /** who wrote the value replaced */
  previous_by: number;
  previous_by_name: string;
  /** when the value replaced was written (ISO); null when no record says */
  previous_at: string | null;
}

export interface ChangeResult {
  /** the change's id as sent */
  id: string | null;
  /** null for a task's change */
  voter_id: number | null;
  kind: string | null;
  state: ChangeState;
  /** for a duplicate: what became of the change when it first arrived */
  was?: 'applied' | 'refused';
  /** why it was refused: a catalogue key, and its English text */
  reason?: string;
  msg?: string;
  errors?: FieldError[];
  overrides?: ChangeOverride[];
  /** a change made while the worker held the voter's page, taken after that page was ended: the page's end (ISO) */
  held_until?: string;
}

export interface SyncResponse extends Message {
  values: MessageValues;
  counts: { applied: number; duplicate: number; refused: number };
  results: ChangeResult[];
}

/** The answer of a download and of a changes call: one shape, the first whole. */
const VOTERS_REPLY = reply<FieldVotersResponse>(
  'cursor',
  'reset',
  'server_time',
  'pages',
  'sections',
  'columns',
  'voters',
  'removed',
  'overridden',
  'survey_answers',
  'contact',
  'offline_days',
);

/**
 * The most bytes of one sync call: a full batch of changes (SYNC_BATCH_MAX) as a phone makes them,
 * visits with the longest note in Devanagari included; a phone sends a longer queue in several calls.
 */
export const SYNC_BODY_BYTES = 1024 * 1024;

export const FieldApi = {
  assignments: route({
    method: 'GET',
    path: '/field/assignments',
    scope: 'tenant',
    module: 'admin',
    summary:
      "Field assignments of a constituency, a part or a worker (live ones; ended=true adds the ended); on_map false: the part's polling station has no place on the map (or no centre on record, center_id null), so no survey of an area reaches its workers",
    query: assignmentListQuerySchema,
    response: reply<AssignmentListResponse>('assignments'),
  }),
  addAssignment: route({
    method: 'POST',
    path: '/field/assignments/add',
    scope: 'tenant',
    module: 'admin',
    summary: 'Assigns a worker a part, or a page of it (from-to serials); a voter is held by at most 5 workers at once',
    body: assignmentSchema,
    response: created<AssignmentResponse>('msg', 'key', 'assignment'),
  }),
  endAssignment: route({
    method: 'PUT',
    path: '/field/assignments/end/:id',
    scope: 'tenant',
    module: 'admin',
    summary: "Ends an assignment (kept, with when and by whom): its voters leave the worker's phone at its next sync",
    params: idParams,
    response: reply<EndAssignmentResponse>('msg', 'key', 'state', 'assignment'),
  }),
  bulkAssign: route({
    method: 'POST',
    path: '/field/assignments/bulk',
    scope: 'tenant',
    module: 'admin',
    summary: 'Assigns from rows of a CSV (worker email or phone, part, from, to), answering each row; a bad row does not stop the others',
    body: bulkBodySchema,
    response: reply<BulkAssignResponse>('msg', 'key', 'values', 'counts', 'rows'),
  }),
  download: route({
    method: 'GET',
    path: '/field/download',
    scope: 'tenant',
    module: 'Field',
    summary:
      "The worker's voters (the pages assigned to them only): roll fields, household keys, details, consent, latest visit and slip, as rows of values under `columns`, their answers to the open surveys offered (survey_answers: [voter_id, survey_id, [[question_id, option]]]), with a cursor for the next sync",
    response: VOTERS_REPLY,
  }),
  changes: route({
    method: 'GET',
    path: '/field/changes',
    scope: 'tenant',
    module: 'Field',
    summary:
      "What changed since a cursor: voters changed or newly assigned, voters taken off the worker's pages (removed), this worker's values another replaced (overridden: a voter's fields, and task statuses with no voter_id), and survey answers given, changed or erased since (an empty list: erased), with all those of voters newly sent and of surveys opened or changed since; an unknown cursor answers a whole download (reset)",
    query: changesQuerySchema,
    response: VOTERS_REPLY,
  }),
  tasks: route({
    method: 'GET',
    path: '/field/tasks',
    scope: 'tenant',
    module: 'Field',
    summary:
      "The worker's tasks (assigned to them or to a team they belong to) with their sub-tasks, whole at each sync for the phone to keep offline; a status change goes through the sync as a change of kind taskStatus",
    response: reply<FieldTasksResponse>('server_time', 'tasks'),
  }),
  surveys: route({
    method: 'GET',
    path: '/field/surveys',
    scope: 'tenant',
    module: 'Field',
    summary:
      'The surveys open now whose area holds the polling station of a part the worker is assigned, with their questions and weightages, whole at each sync; answers go through the sync as changes of kind surveyAnswer',
    response: reply<FieldSurveysResponse>('server_time', 'surveys'),
  }),
  claims: route({
    method: 'GET',
    path: '/field/claims',
    scope: 'tenant',
    module: 'Field',
    summary:
      'The claims the worker started at the door (changes of kind claim) on the pages they hold now, with their status, whole at each sync for the phone to keep offline',
    response: reply<FieldClaimsResponse>('server_time', 'claims'),
  }),
  walkSheet: route({
    method: 'GET',
    path: '/field/walk-sheet',
    scope: 'tenant',
    module: 'Field',
    summary: "The walk sheet (PDF) of a page the asking worker holds (their own live assignment, by its id): another's page, or one ended, is not found",
    query: fieldPrintQuerySchema,
    response: file('application/pdf'),
  }),
  slips: route({
    method: 'GET',
    path: '/field/slips',
    scope: 'tenant',
    module: 'Field',
    summary:
      "The voter slips (PDF) of a page the asking worker holds (their own live assignment, by its id), voters who may not be contacted left out and counted on the cover: another's page, or one ended, is not found",
    query: fieldPrintQuerySchema,
    response: file('application/pdf'),
  }),
  sync: route({
    method: 'POST',
    path: '/field/sync',
    scope: 'tenant',
    module: 'Field',
    summary:
      'Applies changes made on a phone, each once by its id (a UUID made on the phone; a resend answers duplicate): kind visit, details, consent, slip, surveyAnswer or voted ({voted: true|false}, poll day) or claim (a draft claim: {outcome not_on_roll with the new person’s name, relative_name, age, house_no, or deceased, shifted, details_wrong with a note}) for a voter_id of the worker’s pages, or taskStatus ({task_id or subtask_id, status}, no voter_id) for a task of the worker’s; the fields checked by the console’s rules; each answered applied, duplicate or refused with the reason, and the fields it took over from another user (a task’s status as task:<id> or subtask:<id>)',
    body: syncBodySchema,
    bodyLimit: SYNC_BODY_BYTES,
    response: reply<SyncResponse>('msg', 'key', 'values', 'counts', 'results'),
  }),
};
