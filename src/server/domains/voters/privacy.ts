// A voter's privacy (shared/api/voterPrivacy.ts): the consent and do-not-contact flag on the
// collected details, and for the organisation's admins the export of everything held about one
// voter and the erasure of what the field staff collected. Consent is recorded on the details
// row (created when none was collected yet), with the server's clock and the session's user.
// Voters a revised roll removed (voters.deleted_at) are the organisation's still: found here too.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { Deps } from '../../deps';
import { recordAudit, type Actor } from '../../db/audit';
import { isoOf } from '../../db/instants';
import { liveRowsOf } from '../../db/tenantRows';
import { surveyAnswers, surveyResponses, users, voterInfo, voters } from '../../db/schema';
import { message, notFound } from '../../http';
import type { SessionUser } from '../../auth/sessions';
import { serve } from '../../route';
import { VoterPrivacyApi, type VoterConsent, type VoterErased } from '../../../shared/api/voterPrivacy';
import { contactBlockOf, type ConsentState, type VoterConsentPayload } from '../../../shared/schemas/voterPrivacy';
import { recountReached } from './queries';
import { exportVoter } from './privacyExport';
import { readable, readableParts } from './partAccess';

/** What an erasure clears on the details row; the consent and do-not-contact stay, so they keep being honoured. */
export const ERASED_FIELDS = [
  'phone_no',
  'address',
  'category',
  'religion',
  'align_with_party',
  'align_with_candidate',
  'voter_group_id',
  'family_id',
  'details',
] as const;

/** A voter of the tenant, on the roll or removed from it; null for unknown and other tenants' ids. */
async function heldVoter(db: Db, tenantId: number, id: number) {
  const [v] = await db
    .select({ id: voters.id, acno: voters.acno, partno: voters.partno })
    .from(voters)
    .where(and(eq(voters.tenant_id, tenantId), eq(voters.id, id)));
  return v ?? null;
}

export async function readConsent(db: Db, tenantId: number, voterId: number): Promise<VoterConsent> {
  const [r] = await db
    .select({
      consent: voterInfo.consent,
      consent_at: isoOf(voterInfo.consent_at),
      consent_by: voterInfo.consent_by,
      do_not_contact: voterInfo.do_not_contact,
      f_name: users.f_name,
      l_name: users.l_name,
    })
    .from(voterInfo)
    .leftJoin(users, and(eq(users.tenant_id, voterInfo.tenant_id), eq(users.id, voterInfo.consent_by)))
    .where(and(liveRowsOf(voterInfo, tenantId), eq(voterInfo.voter_id, voterId)));
  const consent = (r?.consent ?? null) as ConsentState | null;
  const doNotContact = r?.do_not_contact ?? false;
  return {
    voter_id: voterId,
    consent,
    consent_at: r?.consent_at ?? null,
    consent_by: r?.consent_by ?? null,
    consent_by_details: r?.f_name == null ? null : { f_name: r.f_name, l_name: r.l_name },
    do_not_contact: doNotContact,
    contact_block: contactBlockOf(consent, doNotContact),
  };
}

/**
 * Writes consent and the flag on the voter's details row. A consent that changes takes the time
 * and user of this call; left out (or the same as stored), the earlier record stays. Nothing is
 * written, nor audited, when nothing changes.
 */
async function saveConsent(database: Database, actor: Actor, voter: { id: number; acno: number; partno: number }, body: VoterConsentPayload) {
  const consent = body.consent ?? null;
  const dnc = body.do_not_contact ?? null;
  await database.db.transaction(async (t) => {
    const tx: Db = t;
    const [before] = await database.rows<{ id: number; consent: string | null; do_not_contact: boolean; live: boolean }>(
      sql`select id, consent, do_not_contact, deleted_at is null as live from voter_info
           where tenant_id = ${actor.tenantId} and voter_id = ${voter.id} for update`,
      tx,
    );
    const consentChanges = consent != null && consent !== before?.consent;
    const flagChanges = dnc != null && dnc !== (before?.do_not_contact ?? false);
    if (before?.live && !consentChanges && !flagChanges) return;
    const [row] = await database.rows<{ id: number; inserted: boolean; consent_at: string | null }>(
      sql`
      insert into voter_info as t (tenant_id, voter_id, created_by, details, consent, consent_at, consent_by, do_not_contact)
      values (${actor.tenantId}, ${voter.id}, ${actor.userId}, '{}'::jsonb, ${consent},
              case when ${consent}::text is null then null else now() end,
              case when ${consent}::text is null then null else ${actor.userId}::bigint end,
              coalesce(${dnc}::boolean, false))
      on conflict (tenant_id, voter_id) do update set
        consent = coalesce(excluded.consent, t.consent),
        consent_at = case when ${consentChanges}::boolean then excluded.consent_at else t.consent_at end,
        consent_by = case when ${consentChanges}::boolean then excluded.consent_by else t.consent_by end,
        do_not_contact = coalesce(${dnc}::boolean, t.do_not_contact),
        deleted_at = null,
        updated_at = now()
      returning id, (xmax = 0) as inserted, ${isoOf(sql`consent_at`)} as consent_at`,
      tx,
    );
    const changed: Record<string, unknown> = { voter_id: voter.id };
    const previous: Record<string, unknown> = {};
    if (consentChanges) {
      Object.assign(changed, { consent, consent_at: row.consent_at });
      previous.consent = before?.consent ?? null;
    }
    if (flagChanges) {
      changed.do_not_contact = dnc;
      previous.do_not_contact = before?.do_not_contact ?? false;
    }
    await recordAudit(tx, actor, { action: 'consent', entity: 'voter_info', entity_id: Number(row.id), changed, previous: before ? previous : null });
    // a new (or revived) details row counts the voter as reached
    if (row.inserted || !before?.live) await recountReached(database, tx, actor.tenantId, [voter]);
  });
}

