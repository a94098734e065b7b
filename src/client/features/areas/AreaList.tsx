// The list of areas under the add form: name, voting centre, active switch, edit and delete;
// "page / total pages" with Previous and Next (screens), the page kept in the address.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Column } from '../../components/DataTable';
import TableCard from '../../components/TableCard';
import { useListPaging } from '../../components/useListParams';
import StatusSwitch from '../../components/StatusSwitch';
import { error as errorDialog } from '../../components/dialogs';
import { RowActions, useDeleteRow } from '../../components/crud/ListKit';
import { pointFromGeoJson } from '../../components/maps/VotingCentreMap';
import { errorBody } from '../../api/baseApi';
import { useAreaStatusMutation, type Area, areaApi } from './api';
// the kit's list and card styles (card-head, row actions, fieldsets)
import '../../components/crud/crud.css';

export default function AreaList() {
  const intl = useIntl();
  const { data = [], isLoading } = areaApi.useListQuery();
  const [remove] = areaApi.useRemoveMutation();
  const [setStatus] = useAreaStatusMutation();
  const paging = useListPaging();

  const onDelete = useDeleteRow(remove, 'area.deleted');

  const columns = useMemo<Column<Area>[]>(() => {
    return [
      { id: 'name', header: 'area.colName', render: (a) => a.name },
      {
        id: 'centre',
        header: 'area.colVotingCentre',
        render: (a) => {
          const p = pointFromGeoJson(a.voting_center_location);
          return p ? <span className="map-picker-coords">{`${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}`}</span> : <span className="muted">—</span>;
        },
      },
      {
        id: 'status',
        header: 'common.status',
        render: (a) => (
          <StatusSwitch
            on={Boolean(a.status)}
            label={intl.formatMessage({ id: 'area.statusOf' }, { name: a.name })}
            onChange={(status) => {
              setStatus({ id: a.id, body: { status } })
                .unwrap()
                .catch((err: unknown) => void errorDialog(intl, 'dialog.error', errorBody(err)));
            }}
          />
        ),
      },
      {
        id: 'actions',
        header: 'common.action',
        className: 'col-actions',
        render: (a) => <RowActions name={a.name} editTo={`/edit-area/${a.id}`} onDelete={() => onDelete(a.id)} />,
      },
    ];
  }, [intl, onDelete, setStatus]);

  return (
    <TableCard
      titleKey="area.listTitle"
      rows={data}
      columns={columns}
      rowKey={(a) => a.id}
      pager="pageSlash"
      {...paging}
      loading={isLoading}
      emptyTitle="area.emptyTitle"
      emptyText="area.emptyText"
      testId="area-list"
    />
  );
}
