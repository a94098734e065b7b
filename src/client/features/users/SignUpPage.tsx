// /sign-up ("User Registration"): register a user or candidate of the organisation. After a
// save: "Registered successfully!" and the list at /candidates.
import { AddPage } from '../../components/crud/FormPage';
import CandidateForm from './CandidateForm';
import './users.css';

export default function SignUpPage() {
  return (
    <AddPage
      className="users-page"
      titleKey="candidate.registerTitle"
      subtitleKey="candidate.registerSubtitle"
      listPath="/candidates"
      back={false}
      savedKey="candidate.registered"
      form={(done) => <CandidateForm {...done} />}
    />
  );
}
