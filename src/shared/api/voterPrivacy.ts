// A voter's privacy under the DPDP Act: the consent their collected contact details carry and the
// do-not-contact flag (both stop calls and messages), and for the organisation's admins the
// export of everything held about one voter and the erasure of what the field staff collected
// (the roll's own public entry stays). Voters a revised roll removed are the organisation's still:
// every route here finds them. Consent is the Voters module's; export and erasure stay the
// admins' alone.
import { idParams, reply, route } from './contract';
import type { Message } from './messages';
import type { PersonName } from './offices';
import type { AuditEntry } from './audit';
import type { GeoPointJson } from './voters';
import type { RollEntry } from '../domain/rollEntry';
import { voterConsentSchema, type ConsentState, type ContactBlock } from '../schemas/voterPrivacy';

export const VoterPrivacyApi = {
  consent: route({
    method: 'GET',
    path: '/voter-consent/:id',
    scope: 'tenant',
    module: 'Voters',
    summary: "A voter's consent to be contacted (when and by whom it was recorded) and the do-not-contact flag",
    params: idParams,
    response: reply<VoterConsentResponse>('consent'),
  }),
  setConsent: route({
    method: 'PUT',
    path: '/voter-consent/:id',
    scope: 'tenant',
    module: 'Voters',
    summary: "Records a voter's consent as given or withdrawn and sets the do-not-contact flag; the time and the user are the server's",
    params: idParams,
    body: voterConsentSchema,
    response: reply<VoterConsentSaved>('msg', 'key', 'consent'),
  }),
  exportVoter: route({
    method: 'GET',
    path: '/voter-export/:id',
    scope: 'tenant',
    module: 'admin',
    summary:
      'Everything the organisation holds about one voter: the roll entry, the collected details and consent, the voter group, survey answers, visits with their notes, vote marks and the audit rows about them (audited)',
    params: idParams,
    response: reply<VoterExport>(
      'format',
      'exported_at',
      'organisation',
      'voter',
      'collected_details',
      'consent',
      'voter_group',
      'survey_responses',
      'visits',
      'vote_marks',
      'audit',
    ),
  }),
  erase: route({
    method: 'PUT',
    path: '/voter-erase/:id',
    scope: 'tenant',
    module: 'admin',
    summary:
      "Erases what was collected about a voter (phone, address, alignment, caste and religion, the other details, voter group, household, survey answers); the roll's entry, the consent and do-not-contact stay (audited)",
    params: idParams,
    response: reply<VoterErased>('msg', 'key', 'consent', 'erased'),
  }),
};

export interface VoterConsent {
  voter_id: number;
  /** null until the voter is asked */
  consent: ConsentState | null;
  /** when consent was last given or withdrawn (ISO, UTC) and by which user */
  consent_at: string | null;
  consent_by: number | null;
  consent_by_details: PersonName | null;
  do_not_contact: boolean;
  /** why the voter may not be called or messaged; null: they may */
  contact_block: ContactBlock | null;
}
export interface VoterConsentResponse {
  consent: VoterConsent;
}
export interface VoterConsentSaved extends Message {
  consent: VoterConsent;
}

export interface VoterErased extends Message {
  consent: VoterConsent;
  erased: {
    /** the collected-details row was cleared (false: none was ever collected) */
    details: boolean;
    /** survey responses whose answers were deleted */
    survey_responses: number;
  };
}

/** The roll's entry, as the organisation stores it (instants in ISO, UTC). */
export interface VoterExportRoll extends RollEntry {
  id: number;
  created_at: string;
  updated_at: string;
  /** when a revised roll removed the elector (null: on the roll) */
  deleted_at: string | null;
}

/** The details the field staff collected (consent is its own section). */
export interface VoterExportDetails {
  id: number;
  family_id: string | null;
  voter_group_id: number | null;
  phone_no: string | null;
  address: string | null;
  category: string | null;
  religion: string | null;
  align_with_party: string | null;
  align_with_candidate: string | null;
  /** employment, family, income, marital, house and building types, the location */
  details: Record<string, unknown>;
  created_by: number | null;
  created_by_details: PersonName | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface VoterExportGroup {
  id: number;
  voter_group_name: string;
  voter_group_description: string;
  area_id: number | null;
  special_instructions: string | null;
  location: GeoPointJson | null;
  location_name: string | null;
  deleted_at: string | null;
}

export interface VoterExportAnswer {
  question_id: number;
  question: string | null;
  /** the option chosen (1-3) and its text */
  option: number;
  option_text: string | null;
}
export interface VoterExportSurvey {
  id: number;
  survey_id: number;
  survey_name: string | null;
  collected_by: number;
  collected_by_details: PersonName | null;
  collected_at: string;
  deleted_at: string | null;
  answers: VoterExportAnswer[];
}

export interface VoterExportMark {
  id: number;
  /** YYYY-MM-DD */
  poll_date: string;
  acno: number;
  partno: number;
  slnoinpart: number;
  marked_by: number | null;
  marked_by_details: PersonName | null;
  marked_at: string;
  /** when the mark was undone */
  deleted_at: string | null;
}

/** A visit at the door or typed back from a walk sheet, with what the worker noted. */
export interface VoterExportVisit {
  id: number;
  acno: number;
  partno: number;
  slnoinpart: number;
  outcome: string;
  slip_delivered: boolean;
  supporter_level: number | null;
  phone: string | null;
  note: string | null;
  visited_by: number | null;
  visited_by_details: PersonName | null;
  visited_at: string;
  deleted_at: string | null;
}

export interface VoterExport {
  /** what the file holds, in a sentence */
  format: string;
  exported_at: string;
  organisation: { id: number; name: string };
  voter: VoterExportRoll;
  collected_details: VoterExportDetails | null;
  consent: VoterConsent;
  voter_group: VoterExportGroup | null;
  survey_responses: VoterExportSurvey[];
  /** every visit, oldest first, with its note and the phone given */
  visits: VoterExportVisit[];
  vote_marks: VoterExportMark[];
  /** the audit rows about the voter, their details, visits, survey responses and vote marks, oldest first */
  audit: AuditEntry[];
}
