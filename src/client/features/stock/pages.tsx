// /stock: the transaction form, the pending transfers to approve and the stock in hand, as tabs;
// /stock-request: every stock transaction with its status (history), pending ones decided in place.
// The tab (?tab=) and a table's page ride in the address, so a reload and Back keep them.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { StockBalance } from '../../../shared/api/stock';
import { DataTable, type Column } from '../../components/DataTable';
import PageCard from '../../components/PageCard';
import StockForm from './StockForm';
import StockRequests from './StockRequests';
import { useStockBalanceQuery } from './api';
import { useListPaging, useListParams, type ListSpec } from '../../components/useListParams';
import '../../components/tabs.css';
import '../../components/crud/crud.css';
import './stock.css';

const TABS = ['form', 'requests', 'balance'] as const;
const TAB_KEYS = { form: 'stock.formTab', requests: 'stock.requestsTab', balance: 'stock.balanceTab' } as const;
type Tab = (typeof TABS)[number];
const STOCK_TABS: ListSpec<'tab'> = { filters: { tab: { default: 'form', valid: TABS } } };

const BALANCE_COLUMNS: Column<StockBalance>[] = [
  { id: 'office', header: 'stock.office', render: (s) => s.office_name },
  { id: 'material', header: 'stock.material', render: (s) => s.resource_name },
  {
    id: 'quantity',
    header: 'stock.inHand',
    className: 'cell-number',
    // below zero (a transfer approved without the stock): said in words as well as in red
    render: (s) =>
      s.quantity < 0 ? (
        <span className="stock-negative" data-testid="stock-negative">
          <span className="text-danger">{s.quantity}</span> <span className="badge badge-danger">{<FormattedMessage id="stock.belowZero" />}</span>
        </span>
      ) : (
        s.quantity
      ),
  },
];

function StockInHand() {
  const intl = useIntl();
  const { data = [], isLoading } = useStockBalanceQuery();
  const paging = useListPaging();
  const short = data.filter((s) => s.quantity < 0).length;
  return (
    <>
      {short > 0 && (
        <div className="alert alert-warning" role="status">
          <FormattedMessage id="stock.belowZeroNote" values={{ n: short, count: String(short) }} />
        </div>
      )}
      <DataTable
        rows={data}
        columns={BALANCE_COLUMNS}
        rowKey={(s) => `${s.office_id}-${s.resource_id}`}
        {...paging}
        loading={isLoading}
        emptyTitle="stock.noBalance"
        emptyText="stock.noBalanceText"
        label={intl.formatMessage({ id: 'stock.balanceTab' })}
        testId="stock-balance"
      />
    </>
  );
}

export function StockPage() {
  // a tab is a history entry and starts its table at page 1
  const { filters, setFilter } = useListParams(STOCK_TABS);
  const tab = filters.tab as Tab;
  const setTab = (t: Tab) => setFilter('tab', t);
  return (
    <div className="stock-page">
      <PageCard
        titleKey="stock.title"
        actions={
          <Link className="btn btn-outline" to="/stock-request">
            <FormattedMessage id="stock.historyLink" />
          </Link>
        }
      >
        <div className="tabs" role="tablist">
          {TABS.map((t) => (
            <button key={t} type="button" role="tab" aria-selected={tab === t} className={`tab${tab === t ? ' active' : ''}`} onClick={() => setTab(t)}>
              <FormattedMessage id={TAB_KEYS[t]} />
            </button>
          ))}
        </div>
        <div role="tabpanel">
          {tab === 'form' && <StockForm />}
          {tab === 'requests' && <StockRequests pendingOnly />}
          {tab === 'balance' && <StockInHand />}
        </div>
      </PageCard>
    </div>
  );
}

export function StockRequestPage() {
  return (
    <div className="stock-page">
      <PageCard
        titleKey="stock.historyTitle"
        actions={
          // a new transaction is made on the form of /stock
          <Link className="btn btn-primary" to="/stock">
            <FormattedMessage id="stock.addResource" />
          </Link>
        }
      >
        <StockRequests />
      </PageCard>
    </div>
  );
}
