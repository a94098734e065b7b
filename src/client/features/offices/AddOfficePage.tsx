// /add-office (01 §2.11): after a save, "Office added successfully!" and back to /office.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { success } from '../../components/dialogs';
import OfficeForm from './OfficeForm';
// the kit's list and card styles (card-head, row actions, fieldsets)
import '../../components/crud/crud.css';
import './offices.css';

export default function AddOfficePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <div className="office-page">
      <section className="card">
        <div className="card-head">
          <h1 className="page-title">
            <FormattedMessage id="office.addTitle" />
          </h1>
          <Link className="btn btn-outline" to="/office">
            <FormattedMessage id="common.back" />
          </Link>
        </div>
        <OfficeForm
          onSaved={() => {
            void success(intl, 'dialog.success', 'office.added');
            navigate('/office');
          }}
        />
      </section>
    </div>
  );
}
