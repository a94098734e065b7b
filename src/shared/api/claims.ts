// Claims and objections (the module Claims): Form 6, 7 and 8 for electors of the roll and new
// persons, handled by booth-level agents from drafted to filed to accepted, rejected or lapsed;
// a claims period per constituency (drafted claims near its end are flagged); an agent's sheet of
// the claims to file (PDF, in Marathi, Hindi or English). A field worker sees only the claims of
// their pages.
import { file, idParams, reply, route } from './contract';
import type { Message } from './messages';
import type { ClaimForm, ClaimStatus } from '../schemas/claims';
import { claimMatchSchema, claimPeriodQuerySchema, claimPeriodSchema, claimSchema, claimSheetQuerySchema, claimsQuerySchema } from '../schemas/claims';

const MODULE = 'Claims';

export interface Claim {
  id: number;
  form: ClaimForm;
  acno: number;
  partno: number;
  slnoinpart: number | null;
  voter_id: number | null;
  name: string;
  relative_name: string | null;
  relation_type: string | null;
  age: number | null;
  gender: string | null;
  house_no: string | null;
  phone: string | null;
  epic_no: string | null;
  reason: string | null;
  agent_id: number | null;
  /** the agent's full name */
  agent: string | null;
  drafted_on: string;
  filed_on: string | null;
  hearing_on: string | null;
  ack_no: string | null;
  status: ClaimStatus;
  note: string | null;
  /** still drafted with the period ending in CLOSING_DAYS days or fewer ('closing'), or ended ('missed') */
  flag: 'closing' | 'missed' | null;
  /** a Form 6's probable elector in a new edition, alike but not certainly the person: waits for an admin's confirmation */
  match: ClaimMatch | null;
}

/** The elector a new edition added who is probably a Form 6's person (name, relative, age, house alike). */
export interface ClaimMatch {
  voter_id: number;
  partno: number;
  slnoinpart: number | null;
  name: string;
  relative_name: string | null;
  age: number | null;
  house_no: string | null;
  epic_no: string | null;
}

/** A constituency in its claims period today: what is left to do. */
export interface ClaimsPeriodSummary extends ClaimPeriod {
  /** days left, today counted */
  days_left: number;
  /** electors the campaign knows (supporters, details, visits) the latest edition of their part deleted or moved out */
  ours_deleted: number;
  /** of those, the ones no live claim names */
  ours_unclaimed: number;
  /** claims drafted or filed, not yet settled */
  open: number;
  /** of those, drafted ones flagged (the period ending in CLOSING_DAYS days or fewer) */
  flagged: number;
}

export interface ClaimPeriod {
  acno: number;
  starts_on: string;
  ends_on: string;
}

export interface ClaimsResponse {
  claims: Claim[];
  total: number;
  page: number;
  pageSize: number;
  period: ClaimPeriod | null;
  /** drafted claims of the list's filters that are flagged */
  flagged: number;
}

export interface ClaimResponse extends Message {
  claim: Claim;
}

export interface ClaimPeriodResponse extends Message {
  period: ClaimPeriod;
}

/** Claims of an agent or a part, counted by status. */
export interface ClaimTally {
  /** the agent's id (null: no agent yet) or the part number */
  key: number | null;
  /** the agent's full name (agents only) */
  name: string | null;
  drafted: number;
  filed: number;
  accepted: number;
  rejected: number;
  lapsed: number;
}

export interface ScoreboardResponse {
  agents: ClaimTally[];
  parts: ClaimTally[];
}

export const ClaimApi = {
  list: route({
    method: 'GET',
    path: '/claims',
    scope: 'tenant',
    module: MODULE,
    summary: "A constituency's claims (of a part, status, form or agent), newest first, with its claims period and the drafted claims flagged near its end",
    query: claimsQuerySchema,
    response: reply<ClaimsResponse>('claims', 'total', 'page', 'pageSize', 'period', 'flagged'),
  }),
  get: route({
    method: 'GET',
    path: '/claims/:id',
    scope: 'tenant',
    module: MODULE,
    summary: 'One claim',
    params: idParams,
    response: reply<{ claim: Claim }>('claim'),
  }),
  add: route({
    method: 'POST',
    path: '/claims/add',
    scope: 'tenant',
    module: MODULE,
    summary: 'Drafts a claim (Form 6, 7 or 8): each form has the fields it needs checked',
    body: claimSchema,
    response: reply<ClaimResponse>('msg', 'key', 'values', 'claim'),
  }),
  update: route({
    method: 'PUT',
    path: '/claims/update/:id',
    scope: 'tenant',
    module: MODULE,
    summary: 'Changes a claim: its details, dates, acknowledgement number and status',
    params: idParams,
    body: claimSchema,
    response: reply<ClaimResponse>('msg', 'key', 'values', 'claim'),
  }),
  remove: route({
    method: 'PUT',
    path: '/claims/delete/:id',
    scope: 'tenant',
    module: MODULE,
    summary: 'Deletes a claim (kept, marked deleted)',
    params: idParams,
    response: reply<Message>('msg', 'key'),
  }),
  period: route({
    method: 'GET',
    path: '/claims/period',
    scope: 'tenant',
    module: MODULE,
    summary: "A constituency's claims period, if one is set",
    query: claimPeriodQuerySchema,
    response: reply<{ period: ClaimPeriod | null }>('period'),
  }),
  setPeriod: route({
    method: 'PUT',
    path: '/claims/period',
    scope: 'tenant',
    module: 'admin',
    summary: "Sets a constituency's claims period (start and end)",
    body: claimPeriodSchema,
    response: reply<ClaimPeriodResponse>('msg', 'key', 'period'),
  }),
  confirmMatch: route({
    method: 'PUT',
    path: '/claims/match/:id',
    scope: 'tenant',
    module: 'admin',
    summary:
      "An admin's answer to a Form 6's probable elector (the one proposed, by voter_id): the same person (the claim accepted with that elector) or not (not proposed again)",
    params: idParams,
    body: claimMatchSchema,
    response: reply<ClaimResponse>('msg', 'key', 'values', 'claim'),
  }),
  summary: route({
    method: 'GET',
    path: '/claims/summary',
    scope: 'tenant',
    module: MODULE,
    summary:
      'The constituencies in their claims period today (of the parts the session may read): days left, ours the latest editions deleted (and those no claim names yet), claims open and flagged; empty outside a claims period',
    response: reply<{ periods: ClaimsPeriodSummary[] }>('periods'),
  }),
  scoreboard: route({
    method: 'GET',
    path: '/claims/scoreboard',
    scope: 'tenant',
    module: MODULE,
    summary: "A constituency's claims counted by status, per booth-level agent and per part",
    query: claimPeriodQuerySchema,
    response: reply<ScoreboardResponse>('agents', 'parts'),
  }),
  sheet: route({
    method: 'GET',
    path: '/claims/sheet',
    scope: 'tenant',
    module: MODULE,
    summary: "An agent's sheet of the drafted claims to file, of a part: every detail the forms ask for (PDF, Marathi, Hindi or English)",
    query: claimSheetQuerySchema,
    response: file('application/pdf'),
  }),
};
