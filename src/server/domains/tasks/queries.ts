// Reading tasks: the list, the report and the form share one read, with the event's, team's and
// assignee's names, the sub-tasks, and the percentage done computed from the sub-tasks when read
// (never stored, so no write can leave it stale).
import { and, asc, desc, eq, gte, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { softDeleteRow, type Actor } from '../../db/audit';
import { events, subTasks, tasks, teams, users } from '../../db/schema';
import { liveJoin, liveRowsOf } from '../../db/tenantRows';
import { isoOf } from '../../db/instants';
import { strip } from '../../crud';
import { SubTaskStatus, TaskStatus } from '../../../shared/domain/constants';
import type { SubTask, Task } from '../../../shared/api/tasks';
import type { DashboardTask } from '../../../shared/api/dashboard';

/** A timestamptz as ISO 8601 in UTC. */
const iso = isoOf;

/**
 * A task's percentage done, for a query over tasks whose columns are given: Completed sub-tasks of
 * all its live sub-tasks, rounded; without sub-tasks 100 when the task is Completed, else 0.
 */
export const percentDone = (tenantId: SQL, id: SQL, status: SQL) => sql<number>`coalesce(
  (select round(100.0 * count(*) filter (where s.status = ${SubTaskStatus.Completed}) / nullif(count(*), 0))::int
     from sub_tasks s where s.tenant_id = ${tenantId} and s.task_id = ${id} and s.deleted_at is null),
  case when ${status} = ${TaskStatus.Completed} then 100 else 0 end)`;

/** Tasks with their times in ISO, the percentage done, and the event's, team's and assignee's names. */
function selectTasks(db: Db) {
  return db
    .select({
      t: tasks,
      start: iso(tasks.start_date_time),
      end: iso(tasks.end_date_time),
      status_percentage: percentDone(sql`${tasks.tenant_id}`, sql`${tasks.id}`, sql`${tasks.status}`),
      event_name: events.event_name,
      team: teams.name,
      f_name: users.f_name,
      l_name: users.l_name,
    })
    .from(tasks)
    .leftJoin(events, liveJoin(events, tasks.tenant_id, tasks.event_id))
    .leftJoin(teams, liveJoin(teams, tasks.tenant_id, tasks.assigned_group))
    .leftJoin(users, liveJoin(users, tasks.tenant_id, tasks.assigned_user));
}

/** The organisation's live tasks (or the one with `id`), latest start first, with names and sub-tasks. */
export async function readTasks(db: Db, tenantId: number, id?: number) {
  const rows = await selectTasks(db)
    .where(and(liveRowsOf(tasks, tenantId), id === undefined ? undefined : eq(tasks.id, id)))
    .orderBy(desc(tasks.start_date_time), desc(tasks.id));
  if (!rows.length) return [];
  const steps = await readSubTasks(
    db,
    tenantId,
    rows.map((r) => r.t.id),
  );
  return rows.map(
    ({ t, start, end, status_percentage, event_name, team, f_name, l_name }) =>
      ({
        ...strip(t),
        task_description: t.task_description,
        special_notes: t.special_notes ?? '',
        start_date_time: start,
        end_date_time: end,
        status_percentage,
        event_name,
        assignedTeam: team == null ? null : { name: team },
        assignedUser: f_name == null ? null : { f_name, l_name },
        subtasks: steps.filter((s) => s.task_id === t.id),
      }) satisfies Task,
  );
}

/**
 * The organisation's open tasks that are not over yet (ongoing ones included), soonest first, at
 * most `limit`: what the dashboard lists as upcoming, without their sub-tasks.
 */
export async function readUpcomingTasks(db: Db, tenantId: number, limit: number) {
  const rows = await selectTasks(db)
    .where(
      and(
        liveRowsOf(tasks, tenantId),
        gte(tasks.end_date_time, sql`now()`),
        notInArray(tasks.status, [TaskStatus.Completed, TaskStatus.Cancelled, TaskStatus.CancelledByAdmin]),
      ),
    )
    .orderBy(sql`${tasks.start_date_time} nulls last`, asc(tasks.id))
    .limit(limit);
  return rows.map(({ t, start, end, status_percentage, team, f_name, l_name }) => ({
    id: t.id,
    task_name: t.task_name,
    task_description: t.task_description,
    status: t.status,
    status_percentage,
    special_notes: t.special_notes,
    start_date_time: start,
    end_date_time: end,
    event_id: t.event_id,
    assigned_group: t.assigned_group,
    assigned_user: t.assigned_user,
    assignedTeam: team == null ? null : { name: team },
    assignedUser: f_name == null ? null : { f_name, l_name },
  })) satisfies DashboardTask[];
}

/** The live sub-tasks of the given tasks (or the one with `id`), in the order they start. */
export async function readSubTasks(db: Db, tenantId: number, taskIds?: number[], id?: number) {
  const rows = await db
    .select({ s: subTasks, start: iso(subTasks.start_date_time), end: iso(subTasks.end_date_time) })
    .from(subTasks)
    .innerJoin(tasks, liveJoin(tasks, subTasks.tenant_id, subTasks.task_id))
    .where(and(liveRowsOf(subTasks, tenantId), taskIds ? inArray(subTasks.task_id, taskIds) : undefined, id === undefined ? undefined : eq(subTasks.id, id)))
    .orderBy(asc(subTasks.start_date_time), asc(subTasks.id));
  return rows.map(({ s, start, end }) => ({ ...strip(s), start_date_time: start, end_date_time: end }) satisfies SubTask);
}

/** A deleted task takes its sub-tasks with it (each soft-deleted and audited). */
export async function deleteSubTasksOf(db: Db, actor: Actor, taskId: number) {
  const rows = await db
    .select({ id: subTasks.id })
    .from(subTasks)
    .where(and(liveRowsOf(subTasks, actor.tenantId), eq(subTasks.task_id, taskId)));
  for (const r of rows) await softDeleteRow(db, actor, subTasks, r.id);
}
