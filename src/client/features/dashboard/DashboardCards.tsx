// The dashboard's small views: a figure, the columns of its tables, the opinion poll card and
// the upcoming tasks and events. They show what they are given and ask for nothing.
import { lazy, Suspense, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Column } from '../../components/DataTable';
import WhenVisible from '../../components/WhenVisible';
import { percentOf } from '../../../shared/percent';
import { formatDateTime } from '../../../shared/dates';
import { centreName } from '../../components/voterText';
import { Loading } from '../../components/PageCard';
import { useT } from '../../i18n/translate';
import type { OpinionPoll } from '../../../shared/api/surveys';
import type { DashboardEvent, DashboardTask, MatdanKendra } from './api';

// chart.js is large and only type 1 shows the poll: its own chunk.
const OpinionPollChart = lazy(() => import(/* webpackChunkName: "opinion-poll" */ './OpinionPollChart'));

// Figures keep Latin digits in every locale, like the part and AC numbers beside them.
export const LATIN = { numberingSystem: 'latn' } as const;

export function StatCard({ labelKey, value, testId }: { labelKey: string; value: number; testId: string }) {
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

/** The Top 5 and Least 5 voting centres' columns. */
export function useCentreColumns() {
  const intl = useIntl();
  return useMemo<Column<MatdanKendra>[]>(
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
        render: (r) => `${percentOf(r.voters_reached, r.voter_count).toFixed(2)}%`,
      },
    ],
    [intl],
  );
}

/** The task card's columns. */
export function useTaskColumns() {
  const intl = useIntl();
  return useMemo<Column<DashboardTask>[]>(
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
}

/** The opinion poll's answers as a chart, or why there is none yet. */
export function OpinionPollCard({ poll }: { poll: { data: OpinionPoll | undefined; isFetching: boolean; isError: boolean } }) {
  const t = useT();
  return (
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
  );
}

export function UpcomingTasksCard({ tasks }: { tasks: readonly DashboardTask[] }) {
  const t = useT();
  const intl = useIntl();
  return (
    <section className="card" data-testid="upcoming-tasks">
      <h2 className="card-title">{t('dashboard.upcomingTasks')}</h2>
      {tasks.length === 0 ? (
        <p className="card-note">{t('dashboard.noUpcomingTasks')}</p>
      ) : (
        <ul className="timeline">
          {tasks.map((task) => (
            <li key={task.id}>
              <strong>{task.task_name}</strong>
              <span className="timeline-meta">{[task.assignedTeam?.name, userName(task.assignedUser)].filter(Boolean).join(' · ')}</span>
              <time dateTime={task.start_date_time ?? undefined}>
                {formatDateTime(task.start_date_time, intl)} – {formatDateTime(task.end_date_time, intl)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function UpcomingEventsCard({ events }: { events: readonly DashboardEvent[] }) {
  const t = useT();
  const intl = useIntl();
  return (
    <section className="card" data-testid="upcoming-events">
      <h2 className="card-title">{t('dashboard.upcomingEvents')}</h2>
      {events.length === 0 ? (
        <p className="card-note">{t('dashboard.noUpcomingEvents')}</p>
      ) : (
        <ul className="timeline">
          {events.map((e) => (
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
  );
}
