// Ours who were deleted: of the part's electors its newer edition deleted or moved out of the
// constituency, those the campaign knows, with what it knows (phone, family, last visit, why
// they are ours) and the page in-charge; a page of the part (serials from..to) for one in-charge.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable, type Column } from '../../components/DataTable';
import ExportMenu, { useExportRun } from '../../components/ExportMenu';
import { Labelled } from '../../components/FormField';
import { TitledCard } from '../../components/PageCard';
import type { OursDeletedRow } from '../../../shared/api/editions';
import { formatDateTime } from '../../../shared/dates';
import { useEditionOursDeletedQuery } from './api';
import { changeText, editionLabel, slotText } from './text';
import { oursColumns, saveOursXlsx } from './sheet';

const serial = (v: string) => (/^\d{1,6}$/.test(v) ? Number(v) : undefined);

export default function OursDeletedCard({ acno, partno }: { acno: number; partno: number }) {
  const intl = useIntl();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const res = useEditionOursDeletedQuery({ acno, partno, slno_from: serial(from), slno_to: serial(to) });
  const [exporting, run] = useExportRun('editions.exportFailed');
  const data = res.data;
  const known = useMemo(() => oursColumns(intl).find((c) => c.header === 'editions.colKnown')!, [intl]);

  const columns = useMemo<Column<OursDeletedRow>[]>(
    () => [
      { id: 'serial', header: 'editions.colSerial', className: 'cell-nowrap', render: (r) => String(r.before?.slnoinpart ?? '') },
      {
        id: 'name',
        header: 'editions.colName',
        render: (r) => (
          <>
            {r.name}
            {r.name_v1 && <span className="editions-local"> {r.name_v1}</span>}
            {r.epic_no && <span className="editions-epic"> {r.epic_no}</span>}
          </>
        ),
      },
      {
        id: 'change',
        header: 'editions.colChange',
        render: (r) => (r.change === 'moved' ? `${changeText(intl, r)} ${slotText(intl, r.after)}` : changeText(intl, r)),
      },
      { id: 'phone', header: 'editions.colPhone', className: 'cell-nowrap', render: (r) => (r.phone ? <a href={`tel:${r.phone}`}>{r.phone}</a> : '') },
      { id: 'family', header: 'editions.colFamily', render: (r) => r.family.map((f) => `${f.slnoinpart} ${f.name}`).join(', ') },
      { id: 'visit', header: 'editions.colLastVisit', className: 'cell-nowrap', render: (r) => (r.last_visit ? formatDateTime(r.last_visit, intl) : '') },
      { id: 'known', header: 'editions.colKnown', render: (r) => known.text(r) },
      { id: 'inCharge', header: 'editions.colInCharge', render: (r) => r.in_charge.join(', ') },
    ],
    [intl, known],
  );

  const exportXlsx = run(() => saveOursXlsx(intl, `ours-deleted-${acno}-${partno}${from || to ? `-${from}-${to}` : ''}.xlsx`, data?.rows ?? []));

  return (
    <TitledCard
      titleKey="editions.oursTitle"
      titleValues={{ part: String(partno) }}
      className="editions-ours"
      actions={<ExportMenu busy={exporting} disabled={!data?.rows.length} choices={[{ labelKey: 'export.excel', onSelect: () => void exportXlsx() }]} />}
    >
      {data?.from && data.to && (
        <p className="page-subtitle">
          <FormattedMessage id="editions.oursBetween" values={{ from: editionLabel(intl, data.from, false), to: editionLabel(intl, data.to, false) }} />
        </p>
      )}
      <div className="editions-pickers">
        <Labelled htmlFor="ours-from" labelKey="editions.pageFrom">
          <input id="ours-from" className="form-control" inputMode="numeric" value={from} onChange={(e) => setFrom(e.target.value.trim())} />
        </Labelled>
        <Labelled htmlFor="ours-to" labelKey="editions.pageTo">
          <input id="ours-to" className="form-control" inputMode="numeric" value={to} onChange={(e) => setTo(e.target.value.trim())} />
        </Labelled>
      </div>
      <DataTable
        rows={data?.rows ?? []}
        columns={columns}
        rowKey={(r) => r.voter_id}
        loading={res.isFetching}
        emptyTitle={intl.formatMessage({ id: 'editions.oursNone' })}
        emptyText={intl.formatMessage({ id: 'editions.oursNoneText' })}
        label={intl.formatMessage({ id: 'editions.oursTitle' }, { part: String(partno) })}
        testId="editions-ours"
      />
    </TitledCard>
  );
}
