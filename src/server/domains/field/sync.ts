// A phone's batch of changes, applied in the order sent, each once. Changes are applied a chunk at
// a time, each chunk one transaction with its rows in field_changes: a chunk's writes and its rows
// commit together or not at all, so a batch cut off half-way (the phone never got the answer)
// leaves the chunks before the cut applied, and sending the whole batch again answers those
// "duplicate" and applies the rest. The rows' unique key (organisation, change id) is what decides.
// A chunk first locks its voters, in one order for every chunk, so two phones of a page committee
// take turns on their shared voters and never wait on each other in a circle; it then reads what
// its changes replace once for all of them (writers.ts), knowing no other phone changes it before
// it commits, and writes its audit rows, overrides and ledger rows together at its end.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { inTransaction, type Actor } from '../../db/audit';
import { HttpError, text, validate } from '../../http';
import type { ChangeOverride, ChangeResult } from '../../../shared/api/field';
import type { FieldError } from '../../../shared/api/messages';
import { TASK_KINDS, changeSchema, type Change, type ChangeKind } from '../../../shared/schemas/field';
import { applySlip, applyVisit, applyVoted, Refusal, type ApplyContext, type ChangeVoter } from './apply';
import { applyTaskStatus, type TaskContext } from './tasks';
import { applyConsent, applyDetails } from './info';
import { applySurveyAnswer } from './survey';
import { applyClaim } from './claim';
import { Chunk } from './writers';
import { slotJoin } from '../../db/slots';
import { contactBlockOf, type ConsentState } from '../../../shared/schemas/voterPrivacy';

type Worker = Actor & { userId: number };

/**
 * Changes a transaction takes: one commit (a disk flush) and one of each read and write for many
 * changes, while a committee's other phones wait on the chunk's voters no longer than its few
 * statements take.
 */
export const SYNC_CHUNK = 100;

type TaskKind = 'taskStatus';
const VOTER_APPLIERS: Record<Exclude<ChangeKind, TaskKind>, (c: ApplyContext) => Promise<ChangeOverride[]>> = {
  visit: applyVisit,
  details: applyDetails,
  consent: applyConsent,
  slip: applySlip,
  surveyAnswer: applySurveyAnswer,
  voted: applyVoted,
  claim: applyClaim,
};
const TASK_APPLIERS: Record<TaskKind, (c: TaskContext) => Promise<ChangeOverride[]>> = { taskStatus: applyTaskStatus };
const isTaskKind = (k: ChangeKind): k is TaskKind => TASK_KINDS.includes(k);

/** What a change was answered: applied with the fields it took over, or refused with its reason. */
type Outcome = { state: 'applied'; overrides: ChangeOverride[]; held_until?: string } | { state: 'refused'; reason: string; errors: FieldError[] };

/** A change already in field_changes (or earlier in this chunk): what it was answered. */
interface Seen {
  state: 'applied' | 'refused';
  reason: string | null;
  /** the overrides without the values replaced, which are answered once, not kept (their time is
   * kept, so a resend hears what the first answer said; rows written before it say null) */
  result: {
    overrides?: Array<Omit<ChangeOverride, 'previous' | 'previous_at'> & { previous_at?: string | null }>;
    errors?: FieldError[];
    held_until?: string;
  } | null;
  voter_id: number | null;
  kind: string;
}

const codeOf = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code ?? err?.cause?.code;
};
/** A chunk that met another request over one of its ids (23505) or a wait in a circle with another writer (40P01): tried again one change at a time. */
const retryAlone = (e: unknown) => ['23505', '40P01'].includes(codeOf(e) ?? '');

const refusal = (reason: string, errors: FieldError[] = []) => ({ state: 'refused' as const, reason, msg: text(reason), errors });
const baseOf = (c: Change) => ({ id: c.id, voter_id: c.voter_id, kind: c.kind });

/**
 * A voter of the chunk, whether the worker's live assignments hold them now, and the spans (ms,
 * from and to) of the worker's ended assignments that held them: a change made on the phone
 * within one of those is the worker's work on a page they held, taken even after it ended.
 */
