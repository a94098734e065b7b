// /edit-candidate/{id} (01 §2.8): the registration form filled in; back to /candidates.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { success } from '../../components/dialogs';
import { candidateApi } from '../../api/crudApi';
import CandidateForm from './CandidateForm';
// the kit's list and card styles (card-head, row actions, fieldsets)
import '../../components/crud/crud.css';
import './users.css';

export default function EditCandidatePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isLoading, isError } = candidateApi.useGetQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  return (
    <div className="users-page">
      <section className="card">
        <div className="card-head">
          <h1 className="page-title">
            <FormattedMessage id="candidate.editTitle" />
          </h1>
          <Link className="btn btn-outline" to="/candidates">
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
            <FormattedMessage id="candidate.notFound" />
          </div>
        )}
        {data && (
          <CandidateForm
            candidate={data}
            onSaved={() => {
              void success(intl, 'dialog.success', 'candidate.updated');
              navigate('/candidates');
            }}
            onCancel={() => navigate('/candidates')}
          />
        )}
      </section>
    </div>
  );
}
