// The dashboard's calls, derived from the declared routes. The voting-centre lists hold one row
// per polling part (hundreds per constituency), so they are normalised; the centres with their
// voters reached are shared with the centre reports (centreReports/api.ts).
import { createEntityAdapter } from '@reduxjs/toolkit';
import type { EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/endpoints';
import { TaskApi } from '../../../shared/api/tasks';
import { SurveyApi } from '../../../shared/api/surveys';
import {
  DashboardApi,
  type CentreLocation,
  type DashboardData,
  type DashboardEvent,
  type DashboardTask,
  type MatdanKendra,
} from '../../../shared/api/dashboard';
import { sortedCentres } from '../centreReports/reach';

export type { CentreLocation, DashboardData, DashboardEvent, DashboardTask, MatdanKendra };

/** A failed load shows zeros and empty lists. */
export const EMPTY_DASHBOARD: DashboardData = {
  voter_count: 0,
  voter_info_count: 0,
  office_count: 0,
  user_count: 0,
  upcoming_events: [],
  upcoming_tasks: [],
};

const num = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0);

export const centreAdapter = createEntityAdapter<CentreLocation, string>({ selectId: (c) => `${c.acno}-${c.partno}` });
export const taskAdapter = createEntityAdapter<DashboardTask>();

const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardData: queryOf(build, DashboardApi.data, {
      transformResponse: (raw): DashboardData => ({
        voter_count: num(raw?.voter_count),
        voter_info_count: num(raw?.voter_info_count),
        office_count: num(raw?.office_count),
        user_count: num(raw?.user_count),
        upcoming_events: list<DashboardEvent>(raw?.upcoming_events),
        upcoming_tasks: list<DashboardTask>(raw?.upcoming_tasks),
      }),
      providesTags: ['Dashboard', { type: 'Task', id: 'LIST' }, { type: 'Event', id: 'LIST' }],
    }),
    centreLocations: queryOf(build, DashboardApi.centreLocations, {
      transformResponse: (raw) => centreAdapter.setAll(centreAdapter.getInitialState(), list<CentreLocation>(raw)),
      providesTags: ['Dashboard'],
    }),
    // the task card reads the task domain's list (granted by the Task module)
    dashboardTasks: queryOf(build, TaskApi.list, {
      transformResponse: (raw) => taskAdapter.setAll(taskAdapter.getInitialState(), list<DashboardTask>(raw?.tasks)),
      providesTags: (result) => [{ type: 'Task', id: 'LIST' }, ...(result?.ids ?? []).map((id) => ({ type: 'Task' as const, id }))],
    }),
    // every survey answer of the constituency, counted (refreshed when answers are saved)
    opinionPoll: queryOf(build, SurveyApi.poll, { transformResponse: (raw) => raw.poll, providesTags: [{ type: 'Survey', id: 'ANSWERS' }] }),
    organisationCounts: queryOf(build, DashboardApi.organisationCounts, { providesTags: [{ type: 'Organisation', id: 'LIST' }] }),
  }),
});

export const { useDashboardDataQuery, useCentreLocationsQuery, useDashboardTasksQuery, useOpinionPollQuery, useOrganisationCountsQuery } = dashboardApi;

/** Top and least `n` voting centres by voters reached (the dashboard shows 5 each). */
export function rankCentres(state: EntityState<MatdanKendra, string> | undefined, n: number) {
  return {
    top: sortedCentres(state, 'desc').slice(0, n),
    least: sortedCentres(state, 'asc').slice(0, n),
  };
}
