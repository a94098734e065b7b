// Claims' routes (the module Claims; setting the claims period is the organisation admins'): the
// list with the period and its flags, one claim, drafted, changed and deleted (audited), the
// period, and an agent's sheet. A field worker reads and writes the claims of their pages only:
// another page's claim is not found, and one drafted outside them is refused on its serial.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ClaimApi } from '../../../shared/api/claims';
import type { ClaimBody } from '../../../shared/schemas/claims';
import { rowOf } from './write';
import { todayInKolkata } from '../../../shared/dates';
import type { Deps } from '../../deps';
import { badRequest, fieldError, message, notFound } from '../../http';
import { serve } from '../../route';
import { insertRow, recordAudit, softDeleteRow, updateRow } from '../../db/audit';
import { readableParts } from '../voters/partAccess';
import { claims, claimPeriods } from './table';
import { known, listClaims, reachOf, readClaim, readPeriod, scoreboard, sheetClaims, slotWithin, type ClaimReach } from './queries';
import { claimSheet } from './sheet';
import { periodSummaries } from './summary';
import { attachment } from '../paper/printing';

function claimRoutes(app: FastifyInstance, { database }: Deps) {
  const reach = (req: { auth: { tenantId: number; userId: number; userType: number; partnos: number[] | null } }) =>
    reachOf(database, req.auth.tenantId, req.auth, readableParts(req.auth));

  /** The references a body names, and the page it is of, checked against the organisation and the session's reach. */
  const check = async (tenantId: number, r: ClaimReach, b: ClaimBody) => {
    const k = await known(database, tenantId, { agentId: b.agent_id, voterId: b.voter_id });
    const errors = [
      b.agent_id != null && !k.agent ? fieldError('agent_id', 'claims.agentUnknown') : null,
      b.voter_id != null && !k.voter ? fieldError('voter_id', 'claims.voterUnknown') : null,
    ].filter((e) => e !== null);
    if (!(await slotWithin(database, tenantId, r, { acno: b.acno, partno: b.partno, slnoinpart: b.slnoinpart ?? null })))
      errors.push(fieldError(r.pagesOf != null ? 'slnoinpart' : 'partno', 'claims.notYourPage'));
    if (errors.length) throw badRequest(errors);
  };

  serve(app, ClaimApi.list, async ({ req, query: q }) => {
    const tenantId = req.auth.tenantId;
    const today = todayInKolkata();
    const r = await reach(req);
    const { claims: rows, total, flagged } = await listClaims(database, tenantId, r, q, q.page, q.pageSize, today);
    return { claims: rows, total, flagged, page: q.page, pageSize: q.pageSize, period: await readPeriod(database, tenantId, q.acno) };
  });

  serve(app, ClaimApi.period, async ({ req, query: q }) => ({ period: await readPeriod(database, req.auth.tenantId, q.acno) }));

  serve(app, ClaimApi.setPeriod, async ({ req, body }) => {
    const tenantId = req.auth.tenantId;
    // read before the transaction: PGlite's one session would wait on it
    const before = await readPeriod(database, tenantId, body.acno);
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`update claim_periods set deleted_at = now(), updated_at = now() where tenant_id = ${tenantId} and acno = ${body.acno} and deleted_at is null`,
      );
      await tx.insert(claimPeriods).values({ tenant_id: tenantId, acno: body.acno, starts_on: body.starts_on, ends_on: body.ends_on });
      await recordAudit(tx, req.actor, {
        action: 'update',
        entity: 'claim_periods',
        entity_id: body.acno,
        changed: { ...body },
        previous: before ? { ...before } : null,
      });
    });
    const period = (await readPeriod(database, tenantId, body.acno))!;
    return { ...message('claims.periodSaved', { acno: body.acno }), period };
  });

  serve(app, ClaimApi.scoreboard, async ({ req, query: q }) => scoreboard(database, req.auth.tenantId, await reach(req), q.acno));

  serve(app, ClaimApi.sheet, async ({ req, reply, query: q }) => {
    const tenantId = req.auth.tenantId;
    const r = await reach(req);
    const rows = await sheetClaims(database, tenantId, r, { acno: q.acno, partno: q.partno, agent_id: q.agent_id }, todayInKolkata());
    const agent = q.agent_id != null ? (await known(database, tenantId, { agentId: q.agent_id })).agent : true;
    if (!agent) throw badRequest([fieldError('agent_id', 'claims.agentUnknown')]);
    const period = await readPeriod(database, tenantId, q.acno);
    attachment(reply, `claims-${q.acno}${q.partno != null ? `-${q.partno}` : ''}${q.agent_id != null ? `-agent-${q.agent_id}` : ''}-${q.lang}.pdf`);
    return claimSheet(rows, {
      acno: q.acno,
      partno: q.partno,
      agent: rows[0] && q.agent_id != null ? rows[0].agent : null,
      lang: q.lang,
      periodEnd: period?.ends_on ?? null,
    });
  });

  serve(app, ClaimApi.get, async ({ req, params }) => {
    const claim = await readClaim(database, req.auth.tenantId, await reach(req), params.id, todayInKolkata());
    if (!claim) throw notFound();
    return { claim };
  });

  serve(app, ClaimApi.add, async ({ req, body }) => {
    const tenantId = req.auth.tenantId;
    const r = await reach(req);
    await check(tenantId, r, body);
    const row = await insertRow<{ id: number }>(database.db, req.actor, claims, { ...rowOf(body), created_by: req.auth.userId });
    const claim = (await readClaim(database, tenantId, r, Number(row.id), todayInKolkata()))!;
    return { ...message('claims.added', { form: claim.form, name: claim.name }), claim };
  });

  serve(app, ClaimApi.update, async ({ req, params, body }) => {
    const tenantId = req.auth.tenantId;
    const r = await reach(req);
    if (!(await readClaim(database, tenantId, r, params.id, todayInKolkata()))) throw notFound();
    await check(tenantId, r, body);
    if (!(await updateRow(database.db, req.actor, claims, params.id, rowOf(body)))) throw notFound();
    const claim = (await readClaim(database, tenantId, r, params.id, todayInKolkata()))!;
    return { ...message('claims.updated', { form: claim.form, name: claim.name }), claim };
  });

  serve(app, ClaimApi.remove, async ({ req, params }) => {
    const tenantId = req.auth.tenantId;
    if (!(await readClaim(database, tenantId, await reach(req), params.id, todayInKolkata()))) throw notFound();
    if (!(await softDeleteRow(database.db, req.actor, claims, params.id))) throw notFound();
    return message('claims.deleted');
  });
}

