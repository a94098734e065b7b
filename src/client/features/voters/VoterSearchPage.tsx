// /voter-search: three tabs (voter search, voting-centre-wise, area-wise), each with its filters;
// switching tabs resets them. The name search fires at 3+ characters (Devanagari or Latin); the
// server pages (10 a page). Each row offers Add details and WhatsApp; WhatsApp is disabled, with
// the reason, for a voter without a phone or who may not be contacted (consent withdrawn, do not
// contact). The state lives in the address (useVoterSearch), the columns in voterColumns. Rows are
// ticked with a box each (the header's ticks the page); the ticks stay across the result's pages
// and go with a new search. Above the results, the slips of the ticked voters or of the whole
// result print (VoterSlipsActions).
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable, type RowSelection } from '../../components/DataTable';
import { useRowSelection } from '../../components/useRowSelection';
import ServerPager from '../../components/ServerPager';
import PageCard from '../../components/PageCard';
import { useT } from '../../i18n/translate';
import { PAGE_SIZE } from '../../../shared/domain/constants';
import type { VoterRow } from '../../../shared/api/voters';
import AddDetailsModal from './AddDetailsModal';
import WhatsAppModal from './WhatsAppModal';
import { VoterFilters, VoterTabs } from './VoterFilters';
import { useVoterColumns } from './voterColumns';
import { useVoterSearch, type VoterSearch } from './useVoterSearch';
import { VoterSlipsActions } from './VoterSlipsActions';
import '../../components/crud/crud.css';
import './voters.css';
import '../../components/tabs.css';

export { EMPTY_FILTERS, tabQuery, nameLength, type Filters } from './useVoterSearch';

/** What the ticks belong to: the tab and its filters, not the page (ticks stay across pages). */
const searchKey = (search: VoterSearch) => JSON.stringify([search.tab, search.query && { ...search.query, page: undefined }]);

function VoterResults({ search, onDetails, onWhatsApp }: { search: VoterSearch; onDetails: (v: VoterRow) => void; onWhatsApp: (v: VoterRow) => void }) {
  const t = useT();
  const intl = useIntl();
  const columns = useVoterColumns(onDetails, onWhatsApp);
  const ticks = useRowSelection<number>(searchKey(search));
  const { keys: ticked, select } = ticks;
  const selection = useMemo<RowSelection<VoterRow>>(
    () => ({
      isSelected: (v) => ticked.has(v.id),
      onSelect: (rows, on) =>
        select(
          rows.map((v) => v.id),
          on,
        ),
      rowLabel: (v) => intl.formatMessage({ id: 'voterSearch.selectVoter' }, { name: v.name || v.name_v1 || '' }),
      allLabel: intl.formatMessage({ id: 'voterSearch.selectPage' }),
    }),
    [ticked, select, intl],
  );
  const { query, result, voters, data, page, setPage } = search;
  if (query != null && !result.isFetching && !result.isError && voters.length === 0) {
    return (
      <p className="voters-not-found" role="status">
        {t('voterSearch.notFound')}
      </p>
    );
  }
  if (query != null && result.isFetching && voters.length === 0) {
    return (
      <p className="muted" role="status">
        {t('table.loading')}
      </p>
    );
  }
  if (voters.length === 0) return null;
  return (
    <>
      <VoterSlipsActions search={search} ticked={ticked} onClear={ticks.clear} />
      <DataTable
        rows={voters}
        columns={columns}
        rowKey={(v) => v.id}
        pager="none"
        loading={result.isFetching}
        label={intl.formatMessage({ id: 'voterSearch.title' })}
        testId="voter-results"
        selection={selection}
      />
      <ServerPager
        page={data?.page ?? page}
        pageSize={data?.pageSize ?? PAGE_SIZE}
        total={data?.total ?? 0}
        totalCapped={data?.totalCapped}
        totalEstimated={data?.totalEstimated}
        rowsOnPage={voters.length}
        busy={result.isFetching}
        onPage={setPage}
      />
    </>
  );
}

export default function VoterSearchPage() {
  const search = useVoterSearch();
  const { acno, installationType, tab } = search;
  const [detailsFor, setDetailsFor] = useState<VoterRow | null>(null);
  const [whatsappFor, setWhatsappFor] = useState<VoterRow | null>(null);
  const onDetails = useCallback((v: VoterRow) => setDetailsFor(v), []);
  const onWhatsApp = useCallback((v: VoterRow) => setWhatsappFor(v), []);

  return (
    <div className="voter-search-page">
      <PageCard
        titleKey="voterSearch.title"
        actions={
          acno != null && (
            <span className="badge badge-muted">
              <FormattedMessage id="voterSearch.constituency" values={{ acno: String(acno) }} />
            </span>
          )
        }
      >
        <VoterTabs tab={tab} onTab={search.switchTab} />
        <div id="voter-tab-panel" role="tabpanel" aria-labelledby={`voter-tab-${tab}`}>
          <VoterFilters search={search} />
          <VoterResults search={search} onDetails={onDetails} onWhatsApp={onWhatsApp} />
        </div>
      </PageCard>
      {detailsFor && <AddDetailsModal voter={detailsFor} installationType={installationType} onClose={() => setDetailsFor(null)} />}
      {whatsappFor && <WhatsAppModal voter={whatsappFor} installationType={installationType} onClose={() => setWhatsappFor(null)} />}
    </div>
  );
}
