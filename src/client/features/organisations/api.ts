// Super-admin calls for organisations and their first admins (01 §7 "Candidates and admins"),
// injected into the one base API. The super admin's tenant base is /api/v1/admin/1.
import { baseApi } from '../../api/baseApi';
import { SuperAdminPaths, fillPath } from '../../../shared/api/routes';

export interface OrganisationDetails {
  id?: number;
  installation_type: number;
  organization_full_name: string;
  organization_short_name: string;
  organization_symbol: string | null;
  organization_election_symbol: string | null;
}

export interface OrganisationAdmin extends OrganisationDetails {
  id: number;
  org_id: number;
  f_name: string;
  l_name: string | null;
  phone_no: string | null;
  email: string | null;
  gender: number | null;
  created_at: string;
  organization_details: OrganisationDetails;
}

/** The body of new-admin-register and admin/update (01 §3 Organisation sign-up payload). */
export interface OrganisationBody {
  installation_type: number;
  organization_full_name: string;
  organization_short_name: string;
  f_name: string;
  l_name: string;
  phone_no: string;
  email: string;
  password?: string;
  gender: number;
  /** Data URLs; left out when no new image was chosen. */
  organization_symbol?: string;
  organization_election_symbol?: string;
}

export const organisationsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Admin'] }).injectEndpoints({
  endpoints: (build) => ({
    adminList: build.query<OrganisationAdmin[], void>({
      query: () => SuperAdminPaths.list,
      transformResponse: (raw: { admins?: OrganisationAdmin[] }) => raw?.admins ?? [],
      providesTags: (result) => [{ type: 'Admin', id: 'LIST' }, ...(result ?? []).map((a) => ({ type: 'Admin' as const, id: a.id }))],
    }),
    adminEdit: build.query<OrganisationAdmin & { admin?: { organization_details: OrganisationDetails } }, number>({
      query: (id) => fillPath(SuperAdminPaths.edit, { id }),
      transformResponse: (raw: { candidate: OrganisationAdmin & { admin?: { organization_details: OrganisationDetails } } }) => raw.candidate,
      providesTags: (_r, _e, id) => [{ type: 'Admin', id }],
    }),
    registerOrganisation: build.mutation<{ msg: string; admin: OrganisationAdmin; tenant_id: number }, OrganisationBody>({
      query: (body) => ({ url: SuperAdminPaths.register, method: 'POST', body }),
      invalidatesTags: [{ type: 'Admin', id: 'LIST' }],
    }),
    updateOrganisation: build.mutation<{ msg: string; admin: OrganisationAdmin }, OrganisationBody & { admin_id: number }>({
      query: (body) => ({ url: SuperAdminPaths.update, method: 'PUT', body }),
      invalidatesTags: (_r, _e, body) => [
        { type: 'Admin', id: 'LIST' },
        { type: 'Admin', id: body.admin_id },
      ],
    }),
  }),
});

export const { useAdminListQuery, useAdminEditQuery, useRegisterOrganisationMutation, useUpdateOrganisationMutation } = organisationsApi;
