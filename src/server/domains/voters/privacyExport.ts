// Everything the organisation holds about one voter, for the voter's own request under the DPDP
// Act: the roll entry (also when a revised roll removed it), the collected details with their
// consent, the voter group, survey answers, visits (with their notes and phones), vote marks and
// the audit rows about all of these.
// Soft-deleted rows are still held, so they are in it with their deleted_at. Every read names
// the session's tenant: nothing of another organisation can reach the file.
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { isoOf } from '../../db/instants';
import {
  auditLog,
  surveyAnswers,
  surveyQuestions,
  surveyResponses,
  surveys,
  tenants,
  users,
  voteMarks,
  voterGroups,
  voterInfo,
  voters,
  voterSlots,
  voterVisits,
} from '../../db/schema';
import type { PersonName } from '../../../shared/api/offices';
import type { AuditEntry } from '../../../shared/api/audit';
import type {
  VoterConsent,
  VoterExport,
  VoterExportDetails,
  VoterExportGroup,
  VoterExportMark,
  VoterExportRoll,
  VoterExportSurvey,
  VoterExportVisit,
} from '../../../shared/api/voterPrivacy';

export const EXPORT_FORMAT =
  'One voter as the organisation holds them: the roll entry, the details collected by the field staff, consent and do-not-contact, ' +
  'the voter group, survey answers, visits with their notes, vote marks and the audit rows about them. Instants in ISO (UTC); deleted_at: removed or undone, still held.';

const person = (f_name: string | null, l_name: string | null): PersonName | null => (f_name == null ? null : { f_name, l_name });

/** The user who did something, joined by (tenant, user id). */
const byUser = (tenantColumn: AnyPgColumn, idColumn: AnyPgColumn) => and(eq(users.tenant_id, tenantColumn), eq(users.id, idColumn));

/** The roll entry; its serial is the elector's slot's (every elector has one, on the roll or removed), listed after the section. */
async function rollEntry(db: Db, tenantId: number, voterId: number): Promise<VoterExportRoll | null> {
  const [r] = await db
    .select({
      v: voters,
      slnoinpart: voterSlots.slnoinpart,
      created_at: isoOf(voters.created_at),
      updated_at: isoOf(voters.updated_at),
      deleted_at: isoOf(voters.deleted_at),
    })
    .from(voters)
    .innerJoin(voterSlots, and(eq(voterSlots.tenant_id, voters.tenant_id), eq(voterSlots.voter_id, voters.id)))
    .where(and(eq(voters.tenant_id, tenantId), eq(voters.id, voterId)));
  if (!r) return null;
  const { tenant_id: _tenant, id, acno, partno, section_no, section_name, section_name_v1, ...rest } = r.v;
  return {
    id,
    acno,
    partno,
    section_no,
    section_name,
    section_name_v1,
    slnoinpart: r.slnoinpart,
    ...rest,
    created_at: r.created_at,
    updated_at: r.updated_at,
    deleted_at: r.deleted_at,
  };
}

async function collectedDetails(db: Db, tenantId: number, voterId: number): Promise<VoterExportDetails | null> {
  const [r] = await db
    .select({
      i: voterInfo,
      created_at: isoOf(voterInfo.created_at),
      updated_at: isoOf(voterInfo.updated_at),
      deleted_at: isoOf(voterInfo.deleted_at),
      f_name: users.f_name,
      l_name: users.l_name,
    })
    .from(voterInfo)
    .leftJoin(users, byUser(voterInfo.tenant_id, voterInfo.created_by))
    .where(and(eq(voterInfo.tenant_id, tenantId), eq(voterInfo.voter_id, voterId)));
  if (!r) return null;
  const i = r.i;
  return {
    id: i.id,
    family_id: i.family_id,
    voter_group_id: i.voter_group_id,
    phone_no: i.phone_no,
    address: i.address,
    category: i.category,
    religion: i.religion,
    align_with_party: i.align_with_party,
    align_with_candidate: i.align_with_candidate,
    details: i.details ?? {},
    created_by: i.created_by,
    created_by_details: person(r.f_name, r.l_name),
    created_at: r.created_at,
    updated_at: r.updated_at,
    deleted_at: r.deleted_at,
  };
}

