// The voter search's three tabs (voter search, voting-centre-wise, area-wise) and each tab's
// filters, over the state useVoterSearch keeps in the address.
import { FormattedMessage, useIntl } from 'react-intl';
import { centreName, sectionName, PartOptions } from '../../components/voterText';
import { Labelled } from '../../components/FormField';
import { useT } from '../../i18n/translate';
import type { SearchTab } from './api';
import type { VoterSearch } from './useVoterSearch';

const TABS: Array<{ id: SearchTab; key: string }> = [
  { id: 'search', key: 'voterSearch.tabSearch' },
  { id: 'centre', key: 'voterSearch.tabCentre' },
  { id: 'area', key: 'voterSearch.tabArea' },
];

export function VoterTabs({ tab, onTab }: { tab: SearchTab; onTab: (t: SearchTab) => void }) {
  const intl = useIntl();
  return (
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
          onClick={() => onTab(t.id)}
        >
          <FormattedMessage id={t.key} />
        </button>
      ))}
    </div>
  );
}

export function VoterFilters({ search }: { search: VoterSearch }) {
  const t = useT();
  const intl = useIntl();
  const locale = intl.locale;
  const { tab, filters, setFilter, setName, shortName, options } = search;

  const sectionField = (part: string) => (
    <Labelled htmlFor="voter-section" labelKey="voterSearch.section">
      <select id="voter-section" className="form-control" value={filters.section} onChange={(e) => setFilter('section', e.target.value)} disabled={!part}>
        <option value="">{intl.formatMessage({ id: 'voterSearch.allSections' })}</option>
        {options.sections.map((s) => (
          <option key={`${s.partno}-${s.section_no}`} value={s.section_no}>
            {`${s.section_no} - ${sectionName(s, locale) || ''}`}
          </option>
        ))}
      </select>
    </Labelled>
  );

  return (
    <div className="voter-filters">
      {tab === 'search' && (
        <>
          <Labelled htmlFor="voter-part" labelKey="voterSearch.part">
            <select id="voter-part" className="form-control" value={filters.partno} onChange={(e) => setFilter('partno', e.target.value)}>
              <option value="">{intl.formatMessage({ id: 'voterSearch.allParts' })}</option>
              <PartOptions parts={options.parts} />
            </select>
          </Labelled>
          {sectionField(filters.partno)}
        </>
      )}
      {tab === 'centre' && (
        <Labelled htmlFor="voter-centre" labelKey="voterSearch.centre">
          <select id="voter-centre" className="form-control" value={filters.vcenter} onChange={(e) => setFilter('vcenter', e.target.value)}>
            <option value="">{intl.formatMessage({ id: 'voterSearch.allCentres' })}</option>
            {options.centres.map((c) => (
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
            <select id="voter-area" className="form-control" value={filters.area} onChange={(e) => setFilter('area', e.target.value)}>
              <option value="">{intl.formatMessage({ id: 'voterSearch.allAreas' })}</option>
              {options.areas.map((a) => (
                <option key={`${a.partno}:${a.center_id}`} value={`${a.partno}:${a.center_id}`}>
                  {`${a.partno} - ${a.location_name ?? ''} (${a.vcenter})`}
                </option>
              ))}
            </select>
          </Labelled>
          {sectionField(options.areaPart)}
        </>
      )}
      <Labelled htmlFor="voter-name" labelKey="voterSearch.name" className="voter-filter-name">
        <input
          id="voter-name"
          className="form-control"
          type="search"
          value={filters.name}
          onChange={(e) => setName(e.target.value)}
          placeholder={intl.formatMessage({ id: 'voterSearch.namePlaceholder' })}
          aria-describedby="voter-name-hint"
          autoComplete="off"
        />
        <div id="voter-name-hint" className={`form-hint${shortName ? ' form-hint-warning' : ''}`}>
          {t('validation.nameSearchMin')}
        </div>
      </Labelled>
    </div>
  );
}
