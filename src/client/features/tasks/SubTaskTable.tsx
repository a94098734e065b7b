// The sub-tasks under the edit-task form: a table with an inline status (saved at once, "SubTask
// status updated successfully!"), edit and delete, and Add sub-task; add and edit open a popup.
// Every change refreshes the task, whose percentage done follows its sub-tasks.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { SubTask, Task } from '../../../shared/api/tasks';
import { formatDateTime, isoToKolkataInput, kolkataTimes } from '../../../shared/dates';
import { SUB_TASK_STATUSES, subTaskSchema } from '../../../shared/schemas/tasks';
import { DataTable, type Column } from '../../components/DataTable';
import FormField from '../../components/FormField';
import Modal from '../../components/Modal';
import { RowActions, useDeleteRow } from '../../components/crud/ListKit';
import { saveOrShowErrors, SubmitButton, useSaveRow } from '../../components/crud/formKit';
import { success } from '../../components/dialogs';
import { useT } from '../../i18n/translate';
import { useSubTaskStatusMutation, subTaskApi } from './api';
import StatusSelect from './StatusSelect';
import './tasks.css';

const FIELDS = ['task_name', 'task_description', 'special_notes', 'start_date_time', 'end_date_time'] as const;
type SubTaskValues = Record<(typeof FIELDS)[number], string>;
const formSchema = subTaskSchema.omit(['task_id', 'status']);

function SubTaskDialog({ task, row, onClose }: { task: Task; row?: SubTask; onClose: () => void }) {
  const intl = useIntl();
  const t = useT();
  const save = useSaveRow(subTaskApi, row?.id);
  const initialValues: SubTaskValues = {
    task_name: row?.task_name ?? '',
    task_description: row?.task_description ?? '',
    special_notes: row?.special_notes ?? '',
    start_date_time: isoToKolkataInput(row?.start_date_time ?? task.start_date_time),
    end_date_time: isoToKolkataInput(row?.end_date_time ?? task.end_date_time),
  };
  const onSubmit = async (values: SubTaskValues, helpers: FormikHelpers<SubTaskValues>) => {
    const body = kolkataTimes(subTaskSchema.cast({ ...values, task_id: task.id, status: row?.status ?? 0 }, { stripUnknown: true }), [
      'start_date_time',
      'end_date_time',
    ]);
    const saved = await saveOrShowErrors(intl, helpers.setFieldError, FIELDS, () => save(body));
    if (!saved) return;
    onClose();
    void success(intl, 'dialog.success', row ? 'subTask.updated' : 'subTask.added');
  };
  return (
    <Modal title={t(row ? 'subTask.editTitle' : 'subTask.addTitle')} onClose={onClose}>
      <Formik initialValues={initialValues} validationSchema={formSchema} onSubmit={onSubmit}>
        <Form noValidate className="sub-task-form">
          <FormField name="task_name" labelKey="subTask.name" required />
          <FormField name="task_description" as="textarea" labelKey="subTask.description" required />
          <FormField name="special_notes" as="textarea" labelKey="subTask.specialNotes" />
          <div className="form-grid">
            <FormField name="start_date_time" type="datetime-local" labelKey="subTask.start" required />
            <FormField name="end_date_time" type="datetime-local" labelKey="subTask.end" required />
          </div>
          <SubmitButton labelKey={row ? 'subTask.updateButton' : 'subTask.addButton'} onCancel={onClose} />
        </Form>
      </Formik>
    </Modal>
  );
}

export default function SubTaskTable({ task }: { task: Task }) {
  const intl = useIntl();
  // undefined: no popup; null: adding; a row: editing it
  const [editing, setEditing] = useState<SubTask | null | undefined>(undefined);
  const [remove] = subTaskApi.useRemoveMutation();
  const onDelete = useDeleteRow(remove, 'subTask.deleted');
  const [setStatus] = useSubTaskStatusMutation();
  const columns = useMemo<Column<SubTask>[]>(
    () => [
      { id: 'name', header: 'subTask.name', render: (s) => s.task_name },
      { id: 'description', header: 'subTask.description', render: (s) => s.task_description },
      { id: 'notes', header: 'subTask.specialNotes', render: (s) => s.special_notes || '—' },
      { id: 'start', header: 'subTask.start', className: 'cell-nowrap', render: (s) => formatDateTime(s.start_date_time, intl) },
      { id: 'end', header: 'subTask.end', className: 'cell-nowrap', render: (s) => formatDateTime(s.end_date_time, intl) },
      {
        id: 'status',
        header: 'subTask.status',
        render: (s) => (
          <StatusSelect
            value={s.status}
            codes={SUB_TASK_STATUSES}
            labelPrefix="subTaskStatus"
            name={s.task_name}
            savedKey="subTask.statusUpdated"
            save={(status) => setStatus({ body: { id: s.id, status } })}
          />
        ),
      },
      {
        id: 'actions',
        header: 'common.action',
        className: 'col-actions',
        render: (s) => <RowActions name={s.task_name} onEdit={() => setEditing(s)} onDelete={() => onDelete(s.id)} />,
      },
    ],
    [intl, onDelete, setStatus],
  );
  return (
    <section className="sub-tasks" aria-labelledby="sub-tasks-title">
      <div className="sub-tasks-head">
        <h3 id="sub-tasks-title">
          <FormattedMessage id="subTask.title" values={{ percentage: task.status_percentage }} />
        </h3>
        <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
          <FormattedMessage id="subTask.add" />
        </button>
      </div>
      <DataTable
        rows={task.subtasks}
        columns={columns}
        rowKey={(s) => s.id}
        emptyTitle="subTask.emptyTitle"
        emptyText="subTask.emptyText"
        label={intl.formatMessage({ id: 'subTask.title' }, { percentage: task.status_percentage })}
        testId="sub-task-list"
      />
      {editing !== undefined && <SubTaskDialog task={task} row={editing ?? undefined} onClose={() => setEditing(undefined)} />}
    </section>
  );
}
