// The task columns the list and the report share: name, description, percentage done, assignee,
// team, notes, start and end in Asia/Kolkata, and the inline status.
import { createElement, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Task } from '../../../shared/api/tasks';
import { formatDateTime } from '../../../shared/dates';
import { TASK_STATUSES } from '../../../shared/schemas/tasks';
import type { Column } from '../../components/DataTable';
import { useTaskStatusMutation } from './api';
import StatusSelect from './StatusSelect';
import { personName } from '../users/api';

type TaskColumn = 'name' | 'description' | 'percentage' | 'user' | 'team' | 'event' | 'notes' | 'start' | 'end' | 'status';

export function useTaskColumns() {
  const intl = useIntl();
  const [setStatus] = useTaskStatusMutation();
  return useMemo(() => {
    const columns: Record<TaskColumn, Column<Task>> = {
      name: { id: 'name', header: 'task.name', render: (t) => t.task_name },
      description: { id: 'description', header: 'task.description', render: (t) => t.task_description },
      percentage: { id: 'percentage', header: 'task.percentage', className: 'cell-nowrap', render: (t) => `${t.status_percentage}%` },
      user: { id: 'user', header: 'task.assignedUser', render: (t) => personName(t.assignedUser) || '—' },
      team: { id: 'team', header: 'task.team', render: (t) => t.assignedTeam?.name ?? '—' },
      event: { id: 'event', header: 'task.event', render: (t) => t.event_name ?? '—' },
      notes: { id: 'notes', header: 'task.specialNotes', render: (t) => t.special_notes },
      start: { id: 'start', header: 'task.start', render: (t) => formatDateTime(t.start_date_time, intl) },
      end: { id: 'end', header: 'task.end', render: (t) => formatDateTime(t.end_date_time, intl) },
      status: {
        id: 'status',
        header: 'task.status',
        render: (t) =>
          createElement(StatusSelect, {
            value: t.status,
            codes: TASK_STATUSES,
            labelPrefix: 'taskStatus',
            name: t.task_name,
            savedKey: 'task.statusUpdated',
            save: (status: number) => setStatus({ body: { id: t.id, status } }),
          }),
      },
    };
    return columns;
  }, [intl, setStatus]);
}
