// /alphabetically: a part select and an accordion by first letter
// with each letter's voter count (voters-list-atoz). An open letter lists its voters 10 a page:
// name, serial in part, card id, part, age, gender, section and voting centre, 'Not Available'
// for what is missing, and View Info when details were collected for the voter. The part, the open
// letter and its page ride in the address (?part=12&letter=P&page=2).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import ServerPager, { shownAnswer } from '../../components/ServerPager';
import { NOT_AVAILABLE, centreName, genderKey, labelOrNA, sectionName, valueOrNA, voterNames, PartOptions } from '../../components/voterText';
import { PAGE_SIZE } from '../../../shared/domain/constants';
import type { VoterRow } from '../../../shared/api/voters';
import { useVotersAtozQuery } from './api';
import VoterInfoModal from './VoterInfoModal';
import '../../components/crud/crud.css';
import './voterReports.css';
import PageCard from '../../components/PageCard';
import { useT } from '../../i18n/translate';
import { Labelled } from '../../components/FormField';
import { useListParams, type ListSpec } from '../../components/useListParams';
import { ALL_PARTS, PART_FILTER } from './partFilter';
import { usePartnoListQuery } from '../voters/partsApi';
import { useVoterScope } from '../../store/voterScope';

/** The letter open, as the server groups names: A-Z, or # for the rest; none open when left out. */
const ATOZ_LIST: ListSpec<'partno' | 'letter'> = { filters: { partno: PART_FILTER, letter: { valid: (v) => /^([A-Z]|#)$/.test(v) } } };

function VoterCard({ voter, onInfo }: { voter: VoterRow; onInfo: (v: VoterRow) => void }) {
  const intl = useIntl();
  const [name, twin] = voterNames(voter, intl.locale);
  const fields: Array<[string, string]> = [
    ['voterReport.serial', valueOrNA(intl, voter.slnoinpart)],
    ['voterReport.cardId', valueOrNA(intl, voter.idcardno)],
    ['voterReport.part', valueOrNA(intl, voter.partno)],
    ['voterReport.colAge', valueOrNA(intl, voter.age)],
    ['voterReport.colGender', labelOrNA(intl, genderKey(voter.gender))],
    ['voterReport.section', valueOrNA(intl, sectionName(voter, intl.locale))],
    ['voterReport.colCentre', valueOrNA(intl, centreName(voter, intl.locale))],
  ];
  return (
    <li className="atoz-voter" data-testid="atoz-voter">
      <div className="atoz-voter-head">
        <span className="voter-name">
          <span className="voter-name-primary">{name || intl.formatMessage({ id: NOT_AVAILABLE })}</span>
          {twin && <span className="voter-name-secondary">{twin}</span>}
        </span>
        {voter.voterInfo && (
          <button
            type="button"
            className="btn btn-sm btn-outline"
            onClick={() => onInfo(voter)}
            aria-label={intl.formatMessage({ id: 'voterReport.viewInfoFor' }, { name })}
          >
            <FormattedMessage id="voterReport.viewInfo" />
          </button>
        )}
      </div>
      <dl className="atoz-fields">
        {fields.map(([k, v]) => (
          <div key={k}>
            <dt>
              <FormattedMessage id={k} />
            </dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

export default function AlphabeticalPage() {
  const t = useT();
  const intl = useIntl();
  const { acno } = useVoterScope();
  const list = useListParams(ATOZ_LIST);
  const { page, setPage } = list;
  const { partno } = list.filters;
  const open = list.filters.letter || null;
  const [info, setInfo] = useState<VoterRow | null>(null);

  const parts = usePartnoListQuery({ acno: acno ?? 0 }, { skip: acno == null });
  const counts = useVotersAtozQuery({ acno: acno ?? 0, partno }, { skip: acno == null });
  const letter = useVotersAtozQuery({ acno: acno ?? 0, partno, letter: open ?? undefined, page, pageSize: PAGE_SIZE }, { skip: acno == null || open == null });

  const groups = counts.data?.voterslist ?? [];
  const letterData = shownAnswer(letter);
  const openVoters = letterData?.voterslist.find((g) => g.firstLetter === open)?.voters ?? [];

  // opening a letter, or closing it, is a history entry, at the letter's first page
  const toggle = (l: string) => list.setFilter('letter', open === l ? '' : l);

  return (
    <div className="voter-report-page">
      <PageCard
        titleKey="voterReport.atozTitle"
        actions={
          <>
            {counts.data && (
              <span className="badge badge-muted">
                <FormattedMessage id="voterReport.totalVoters" values={{ count: String(counts.data.total) }} />
              </span>
            )}
          </>
        }
      >
        <div className="report-filters">
          <Labelled htmlFor="atoz-part" labelKey="voterReport.part">
            <select
              id="atoz-part"
              className="form-control"
              value={partno}
              // another part closes the open letter
              onChange={(e) => list.setFilters({ partno: e.target.value, letter: '' })}
            >
              <option value={ALL_PARTS}>{intl.formatMessage({ id: 'voterReport.allParts' })}</option>
              <PartOptions parts={parts.data ?? []} />
            </select>
          </Labelled>
        </div>
        {counts.isFetching && groups.length === 0 && (
          <p className="muted" role="status">
            {t('table.loading')}
          </p>
        )}
        {!counts.isFetching && counts.data && groups.length === 0 && (
          <p className="voters-not-found" role="status">
            {t('voterSearch.notFound')}
          </p>
        )}
        <div className="accordion" data-testid="atoz">
          {groups.map((g) => {
            const expanded = open === g.firstLetter;
            const panelId = `atoz-panel-${g.firstLetter === '#' ? 'other' : g.firstLetter}`;
            return (
              <div key={g.firstLetter} className={`accordion-item${expanded ? ' open' : ''}`}>
                <h2 className="accordion-header">
                  <button type="button" className="accordion-button" aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(g.firstLetter)}>
                    <span className="accordion-letter">{g.firstLetter}</span>
                    <span className="accordion-count">
                      <FormattedMessage id="voterReport.voterCount" values={{ count: String(g.voterCount) }} />
                    </span>
                  </button>
                </h2>
                {expanded && (
                  <div id={panelId} className="accordion-body" role="region" aria-label={g.firstLetter}>
                    {letter.isFetching && openVoters.length === 0 ? (
                      <p className="muted" role="status">
                        {t('table.loading')}
                      </p>
                    ) : (
                      <ul className="atoz-list">
                        {openVoters.map((v) => (
                          <VoterCard key={v.id} voter={v} onInfo={setInfo} />
                        ))}
                      </ul>
                    )}
                    <ServerPager
                      page={page}
                      pageSize={PAGE_SIZE}
                      total={g.voterCount}
                      rowsOnPage={openVoters.length}
                      busy={letter.isFetching}
                      onPage={setPage}
                    />
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </PageCard>
      {info && <VoterInfoModal voter={info} onClose={() => setInfo(null)} />}
    </div>
  );
}
