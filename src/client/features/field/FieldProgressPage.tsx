// /field-progress: how far the field work of the default constituency has gone, per part with its
// pages (opened under it): the workers and their phones' last sync, households visited, met % (met at the door),
// slips delivered %, supporters and refusals; a map of the voting centres coloured by met % (met at the door)
// (the parts whose station has no place on it warned of, beside the part and above the map);
// and the same figures as an Excel sheet. The part filter rides in the address (?part=12).
import { Fragment, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldProgressPart } from '../../../shared/api/fieldProgress';
import ExportMenu, { useExportRun } from '../../components/ExportMenu';
import { Labelled } from '../../components/FormField';
import PageCard, { TitledCard } from '../../components/PageCard';
import { VotingCentreMap, pointFromGeoJson, type MapPoint } from '../../components/maps/VotingCentreMap';
import { useListParams, useTypedFilter, type ListSpec } from '../../components/useListParams';
import { useFieldProgressQuery } from './api';
import { OffMapList, OffMapWarning } from './OffMap';
import { COLOUR_STEPS, exportExcel, lastSyncText, pageLabel, partRow, metColour, metOf, slipsOf, workerNames, type ProgressRow } from './progressColumns';
import '../../components/crud/crud.css';
import './field.css';
import { useVoterScope } from '../../store/voterScope';

const PROGRESS_LIST: ListSpec<'part'> = { filters: { part: { valid: (v) => /^\d{1,6}$/.test(v) && Number(v) >= 1 } } };

const HEADERS = [
  'fieldConsole.part',
  'fieldConsole.centre',
  'fieldConsole.page',
  'fieldConsole.workers',
  'fieldConsole.lastSync',
  'fieldConsole.electors',
  'fieldConsole.householdsVisitedOf',
  'fieldConsole.metPercent',
  'fieldConsole.slipsPercent',
  'fieldConsole.supporters',
  'fieldConsole.refusals',
] as const;

/** The column's header as the cell's label (a phone shows each row as a card of labelled lines). */
function useLabel() {
  const intl = useIntl();
  return (i: number) => ({ 'data-label': intl.formatMessage({ id: HEADERS[i] }) });
}

function Figures({ row }: { row: ProgressRow }) {
  const intl = useIntl();
  const label = useLabel();
  const n = (v: number) => intl.formatNumber(v);
  const pct = (v: number) => `${v.toFixed(2)}%`;
  return (
    <>
      <td className="cell-num" {...label(5)}>
        {n(row.electors)}
      </td>
      <td className="cell-num" {...label(6)}>
        {n(row.households_visited)} / {n(row.households)}
      </td>
      <td className="cell-num" {...label(7)}>
        <span className="field-pct" style={{ borderColor: metColour(metOf(row)) }}>
          {pct(metOf(row))}
        </span>
      </td>
      <td className="cell-num" {...label(8)}>
        {pct(slipsOf(row))}
      </td>
      <td className="cell-num" {...label(9)}>
        {n(row.supporters)}
      </td>
      <td className="cell-num" {...label(10)}>
        {n(row.refusals)}
      </td>
    </>
  );
}

function PartRows({ part, open, onToggle }: { part: FieldProgressPart; open: boolean; onToggle: () => void }) {
  const intl = useIntl();
  const label = useLabel();
  const row = partRow(part, intl.locale);
  const pagesId = `field-part-${part.partno}-pages`;
  return (
    <>
      <tr className="field-part-row" data-part={part.partno}>
        <th scope="row" {...label(0)}>
          {part.pages.length > 0 ? (
            <button
              type="button"
              className="btn btn-sm btn-link field-toggle"
              aria-expanded={open}
              aria-controls={open ? pagesId : undefined}
              onClick={onToggle}
              aria-label={intl.formatMessage({ id: open ? 'fieldConsole.hidePages' : 'fieldConsole.showPages' }, { part: String(part.partno) })}
            >
              <span aria-hidden="true">{open ? '▾' : '▸'}</span> {part.partno}
            </button>
          ) : (
            <span className="field-toggle-none">{part.partno}</span>
          )}
        </th>
        <td {...label(1)}>
          {row.centre || '—'}
          <OffMapWarning part={part} />
        </td>
        <td {...label(2)}>{part.pages.length > 0 ? <FormattedMessage id="fieldConsole.pageCount" values={{ n: part.pages.length }} /> : '—'}</td>
        <td {...label(3)}>{workerNames(row) || '—'}</td>
        <td className="cell-nowrap" {...label(4)}>
          {lastSyncText(row, intl)}
        </td>
        <Figures row={row} />
      </tr>
      {open &&
        part.pages.map((g, i) => {
          const page: ProgressRow = { ...g, kind: 'page', partno: part.partno, centre: row.centre, on_map: part.on_map };
          return (
            <tr key={`${g.from}-${g.to}`} id={i === 0 ? pagesId : undefined} className="field-page-row">
              <td className="field-blank" />
              <td className="field-blank" />
              <td {...label(2)}>{pageLabel(page, intl)}</td>
              <td {...label(3)}>{workerNames(page)}</td>
              <td className="cell-nowrap" {...label(4)}>
                {lastSyncText(page, intl)}
              </td>
              <Figures row={page} />
            </tr>
          );
        })}
    </>
  );
}

