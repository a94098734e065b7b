// Users and candidates: the kit's endpoints, and the pick lists of people many forms need (an
// office's in-charges, a user's reporting to). The pick lists provide the candidates' list tag, so a
// change made on the users' screen refreshes them too.
import type { Role } from '../../../shared/api/masters';
import { CandidateApi, type Candidate, type UserOption } from '../../../shared/api/candidates';
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/endpoints';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const candidate = crudEndpoints<Candidate, typeof CandidateApi>(build, CandidateApi, 'Candidate');
    return {
      candidateList: candidate.list,
      candidateGet: candidate.get,
      candidateAdd: candidate.add,
      candidateUpdate: candidate.update,
      candidateRemove: candidate.remove,
    };
  },
});

export const candidateApi = crudHooks(
  crud.endpoints.candidateList,
  crud.endpoints.candidateGet,
  crud.endpoints.candidateAdd,
  crud.endpoints.candidateUpdate,
  crud.endpoints.candidateRemove,
);

export type { Candidate } from '../../../shared/api/candidates';

/** A role in the registration form's role choice. */
export type RoleOption = Pick<Role, 'id' | 'name' | 'type' | 'status'>;

export type { UserOption };

export const peopleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    usersList: queryOf(build, CandidateApi.usersList, {
      transformResponse: (raw) => raw?.users ?? [],
      providesTags: [{ type: 'Candidate', id: 'LIST' }],
    }),
    candidateDropdownList: queryOf(build, CandidateApi.candidateDropdown, {
      transformResponse: (raw) => raw?.candidates ?? [],
      providesTags: [{ type: 'Candidate', id: 'LIST' }],
    }),
  }),
});

export const { useUsersListQuery, useCandidateDropdownListQuery } = peopleApi;

export const personName = (u: { f_name: string; l_name?: string | null } | null | undefined) => (u ? `${u.f_name} ${u.l_name ?? ''}`.trim() : '');

/** The organisation's candidates as select options; asked only when `enabled` (forms that offer a candidate for campaign installations only). */
export const useCandidateOptions = (enabled = true) =>
  (useCandidateDropdownListQuery(undefined, { skip: !enabled }).data ?? []).map((c) => ({ value: String(c.id), label: personName(c) }));
