// The super administrator's calls for organisations and their first admins, derived from the declared routes. His tenant base is the installation's, /api/v1/admin/1.
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf, request } from '../../api/endpoints';
import { saveFile } from '../../lib/saveFile';
import { OrganisationApi, type OrganisationAdmin, type OrganisationDetails } from '../../../shared/api/organisations';

export type { OrganisationAdmin, OrganisationDetails };

/** The body of new-admin-register and admin/update. */
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

export const organisationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminList: queryOf(build, OrganisationApi.list, {
      transformResponse: (raw) => raw?.admins ?? [],
      providesTags: (result) => [{ type: 'Organisation', id: 'LIST' }, ...(result ?? []).map((a) => ({ type: 'Organisation' as const, id: a.id }))],
    }),
    adminEdit: queryOf(build, OrganisationApi.edit, {
      transformResponse: (raw) => raw.candidate,
      providesTags: (_r, _e, { id }) => [{ type: 'Organisation', id: Number(id) }],
    }),
    /** The organisation's data as a zip, handed to the browser as a download (the file stays out of the store). */
    exportOrganisation: build.mutation<null, number>({
      async queryFn(id, _api, _extra, baseQuery) {
        const res = await baseQuery({ ...request(OrganisationApi.exportData, { id }), responseHandler: (r) => (r.ok ? r.blob() : r.json()) });
        if (res.error) return { error: res.error };
        const named = /filename="([^"]+)"/.exec((res.meta as { response?: Response } | undefined)?.response?.headers.get('content-disposition') ?? '');
        saveFile(res.data as Blob, named?.[1] ?? `organisation-${id}.zip`);
        return { data: null };
      },
    }),
    registerOrganisation: mutationOf(build, OrganisationApi.register, { invalidatesTags: [{ type: 'Organisation', id: 'LIST' }] }),
    updateOrganisation: mutationOf(build, OrganisationApi.update, {
      invalidatesTags: (_r, _e, { body }) => [
        { type: 'Organisation', id: 'LIST' },
        { type: 'Organisation', id: body.admin_id },
      ],
    }),
  }),
});

export const { useAdminListQuery, useAdminEditQuery, useRegisterOrganisationMutation, useUpdateOrganisationMutation, useExportOrganisationMutation } =
  organisationsApi;
