// A phone's batch of changes, applied in the order sent, each once. Each change is its own
// transaction with its row in field_changes: the change's writes and that row commit together or
// not at all, so a batch cut off half-way (the phone never got the answer) leaves exactly the
// changes before the cut applied, and sending the whole batch again answers those "duplicate" and
// applies the rest. The row's unique key (organisation, change id) is what decides: a resend
// racing its first send waits on it and then finds it.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { inTransaction, type Actor } from '../../db/audit';
import { HttpError, text, validate } from '../../http';
import type { ChangeOverride, ChangeResult } from '../../../shared/api/field';
import type { FieldError } from '../../../shared/api/messages';
import { changeSchema, type Change, type ChangeKind } from '../../../shared/schemas/field';
import { Refusal, applySlip, applyVisit, type ApplyContext, type ChangeVoter } from './apply';
import { applyConsent, applyDetails } from './info';
import { applySurveyAnswer } from './survey';
import { assignedIds } from './download';

type Worker = Actor & { userId: number };

const APPLIERS: Record<ChangeKind, (c: ApplyContext) => Promise<ChangeOverride[]>> = {
  visit: applyVisit,
  details: applyDetails,
  consent: applyConsent,
  slip: applySlip,
  surveyAnswer: applySurveyAnswer,
};

/** What a change was answered: applied with the fields it took over, or refused with its reason. */
type Outcome = { state: 'applied'; overrides: ChangeOverride[] } | { state: 'refused'; reason: string; errors: FieldError[] };

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

const refusal = (reason: string, errors: FieldError[] = []) => ({ state: 'refused' as const, reason, msg: text(reason), errors });

/** The voter of a change, when on the organisation's roll, with why they may not be contacted. */
async function voterOf(database: Database, tx: Db, tenantId: number, id: number): Promise<ChangeVoter | null> {
  const [v] = await database.rows<ChangeVoter>(
    sql`select v.id, v.acno, v.partno, v.slnoinpart,
               case when i.do_not_contact then 'do_not_contact' when i.consent = 'withdrawn' then 'withdrawn' end as blocked
          from voters v left join voter_info i on i.tenant_id = v.tenant_id and i.voter_id = v.id and i.deleted_at is null
         where v.tenant_id = ${tenantId} and v.id = ${id} and v.deleted_at is null`,
    tx,
  );
  return v ? { ...v, id: Number(v.id) } : null;
}

/** Whose the change is, whether the worker holds the voter, then the kind's own rules and writes. */
async function decide(database: Database, tx: Db, actor: Worker, assigned: Set<number>, change: Change): Promise<Outcome> {
  const voter = await voterOf(database, tx, actor.tenantId, change.voter_id);
  // another organisation's voter is answered as one that does not exist: nothing says it does
  if (!voter) return { state: 'refused', reason: 'field.unknownVoter', errors: [] };
  if (!assigned.has(voter.id)) return { state: 'refused', reason: 'field.notAssigned', errors: [] };
  try {
    // a savepoint: a refusal found half-way undoes the kind's writes, the change's row is still written
    const overrides = await tx.transaction((sp) => APPLIERS[change.kind]({ database, tx: sp, actor, change, voter }));
    return { state: 'applied', overrides };
  } catch (e) {
    if (e instanceof Refusal) return { state: 'refused', reason: e.reason, errors: e.errors };
    throw e;
  }
}

interface Seen {
  state: 'applied' | 'refused';
  reason: string | null;
  result: { overrides?: ChangeOverride[]; errors?: FieldError[] } | null;
  voter_id: number;
  kind: string;
}

/** The answer to a change id that arrived before: duplicate, with what it was answered then. */
function answerSeen(base: Omit<ChangeResult, 'state'>, change: Change, seen: Seen): ChangeResult {
  // an id made for another change: a bug of the phone, answered without touching the first
  if (Number(seen.voter_id) !== change.voter_id || seen.kind !== change.kind) return { ...base, ...refusal('field.idReused') };
  const first = seen.state === 'refused' ? { reason: seen.reason!, msg: text(seen.reason!), errors: seen.result?.errors ?? [] } : {};
  return { ...base, state: 'duplicate', was: seen.state, ...first, ...(seen.result?.overrides ? { overrides: seen.result.overrides } : {}) };
}

async function seenChange(database: Database, tenantId: number, id: string, tx?: Db): Promise<Seen | null> {
  const [row] = await database.rows<Seen>(
    sql`select state, reason, result, voter_id, kind from field_changes where tenant_id = ${tenantId} and id = ${id}::uuid`,
    tx,
  );
  return row ?? null;
}

/** One change in its own transaction: found before (duplicate), or decided and recorded. */
async function applyOne(database: Database, actor: Worker, assigned: Set<number>, change: Change): Promise<ChangeResult> {
  const base = { id: change.id, voter_id: change.voter_id, kind: change.kind };
  return inTransaction(database.db, async (tx) => {
    // one change of a voter at a time: what a change reads as the value it replaces stays true until it commits
    await database.rows(sql`select pg_advisory_xact_lock(hashtext('field_voter'), hashtext(${`${actor.tenantId}:${change.voter_id}`}))`, tx);
    const seen = await seenChange(database, actor.tenantId, change.id, tx);
    if (seen) return answerSeen(base, change, seen);
    const outcome = await decide(database, tx, actor, assigned, change);
    // the values replaced are answered now, not kept: a resend hears whose fields it took over
    const result = outcome.state === 'applied' ? { overrides: outcome.overrides.map(({ previous: _previous, ...kept }) => kept) } : { errors: outcome.errors };
    await database.rows(
      sql`insert into field_changes (tenant_id, id, user_id, voter_id, kind, made_at, state, reason, result)
          values (${actor.tenantId}, ${change.id}::uuid, ${actor.userId}, ${change.voter_id}, ${change.kind}, ${change.made_at}::timestamptz, ${outcome.state}, ${outcome.state === 'refused' ? outcome.reason : null}, ${JSON.stringify(result)}::jsonb)`,
      tx,
    );
    if (outcome.state === 'refused') return { ...base, ...refusal(outcome.reason, outcome.errors) };
    return { ...base, state: 'applied', ...(outcome.overrides.length ? { overrides: outcome.overrides } : {}) };
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

/** Applies a phone's changes in the order sent; every change is answered, in the same order. */
export async function applyBatch(database: Database, actor: Worker, changes: Array<Record<string, unknown>>): Promise<ChangeResult[]> {
  // the worker's voters as the batch arrives: an assignment ended before it refuses its voters' changes
  const assigned = new Set(await assignedIds(database, { tenantId: actor.tenantId, userId: actor.userId }));
  const results: ChangeResult[] = [];
  for (const raw of changes) {
    const change = await envelope(raw);
    if ('state' in change) {
      results.push(change);
      continue;
    }
    try {
      results.push(await applyOne(database, actor, assigned, change));
    } catch (e) {
      // the same id sent again while its first send was still being applied: the first one stands
      if (!isUniqueViolation(e)) throw e;
      const seen = await seenChange(database, actor.tenantId, change.id);
      if (!seen) throw e;
      results.push(answerSeen({ id: change.id, voter_id: change.voter_id, kind: change.kind }, change, seen));
    }
  }
  return results;
}
