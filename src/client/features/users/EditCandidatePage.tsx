// /edit-candidate/{id}: the registration form filled in; back to /candidates.
import { EditPage } from '../../components/crud/FormPage';
import { candidateApi } from '../../api/crudApi';
import type { Candidate } from '../../../shared/api/candidates';
import CandidateForm from './CandidateForm';
import './users.css';

export default function EditCandidatePage() {
  return (
    <EditPage<Candidate>
      className="users-page"
      titleKey="candidate.editTitle"
      listPath="/candidates"
      savedKey="candidate.updated"
      notFoundKey="candidate.notFound"
      useRow={candidateApi.useGetQuery}
      form={(candidate, done) => <CandidateForm candidate={candidate} {...done} />}
    />
  );
}
