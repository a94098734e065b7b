// Voting-centre locations (02 §7 Voting-centre locations, voter prefix /{orgId}/{candidateId}):
// the list (one row per part), one centre for editing and the point update.
import { baseApi } from '../../api/baseApi';
import {
  VoterPaths,
  type MatdanKendra,
  type VotingLocationEditResponse,
  type VotingLocationEntry,
  type VotingLocationListResponse,
  type VotingLocationUpdateBody,
  type VotingLocationUpdateResponse,
} from '../../../shared/api/voters';

/** Shared by name with the voter search (its WhatsApp slip links to the centre's point). */
export const CENTRE_TAG = 'VotingCentre';

const cTag = (id: number) => ({ type: CENTRE_TAG, id }) as const;

type Scoped<T> = T & { prefix: string };

export const votingCentresApi = baseApi.enhanceEndpoints({ addTagTypes: [CENTRE_TAG, 'Dashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    votingLocationList: build.query<VotingLocationEntry[], Scoped<{ acno: number }>>({
      query: ({ prefix, acno }) => ({ url: `${prefix}${VoterPaths.votingLocationList}`, params: { acno } }),
      transformResponse: (raw: VotingLocationListResponse | null) => raw?.votingLocationlist ?? [],
      providesTags: (rows = []) => [{ type: CENTRE_TAG, id: 'LIST' }, ...rows.map((r) => cTag(r.center_id))],
    }),
    votingLocationEdit: build.query<MatdanKendra, Scoped<{ id: number; acno: number }>>({
      query: ({ prefix, ...q }) => ({ url: `${prefix}${VoterPaths.votingLocationEdit}`, params: q }),
      transformResponse: (raw: VotingLocationEditResponse) => raw.matdan_kendra,
      providesTags: (_r, _e, { id }) => [{ type: CENTRE_TAG, id }],
    }),
    votingLocationUpdate: build.mutation<VotingLocationUpdateResponse, Scoped<{ body: VotingLocationUpdateBody }>>({
      query: ({ prefix, body }) => ({ url: `${prefix}${VoterPaths.votingLocationUpdate}`, method: 'PUT', body }),
      // the dashboard's centre map reads the same points
      invalidatesTags: (_r, _e, { body }) => [{ type: CENTRE_TAG, id: body.id }, { type: CENTRE_TAG, id: 'LIST' }, 'Dashboard'],
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

/** 02 §2: rows grouped by center_id, the parts of a centre joined (ascending). */
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
