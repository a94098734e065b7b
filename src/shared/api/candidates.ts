// Users and candidates of an organisation: registration with the role's dependencies (a role
// without login has no email or password, but part numbers and the phone-visibility option),
// the list, edit and delete; plus the pick lists of people many forms use.
import { crud } from './crud';
import { reply, route } from './contract';
import { candidateSchema } from '../schemas/users';

export interface Candidate {
  id: number;
  org_id?: number;
  type?: number;
  f_name: string;
  l_name: string | null;
  phone_no: string | null;
  email: string | null;
  gender: number | null;
  role_id: number | null;
  role_name?: string | null;
  role_type?: number | null;
  office: number | null;
  office_name?: string | null;
  reporting_to: number | null;
  candidate_id: number | null;
  special_note: string | null;
  profile_picture: string | null;
  adharcard_picture: string | null;
  slip_image: string | null;
  partno_list: number[] | string | null;
  phone_visibility: number | null;
  organization_full_name?: string | null;
  created_at: string;
}

/** A person in a pick list (in-charges, reporting to, assigned user). */
export interface UserOption {
  id: number;
  f_name: string;
  l_name: string | null;
}

export const CandidateApi = {
  ...crud<Candidate>()({
    base: '/candidate',
    entity: 'user or candidate',
    listKey: 'candidates',
    itemKey: 'candidate',
    listPath: '/candidate-list',
    addPath: '/candidate-register',
    // on update candidate_id names the user being edited
    updateIdField: 'candidate_id',
    module: 'Candidates',
    schema: candidateSchema,
  }),
  /** Every user of the organisation, for the forms that pick a person. */
  usersList: route({
    method: 'GET',
    path: '/users-list',
    scope: 'tenant',
    summary: "The organisation's users, for pick lists",
    response: reply<{ users: UserOption[] }>('users'),
  }),
  /** The users holding the role named Candidate. */
  candidateDropdown: route({
    method: 'GET',
    path: '/candidate-dropdown-list',
    scope: 'tenant',
    summary: 'The users holding the Candidate role, for pick lists',
    response: reply<{ candidates: UserOption[] }>('candidates'),
  }),
};
