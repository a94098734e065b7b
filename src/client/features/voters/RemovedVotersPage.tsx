// /removed-voters: the electors revised rolls removed from the roll, by part and serial, with the
// date. They are left out of search, lists and reports everywhere else; here an admin sees who
// left (by part, name or EPIC). A later roll that has them again brings them back. The part, the
// term and the page ride in the address (?part=12&q=patil&page=2).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { removedVotersQuerySchema, type RemovedVoter } from '../../../shared/api/voterImport';
import { formatDateTime } from '../../../shared/dates';
import type { Column } from '../../components/DataTable';
import { Labelled } from '../../components/FormField';
import PageCard from '../../components/PageCard';
import { ServerPagedTable, shownAnswer, type PagedTableText } from '../../components/ServerPager';
import { takenBy, useListParams, useTypedFilter, type ListSpec } from '../../components/useListParams';
import { useT } from '../../i18n/translate';
import { useRemovedVotersQuery } from './importApi';

const partTaken = takenBy(removedVotersQuerySchema, 'partno');
const REMOVED_LIST: ListSpec<'partno'> = {
  // digits only: the field takes nothing else, and the query sends the part as a number
  filters: { partno: { param: 'part', valid: (v) => /^\d+$/.test(v) && partTaken(v) } },
  term: 'q',
};

const TEXT: PagedTableText = { label: 'removedVoters.title', emptyTitle: 'removedVoters.emptyTitle', emptyText: 'removedVoters.emptyText' };

export default function RemovedVotersPage() {
  const t = useT();
  const intl = useIntl();
  const list = useListParams(REMOVED_LIST);
  const part = useTypedFilter(list, 'partno');
  const { page, searched } = list;
  const partno = list.filters.partno;
  const query = { page, ...(partno ? { partno: Number(partno) } : {}), ...(searched.trim() ? { term: searched.trim() } : {}) };
  const result = useRemovedVotersQuery(query);
  const answer = shownAnswer(result);
  const columns = useMemo<Column<RemovedVoter>[]>(() => {
    const n = (v: number) => intl.formatNumber(v, { useGrouping: false });
    return [
      { id: 'part', header: 'removedVoters.part', render: (v) => n(v.partno) },
      { id: 'serial', header: 'removedVoters.serial', render: (v) => n(v.slnoinpart) },
      {
        id: 'name',
        header: 'removedVoters.name',
        render: (v) =>
          intl.locale !== 'en' && v.fm_name_v1
            ? [v.fm_name_v1, v.lastname_v1].filter(Boolean).join(' ')
            : [v.fm_name_en, v.lastname_en].filter(Boolean).join(' '),
      },
      { id: 'epic', header: 'removedVoters.epic', render: (v) => v.epic_no ?? '—' },
      { id: 'removed', header: 'removedVoters.removedAt', className: 'cell-nowrap', render: (v) => formatDateTime(v.removed_at, intl) },
    ];
  }, [intl]);
  return (
    <PageCard titleKey="removedVoters.title" subtitleKey="removedVoters.subtitle">
      <div className="report-filters">
        <Labelled htmlFor="removed-part" labelKey="removedVoters.part">
          <input
            id="removed-part"
            className="form-control"
            inputMode="numeric"
            value={part.typed}
            onChange={(e) => part.type(e.target.value.replace(/\D/g, ''))}
          />
        </Labelled>
        <Labelled htmlFor="removed-term" labelKey="removedVoters.term">
          <input
            id="removed-term"
            className="form-control"
            value={list.term}
            placeholder={t('removedVoters.termHint')}
            onChange={(e) => list.setTerm(e.target.value)}
          />
        </Labelled>
      </div>
      <ServerPagedTable rows={answer?.rows ?? []} columns={columns} query={result} paging={[page, list.setPage]} text={TEXT} testId="removed-voters" />
    </PageCard>
  );
}
