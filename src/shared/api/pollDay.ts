// Poll day: booth agents mark who has voted (one voter by serial or id, or a list of serials and
// EPIC numbers), undo a mark, and follow the turnout by part and by hour and the supporters who
// have not voted yet. A mark is idempotent: marking a voter twice on one poll day answers the
// first mark. The poll date is today in Asia/Kolkata unless the call names one.
import { idParams, reply, route } from './contract';
import type { Message } from './messages';
import type { VoterGender } from './voters';
import { pollBulkSchema, pollMarkSchema, pollMarksQuerySchema, pollVoterQuerySchema, supportersQuerySchema, turnoutQuerySchema } from '../schemas/pollDay';

const MODULE = 'Poll Day';

/** An elector as the poll-day screen shows them. */
export interface PollVoter {
  id: number;
  acno: number;
  partno: number;
  slnoinpart: number;
  /** full English name and its Devanagari twin */
  name: string;
  name_v1: string | null;
  /** EPIC number */
  epic_no: string | null;
  age: number | null;
  gender: VoterGender | null;
  house_no: string | null;
}

/** A vote marked on a poll day: the voter's slot when marked, who marked it and when. */
export interface VoteMark {
  id: number;
  poll_date: string;
  voter_id: number;
  acno: number;
  partno: number;
  slnoinpart: number;
  name: string;
  name_v1: string | null;
  epic_no: string | null;
  /** an instant in ISO (UTC); the console shows it in Asia/Kolkata */
  marked_at: string;
  marked_by: number | null;
  /** the user who marked it, first and last name */
  marker: string | null;
  /** set once the mark is undone */
  undone_at: string | null;
}

export interface PollVoterResponse {
  poll_date: string;
  /** null when no elector on the roll holds that serial */
  voter: PollVoter | null;
  /** the voter's live mark of the poll date, if any */
  mark: VoteMark | null;
}

/** marked: this call marked the vote; already: an earlier mark stands (and is answered). */
export type MarkState = 'marked' | 'already';

export interface MarkResponse extends Message {
  state: MarkState;
  mark: VoteMark;
}

/** undone: this call undid the mark; already: it had been undone before. */
export interface UndoResponse extends Message {
  state: 'undone' | 'already';
  mark: VoteMark;
}

/**
 * What became of one entry of a bulk list: marked; already (marked before); duplicate (the same
 * elector earlier in this list); notOnRoll (no elector on the roll with that serial or EPIC);
 * ambiguous (an EPIC that names more than one elector); invalid (neither a serial nor an EPIC).
 */
export type BulkEntryState = 'marked' | 'already' | 'duplicate' | 'notOnRoll' | 'ambiguous' | 'invalid';

export interface BulkEntryResult {
  /** the entry as it was sent */
  entry: string;
  kind: 'serial' | 'epic' | 'invalid';
  state: BulkEntryState;
  voter: Pick<PollVoter, 'id' | 'partno' | 'slnoinpart' | 'name' | 'name_v1' | 'epic_no'> | null;
  mark_id: number | null;
}

export interface BulkMarkResponse extends Message {
  poll_date: string;
  counts: { marked: number; already: number; failed: number };
  results: BulkEntryResult[];
}

export interface MarksResponse {
  poll_date: string;
  marks: VoteMark[];
}

export interface PartTurnout {
  partno: number;
  /** the part's name on the roll, English and Devanagari */
  area_name: string | null;
  area_name_v1: string | null;
  /** electors on the roll */
  electors: number;
  voted: number;
}

export interface HourTurnout {
  /** hour of the day in Asia/Kolkata, 0-23 */
  hour: number;
  voted: number;
}

export interface TurnoutResponse {
  poll_date: string;
  acno: number;
  electors: number;
  voted: number;
  /** the part asked for is counted on every call; the others may be a few seconds old */
  parts: PartTurnout[];
  /** votes marked in each hour (of the part when one is asked for), only hours with votes */
  hours: HourTurnout[];
}

/** A supporter (aligned with the party) who has not voted yet, with a number to call. */
export interface Supporter {
  voter_id: number;
  acno: number;
  partno: number;
  slnoinpart: number;
  name: string;
  name_v1: string | null;
  epic_no: string | null;
  house_no: string | null;
  /** the number collected by the field staff, else the roll's */
  phone: string | null;
}

export interface SupportersResponse {
  poll_date: string;
  supporters: Supporter[];
  total: number;
  page: number;
  pageSize: number;
}

export const PollDayApi = {
  voter: route({
    method: 'GET',
    path: '/poll-day/voter',
    scope: 'tenant',
    module: MODULE,
    summary: 'Who holds a serial of a part, and their mark of the poll date',
    query: pollVoterQuerySchema,
    response: reply<PollVoterResponse>('poll_date', 'voter', 'mark'),
  }),
  mark: route({
    method: 'POST',
    path: '/poll-day/mark',
    scope: 'tenant',
    module: MODULE,
    summary: 'Marks that a voter has voted (by voter_id, or acno, partno and slnoinpart); marking again answers the first mark',
    body: pollMarkSchema,
    response: reply<MarkResponse>('msg', 'key', 'state', 'mark'),
  }),
  undo: route({
    method: 'PUT',
    path: '/poll-day/undo/:id',
    scope: 'tenant',
    module: MODULE,
    summary: 'Undoes a mark (kept, with the time it was undone); undoing again answers the same',
    params: idParams,
    response: reply<UndoResponse>('msg', 'key', 'state', 'mark'),
  }),
  bulkMark: route({
    method: 'POST',
    path: '/poll-day/bulk-mark',
    scope: 'tenant',
    module: MODULE,
    summary: 'Marks a list of serials (of the part) and EPIC numbers (of the constituency), answering each entry',
    body: pollBulkSchema,
    response: reply<BulkMarkResponse>('msg', 'key', 'values', 'poll_date', 'counts', 'results'),
  }),
  marks: route({
    method: 'GET',
    path: '/poll-day/marks',
    scope: 'tenant',
    module: MODULE,
    summary: 'The last marks of a part, newest first',
    query: pollMarksQuerySchema,
    response: reply<MarksResponse>('poll_date', 'marks'),
  }),
  turnout: route({
    method: 'GET',
    path: '/poll-day/turnout',
    scope: 'tenant',
    module: MODULE,
    summary: "A constituency's turnout: electors and votes by part (the part asked for counted live), and votes by hour",
    query: turnoutQuerySchema,
    response: reply<TurnoutResponse>('poll_date', 'acno', 'electors', 'voted', 'parts', 'hours'),
  }),
  supporters: route({
    method: 'GET',
    path: '/poll-day/supporters',
    scope: 'tenant',
    module: MODULE,
    summary: 'Supporters (aligned with the party) not marked yet, with phone numbers; those who withdrew consent or asked not to be contacted are left out',
    query: supportersQuerySchema,
    response: reply<SupportersResponse>('poll_date', 'supporters', 'total', 'page', 'pageSize'),
  }),
};
