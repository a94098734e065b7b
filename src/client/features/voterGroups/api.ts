// Voter groups: one page of a group's voters for /voter-slist. That page carries the voter
// lists' tag, so saving a voter's details (which may move them into or out of a group) refreshes
// it. The group's list, one group, add, edit and delete are the CRUD kit's (crudEndpoints), declared here.
import { VoterGroupApi, type VoterGroup } from '../../../shared/api/voterGroups';
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/endpoints';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const voterGroup = crudEndpoints<VoterGroup, typeof VoterGroupApi>(build, VoterGroupApi, 'VoterGroup');
    return {
      voterGroupList: voterGroup.list,
      voterGroupGet: voterGroup.get,
      voterGroupAdd: voterGroup.add,
      voterGroupUpdate: voterGroup.update,
      voterGroupRemove: voterGroup.remove,
    };
  },
});

export const voterGroupApi = crudHooks(
  crud.endpoints.voterGroupList,
  crud.endpoints.voterGroupGet,
  crud.endpoints.voterGroupAdd,
  crud.endpoints.voterGroupUpdate,
  crud.endpoints.voterGroupRemove,
);

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
