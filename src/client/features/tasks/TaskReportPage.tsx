// /report-task: every task with name, description, percentage done,
// assigned user and team, special notes, start and end in Asia/Kolkata, the status dropdown, and
// edit and delete (after the confirm dialog); every task exported as tasks.xlsx or tasks.pdf.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Task } from '../../../shared/api/tasks';
import type { Column } from '../../components/DataTable';
import { useListPaging } from '../../components/useListParams';
import { formatDateTime } from '../../../shared/dates';
import { saveReportPdf, saveReportXlsx, type ExportColumn } from '../../lib/reportExport';
import { ReportPage } from '../../components/crud/ReportKit';
import { useTaskReportQuery, taskApi } from './api';
import { useTaskColumns } from './columns';
import { personName } from '../users/api';

/** The report's columns in the files: the page's, the status in words and the percentage as a number. */
function exportColumns(intl: ReturnType<typeof useIntl>): ExportColumn<Task>[] {
  const when = (v: string | null) => formatDateTime(v, intl);
  return [
    { header: 'task.name', width: 28, pdfWidth: 2, text: (t) => t.task_name },
    { header: 'task.description', width: 40, pdfWidth: 2.6, text: (t) => t.task_description ?? '' },
    { header: 'task.percentage', width: 10, pdfWidth: 0.8, text: (t) => `${t.status_percentage}%`, cell: (t) => t.status_percentage / 100, numberFormat: '0%' },
    { header: 'task.assignedUser', width: 22, pdfWidth: 1.5, text: (t) => personName(t.assignedUser) || '—' },
    { header: 'task.team', width: 22, pdfWidth: 1.5, text: (t) => t.assignedTeam?.name ?? '—' },
    { header: 'task.specialNotes', width: 30, pdfWidth: 2, text: (t) => t.special_notes ?? '' },
    { header: 'task.start', width: 22, pdfWidth: 1.5, text: (t) => when(t.start_date_time) },
    { header: 'task.end', width: 22, pdfWidth: 1.5, text: (t) => when(t.end_date_time) },
    { header: 'task.status', width: 18, pdfWidth: 1.2, text: (t) => intl.formatMessage({ id: `taskStatus.${t.status}` }) },
  ];
}

const rowActions = { name: (t: Task) => t.task_name, editTo: (t: Task) => `/edit-task/${t.id}`, deletedKey: 'task.deleted' };

export default function TaskReportPage() {
  const intl = useIntl();
  const { data = [], isLoading } = useTaskReportQuery();
  const paging = useListPaging();
  const c = useTaskColumns();
  const columns = useMemo<Column<Task>[]>(() => [c.name, c.description, c.percentage, c.user, c.team, c.notes, c.start, c.end, c.status], [c]);
  const title = intl.formatMessage({ id: 'taskReport.title' });
  const made = intl.formatMessage({ id: 'taskReport.pdfMade' }, { count: String(data.length), when: formatDateTime(new Date().toISOString(), intl) });
  return (
    <ReportPage
      report="taskReport"
      api={taskApi}
      rows={data}
      columns={columns}
      actions={rowActions}
      files={[
        { labelKey: 'export.excel', save: () => saveReportXlsx(intl, { fileName: 'tasks.xlsx', sheetName: 'Tasks' }, exportColumns(intl), data) },
        { labelKey: 'export.pdf', save: () => saveReportPdf(intl, { fileName: 'tasks.pdf', title, subtitle: [made] }, exportColumns(intl), data) },
      ]}
      table={{ pager: 'numbers', ...paging, loading: isLoading, emptyTitle: 'task.emptyTitle', emptyText: 'task.emptyText', testId: 'task-report' }}
    />
  );
}
