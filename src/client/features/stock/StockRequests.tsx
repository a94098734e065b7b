// Stock transactions as a table: when, the kind, materials and quantities, the offices, who asked
// and the status; a pending transfer has a from-office choice with Approve and Reject. Approval
// without a from-office is refused ("Please select from office first!"); a 422 says "Stock not
// found!" or "Insufficient stock!" and asks "Do you want to continue ?" (Yes approves anyway,
// recorded as forced); Reject asks for a reason.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StockTransaction } from '../../../shared/api/stock';
import type { Office } from '../../../shared/api/offices';
import { StockStatus, StockType } from '../../../shared/schemas/stock';
import { formatDateTime } from '../../../shared/dates';
import { errorBody } from '../../api/baseApi';
import { DataTable, type Column } from '../../components/DataTable';
import { RowButton } from '../../components/crud/ListKit';
import { useListPaging } from '../../components/useListParams';
import { askText, confirmYes, error as errorDialog, success } from '../../components/dialogs';
import { useStockAcceptMutation, useStockDenyMutation, useStockForcedMutation, stockApi } from './api';
import { officeApi } from '../offices/api';
import { personName } from '../users/api';

const NO_OFFICES: Office[] = [];
const STATUS = {
  [StockStatus.Pending]: 'stock.statusPending',
  [StockStatus.Approved]: 'stock.statusApproved',
  [StockStatus.Rejected]: 'stock.statusRejected',
} as const;

function useDecide() {
  const intl = useIntl();
  const [accept] = useStockAcceptMutation();
  const [force] = useStockForcedMutation();
  const [deny] = useStockDenyMutation();
  const approve = async (t: StockTransaction, from: number | null) => {
    if (!from) return void errorDialog(intl, 'dialog.validationError', 'validation.fromOfficeRequired');
    try {
      const r = await accept({ id: t.id, from_office: from }).unwrap();
      void success(intl, 'dialog.success', r.key);
    } catch (err) {
      const body = errorBody(err) as { key?: string; reason?: 'stock_not_found' | 'insufficient' };
      if ((err as { status?: number }).status !== 422 || !body.reason) return void errorDialog(intl, 'dialog.error', errorBody(err));
      if (!(await confirmYes(intl, body.reason === 'stock_not_found' ? 'stock.notFound' : 'stock.insufficient', 'stock.continue'))) return;
      try {
        const r = await force({ id: t.id, from_office: from, type: body.reason }).unwrap();
        void success(intl, 'dialog.success', r.key);
      } catch (again) {
        void errorDialog(intl, 'dialog.error', errorBody(again));
      }
    }
  };
  const reject = async (t: StockTransaction) => {
    const reason = await askText(intl, 'stock.rejectTitle', 'stock.reason', 'stock.reasonRequired');
    if (reason == null) return;
    try {
      const r = await deny({ id: t.id, rejection_reason: reason }).unwrap();
      void success(intl, 'dialog.success', r.key);
    } catch {
      void errorDialog(intl, 'dialog.error', 'stock.rejectFailed');
    }
  };
  return { approve, reject };
}

export default function StockRequests({ pendingOnly }: { pendingOnly?: boolean }) {
  const intl = useIntl();
  const { data = [], isLoading } = stockApi.useListQuery();
  const { data: offices = NO_OFFICES } = officeApi.useListQuery();
  const [from, setFrom] = useState<Record<number, string>>({});
  const { approve, reject } = useDecide();
  const paging = useListPaging();
  const rows = pendingOnly ? data.filter((t) => t.status === StockStatus.Pending && t.transaction_type === StockType.Transfer) : data;

  const columns = useMemo<Column<StockTransaction>[]>(
    () => [
      { id: 'when', header: 'stock.when', className: 'cell-nowrap', render: (t) => formatDateTime(t.created_at, intl) },
      {
        id: 'type',
        header: 'stock.type',
        render: (t) => <FormattedMessage id={t.transaction_type === StockType.Donor ? 'stock.typeDonor' : 'stock.typeTransfer'} />,
      },
      { id: 'materials', header: 'stock.materials', render: (t) => t.resources.map((r) => `${r.resource_name} × ${r.quantity}`).join(', ') },
      { id: 'to', header: 'stock.toOffice', render: (t) => t.to_office_name ?? '—' },
      { id: 'by', header: 'stock.requestedBy', render: (t) => personName(t.created_by_details) || t.handover_by || '—' },
      {
        id: 'from',
        header: 'stock.fromOffice',
        render: (t) =>
          t.status === StockStatus.Pending && t.transaction_type === StockType.Transfer ? (
            <select
              className="form-control"
              aria-label={intl.formatMessage({ id: 'stock.fromOfficeOf' }, { id: t.id })}
              value={from[t.id] ?? (t.from_office ? String(t.from_office) : '')}
              onChange={(e) => setFrom((f) => ({ ...f, [t.id]: e.target.value }))}
            >
              <option value="">{intl.formatMessage({ id: 'stock.chooseOffice' })}</option>
              {offices
                .filter((o) => o.id !== t.to_office)
                .map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.office_name}
                  </option>
                ))}
            </select>
          ) : (
            (t.from_office_name ?? '—')
          ),
      },
      {
        id: 'status',
        header: 'common.status',
        render: (t) => (
          <span className={`badge ${t.status === StockStatus.Approved ? 'badge-success' : t.status === StockStatus.Rejected ? 'badge-danger' : 'badge-muted'}`}>
            <FormattedMessage id={STATUS[t.status as keyof typeof STATUS] ?? 'stock.statusPending'} />
            {t.forced && (
              <>
                {' · '}
                <FormattedMessage id="stock.forced" />
              </>
            )}
          </span>
        ),
      },
      {
        id: 'actions',
        header: 'common.action',
        className: 'col-actions',
        render: (t) =>
          t.status === StockStatus.Pending && t.transaction_type === StockType.Transfer ? (
            <span className="row-actions">
              <RowButton
                className="btn-primary"
                labelKey="stock.approveOf"
                name={String(t.id)}
                onClick={() => void approve(t, Number(from[t.id] ?? t.from_office ?? 0) || null)}
              >
                <FormattedMessage id="stock.approve" />
              </RowButton>
              <RowButton className="btn-danger" labelKey="stock.rejectOf" name={String(t.id)} onClick={() => void reject(t)}>
                <FormattedMessage id="stock.reject" />
              </RowButton>
            </span>
          ) : null,
      },
    ],
    [intl, offices, from, approve, reject],
  );
  // the history says why a request was refused, where the pending list has nothing to say
  const shown = useMemo<Column<StockTransaction>[]>(
    () =>
      pendingOnly
        ? columns
        : [...columns.slice(0, -1), { id: 'reason', header: 'stock.reason', render: (t) => t.rejection_reason ?? '' }, columns[columns.length - 1]],
    [columns, pendingOnly],
  );

  return (
    <DataTable
      rows={rows}
      columns={shown}
      rowKey={(t) => t.id}
      {...paging}
      loading={isLoading}
      pageSize={10}
      emptyTitle={pendingOnly ? 'stock.noPending' : 'stock.emptyTitle'}
      emptyText={pendingOnly ? 'stock.noPendingText' : 'stock.emptyText'}
      label={intl.formatMessage({ id: pendingOnly ? 'stock.requestsTab' : 'stock.historyTitle' })}
      testId={pendingOnly ? 'stock-pending' : 'stock-history'}
    />
  );
}
