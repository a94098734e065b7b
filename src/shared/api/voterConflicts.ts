// The office's view of two workers who disagreed about a voter: a field one worker set that another
// replaced with a different value within a day, with both values and who set each, until someone
// with the Voters module settles it by choosing one (written to the voter's record, audited).
import { idParams, reply, route } from './contract';
import type { Message } from './messages';
import { conflictsQuerySchema, settleConflictSchema } from '../schemas/voterConflicts';

/** One worker's value of the field, who set it and when (ISO). */
export interface ConflictSide {
  value: unknown;
  by: number;
  by_name: string;
  at: string | null;
}

export interface VoterConflict {
  /** the override's id: what a settle names */
  id: number;
  voter_id: number;
  acno: number;
  partno: number;
  slnoinpart: number;
  name: string;
  name_v1: string | null;
  /** a details field (phone_no, align_with_party ...) or a visit's (outcome, supporter_level, phone, note, slip_delivered) */
  field: string;
  previous: ConflictSide;
  value: ConflictSide;
}

export interface VoterConflictsResponse {
  conflicts: VoterConflict[];
  total: number;
  page: number;
  pageSize: number;
}

export const VoterConflictsApi = {
  list: route({
    method: 'GET',
    path: '/voter-conflicts',
    scope: 'tenant',
    module: 'Voters',
    summary: "Voters whose field two workers set differently within a day, with both values and who set each, newest first (the readable parts' only)",
    query: conflictsQuerySchema,
    response: reply<VoterConflictsResponse>('conflicts', 'total', 'page', 'pageSize'),
  }),
  settle: route({
    method: 'POST',
    path: '/voter-conflicts/:id/settle',
    scope: 'tenant',
    module: 'Voters',
    summary: "Settles a disagreement: the value chosen is written to the voter's record (audited) and the field leaves the list",
    params: idParams,
    body: settleConflictSchema,
    response: reply<Message>('msg', 'key'),
  }),
};
