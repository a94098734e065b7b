// /task: each task with its event, assignee, team, percentage done, deadline and an inline status
// selector; add, edit (/edit-task/{id}) and delete.
import { useMemo } from 'react';
import type { Task } from '../../../shared/api/tasks';
import { ResourceList } from '../../components/crud/ListKit';
import { useTaskColumns } from './columns';
import { taskApi } from './api';

const editTo = (t: Task) => `/edit-task/${t.id}`;
const rowName = (t: Task) => t.task_name;

export default function TaskListPage() {
  const c = useTaskColumns();
  const columns = useMemo(() => [c.name, c.event, c.user, c.team, c.percentage, c.end, c.status], [c]);
  return <ResourceList prefix="task" api={taskApi} addTo="/add-task" columns={columns} rowName={rowName} editTo={editTo} pager="numbers" />;
}