/** The dashboard's summary of a claims period, and an admin's answer to a Form 6's probable elector. */
function matchRoutes(app: FastifyInstance, { database }: Deps) {
  const reach = (req: { auth: { tenantId: number; userId: number; userType: number; partnos: number[] | null } }) =>
    reachOf(database, req.auth.tenantId, req.auth, readableParts(req.auth));
  serve(app, ClaimApi.summary, async ({ req }) => ({ periods: await periodSummaries(database, req.auth.tenantId, await reach(req), todayInKolkata()) }));

  // the admin's answer to a probable match: the same person accepts the claim with that elector
  serve(app, ClaimApi.confirmMatch, async ({ req, params, body }) => {
    const tenantId = req.auth.tenantId;
    const r = await reach(req);
    const before = await readClaim(database, tenantId, r, params.id, todayInKolkata());
    if (!before) throw notFound();
    if (before.match?.voter_id !== body.voter_id) throw badRequest([fieldError('voter_id', 'claims.matchGone')]);
    const changed = body.same
      ? { status: 'accepted', voter_id: body.voter_id, match_voter_id: null }
      : { match_voter_id: null, not_voter_ids: sql`array_append(not_voter_ids, ${body.voter_id}::bigint)` };
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`update claims set ${sql.join(
          Object.entries(changed).map(([k, v]) => sql`${sql.identifier(k)} = ${v}`),
          sql`, `,
        )}, updated_at = now() where tenant_id = ${tenantId} and id = ${params.id}`,
      );
      await recordAudit(tx, req.actor, {
        action: 'update',
        entity: 'claims',
        entity_id: params.id,
        changed: body.same ? { status: 'accepted', voter_id: body.voter_id, confirmed: true } : { not_voter_id: body.voter_id },
        previous: { status: before.status, match_voter_id: body.voter_id },
      });
    });
    const claim = (await readClaim(database, tenantId, r, params.id, todayInKolkata()))!;
    return { ...message(body.same ? 'claims.matchAccepted' : 'claims.matchRefused', { name: claim.name }), claim };
  });
}

export default [claimRoutes, matchRoutes];