async function voterGroup(db: Db, tenantId: number, groupId: number | null): Promise<VoterExportGroup | null> {
  if (groupId == null) return null;
  const [g] = await db
    .select({ g: voterGroups, deleted_at: isoOf(voterGroups.deleted_at) })
    .from(voterGroups)
    .where(and(eq(voterGroups.tenant_id, tenantId), eq(voterGroups.id, groupId)));
  if (!g) return null;
  const { id, voter_group_name, voter_group_description, area_id, special_instructions, location, location_name } = g.g;
  return { id, voter_group_name, voter_group_description, area_id, special_instructions, location, location_name, deleted_at: g.deleted_at };
}

async function surveyAnswersOf(db: Db, tenantId: number, voterId: number): Promise<VoterExportSurvey[]> {
  const responses = await db
    .select({
      r: surveyResponses,
      collected_at: isoOf(surveyResponses.collected_at),
      deleted_at: isoOf(surveyResponses.deleted_at),
      survey_name: surveys.survey_name,
      f_name: users.f_name,
      l_name: users.l_name,
    })
    .from(surveyResponses)
    .leftJoin(surveys, and(eq(surveys.tenant_id, surveyResponses.tenant_id), eq(surveys.id, surveyResponses.survey_id)))
    .leftJoin(users, byUser(surveyResponses.tenant_id, surveyResponses.collected_by))
    .where(and(eq(surveyResponses.tenant_id, tenantId), eq(surveyResponses.voter_id, voterId)))
    .orderBy(asc(surveyResponses.collected_at), asc(surveyResponses.id));
  if (!responses.length) return [];
  const answers = await db
    .select({ a: surveyAnswers, q: surveyQuestions })
    .from(surveyAnswers)
    .leftJoin(surveyQuestions, and(eq(surveyQuestions.tenant_id, surveyAnswers.tenant_id), eq(surveyQuestions.id, surveyAnswers.question_id)))
    .where(
      and(
        eq(surveyAnswers.tenant_id, tenantId),
        inArray(
          surveyAnswers.response_id,
          responses.map((r) => r.r.id),
        ),
      ),
    )
    .orderBy(asc(surveyAnswers.question_id));
  const optionText = (q: typeof surveyQuestions.$inferSelect | null, choice: number) => (q ? ([q.option1, q.option2, q.option3][choice - 1] ?? null) : null);
  return responses.map(({ r, collected_at, deleted_at, survey_name, f_name, l_name }) => ({
    id: r.id,
    survey_id: r.survey_id,
    survey_name,
    collected_by: r.collected_by,
    collected_by_details: person(f_name, l_name),
    collected_at,
    deleted_at,
    answers: answers
      .filter((x) => x.a.response_id === r.id)
      .map(({ a, q }) => ({ question_id: a.question_id, question: q?.question ?? null, option: a.choice, option_text: optionText(q, a.choice) })),
  }));
}

async function visitsOfVoter(db: Db, tenantId: number, voterId: number): Promise<VoterExportVisit[]> {
  const rows = await db
    .select({
      w: voterVisits,
      visited_at: isoOf(voterVisits.visited_at),
      deleted_at: isoOf(voterVisits.deleted_at),
      f_name: users.f_name,
      l_name: users.l_name,
    })
    .from(voterVisits)
    .leftJoin(users, byUser(voterVisits.tenant_id, voterVisits.visited_by))
    .where(and(eq(voterVisits.tenant_id, tenantId), eq(voterVisits.voter_id, voterId)))
    .orderBy(asc(voterVisits.visited_at), asc(voterVisits.id));
  return rows.map(({ w, visited_at, deleted_at, f_name, l_name }) => ({
    id: w.id,
    acno: w.acno,
    partno: w.partno,
    slnoinpart: w.slnoinpart,
    outcome: w.outcome,
    slip_delivered: w.slip_delivered,
    supporter_level: w.supporter_level,
    phone: w.phone,
    note: w.note,
    visited_by: w.visited_by,
    visited_by_details: person(f_name, l_name),
    visited_at,
    deleted_at,
  }));
}