type ChunkVoter = ChangeVoter & { assigned: boolean; held: Array<[number, number]> };

/** When the worker held the voter on a page since ended, as the phone says the change was made: that page's end (ISO); null when they did not. */
export function heldWhenMade(voter: Pick<ChunkVoter, 'held'>, madeAt: string, receivedAt: number): string | null {
  const made = Date.parse(madeAt);
  // a phone's clock ahead of the server's cannot claim an instant not yet come
  if (Number.isNaN(made) || made > receivedAt) return null;
  const span = voter.held.find(([from, to]) => from <= made && made <= to);
  return span ? new Date(span[1]).toISOString() : null;
}

/**
 * The chunk's voters on the organisation's roll, with why they may not be contacted and whether
 * they are on the worker's pages as the chunk is applied (an assignment ended before refuses them).
 */
async function votersOf(database: Database, tx: Db, actor: Worker, ids: number[]): Promise<Map<number, ChunkVoter>> {
  if (!ids.length) return new Map();
  const rows = await database.rows<ChunkVoter>(
    sql`select v.id, v.acno, v.partno, vs.slnoinpart,
               case when i.do_not_contact then 'do_not_contact' when i.consent = 'withdrawn' then 'withdrawn' end as blocked,
               exists (select 1 from field_assignments a
                        where a.tenant_id = v.tenant_id and a.user_id = ${actor.userId} and a.ended_at is null and a.acno = v.acno and a.partno = v.partno
                          and vs.slnoinpart between coalesce(a.slno_from, 0) and coalesce(a.slno_to, 2147483647)) as assigned,
               (select coalesce(json_agg(json_build_array(floor(extract(epoch from a.assigned_at) * 1000), ceil(extract(epoch from a.ended_at) * 1000))), '[]')
                  from field_assignments a
                 where a.tenant_id = v.tenant_id and a.user_id = ${actor.userId} and a.ended_at is not null and a.acno = v.acno and a.partno = v.partno
                   and vs.slnoinpart between coalesce(a.slno_from, 0) and coalesce(a.slno_to, 2147483647)) as held
          from voters v ${slotJoin()}
          left join voter_info i on i.tenant_id = v.tenant_id and i.voter_id = v.id and i.deleted_at is null
         where v.tenant_id = ${actor.tenantId} and v.id = any(${sql.param(ids)}::bigint[]) and v.deleted_at is null`,
    tx,
  );
  const spans = (held: unknown): Array<[number, number]> =>
    (typeof held === 'string' ? (JSON.parse(held) as unknown[]) : ((held as unknown[]) ?? [])).map((s) => [
      Number((s as unknown[])[0]),
      Number((s as unknown[])[1]),
    ]);
  return new Map(rows.map((v) => [Number(v.id), { ...v, id: Number(v.id), assigned: Boolean(v.assigned), held: spans(v.held) }]));
}

/**
 * Whether the worker holds the voter, or held them when the change was made (or the task's rules,
 * for a task's change), then the kind's own rules and writes.
 */
async function decide(c: TaskContext, voter: ChunkVoter | undefined, receivedAt: number): Promise<Outcome> {
  const kind = c.change.kind;
  let heldUntil: string | null = null;
  if (!isTaskKind(kind)) {
    // another organisation's voter is answered as one that does not exist: nothing says it does
    if (!voter) return { state: 'refused', reason: 'field.unknownVoter', errors: [] };
    if (!voter.assigned && !(heldUntil = heldWhenMade(voter, c.change.made_at, receivedAt)))
      return { state: 'refused', reason: 'field.notAssigned', errors: [] };
  }
  try {
    // every kind checks all its rules before its first write, so a refusal leaves nothing written
    const overrides = isTaskKind(kind) ? await TASK_APPLIERS[kind](c) : await VOTER_APPLIERS[kind]({ ...c, voter: voter! });
    return { state: 'applied', overrides, ...(heldUntil ? { held_until: heldUntil } : {}) };
  } catch (e) {
    if (e instanceof Refusal) return { state: 'refused', reason: e.reason, errors: e.errors };
    throw e;
  }
}

