// /removed-voters: the electors revised rolls removed from the roll, by part and serial, with the
// date. They are left out of search, lists and reports everywhere else; here an admin sees who
// left (by part, name or EPIC). A later roll that has them again brings them back.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RemovedVoter } from '../../../shared/api/voterImport';
import { formatDateTime } from '../../../shared/dates';
import type { Column } from '../../components/DataTable';
import { Labelled } from '../../components/FormField';
import PageCard from '../../components/PageCard';
import { ServerPagedTable, shownAnswer, type PagedTableText } from '../../components/ServerPager';
import { useT } from '../../i18n/translate';
import { useRemovedVotersQuery } from './importApi';

const TEXT: PagedTableText = { label: 'removedVoters.title', emptyTitle: 'removedVoters.emptyTitle', emptyText: 'removedVoters.emptyText' };

export default function RemovedVotersPage() {
  const t = useT();
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [partno, setPartno] = useState('');
  const [term, setTerm] = useState('');
  const query = { page, ...(/^\d+$/.test(partno) ? { partno: Number(partno) } : {}), ...(term.trim() ? { term: term.trim() } : {}) };
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
            value={partno}
            onChange={(e) => {
              setPartno(e.target.value.replace(/\D/g, ''));
              setPage(1);
            }}
          />
        </Labelled>
        <Labelled htmlFor="removed-term" labelKey="removedVoters.term">
          <input
            id="removed-term"
            className="form-control"
            value={term}
            placeholder={t('removedVoters.termHint')}
            onChange={(e) => {
              setTerm(e.target.value);
              setPage(1);
            }}
          />
        </Labelled>
      </div>
      <ServerPagedTable rows={answer?.rows ?? []} columns={columns} query={result} paging={[page, setPage]} text={TEXT} testId="removed-voters" />
    </PageCard>
  );
}
