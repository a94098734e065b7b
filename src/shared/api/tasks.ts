// Tasks and their sub-tasks: the work of an event given to a user and a team, with a status and a
// percentage done that follows the sub-tasks.
import { crud } from './crud';
import { reply, route } from './contract';
import type { Message } from './messages';
import type { DashboardTask } from './dashboard';
import { subTaskSchema, subTaskStatusSchema, taskSchema, taskStatusSchema, taskUpdateSchema } from '../schemas/tasks';

export interface SubTask {
  id: number;
  task_id: number;
  task_name: string;
  task_description: string;
  special_notes: string | null;
  /** instants in ISO (UTC); the console shows them in Asia/Kolkata */
  start_date_time: string;
  end_date_time: string;
  /** 0 Pending, 1 Work-in-Progress, 2 Completed, 3 Deferred, 4 Cancelled, 5 Cancelled by Admin */
  status: number;
}

/**
 * A task as the lists and the form read it. status_percentage: the share of its live sub-tasks
 * that are Completed, rounded; with no sub-tasks 100 when the task is Completed, else 0.
 */
export interface Task extends DashboardTask {
  status_percentage: number;
  special_notes: string;
  event_id: number | null;
  event_name: string | null;
  assigned_group: number | null;
  assigned_user: number | null;
  /** vehicle ids */
  vehicles: number[];
  /** material ids */
  resources: number[];
  subtasks: SubTask[];
}

const MODULE = 'Task';

export const TaskApi = {
  ...crud<Task>()({
    base: '/tasks',
    entity: 'task',
    listKey: 'tasks',
    itemKey: 'task',
    updateIdField: 'id',
    module: MODULE,
    schema: taskSchema,
    updateSchema: taskUpdateSchema,
  }),
  /** The task report: every task with its percentage, assignee and team (same rows as the list). */
  report: route({
    method: 'GET',
    path: '/reports-tasks',
    scope: 'tenant',
    module: MODULE,
    summary: 'The task report: every task with its percentage done',
    response: reply<{ tasks: Task[] }>('tasks'),
  }),
  status: route({
    method: 'PUT',
    path: '/tasks/status-update',
    scope: 'tenant',
    module: MODULE,
    summary: "Set a task's status (0-6)",
    body: taskStatusSchema,
    response: reply<Message & { task: Task }>('msg', 'key', 'task'),
  }),
};

export const SubTaskApi = {
  ...crud<SubTask>()({
    base: '/sub-tasks',
    entity: 'sub-task',
    listKey: 'subtasks',
    itemKey: 'subtask',
    updateIdField: 'id',
    module: MODULE,
    schema: subTaskSchema,
  }),
  status: route({
    method: 'PUT',
    path: '/sub-tasks/status-update',
    scope: 'tenant',
    module: MODULE,
    summary: "Set a sub-task's status (0-5); its task's percentage follows",
    body: subTaskStatusSchema,
    response: reply<Message & { subtask: SubTask }>('msg', 'key', 'subtask'),
  }),
};
