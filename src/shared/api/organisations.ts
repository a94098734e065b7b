// Organisations and their first admins, managed by the super administrator alone.
import { created, file, idParams, reply, route } from './contract';
import { organisationSchema, organisationUpdateSchema } from '../schemas/organisation';
import type { Message } from './messages';

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
  steps?: number;
  created_at: string;
  organization_details: OrganisationDetails;
  admin?: { organization_details: OrganisationDetails };
}

export const OrganisationApi = {
  register: route({
    method: 'POST',
    path: '/super-admin/new-admin-register',
    scope: 'superAdmin',
    summary: 'Registers an organisation and its first admin',
    body: organisationSchema,
    response: created<Message & { admin: OrganisationAdmin; tenant_id: number }>('msg', 'key', 'admin', 'tenant_id'),
  }),
  list: route({
    method: 'GET',
    path: '/super-admin/admin-list',
    scope: 'superAdmin',
    summary: 'Every organisation with its first admin',
    response: reply<{ admins: OrganisationAdmin[] }>('admins'),
  }),
  edit: route({
    method: 'GET',
    path: '/super-admin/admin/edit/:id',
    scope: 'superAdmin',
    summary: 'One organisation admin, by user id',
    params: idParams,
    response: reply<{ candidate: OrganisationAdmin }>('candidate'),
  }),
  update: route({
    method: 'PUT',
    path: '/super-admin/admin/update',
    scope: 'superAdmin',
    summary: 'Updates an organisation and its first admin',
    body: organisationUpdateSchema,
    response: reply<Message & { admin: OrganisationAdmin }>('msg', 'key', 'admin'),
  }),
  /** For an organisation that leaves, and for data portability (DPDP Act): every row and image it holds. */
  exportData: route({
    method: 'GET',
    path: '/super-admin/organisations/export/:id',
    scope: 'superAdmin',
    summary:
      "One organisation's data whole, as a zip: manifest.json, organisation.json, one JSON array per table (its rows only; no password hashes or sessions) and its uploaded images",
    params: idParams,
    response: file('application/zip'),
  }),
};
