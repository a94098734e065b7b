// /user-register: a super admin signs up an organisation and its first admin (01 §2.4).
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { success } from '../../components/dialogs';
import OrganisationForm, { emptyOrganisation } from './OrganisationForm';
import { useRegisterOrganisationMutation } from './api';
import './organisations.css';

export const ADMIN_LIST_PATH = '/super-admin/admin-list';

export default function RegisterOrganisationPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [register] = useRegisterOrganisationMutation();
  return (
    <div className="organisation-page">
      <div className="card">
        <h1 className="page-title">
          <FormattedMessage id="org.registerTitle" />
        </h1>
        <p className="page-subtitle">
          <FormattedMessage id="org.registerSubtitle" />
        </p>
        <OrganisationForm
          mode="create"
          initialValues={emptyOrganisation}
          submit={(body) => register({ body: { ...body, password: body.password ?? '' } }).unwrap()}
          onSaved={() => {
            void success(intl, 'dialog.success', 'org.registered');
            navigate(ADMIN_LIST_PATH);
          }}
          onCancel={() => navigate(ADMIN_LIST_PATH)}
        />
      </div>
    </div>
  );
}
