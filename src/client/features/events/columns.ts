// The event columns the list and the report share (the report orders them as its screen says).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { CampaignEvent } from '../../../shared/api/events';
import { formatDateTime } from '../../../shared/dates';
import type { Column } from '../../components/DataTable';

export function useEventColumns() {
  const intl = useIntl();
  return useMemo(() => {
    const columns: Record<'name' | 'area' | 'start' | 'end' | 'place', Column<CampaignEvent>> = {
      name: { id: 'name', header: 'event.name', render: (e) => e.event_name },
      area: { id: 'area', header: 'event.area', render: (e) => e.area ?? '—' },
      start: { id: 'start', header: 'event.start', className: 'cell-nowrap', render: (e) => formatDateTime(e.event_start, intl) },
      end: { id: 'end', header: 'event.end', className: 'cell-nowrap', render: (e) => formatDateTime(e.event_end, intl) },
      place: { id: 'place', header: 'event.location', render: (e) => e.location_name ?? '—' },
    };
    return columns;
  }, [intl]);
}
