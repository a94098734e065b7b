// Two editions compared: the counts (deletions by the roll's reason), the changes page by page
// (one kind or all) and the whole comparison as an Excel sheet.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { DataTable, type Column } from '../../components/DataTable';
import ServerPager from '../../components/ServerPager';
import ExportMenu, { useExportRun } from '../../components/ExportMenu';
import { Labelled } from '../../components/FormField';
import { ChoiceSelect } from '../../components/crud/formKit';
import { TitledCard } from '../../components/PageCard';
import type { Edition, EditionCounts, EditionDiffRow } from '../../../shared/api/editions';
import { DELETION_REASONS } from '../../../shared/domain/editions';
import { DIFF_PAGE_MAX, EDITION_CHANGES, type EditionChange } from '../../../shared/schemas/editions';
import { ROLL_LANGUAGES } from '../../../shared/schemas/paper';
import { useEditionCompareQuery, useEditionPrintMutation, useLazyEditionCompareQuery } from './api';
import { changeText, editionLabel, fieldsText, importedAt, slotText } from './text';
import { diffColumns, saveDiffXlsx } from './sheet';

const PAGE = 50;
/** Most rows an export gathers (a constituency's comparison is paged a thousand at a time). */
const EXPORT_MAX = 50000;

/** What the card compares: the constituency (and part, when one is chosen) and the two editions. */
interface Compared {
  acno: number;
  partno?: number;
  editions: Edition[];
  from: number;
  to: number;
}

/** The changes table's columns: the change, the slot before and after, the elector and the fields changed. */
function useDiffColumns() {
  const intl = useIntl();
  return useMemo<Column<EditionDiffRow>[]>(
    () => [
      { id: 'change', header: 'editions.colChange', render: (r) => changeText(intl, r) },
      { id: 'before', header: 'editions.colBefore', className: 'cell-nowrap', render: (r) => slotText(intl, r.before) },
      { id: 'after', header: 'editions.colAfter', className: 'cell-nowrap', render: (r) => slotText(intl, r.after) },
      {
        id: 'name',
        header: 'editions.colName',
        render: (r) => (
          <>
            {r.name}
            {r.name_v1 && <span className="editions-local"> {r.name_v1}</span>}
          </>
        ),
      },
      { id: 'relative', header: 'editions.colRelative', render: (r) => r.relative ?? '' },
      { id: 'epic', header: 'editions.colEpic', className: 'cell-nowrap', render: (r) => r.epic_no ?? '' },
      { id: 'age', header: 'editions.colAge', render: (r) => (r.age == null ? '' : String(r.age)) },
      { id: 'house', header: 'editions.colHouse', render: (r) => r.house_no ?? '' },
      { id: 'fields', header: 'editions.colFields', render: (r) => fieldsText(intl, r) },
    ],
    [intl],
  );
}

/**
 * The Export menu's choices: the whole comparison as an Excel sheet (gathered page by page) and,
 * for a part, its list printed in the language the agent reads (a constituency's is too long to
 * print: the Excel).
 */
function useCompareExports(p: Compared, change: EditionChange | '') {
  const intl = useIntl();
  const [fetchPage] = useLazyEditionCompareQuery();
  const [printPdf] = useEditionPrintMutation();
  const [exporting, run] = useExportRun('editions.exportFailed');
  const withPart = p.partno != null;
  const days = () => `${p.editions.find((e) => e.id === p.from)!.roll_date}-${p.editions.find((e) => e.id === p.to)!.roll_date}`;
  const exportXlsx = run(async () => {
    const rows: EditionDiffRow[] = [];
    const arg = { acno: p.acno, partno: p.partno, from: p.from, to: p.to, change: change || undefined };
    for (let n = 1; rows.length < EXPORT_MAX; n++) {
      const got = await fetchPage({ ...arg, page: n, pageSize: DIFF_PAGE_MAX }).unwrap();
      rows.push(...got.rows);
      if (got.rows.length < DIFF_PAGE_MAX) break;
    }
    await saveDiffXlsx(intl, `editions-${p.acno}${withPart ? `-${p.partno}` : ''}-${days()}.xlsx`, diffColumns(intl), rows);
  });
  const prints = withPart
    ? ROLL_LANGUAGES.map((lang) => ({
        labelKey: `editions.printIn.${lang}`,
        onSelect: () =>
          void run(async () => {
            await printPdf({
              arg: { acno: p.acno, partno: p.partno!, from: p.from, to: p.to, lang },
              fileName: `editions-${p.acno}-${p.partno}-${days()}-${lang}.pdf`,
            }).unwrap();
          })(),
      }))
    : [];
  return { exporting, choices: [{ labelKey: 'export.excel', onSelect: () => void exportXlsx() }, ...prints] };
}

