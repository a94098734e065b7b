// /add-voters-group (02 §2, §5, §8): after a save, "Voters Group added successfully!" and back
// to /voters-group.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { success } from '../../components/dialogs';
import VoterGroupForm from './VoterGroupForm';
import '../../components/crud/crud.css';
import './voterGroups.css';

export default function AddVoterGroupPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <div className="voter-group-page">
      <section className="card">
        <div className="card-head">
          <h1 className="page-title">
            <FormattedMessage id="voterGroup.addTitle" />
          </h1>
          <Link className="btn btn-outline" to="/voters-group">
            <FormattedMessage id="common.back" />
          </Link>
        </div>
        <VoterGroupForm
          onSaved={() => {
            void success(intl, 'dialog.success', 'voterGroup.added');
            navigate('/voters-group');
          }}
        />
      </section>
    </div>
  );
}
