// Voter groups: one page of a group's voters for /voter-slist. That page carries the voter
// lists' tag, so saving a voter's details (which may move them into or out of a group) refreshes
// it. The group's list, add, edit and delete endpoints are the CRUD kit's (api/crudApi.ts).
import { VoterGroupApi, type VoterGroup } from '../../../shared/api/voterGroups';
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/endpoints';

export type { VoterGroup };

const groupVotersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    voterGroupVoters: queryOf(build, VoterGroupApi.voters, {
      providesTags: (_r, _e, { id }) => [
        { type: 'Voter', id: 'LIST' },
        { type: 'VoterGroup', id },
      ],
    }),
  }),
});

export const { useVoterGroupVotersQuery } = groupVotersApi;
