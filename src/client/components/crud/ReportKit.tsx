// What every report page shares: its card whose title carries the Export menu (each file made from
// the rows as the page holds them), the filters it has above the table, and the table whose last
// column edits or deletes a row (after the confirm dialog).
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DataTable, type Column, type DataTableProps } from '../DataTable';
import PageCard from '../PageCard';
import ExportMenu, { useExportRun } from '../ExportMenu';
import { RowActions, useDeleteRow } from './ListKit';
import { kebab } from './FormPage';

/** One file the Export menu offers: its label and what writes it. */
export interface ReportFile {
  labelKey: string;
  save: () => Promise<unknown>;
}

/** The Edit link and Delete button of each row: its name for screen readers, its edit page, what Delete says once done. */
export interface ReportRowActions<T> {
  name: (row: T) => string;
  editTo: (row: T) => string;
  deletedKey: string;
}

type RemoveTrigger = (id: number) => { unwrap: () => Promise<unknown> };

/** The report's columns and, last, each row's Edit and Delete. */
function useReportColumns<T extends { id: number }>(columns: Column<T>[], actions: ReportRowActions<T>, remove: RemoveTrigger): Column<T>[] {
  const { name, editTo, deletedKey } = actions;
  const onDelete = useDeleteRow(remove, deletedKey);
  return useMemo<Column<T>[]>(
    () => [
      ...columns,
      {
        id: 'actions',
        header: 'common.action',
        className: 'col-actions',
        render: (row) => <RowActions name={name(row)} editTo={editTo(row)} onDelete={() => onDelete(row.id)} />,
      },
    ],
    [columns, name, editTo, onDelete],
  );
}

export function ReportPage<T extends { id: number }>({
  report,
  api,
  rows,
  columns,
  actions,
  files,
  table,
  children,
}: {
  /** the report's catalogue prefix (eventReport): its title `<report>.title`, its failed export `<report>.exportFailed`, its class `event-report-page` */
  report: string;
  /** the domain's endpoints, whose delete the Delete buttons call */
  api: { useRemoveMutation: () => readonly [RemoveTrigger, unknown] };
  rows: T[];
  /** the columns of the data, without the actions (added last) */
  columns: Column<T>[];
  actions: ReportRowActions<T>;
  files: ReportFile[];
  /** the table's own settings: paging, loading, empty texts, test id */
  table: Omit<DataTableProps<T>, 'rows' | 'columns' | 'rowKey' | 'label'>;
  /** the report's filters, above the table */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const [remove] = api.useRemoveMutation();
  const all = useReportColumns(columns, actions, remove);
  const [busy, run] = useExportRun(`${report}.exportFailed`);
  const titleKey = `${report}.title`;
  return (
    <div className={`${kebab(report)}-page`}>
      <PageCard
        titleKey={titleKey}
        actions={<ExportMenu busy={busy} disabled={rows.length === 0} choices={files.map((f) => ({ labelKey: f.labelKey, onSelect: run(f.save) }))} />}
      >
        {children}
        <DataTable rows={rows} columns={all} rowKey={(row) => row.id} label={intl.formatMessage({ id: titleKey })} {...table} />
      </PageCard>
    </div>
  );
}
