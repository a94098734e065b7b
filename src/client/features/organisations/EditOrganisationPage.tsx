// /edit-user/:id: a super admin edits an organisation and its admin (screens): the same form,
// filled from GET /super-admin/admin/edit/{id}; the password stays unless a new one is typed.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { success } from '../../components/dialogs';
import OrganisationForm, { emptyOrganisation, type OrganisationValues } from './OrganisationForm';
import { useAdminEditQuery, useUpdateOrganisationMutation } from './api';
import './organisations.css';

export const USERS_PATH = '/users';

export default function EditOrganisationPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isLoading, isError } = useAdminEditQuery(valid ? { id } : skipToken);
  const [update] = useUpdateOrganisationMutation();

  const details = data?.admin?.organization_details ?? data?.organization_details;
  // Memoised: the form re-initialises whenever this object changes.
  const initialValues = useMemo<OrganisationValues | null>(() => {
    if (!data || !details) return null;
    return {
      ...emptyOrganisation,
      admin_id: data.id,
      installation_type: String(details.installation_type ?? ''),
      organization_full_name: details.organization_full_name ?? '',
      organization_short_name: details.organization_short_name ?? '',
      f_name: data.f_name ?? '',
      l_name: data.l_name ?? '',
      phone_no: data.phone_no ?? '',
      email: data.email ?? '',
      gender: data.gender ? String(data.gender) : '',
    };
  }, [data, details]);

  return (
    <div className="organisation-page">
      <div className="card">
        <h1 className="page-title">
          <FormattedMessage id="org.editTitle" />
        </h1>
        {isLoading && (
          <p role="status">
            <FormattedMessage id="common.loading" />
          </p>
        )}
        {(!valid || isError) && (
          <div className="alert alert-danger" role="alert">
            <FormattedMessage id="org.loadError" />
          </div>
        )}
        {initialValues && details && (
          <OrganisationForm
            mode="edit"
            initialValues={initialValues}
            currentSymbols={{ organization_symbol: details.organization_symbol, organization_election_symbol: details.organization_election_symbol }}
            submit={(body) => update({ body: { ...body, admin_id: id } }).unwrap()}
            onSaved={() => {
              void success(intl, 'dialog.success', 'org.updated');
              navigate(USERS_PATH);
            }}
            onCancel={() => navigate(USERS_PATH)}
          />
        )}
      </div>
    </div>
  );
}
