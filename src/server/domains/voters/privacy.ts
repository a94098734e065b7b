// A voter's privacy (shared/api/voterPrivacy.ts): the consent and do-not-contact flag on the
// collected details, and for the organisation's admins the export of everything held about one
// voter and the erasure of what the field staff collected. Consent is recorded on the details
// row (created when none was collected yet), with the server's clock and the session's user.
// Voters a revised roll removed (voters.deleted_at) are the organisation's still: found here too.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { Deps } from '../../deps';
import { recordAudit, type Actor } from '../../db/audit';
import { surveyAnswers, surveyResponses, voterInfo, voterVisits, voters } from '../../db/schema';
import { badRequest, fieldError, forbidden, message, notFound } from '../../http';
import { UserType } from '../../auth/guard';
import type { SessionUser } from '../../auth/sessions';
import { serve } from '../../route';
import { VoterPrivacyApi, type VoterErased } from '../../../shared/api/voterPrivacy';
import { liftsBlock, type VoterConsentPayload } from '../../../shared/schemas/voterPrivacy';
import { ERASED_FIELDS } from './record/columns';
import { readConsent } from './record/reader';
import { RecordWriter, type RecordPart } from './record/writer';
import { exportVoter } from './privacyExport';
import { readable, readableParts } from './partAccess';

/** What an erasure clears on the details row (the record's details fields); the consent and do-not-contact stay, so they keep being honoured. */
export { ERASED_FIELDS };

/** A voter of the tenant, on the roll or removed from it; null for unknown and other tenants' ids. */
async function heldVoter(db: Db, tenantId: number, id: number) {
  const [v] = await db
    .select({ id: voters.id, acno: voters.acno, partno: voters.partno })
    .from(voters)
    .where(and(eq(voters.tenant_id, tenantId), eq(voters.id, id)));
  return v ?? null;
}

/**
 * Writes consent and the flag on the voter's details row through the record's writer (a batch of
 * one). A consent that changes takes the time and user of this call; left out (or the same as
 * stored), the earlier record stays. Nothing is written, nor audited, when nothing changes.
 * Lifting a withdrawal or a do-not-contact is the organisation's admins' alone, with a reason.
 */
async function saveConsent(database: Database, auth: SessionUser, actor: Actor, voter: RecordPart, body: VoterConsentPayload) {
  const { reason, ...values } = body;
  await RecordWriter.batch(database, actor, [voter.id], (w) => {
    // read under the row's lock: what is lifted is what stands now
    if (liftsBlock(w.info(voter.id)?.values, values)) {
      if (auth.userType !== UserType.Admin) throw forbidden('consent.liftAdminOnly');
      if (!reason) throw badRequest([fieldError('reason', 'consent.liftReason')]);
    }
    w.consent(voter, values, reason ? { reason } : {});
  });
}

/** Clears what was collected about the voter (details, the phones and notes of their visits) and deletes their survey answers, in one audited transaction. */
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
    // the phone given and the note taken at the door are the voter's too; the visit (who went, when, what was found) stays
    const visits = await tx
      .update(voterVisits)
      .set({ phone: null, note: null, updated_at: sql`now()` })
      .where(and(eq(voterVisits.tenant_id, actor.tenantId), eq(voterVisits.voter_id, voterId), or(isNotNull(voterVisits.phone), isNotNull(voterVisits.note))))
      .returning({ id: voterVisits.id });
    const erased = { details: Boolean(info), survey_responses: touched.size };
    // the values erased never reach the audit log: only which fields were cleared
    await recordAudit(tx, actor, {
      action: 'erase',
      entity: 'voters',
      entity_id: voterId,
      changed: {
        voter_info_id: info?.id ?? null,
        fields: info ? [...ERASED_FIELDS] : [],
        survey_responses: [...touched],
        visits: visits.map((v) => v.id),
      },
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
    await saveConsent(database, req.auth, req.actor, voter, body);
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
      changed: {
        survey_responses: file.survey_responses.length,
        visits: file.visits.length,
        vote_marks: file.vote_marks.length,
        audit_rows: file.audit.length,
      },
    });
    return file;
  });

  serve(app, VoterPrivacyApi.erase, async ({ req, params }) => {
    const voter = await voterOf(req.auth, params.id);
    const erased = await erase(db, req.actor, voter.id);
    return { ...message('voterPrivacy.erased'), consent: await readConsent(db, req.auth.tenantId, voter.id), erased };
  });
}
