// Users and candidates (01 §7 Candidates): the kit's endpoints over the registration paths
// (POST /candidate-register, GET /candidate-list, /candidate/edit/{id}, PUT /candidate/update,
// PUT /candidate/delete/{id}); roles and offices come from their own kit endpoints.
import { CandidatePaths, OfficePaths, RolePaths } from '../../../shared/api/crud';
import { crudEndpoints } from '../../api/crudEndpoints';

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

export interface RoleOption {
  id: number;
  name: string;
  type: number;
  status: number;
}

export const candidateApi = crudEndpoints<Candidate>('candidate', CandidatePaths);
/** Same names as the roles and offices features use: one set of endpoints and tags. */
export const roleLookup = crudEndpoints<RoleOption>('role', RolePaths);
export const officeLookup = crudEndpoints<{ id: number; office_name: string }>('office', OfficePaths);
