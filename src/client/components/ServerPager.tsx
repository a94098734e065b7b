// Previous / Next over a list the SERVER pages (voter searches and reports: 10 a page). The total
// is exact, or stops counting at a cap ("1000+"), or is the server's estimate ("about 3400"). DataTable pages on the client and
// cannot serve these lists.
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { DataTable, type Column } from './DataTable';
import { PAGE_SIZE } from '../../shared/domain/constants';
import './ServerPager.css';

export interface ServerPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total`: there may be more pages. */
  totalCapped?: boolean;
  /** `total` is the server's estimate, not a count. */
  totalEstimated?: boolean;
  onPage: (page: number) => void;
  /** Rows on the page shown: past a capped total, Next stays while pages are full. */
  rowsOnPage?: number;
  /** While a page loads the buttons wait. */
  busy?: boolean;
}

export const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** A paged list's count as the pager says it: "25", "1000+" (counting stopped) or "about 3400"; Latin digits in every locale, like the data they count. */
export const countText = (intl: IntlShape, n: number, opts: { capped?: boolean; estimated?: boolean } = {}) =>
  opts.estimated ? intl.formatMessage({ id: 'pager.about' }, { n: String(n) }) : opts.capped ? `${n}+` : String(n);

export default function ServerPager({
  page,
  pageSize,
  total,
  totalCapped = false,
  totalEstimated = false,
  rowsOnPage,
  onPage,
  busy = false,
}: ServerPagerProps) {
  const intl = useIntl();
  if (total <= 0) return null;
  const last = lastPage(total, pageSize);
  const open = totalCapped || totalEstimated;
  const hasNext = page < last || (open && (rowsOnPage ?? pageSize) >= pageSize);
  const from = (page - 1) * pageSize + 1;
  const to = totalEstimated ? page * pageSize : Math.min(page * pageSize, Math.max(total, from));
  const shown = (n: number) => countText(intl, n, { capped: totalCapped, estimated: totalEstimated });
  const totalText = shown(total);
  return (
    <nav className="server-pager" aria-label={intl.formatMessage({ id: 'table.pagination' })}>
      <span className="server-pager-status" data-testid="pager-status">
        <FormattedMessage id="pager.range" values={{ from: String(from), to: String(to), total: totalText }} />
      </span>
      <button type="button" className="btn btn-sm btn-outline" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="table.previous" />
      </button>
      <span className="server-pager-page">
        <FormattedMessage id="pager.page" values={{ page: String(page), total: shown(last) }} />
      </span>
      <button type="button" className="btn btn-sm btn-outline" disabled={busy || !hasNext} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="table.next" />
      </button>
    </nav>
  );
}

type Paged = { page: number; pageSize: number; total: number; totalCapped?: boolean; totalEstimated?: boolean };
type PageQuery<A> = { currentData?: A; data?: A; isFetching: boolean };

/** The answer a paged page shows: this page's, or the last one while the next is fetched (not one of other filters after a failure). */
export const shownAnswer = <A,>(query: PageQuery<A>): A | undefined => query.currentData ?? (query.isFetching ? query.data : undefined);

/** What a paged table says: its accessible name and its empty state (catalogue keys). */
export interface PagedTableText {
  label: string;
  emptyTitle: string;
  emptyText: string;
}

/**
 * One page of rows the server paged, with its pager below: `query` is the page's query result
 * (its answer carries page, pageSize and total), `paging` the page asked for and its setter.
 */
export function ServerPagedTable<T extends { id: number }>({
  rows,
  columns,
  query,
  paging: [page, onPage],
  text,
  testId,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  query: PageQuery<Paged>;
  paging: readonly [number, (page: number) => void];
  text: PagedTableText;
  testId: string;
}) {
  const intl = useIntl();
  const answer = shownAnswer(query);
  return (
    <>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        pager="none"
        loading={query.isFetching}
        emptyTitle={text.emptyTitle}
        emptyText={text.emptyText}
        label={intl.formatMessage({ id: text.label })}
        testId={testId}
      />
      <ServerPager
        page={answer?.page ?? page}
        pageSize={answer?.pageSize ?? PAGE_SIZE}
        total={answer?.total ?? 0}
        totalCapped={answer?.totalCapped}
        totalEstimated={answer?.totalEstimated}
        rowsOnPage={rows.length}
        busy={query.isFetching}
        onPage={onPage}
      />
    </>
  );
}
