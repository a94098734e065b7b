// A worker's tasks on the phone: those assigned to them or to a team they belong to, with their
// sub-tasks, read whole at each sync (a worker holds a handful), and the status changes the phone
// queues, applied by the console's status codes to the worker's own tasks only.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isoOf } from '../../db/instants';
import { fieldError } from '../../http';
import { SubTaskStatus, TaskStatus } from '../../../shared/domain/constants';
import { taskField, type ChangeOverride, type FieldTask } from '../../../shared/api/field';
import { CHANGE_RULES } from '../../../shared/schemas/field';
import { percentDone, readSubTasks } from '../tasks/queries';
import { Refusal, checked, type ApplyContext } from './apply';
import type { Worker } from './worker';
import type { FieldWriter } from '../voters/record/writer';

/** The worker's tasks: theirs, or their team's while they are a live member of it. */
const MINE = (w: Worker) => sql`t.tenant_id = ${w.tenantId} and t.deleted_at is null
  and (t.assigned_user = ${w.userId}
       or t.assigned_group in (select m.team_id from team_members m where m.tenant_id = t.tenant_id and m.user_id = ${w.userId} and m.deleted_at is null))`;

/** The worker's live tasks, soonest start first, with their live sub-tasks. */
export async function fieldTasks(database: Database, w: Worker): Promise<FieldTask[]> {
  const rows = await database.rows<Record<string, unknown>>(sql`
    select t.id, t.task_name, t.task_description, t.special_notes, t.status, ${isoOf(sql`t.start_date_time`)} as start_date_time,
           ${isoOf(sql`t.end_date_time`)} as end_date_time, ${percentDone(sql`t.tenant_id`, sql`t.id`, sql`t.status`)} as status_percentage,
           t.event_id, e.event_name, t.assigned_user, t.assigned_group, g.name as team_name
      from tasks t
      left join events e on e.tenant_id = t.tenant_id and e.id = t.event_id and e.deleted_at is null
      left join teams g on g.tenant_id = t.tenant_id and g.id = t.assigned_group and g.deleted_at is null
     where ${MINE(w)}
     order by t.start_date_time nulls last, t.id`);
  if (!rows.length) return [];
  const ids = rows.map((r) => Number(r.id));
  const steps = await readSubTasks(database.db, w.tenantId, ids);
  const num = (v: unknown) => (v == null ? null : Number(v));
  return rows.map((r) => ({
    id: Number(r.id),
    task_name: String(r.task_name),
    task_description: (r.task_description as string) ?? null,
    special_notes: (r.special_notes as string) ?? null,
    status: Number(r.status),
    status_percentage: Number(r.status_percentage),
    start_date_time: (r.start_date_time as string) ?? null,
    end_date_time: (r.end_date_time as string) ?? null,
    event_id: num(r.event_id),
    event_name: (r.event_name as string) ?? null,
    assigned_user: num(r.assigned_user),
    assigned_group: num(r.assigned_group),
    team_name: (r.team_name as string) ?? null,
    subtasks: steps.filter((s) => Number(s.task_id) === Number(r.id)),
  }));
}

/** A change that names no voter: the worker's own tasks are what it may touch. */
export type TaskContext = Omit<ApplyContext, 'voter'>;

/**
 * Who last set a task's or sub-task's status: this chunk's worker if one of its changes did, else
 * the user of the newest audit row naming the status. The task's creation is left out: the status
 * a task starts with is no one's choice to take over.
 */
async function statusWriter(c: TaskContext, table: 'tasks' | 'sub_tasks', id: number): Promise<FieldWriter | undefined> {
  const mine = c.chunk.writersOf(table, id);
  if (mine.has('status')) return mine.get('status');
  const [last] = await c.database.rows<{ user_id: number | null; at: string }>(
    sql`select user_id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from audit_log
         where tenant_id = ${c.actor.tenantId} and entity = ${table} and entity_id = ${String(id)} and action <> 'create' and changed ? 'status'
         order by id desc limit 1`,
    c.tx,
  );
  return last ? { user: last.user_id == null ? null : Number(last.user_id), at: last.at } : undefined;
}

/**
 * A task's or sub-task's status from the phone: the codes of the console's status update, on a
 * task of the worker's (a sub-task of one); the admin's own cancellation is not the worker's to set.
 * A status another user set, replaced, is an override of theirs, as a voter's field is.
 */
export async function applyTaskStatus(c: TaskContext): Promise<ChangeOverride[]> {
  const f = await checked(CHANGE_RULES.taskStatus, c.change.fields);
  const sub = f.subtask_id != null;
  const field = sub ? 'subtask_id' : 'task_id';
  if (f.status === (sub ? SubTaskStatus.CancelledByAdmin : TaskStatus.CancelledByAdmin))
    throw new Refusal('field.adminStatus', [fieldError('status', 'field.adminStatus')]);
  const w = { tenantId: c.actor.tenantId, userId: c.actor.userId };
  const [row] = await c.database.rows<{ id: number; status: number }>(
    sub
      ? sql`select s.id, s.status from sub_tasks s join tasks t on t.tenant_id = s.tenant_id and t.id = s.task_id
             where s.tenant_id = ${w.tenantId} and s.id = ${f.subtask_id} and s.deleted_at is null and ${MINE(w)} for update of s`
      : sql`select t.id, t.status from tasks t where t.id = ${f.task_id} and ${MINE(w)} for update`,
    c.tx,
  );
  // another organisation's task, a deleted one, or one that is not the worker's: all answered alike
  if (!row) throw new Refusal('field.taskNotYours', [fieldError(field, 'field.taskNotYours')]);
  if (Number(row.status) === f.status) return [];
  const table = sub ? 'sub_tasks' : 'tasks';
  const writer = await statusWriter(c, table, Number(row.id));
  await c.database.rows(
    sql`update ${sql.identifier(table)} set status = ${f.status}, updated_at = now() where tenant_id = ${w.tenantId} and id = ${row.id}`,
    c.tx,
  );
  c.chunk.audit({
    action: 'update',
    entity: table,
    entity_id: Number(row.id),
    changed: { status: f.status, field_change: c.change.id },
    previous: { status: Number(row.status) },
  });
  c.chunk.wroteFields(table, Number(row.id), ['status']);
  return c.chunk.overridden({ id: c.change.id, voter_id: null }, [
    { field: taskField(sub, Number(row.id)), previous: Number(row.status), value: f.status, writer },
  ]);
}
