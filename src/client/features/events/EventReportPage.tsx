// /report-events: the events between two
// days, a month either side of today at first, with location, area, name, start and end in
// Asia/Kolkata, and edit and delete (after the confirm dialog). The days and the page ride in the
// address (?from=2026-01-01&page=2; a cleared day is ?from=).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import moment from 'moment-timezone';
import type { CampaignEvent } from '../../../shared/api/events';
import { DEFAULT_TIMEZONE } from '../../../shared/domain/constants';
import { DataTable, type Column } from '../../components/DataTable';
import DateInput from '../../components/DateInput';
import { Labelled } from '../../components/FormField';
import PageCard from '../../components/PageCard';
import { RowActions, useDeleteRow } from '../../components/crud/ListKit';
import { useEventReportQuery, eventApi } from './api';
import { useEventColumns } from './columns';
import ExportMenu, { useExportRun } from '../../components/ExportMenu';
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

export default function EventReportPage() {
  const intl = useIntl();
  const list = useListParams(EVENT_REPORT);
  const { from, to } = list.filters;
  // a day can be typed, digit by digit: it lands once typing rests
  const fromField = useTypedFilter(list, 'from');
  const toField = useTypedFilter(list, 'to');
  const { data = [], isFetching } = useEventReportQuery({ start_date: from || undefined, end_date: to || undefined });
  const [remove] = eventApi.useRemoveMutation();
  const onDelete = useDeleteRow(remove, 'event.deleted');
  const c = useEventColumns();
  const columns = useMemo<Column<CampaignEvent>[]>(
    () => [
      c.place,
      c.area,
      c.name,
      c.start,
      c.end,
      {
        id: 'actions',
        header: 'common.action',
        className: 'col-actions',
        render: (e) => <RowActions name={e.event_name} editTo={`/edit-event/${e.id}`} onDelete={() => onDelete(e.id)} />,
      },
    ],
    [c, onDelete],
  );
  const [busy, run] = useExportRun('eventReport.exportFailed');
  return (
    <div className="event-report-page">
      <PageCard
        titleKey="eventReport.title"
        actions={
          <ExportMenu
            busy={busy}
            disabled={data.length === 0}
            choices={[
              {
                labelKey: 'export.excel',
                onSelect: run(() => saveReportXlsx(intl, { fileName: 'events.xlsx', sheetName: 'Events' }, exportColumns(intl), data)),
              },
            ]}
          />
        }
      >
        <div className="report-filters">
          <Labelled htmlFor="events-from" labelKey="eventReport.from">
            <DateInput id="events-from" value={fromField.typed} max={toField.typed || undefined} onChange={(e) => fromField.type(e.target.value)} />
          </Labelled>
          <Labelled htmlFor="events-to" labelKey="eventReport.to">
            <DateInput id="events-to" value={toField.typed} min={fromField.typed || undefined} onChange={(e) => toField.type(e.target.value)} />
          </Labelled>
        </div>
        <DataTable
          rows={data}
          columns={columns}
          rowKey={(e) => e.id}
          page={list.page}
          onPage={list.setPage}
          loading={isFetching}
          emptyTitle="eventReport.emptyTitle"
          emptyText="eventReport.emptyText"
          label={intl.formatMessage({ id: 'eventReport.title' })}
          testId="event-report"
        />
      </PageCard>
    </div>
  );
}