/** The two editions compared (each by its label and when it was imported) and the kind of change shown. */
function ComparePickers({
  editions,
  from,
  to,
  change,
  onPick,
  onChange,
}: {
  editions: Edition[];
  from: number;
  to: number;
  change: EditionChange | '';
  onPick: (which: 'from' | 'to', id: number) => void;
  onChange: (change: EditionChange | '') => void;
}) {
  const intl = useIntl();
  const options = editions.map((e) => (
    <option key={e.id} value={e.id}>
      {`${editionLabel(intl, e, false)} · ${importedAt(intl, e)}`}
    </option>
  ));
  return (
    <div className="editions-pickers">
      <Labelled htmlFor="editions-from" labelKey="editions.from">
        <select id="editions-from" className="form-control" value={from} onChange={(e) => onPick('from', Number(e.target.value))}>
          {options}
        </select>
      </Labelled>
      <Labelled htmlFor="editions-to" labelKey="editions.to">
        <select id="editions-to" className="form-control" value={to} onChange={(e) => onPick('to', Number(e.target.value))}>
          {options}
        </select>
      </Labelled>
      <Labelled htmlFor="editions-change" labelKey="editions.changeFilter">
        <ChoiceSelect
          id="editions-change"
          value={change}
          choices={EDITION_CHANGES}
          prefix="editions.change"
          everyKey="editions.everyChange"
          onChange={onChange}
        />
      </Labelled>
    </div>
  );
}

/** How many of each change, and the deletions by the roll's reason. */
function DiffCounts({ counts }: { counts: EditionCounts }) {
  return (
    <ul className="editions-counts" data-testid="editions-counts">
      {EDITION_CHANGES.map((c) => (
        <li key={c}>
          <span className="editions-count">{counts[c]}</span> <FormattedMessage id={`editions.change.${c}`} />
        </li>
      ))}
      {[...DELETION_REASONS, 'none' as const]
        .filter((r) => counts.reasons[r])
        .map((r) => (
          <li key={r} className="editions-reason">
            <span className="editions-count">{counts.reasons[r]}</span> <FormattedMessage id={`editions.reason.${r}`} />
          </li>
        ))}
    </ul>
  );
}

export default function CompareCard(p: Compared & { onPick: (from: number, to: number) => void }) {
  const intl = useIntl();
  const [change, setChange] = useState<EditionChange | ''>('');
  const [page, setPage] = useState(1);
  const same = p.from === p.to;
  const res = useEditionCompareQuery(
    same ? skipToken : { acno: p.acno, partno: p.partno, from: p.from, to: p.to, change: change || undefined, page, pageSize: PAGE },
  );
  const columns = useDiffColumns();
  const { exporting, choices } = useCompareExports(p, change);
  const data = res.data;
  const pick = (which: 'from' | 'to', id: number) => {
    setPage(1);
    if (which === 'from') p.onPick(id, p.to);
    else p.onPick(p.from, id);
  };

  return (
    <TitledCard
      titleKey="editions.compareTitle"
      className="editions-compare"
      actions={<ExportMenu busy={exporting} disabled={!data || same} choices={choices} />}
    >
      <ComparePickers
        editions={p.editions}
        from={p.from}
        to={p.to}
        change={change}
        onPick={pick}
        onChange={(c) => {
          setChange(c);
          setPage(1);
        }}
      />
      {same ? (
        <p className="alert alert-info" role="status">
          <FormattedMessage id="editions.sameEdition" />
        </p>
      ) : (
        <>
          {data && <DiffCounts counts={data.counts} />}
          <DataTable
            rows={data?.rows ?? []}
            columns={columns}
            rowKey={(r) => `${r.voter_id}-${r.change}`}
            pager="none"
            pageSize={PAGE}
            loading={res.isFetching}
            emptyTitle={intl.formatMessage({ id: 'editions.noChanges' })}
            emptyText={intl.formatMessage({ id: 'editions.noChangesText' })}
            label={intl.formatMessage({ id: 'editions.compareTitle' })}
            testId="editions-diff"
          />
          <ServerPager
            page={data?.page ?? page}
            pageSize={PAGE}
            total={data?.total ?? 0}
            rowsOnPage={data?.rows.length ?? 0}
            busy={res.isFetching}
            onPage={setPage}
          />
        </>
      )}
    </TitledCard>
  );
}
