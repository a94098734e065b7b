// The organisation dashboard's data: every query it asks, with a failed load read as zeros and
// empty lists (the load-error middleware logs it), and the rows its map and tables show.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../store/hooks';
import type { AppStore } from '../../store/store';
import type { AuthState } from '../../store/authSlice';
import { pointFromGeoJson, type MapPoint } from '../../components/maps/points';
import { publicConfigApi } from '../../components/maps/publicConfigApi';
import { DASHBOARD_PAGE_SIZE, InstallationType } from '../../../shared/domain/constants';
import { centreName } from '../../components/voterText';
import { mayOpen } from '../../components/layout/menu';
import { TaskApi } from '../../../shared/api/tasks';
import {
  EMPTY_DASHBOARD,
  centreAdapter,
  dashboardApi,
  rankCentres,
  taskAdapter,
  useCentreLocationsQuery,
  useDashboardDataQuery,
  useDashboardTasksQuery,
  useOpinionPollQuery,
} from './api';
import { centreReachApi, useMatdanKendraListQuery } from '../centreReports/reach';

/** What the organisation dashboard asks for, with which arguments: the hook's and the prefetch's. */
function dashboardQueries(auth: AuthState) {
  const acno = auth.defaultacno;
  const isLoksevak = auth.installation_type === InstallationType.Loksevak;
  // Every figure is of the organisation's default constituency: none is asked for without one.
  const byAcno = acno == null ? null : { acno };
  // the task card needs the Task module as well: without it the card stays empty, unasked
  const mayReadTasks = mayOpen(TaskApi.list, { installationType: auth.installation_type, userType: auth.type, modules: auth.user?.modules });
  return { isLoksevak, byAcno, mayReadTasks };
}

/**
 * The dashboard's data asked for before the console's first render (its chunk has run): the
 * answers are on their way, or there, when the page mounts, and its hooks find them in the cache.
 */
export function prefetchOrganisationDashboard(store: AppStore) {
  const { isLoksevak, byAcno, mayReadTasks } = dashboardQueries(store.getState().auth);
  const { dispatch } = store;
  // the map's tile URL first: the map's base layer, the page's largest paint, waits for it
  dispatch(publicConfigApi.util.prefetch('publicConfig', undefined, {}));
  if (!byAcno) return;
  dispatch(dashboardApi.util.prefetch('dashboardData', byAcno, {}));
  dispatch(dashboardApi.util.prefetch('centreLocations', byAcno, {}));
  dispatch(centreReachApi.util.prefetch('matdanKendraList', byAcno, {}));
  if (mayReadTasks) dispatch(dashboardApi.util.prefetch('dashboardTasks', undefined, {}));
  if (isLoksevak) dispatch(dashboardApi.util.prefetch('opinionPoll', byAcno, {}));
}

export function useOrganisationDashboard() {
  const intl = useIntl();
  const auth = useAppSelector((s) => s.auth);
  const { isLoksevak, byAcno: acnoArg, mayReadTasks } = useMemo(() => dashboardQueries(auth), [auth]);
  const byAcno = acnoArg ?? skipToken;
  const summary = useDashboardDataQuery(byAcno);
  const locations = useCentreLocationsQuery(byAcno);
  const kendras = useMatdanKendraListQuery(byAcno);
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

  return {
    isLoksevak,
    data,
    points,
    ranked,
    centresLoading: kendras.isLoading,
    taskRows,
    tasksLoading: tasks.isLoading,
    poll: { data: poll.data, isFetching: poll.isFetching, isError: poll.isError },
  };
}
