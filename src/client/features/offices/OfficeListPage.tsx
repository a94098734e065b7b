// /office (01 §2.11): office name, location name, area, the in-charges; add, edit, delete.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../components/DataTable';
import { confirmDelete, deleted, error as errorDialog } from '../../components/dialogs';
import { errorBody } from '../../api/baseApi';
import { personName } from '../../api/lookups';
import type { Office } from '../../../shared/api/offices';
import { officeApi } from '../../api/crudApi';
// the kit's list and card styles (card-head, row actions, fieldsets)
import '../../components/crud/crud.css';
import './offices.css';

export default function OfficeListPage() {
  const intl = useIntl();
  const { data = [], isLoading } = officeApi.useListQuery();
  const [remove] = officeApi.useRemoveMutation();

  const columns = useMemo<Column<Office>[]>(() => {
    const onDelete = async (row: Office) => {
      if (!(await confirmDelete(intl))) return;
      try {
        await remove(row.id).unwrap();
        void deleted(intl, 'office.deleted');
      } catch (e) {
        void errorDialog(intl, 'dialog.error', errorBody(e));
      }
    };
    const none = <span className="muted">—</span>;
    return [
      { id: 'name', header: 'office.colName', render: (o) => o.office_name },
      { id: 'location', header: 'office.colLocation', render: (o) => o.location_name || o.address || none },
      { id: 'area', header: 'office.colArea', render: (o) => o.area || none },
      { id: 'primary', header: 'office.colPrimary', render: (o) => personName(o.primary_incharge_details) || none },
      { id: 'secondary', header: 'office.colSecondary', render: (o) => personName(o.secondary_incharge_details) || none },
      {
        id: 'actions',
        header: 'common.action',
        className: 'col-actions',
        render: (o) => (
          <span className="row-actions">
            <Link
              className="btn btn-sm btn-outline"
              to={`/edit-office/${o.id}`}
              aria-label={intl.formatMessage({ id: 'common.editNamed' }, { name: o.office_name })}
            >
              <FormattedMessage id="common.edit" />
            </Link>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              onClick={() => onDelete(o)}
              aria-label={intl.formatMessage({ id: 'common.deleteNamed' }, { name: o.office_name })}
            >
              <FormattedMessage id="common.delete" />
            </button>
          </span>
        ),
      },
    ];
  }, [intl, remove]);

  return (
    <div className="office-page">
      <section className="card">
        <div className="card-head">
          <h1 className="page-title">
            <FormattedMessage id="office.title" />
          </h1>
          <Link className="btn btn-primary" to="/add-office">
            <FormattedMessage id="office.add" />
          </Link>
        </div>
        <DataTable
          rows={data}
          columns={columns}
          rowKey={(o) => o.id}
          pager="pageOfTotal"
          loading={isLoading}
          emptyTitle="office.emptyTitle"
          emptyText="office.emptyText"
          label={intl.formatMessage({ id: 'office.title' })}
          testId="office-list"
        />
      </section>
    </div>
  );
}