/** The answer to a change id that arrived before: duplicate, with what it was answered then. */
function answerSeen(change: Change, seen: Seen): ChangeResult {
  // an id made for another change: a bug of the phone, answered without touching the first
  if ((seen.voter_id == null ? null : Number(seen.voter_id)) !== (change.voter_id ?? null) || seen.kind !== change.kind)
    return { ...baseOf(change), ...refusal('field.idReused') };
  const first = seen.state === 'refused' ? { reason: seen.reason!, msg: text(seen.reason!), errors: seen.result?.errors ?? [] } : {};
  return {
    ...baseOf(change),
    state: 'duplicate',
    was: seen.state,
    ...first,
    ...(seen.result?.overrides ? { overrides: seen.result.overrides.map((o) => ({ ...o, previous_at: o.previous_at ?? null })) } : {}),
    ...(seen.result?.held_until ? { held_until: seen.result.held_until } : {}),
  };
}

async function seenChanges(database: Database, tenantId: number, ids: string[], tx?: Db): Promise<Map<string, Seen>> {
  const rows = await database.rows<Seen & { id: string }>(
    sql`select id, state, reason, result, voter_id, kind from field_changes where tenant_id = ${tenantId} and id = any(${sql.param(ids)}::uuid[])`,
    tx,
  );
  return new Map(rows.map((r) => [String(r.id), r]));
}

/** The chunk's row of a change in field_changes; the values it replaced are answered now, not kept, only whose and when. */
function ledgerRow(change: Change, outcome: Outcome) {
  // a change taken from a page since ended says so in the ledger, with the end of that page
  const result =
    outcome.state === 'applied'
      ? {
          overrides: outcome.overrides.map(({ previous: _previous, ...kept }) => kept),
          ...(outcome.held_until ? { held_until: outcome.held_until } : {}),
        }
      : { errors: outcome.errors };
  return {
    id: change.id,
    voter_id: change.voter_id,
    kind: change.kind,
    made_at: change.made_at,
    state: outcome.state,
    reason: outcome.state === 'refused' ? outcome.reason : null,
    result,
  };
}

/** One chunk in one transaction: its voters locked and read, each change found before (duplicate) or decided, then its rows written. */
async function applyChunk(database: Database, actor: Worker, changes: Change[]): Promise<ChangeResult[]> {
  const receivedAt = Date.now();
  return inTransaction(database.db, async (tx) => {
    const voterIds = [...new Set(changes.flatMap((c) => (c.voter_id == null ? [] : [c.voter_id])))];
    const keys = voterIds.map((id) => `${actor.tenantId}:${id}`);
    if (keys.length)
      await database.rows(
        sql`select pg_advisory_xact_lock(hashtext('field_voter'), h) from (select distinct hashtext(k) as h from unnest(${sql.param(keys)}::text[]) k) l order by h`,
        tx,
      );
    const seen = await seenChanges(database, actor.tenantId, [...new Set(changes.map((c) => c.id))], tx);
    const voters = await votersOf(database, tx, actor, voterIds);
    const chunk = new Chunk(database, tx, actor);
    await chunk.load([...voters.values()].filter((v) => v.assigned || v.held.length).map((v) => v.id));
    const rows: Array<ReturnType<typeof ledgerRow>> = [];
    const answers: ChangeResult[] = [];
    for (const change of changes) {
      const before = seen.get(change.id);
      if (before) {
        answers.push(answerSeen(change, before));
        continue;
      }
      const voter = change.voter_id == null ? undefined : voters.get(change.voter_id);
      const outcome = await decide({ database, tx, actor, change, chunk }, voter, receivedAt);
      const row = ledgerRow(change, outcome);
      rows.push(row);
      // the same id again further down the batch is a duplicate of this one
      seen.set(change.id, row);
      // a consent changed here decides whether the voter's phone may be kept by the changes after it
      if (voter && change.kind === 'consent' && outcome.state === 'applied') {
        const info = chunk.info(voter.id);
        voter.blocked = contactBlockOf(info?.values.consent as ConsentState | null, info?.values.do_not_contact as boolean | null);
      }
      answers.push(
        outcome.state === 'refused'
          ? { ...baseOf(change), ...refusal(outcome.reason, outcome.errors) }
          : {
              ...baseOf(change),
              state: 'applied',
              ...(outcome.overrides.length ? { overrides: outcome.overrides } : {}),
              ...(outcome.held_until ? { held_until: outcome.held_until } : {}),
            },
      );
    }
    await chunk.flush();
    if (rows.length)
      await database.rows(
        sql`insert into field_changes (tenant_id, id, user_id, voter_id, kind, made_at, state, reason, result)
            select ${actor.tenantId}, x.id, ${actor.userId}, x.voter_id, x.kind, x.made_at, x.state, x.reason, x.result
              from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
                as x(id uuid, voter_id bigint, kind text, made_at timestamptz, state text, reason text, result jsonb)`,
        tx,
      );
    return answers;
  });
}

