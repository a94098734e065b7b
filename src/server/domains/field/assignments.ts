// Field assignments: which worker holds which part, or page of a part, of the roll. An admin adds
// and ends them (one at a time or from the rows of a CSV); rows stay for ever as history. The
// checks of an add run under a lock of the part, so two admins adding at once cannot together put
// a sixth worker on a page.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { insertRow, recordAudit, type Actor } from '../../db/audit';
import { fieldAssignments } from '../../db/schema';
import { HttpError, fieldError, validate, type FieldError } from '../../http';
import { UserType } from '../../auth/guard';
import type { BulkRowResult, FieldAssignment } from '../../../shared/api/field';
import { COMMITTEE_MAX, bulkRowSchema } from '../../../shared/schemas/field';
import { isValidPhone, normalisePhone } from '../../../shared/phone';
import { onMap } from './onMap';
import { PAGE_SLOTS } from './download';

export interface NewAssignment {
  userId: number;
  acno: number;
  partno: number;
  from?: number | null;
  to?: number | null;
}

export interface AssignmentFilter {
  id?: number;
  acno?: number;
  partno?: number;
  userId?: number;
  withEnded?: boolean;
}

/** Most rows one list answers: a constituency's pages with their history. */
const LIST_MAX = 5000;
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Assignments with their worker and the electors of their part or page now, in part and page order. */
export async function listAssignments(database: Database, tenantId: number, f: AssignmentFilter, tx?: Db): Promise<FieldAssignment[]> {
  const conds: SQL[] = [sql`a.tenant_id = ${tenantId}`];
  if (f.id !== undefined) conds.push(sql`a.id = ${f.id}`);
  if (f.acno !== undefined) conds.push(sql`a.acno = ${f.acno}`);
  if (f.partno !== undefined) conds.push(sql`a.partno = ${f.partno}`);
  if (f.userId !== undefined) conds.push(sql`a.user_id = ${f.userId}`);
  if (!f.withEnded && f.id === undefined) conds.push(sql`a.ended_at is null`);
  const rows = await database.rows<Record<string, unknown>>(
    sql`
    select a.id, a.user_id, u.f_name, u.l_name, u.email, u.phone_no, a.acno, a.partno, a.slno_from, a.slno_to,
           a.assigned_by, ${iso('a.assigned_at')} as assigned_at, ${iso('a.ended_at')} as ended_at, a.ended_by,
           (select count(*)::int from voter_slots vs where ${PAGE_SLOTS}) as electors,
           c.center_id, ${onMap('c')} as on_map
      from field_assignments a
      join users u on u.tenant_id = a.tenant_id and u.id = a.user_id
      left join voting_centres c on c.tenant_id = a.tenant_id and c.acno = a.acno and c.partno = a.partno and c.deleted_at is null
     where ${sql.join(conds, sql` and `)}
     order by a.acno, a.partno, a.slno_from nulls first, a.assigned_at, a.id
     limit ${LIST_MAX}`,
    tx,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    user_id: Number(r.user_id),
    worker: { f_name: String(r.f_name), l_name: String(r.l_name ?? ''), email: (r.email as string) ?? null, phone_no: (r.phone_no as string) ?? null },
    acno: Number(r.acno),
    partno: Number(r.partno),
    from: r.slno_from == null ? null : Number(r.slno_from),
    to: r.slno_to == null ? null : Number(r.slno_to),
    assigned_by: r.assigned_by == null ? null : Number(r.assigned_by),
    assigned_at: String(r.assigned_at),
    ended_at: (r.ended_at as string) ?? null,
    ended_by: r.ended_by == null ? null : Number(r.ended_by),
    electors: Number(r.electors),
    center_id: r.center_id == null ? null : Number(r.center_id),
    on_map: r.on_map === true,
  }));
}

type Span = { user_id: number; from: number; to: number };
const span = (userId: number, from: number | null | undefined, to: number | null | undefined): Span => ({
  user_id: userId,
  from: from ?? 1,
  to: to ?? Number.MAX_SAFE_INTEGER,
});

/**
 * The most workers who would hold one voter of `page` with the new one: the count is highest at the
 * start of one of the spans (or of the page), so only those serials are counted.
 */
export function committeeSize(page: Span, others: Span[]): number {
  const over = others.filter((o) => o.from <= page.to && o.to >= page.from);
  const points = [page.from, ...over.map((o) => Math.max(o.from, page.from))];
  let most = 0;
  for (const p of points) most = Math.max(most, new Set(over.filter((o) => o.from <= p && o.to >= p).map((o) => o.user_id)).size);
  return most + 1;
}

