// The one client-paged table (constants: 10 a page, 5 on the dashboard). Lists, the dashboard cards
// and the CRUD kit all render through it, so it knows nothing about any domain: columns say
// their header (an i18n key) and how to render a cell.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PAGE_SIZE } from '../../shared/domain/constants';
import './DataTable.css';

export interface Column<T> {
  /** Stable id of the column (React key, data-column attribute). */
  id: string;
  /** i18n key of the header text. */
  header: string;
  render: (row: T, index: number) => ReactNode;
  /** Extra class of the header and cells, e.g. 'cell-nowrap' for action buttons. */
  className?: string;
}

/**
 * numbers: Previous 1 2 3 Next; pageOfTotal: Previous "Page X of Y" Next; pageSlash: Previous
 * "X / Y" Next (screens areas); prevNext: only the two
 * buttons; none: no pager (a fixed top-N table).
 */
export type PagerVariant = 'numbers' | 'pageOfTotal' | 'pageSlash' | 'prevNext' | 'none';

/**
 * Rows the user ticks: a box at the start of each row and one in the header for every row shown.
 * The table only shows the choice; whoever passes it keeps it (across pages, say).
 */
export interface RowSelection<T> {
  isSelected: (row: T) => boolean;
  /** the rows given, each ticked (true) or unticked */
  onSelect: (rows: readonly T[], selected: boolean) => void;
  /** accessible name of a row's box, translated ("Select Ramesh Patil") */
  rowLabel: (row: T) => string;
  /** the header box's words, translated ("Select all on this page"); shown beside it on a phone */
  allLabel: string;
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T, index: number) => string | number;
  pageSize?: number;
  pager?: PagerVariant;
  /** i18n keys of the empty state; defaults to the generic "No records found". */
  emptyTitle?: string;
  emptyText?: string;
  loading?: boolean;
  /** Accessible name of the table (already translated). */
  label?: string;
  testId?: string;
  /**
   * The page shown, when the page keeps it (a list keeps it in the address: useListParams) with
   * `onPage` its setter; without them the table keeps its page itself.
   */
  page?: number;
  /** `replace`: the page is corrected (past the last one), not chosen: no new history entry. */
  onPage?: (page: number, replace?: boolean) => void;
  selection?: RowSelection<T>;
}

// Page numbers are passed as text so every locale shows the same (Latin) digits as the data.
export const pageCount = (rows: number, pageSize: number) => Math.max(1, Math.ceil(rows / pageSize));

