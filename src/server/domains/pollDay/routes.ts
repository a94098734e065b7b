// Poll day's routes (the role module Poll Day): a voter looked up by serial, a vote marked and
// undone, a list marked at once, the last marks of a part, the turnout and the supporters not yet
// voted. The poll date is today in Asia/Kolkata unless the call names one.
import type { FastifyInstance } from 'fastify';
import { PollDayApi, type BulkEntryResult, type BulkEntryState } from '../../../shared/api/pollDay';
import { todayInKolkata } from '../../../shared/dates';
import type { Deps } from '../../deps';
import { message, notFound } from '../../http';
import { serve } from '../../route';
import { findVoter, liveMark, markVoters, readMark, recentMarks, resolveEntries, supportersNotVoted, undoMark, type VoterTarget } from './queries';

export default function pollDayRoutes(app: FastifyInstance, { database, turnout }: Deps) {
  serve(app, PollDayApi.voter, async ({ req, query: q }) => {
    const pollDate = q.poll_date ?? todayInKolkata();
    const voter = await findVoter(database, req.auth.tenantId, { acno: q.acno, partno: q.partno, slnoinpart: q.slnoinpart });
    const mark = voter ? await liveMark(database, req.auth.tenantId, voter.id, pollDate) : null;
    return { poll_date: pollDate, voter, mark };
  });

  serve(app, PollDayApi.mark, async ({ req, body }) => {
    const tenantId = req.auth.tenantId;
    const pollDate = body.poll_date ?? todayInKolkata();
    const target: VoterTarget = body.voter_id != null ? { voterId: body.voter_id } : { acno: body.acno!, partno: body.partno!, slnoinpart: body.slnoinpart! };
    const voter = await findVoter(database, tenantId, target);
    if (!voter) throw notFound();
    const done = (await markVoters(database, req.actor, [voter.id], pollDate)).get(voter.id);
    turnout.forget(tenantId);
    const mark = done && (await readMark(database, tenantId, done.id));
    // removed from the roll between the look-up and the mark
    if (!done || !mark) throw notFound();
    const key = done.state === 'marked' ? 'pollDay.marked' : 'pollDay.alreadyMarked';
    return { ...message(key, { serial: mark.slnoinpart }), state: done.state, mark };
  });

  serve(app, PollDayApi.undo, async ({ req, params }) => {
    const tenantId = req.auth.tenantId;
    if (!(await readMark(database, tenantId, params.id))) throw notFound();
    const undone = await undoMark(database, req.actor, params.id);
    turnout.forget(tenantId);
    const mark = (await readMark(database, tenantId, params.id))!;
    const key = undone ? 'pollDay.undone' : 'pollDay.alreadyUndone';
    return { ...message(key, { serial: mark.slnoinpart }), state: undone ? ('undone' as const) : ('already' as const), mark };
  });

  serve(app, PollDayApi.bulkMark, async ({ req, body }) => {
    const pollDate = body.poll_date ?? todayInKolkata();
    const resolved = await resolveEntries(database, req.auth.tenantId, body.acno, body.partno, body.entries);
    const ids = resolved.flatMap((r) => (r.voter ? [Number(r.voter.id)] : []));
    const done = ids.length ? await markVoters(database, req.actor, ids, pollDate) : new Map<number, { state: 'marked' | 'already'; id: number }>();
    turnout.forget(req.auth.tenantId);
    const seen = new Set<number>();
    const results: BulkEntryResult[] = resolved.map(({ entry, kind, voter, problem }) => {
      if (!voter) return { entry, kind, voter: null, state: problem ?? 'notOnRoll', mark_id: null };
      const id = Number(voter.id);
      const mark = done.get(id);
      // the first entry naming a voter is answered with the mark, any later one as a duplicate
      const state: BulkEntryState = seen.has(id) ? 'duplicate' : (mark?.state ?? 'notOnRoll');
      seen.add(id);
      return { entry, kind, voter, state, mark_id: mark?.id ?? null };
    });
    const counts = {
      marked: results.filter((r) => r.state === 'marked').length,
      already: results.filter((r) => r.state === 'already').length,
      failed: results.filter((r) => !['marked', 'already', 'duplicate'].includes(r.state)).length,
    };
    return { ...message('pollDay.bulkDone', counts), poll_date: pollDate, counts, results };
  });

  serve(app, PollDayApi.marks, async ({ req, query: q }) => {
    const pollDate = q.poll_date ?? todayInKolkata();
    return { poll_date: pollDate, marks: await recentMarks(database, req.auth.tenantId, { acno: q.acno, partno: q.partno, pollDate, limit: q.limit }) };
  });

  serve(app, PollDayApi.turnout, async ({ req, query: q }) => turnout.read(req.auth.tenantId, q.acno, q.poll_date ?? todayInKolkata(), q.partno));

  serve(app, PollDayApi.supporters, async ({ req, query: q }) => {
    const pollDate = q.poll_date ?? todayInKolkata();
    const { rows, total } = await supportersNotVoted(database, req.auth.tenantId, {
      acno: q.acno,
      partno: q.partno,
      pollDate,
      page: q.page,
      pageSize: q.pageSize,
    });
    return { poll_date: pollDate, supporters: rows, total, page: q.page, pageSize: q.pageSize };
  });
}
