// /report-task: every task with name, description, percentage done,
// assigned user and team, special notes, start and end in Asia/Kolkata, the status dropdown, and
// edit and delete (after the confirm dialog); every task exported as tasks.xlsx or tasks.pdf.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Task } from '../../../shared/api/tasks';
import { DataTable, type Column } from '../../components/DataTable';
import PageCard from '../../components/PageCard';
import { useListPaging } from '../../components/useListParams';
import ExportMenu, { useExportRun } from '../../components/ExportMenu';
import { formatDateTime } from '../../../shared/dates';
import { saveReportPdf, saveReportXlsx, type ExportColumn } from '../../lib/reportExport';
import { RowActions, useDeleteRow } from '../../components/crud/ListKit';
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

export default function TaskReportPage() {
  const intl = useIntl();
  const { data = [], isLoading } = useTaskReportQuery();
  const [remove] = taskApi.useRemoveMutation();
  const onDelete = useDeleteRow(remove, 'task.deleted');
  const paging = useListPaging();
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
  const [busy, run] = useExportRun('taskReport.exportFailed');
  const title = intl.formatMessage({ id: 'taskReport.title' });
  const made = intl.formatMessage({ id: 'taskReport.pdfMade' }, { count: String(data.length), when: formatDateTime(new Date().toISOString(), intl) });
  return (
    <div className="task-report-page">
      <PageCard
        titleKey="taskReport.title"
        actions={
          <ExportMenu
            busy={busy}
            disabled={data.length === 0}
            choices={[
              {
                labelKey: 'export.excel',
                onSelect: run(() => saveReportXlsx(intl, { fileName: 'tasks.xlsx', sheetName: 'Tasks' }, exportColumns(intl), data)),
              },
              {
                labelKey: 'export.pdf',
                onSelect: run(() => saveReportPdf(intl, { fileName: 'tasks.pdf', title, subtitle: [made] }, exportColumns(intl), data)),
              },
            ]}
          />
        }
      >
        <DataTable
          rows={data}
          columns={columns}
          rowKey={(t) => t.id}
          pager="numbers"
          {...paging}
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
