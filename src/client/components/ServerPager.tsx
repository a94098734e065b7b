// Previous / Next over a list the SERVER pages (voter searches and reports: 10 a page, with a
// total that stops counting at a cap, shown as "1000+"). DataTable pages on the client and
// cannot serve these lists.
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable, type Column } from './DataTable';
import { PAGE_SIZE } from '../../shared/domain/constants';
import './ServerPager.css';

export interface ServerPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total`: there may be more pages. */
  totalCapped?: boolean;
  onPage: (page: number) => void;
  /** Rows on the page shown: past a capped total, Next stays while pages are full. */
  rowsOnPage?: number;
  /** While a page loads the buttons wait. */
  busy?: boolean;
}

export const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

export default function ServerPager({ page, pageSize, total, totalCapped = false, rowsOnPage, onPage, busy = false }: ServerPagerProps) {
  const intl = useIntl();
  if (total <= 0) return null;
  const last = lastPage(total, pageSize);
  const hasNext = page < last || (totalCapped && (rowsOnPage ?? pageSize) >= pageSize);
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, Math.max(total, from));
  // Latin digits in every locale, like the data they count.
  const totalText = totalCapped ? `${total}+` : String(total);
  return (
    <nav className="server-pager" aria-label={intl.formatMessage({ id: 'table.pagination' })}>
      <span className="server-pager-status" data-testid="pager-status">
        <FormattedMessage id="pager.range" values={{ from: String(from), to: String(to), total: totalText }} />
      </span>
      <button type="button" className="btn btn-sm btn-outline" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="table.previous" />
      </button>
      <span className="server-pager-page">
        <FormattedMessage id="pager.page" values={{ page: String(page), total: totalCapped ? `${last}+` : String(last) }} />
      </span>
      <button type="button" className="btn btn-sm btn-outline" disabled={busy || !hasNext} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="table.next" />
      </button>
    </nav>
  );
}

/** One page of rows the server paged, with its pager below (the answer's page, pageSize and total). */
export function ServerPagedTable<T extends { id: number }>({
  rows,
  columns,
  answer,
  page,
  busy,
  onPage,
  emptyTitle,
  emptyText,
  label,
  testId,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** the server's paging of the rows shown, once it has answered */
  answer: { page: number; pageSize: number; total: number; totalCapped?: boolean } | undefined;
  /** the page asked for (shown until the answer comes) */
  page: number;
  busy: boolean;
  onPage: (page: number) => void;
  emptyTitle: string;
  emptyText: string;
  label: string;
  testId: string;
}) {
  return (
    <>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        pager="none"
        loading={busy}
        emptyTitle={emptyTitle}
        emptyText={emptyText}
        label={label}
        testId={testId}
      />
      <ServerPager
        page={answer?.page ?? page}
        pageSize={answer?.pageSize ?? PAGE_SIZE}
        total={answer?.total ?? 0}
        totalCapped={answer?.totalCapped}
        rowsOnPage={rows.length}
        busy={busy}
        onPage={onPage}
      />
    </>
  );
}
