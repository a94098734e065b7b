// Voter groups (02 §7 Voter groups): the CRUD endpoints of the kit, and one page of a group's
// voters for /voter-slist. That page carries the voter lists' tag, so saving a voter's details
// (which may move them into or out of a group) refreshes it.
import { VoterGroupPaths, fillPath } from '../../../shared/api/routes';
import type { VoterGroup, VoterGroupVotersResponse } from '../../../shared/api/voterGroups';
import { baseApi } from '../../api/baseApi';
import { crudEndpoints } from '../../api/crudEndpoints';

export type { VoterGroup };

/** The kit's name 'voterGroup': the add-details modal asks for the same injection. */
export const voterGroupApi = crudEndpoints<VoterGroup>('voterGroup', VoterGroupPaths);

const VOTER_TAG = 'Voter';

const groupVotersApi = baseApi.enhanceEndpoints({ addTagTypes: [VOTER_TAG, voterGroupApi.tag] }).injectEndpoints({
  endpoints: (build) => ({
    voterGroupVoters: build.query<VoterGroupVotersResponse, { id: number; page: number }>({
      query: ({ id, page }) => ({ url: fillPath(VoterGroupPaths.voters, { id }), params: { page } }),
      providesTags: (_r, _e, { id }) => [
        { type: VOTER_TAG, id: 'LIST' },
        { type: voterGroupApi.tag, id },
      ],
    }),
  }),
});

export const { useVoterGroupVotersQuery } = groupVotersApi;
