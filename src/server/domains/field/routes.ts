// The field app's routes: the console's assignments (organisation admins) and the sync a worker's
// phone works through (the Field module). A worker's phone reads and writes the voters of the
// pages assigned to them only; the assignment, not the user's part list, says which.
import type { FastifyInstance } from 'fastify';
import { FieldApi } from '../../../shared/api/field';
import type { Deps } from '../../deps';
import { badRequest, fieldError, message, notFound } from '../../http';
import { prepare } from '../../prepared';
import { serve } from '../../route';
import { addAssignment, bulkAssign, endAssignment, listAssignments, userExists } from './assignments';
import { fieldVoters } from './download';
import { applyBatch } from './sync';
import { fieldTasks } from './tasks';
import { fieldSurveys } from './surveys';
import { progressRoutes } from './progress';
import { claimsStartedBy } from '../claims/queries';

function fieldRoutes(app: FastifyInstance, { database, config, turnout }: Deps) {
  serve(app, FieldApi.assignments, async ({ req, query: q }) => {
    const tenantId = req.auth.tenantId;
    // a filter naming another organisation's user is refused, as an unknown one
    if (q.user_id !== undefined && !(await userExists(database, tenantId, q.user_id))) throw badRequest([fieldError('user_id', 'validation.unknownUser')]);
    return {
      assignments: await listAssignments(database, tenantId, { acno: q.acno, partno: q.partno, userId: q.user_id, withEnded: q.ended === 'true' }),
    };
  });

  serve(app, FieldApi.addAssignment, async ({ req, body }) => {
    const done = await addAssignment(database, req.actor, { userId: body.user_id, acno: body.acno, partno: body.partno, from: body.from, to: body.to });
    if ('errors' in done) throw badRequest(done.errors);
    const [assignment] = await listAssignments(database, req.auth.tenantId, { id: done.id });
    return { ...message('field.assigned'), assignment };
  });

  serve(app, FieldApi.endAssignment, async ({ req, params }) => {
    const state = await endAssignment(database, req.actor, params.id);
    if (!state) throw notFound();
    const [assignment] = await listAssignments(database, req.auth.tenantId, { id: params.id });
    return { ...message(state === 'ended' ? 'field.ended' : 'field.alreadyEnded'), state, assignment };
  });

  serve(app, FieldApi.bulkAssign, async ({ req, body }) => {
    const rows = await bulkAssign(database, req.actor, body.acno, body.rows as Array<Record<string, unknown>>);
    const counts = { assigned: rows.filter((r) => r.state === 'assigned').length, refused: rows.filter((r) => r.state === 'refused').length };
    return { ...message('field.bulkDone', counts), values: counts, counts, rows };
  });

  // A part's voters are a few hundred kilobytes as JSON: sent compressed when the phone accepts it.
  const offline_days = config.fieldOfflineDays;
  serve(app, FieldApi.download, async ({ req }) =>
    prepare({ ...(await fieldVoters(database, { tenantId: req.auth.tenantId, userId: req.auth.userId })), offline_days }),
  );

  serve(app, FieldApi.changes, async ({ req, query: q }) =>
    prepare({ ...(await fieldVoters(database, { tenantId: req.auth.tenantId, userId: req.auth.userId }, q.cursor)), offline_days }),
  );

  serve(app, FieldApi.tasks, async ({ req }) => ({
    server_time: new Date().toISOString(),
    tasks: await fieldTasks(database, { tenantId: req.auth.tenantId, userId: req.auth.userId }),
  }));

  serve(app, FieldApi.surveys, async ({ req }) => ({
    server_time: new Date().toISOString(),
    surveys: await fieldSurveys(database, { tenantId: req.auth.tenantId, userId: req.auth.userId }),
  }));

  // the claims the worker started at the door, read by the claims domain (held to their pages)
  serve(app, FieldApi.claims, async ({ req }) => ({
    server_time: new Date().toISOString(),
    claims: await claimsStartedBy(database, req.auth.tenantId, req.auth.userId),
  }));

  serve(app, FieldApi.sync, async ({ req, body }) => {
    // the session's actor: the audited writes name the worker, and mark the request as one that wrote
    const worker = req.actor as typeof req.actor & { userId: number };
    const results = await applyBatch(database, worker, body.changes as Array<Record<string, unknown>>);
    // a vote marked or undone from a phone counts in the turnout screens at once, as the console's own mark does
    if (results.some((r) => r.kind === 'voted' && r.state === 'applied')) turnout.forget(worker.tenantId);
    const counts = {
      applied: results.filter((r) => r.state === 'applied').length,
      duplicate: results.filter((r) => r.state === 'duplicate').length,
      refused: results.filter((r) => r.state === 'refused').length,
    };
    return { ...message('field.synced', counts), values: counts, counts, results };
  });
}

// the office's view of the field work has its own module of routes
export default [fieldRoutes, progressRoutes];
