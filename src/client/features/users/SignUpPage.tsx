// /sign-up (01 §2.5, "User Registration"): register a user or candidate of the organisation.
// After a save: "Registered successfully!" and the list at /candidates (01 §4, step 4 and above).
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { success } from '../../components/dialogs';
import CandidateForm from './CandidateForm';
import './users.css';

export default function SignUpPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <div className="users-page">
      <section className="card">
        <h1 className="page-title">
          <FormattedMessage id="candidate.registerTitle" />
        </h1>
        <p className="page-subtitle">
          <FormattedMessage id="candidate.registerSubtitle" />
        </p>
        <CandidateForm
          onSaved={() => {
            void success(intl, 'dialog.success', 'candidate.registered');
            navigate('/candidates');
          }}
          onCancel={() => navigate('/candidates')}
        />
      </section>
    </div>
  );
}
