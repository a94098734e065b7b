// /office: office name, location name, area, the in-charges; add, edit, delete.
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Column } from '../../components/DataTable';
import { ResourceList } from '../../components/crud/ListKit';
import type { Office } from '../../../shared/api/offices';
import './offices.css';
import { personName } from '../users/api';
import { officeApi } from './api';

const editTo = (o: Office) => `/edit-office/${o.id}`;
const rowName = (o: Office) => o.office_name;

export default function OfficeListPage() {
  const intl = useIntl();
  // an office with in-charges: the delete says who loses it
  const deleteWarning = useCallback(
    (o: Office) => {
      const names = [o.primary_incharge_details, o.secondary_incharge_details].map((p) => personName(p)).filter(Boolean);
      return names.length ? intl.formatMessage({ id: 'office.deleteWithInCharges' }, { office: o.office_name, names: intl.formatList(names) }) : null;
    },
    [intl],
  );
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

  return (
    <ResourceList
      prefix="office"
      api={officeApi}
      addTo="/add-office"
      columns={columns}
      rowName={rowName}
      editTo={editTo}
      pager="pageOfTotal"
      deleteWarning={deleteWarning}
    />
  );
}
