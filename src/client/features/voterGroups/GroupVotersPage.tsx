// /voter-slist: the voters whose collected
// details put them in the group (voter_info.voter_group_id), in roll order, 10 a page from the
// server. The spec gives the screen no parameter; the list's link carries ?id={group id}, and the
// page rides beside it (?id=4&page=2). Each column but age has a filter: its text anywhere in the
// column, whatever the case, found by the server over the whole group.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { Column } from '../../components/DataTable';
import { ServerPagedTable, shownAnswer, type PagedTableText } from '../../components/ServerPager';
import { useListPaging } from '../../components/useListParams';
import { VoterName, centreName, genderKey } from '../../components/voterText';
import type { VoterRow } from '../../../shared/api/voters';
import { GROUP_VOTER_FILTERS, type GroupVoterFilter } from '../../../shared/api/voterGroups';
import { useDebounced } from '../../components/useDebounced';
import { useVoterGroupVotersQuery } from './api';
import { PrintSlipsButton } from '../paper/PrintSlipsButton';
import '../../components/crud/crud.css';
import './voterGroups.css';
import { useT } from '../../i18n/translate';

/** Each filter's label: the header of the column it filters. */
const FILTER_LABELS: Record<GroupVoterFilter, string> = {
  part: 'voterGroup.colPart',
  serial: 'voterGroup.colSerial',
  section: 'voterSearch.colSection',
  name: 'voterSearch.colName',
  idcard: 'voterSearch.colEpic',
  mobile: 'voterSearch.colPhone',
  centre: 'voterSearch.colCentre',
};
type Filters = Partial<Record<GroupVoterFilter, string>>;

/** The filters of the list's columns, one small field each; a change starts the list at its first page. */
function ColumnFilters({ filters, onChange }: { filters: Filters; onChange: (f: GroupVoterFilter, text: string) => void }) {
  const t = useT();
  return (
    <fieldset className="group-voter-filters" data-testid="group-voter-filters">
      <legend>{t('voterGroup.filtersLegend')}</legend>
      {GROUP_VOTER_FILTERS.map((f) => (
        <label key={f} className="group-voter-filter">
          <span>{t(FILTER_LABELS[f])}</span>
          <input className="form-control" type="search" maxLength={100} value={filters[f] ?? ''} onChange={(e) => onChange(f, e.target.value)} />
        </label>
      ))}
    </fieldset>
  );
}

const TABLE_TEXT: PagedTableText = { label: 'voterGroup.votersTitle', emptyTitle: 'voterGroup.votersEmptyTitle', emptyText: 'voterGroup.votersEmptyText' };

export default function GroupVotersPage() {
  const t = useT();
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { page, onPage } = useListPaging();
  const [filters, setFilters] = useState<Filters>({});
  // typing asks the server once it pauses, not per key
  const asked = useDebounced(filters, 300);
  const given = Object.fromEntries(Object.entries(asked).filter(([, v]) => v?.trim())) as Filters;
  const onFilter = (f: GroupVoterFilter, text: string) => {
    setFilters((old) => ({ ...old, [f]: text }));
    if (page !== 1) onPage(1);
  };
  const result = useVoterGroupVotersQuery({ id, page, ...given }, { skip: !valid, refetchOnMountOrArgChange: true });
  const data = shownAnswer(result);
  const group = data?.voter_group;
  const rows = data?.voters ?? [];

  const columns = useMemo<Column<VoterRow>[]>(
    () => [
      { id: 'name', header: 'voterSearch.colName', render: (v) => <VoterName voter={v} locale={intl.locale} /> },
      { id: 'part', header: 'voterGroup.colPart', className: 'cell-nowrap', render: (v) => String(v.partno) },
      { id: 'serial', header: 'voterGroup.colSerial', className: 'cell-nowrap', render: (v) => String(v.slnoinpart) },
      {
        id: 'section',
        header: 'voterSearch.colSection',
        render: (v) => [v.section_no, intl.locale !== 'en' && v.section_v1 ? v.section_v1 : v.section].filter((x) => x != null && x !== '').join(' ') || '—',
      },
      { id: 'epic', header: 'voterSearch.colEpic', className: 'cell-nowrap', render: (v) => v.idcardno || '—' },
      {
        id: 'age',
        header: 'voterSearch.colAgeGender',
        className: 'cell-nowrap',
        render: (v) => [v.age ?? '—', genderKey(v.gender) ? intl.formatMessage({ id: genderKey(v.gender)! }) : ''].join(' ').trim(),
      },
      { id: 'centre', header: 'voterSearch.colCentre', render: (v) => centreName(v, intl.locale) || '—' },
      { id: 'phone', header: 'voterSearch.colPhone', className: 'cell-nowrap', render: (v) => v.voterInfo?.phone_no || v.mobile || '—' },
    ],
    [intl],
  );

  return (
    <div className="voter-group-page">
      <section className="card">
        <div className="card-head">
          <h1 className="page-title">{group ? group.voter_group_name : <FormattedMessage id="voterGroup.votersTitle" />}</h1>
          <span className="row-actions">
            <PrintSlipsButton of={valid && rows.length > 0 ? { voter_group_id: id } : null} fileName={`slips-group-${id}`} />
            <Link className="btn btn-outline" to="/voters-group">
              {t('common.back')}
            </Link>
          </span>
        </div>
        {!valid && (
          <div className="alert alert-info" role="status">
            {t('voterGroup.noGroup')}
          </div>
        )}
        {valid && result.isError && (
          <div className="alert alert-danger" role="alert">
            {t('voterGroup.notFound')}
          </div>
        )}
        {group && (
          <dl className="voter-group-summary" data-testid="voter-group-summary">
            <div>
              <dt>{t('voterGroup.description')}</dt>
              <dd className="voter-group-description">{group.voter_group_description}</dd>
            </div>
            <div>
              <dt>{t('voterGroup.area')}</dt>
              <dd>{group.voter_area?.name ?? group.area ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('voterGroup.location')}</dt>
              <dd>{group.location_name || '—'}</dd>
            </div>
            {group.special_instructions && (
              <div>
                <dt>{t('voterGroup.instructions')}</dt>
                <dd className="voter-group-description">{group.special_instructions}</dd>
              </div>
            )}
          </dl>
        )}
        {valid && !result.isError && (
          <>
            <ColumnFilters filters={filters} onChange={onFilter} />
            <ServerPagedTable rows={rows} columns={columns} query={result} paging={[page, onPage]} text={TABLE_TEXT} testId="group-voters" />
          </>
        )}
      </section>
    </div>
  );
}