export function DataTable<T>({
  rows,
  columns,
  rowKey,
  pageSize = PAGE_SIZE,
  pager = 'numbers',
  emptyTitle = 'table.emptyTitle',
  emptyText = 'table.emptyText',
  loading = false,
  label,
  testId,
  page: asked,
  onPage,
  selection,
}: DataTableProps<T>) {
  const intl = useIntl();
  const [own, setOwn] = useState(1);
  const page = asked ?? own;
  const setPage: (page: number, replace?: boolean) => void = onPage ?? setOwn;
  const scroller = useScrollsSideways();
  const total = pageCount(rows.length, pageSize);
  // A delete or a new filter can shrink the list under the current page, and an address can name
  // a page past the last; not while the rows load, or a reload on page 2 would fall back to 1.
  const settled = !loading && rows.length > 0;
  useEffect(() => {
    if (settled && page > total) setPage(total, true);
  }, [settled, page, total, setPage]);
  const current = Math.min(page, total);
  const start = (current - 1) * pageSize;
  const visible = rows.slice(start, start + pageSize);
  // each cell names its column, for the narrow layout where a row is a card of label and value
  const labels = columns.map((c) => (c.header ? intl.formatMessage({ id: c.header }) : ''));

  return (
    <div className={selection ? 'data-table selectable' : 'data-table'} data-testid={testId}>
      {/* a table wider than its box takes the focus, so the keyboard can scroll it too */}
      <div
        className="table-responsive"
        ref={scroller.ref}
        tabIndex={scroller.scrolls ? 0 : undefined}
        role={scroller.scrolls ? 'region' : undefined}
        aria-label={scroller.scrolls ? label : undefined}
      >
        <table className="table" aria-label={label} aria-busy={loading || undefined}>
          <thead>
            <tr>
              {selection && <SelectAllCell rows={visible} selection={selection} />}
              {columns.map((c) => (
                <th key={c.id} scope="col" className={c.className} data-column={c.id}>
                  <FormattedMessage id={c.header} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row, i) => (
              <tr key={rowKey(row, start + i)} className={selection?.isSelected(row) ? 'row-selected' : undefined}>
                {selection && (
                  <td className="col-select" data-column="select" data-label="">
                    {/* the label around the box is what a finger hits on a phone */}
                    <label className="select-row">
                      <input
                        type="checkbox"
                        checked={selection.isSelected(row)}
                        onChange={(e) => selection.onSelect([row], e.target.checked)}
                        aria-label={selection.rowLabel(row)}
                      />
                    </label>
                  </td>
                )}
                {columns.map((c, ci) => (
                  <td key={c.id} className={c.className} data-column={c.id} data-label={labels[ci]}>
                    {c.render(row, start + i)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {loading && rows.length === 0 && (
        <p className="table-loading" role="status">
          <FormattedMessage id="table.loading" />
        </p>
      )}
      {!loading && rows.length === 0 && (
        <div className="table-empty" role="status">
          <p className="table-empty-title">
            <FormattedMessage id={emptyTitle} />
          </p>
          {emptyText && (
            <p className="table-empty-text">
              <FormattedMessage id={emptyText} />
            </p>
          )}
        </div>
      )}
      {rows.length > 0 && pager !== 'none' && (
        // named after its table: two tables on a page must not give two landmarks of one name
        <nav
          className="pager"
          aria-label={label ? intl.formatMessage({ id: 'table.paginationOf' }, { table: label }) : intl.formatMessage({ id: 'table.pagination' })}
        >
          <button type="button" className="btn btn-sm btn-outline" disabled={current <= 1} onClick={() => setPage(current - 1)}>
            <FormattedMessage id="table.previous" />
          </button>
          {pager === 'numbers' &&
            Array.from({ length: total }, (_, i) => i + 1).map((n) => (
              <button
                key={n}
                type="button"
                className={`btn btn-sm ${n === current ? 'btn-primary' : 'btn-outline'}`}
                aria-current={n === current ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'table.goToPage' }, { page: String(n) })}
                onClick={() => setPage(n)}
              >
                {n}
              </button>
            ))}
          {pager === 'pageOfTotal' && (
            <span className="pager-status">
              <FormattedMessage id="table.pageOfTotal" values={{ page: String(current), total: String(total) }} />
            </span>
          )}
          {pager === 'pageSlash' && (
            <span className="pager-status" aria-label={intl.formatMessage({ id: 'table.pageOfTotal' }, { page: String(current), total: String(total) })}>
              {`${current} / ${total}`}
            </span>
          )}
          <button type="button" className="btn btn-sm btn-outline" disabled={current >= total} onClick={() => setPage(current + 1)}>
            <FormattedMessage id="table.next" />
          </button>
        </nav>
      )}
    </div>
  );
}

/** The header's box: ticked when every row shown is, half-ticked when some are; a click ticks or unticks them all. */
function SelectAllCell<T>({ rows, selection }: { rows: readonly T[]; selection: RowSelection<T> }) {
  const ticked = rows.filter((r) => selection.isSelected(r)).length;
  const all = rows.length > 0 && ticked === rows.length;
  return (
    <th scope="col" className="col-select" data-column="select">
      <label className="select-all">
        <input
          type="checkbox"
          checked={all}
          disabled={rows.length === 0}
          ref={(box) => {
            if (box) box.indeterminate = ticked > 0 && !all;
          }}
          onChange={() => selection.onSelect(rows, !all)}
        />
        <span className="select-all-text">{selection.allLabel}</span>
      </label>
    </th>
  );
}

/** Whether the box scrolls sideways (its content is wider), followed as either changes size. */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}