/** Clears what was collected about the voter and deletes their survey answers, in one audited transaction. */
async function erase(db: Db, actor: Actor, voterId: number): Promise<VoterErased['erased']> {
  return db.transaction(async (t) => {
    const tx: Db = t;
    const where = and(eq(voterInfo.tenant_id, actor.tenantId), eq(voterInfo.voter_id, voterId));
    const cleared = Object.fromEntries(ERASED_FIELDS.map((f) => [f, f === 'details' ? {} : null]));
    const [info] = await tx
      .update(voterInfo)
      .set({ ...cleared, updated_at: sql`now()` })
      .where(where)
      .returning({ id: voterInfo.id });
    const responses = (
      await tx
        .select({ id: surveyResponses.id })
        .from(surveyResponses)
        .where(and(eq(surveyResponses.tenant_id, actor.tenantId), eq(surveyResponses.voter_id, voterId)))
    ).map((r) => r.id);
    const touched = new Set<number>();
    if (responses.length) {
      const answered = await tx
        .delete(surveyAnswers)
        .where(and(eq(surveyAnswers.tenant_id, actor.tenantId), inArray(surveyAnswers.response_id, responses)))
        .returning({ id: surveyAnswers.response_id });
      // the response rows stay (who collected when, nothing the voter said), out of every result
      const live = await tx
        .update(surveyResponses)
        .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
        .where(and(eq(surveyResponses.tenant_id, actor.tenantId), inArray(surveyResponses.id, responses), isNull(surveyResponses.deleted_at)))
        .returning({ id: surveyResponses.id });
      [...answered, ...live].forEach((r) => touched.add(r.id));
    }
    const erased = { details: Boolean(info), survey_responses: touched.size };
    // the values erased never reach the audit log: only which fields were cleared
    await recordAudit(tx, actor, {
      action: 'erase',
      entity: 'voters',
      entity_id: voterId,
      changed: { voter_info_id: info?.id ?? null, fields: info ? [...ERASED_FIELDS] : [], survey_responses: [...touched] },
    });
    return erased;
  });
}

export default function voterPrivacyRoutes(app: FastifyInstance, { database }: Deps) {
  const { db } = database;
  /** The voter, when the session's organisation holds it in a part the session may read; else 404. */
  const voterOf = async (auth: SessionUser, id: number) => readable(await heldVoter(db, auth.tenantId, id), readableParts(auth));

  serve(app, VoterPrivacyApi.consent, async ({ req, params }) => {
    const voter = await voterOf(req.auth, params.id);
    return { consent: await readConsent(db, req.auth.tenantId, voter.id) };
  });

  serve(app, VoterPrivacyApi.setConsent, async ({ req, params, body }) => {
    const voter = await voterOf(req.auth, params.id);
    await saveConsent(database, req.actor, voter, body);
    return { ...message('consent.saved'), consent: await readConsent(db, req.auth.tenantId, voter.id) };
  });

  serve(app, VoterPrivacyApi.exportVoter, async ({ req, params }) => {
    const tenantId = req.auth.tenantId;
    const voter = await voterOf(req.auth, params.id);
    const file = await exportVoter(db, tenantId, voter.id, await readConsent(db, tenantId, voter.id));
    if (!file) throw notFound();
    await recordAudit(db, req.actor, {
      action: 'export',
      entity: 'voters',
      entity_id: voter.id,
      changed: { survey_responses: file.survey_responses.length, vote_marks: file.vote_marks.length, audit_rows: file.audit.length },
    });
    return file;
  });

  serve(app, VoterPrivacyApi.erase, async ({ req, params }) => {
    const voter = await voterOf(req.auth, params.id);
    const erased = await erase(db, req.actor, voter.id);
    return { ...message('voterPrivacy.erased'), consent: await readConsent(db, req.auth.tenantId, voter.id), erased };
  });
}