export default function FieldProgressPage() {
  const intl = useIntl();
  const { acno } = useVoterScope();
  const list = useListParams(PROGRESS_LIST);
  const part = useTypedFilter(list, 'part');
  const partno = list.filters.part;
  const result = useFieldProgressQuery({ acno: acno ?? 0, ...(partno ? { partno } : {}) }, { skip: acno == null });
  const parts = useMemo(() => result.data?.parts ?? [], [result.data]);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [busy, run] = useExportRun('fieldConsole.exportFailed');
  const toggle = (n: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(n)) next.delete(n);
      else next.add(n);
      return next;
    });

  const points = useMemo<MapPoint[]>(
    () =>
      parts.flatMap((p) => {
        const at = pointFromGeoJson(p.location);
        if (!at) return [];
        const met = metOf(p);
        const title = intl.formatMessage(
          { id: 'fieldConsole.mapPoint' },
          { part: String(p.partno), centre: partRow(p, intl.locale).centre, percent: met.toFixed(2) },
        );
        return [{ key: p.partno, lat: at.lat, lng: at.lng, title, colour: metColour(met), popup: <span>{title}</span> }];
      }),
    [parts, intl],
  );

  return (
    <div className="field-console">
      <PageCard
        titleKey="fieldConsole.progressTitle"
        subtitleKey="fieldConsole.progressSubtitle"
        actions={
          <ExportMenu choices={[{ labelKey: 'export.excel', onSelect: run(() => exportExcel(intl, parts)) }]} disabled={parts.length === 0} busy={busy} />
        }
      >
        <div className="report-filters">
          <Labelled htmlFor="field-progress-part" labelKey="fieldConsole.part">
            <input
              id="field-progress-part"
              className="form-control"
              inputMode="numeric"
              value={part.typed}
              onChange={(e) => part.type(e.target.value.replace(/\D/g, ''))}
            />
          </Labelled>
        </div>
        {result.isLoading ? (
          <p className="muted">
            <FormattedMessage id="common.loading" />
          </p>
        ) : parts.length === 0 ? (
          <div className="empty-state">
            <FormattedMessage id="fieldConsole.progressEmpty" />
          </div>
        ) : (
          <div className="table-responsive">
            <table className="table field-progress-table" data-testid="field-progress" aria-label={intl.formatMessage({ id: 'fieldConsole.progressTitle' })}>
              <thead>
                <tr>
                  {HEADERS.map((k) => (
                    <th key={k} scope="col">
                      <FormattedMessage id={k} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {parts.map((p) => (
                  <Fragment key={p.partno}>
                    <PartRows part={p} open={open.has(p.partno)} onToggle={() => toggle(p.partno)} />
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PageCard>
      <TitledCard titleKey="fieldConsole.mapTitle">
        <ul className="field-legend" aria-label={intl.formatMessage({ id: 'fieldConsole.legend' })}>
          {COLOUR_STEPS.map((s) => (
            <li key={s.key}>
              <span className="field-legend-dot" style={{ background: s.colour }} aria-hidden="true" /> <FormattedMessage id={s.key} />
            </li>
          ))}
        </ul>
        <OffMapList parts={parts} />
        <VotingCentreMap points={points} height={420} label={intl.formatMessage({ id: 'fieldConsole.mapTitle' })} />
      </TitledCard>
    </div>
  );
}
