// /edit-voters-group/{id} (02 §2): the same form filled in, with the place search and the
// marker where the group was placed; "Voters Group updated successfully!" and back to /voters-group.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { success } from '../../components/dialogs';
import { voterGroupApi } from '../../api/crudApi';
import VoterGroupForm from './VoterGroupForm';
import '../../components/crud/crud.css';
import './voterGroups.css';

export default function EditVoterGroupPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isLoading, isError } = voterGroupApi.useGetQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  return (
    <div className="voter-group-page">
      <section className="card">
        <div className="card-head">
          <h1 className="page-title">
            <FormattedMessage id="voterGroup.editTitle" />
          </h1>
          <Link className="btn btn-outline" to="/voters-group">
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
            <FormattedMessage id="voterGroup.notFound" />
          </div>
        )}
        {data && (
          <VoterGroupForm
            group={data}
            onSaved={() => {
              void success(intl, 'dialog.success', 'voterGroup.updated');
              navigate('/voters-group');
            }}
          />
        )}
      </section>
    </div>
  );
}
