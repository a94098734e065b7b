// What the phone keeps in IndexedDB: the worker's voters (only those of their assignments), the
// pages and sections they came with, the queue of changes not yet accepted by the server and the
// ones it refused. A change is written to the queue and to the voter's local row in one
// transaction, so the screen and the queue never disagree, and both survive a reload, a closed
// browser and a restart of the phone.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type {
  FieldClaim,
  ChangeOverride,
  FieldOverride,
  FieldPage,
  FieldSection,
  FieldSurvey,
  FieldTask,
  FieldVoterColumn,
  FieldVotersResponse,
} from '../../shared/api/field';
import type { ContactHours } from '../../shared/api/contactHours';
import { VISIT_COLUMNS, type SentChange } from '../../shared/schemas/field';
import { alignOfLevel } from '../../shared/schemas/paper';

/** A voter as the phone holds it: the server's columns by name, plus what this phone changed and the server has not confirmed. */
export type LocalVoter = Partial<Record<FieldVoterColumn, unknown>> & {
  id: number;
  acno: number;
  partno: number;
  slnoinpart: number;
  /** fields changed here and still in the queue: the server's next answer must not undo them on screen */
  pending?: string[];
  /** the server's values of those fields, shown again if the server refuses every change made to them */
  base?: Record<string, unknown>;
};

/** A change waiting to be sent: what the phone made (its fields by its kind's rule), in order of making. */
export type QueuedChange = SentChange & {
  /** order of making, so the queue is sent oldest first */
  seq: number;
};

export type RefusedChange = QueuedChange & {
  reason: string;
  msg?: string;
  refused_at: string;
};

/** Whose work a change is: the user who made it on this phone, as the sign-in screen names them. */
export interface Owner {
  user_id: number;
  tenant_id: number;
  name?: string;
}

/**
 * A change of a user no longer signed in here (their session ended on the server, or another user
 * signed in): kept apart from the queue and sent when that user signs in again, or discarded only
 * when someone confirms the loss.
 */
export type KeptChange = QueuedChange & {
  owner: Owner;
  kept_at: string;
};

export interface Meta {
  /** whose voters these are: another user signing in on this phone starts from nothing */
  user_id: number;
  tenant_id: number;
  name?: string;
  /** empty when the voters were wiped (kept offline too long) and must be downloaded whole */
  cursor: string;
  pages: FieldPage[];
  sections: FieldSection[];
  /** when this phone last heard from the server (ISO): data older than the offline limit is wiped on open */
  synced_at: string;
  /** set when the voters were wiped for the offline limit (ISO), until they are downloaded again: the walk list says why it is empty */
  forgotten_at?: string;
  /** overrides already shown (change id and field), newest last */
  overridden: FieldOverride[];
  /** fields this phone's changes took over from another user, as the sync answered them, newest last */
  overrode?: Overrode[];
  /** the organisation's contact hours and the polls of the worker's constituencies */
  contact?: ContactHours;
  /** the tasks of the worker and their teams, as the last sync read them */
  tasks?: FieldTask[];
  /** days these voters may stay without a sync (the server's setting) */
  offline_days?: number;
  /** the surveys open in the areas of the worker's polling stations, as the last sync read them */
  surveys?: FieldSurvey[];
  /**
   * The voters' answers to the surveys offered, by voter and survey ('voter:survey'), shown chosen:
   * the server's (given on any phone or in the console), or this phone's while they wait to be sent
   */
  survey_answers?: Record<string, SurveyChoice[]>;
  /** the server's answers under those waiting here (null: none), shown again if the server refuses every change made to them */
  survey_base?: Record<string, SurveyChoice[] | null>;
  /** the claims the worker started at the door, with their status, as the last sync read them (claims.ts) */
  claims?: FieldClaim[];
}

/** A field of another user's that a change of this phone replaced: the writer is told, on the voter. */
export interface Overrode extends ChangeOverride {
  change_id: string;
  voter_id: number | null;
  /** when the change was made on this phone */
  at: string;
}

