// Voting-centre locations: the list (one row per part), one centre for editing and the point
// update, derived from the declared routes.
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/endpoints';
import { VotingCentreApi, type VotingLocationEntry } from '../../../shared/api/voters';

const cTag = (id: number) => ({ type: 'VotingCentre', id }) as const;

export const votingCentresApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    votingLocationList: queryOf(build, VotingCentreApi.list, {
      transformResponse: (raw) => raw?.votingLocationlist ?? [],
      providesTags: (rows = []) => [{ type: 'VotingCentre', id: 'LIST' }, ...rows.map((r) => cTag(r.center_id))],
    }),
    votingLocationEdit: queryOf(build, VotingCentreApi.edit, {
      transformResponse: (raw) => raw.matdan_kendra,
      providesTags: (_r, _e, { id }) => [cTag(Number(id))],
    }),
    votingLocationUpdate: mutationOf(build, VotingCentreApi.update, {
      // the dashboard's centre map reads the same points, and the field screens say which parts have none
      invalidatesTags: (_r, _e, { body }) => [
        cTag(body.id),
        { type: 'VotingCentre', id: 'LIST' },
        'Dashboard',
        { type: 'FieldProgress', id: 'LIST' },
        { type: 'Field', id: 'LIST' },
      ],
    }),
  }),
});

export const { useVotingLocationListQuery, useVotingLocationEditQuery, useVotingLocationUpdateMutation } = votingCentresApi;

export interface CentreGroup {
  center_id: number;
  ac_no: number;
  location_name: string;
  location_name_v1: string | null;
  partnos: number[];
  voting_center_location: VotingLocationEntry['voting_center_location'];
  voter_count: number;
  voters_reached: number;
}

/** screens: rows grouped by center_id, the parts of a centre joined (ascending). */
export function groupByCentre(rows: readonly VotingLocationEntry[]): CentreGroup[] {
  const groups = new Map<number, CentreGroup>();
  for (const r of rows) {
    let g = groups.get(r.center_id);
    if (!g) {
      g = {
        center_id: r.center_id,
        ac_no: r.ac_no,
        location_name: r.location_name,
        location_name_v1: r.location_name_v1,
        partnos: [],
        voting_center_location: r.voting_center_location,
        voter_count: 0,
        voters_reached: 0,
      };
      groups.set(r.center_id, g);
    }
    if (!g.partnos.includes(r.partno)) g.partnos.push(r.partno);
    g.voting_center_location ??= r.voting_center_location;
    g.voter_count += Number(r.voter_count) || 0;
    g.voters_reached += Number(r.voters_reached) || 0;
  }
  const list = [...groups.values()];
  for (const g of list) g.partnos.sort((a, b) => a - b);
  return list.sort((a, b) => (a.partnos[0] ?? 0) - (b.partnos[0] ?? 0) || a.center_id - b.center_id);
}
