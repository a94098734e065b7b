// Tasks and sub-tasks: the CRUD of the kit for both, every reference checked against the organisation's
// live rows, the status updates (task codes 0-6, sub-task codes 0-5) and the task report.
import type { FastifyInstance } from 'fastify';
import { SubTaskApi, TaskApi } from '../../../shared/api/tasks';
import type { Deps } from '../../deps';
import { updateRow } from '../../db/audit';
import { events, resources, subTasks, tasks, teams, users, vehicles } from '../../db/schema';
import { assertLiveReferences } from '../../db/tenantRows';
import { message, notFound } from '../../http';
import { crudRoutes, withRoutes } from '../../crud';
import { serve } from '../../route';
import { deleteSubTasksOf, readSubTasks, readTasks } from './queries';

const tasksCrud = crudRoutes({
  name: 'task',
  table: tasks,
  decls: TaskApi,
  nameField: 'task_name',
  read: readTasks,
  toValues: async (body, req, { database: { db } }) => {
    await assertLiveReferences(db, req.auth.tenantId, [
      { field: 'event_id', id: body.event_id, table: events, key: 'validation.unknownEvent' },
      { field: 'assigned_user', id: body.assigned_user, table: users, key: 'validation.unknownUser' },
      { field: 'assigned_group', id: body.assigned_group, table: teams, key: 'validation.unknownTeam' },
      ...body.vehicles.map((id) => ({ field: 'vehicles', id, table: vehicles, key: 'validation.unknownVehicle' })),
      ...body.resources.map((id) => ({ field: 'resources', id, table: resources, key: 'validation.unknownResource' })),
    ]);
    return body;
  },
  // deleting a task deletes its sub-tasks
  afterWrite: async (db, actor, id, body) => {
    if (body === null) await deleteSubTasksOf(db, actor, id);
  },
  messages: { added: 'task.added', updated: 'task.updated', deleted: 'task.deleted' },
});

const subTasksCrud = crudRoutes({
  name: 'subTask',
  table: subTasks,
  decls: SubTaskApi,
  nameField: 'task_name',
  read: (db, tenantId, id) => readSubTasks(db, tenantId, undefined, id),
  toValues: async (body, req, { database: { db } }) => {
    await assertLiveReferences(db, req.auth.tenantId, [{ field: 'task_id', id: body.task_id, table: tasks, key: 'validation.unknownTask' }]);
    return body;
  },
  messages: { added: 'subTask.added', updated: 'subTask.updated', deleted: 'subTask.deleted' },
});

function statusRoutes(app: FastifyInstance, { database: { db } }: Deps) {
  serve(app, TaskApi.report, async ({ req }) => ({ tasks: await readTasks(db, req.auth.tenantId) }));
  serve(app, TaskApi.status, async ({ req, body }) => {
    if (!(await updateRow(db, req.actor, tasks, body.id, { status: body.status }))) throw notFound();
    const [task] = await readTasks(db, req.auth.tenantId, body.id);
    return { ...message('task.statusUpdated'), task };
  });
  serve(app, SubTaskApi.status, async ({ req, body }) => {
    // a sub-task of a deleted task is gone with it
    const [existing] = await readSubTasks(db, req.auth.tenantId, undefined, body.id);
    if (!existing || !(await updateRow(db, req.actor, subTasks, body.id, { status: body.status }))) throw notFound();
    const [subtask] = await readSubTasks(db, req.auth.tenantId, undefined, body.id);
    return { ...message('subTask.statusUpdated'), subtask };
  });
}

const taskRoutes = withRoutes(tasksCrud, statusRoutes);
const subTaskRoutes = subTasksCrud;

export default [taskRoutes, subTaskRoutes];