/** The option (1-3) chosen for a question of a survey. */
export interface SurveyChoice {
  question_id: number;
  option: number;
}

/** The key of a voter's answers to a survey in Meta.survey_answers. */
export const answersKey = (voterId: number, surveyId: number) => `${voterId}:${surveyId}`;
/** The voter and survey of an answers key. */
const keyOf = (key: string) => key.split(':').map(Number) as [voterId: number, surveyId: number];
/** The answers key a change records answers under; null for any other change. */
const answersOf = (c: SentChange) => (c.kind === 'surveyAnswer' && c.voter_id != null ? answersKey(c.voter_id, Number(c.fields.survey_id)) : null);

interface FieldDb extends DBSchema {
  voters: { key: number; value: LocalVoter; indexes: { roll: [number, number, number] } };
  queue: { key: string; value: QueuedChange; indexes: { seq: number } };
  refused: { key: string; value: RefusedChange };
  meta: { key: 'meta'; value: Meta };
  kept: { key: string; value: KeptChange };
}

export type LocalDb = IDBPDatabase<FieldDb>;
const NAME = 'campaign-field';

export function openLocal(name = NAME): Promise<LocalDb> {
  return openDB<FieldDb>(name, 2, {
    upgrade(db, from) {
      if (from < 1) {
        db.createObjectStore('voters', { keyPath: 'id' }).createIndex('roll', ['acno', 'partno', 'slnoinpart']);
        db.createObjectStore('queue', { keyPath: 'id' }).createIndex('seq', 'seq');
        db.createObjectStore('refused', { keyPath: 'id' });
        db.createObjectStore('meta');
      }
      if (from < 2) db.createObjectStore('kept', { keyPath: 'id' });
    },
  });
}

/** A server row (values under `columns`, trailing nulls left off) as an object. */
export function voterOf(columns: readonly FieldVoterColumn[], row: unknown[]): LocalVoter {
  const v: Record<string, unknown> = {};
  columns.forEach((c, i) => (v[c] = i < row.length ? row[i] : null));
  return v as LocalVoter;
}

/**
 * The fields a change shows on the phone's copy of the voter, as the server will write them (the
 * visit's under the row's names). Kinds shown elsewhere write none: a survey's answers (in the
 * meta), a task's status (on the task), a claim (in the claims list).
 */
export function fieldsWritten(c: SentChange, by: number | null): Record<string, unknown> {
  switch (c.kind) {
    case 'visit': {
      const f = c.fields;
      return {
        [VISIT_COLUMNS.outcome]: f.outcome,
        slip_delivered: f.slip_delivered ?? false,
        supporter_level: f.supporter_level ?? null,
        [VISIT_COLUMNS.note]: f.note ?? null,
        [VISIT_COLUMNS.phone]: f.phone ?? null,
        visited_at: c.made_at,
        visited_by: by,
        // the level given at the door is the record's stance on the party, as the server writes it
        ...(f.supporter_level == null ? {} : { align_with_party: alignOfLevel(Number(f.supporter_level)) }),
      };
    }
    case 'slip':
      return { slip_delivered: c.fields.slip_delivered };
    case 'consent': {
      const out: Record<string, unknown> = {};
      if (c.fields.consent != null) out.consent = c.fields.consent;
      if (c.fields.do_not_contact != null) out.do_not_contact = c.fields.do_not_contact;
      return out;
    }
    case 'details':
      return { ...c.fields };
    case 'voted':
      return { voted: c.fields.voted === true ? true : null };
    case 'surveyAnswer':
    case 'taskStatus':
    case 'claim':
      return {};
  }
}