/** What refuses an assignment before it is written: the worker, the part and the page's committee. */
async function refusals(database: Database, tx: Db, tenantId: number, a: NewAssignment): Promise<FieldError[]> {
  const [user] = await database.rows<{ type: number; partno_list: number[] | null }>(
    sql`select type, partno_list from users where tenant_id = ${tenantId} and id = ${a.userId} and deleted_at is null`,
    tx,
  );
  if (!user) return [fieldError('user_id', 'validation.unknownUser')];
  // staff limited to some parts read no elector of the others: such a page would reach their phone empty
  const listed = Array.isArray(user.partno_list) ? user.partno_list.map(Number) : [];
  if (Number(user.type) === UserType.Staff && listed.length && !listed.includes(a.partno)) return [fieldError('partno', 'field.partNotAllowed')];
  const [part] = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from voters where tenant_id = ${tenantId} and acno = ${a.acno} and partno = ${a.partno}
         and deleted_at is null limit 1) p`,
    tx,
  );
  if (!Number(part.n)) return [fieldError('partno', 'field.unknownPart')];
  const held = await database.rows<{ user_id: number; slno_from: number | null; slno_to: number | null }>(
    sql`select user_id, slno_from, slno_to from field_assignments
         where tenant_id = ${tenantId} and acno = ${a.acno} and partno = ${a.partno} and ended_at is null`,
    tx,
  );
  const page = span(a.userId, a.from, a.to);
  const others = held.map((h) => span(Number(h.user_id), h.slno_from, h.slno_to));
  if (others.some((o) => o.user_id === a.userId && o.from <= page.to && o.to >= page.from)) return [fieldError('user_id', 'field.alreadyAssigned')];
  if (committeeSize(page, others) > COMMITTEE_MAX) return [fieldError('partno', 'field.committeeFull', { max: COMMITTEE_MAX })];
  return [];
}

/** Adds an assignment (audited) unless a rule refuses it; the refusals are answered as field errors. */
export async function addAssignment(database: Database, actor: Actor, a: NewAssignment): Promise<{ id: number } | { errors: FieldError[] }> {
  return database.db.transaction(async (t) => {
    const tx: Db = t;
    // one part's adds one after another: the committee count below stays true until the insert
    await database.rows(sql`select pg_advisory_xact_lock(hashtext('field_assignments'), hashtext(${`${actor.tenantId}:${a.acno}:${a.partno}`}))`, tx);
    const errors = await refusals(database, tx, actor.tenantId, a);
    if (errors.length) return { errors };
    const row = await insertRow<{ id: number }>(tx, actor, fieldAssignments, {
      user_id: a.userId,
      acno: a.acno,
      partno: a.partno,
      slno_from: a.from ?? null,
      slno_to: a.to ?? null,
      assigned_by: actor.userId,
    });
    return { id: Number(row.id) };
  });
}

/** Ends a live assignment (audited): 'ended', 'already' when it had ended, null when the organisation has no such row. */
export async function endAssignment(database: Database, actor: Actor, id: number): Promise<'ended' | 'already' | null> {
  return database.db.transaction(async (t) => {
    const tx: Db = t;
    const [row] = await database.rows<{ id: number; ended_at: string }>(
      sql`update field_assignments set ended_at = now(), ended_by = ${actor.userId}
           where tenant_id = ${actor.tenantId} and id = ${id} and ended_at is null
       returning id, ${iso('ended_at')} as ended_at`,
      tx,
    );
    if (row) {
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'field_assignments',
        entity_id: id,
        changed: { ended_at: row.ended_at, ended_by: actor.userId },
        previous: { ended_at: null, ended_by: null },
      });
      return 'ended';
    }
    const [held] = await database.rows(sql`select 1 from field_assignments where tenant_id = ${actor.tenantId} and id = ${id}`, tx);
    return held ? 'already' : null;
  });
}

/** The live user of the organisation an email (any case) or a phone names; null when none. */
export async function workerOf(database: Database, tenantId: number, who: { email?: string; phone?: string }): Promise<number | null> {
  const match = who.email ? sql`lower(email) = ${who.email.toLowerCase()}` : sql`phone_no = ${who.phone ?? ''}`;
  const [u] = await database.rows<{ id: number }>(sql`select id from users where tenant_id = ${tenantId} and deleted_at is null and ${match} limit 1`);
  return u ? Number(u.id) : null;
}

/** Whether the organisation has this user (live or not): a filter naming another's user is refused. */
export async function userExists(database: Database, tenantId: number, userId: number): Promise<boolean> {
  const [u] = await database.rows(sql`select 1 from users where tenant_id = ${tenantId} and id = ${userId}`);
  return Boolean(u);
}

/** One CSV row's worker: by email when it holds an @, else by phone (+91 and ten digits, however written). */
async function rowWorker(database: Database, tenantId: number, user: string): Promise<number | null> {
  if (user.includes('@')) return workerOf(database, tenantId, { email: user });
  const phone = normalisePhone(user);
  return isValidPhone(phone) ? workerOf(database, tenantId, { phone }) : null;
}

/** The field errors of one bulk row as the single add answers them, named as the row's columns. */
const asRowErrors = (errors: FieldError[]) => errors.map((e) => (e.code === 'user_id' ? { ...e, code: 'user' } : e));

/**
 * Assigns each row on its own (its own transaction): a refused row is answered with its errors
 * and the rows after it are still assigned. Rows are taken in order, so a later row that would
 * overfill a page an earlier one filled is the one refused.
 */
export async function bulkAssign(database: Database, actor: Actor, acno: number, rows: Array<Record<string, unknown>>): Promise<BulkRowResult[]> {
  const results: BulkRowResult[] = [];
  for (const [i, raw] of rows.entries()) {
    const refused = (errors: FieldError[]) => results.push({ row: i, state: 'refused', assignment_id: null, errors: asRowErrors(errors) });
    // a spreadsheet gives numbers for numeric cells; the row's rules read text
    const cells = Object.fromEntries(Object.entries(raw ?? {}).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));
    let row;
    try {
      row = await validate(bulkRowSchema, cells);
    } catch (e) {
      if (e instanceof HttpError && e.errors) refused(e.errors);
      else throw e;
      continue;
    }
    const userId = await rowWorker(database, actor.tenantId, row.user);
    if (userId === null) {
      refused([fieldError('user', 'field.unknownWorker')]);
      continue;
    }
    const done = await addAssignment(database, actor, { userId, acno, partno: row.partno, from: row.from, to: row.to });
    if ('errors' in done) refused(done.errors);
    else results.push({ row: i, state: 'assigned', assignment_id: done.id, errors: [] });
  }
  return results;
}
