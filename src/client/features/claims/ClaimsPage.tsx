// /claims: the claims and objections of the organisation's constituency: the claims period (set
// by an admin) and how many drafted claims are flagged near its end; the list by part, status and
// form, paged by the server; a claim drafted, changed or deleted; an agent's sheet of the claims
// to file, printed in Marathi, Hindi or English.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../store/hooks';
import PageCard, { Loading } from '../../components/PageCard';
import { DataTable } from '../../components/DataTable';
import ServerPager from '../../components/ServerPager';
import type { Claim } from '../../../shared/api/claims';
import { useClaimListQuery } from './api';
import ClaimModal from './ClaimModal';
import ClaimFilters, { type ClaimFilterValues } from './ClaimFilters';
import { useClaimColumns } from './claimColumns';
import PeriodCard from './PeriodCard';
import ScoreboardCard from './ScoreboardCard';
import SheetCard from './SheetCard';
import '../../components/crud/crud.css';
import './claims.css';
import { usePartnoListQuery } from '../voters/partsApi';
import { useUsersListQuery } from '../users/api';
import { useVoterScope } from '../../store/voterScope';

const PAGE = 20;

export default function ClaimsPage() {
  const intl = useIntl();
  const { acno } = useVoterScope();
  const isAdmin = useAppSelector((s) => s.auth.type === 0 || s.auth.type === 1);
  const parts = usePartnoListQuery(acno == null ? skipToken : { acno });
  const agents = useUsersListQuery().data ?? [];
  const [filters, setFilters] = useState<ClaimFilterValues>({ partno: undefined, status: '', form: '' });
  const { partno, status, form } = filters;
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Claim | 'new' | null>(null);
  // an import settles claims elsewhere (reconciliation): the page asks again each time it opens
  const list = useClaimListQuery(
    acno == null ? skipToken : ({ acno, partno, status: status || undefined, form: form || undefined, page, pageSize: PAGE } as never),
    { refetchOnMountOrArgChange: true },
  );
  const data = list.data;
  const columns = useClaimColumns(isAdmin, setEditing);
  const filter = (change: Partial<ClaimFilterValues>) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };

  if (acno == null)
    return (
      <PageCard titleKey="claims.title">
        <p className="alert alert-info" role="status">
          <FormattedMessage id="editions.noConstituency" />
        </p>
      </PageCard>
    );
  return (
    <div className="claims-page">
      <PeriodCard
        key={data?.period ? `${data.period.starts_on}-${data.period.ends_on}` : 'none'}
        acno={acno}
        period={data?.period ?? null}
        flagged={data?.flagged ?? 0}
        canSet={isAdmin}
      />
      <PageCard
        titleKey="claims.title"
        subtitleKey="claims.subtitle"
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="claim-add">
            <FormattedMessage id="claims.add" />
          </button>
        }
      >
        {parts.isLoading ? <Loading /> : <ClaimFilters parts={parts.data ?? []} values={filters} onChange={filter} />}
        <DataTable
          rows={data?.claims ?? []}
          columns={columns}
          rowKey={(c) => c.id}
          pager="none"
          pageSize={PAGE}
          loading={list.isFetching}
          emptyTitle={intl.formatMessage({ id: 'claims.none' })}
          emptyText={intl.formatMessage({ id: 'claims.noneText' })}
          label={intl.formatMessage({ id: 'claims.title' })}
          testId="claims-table"
        />
        <ServerPager
          page={data?.page ?? page}
          pageSize={PAGE}
          total={data?.total ?? 0}
          rowsOnPage={data?.claims.length ?? 0}
          busy={list.isFetching}
          onPage={setPage}
        />
      </PageCard>
      <SheetCard acno={acno} partno={partno} agents={agents} />
      <ScoreboardCard acno={acno} />
      {editing && <ClaimModal acno={acno} partno={partno} claim={editing === 'new' ? null : editing} agents={agents} onClose={() => setEditing(null)} />}
    </div>
  );
}
