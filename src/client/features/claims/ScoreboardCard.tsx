// The scoreboard of a constituency's claims: per booth-level agent and per part, how many are
// drafted, filed, accepted, rejected and lapsed.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DataTable, type Column } from '../../components/DataTable';
import type { ClaimTally } from '../../../shared/api/claims';
import { CLAIM_STATUSES } from '../../../shared/schemas/claims';
import { useClaimScoreboardQuery } from './api';
import { TitledCard } from '../../components/PageCard';

export default function ScoreboardCard({ acno }: { acno: number }) {
  const intl = useIntl();
  const board = useClaimScoreboardQuery({ acno }, { refetchOnMountOrArgChange: true });
  const counts = useMemo<Column<ClaimTally>[]>(
    () => CLAIM_STATUSES.map((s) => ({ id: s, header: `claims.status.${s}`, className: 'cell-nowrap', render: (t: ClaimTally) => String(t[s]) })),
    [],
  );
  const agentColumns = useMemo<Column<ClaimTally>[]>(
    () => [{ id: 'agent', header: 'claims.colAgent', render: (t) => t.name ?? intl.formatMessage({ id: 'claims.noAgent' }) }, ...counts],
    [intl, counts],
  );
  const partColumns = useMemo<Column<ClaimTally>[]>(() => [{ id: 'part', header: 'claims.partno', render: (t) => String(t.key) }, ...counts], [counts]);
  return (
    <TitledCard titleKey="claims.scoreTitle">
      <div className="claims-score">
        <DataTable
          rows={board.data?.agents ?? []}
          columns={agentColumns}
          rowKey={(t) => String(t.key)}
          loading={board.isFetching}
          emptyTitle={intl.formatMessage({ id: 'claims.none' })}
          label={intl.formatMessage({ id: 'claims.scoreAgents' })}
          testId="claims-score-agents"
        />
        <DataTable
          rows={board.data?.parts ?? []}
          columns={partColumns}
          rowKey={(t) => String(t.key)}
          loading={board.isFetching}
          emptyTitle={intl.formatMessage({ id: 'claims.none' })}
          label={intl.formatMessage({ id: 'claims.scoreParts' })}
          testId="claims-score-parts"
        />
      </div>
    </TitledCard>
  );
}
