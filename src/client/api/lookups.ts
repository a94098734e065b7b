// Pick lists of people and parts many forms need (an office's in-charges, a user's reporting
// to, a role's part numbers). They live beside the base API because a feature may not import
// another feature; each provides the tags of the lists it mirrors, so a change made on that
// domain's screen refreshes them too. The CRUD domains' own lists are in crudApi.ts.
import { baseApi } from './baseApi';
import { queryOf } from './endpoints';
import { CandidateApi, type UserOption } from '../../shared/api/candidates';
import { VoterApi, type PartnoEntry } from '../../shared/api/voters';

export type { UserOption };

export type PartOption = PartnoEntry;

export const lookupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    usersList: queryOf(build, CandidateApi.usersList, {
      transformResponse: (raw) => raw?.users ?? [],
      providesTags: [{ type: 'Candidate', id: 'LIST' }],
    }),
    candidateDropdownList: queryOf(build, CandidateApi.candidateDropdown, {
      transformResponse: (raw) => raw?.candidates ?? [],
      providesTags: [{ type: 'Candidate', id: 'LIST' }],
    }),
    /** Sorted by part number. A roll import may add parts. */
    partnoList: queryOf(build, VoterApi.partnoList, {
      transformResponse: (raw) => raw?.partnolist ?? [],
      providesTags: [{ type: 'Voter', id: 'LIST' }],
    }),
  }),
});

export const { useUsersListQuery, useCandidateDropdownListQuery, usePartnoListQuery } = lookupsApi;

export const personName = (u: { f_name: string; l_name?: string | null } | null | undefined) => (u ? `${u.f_name} ${u.l_name ?? ''}`.trim() : '');

/** The organisation's candidates as select options; asked only when `enabled` (forms that offer a candidate for campaign installations only). */
export const useCandidateOptions = (enabled = true) =>
  (useCandidateDropdownListQuery(undefined, { skip: !enabled }).data ?? []).map((c) => ({ value: String(c.id), label: personName(c) }));
