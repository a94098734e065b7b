// /edit-area/{id} (01 §2.12): the same form filled in, button "Update Location"; back to /area.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { success } from '../../components/dialogs';
import { areaApi } from '../../api/crudApi';
import AreaForm from './AreaForm';
// the kit's list and card styles (card-head, row actions, fieldsets)
import '../../components/crud/crud.css';
import './areas.css';

export default function EditAreaPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isLoading, isError } = areaApi.useGetQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  return (
    <div className="area-page">
      <section className="card">
        <div className="card-head">
          <h1 className="page-title">
            <FormattedMessage id="area.editTitle" />
          </h1>
          <Link className="btn btn-outline" to="/area">
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
            <FormattedMessage id="area.notFound" />
          </div>
        )}
        {data && (
          <AreaForm
            area={data}
            onSaved={() => {
              void success(intl, 'dialog.success', 'area.updated');
              navigate('/area');
            }}
          />
        )}
      </section>
    </div>
  );
}
