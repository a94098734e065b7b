// /office: office name, location name, area, the in-charges; add, edit, delete.
import { useMemo } from 'react';
import type { Column } from '../../components/DataTable';
import { ResourceList } from '../../components/crud/ListKit';
import { personName } from '../../api/lookups';
import type { Office } from '../../../shared/api/offices';
import { officeApi } from '../../api/crudApi';
import './offices.css';

const editTo = (o: Office) => `/edit-office/${o.id}`;
const rowName = (o: Office) => o.office_name;

export default function OfficeListPage() {
  const columns = useMemo<Column<Office>[]>(() => {
    const none = <span className="muted">—</span>;
    return [
      { id: 'name', header: 'office.colName', render: (o) => o.office_name },
      { id: 'location', header: 'office.colLocation', render: (o) => o.location_name || o.address || none },
      { id: 'area', header: 'office.colArea', render: (o) => o.area || none },
      { id: 'primary', header: 'office.colPrimary', render: (o) => personName(o.primary_incharge_details) || none },
      { id: 'secondary', header: 'office.colSecondary', render: (o) => personName(o.secondary_incharge_details) || none },
    ];
  }, []);

  return <ResourceList prefix="office" api={officeApi} addTo="/add-office" columns={columns} rowName={rowName} editTo={editTo} pager="pageOfTotal" />;
}