/** A change as sent, checked for its envelope (id, voter, kind, fields, time) before anything else. */
async function envelope(raw: Record<string, unknown>): Promise<Change | ChangeResult> {
  try {
    const change = await validate(changeSchema, raw);
    // one spelling of the instant, which the database reads whatever offset the phone wrote
    return { ...change, made_at: new Date(change.made_at).toISOString() };
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    const id = typeof raw.id === 'string' ? raw.id : null;
    const voterId = typeof raw.voter_id === 'number' ? raw.voter_id : null;
    return { id, voter_id: voterId, kind: typeof raw.kind === 'string' ? raw.kind : null, ...refusal('field.invalidChange', e.errors ?? []) };
  }
}

/** The pool had no connection free in time (many phones at once): the chunk never began. */
const noConnection = (e: unknown): boolean => {
  const err = e as { message?: string; cause?: unknown } | undefined;
  return !!err && (/timeout exceeded when trying to connect/i.test(err.message ?? '') || (err.cause !== undefined && noConnection(err.cause)));
};
/** Times a chunk waits its turn for a connection before the sync answers that it failed. */
const CONNECT_TRIES = 3;

/** A chunk in its transaction; one that could not get a connection is tried again, as nothing of it ran. */
async function applyPatiently(database: Database, actor: Worker, changes: Change[]): Promise<ChangeResult[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await applyChunk(database, actor, changes);
    } catch (e) {
      if (!noConnection(e) || attempt >= CONNECT_TRIES) throw e;
    }
  }
}

/** A chunk, or (when it met another request) each of its changes in a transaction of its own. */
async function applyInTurn(database: Database, actor: Worker, changes: Change[]): Promise<ChangeResult[]> {
  try {
    return await applyPatiently(database, actor, changes);
  } catch (e) {
    if (!retryAlone(e)) throw e;
    if (changes.length > 1) {
      const answers: ChangeResult[] = [];
      for (const change of changes) answers.push(...(await applyInTurn(database, actor, [change])));
      return answers;
    }
    // the same id sent again while its first send was being applied: the first one stands
    const seen = (await seenChanges(database, actor.tenantId, [changes[0].id])).get(changes[0].id);
    if (!seen) throw e;
    return [answerSeen(changes[0], seen)];
  }
}

/** Applies a phone's changes in the order sent; every change is answered, in the same order. */
export async function applyBatch(database: Database, actor: Worker, changes: Array<Record<string, unknown>>): Promise<ChangeResult[]> {
  const results: ChangeResult[] = new Array(changes.length);
  const valid: Array<{ at: number; change: Change }> = [];
  for (const [at, raw] of changes.entries()) {
    const change = await envelope(raw);
    if ('state' in change) results[at] = change;
    else valid.push({ at, change });
  }
  for (let from = 0; from < valid.length; from += SYNC_CHUNK) {
    const chunk = valid.slice(from, from + SYNC_CHUNK);
    const answers = await applyInTurn(
      database,
      actor,
      chunk.map((x) => x.change),
    );
    chunk.forEach((x, i) => (results[x.at] = answers[i]));
  }
  return results;
}
