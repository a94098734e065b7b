// Pick lists many forms need (offices, candidates, and later tasks, events, vehicles): the
// organisation's users, its candidates and the constituency's part numbers (01 §7). They live
// beside the base API because a feature may not import another feature.
import { baseApi } from './baseApi';
import { DashboardPaths } from '../../shared/api/routes';

export interface UserOption {
  id: number;
  f_name: string;
  l_name: string | null;
}

export interface PartOption {
  partno: number;
  area_name: string | null;
}

/** The candidates' tag of crudEndpoints('candidate', ...): registering, editing or deleting one refreshes these lists. */
const PEOPLE = 'candidate';

/** The voter lists' tag: a roll import may add parts, so it refreshes the part list too. */
const VOTERS = 'Voter';

export const lookupsApi = baseApi.enhanceEndpoints({ addTagTypes: [PEOPLE, VOTERS] }).injectEndpoints({
  endpoints: (build) => ({
    usersList: build.query<UserOption[], void>({
      query: () => DashboardPaths.usersList,
      transformResponse: (raw: { users?: UserOption[] } | null) => raw?.users ?? [],
      providesTags: [{ type: PEOPLE, id: 'LIST' }],
    }),
    candidateDropdownList: build.query<UserOption[], void>({
      query: () => DashboardPaths.candidateDropdown,
      transformResponse: (raw: { candidates?: UserOption[] } | null) => raw?.candidates ?? [],
      providesTags: [{ type: PEOPLE, id: 'LIST' }],
    }),
    /** GET {voter prefix}/partno-list?acno=: sorted by partno. */
    partnoList: build.query<PartOption[], { prefix: string; acno: number }>({
      query: ({ prefix, acno }) => ({ url: `${prefix}/partno-list`, params: { acno } }),
      transformResponse: (raw: { partnolist?: PartOption[] } | null) => raw?.partnolist ?? [],
      providesTags: [{ type: VOTERS, id: 'LIST' }],
    }),
  }),
});

export const { useUsersListQuery, useCandidateDropdownListQuery, usePartnoListQuery } = lookupsApi;

export const personName = (u: { f_name: string; l_name?: string | null } | null | undefined) =>
  u ? `${u.f_name} ${u.l_name ?? ''}`.trim() : '';
