// /events: name, area, start and end (Asia/Kolkata), the place; add, edit and delete.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { CampaignEvent } from '../../../shared/api/events';
import { formatDateTime } from '../../../shared/dates';
import type { Column } from '../../components/DataTable';
import { ResourceList } from '../../components/crud/ListKit';
import { eventApi } from '../../api/crudApi';

const editTo = (e: CampaignEvent) => `/edit-event/${e.id}`;
const rowName = (e: CampaignEvent) => e.event_name;

export default function EventListPage() {
  const intl = useIntl();
  const columns = useMemo<Column<CampaignEvent>[]>(
    () => [
      { id: 'name', header: 'event.name', render: (e) => e.event_name },
      { id: 'area', header: 'event.area', render: (e) => e.area ?? '—' },
      { id: 'start', header: 'event.start', className: 'cell-nowrap', render: (e) => formatDateTime(e.event_start, intl) },
      { id: 'end', header: 'event.end', className: 'cell-nowrap', render: (e) => formatDateTime(e.event_end, intl) },
      { id: 'place', header: 'event.location', render: (e) => e.location_name ?? '—' },
    ],
    [intl],
  );
  return <ResourceList prefix="event" api={eventApi} addTo="/add-event" columns={columns} rowName={rowName} editTo={editTo} pager="numbers" />;
}
