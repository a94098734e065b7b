// The dashboard: four figures, the voting-centre map, the top and least 5 voting centres, the
// opinion poll (installation type 1), the task card and the upcoming tasks and events. A failed
// load leaves zeros and empty lists (the load-error middleware logs it). The super administrator
// has no organisation of his own: his dashboard counts the organisations instead.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import type { AppStore } from '../../store/store';
import TableCard from '../../components/TableCard';
import { DASHBOARD_PAGE_SIZE, InstallationType } from '../../../shared/domain/constants';
import Forbidden from '../../components/layout/Forbidden';
import { mayOpen } from '../../components/layout/menu';
import { DashboardApi } from '../../../shared/api/dashboard';
import { useT } from '../../i18n/translate';
import { useOrganisationCountsQuery, type MatdanKendra } from './api';
import { usePublicConfigQuery } from '../../components/maps/publicConfigApi';
import { prefetchOrganisationDashboard, useOrganisationDashboard } from './useOrganisationDashboard';
import { LATIN, OpinionPollCard, StatCard, UpcomingEventsCard, UpcomingTasksCard, useCentreColumns, useTaskColumns } from './DashboardCards';
import './dashboard.css';
/** A chunk's module, kept once it has run, so a later visit renders it at once. */
function chunk<M>(load: () => Promise<M>) {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load: () => (loading ??= load().then((m) => (module = m))),
    get loaded() {
      return module;
    },
  };
}

// Leaflet is most of the page's code: the figures and tables are drawn without waiting for it, and
// the map joins them when its chunk has run. The chunk is asked for when this page's code runs
// (the page's HTML preloads it beside the main scripts); its tiles are the page's largest paint
// wherever a tile server answers. Not React.lazy: a Suspense boundary's content that resolves
// soon after its fallback is held for React's throttle (300 ms), and the tiles with it.
const mapChunk = chunk(() => import(/* webpackChunkName: "centre-map" */ '../../components/maps/VotingCentreMap'));
// The claims period card shows only while a period is open, once its summary has come: its code
// (the claims routes' schemas) runs after the first render, not before it (the HTML preloads it).
const claimsCardChunk = chunk(() => import(/* webpackChunkName: "claims-card" */ '../claims/ClaimsPeriodCard'));

/** A chunk's module once it has run (at once when it already has). */
function useChunk<M>(c: ReturnType<typeof chunk<M>>): M | undefined {
  const [loaded, setLoaded] = useState(c.loaded);
  // a chunk that fails to load is the route's error to show, as a lazy component's would be
  const [failed, setFailed] = useState<unknown>(null);
  if (failed) throw failed;
  useEffect(() => {
    if (loaded) return;
    let live = true;
    c.load().then(
      (m) => live && setLoaded(m),
      (e: unknown) => live && setFailed(e ?? new Error('dashboard chunk')),
    );
    return () => {
      live = false;
    };
  }, [c, loaded]);
  return loaded;
}

function DashboardPage() {
  const auth = useAppSelector((s) => s.auth);
  if (auth.installation_type === InstallationType.SuperAdmin) return <SuperAdminDashboard />;
  // staff whose role lacks the Dashboard module: the server would refuse every figure
  const ctx = { installationType: auth.installation_type, userType: auth.type, modules: auth.user?.modules };
  return mayOpen(DashboardApi.data, ctx) ? <OrganisationDashboard /> : <Forbidden />;
}

/** Before the console's first render: the organisation dashboard's data and map chunk asked for. */
function prefetch(store: AppStore) {
  const { auth } = store.getState();
  const ctx = { installationType: auth.installation_type, userType: auth.type, modules: auth.user?.modules };
  if (auth.installation_type === InstallationType.SuperAdmin || !mayOpen(DashboardApi.data, ctx)) return;
  void mapChunk.load().catch(() => undefined);
  prefetchOrganisationDashboard(store);
}

export default Object.assign(DashboardPage, { prefetch });

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
  // asked with the page's own data, not once Leaflet has arrived: the map's tiles wait for both
  usePublicConfigQuery();
  const map = useChunk(mapChunk);
  const claimsCard = useChunk(claimsCardChunk);
  const { isLoksevak, data, points, ranked, centresLoading, taskRows, tasksLoading, poll } = useOrganisationDashboard();
  const centreColumns = useCentreColumns();
  const taskColumns = useTaskColumns();
  // the Top 5 and Least 5 tables differ only in their rows
  const centreTable = {
    columns: centreColumns,
    rowKey: (r: MatdanKendra) => `${r.ac_no}-${r.partno}`,
    pageSize: DASHBOARD_PAGE_SIZE,
    pager: 'none' as const,
    loading: centresLoading,
    emptyTitle: 'dashboard.noCentres',
    emptyText: '',
  };

  return (
    <div className="dashboard">
      <h1 className="page-title">{t('dashboard.title')}</h1>

      <section className="stat-grid" aria-label={intl.formatMessage({ id: 'dashboard.figures' })}>
        <StatCard testId="stat-voters" labelKey="dashboard.voterCount" value={data.voter_count} />
        <StatCard testId="stat-voters-info" labelKey="dashboard.voterInfoCount" value={data.voter_info_count} />
        <StatCard testId="stat-offices" labelKey={isLoksevak ? 'dashboard.booths' : 'dashboard.departments'} value={data.office_count} />
        <StatCard testId="stat-users" labelKey="dashboard.userCount" value={data.user_count} />
      </section>
      {claimsCard && <claimsCard.default />}

      <section className="card">
        <h2 className="card-title">{t('dashboard.mapTitle')}</h2>
        {map ? <map.VotingCentreMap points={points} label={intl.formatMessage({ id: 'dashboard.mapTitle' })} /> : <div className="dashboard-map-waiting" />}
      </section>

      <div className="dashboard-pair">
        <TableCard titleKey="dashboard.topCentres" cardTestId="top-centres" rows={ranked.top} {...centreTable} />
        <TableCard titleKey="dashboard.leastCentres" cardTestId="least-centres" rows={ranked.least} {...centreTable} />
      </div>

      {isLoksevak && <OpinionPollCard poll={poll} />}

      <TableCard
        titleKey="dashboard.tasks"
        cardTestId="task-card"
        rows={taskRows}
        columns={taskColumns}
        rowKey={(t) => t.id}
        pageSize={DASHBOARD_PAGE_SIZE}
        pager="prevNext"
        loading={tasksLoading}
        emptyTitle="dashboard.noTasks"
        emptyText=""
      />

      <div className="dashboard-pair">
        <UpcomingTasksCard tasks={data.upcoming_tasks} />
        <UpcomingEventsCard events={data.upcoming_events} />
      </div>
    </div>
  );
}
