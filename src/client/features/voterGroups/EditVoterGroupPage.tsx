// /edit-voters-group/{id}: the same form filled in, with the place search and the marker where
// the group was placed; "Voters Group updated successfully!" and back to /voters-group.
import { EditPage } from '../../components/crud/FormPage';
import { voterGroupApi } from '../../api/crudApi';
import type { VoterGroup } from '../../../shared/api/voterGroups';
import VoterGroupForm from './VoterGroupForm';
import './voterGroups.css';

export default function EditVoterGroupPage() {
  return (
    <EditPage<VoterGroup>
      className="voter-group-page"
      titleKey="voterGroup.editTitle"
      listPath="/voters-group"
      savedKey="voterGroup.updated"
      notFoundKey="voterGroup.notFound"
      useRow={voterGroupApi.useGetQuery}
      form={(group, { onSaved }) => <VoterGroupForm group={group} onSaved={onSaved} />}
    />
  );
}
