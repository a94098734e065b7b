// /voter-search (screens Voter search): three tabs (voter search, voting-centre-wise, area-wise),
// each with its filters; switching tabs resets them. The name search fires at 3+ characters
// (Devanagari or Latin); the server pages (10 a page) and may cap its total ("1000+"). Each row
// offers Add details and WhatsApp; WhatsApp is disabled, with the reason, for a voter without a
// phone or who may not be contacted (consent withdrawn, do not contact).
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable, type Column } from '../../components/DataTable';
import ServerPager, { shownAnswer } from '../../components/ServerPager';
import { NOT_AVAILABLE, VoterName, centreName, genderKey, sectionName, PartOptions } from '../../components/voterText';
import { useVoterScope } from '../../api/voterScope';
import { usePartnoListQuery } from '../../api/lookups';
import { NAME_SEARCH_MIN, PAGE_SIZE } from '../../../shared/domain/constants';
import type { VoterRow, VoterSearchQuery } from '../../../shared/api/voters';
import { useSearchVotersQuery, useVoterAreaWiseListQuery, useVoterSectionListQuery, useVoterVcenterListQuery, type SearchTab } from './api';
import AddDetailsModal from './AddDetailsModal';
import WhatsAppModal from './WhatsAppModal';
import { contactBlockKey, voterPhone } from './whatsapp';
import '../../components/crud/crud.css';
import './voters.css';
import '../../components/tabs.css';
import PageCard from '../../components/PageCard';
import { useT } from '../../i18n/translate';
import { Labelled } from '../../components/FormField';
import { RowButton } from '../../components/crud/ListKit';

export interface Filters {
  partno: string;
  section: string;
  /** voting-centre-wise tab: the centre's name as vcenter-list gives it */
  vcenter: string;
  /** area-wise tab: `${partno}:${center_id}` of an area-wise-list entry */
  area: string;
  name: string;
}
export const EMPTY_FILTERS: Filters = { partno: '', section: '', vcenter: '', area: '', name: '' };

const TABS: Array<{ id: SearchTab; key: string }> = [
  { id: 'search', key: 'voterSearch.tabSearch' },
  { id: 'centre', key: 'voterSearch.tabCentre' },
  { id: 'area', key: 'voterSearch.tabArea' },
];

/** Characters, not UTF-16 units: a Devanagari syllable of 3 letters counts 3. */
export const nameLength = (s: string) => [...s.trim()].length;

/** How long typing rests before the name is searched (one request per name, not per key). */
const NAME_DEBOUNCE_MS = 150;

/** The query of a tab's search; null while the name is too short to search (1-2 characters). */
export function tabQuery(tab: SearchTab, f: Filters, acno: number, page: number): VoterSearchQuery | null {
  const name = f.name.trim().replace(/\s+/g, ' ');
  const n = nameLength(name);
  if (n > 0 && n < NAME_SEARCH_MIN) return null;
  const base = { acno, enfname: name || undefined, page, pageSize: PAGE_SIZE };
  if (tab === 'search') return { ...base, partno: f.partno || undefined, section: f.partno ? f.section || undefined : undefined };
  if (tab === 'centre') return { ...base, vcenter: f.vcenter || undefined };
  const [partno, centreId] = f.area ? f.area.split(':') : [];
  return { ...base, partno: partno || undefined, vcenter_id: centreId || undefined, section: partno ? f.section || undefined : undefined };
}

