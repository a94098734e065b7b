// The organisation dashboard's data: every query it asks, with a failed load read as zeros and
// empty lists (the load-error middleware logs it), and the rows its map and tables show.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../store/hooks';
import { pointFromGeoJson, type MapPoint } from '../../components/maps/points';
import { DASHBOARD_PAGE_SIZE, InstallationType } from '../../../shared/domain/constants';
import { centreName } from '../../components/voterText';
import { useMayOpen } from '../../components/layout/useMayOpen';
import { TaskApi } from '../../../shared/api/tasks';
import {
  EMPTY_DASHBOARD,
  centreAdapter,
  rankCentres,
  taskAdapter,
  useCentreLocationsQuery,
  useDashboardDataQuery,
  useDashboardTasksQuery,
  useOpinionPollQuery,
} from './api';
import { useMatdanKendraListQuery } from '../centreReports/api';

export function useOrganisationDashboard() {
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
