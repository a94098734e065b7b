// What one change of a phone does, by kind, inside the transaction that records it: its fields are
// checked by the console's rules, then written through the audited path in the worker's name.
// Visits and slips are the walk sheet's visits (voter_visits): a visit is a new row, a slip is the
// voter's latest visit's. A rule a change breaks is a Refusal, answered with the reason; every kind
// checks all its rules before its first write, so a refused change has written nothing (its
// transaction goes on with the next change). Details, consent and survey answers: info.ts, survey.ts.
import type * as yup from 'yup';
import type { Database, Db } from '../../db/client';
import type { Actor } from '../../db/audit';
import { HttpError, fieldError, validate, type FieldError } from '../../http';
import type { ChangeOverride } from '../../../shared/api/field';
import { CHANGE_RULES, type Change } from '../../../shared/schemas/field';
import { todayInKolkata } from '../../../shared/dates';
import { insertMarks, undoVoterMark } from '../pollDay/queries';
import { readContactHours } from '../contactHours/queries';
import { pollOf, type PollSetting } from '../../../shared/contactHours';
import type { Chunk } from './writers';

/** The voter a change is for, as the sync found them on the worker's pages. */
export interface ChangeVoter {
  id: number;
  acno: number;
  partno: number;
  slnoinpart: number;
  /** why they may not be contacted, if they may not */
  blocked: string | null;
}

export interface ApplyContext {
  database: Database;
  tx: Db;
  actor: Actor & { userId: number };
  change: Change;
  voter: ChangeVoter;
  /** what the chunk read of its voters, and what it writes at its end */
  chunk: Chunk;
}

/** A rule the change breaks: the catalogue key of the reason and the fields at fault. */
export class Refusal extends Error {
  constructor(
    public reason: string,
    public errors: FieldError[] = [],
  ) {
    super(reason);
  }
}

/**
 * The change's fields checked by `schema` (the console's): a field the schema does not know is
 * refused rather than dropped, so nothing a worker entered is lost without a word.
 */
export async function checked<S extends yup.AnyObjectSchema>(schema: S, fields: Record<string, unknown>): Promise<yup.InferType<S>> {
  const known = Object.keys(schema.describe().fields);
  const unknown = Object.keys(fields).filter((k) => !known.includes(k));
  if (unknown.length)
    throw new Refusal(
      'field.invalidValues',
      unknown.map((k) => fieldError(k, 'field.unknownField')),
    );
  try {
    return await validate(schema, fields);
  } catch (e) {
    if (e instanceof HttpError) throw new Refusal('field.invalidValues', e.errors ?? []);
    throw e;
  }
}

/** The voter's phone may not be kept when they asked not to be contacted or withdrew consent. */
export function refuseBlockedPhone(voter: ChangeVoter, field: string, phone: unknown) {
  if (phone != null && voter.blocked) throw new Refusal('field.contactBlocked', [fieldError(field, 'field.contactBlocked')]);
}

/**
 * A visit at the door: a new visit row in the worker's name, stamped when the server received it
 * (the later received is the voter's latest). What it leaves out (slip, supporter level) carries
 * over from the latest visit, so a visit that says nothing of the slip does not undo it.
 */
export async function applyVisit(c: ApplyContext): Promise<ChangeOverride[]> {
  const given = c.change.fields;
  const v = await checked(CHANGE_RULES.visit, given);
  refuseBlockedPhone(c.voter, 'phone', v.phone);
  const written = c.chunk.visit(
    c.voter,
    {
      outcome: v.outcome,
      slip_delivered: 'slip_delivered' in given ? Boolean(v.slip_delivered) : undefined,
      supporter_level: 'supporter_level' in given ? (v.supporter_level ?? null) : undefined,
      phone: v.phone ?? null,
      note: v.note ?? null,
    },
    // the audit row names the change it came from
    { field_change: c.change.id },
  );
  return c.chunk.overridden({ id: c.change.id, voter_id: c.voter.id }, written);
}

/** The slip handed over (or not) on the voter's latest visit; refused when there is no visit yet. */
export async function applySlip(c: ApplyContext): Promise<ChangeOverride[]> {
  const { slip_delivered } = await checked(CHANGE_RULES.slip, c.change.fields);
  const written = c.chunk.slip(c.voter, slip_delivered, { field_change: c.change.id });
  if (!written) throw new Refusal('field.noVisit', [fieldError('slip_delivered', 'field.noVisit')]);
  return c.chunk.overridden({ id: c.change.id, voter_id: c.voter.id }, written);
}

/** The organisation's polls, read once a chunk however many marks it carries. */
const chunkPolls = new WeakMap<Chunk, Promise<PollSetting[]>>();
function pollsOf(c: ApplyContext): Promise<PollSetting[]> {
  let polls = chunkPolls.get(c.chunk);
  if (!polls) {
    polls = readContactHours(c.database, c.actor.tenantId, c.tx).then((h) => h.polls);
    chunkPolls.set(c.chunk, polls);
  }
  return polls;
}

/**
 * Poll day: the voter marked voted (or the mark undone) on the day in India the phone made the
 * change, never a day still to come, in the poll-day screen's own table, so its turnout counts it;
 * only on the poll day the settings give the voter's constituency (contact hours), else refused.
 * Marking a voter someone marked already keeps the first mark; an undo of another's mark is an
 * override of theirs.
 */
export async function applyVoted(c: ApplyContext): Promise<ChangeOverride[]> {
  const { voted } = await checked(CHANGE_RULES.voted, c.change.fields);
  const pollDate = todayInKolkata(new Date(Math.min(Date.parse(c.change.made_at), Date.now())));
  // a mark is a poll day's: the day set for the voter's constituency, as the phone's clock made it
  const poll = pollOf(await pollsOf(c), c.voter.acno);
  if (!poll) throw new Refusal('field.noPollDay', [fieldError('voted', 'field.noPollDay')]);
  if (poll.poll_date !== pollDate) throw new Refusal('field.notPollDay', [fieldError('voted', 'field.notPollDay')]);
  if (voted) {
    await insertMarks(c.database, c.tx, c.actor, [c.voter.id], pollDate, { field_change: c.change.id });
    return [];
  }
  const undone = await undoVoterMark(c.database, c.tx, c.actor, c.voter.id, pollDate, { field_change: c.change.id });
  if (!undone) return [];
  return c.chunk.overridden({ id: c.change.id, voter_id: c.voter.id }, [
    { field: 'voted', previous: true, value: false, writer: { user: undone.marked_by, at: undone.marked_at } },
  ]);
}
