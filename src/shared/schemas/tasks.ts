import * as yup from 'yup';
import { SubTaskStatus, TaskStatus } from '../domain/constants';
import { idList, requiredId } from './ids';
import { endAfter, when } from './times';

const text = (requiredKey: string, max: number) => yup.string().trim().required(requiredKey).max(max, 'validation.textTooLong');
const statusOf = (codes: Record<string, number>) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError('validation.status')
    .oneOf(Object.values(codes), 'validation.status');

export const TASK_STATUSES = Object.values(TaskStatus);
export const SUB_TASK_STATUSES = Object.values(SubTaskStatus);

/**
 * A task: the event it serves, its name, the user and
 * team it is assigned to, start and end (end after start), special notes, description and the
 * vehicles it needs. A new task starts Pending; the status is changed by the status update.
 */
export const taskSchema = yup.object({
  event_id: requiredId('validation.eventRequired'),
  task_name: yup.string().trim().required('validation.taskNameRequired').max(150, 'validation.nameTooLong'),
  assigned_user: requiredId('validation.assignedUserRequired'),
  assigned_group: requiredId('validation.teamRequired'),
  start_date_time: when('validation.startRequired'),
  end_date_time: endAfter('start_date_time', 'validation.endRequired'),
  special_notes: text('validation.specialNotesRequired', 2000),
  task_description: text('validation.descriptionRequired', 2000),
  vehicles: idList('validation.unknownVehicle'),
  resources: idList('validation.unknownResource'),
});

/** Editing a task also names its status. */
export const taskUpdateSchema = taskSchema.shape({ status: statusOf(TaskStatus).required('validation.status') });

/** PUT /tasks/status-update and /sub-tasks/status-update: the row and its new status code. */
const statusUpdate = (codes: Record<string, number>) =>
  yup.object({
    id: requiredId('validation.unknownRow'),
    status: statusOf(codes).required('validation.status'),
  });
export const taskStatusSchema = statusUpdate(TaskStatus);
export const subTaskStatusSchema = statusUpdate(SubTaskStatus);

/** A sub-task: a step of one task with its own name, notes, span and status. */
export const subTaskSchema = yup.object({
  task_id: requiredId('validation.unknownTask'),
  // its own message: the form sits under the task's, which says "Task name"
  task_name: yup.string().trim().required('validation.subTaskNameRequired').max(150, 'validation.nameTooLong'),
  task_description: text('validation.descriptionRequired', 2000),
  special_notes: yup.string().trim().max(2000, 'validation.textTooLong').nullable().default(null),
  start_date_time: when('validation.startRequired'),
  end_date_time: endAfter('start_date_time', 'validation.endRequired'),
  status: statusOf(SubTaskStatus).default(SubTaskStatus.Pending),
});
