// /roll-editions: the editions of the roll of the organisation's constituency (each import of a
// part), of one part or all; two of them compared (added, deleted with the roll's reason, moved,
// changed), paged, and exported to Excel; for a part, those of ours the newer edition deleted or
// moved away. The part and the two editions are kept in the address, so a reload stays on them.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Labelled } from '../../components/FormField';
import PageCard, { Loading } from '../../components/PageCard';
import { PartOptions } from '../../components/voterText';
import { DataTable, type Column } from '../../components/DataTable';
import type { Edition } from '../../../shared/api/editions';
import { formatDay } from '../../../shared/dates';
import { useEditionListQuery } from './api';
import { editionLabel, importedAt } from './text';
import EditionModal from './EditionModal';
import CompareCard from './CompareCard';
import OursDeletedCard from './OursDeletedCard';
import '../../components/crud/crud.css';
import './editions.css';
import { usePartnoListQuery } from '../voters/partsApi';
import { useVoterScope } from '../../store/voterScope';

/** A constituency's edition is one import: its parts' editions, shown as one row (the first part's id names it). */
function byImport(editions: readonly Edition[]): Edition[] {
  const seen = new Map<string, Edition>();
  for (const e of editions) {
    const had = seen.get(e.imported_at);
    if (!had) seen.set(e.imported_at, { ...e });
    else {
      had.electors += e.electors;
      had.removed += e.removed;
      had.partno = Math.min(had.partno, e.partno);
    }
  }
  return [...seen.values()];
}

export default function EditionsPage() {
  const intl = useIntl();
  const { acno } = useVoterScope();
  const parts = usePartnoListQuery(acno == null ? skipToken : { acno });
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('part'));
  const partno = (parts.data ?? []).some((p) => p.partno === asked) ? asked : undefined;
  const list = useEditionListQuery(acno == null ? skipToken : { acno, partno });
  const [editing, setEditing] = useState<Edition | null>(null);
  const editions = useMemo(() => (partno != null ? (list.data?.editions ?? []) : byImport(list.data?.editions ?? [])), [list.data, partno]);
  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes))
          if (v == null || v === '') next.delete(k);
          else next.set(k, v);
        return next;
      },
      { replace: true },
    );

  const columns = useMemo<Column<Edition>[]>(
    () => [
      ...(partno != null ? [] : [{ id: 'parts', header: 'editions.colParts', render: (e: Edition) => String(countParts(list.data?.editions ?? [], e)) }]),
      { id: 'kind', header: 'editions.colKind', render: (e) => intl.formatMessage({ id: `editions.kind.${e.kind}` }) },
      { id: 'roll', header: 'editions.colRollDate', className: 'cell-nowrap', render: (e) => formatDay(e.roll_date, intl) },
      { id: 'qualifying', header: 'editions.colQualifying', className: 'cell-nowrap', render: (e) => formatDay(e.qualifying_date, intl) },
      { id: 'electors', header: 'editions.colElectors', className: 'cell-nowrap', render: (e) => String(e.electors) },
      { id: 'removed', header: 'editions.colRemoved', className: 'cell-nowrap', render: (e) => String(e.removed) },
      { id: 'imported', header: 'editions.colImported', className: 'cell-nowrap', render: (e) => importedAt(intl, e) },
      { id: 'source', header: 'editions.colSource', render: (e) => e.source ?? '' },
      ...(partno == null
        ? []
        : [
            {
              id: 'edit',
              header: 'common.action',
              render: (e: Edition) => (
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  onClick={() => setEditing(e)}
                  aria-label={intl.formatMessage({ id: 'editions.editTitle' }, { edition: editionLabel(intl, e, true) })}
                >
                  <FormattedMessage id="common.edit" />
                </button>
              ),
            },
          ]),
    ],
    [intl, partno, list.data],
  );

  return (
    <div className="editions-page">
      <PageCard titleKey="editions.title" subtitleKey="editions.subtitle">
        {parts.isLoading ? (
          <Loading />
        ) : acno == null ? (
          <p className="alert alert-info" role="status">
            <FormattedMessage id="editions.noConstituency" />
          </p>
        ) : (
          <Labelled htmlFor="editions-part" labelKey="editions.part" className="editions-part">
            <select
              id="editions-part"
              className="form-control"
              value={partno ?? ''}
              onChange={(e) => setParam({ part: e.target.value, from: null, to: null, page: null })}
            >
              <option value="">{intl.formatMessage({ id: 'editions.wholeConstituency' })}</option>
              <PartOptions parts={parts.data ?? []} />
            </select>
          </Labelled>
        )}
      </PageCard>
      {acno != null && (
        <section className="card">
          <h2 className="card-title">
            <FormattedMessage id={partno != null ? 'editions.listTitlePart' : 'editions.listTitle'} values={{ part: String(partno ?? '') }} />
          </h2>
          <DataTable
            rows={editions}
            columns={columns}
            rowKey={(e) => e.id}
            loading={list.isFetching}
            emptyTitle={intl.formatMessage({ id: 'editions.none' })}
            emptyText={intl.formatMessage({ id: 'editions.noneText' })}
            label={intl.formatMessage({ id: 'editions.listTitle' })}
            testId="editions-table"
          />
        </section>
      )}
      {acno != null && editions.length >= 2 && (
        <CompareCard
          key={`${acno}-${partno ?? 'all'}`}
          acno={acno}
          partno={partno}
          editions={editions}
          from={Number(params.get('from')) || editions[1].id}
          to={Number(params.get('to')) || editions[0].id}
          onPick={(from, to) => setParam({ from: String(from), to: String(to) })}
        />
      )}
      {acno != null && partno != null && editions.length >= 2 && <OursDeletedCard key={`o-${acno}-${partno}`} acno={acno} partno={partno} />}
      {editing && <EditionModal edition={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function countParts(all: readonly Edition[], e: Edition) {
  return all.filter((x) => x.imported_at === e.imported_at).length;
}
