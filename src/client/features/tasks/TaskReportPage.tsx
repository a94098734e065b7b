// /report-task (screens Report screens): every task with name, description, percentage done,
// assigned user and team, special notes, start and end in Asia/Kolkata, the status dropdown, and
// edit and delete (after the confirm dialog).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Task } from '../../../shared/api/tasks';
import { taskApi } from '../../api/crudApi';
import { DataTable, type Column } from '../../components/DataTable';
import PageCard from '../../components/PageCard';
import { RowActions, useDeleteRow } from '../../components/crud/ListKit';
import { useTaskReportQuery } from './api';
import { useTaskColumns } from './columns';

export default function TaskReportPage() {
  const intl = useIntl();
  const { data = [], isLoading } = useTaskReportQuery();
  const [remove] = taskApi.useRemoveMutation();
  const onDelete = useDeleteRow(remove, 'task.deleted');
  const c = useTaskColumns();
  const columns = useMemo<Column<Task>[]>(
    () => [
      c.name,
      c.description,
      c.percentage,
      c.user,
      c.team,
      c.notes,
      c.start,
      c.end,
      c.status,
      {
        id: 'actions',
        header: 'common.action',
        className: 'col-actions',
        render: (t) => <RowActions name={t.task_name} editTo={`/edit-task/${t.id}`} onDelete={() => onDelete(t.id)} />,
      },
    ],
    [c, onDelete],
  );
  return (
    <div className="task-report-page">
      <PageCard titleKey="taskReport.title">
        <DataTable
          rows={data}
          columns={columns}
          rowKey={(t) => t.id}
          pager="numbers"
          loading={isLoading}
          emptyTitle="task.emptyTitle"
          emptyText="task.emptyText"
          label={intl.formatMessage({ id: 'taskReport.title' })}
          testId="task-report"
        />
      </PageCard>
    </div>
  );
}
