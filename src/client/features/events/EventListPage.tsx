// /events: name, area, start and end (Asia/Kolkata), the place; add, edit and delete.
import { useMemo } from 'react';
import type { CampaignEvent } from '../../../shared/api/events';
import { ResourceList } from '../../components/crud/ListKit';
import { useEventColumns } from './columns';
import { eventApi } from './api';

const editTo = (e: CampaignEvent) => `/edit-event/${e.id}`;
const rowName = (e: CampaignEvent) => e.event_name;

export default function EventListPage() {
  const c = useEventColumns();
  const columns = useMemo(() => [c.name, c.area, c.start, c.end, c.place], [c]);
  return <ResourceList prefix="event" api={eventApi} addTo="/add-event" columns={columns} rowName={rowName} editTo={editTo} pager="numbers" />;
}