/** Records a change: queued for the server and shown on the voter at once, in one transaction. */
export async function record(db: LocalDb, change: SentChange, by: number | null): Promise<void> {
  const tx = db.transaction(['voters', 'queue', 'meta'], 'readwrite');
  const voters = tx.objectStore('voters');
  const queue = tx.objectStore('queue');
  const last = await queue.index('seq').openCursor(null, 'prev');
  const seq = (last?.value.seq ?? 0) + 1;
  await queue.put({ ...change, seq });
  if (change.kind === 'taskStatus') {
    const meta = await tx.objectStore('meta').get('meta');
    if (meta?.tasks) await tx.objectStore('meta').put({ ...meta, tasks: withStatus(meta.tasks, change.fields) }, 'meta');
  }
  const key = answersOf(change);
  if (key != null && change.kind === 'surveyAnswer') {
    const meta = await tx.objectStore('meta').get('meta');
    // the first change waiting for these answers keeps the server's under it
    const base = { ...meta?.survey_base };
    if (!(key in base)) base[key] = meta?.survey_answers?.[key] ?? null;
    if (meta)
      await tx
        .objectStore('meta')
        .put({ ...meta, survey_answers: { ...meta.survey_answers, [key]: (change.fields.answers ?? []) as SurveyChoice[] }, survey_base: base }, 'meta');
  }
  const voter = change.voter_id == null ? undefined : await voters.get(change.voter_id);
  if (voter) {
    const written = fieldsWritten(change, by);
    const pending = new Set(voter.pending ?? []);
    const base = { ...voter.base };
    for (const f of Object.keys(written)) {
      if (!pending.has(f)) base[f] = (voter as Record<string, unknown>)[f] ?? null;
      pending.add(f);
    }
    await voters.put({ ...voter, ...written, pending: [...pending], base });
  }
  await tx.done;
}

/** Tasks with a status change made here shown (a task's or a sub-task's). */
function withStatus(tasks: FieldTask[], f: Record<string, unknown>): FieldTask[] {
  const status = Number(f.status);
  return tasks.map((t) =>
    f.task_id === t.id
      ? { ...t, status }
      : f.subtask_id != null && t.subtasks.some((st) => st.id === f.subtask_id)
        ? { ...t, subtasks: t.subtasks.map((st) => (st.id === f.subtask_id ? { ...st, status } : st)) }
        : t,
  );
}

/** The tasks the server sent, with the status changes still in the queue shown over them. */
export async function absorbTasks(db: LocalDb, tasks: FieldTask[]): Promise<void> {
  const waiting = (await queued(db)).filter((c) => c.kind === 'taskStatus');
  const tx = db.transaction('meta', 'readwrite');
  const meta = await tx.store.get('meta');
  if (meta) await tx.store.put({ ...meta, tasks: waiting.reduce((all, c) => withStatus(all, c.fields), tasks) }, 'meta');
  await tx.done;
}

/**
 * The surveys the server sent, kept whole in place of the last ones; the answers to surveys no
 * longer offered go with them, but for those still waiting to be sent.
 */
export async function absorbSurveys(db: LocalDb, surveys: FieldSurvey[]): Promise<void> {
  const waiting = await waitingAnswers(db);
  const tx = db.transaction('meta', 'readwrite');
  const meta = await tx.store.get('meta');
  if (meta) {
    const offered = new Set(surveys.map((s) => s.id));
    const kept = (key: string) => waiting.has(key) || offered.has(keyOf(key)[1]);
    const answers = meta.survey_answers && Object.fromEntries(Object.entries(meta.survey_answers).filter(([key]) => kept(key)));
    await tx.store.put({ ...meta, surveys, survey_answers: answers }, 'meta');
  }
  await tx.done;
}

/** The answers (voter and survey) still waiting in the queue: the server's must not replace them on screen. */
export async function waitingAnswers(db: LocalDb): Promise<Set<string>> {
  return new Set((await queued(db)).map(answersOf).filter((key) => key != null));
}

/**
 * The voters' answers after the server's: a reset starts from them, an increment updates them and
 * drops those erased (an empty list) and those of voters taken off the phone. An answer still
 * waiting stays on screen, the server's kept under it.
 */