export default function VoterSearchPage() {
  const t = useT();
  const intl = useIntl();
  const { acno, installationType } = useVoterScope();
  const [tab, setTab] = useState<SearchTab>('search');
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [detailsFor, setDetailsFor] = useState<VoterRow | null>(null);
  const [whatsappFor, setWhatsappFor] = useState<VoterRow | null>(null);

  // error catalogue: a missing default constituency is logged only, and nothing is loaded.
  const noAcno = acno == null;

  const parts = usePartnoListQuery({ acno: acno ?? 0 }, { skip: noAcno });
  const areaPart = tab === 'area' && filters.area ? filters.area.split(':')[0] : '';
  const sectionPart = tab === 'search' ? filters.partno : areaPart;
  const sections = useVoterSectionListQuery({ acno: acno ?? 0, partno: sectionPart }, { skip: noAcno || !sectionPart });
  const centres = useVoterVcenterListQuery({ acno: acno ?? 0 }, { skip: noAcno || tab !== 'centre' });
  const areas = useVoterAreaWiseListQuery({ acno: acno ?? 0 }, { skip: noAcno || tab !== 'area' });

  // Typing waits a moment so a name is searched once, not per keystroke; a tab switch clears
  // the pending name at once, so the new tab never asks with the old tab's name.
  const [name, setName] = useState('');
  const nameTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(nameTimer.current), []);
  const query = noAcno ? null : tabQuery(tab, { ...filters, name }, acno, page);
  const result = useSearchVotersQuery({ tab, query: query ?? {} }, { skip: query == null });
  const shortName = nameLength(filters.name) > 0 && nameLength(filters.name) < NAME_SEARCH_MIN;

  const switchTab = (next: SearchTab) => {
    if (next === tab) return;
    clearTimeout(nameTimer.current);
    setTab(next);
    setFilters(EMPTY_FILTERS);
    setName('');
    setPage(1);
  };
  const setFilter = (field: keyof Filters) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = e.target.value;
    if (field === 'name') {
      clearTimeout(nameTimer.current);
      nameTimer.current = setTimeout(() => {
        setName(value);
        setPage(1);
      }, NAME_DEBOUNCE_MS);
    }
    setFilters((f) => ({
      ...f,
      [field]: value,
      // sections belong to a part: a new part (or area) clears the section
      ...(field === 'partno' || field === 'area' ? { section: '' } : {}),
    }));
    if (field !== 'name') setPage(1);
  };

  const data = shownAnswer(result);
  const voters = query ? (data?.voters ?? []) : [];
  const locale = intl.locale;

  const columns = useMemo<Column<VoterRow>[]>(
    () => [
      { id: 'part', header: 'voterSearch.colPartSerial', className: 'cell-nowrap', render: (v) => `${v.partno} / ${v.slnoinpart}` },
      { id: 'name', header: 'voterSearch.colName', render: (v) => <VoterName voter={v} locale={locale} /> },
      { id: 'epic', header: 'voterSearch.colEpic', className: 'cell-nowrap', render: (v) => v.idcardno || <FormattedMessage id={NOT_AVAILABLE} /> },
      {
        id: 'ageGender',
        header: 'voterSearch.colAgeGender',
        className: 'cell-nowrap',
        render: (v) => (
          <>
            {v.age != null ? String(v.age) : '—'}
            {' · '}
            {genderKey(v.gender) ? <FormattedMessage id={genderKey(v.gender)!} /> : '—'}
          </>
        ),
      },
      { id: 'section', header: 'voterSearch.colSection', render: (v) => sectionName(v, locale) || '—' },
      { id: 'centre', header: 'voterSearch.colCentre', render: (v) => centreName(v, locale) || '—' },
      {
        id: 'phone',
        header: 'voterSearch.colPhone',
        className: 'cell-nowrap',
        // a voter who may not be contacted: the reason, where a number would be
        render: (v) =>
          v.contact_block ? (
            <span className="badge badge-danger" data-testid="contact-block">
              <FormattedMessage id={`consent.badge.${v.contact_block}`} />
            </span>
          ) : (
            voterPhone(v) || '—'
          ),
      },
      {
        id: 'actions',
        header: 'common.action',
        className: 'col-actions',
        render: (v) => {
          const who = v.name || v.name_v1 || '';
          const phone = voterPhone(v);
          return (
            <span className="row-actions">
              <button
                type="button"
                className={`btn btn-sm ${v.voterInfo ? 'btn-success' : 'btn-primary'}`}
                onClick={() => setDetailsFor(v)}
                aria-label={intl.formatMessage({ id: 'voterSearch.addDetailsFor' }, { name: who })}
              >
                <FormattedMessage id={v.voterInfo ? 'voterSearch.detailsAdded' : 'voterSearch.addDetails'} />
              </button>
              <RowButton
                className="btn-whatsapp"
                labelKey="voterSearch.whatsappFor"
                name={who}
                missingKey={contactBlockKey(v) ?? (phone ? undefined : 'voterSearch.noPhone')}
                onClick={() => setWhatsappFor(v)}
              >
                <FormattedMessage id="voterSearch.whatsapp" />
              </RowButton>
            </span>
          );
        },
      },
    ],
    [intl, locale],
  );

  const partOptions = parts.data ?? [];
  const sectionOptions = sections.currentData ?? [];

  const nameField = (
    <Labelled htmlFor="voter-name" labelKey="voterSearch.name" className="voter-filter-name">
      <input
        id="voter-name"
        className="form-control"
        type="search"
        value={filters.name}
        onChange={setFilter('name')}
        placeholder={intl.formatMessage({ id: 'voterSearch.namePlaceholder' })}
        aria-describedby="voter-name-hint"
        autoComplete="off"
      />
      <div id="voter-name-hint" className={`form-hint${shortName ? ' form-hint-warning' : ''}`}>
        {t('validation.nameSearchMin')}
      </div>
    </Labelled>
  );
  const sectionField = (part: string) => (
    <Labelled htmlFor="voter-section" labelKey="voterSearch.section">
      <select id="voter-section" className="form-control" value={filters.section} onChange={setFilter('section')} disabled={!part}>
        <option value="">{intl.formatMessage({ id: 'voterSearch.allSections' })}</option>
        {sectionOptions.map((s) => (
          <option key={`${s.partno}-${s.section_no}`} value={s.section_no}>
            {`${s.section_no} - ${sectionName(s, locale) || ''}`}
          </option>
        ))}
      </select>
    </Labelled>
  );

  return (
    <div className="voter-search-page">
      <PageCard
        titleKey="voterSearch.title"
        actions={
          <>
            {acno != null && (
              <span className="badge badge-muted">
                <FormattedMessage id="voterSearch.constituency" values={{ acno: String(acno) }} />
              </span>
            )}
          </>
        }
      >
        <div className="tabs" role="tablist" aria-label={intl.formatMessage({ id: 'voterSearch.title' })}>
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`voter-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls="voter-tab-panel"
              className={`tab${tab === t.id ? ' active' : ''}`}
              onClick={() => switchTab(t.id)}
            >
              <FormattedMessage id={t.key} />
            </button>
          ))}
        </div>
        <div id="voter-tab-panel" role="tabpanel" aria-labelledby={`voter-tab-${tab}`}>
          <div className="voter-filters">
            {tab === 'search' && (
              <>
                <Labelled htmlFor="voter-part" labelKey="voterSearch.part">
                  <select id="voter-part" className="form-control" value={filters.partno} onChange={setFilter('partno')}>
                    <option value="">{intl.formatMessage({ id: 'voterSearch.allParts' })}</option>
                    <PartOptions parts={partOptions} />
                  </select>
                </Labelled>
                {sectionField(filters.partno)}
              </>
            )}
            {tab === 'centre' && (
              <Labelled htmlFor="voter-centre" labelKey="voterSearch.centre">
                <select id="voter-centre" className="form-control" value={filters.vcenter} onChange={setFilter('vcenter')}>
                  <option value="">{intl.formatMessage({ id: 'voterSearch.allCentres' })}</option>
                  {(centres.data ?? []).map((c) => (
                    <option key={c.center_id} value={c.vcenter}>
                      {`${centreName(c, locale)} (${c.partnos.join(', ')})`}
                    </option>
                  ))}
                </select>
              </Labelled>
            )}
            {tab === 'area' && (
              <>
                <Labelled htmlFor="voter-area" labelKey="voterSearch.area">
                  <select id="voter-area" className="form-control" value={filters.area} onChange={setFilter('area')}>
                    <option value="">{intl.formatMessage({ id: 'voterSearch.allAreas' })}</option>
                    {(areas.data ?? []).map((a) => (
                      <option key={`${a.partno}:${a.center_id}`} value={`${a.partno}:${a.center_id}`}>
                        {`${a.partno} - ${a.location_name ?? ''} (${a.vcenter})`}
                      </option>
                    ))}
                  </select>
                </Labelled>
                {sectionField(areaPart)}
              </>
            )}
            {nameField}
          </div>
          {query != null && !result.isFetching && !result.isError && voters.length === 0 && (
            <p className="voters-not-found" role="status">
              {t('voterSearch.notFound')}
            </p>
          )}
          {query != null && result.isFetching && voters.length === 0 && (
            <p className="muted" role="status">
              {t('table.loading')}
            </p>
          )}
          {voters.length > 0 && (
            <>
              <DataTable
                rows={voters}
                columns={columns}
                rowKey={(v) => v.id}
                pager="none"
                loading={result.isFetching}
                label={intl.formatMessage({ id: 'voterSearch.title' })}
                testId="voter-results"
              />
              <ServerPager
                page={data?.page ?? page}
                pageSize={data?.pageSize ?? PAGE_SIZE}
                total={data?.total ?? 0}
                totalCapped={data?.totalCapped}
                rowsOnPage={voters.length}
                busy={result.isFetching}
                onPage={setPage}
              />
            </>
          )}
        </div>
      </PageCard>
      {detailsFor && <AddDetailsModal voter={detailsFor} installationType={installationType} onClose={() => setDetailsFor(null)} />}
      {whatsappFor && <WhatsAppModal voter={whatsappFor} installationType={installationType} onClose={() => setWhatsappFor(null)} />}
    </div>
  );
}
