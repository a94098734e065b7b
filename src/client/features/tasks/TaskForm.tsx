// The task form: the event, name,
// assigned user and team, start and end in Asia/Kolkata to the minute, special notes,
// description and the vehicles and materials it needs; editing also sets the status and shows the sub-tasks
// underneath. Used by /add-task and /edit-task/{id}.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import type { Task } from '../../../shared/api/tasks';
import { TASK_STATUSES, taskSchema, taskUpdateSchema } from '../../../shared/schemas/tasks';
import { isoToKolkataInput, kolkataTimes } from '../../../shared/dates';
import FormField, { CheckboxGroup } from '../../components/FormField';
import { formPages, type RowFormProps } from '../../components/crud/FormPage';
import { saveOrShowErrors, SubmitButton, useSaveRow } from '../../components/crud/formKit';
import SubTaskTable from './SubTaskTable';
import { eventApi } from '../events/api';
import { taskApi } from './api';
import { teamApi } from '../teams/api';
import { personName, useUsersListQuery } from '../users/api';
import { useNeedOptions } from '../resources/api';

const FIELDS = [
  'event_id',
  'task_name',
  'assigned_user',
  'assigned_group',
  'start_date_time',
  'end_date_time',
  'special_notes',
  'task_description',
  'status',
] as const;
/** The form's values as typed, and the chosen vehicles and materials. */
export type TaskValues = Record<(typeof FIELDS)[number], string> & { vehicles: string[]; resources: string[] };

const SERVER_FIELDS = [...FIELDS, 'vehicles', 'resources'];
const text = (id: number | null | undefined) => (id == null ? '' : String(id));

export default function TaskForm({ row: task, onSaved }: RowFormProps<Task>) {
  const intl = useIntl();
  const save = useSaveRow(taskApi, task?.id);
  const schema = task ? taskUpdateSchema : taskSchema;
  const events = (eventApi.useListQuery().data ?? []).map((e) => ({ value: String(e.id), label: e.event_name }));
  const teams = (teamApi.useListQuery().data ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  const { vehicles, materials } = useNeedOptions();
  const users = (useUsersListQuery().data ?? []).map((u) => ({ value: String(u.id), label: personName(u) }));
  const statuses = TASK_STATUSES.map((code) => ({ value: String(code), label: `taskStatus.${code}` }));

  const initialValues: TaskValues = {
    event_id: text(task?.event_id),
    task_name: task?.task_name ?? '',
    assigned_user: text(task?.assigned_user),
    assigned_group: text(task?.assigned_group),
    start_date_time: isoToKolkataInput(task?.start_date_time),
    end_date_time: isoToKolkataInput(task?.end_date_time),
    special_notes: task?.special_notes ?? '',
    task_description: task?.task_description ?? '',
    status: text(task?.status),
    vehicles: (task?.vehicles ?? []).map(String),
    resources: (task?.resources ?? []).map(String),
  };

  // the body is the shared schema's cast: ids and codes as numbers; the times as the API sends them
  const onSubmit = async (values: TaskValues, helpers: FormikHelpers<TaskValues>) =>
    saveOrShowErrors(intl, helpers.setFieldError, SERVER_FIELDS, async () =>
      onSaved(await save(kolkataTimes(schema.cast(values, { stripUnknown: true }), ['start_date_time', 'end_date_time']))),
    );

  return (
    <>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
        <Form noValidate className="task-form page-form">
          <div className="form-grid">
            <FormField name="event_id" as="select" labelKey="task.event" options={events} placeholderKey="task.chooseEvent" required />
            <FormField name="task_name" labelKey="task.name" required />
            <FormField name="assigned_user" as="select" labelKey="task.assignedUser" options={users} placeholderKey="task.chooseUser" required />
            <FormField name="assigned_group" as="select" labelKey="task.team" options={teams} placeholderKey="task.chooseTeam" required />
            <FormField name="start_date_time" type="datetime-local" labelKey="task.start" required />
            <FormField name="end_date_time" type="datetime-local" labelKey="task.end" required />
            {task && <FormField name="status" as="select" labelKey="task.status" options={statuses} required />}
          </div>
          <div className="form-grid">
            <FormField name="special_notes" as="textarea" labelKey="task.specialNotes" required />
            <FormField name="task_description" as="textarea" labelKey="task.description" required />
          </div>
          <CheckboxGroup name="vehicles" labelKey="task.vehicles" options={vehicles} />
          <CheckboxGroup name="resources" labelKey="task.resources" options={materials} />
          <SubmitButton labelKey={task ? 'task.updateButton' : 'task.addButton'} />
        </Form>
      </Formik>
      {task && <SubTaskTable task={task} />}
    </>
  );
}

/** /add-task and /edit-task/{id}: after a save, "Task added successfully!" and back to /task. */
export const taskPages = formPages({ prefix: 'task', listPath: '/task', api: taskApi, Form: TaskForm });
