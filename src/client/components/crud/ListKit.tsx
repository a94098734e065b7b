// The list pages' shared pieces: the card with its title and Add link, the delete flow (confirm,
// delete, "Deleted!", or the server's reason), and the Edit and Delete buttons of a row. The
// lists refresh by tags: every delete invalidates the row and the list. A list's page rides in the
// address (?page=2), so a reload and Back keep it.
import { useCallback, useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { confirmDelete, deleted, error as errorDialog } from '../dialogs';
import { errorBody } from '../../api/baseApi';
import { DataTable, type Column, type PagerVariant } from '../DataTable';
import { useListPaging } from '../useListParams';
import { FormCard, kebab } from './FormPage';
import type { CrudHooks } from '../../api/crudEndpoints';
import './crud.css';

export function ListCard({
  className = '',
  titleKey,
  add,
  extra,
  children,
}: {
  className?: string;
  titleKey: string;
  add?: { to: string; labelKey: string };
  /** more of the card's header actions (e.g. a report's Export menu) */
  extra?: ReactNode;
  children: ReactNode;
}) {
  const link = add ? (
    <Link className="btn btn-primary" to={add.to}>
      <FormattedMessage id={add.labelKey} />
    </Link>
  ) : null;
  const action =
    link && extra ? (
      <>
        {extra}
        {link}
      </>
    ) : (
      (extra ?? link)
    );
  return (
    <FormCard className={className} titleKey={titleKey} listPath="" back={false} action={action}>
      {children}
    </FormCard>
  );
}

/** The delete flow of a row: "Are you sure?", the delete, then "Deleted!" or the server's reason (e.g. still in use). */
export function useDeleteRow(remove: (id: number) => { unwrap: () => Promise<unknown> }, deletedKey: string) {
  const intl = useIntl();
  return useCallback(
    async (id: number, warning?: string | null) => {
      if (!(await confirmDelete(intl, warning ?? undefined))) return;
      try {
        await remove(id).unwrap();
        void deleted(intl, deletedKey);
      } catch (e) {
        void errorDialog(intl, 'dialog.error', errorBody(e));
      }
    },
    [intl, remove, deletedKey],
  );
}

/** A row's Edit link (or button) and Delete button, labelled with the row's name for screen readers. */
export function RowActions({
  name,
  editTo,
  editIcon,
  onEdit,
  onDelete,
}: {
  name: string;
  editTo?: string;
  /** an icon in place of the word Edit (the word becomes its tooltip) */
  editIcon?: ReactNode;
  onEdit?: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const editLabel = intl.formatMessage({ id: 'common.editNamed' }, { name });
  return (
    <span className="row-actions">
      {editTo ? (
        <Link className="btn btn-sm btn-outline" to={editTo} aria-label={editLabel} title={editIcon ? intl.formatMessage({ id: 'common.edit' }) : undefined}>
          {editIcon ?? <FormattedMessage id="common.edit" />}
        </Link>
      ) : (
        <button type="button" className="btn btn-sm btn-outline" onClick={onEdit} aria-label={editLabel}>
          <FormattedMessage id="common.edit" />
        </button>
      )}
      <button type="button" className="btn btn-sm btn-danger" onClick={onDelete} aria-label={intl.formatMessage({ id: 'common.deleteNamed' }, { name })}>
        <FormattedMessage id="common.delete" />
      </button>
    </span>
  );
}

interface ResourceListProps<T extends { id: number }> {
  /**
   * the domain's catalogue prefix: `<prefix>.title`, `.add`, `.deleted`, `.emptyTitle`,
   * `.emptyText`; the page's class is `<prefix>-page` and the table's test id `<prefix>-list`
   */
  prefix: string;
  /** where the key differs from the prefix's: the title or the Add link's label */
  keys?: { title?: string; add?: string };
  /** the domain's list and remove hooks */
  api: Pick<CrudHooks<T>, 'useListQuery' | 'useRemoveMutation'>;
  /** read afresh on each visit: the rows carry what other screens change (e.g. counts) */
  fresh?: boolean;
  /** the add page */
  addTo?: string;
  /** the domain's own columns; the Edit/Delete column is added after them */
  columns: readonly Column<T>[];
  rowName: (row: T) => string;
  /** the edit page of a row (Edit and Delete are the row's actions) */
  editTo?: (row: T) => string;
  editIcon?: ReactNode;
  /** a row's own actions in place of Edit and Delete (`remove` runs the delete flow) */
  rowActions?: (row: T, remove: () => void) => ReactNode;
  pager?: PagerVariant;
  /** what the delete's question says instead of the usual one, for a row that holds more than itself */
  deleteWarning?: (row: T) => string | null;
  /** header actions over the rows shown (e.g. an Export menu) */
  actions?: (rows: readonly T[]) => ReactNode;
}

/** A domain's list page: the card, its table of the domain's columns, and each row's Edit and Delete. */
export function ResourceList<T extends { id: number }>({
  prefix,
  keys,
  api,
  fresh,
  addTo,
  columns,
  rowName,
  editTo,
  editIcon,
  rowActions,
  pager,
  deleteWarning,
  actions,
}: ResourceListProps<T>) {
  const intl = useIntl();
  const { data = [], isLoading, isError } = api.useListQuery(undefined, fresh ? { refetchOnMountOrArgChange: true } : undefined);
  const [remove] = api.useRemoveMutation();
  const paging = useListPaging();
  const onDelete = useDeleteRow(remove, `${prefix}.deleted`);
  const all = useMemo<Column<T>[]>(
    () => [
      ...columns,
      {
        id: 'actions',
        header: 'common.action',
        className: 'col-actions',
        render: (row) =>
          rowActions ? (
            rowActions(row, () => onDelete(row.id, deleteWarning?.(row)))
          ) : (
            <RowActions name={rowName(row)} editTo={editTo?.(row)} editIcon={editIcon} onDelete={() => onDelete(row.id, deleteWarning?.(row))} />
          ),
      },
    ],
    [columns, rowName, editTo, editIcon, rowActions, onDelete, deleteWarning],
  );
  const titleKey = keys?.title ?? `${prefix}.title`;
  return (
    <ListCard
      className={`${kebab(prefix)}-page`}
      titleKey={titleKey}
      add={addTo ? { to: addTo, labelKey: keys?.add ?? `${prefix}.add` } : undefined}
      extra={actions?.(data)}
    >
      {isError && (
        <div className="alert alert-danger" role="alert">
          <FormattedMessage id="error.loadFailed" />
        </div>
      )}
      <DataTable
        rows={data}
        columns={all}
        rowKey={(r) => r.id}
        pager={pager}
        {...paging}
        loading={isLoading}
        emptyTitle={`${prefix}.emptyTitle`}
        emptyText={`${prefix}.emptyText`}
        label={intl.formatMessage({ id: titleKey })}
        testId={`${kebab(prefix)}-list`}
      />
    </ListCard>
  );
}

/**
 * A row's own action (WhatsApp, show on the map): named for screen readers with the row's name,
 * and, when the row lacks what it needs, disabled with the reason as its tooltip.
 */
export function RowButton({
  className,
  labelKey,
  name,
  missingKey,
  missingValues,
  onClick,
  children,
}: {
  className: string;
  labelKey: string;
  name: string;
  /** why the action cannot be done for this row (none: it can) */
  missingKey?: string;
  /** the values the reason's text needs */
  missingValues?: Record<string, string | number>;
  onClick: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const missing = missingKey ? intl.formatMessage({ id: missingKey }, missingValues) : undefined;
  const label = intl.formatMessage({ id: labelKey }, { name });
  return (
    <button type="button" className={`btn btn-sm ${className}`} disabled={!!missing} title={missing} onClick={onClick} aria-label={label}>
      {children}
    </button>
  );
}
