// /add-office: after a save, "Office added successfully!" and back to /office.
import { AddPage } from '../../components/crud/FormPage';
import OfficeForm from './OfficeForm';
import './offices.css';

export default function AddOfficePage() {
  return (
    <AddPage
      className="office-page"
      titleKey="office.addTitle"
      listPath="/office"
      savedKey="office.added"
      form={({ onSaved }) => <OfficeForm onSaved={onSaved} />}
    />
  );
}
