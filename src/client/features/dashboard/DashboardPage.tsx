// The dashboard: four figures, the voting-centre map, the top and least 5 voting centres, the
// opinion poll (installation type 1), the task card and the upcoming tasks and events. A failed
// load leaves zeros and empty lists (the load-error middleware logs it). The super administrator
// has no organisation of his own: his dashboard counts the organisations instead.
import { lazy, Suspense, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../store/hooks';
import type { Column } from '../../components/DataTable';
import TableCard from '../../components/TableCard';
import WhenVisible from '../../components/WhenVisible';
import { VotingCentreMap, pointFromGeoJson, type MapPoint } from '../../components/maps/VotingCentreMap';
import { DASHBOARD_PAGE_SIZE, InstallationType } from '../../../shared/domain/constants';
import { reachedPercent } from '../../../shared/percent';
import { formatDateTime } from '../../../shared/dates';
import { centreName } from '../../components/voterText';
import Forbidden from '../../components/layout/Forbidden';
import { mayOpen } from '../../components/layout/menu';
import { useMayOpen } from '../../components/layout/useMayOpen';
import { TaskApi } from '../../../shared/api/tasks';
import { DashboardApi } from '../../../shared/api/dashboard';
import { Loading } from '../../components/PageCard';
import { useT } from '../../i18n/translate';
import { useMatdanKendraListQuery } from '../../api/centreReach';
import {
  EMPTY_DASHBOARD,
  centreAdapter,
  rankCentres,
  taskAdapter,
  useCentreLocationsQuery,
  useDashboardDataQuery,
  useDashboardTasksQuery,
  useOpinionPollQuery,
  useOrganisationCountsQuery,
  type DashboardTask,
  type MatdanKendra,
} from './api';
import './dashboard.css';

// chart.js is large and only type 1 shows the poll: its own chunk.
const OpinionPollChart = lazy(() => import(/* webpackChunkName: "opinion-poll" */ './OpinionPollChart'));

// Figures keep Latin digits in every locale, like the part and AC numbers beside them.
const LATIN = { numberingSystem: 'latn' } as const;

function StatCard({ labelKey, value, testId }: { labelKey: string; value: number; testId: string }) {
  const intl = useIntl();
  return (
    <div className="card stat-card" data-testid={testId}>
      <p className="stat-label">
        <FormattedMessage id={labelKey} />
      </p>
      <p className="stat-value">{intl.formatNumber(value, LATIN)}</p>
    </div>
  );
}

const userName = (u: { f_name: string; l_name: string | null } | null) => (u ? `${u.f_name} ${u.l_name ?? ''}`.trim() : '');

export default function DashboardPage() {
  const auth = useAppSelector((s) => s.auth);
  if (auth.installation_type === InstallationType.SuperAdmin) return <SuperAdminDashboard />;
  // staff whose role lacks the Dashboard module: the server would refuse every figure
  const ctx = { installationType: auth.installation_type, userType: auth.type, modules: auth.user?.modules };
  return mayOpen(DashboardApi.data, ctx) ? <OrganisationDashboard /> : <Forbidden />;
}

function SuperAdminDashboard() {
  const t = useT();
  const intl = useIntl();
  const { data, isLoading } = useOrganisationCountsQuery();
  const types = data?.by_installation_type ?? [];
  return (
    <div className="dashboard" data-testid="super-admin-dashboard">
      <h1 className="page-title">{t('dashboard.title')}</h1>
      <section className="stat-grid" aria-label={intl.formatMessage({ id: 'dashboard.figures' })} aria-busy={isLoading}>
        <StatCard testId="stat-organisations" labelKey="dashboard.organisations" value={data?.organisations ?? 0} />
        <StatCard testId="stat-recent" labelKey="dashboard.recentOrganisations" value={data?.recent ?? 0} />
        <StatCard testId="stat-org-users" labelKey="dashboard.userCount" value={data?.users ?? 0} />
        <StatCard testId="stat-org-voters" labelKey="dashboard.voterCount" value={data?.voters ?? 0} />
      </section>
      <section className="card">
        <h2 className="card-title">{t('dashboard.byInstallationType')}</h2>
        <ul className="timeline">
          {types.map((t) => (
            <li key={t.installation_type}>
              <strong>{intl.formatMessage({ id: `installationType.${t.installation_type}` })}</strong>
              <span className="timeline-meta">{intl.formatNumber(t.count, LATIN)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function OrganisationDashboard() {
  const t = useT();
  const intl = useIntl();
  const auth = useAppSelector((s) => s.auth);
  const acno = auth.defaultacno;
  const isLoksevak = auth.installation_type === InstallationType.Loksevak;

  // Every figure is of the organisation's default constituency: none is asked for without one.
  const byAcno = acno == null ? skipToken : { acno };
  const summary = useDashboardDataQuery(byAcno);
  const locations = useCentreLocationsQuery(byAcno);
  const kendras = useMatdanKendraListQuery(byAcno);
  // the task card needs the Task module as well: without it the card stays empty, unasked
  const mayReadTasks = useMayOpen(TaskApi.list);
  const tasks = useDashboardTasksQuery(undefined, { skip: !mayReadTasks });
  const poll = useOpinionPollQuery(isLoksevak ? byAcno : skipToken);

  // After a failure RTK Query may still hold an older answer; the dashboard shows zeros then.
  const data = (!summary.isError && summary.data) || EMPTY_DASHBOARD;

  const points = useMemo<MapPoint[]>(() => {
    if (locations.isError || !locations.data) return [];
    return centreAdapter
      .getSelectors()
      .selectAll(locations.data)
      .flatMap((c) => {
        const at = pointFromGeoJson(c.voting_center_location);
        if (!at) return [];
        return [
          {
            key: `${c.acno}-${c.partno}`,
            ...at,
            title: centreName(c, intl.locale),
            popup: (
              <div className="centre-popup">
                <strong>{centreName(c, intl.locale)}</strong>
                <br />
                <FormattedMessage id="dashboard.popupPart" values={{ acno: String(c.acno), partno: String(c.partno) }} />
                <br />
                <FormattedMessage id="dashboard.popupVotersInfo" values={{ count: String(c.total_voter_info) }} />
              </div>
            ),
          },
        ];
      });
  }, [locations.data, locations.isError, intl.locale]);

  const ranked = useMemo(() => rankCentres(kendras.isError ? undefined : kendras.data, DASHBOARD_PAGE_SIZE), [kendras.data, kendras.isError]);
  const taskRows = useMemo(() => (tasks.isError || !tasks.data ? [] : taskAdapter.getSelectors().selectAll(tasks.data)), [tasks.data, tasks.isError]);

  const centreColumns = useMemo<Column<MatdanKendra>[]>(
    () => [
      { id: 'acno', header: 'dashboard.colAcNo', className: 'cell-nowrap', render: (r) => r.ac_no },
      { id: 'partno', header: 'dashboard.colPartNo', className: 'cell-nowrap', render: (r) => r.partno },
      { id: 'vcenter', header: 'dashboard.colVotingCenter', className: 'cell-centre', render: (r) => centreName(r, intl.locale) },
      { id: 'voters', header: 'dashboard.colVoterCount', className: 'cell-nowrap', render: (r) => intl.formatNumber(r.voter_count, LATIN) },
      { id: 'reached', header: 'dashboard.colVotersReached', className: 'cell-nowrap', render: (r) => intl.formatNumber(r.voters_reached, LATIN) },
      {
        id: 'percent',
        header: 'dashboard.colPercentage',
        className: 'cell-nowrap',
        render: (r) => `${reachedPercent(r.voters_reached, r.voter_count).toFixed(2)}%`,
      },
    ],
    [intl],
  );
  // the Top 5 and Least 5 tables differ only in their rows
  const centreTable = {
    columns: centreColumns,
    rowKey: (r: MatdanKendra) => `${r.ac_no}-${r.partno}`,
    pageSize: DASHBOARD_PAGE_SIZE,
    pager: 'none' as const,
    loading: kendras.isLoading,
    emptyTitle: 'dashboard.noCentres',
    emptyText: '',
  };

  const taskColumns = useMemo<Column<DashboardTask>[]>(
    () => [
      { id: 'name', header: 'dashboard.colTaskName', render: (t) => t.task_name },
      { id: 'description', header: 'dashboard.colDescription', render: (t) => t.task_description ?? '' },
      {
        id: 'event',
        header: 'dashboard.colEvent',
        render: (t) => t.assignedTeam?.name || intl.formatMessage({ id: 'dashboard.notAvailable' }),
      },
      { id: 'percentage', header: 'dashboard.colStatusPercentage', render: (t) => `${Number(t.status_percentage ?? 0)}%` },
      { id: 'user', header: 'dashboard.colAssignedUser', render: (t) => userName(t.assignedUser) },
      {
        id: 'status',
        header: 'dashboard.colStatus',
        render: (t) => (
          <span className={`badge task-status-${t.status}`}>{intl.formatMessage({ id: `taskStatus.${t.status}`, defaultMessage: String(t.status) })}</span>
        ),
      },
      { id: 'deadline', header: 'dashboard.colDeadline', render: (t) => formatDateTime(t.end_date_time, intl) },
    ],
    [intl],
  );

  return (
    <div className="dashboard">
      <h1 className="page-title">{t('dashboard.title')}</h1>

      <section className="stat-grid" aria-label={intl.formatMessage({ id: 'dashboard.figures' })}>
        <StatCard testId="stat-voters" labelKey="dashboard.voterCount" value={data.voter_count} />
        <StatCard testId="stat-voters-info" labelKey="dashboard.voterInfoCount" value={data.voter_info_count} />
        <StatCard testId="stat-offices" labelKey={isLoksevak ? 'dashboard.booths' : 'dashboard.departments'} value={data.office_count} />
        <StatCard testId="stat-users" labelKey="dashboard.userCount" value={data.user_count} />
      </section>

      <section className="card">
        <h2 className="card-title">{t('dashboard.mapTitle')}</h2>
        <VotingCentreMap points={points} label={intl.formatMessage({ id: 'dashboard.mapTitle' })} />
      </section>

      <div className="dashboard-pair">
        <TableCard titleKey="dashboard.topCentres" cardTestId="top-centres" rows={ranked.top} {...centreTable} />
        <TableCard titleKey="dashboard.leastCentres" cardTestId="least-centres" rows={ranked.least} {...centreTable} />
      </div>

      {isLoksevak && (
        <section className="card" data-testid="opinion-poll">
          <h2 className="card-title">{t('dashboard.opinionPoll')}</h2>
          {poll.data && poll.data.answers > 0 ? (
            <>
              <p className="card-note">{t('dashboard.pollFrom', { answers: poll.data.answers, voters: poll.data.voters })}</p>
              <WhenVisible minHeight={300}>
                <Suspense fallback={<Loading textKey="table.loading" />}>
                  <OpinionPollChart poll={poll.data} />
                </Suspense>
              </WhenVisible>
            </>
          ) : (
            <p className="card-note" data-testid="opinion-poll-empty">
              {t(poll.isFetching ? 'table.loading' : poll.isError ? 'error.loadFailed' : 'dashboard.pollEmpty')}
            </p>
          )}
        </section>
      )}

      <TableCard
        titleKey="dashboard.tasks"
        cardTestId="task-card"
        rows={taskRows}
        columns={taskColumns}
        rowKey={(t) => t.id}
        pageSize={DASHBOARD_PAGE_SIZE}
        pager="prevNext"
        loading={tasks.isLoading}
        emptyTitle="dashboard.noTasks"
        emptyText=""
      />

      <div className="dashboard-pair">
        <section className="card" data-testid="upcoming-tasks">
          <h2 className="card-title">{t('dashboard.upcomingTasks')}</h2>
          {data.upcoming_tasks.length === 0 ? (
            <p className="card-note">{t('dashboard.noUpcomingTasks')}</p>
          ) : (
            <ul className="timeline">
              {data.upcoming_tasks.map((t) => (
                <li key={t.id}>
                  <strong>{t.task_name}</strong>
                  <span className="timeline-meta">{[t.assignedTeam?.name, userName(t.assignedUser)].filter(Boolean).join(' · ')}</span>
                  <time dateTime={t.start_date_time ?? undefined}>
                    {formatDateTime(t.start_date_time, intl)} – {formatDateTime(t.end_date_time, intl)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="card" data-testid="upcoming-events">
          <h2 className="card-title">{t('dashboard.upcomingEvents')}</h2>
          {data.upcoming_events.length === 0 ? (
            <p className="card-note">{t('dashboard.noUpcomingEvents')}</p>
          ) : (
            <ul className="timeline">
              {data.upcoming_events.map((e) => (
                <li key={e.id}>
                  <strong>{e.event_name}</strong>
                  <time dateTime={e.event_start ?? undefined}>
                    {formatDateTime(e.event_start, intl)} – {formatDateTime(e.event_end, intl)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
