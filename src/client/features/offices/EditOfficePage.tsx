// /edit-office/{id}: the same form filled in, button "Update Office"; back to /office.
import { EditPage } from '../../components/crud/FormPage';
import { officeApi } from '../../api/crudApi';
import type { Office } from '../../../shared/api/offices';
import OfficeForm from './OfficeForm';
import './offices.css';

export default function EditOfficePage() {
  return (
    <EditPage<Office>
      className="office-page"
      titleKey="office.editTitle"
      listPath="/office"
      savedKey="office.updated"
      notFoundKey="office.notFound"
      useRow={officeApi.useGetQuery}
      form={(office, { onSaved }) => <OfficeForm office={office} onSaved={onSaved} />}
    />
  );
}