function mergeAnswers(previous: Meta | undefined, answer: FieldVotersResponse, waiting: Set<string>) {
  const answers: Record<string, SurveyChoice[]> = {};
  const base: Record<string, SurveyChoice[] | null> = {};
  for (const [key, given] of Object.entries(previous?.survey_answers ?? {})) if (!answer.reset || waiting.has(key)) answers[key] = given;
  for (const [key, under] of Object.entries(previous?.survey_base ?? {})) if (waiting.has(key)) base[key] = under;
  const removed = new Set(answer.removed);
  for (const key of Object.keys(answers)) if (removed.has(keyOf(key)[0]) && !waiting.has(key)) delete answers[key];
  for (const [voterId, surveyId, given] of answer.survey_answers ?? []) {
    const key = answersKey(voterId, surveyId);
    const choices = given.length ? given.map(([question_id, option]) => ({ question_id, option })) : null;
    if (waiting.has(key)) base[key] = choices;
    else if (choices) answers[key] = choices;
    else delete answers[key];
  }
  return { survey_answers: answers, survey_base: base };
}

/** The queue, oldest first. */
export const queued = (db: LocalDb) => db.getAllFromIndex('queue', 'seq');

/** Fields still waiting in the queue, per voter: the server's rows must not overwrite them on screen. */
async function pendingFields(db: LocalDb): Promise<Map<number, Set<string>>> {
  const out = new Map<number, Set<string>>();
  for (const c of await queued(db)) {
    if (c.voter_id == null) continue;
    const set = out.get(c.voter_id) ?? new Set<string>();
    for (const f of Object.keys(fieldsWritten(c, null))) set.add(f);
    out.set(c.voter_id, set);
  }
  return out;
}

/**
 * Takes in the server's answer to a download or a changes call: a reset replaces every voter, an
 * increment updates and removes. A field this phone changed and has not sent yet keeps the
 * phone's value until the server has it.
 */
export async function absorb(db: LocalDb, answer: FieldVotersResponse, who: { user_id: number; tenant_id: number; name?: string }): Promise<void> {
  const pending = await pendingFields(db);
  const waiting = await waitingAnswers(db);
  const previous = await db.get('meta', 'meta');
  const tx = db.transaction(['voters', 'meta'], 'readwrite');
  const voters = tx.objectStore('voters');
  if (answer.reset) await voters.clear();
  for (const id of answer.removed) await voters.delete(id);
  // the rows go in without waiting on each: one transaction, finished when it commits
  const puts: Array<Promise<unknown>> = [];
  for (const row of answer.voters) {
    const fresh = voterOf(answer.columns, row);
    const mine = pending.get(fresh.id);
    if (mine?.size) {
      const held = await voters.get(fresh.id);
      const base: Record<string, unknown> = {};
      for (const f of mine) {
        base[f] = (fresh as Record<string, unknown>)[f] ?? null;
        if (held && f in held) (fresh as Record<string, unknown>)[f] = (held as Record<string, unknown>)[f];
      }
      fresh.pending = [...mine];
      fresh.base = base;
    }
    puts.push(voters.put(fresh));
  }
  await Promise.all(puts);
  const same = previous?.user_id === who.user_id ? previous : undefined;
  const known = same ? same.overridden : [];
  await tx.objectStore('meta').put(
    {
      ...who,
      contact: answer.contact,
      offline_days: answer.offline_days,
      name: who.name ?? same?.name,
      overrode: same?.overrode,
      tasks: same?.tasks,
      surveys: same?.surveys,
      claims: same?.claims,
      ...mergeAnswers(same, answer, waiting),
      cursor: answer.cursor,
      pages: answer.pages,
      sections: answer.sections,
      synced_at: new Date().toISOString(),
      // one notice per change and field (a sync may bring one again); the latest hundred are
      // enough to show, older ones are in the console's audit
      overridden: [...new Map([...known, ...answer.overridden].map((o) => [`${o.change_id}/${o.field}`, o])).values()].slice(-100),
    },
    'meta',
  );
  await tx.done;
}

