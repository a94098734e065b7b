// Dashboard calls (01 §7 Dashboard), injected into the one base API. The voting-centre lists
// hold one row per polling part (hundreds per constituency), so they are normalised.
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { DashboardPaths } from '../../../shared/api/routes';

export interface DashboardTask {
  id: number;
  task_name: string;
  task_description: string | null;
  status: number;
  status_percentage: number | null;
  start_date_time: string | null;
  end_date_time: string | null;
  assignedTeam: { name: string } | null;
  assignedUser: { f_name: string; l_name: string | null } | null;
}

export interface DashboardEvent {
  id: number;
  event_name: string;
  event_start: string | null;
  event_end: string | null;
}

export interface DashboardData {
  voter_count: number;
  voter_info_count: number;
  office_count: number;
  user_count: number;
  upcoming_events: DashboardEvent[];
  upcoming_tasks: DashboardTask[];
}

export interface CentreLocation {
  acno: number;
  partno: number;
  vcenter: string;
  section: string | null;
  total_voter_info: number;
  voting_center_location: { type: 'Point'; coordinates: [number, number] } | null;
}

export interface MatdanKendra {
  ac_no: number;
  partno: number;
  vcenter: string;
  voter_count: number;
  voters_reached: number;
}

/** 01 §4: a failed load shows zeros and empty lists. */
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
export const kendraAdapter = createEntityAdapter<MatdanKendra, string>({ selectId: (k) => `${k.ac_no}-${k.partno}` });
export const taskAdapter = createEntityAdapter<DashboardTask>();
export const eventAdapter = createEntityAdapter<DashboardEvent>();

const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

export const dashboardApi = baseApi.enhanceEndpoints({ addTagTypes: ['Dashboard', 'Task', 'Event'] }).injectEndpoints({
  endpoints: (build) => ({
    dashboardData: build.query<DashboardData, number | null>({
      query: (acno) => ({ url: DashboardPaths.data, params: acno != null ? { acno } : undefined }),
      transformResponse: (raw: Partial<DashboardData> | null): DashboardData => ({
        voter_count: num(raw?.voter_count),
        voter_info_count: num(raw?.voter_info_count),
        office_count: num(raw?.office_count),
        user_count: num(raw?.user_count),
        upcoming_events: list<DashboardEvent>(raw?.upcoming_events),
        upcoming_tasks: list<DashboardTask>(raw?.upcoming_tasks),
      }),
      providesTags: ['Dashboard', { type: 'Task', id: 'LIST' }, { type: 'Event', id: 'LIST' }],
    }),
    centreLocations: build.query<EntityState<CentreLocation, string>, number>({
      query: (acno) => ({ url: DashboardPaths.centreLocations, params: { acno } }),
      transformResponse: (raw: unknown) => centreAdapter.setAll(centreAdapter.getInitialState(), list<CentreLocation>(raw)),
      providesTags: ['Dashboard'],
    }),
    matdanKendraList: build.query<EntityState<MatdanKendra, string>, number>({
      query: (acno) => ({ url: DashboardPaths.matdanKendra, params: { acno } }),
      transformResponse: (raw: unknown) =>
        kendraAdapter.setAll(
          kendraAdapter.getInitialState(),
          list<MatdanKendra>(raw).map((k) => ({ ...k, voter_count: num(k.voter_count), voters_reached: num(k.voters_reached) })),
        ),
      providesTags: ['Dashboard'],
    }),
    dashboardTasks: build.query<EntityState<DashboardTask, number>, void>({
      query: () => DashboardPaths.tasks,
      transformResponse: (raw: { tasks?: DashboardTask[] } | null) => taskAdapter.setAll(taskAdapter.getInitialState(), list<DashboardTask>(raw?.tasks)),
      providesTags: (result) => [{ type: 'Task', id: 'LIST' }, ...(result?.ids ?? []).map((id) => ({ type: 'Task' as const, id }))],
    }),
    dashboardEvents: build.query<EntityState<DashboardEvent, number>, void>({
      query: () => DashboardPaths.events,
      transformResponse: (raw: { events?: DashboardEvent[] } | null) => eventAdapter.setAll(eventAdapter.getInitialState(), list<DashboardEvent>(raw?.events)),
      providesTags: (result) => [{ type: 'Event', id: 'LIST' }, ...(result?.ids ?? []).map((id) => ({ type: 'Event' as const, id }))],
    }),
  }),
});

export const { useDashboardDataQuery, useCentreLocationsQuery, useMatdanKendraListQuery, useDashboardTasksQuery, useDashboardEventsQuery } = dashboardApi;

const byReached = (dir: 1 | -1) => (a: MatdanKendra, b: MatdanKendra) =>
  dir * (a.voters_reached - b.voters_reached) || a.ac_no - b.ac_no || a.partno - b.partno;

/** Top and least `n` voting centres by voters reached (01 §2.14: 5 each). */
export function rankCentres(state: EntityState<MatdanKendra, string> | undefined, n: number) {
  const rows = state ? kendraAdapter.getSelectors().selectAll(state) : [];
  return {
    top: [...rows].sort(byReached(-1)).slice(0, n),
    least: [...rows].sort(byReached(1)).slice(0, n),
  };
}
