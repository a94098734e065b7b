// /office: office name, location name, area, the in-charges; add, edit, delete.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DataTable, type Column } from '../../components/DataTable';
import { ListCard, RowActions, useDeleteRow } from '../../components/crud/ListKit';
import { personName } from '../../api/lookups';
import type { Office } from '../../../shared/api/offices';
import { officeApi } from '../../api/crudApi';
import './offices.css';

export default function OfficeListPage() {
  const intl = useIntl();
  const { data = [], isLoading } = officeApi.useListQuery();
  const [remove] = officeApi.useRemoveMutation();
  const onDelete = useDeleteRow(remove, 'office.deleted');

  const columns = useMemo<Column<Office>[]>(() => {
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
        render: (o) => <RowActions name={o.office_name} editTo={`/edit-office/${o.id}`} onDelete={() => onDelete(o.id)} />,
      },
    ];
  }, [onDelete]);

  return (
    <ListCard className="office-page" titleKey="office.title" add={{ to: '/add-office', labelKey: 'office.add' }}>
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
    </ListCard>
  );
}