async function voteMarksOf(db: Db, tenantId: number, voterId: number): Promise<VoterExportMark[]> {
  const rows = await db
    .select({ m: voteMarks, marked_at: isoOf(voteMarks.marked_at), deleted_at: isoOf(voteMarks.deleted_at), f_name: users.f_name, l_name: users.l_name })
    .from(voteMarks)
    .leftJoin(users, byUser(voteMarks.tenant_id, voteMarks.marked_by))
    .where(and(eq(voteMarks.tenant_id, tenantId), eq(voteMarks.voter_id, voterId)))
    .orderBy(asc(voteMarks.marked_at), asc(voteMarks.id));
  return rows.map(({ m, marked_at, deleted_at, f_name, l_name }) => ({
    id: m.id,
    poll_date: m.poll_date,
    acno: m.acno,
    partno: m.partno,
    slnoinpart: m.slnoinpart,
    marked_by: m.marked_by,
    marked_by_details: person(f_name, l_name),
    marked_at,
    deleted_at,
  }));
}

/** The audit rows about the voter and the rows held about them (by entity and id), oldest first. */
async function auditOf(db: Db, tenantId: number, about: Array<[entity: string, ids: number[]]>): Promise<AuditEntry[]> {
  const conditions = about
    .filter(([, ids]) => ids.length)
    .map(([entity, ids]) =>
      and(
        eq(auditLog.entity, entity),
        inArray(
          auditLog.entity_id,
          ids.map((id) => String(id)),
        ),
      ),
    ) as SQL[];
  const rows = await db
    .select({ a: auditLog, at: isoOf(auditLog.at), f_name: users.f_name, l_name: users.l_name })
    .from(auditLog)
    .leftJoin(users, byUser(auditLog.tenant_id, auditLog.user_id))
    .where(and(eq(auditLog.tenant_id, tenantId), or(...conditions)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map(({ a, at, f_name, l_name }) => ({
    id: a.id,
    at,
    user_id: a.user_id,
    user: person(f_name, l_name),
    action: a.action,
    entity: a.entity,
    entity_id: a.entity_id,
    changed: a.changed,
    previous: a.previous,
  }));
}

/** The export of one voter of the tenant; null when the tenant holds no such voter. */
export async function exportVoter(db: Db, tenantId: number, voterId: number, consent: VoterConsent): Promise<VoterExport | null> {
  const voter = await rollEntry(db, tenantId, voterId);
  if (!voter) return null;
  const [org] = await db.select({ id: tenants.id, name: tenants.organization_full_name }).from(tenants).where(eq(tenants.id, tenantId));
  const details = await collectedDetails(db, tenantId, voterId);
  const survey_responses = await surveyAnswersOf(db, tenantId, voterId);
  const visits = await visitsOfVoter(db, tenantId, voterId);
  const vote_marks = await voteMarksOf(db, tenantId, voterId);
  const audit = await auditOf(db, tenantId, [
    ['voters', [voterId]],
    ['voter_info', details ? [details.id] : []],
    ['voter_visits', visits.map((w) => w.id)],
    ['survey_responses', survey_responses.map((r) => r.id)],
    ['vote_marks', vote_marks.map((m) => m.id)],
  ]);
  return {
    format: EXPORT_FORMAT,
    exported_at: new Date().toISOString(),
    organisation: org,
    voter,
    collected_details: details,
    consent,
    voter_group: await voterGroup(db, tenantId, details?.voter_group_id ?? null),
    survey_responses,
    visits,
    vote_marks,
    audit,
  };
}
