// /edit-office/{id} (01 §2.11): the same form filled in, button "Update Office"; back to /office.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { success } from '../../components/dialogs';
import { officeApi } from '../../api/crudApi';
import OfficeForm from './OfficeForm';
// the kit's list and card styles (card-head, row actions, fieldsets)
import '../../components/crud/crud.css';
import './offices.css';

export default function EditOfficePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isLoading, isError } = officeApi.useGetQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  return (
    <div className="office-page">
      <section className="card">
        <div className="card-head">
          <h1 className="page-title">
            <FormattedMessage id="office.editTitle" />
          </h1>
          <Link className="btn btn-outline" to="/office">
            <FormattedMessage id="common.back" />
          </Link>
        </div>
        {isLoading && (
          <p role="status">
            <FormattedMessage id="common.loading" />
          </p>
        )}
        {(!valid || isError) && (
          <div className="alert alert-danger" role="alert">
            <FormattedMessage id="office.notFound" />
          </div>
        )}
        {data && (
          <OfficeForm
            office={data}
            onSaved={() => {
              void success(intl, 'dialog.success', 'office.updated');
              navigate('/office');
            }}
          />
        )}
      </section>
    </div>
  );
}
