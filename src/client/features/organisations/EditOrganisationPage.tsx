// /edit-user/:id: a super admin edits an organisation and its admin (the organisation screens):
// the registration form filled from GET /super-admin/admin/edit/{id}; the password stays unless
// a new one is typed.
import { useMemo } from 'react';
import { EditPage, type FormDone } from '../../components/crud/FormPage';
import OrganisationForm, { emptyOrganisation, type OrganisationValues } from './OrganisationForm';
import { useAdminEditQuery, useUpdateOrganisationMutation } from './api';
import './organisations.css';

type AdminRow = NonNullable<ReturnType<typeof useAdminEditQuery>['data']>;

function useAdminRow(id: number, opts: { skip: boolean; refetchOnMountOrArgChange: true }) {
  return useAdminEditQuery({ id }, opts);
}

function EditOrganisationForm({ admin, done }: { admin: AdminRow; done: FormDone }) {
  const [update] = useUpdateOrganisationMutation();
  const details = admin.admin?.organization_details ?? admin.organization_details;
  // memoised: the form re-initialises whenever this object changes
  const initialValues = useMemo<OrganisationValues>(
    () => ({
      ...emptyOrganisation,
      admin_id: admin.id,
      installation_type: String(details?.installation_type ?? ''),
      organization_full_name: details?.organization_full_name ?? '',
      organization_short_name: details?.organization_short_name ?? '',
      f_name: admin.f_name ?? '',
      l_name: admin.l_name ?? '',
      phone_no: admin.phone_no ?? '',
      email: admin.email ?? '',
      gender: admin.gender ? String(admin.gender) : '',
    }),
    [admin, details],
  );
  return (
    <OrganisationForm
      mode="edit"
      initialValues={initialValues}
      currentSymbols={{
        organisation: admin.org_id,
        organization_symbol: details?.organization_symbol,
        organization_election_symbol: details?.organization_election_symbol,
      }}
      submit={(body) => update({ body: { ...body, admin_id: admin.id } }).unwrap()}
      {...done}
    />
  );
}

export default function EditOrganisationPage() {
  return (
    <EditPage<AdminRow>
      className="organisation-page"
      titleKey="org.editTitle"
      listPath="/users"
      savedKey="org.updated"
      notFoundKey="org.loadError"
      useRow={useAdminRow}
      form={(admin, done) => <EditOrganisationForm admin={admin} done={done} />}
    />
  );
}
