// /report-events: the events between two
// days, a month either side of today at first, with location, area, name, start and end in
// Asia/Kolkata, and edit and delete (after the confirm dialog). The days and the page ride in the
// address (?from=2026-01-01&page=2; a cleared day is ?from=).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import moment from 'moment-timezone';
import type { CampaignEvent } from '../../../shared/api/events';
import { DEFAULT_TIMEZONE } from '../../../shared/domain/constants';
import type { Column } from '../../components/DataTable';
import DateInput from '../../components/DateInput';
import { Labelled } from '../../components/FormField';
import { ReportPage } from '../../components/crud/ReportKit';
import { useEventReportQuery, eventApi } from './api';
import { useEventColumns } from './columns';
import { saveReportXlsx, type ExportColumn } from '../../lib/reportExport';
import { formatDateTime, isDay } from '../../../shared/dates';
import { useListParams, useTypedFilter, type ListSpec } from '../../components/useListParams';

/** The report's columns in the Excel file, in the page's order, the times in India time. */
function exportColumns(intl: ReturnType<typeof useIntl>): ExportColumn<CampaignEvent>[] {
  const when = (v: string | null | undefined) => formatDateTime(v, intl);
  return [
    { header: 'event.location', width: 36, pdfWidth: 2, text: (e) => e.location_name ?? '' },
    { header: 'event.area', width: 20, pdfWidth: 1.2, text: (e) => e.area ?? '' },
    { header: 'event.name', width: 30, pdfWidth: 2, text: (e) => e.event_name },
    { header: 'event.start', width: 22, pdfWidth: 1.4, text: (e) => when(e.event_start) },
    { header: 'event.end', width: 22, pdfWidth: 1.4, text: (e) => when(e.event_end) },
  ];
}

const day = (offset: number) => moment.tz(DEFAULT_TIMEZONE).add(offset, 'month').format('YYYY-MM-DD');
// a day, or none (the field cleared: no bound on that side)
const dayOrNone = (v: string) => v === '' || isDay(v);
const EVENT_REPORT: ListSpec<'from' | 'to'> = {
  filters: { from: { default: () => day(-1), valid: dayOrNone }, to: { default: () => day(1), valid: dayOrNone } },
};

const rowActions = { name: (e: CampaignEvent) => e.event_name, editTo: (e: CampaignEvent) => `/edit-event/${e.id}`, deletedKey: 'event.deleted' };

export default function EventReportPage() {
  const intl = useIntl();
  const list = useListParams(EVENT_REPORT);
  const { from, to } = list.filters;
  // a day can be typed, digit by digit: it lands once typing rests
  const fromField = useTypedFilter(list, 'from');
  const toField = useTypedFilter(list, 'to');
  const { data = [], isFetching } = useEventReportQuery({ start_date: from || undefined, end_date: to || undefined });
  const c = useEventColumns();
  const columns = useMemo<Column<CampaignEvent>[]>(() => [c.place, c.area, c.name, c.start, c.end], [c]);
  return (
    <ReportPage
      report="eventReport"
      api={eventApi}
      rows={data}
      columns={columns}
      actions={rowActions}
      files={[{ labelKey: 'export.excel', save: () => saveReportXlsx(intl, { fileName: 'events.xlsx', sheetName: 'Events' }, exportColumns(intl), data) }]}
      table={{
        page: list.page,
        onPage: list.setPage,
        loading: isFetching,
        emptyTitle: 'eventReport.emptyTitle',
        emptyText: 'eventReport.emptyText',
        testId: 'event-report',
      }}
    >
      <div className="report-filters">
        <Labelled htmlFor="events-from" labelKey="eventReport.from">
          <DateInput id="events-from" value={fromField.typed} max={toField.typed || undefined} onChange={(e) => fromField.type(e.target.value)} />
        </Labelled>
        <Labelled htmlFor="events-to" labelKey="eventReport.to">
          <DateInput id="events-to" value={toField.typed} min={fromField.typed || undefined} onChange={(e) => toField.type(e.target.value)} />
        </Labelled>
      </div>
    </ReportPage>
  );
}
