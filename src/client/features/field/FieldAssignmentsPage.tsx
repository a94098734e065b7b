// /field-assignments: who holds which part, or page of a part, of the default constituency. The
// live assignments, filtered by part and by worker (ended ones on request), each with its End
// button and a warning when its part's polling station is not on the map; the form that assigns
// one; and the bulk assignment from a CSV. The filters ride in the address
// (?part=12&worker=4&ended=1), so the voting-centre list opens it on a part.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldAssignment } from '../../../shared/api/field';
import { formatDateTime } from '../../../shared/dates';
import { errorBody } from '../../api/baseApi';
import { DataTable, type Column } from '../../components/DataTable';
import { confirmAction, error as errorDialog, success } from '../../components/dialogs';
import { Labelled } from '../../components/FormField';
import PageCard, { TitledCard } from '../../components/PageCard';
import { useListParams, useTypedFilter, type ListSpec } from '../../components/useListParams';
import '../../components/crud/crud.css';
import AssignmentForm from './AssignmentForm';
import BulkAssignCard from './BulkAssignCard';
import { useFieldAssignmentsQuery, useFieldEndAssignmentMutation } from './api';
import { OffMapWarning } from './OffMap';
import './field.css';
import { personName, useUsersListQuery } from '../users/api';
import { useVoterScope } from '../../store/voterScope';

const ASSIGNMENT_LIST: ListSpec<'part' | 'worker' | 'ended'> = {
  filters: {
    part: { valid: (v) => /^\d{1,6}$/.test(v) && Number(v) >= 1 },
    worker: { valid: (v) => /^\d{1,15}$/.test(v) },
    ended: { valid: ['1'] },
  },
};

export const pageText = (a: { from: number | null; to: number | null }, intl: { formatMessage: (d: { id: string }, v?: Record<string, string>) => string }) =>
  a.from === null
    ? intl.formatMessage({ id: 'fieldConsole.wholePart' })
    : intl.formatMessage({ id: 'fieldConsole.pageRange' }, { from: String(a.from), to: String(a.to) });

export default function FieldAssignmentsPage() {
  const intl = useIntl();
  const { acno } = useVoterScope();
  const list = useListParams(ASSIGNMENT_LIST);
  const part = useTypedFilter(list, 'part');
  const { filters, setFilter } = list;
  const users = useUsersListQuery();
  const workers = useMemo(() => (users.data ?? []).map((u) => ({ value: String(u.id), label: personName(u) })), [users.data]);
  const query = {
    acno: acno ?? 0,
    ...(filters.part ? { partno: filters.part } : {}),
    ...(filters.worker ? { user_id: filters.worker } : {}),
    ...(filters.ended ? { ended: 'true' } : {}),
  };
  const result = useFieldAssignmentsQuery(query, { skip: acno == null });
  const [end] = useFieldEndAssignmentMutation();

  const columns = useMemo<Column<FieldAssignment>[]>(() => {
    const onEnd = async (a: FieldAssignment) => {
      const name = personName(a.worker);
      const what = intl.formatMessage({ id: 'fieldConsole.endConfirm' }, { name, part: String(a.partno), page: pageText(a, intl) });
      if (!(await confirmAction(intl, 'fieldConsole.endTitle', what, 'fieldConsole.endYes'))) return;
      try {
        const answer = await end({ id: a.id }).unwrap();
        void success(intl, 'fieldConsole.endedTitle', answer.key);
      } catch (e) {
        void errorDialog(intl, 'dialog.error', errorBody(e));
      }
    };
    return [
      {
        id: 'part',
        header: 'fieldConsole.part',
        render: (a) => (
          <>
            {a.partno}
            <OffMapWarning part={a} />
          </>
        ),
      },
      { id: 'page', header: 'fieldConsole.page', render: (a) => pageText(a, intl) },
      {
        id: 'worker',
        header: 'fieldConsole.worker',
        render: (a) => (
          <>
            <span className="field-worker-name">{personName(a.worker)}</span>
            <span className="field-worker-contact muted">{a.worker.email ?? a.worker.phone_no ?? ''}</span>
          </>
        ),
      },
      { id: 'electors', header: 'fieldConsole.electors', render: (a) => intl.formatNumber(a.electors) },
      { id: 'assigned', header: 'fieldConsole.assignedAt', className: 'cell-nowrap', render: (a) => formatDateTime(a.assigned_at, intl) },
      {
        id: 'state',
        header: 'fieldConsole.state',
        render: (a) =>
          a.ended_at ? (
            <span className="badge badge-muted">{intl.formatMessage({ id: 'fieldConsole.endedAt' }, { when: formatDateTime(a.ended_at, intl) })}</span>
          ) : (
            <span className="badge badge-success">
              <FormattedMessage id="fieldConsole.live" />
            </span>
          ),
      },
      {
        id: 'actions',
        header: 'common.action',
        className: 'col-actions',
        render: (a) =>
          a.ended_at ? null : (
            <button
              type="button"
              className="btn btn-sm btn-danger"
              onClick={() => void onEnd(a)}
              aria-label={intl.formatMessage({ id: 'fieldConsole.endNamed' }, { name: personName(a.worker), part: String(a.partno), page: pageText(a, intl) })}
            >
              <FormattedMessage id="fieldConsole.end" />
            </button>
          ),
      },
    ];
  }, [intl, end]);

  return (
    <div className="field-console">
      <PageCard titleKey="fieldConsole.assignmentsTitle" subtitleKey="fieldConsole.assignmentsSubtitle">
        <h2 className="card-title">
          <FormattedMessage id="fieldConsole.addTitle" />
        </h2>
        {acno != null && <AssignmentForm acno={acno} workers={workers} partno={filters.part} />}
      </PageCard>
      <TitledCard titleKey="fieldConsole.listTitle" titleValues={{ acno: String(acno ?? '') }}>
        <div className="report-filters">
          <Labelled htmlFor="field-filter-part" labelKey="fieldConsole.part">
            <input
              id="field-filter-part"
              className="form-control"
              inputMode="numeric"
              value={part.typed}
              onChange={(e) => part.type(e.target.value.replace(/\D/g, ''))}
            />
          </Labelled>
          <Labelled htmlFor="field-filter-worker" labelKey="fieldConsole.worker">
            <select id="field-filter-worker" className="form-control" value={filters.worker} onChange={(e) => setFilter('worker', e.target.value)}>
              <option value="">{intl.formatMessage({ id: 'fieldConsole.allWorkers' })}</option>
              {workers.map((w) => (
                <option key={w.value} value={w.value}>
                  {w.label}
                </option>
              ))}
            </select>
          </Labelled>
          <label className="field-check">
            <input type="checkbox" checked={filters.ended === '1'} onChange={(e) => setFilter('ended', e.target.checked ? '1' : '')} />{' '}
            <FormattedMessage id="fieldConsole.showEnded" />
          </label>
        </div>
        <DataTable
          rows={result.data?.assignments ?? []}
          columns={columns}
          rowKey={(a) => a.id}
          page={list.page}
          onPage={list.setPage}
          loading={result.isLoading}
          emptyTitle="fieldConsole.emptyTitle"
          emptyText="fieldConsole.emptyText"
          label={intl.formatMessage({ id: 'fieldConsole.listTitle' }, { acno: String(acno ?? '') })}
          testId="field-assignments"
        />
      </TitledCard>
      {acno != null && <BulkAssignCard acno={acno} />}
    </div>
  );
}