/** Takes the server's answers to sent changes off the queue; refused ones are kept with their reason. */
export async function settle(
  db: LocalDb,
  results: Array<{ id: string | null; state: string; was?: string; reason?: string; msg?: string; overrides?: ChangeOverride[] }>,
): Promise<void> {
  const tx = db.transaction(['queue', 'refused', 'voters', 'meta'], 'readwrite');
  const queue = tx.objectStore('queue');
  // per voter (and per voter's survey) settled: whether any of its changes was written (the next
  // changes call brings its row and answers)
  const touched = new Map<number, boolean>();
  const answered = new Map<string, boolean>();
  const overrode: Overrode[] = [];
  for (const r of results) {
    if (!r.id) continue;
    const c = await queue.get(r.id);
    if (!c) continue;
    await queue.delete(r.id);
    for (const o of r.overrides ?? []) overrode.push({ ...o, change_id: c.id, voter_id: c.voter_id, at: c.made_at });
    const refused = r.state === 'refused' || (r.state === 'duplicate' && r.was === 'refused');
    if (refused) await tx.objectStore('refused').put({ ...c, reason: r.reason ?? 'field.refused', msg: r.msg, refused_at: new Date().toISOString() });
    if (c.voter_id == null) continue;
    touched.set(c.voter_id, (touched.get(c.voter_id) ?? false) || !refused);
    const key = answersOf(c);
    if (key != null) answered.set(key, (answered.get(key) ?? false) || !refused);
  }
  // a voter with nothing left in the queue shows the server's values: as they were before, when
  // the server took none of its changes (it will not send the row again)
  const rest = await queue.getAll();
  const left = new Set(rest.map((c) => c.voter_id));
  for (const [id, written] of touched) {
    if (left.has(id)) continue;
    const v = await tx.objectStore('voters').get(id);
    if (!v?.pending) continue;
    const restored = written ? {} : (v.base ?? {});
    await tx.objectStore('voters').put({ ...v, ...restored, pending: undefined, base: undefined });
  }
  // the writer is told what their changes took over (the latest hundred, as for overrides)
  if (overrode.length) {
    const m = await tx.objectStore('meta').get('meta');
    if (m) await tx.objectStore('meta').put({ ...m, overrode: [...(m.overrode ?? []), ...overrode].slice(-100) }, 'meta');
  }
  // and likewise a voter's answers to a survey
  const meta = answered.size ? await tx.objectStore('meta').get('meta') : undefined;
  if (meta) {
    const still = new Set(rest.map(answersOf));
    const answers = { ...meta.survey_answers };
    const base = { ...meta.survey_base };
    for (const [key, written] of answered) {
      if (still.has(key) || !(key in base)) continue;
      const under = base[key];
      if (!written) {
        if (under) answers[key] = under;
        else delete answers[key];
      }
      delete base[key];
    }
    await tx.objectStore('meta').put({ ...meta, survey_answers: answers, survey_base: base }, 'meta');
  }
  await tx.done;
}

/**
 * Everything this phone holds of the signed-in user's voters and queue: at a sign-out the worker
 * confirmed. Other users' kept changes stay.
 */
export async function wipe(db: LocalDb): Promise<void> {
  const tx = db.transaction(['voters', 'queue', 'refused', 'meta'], 'readwrite');
  await Promise.all([tx.objectStore('voters').clear(), tx.objectStore('queue').clear(), tx.objectStore('refused').clear(), tx.objectStore('meta').clear()]);
  await tx.done;
}

/** The worker's voters in the roll's order. */
export const allVoters = (db: LocalDb) => db.getAllFromIndex('voters', 'roll');
export const metaOf = (db: LocalDb) => db.get('meta', 'meta');
export const refusedChanges = (db: LocalDb) => db.getAll('refused');
