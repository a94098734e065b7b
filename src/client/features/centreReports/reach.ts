// The voting centres with their voters reached, apart from the reports' PDF (api.ts): the
// dashboard ranks its top and least five from them, and its first visit loads none of the printed
// papers' declarations.
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/endpoints';
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { DashboardApi, type MatdanKendra } from '../../../shared/api/dashboard';

// The voting centres of a constituency with their voters and voters reached (GET
// /matdan-kendra-list): the dashboard ranks its top and least five from them and the centre
// reports list them all. One row per polling part (hundreds per constituency), so normalised.
// Kept five minutes after its last reader leaves: the least-centres report refreshes on that
// rhythm, and opening a report or the dashboard again within it asks nothing.
export type { MatdanKendra };

/** Five minutes, in seconds (RTK Query's unit for keeping unused data). */
export const CENTRE_REACH_CACHE_SECONDS = 300;

export const kendraAdapter = createEntityAdapter<MatdanKendra, string>({ selectId: (k) => `${k.ac_no}-${k.partno}` });

const num = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0);

export const centreReachApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    matdanKendraList: queryOf(build, DashboardApi.matdanKendra, {
      transformResponse: (raw) =>
        kendraAdapter.setAll(
          kendraAdapter.getInitialState(),
          (Array.isArray(raw) ? raw : []).map((k) => ({ ...k, voter_count: num(k.voter_count), voters_reached: num(k.voters_reached) })),
        ),
      keepUnusedDataFor: CENTRE_REACH_CACHE_SECONDS,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useMatdanKendraListQuery } = centreReachApi;

/** By voters reached, most first ('desc') or fewest first ('asc'); ties by AC and part number. */
export const byReached =
  (dir: 'asc' | 'desc') =>
  (a: MatdanKendra, b: MatdanKendra): number =>
    (dir === 'desc' ? b.voters_reached - a.voters_reached : a.voters_reached - b.voters_reached) || a.ac_no - b.ac_no || a.partno - b.partno;

/** The centres sorted by voters reached. */
export const sortedCentresOf = (rows: readonly MatdanKendra[], dir: 'asc' | 'desc'): MatdanKendra[] => [...rows].sort(byReached(dir));

/** Every centre of the answer, sorted by voters reached. */
export function sortedCentres(state: EntityState<MatdanKendra, string> | undefined, dir: 'asc' | 'desc'): MatdanKendra[] {
  return state ? sortedCentresOf(kendraAdapter.getSelectors().selectAll(state), dir) : [];
}
