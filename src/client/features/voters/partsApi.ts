// The constituency's polling parts as a pick list (a role's part numbers, the screens that show a
// part at a time), sorted by part number. It provides the voters' list tag: a roll import may add
// parts, and the lists refresh with it.
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/endpoints';
import { VoterApi, type PartnoEntry } from '../../../shared/api/voters';

export type PartOption = PartnoEntry;

export const partsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    partnoList: queryOf(build, VoterApi.partnoList, {
      transformResponse: (raw) => raw?.partnolist ?? [],
      providesTags: [{ type: 'Voter', id: 'LIST' }],
    }),
  }),
});

export const { usePartnoListQuery } = partsApi;
