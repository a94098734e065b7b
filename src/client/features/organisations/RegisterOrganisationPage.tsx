// /user-register: a super admin signs up an organisation and its first admin.
import { AddPage } from '../../components/crud/FormPage';
import OrganisationForm, { emptyOrganisation } from './OrganisationForm';
import { useRegisterOrganisationMutation } from './api';
import './organisations.css';

export const ADMIN_LIST_PATH = '/super-admin/admin-list';

export default function RegisterOrganisationPage() {
  const [register] = useRegisterOrganisationMutation();
  return (
    <AddPage
      className="organisation-page"
      titleKey="org.registerTitle"
      subtitleKey="org.registerSubtitle"
      listPath={ADMIN_LIST_PATH}
      back={false}
      savedKey="org.registered"
      form={(done) => (
        <OrganisationForm
          mode="create"
          initialValues={emptyOrganisation}
          submit={(body) => register({ body: { ...body, password: body.password ?? '' } }).unwrap()}
          {...done}
        />
      )}
    />
  );
}
