// /add-voters-group: after a save, "Voters Group added successfully!" and back to /voters-group.
import { AddPage } from '../../components/crud/FormPage';
import VoterGroupForm from './VoterGroupForm';
import './voterGroups.css';

export default function AddVoterGroupPage() {
  return (
    <AddPage
      className="voter-group-page"
      titleKey="voterGroup.addTitle"
      listPath="/voters-group"
      savedKey="voterGroup.added"
      form={({ onSaved }) => <VoterGroupForm onSaved={onSaved} />}
    />
  );
}
