// The voter search's columns: part and serial, name (with its regional-script twin), EPIC, age and
// gender, section, centre, phone (or why the voter may not be contacted) and the row's actions.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Column } from '../../components/DataTable';
import { NOT_AVAILABLE, VoterName, centreName, genderKey, sectionName } from '../../components/voterText';
import { RowButton } from '../../components/crud/ListKit';
import type { VoterRow } from '../../../shared/api/voters';
import { contactBlockKey, voterPhone } from './whatsapp';
import { useContactRule } from '../contactHours/api';

export function useVoterColumns(onDetails: (v: VoterRow) => void, onWhatsApp: (v: VoterRow) => void): Column<VoterRow>[] {
  const intl = useIntl();
  const locale = intl.locale;
  const contactRule = useContactRule();
  return useMemo<Column<VoterRow>[]>(
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
          // a voter who may not be contacted, then one without a number, then the contact hours
          const hours = contactRule(v.acno);
          const missing = contactBlockKey(v) ?? (phone ? undefined : 'voterSearch.noPhone');
          return (
            <span className="row-actions">
              <button
                type="button"
                className={`btn btn-sm ${v.voterInfo ? 'btn-success' : 'btn-primary'}`}
                onClick={() => onDetails(v)}
                aria-label={intl.formatMessage({ id: 'voterSearch.addDetailsFor' }, { name: who })}
              >
                <FormattedMessage id={v.voterInfo ? 'voterSearch.detailsAdded' : 'voterSearch.addDetails'} />
              </button>
              <RowButton
                className="btn-whatsapp"
                labelKey="voterSearch.whatsappFor"
                name={who}
                missingKey={missing ?? (hours.allowed ? undefined : hours.reason)}
                missingValues={missing || hours.allowed ? undefined : hours.values}
                onClick={() => onWhatsApp(v)}
              >
                <FormattedMessage id="voterSearch.whatsapp" />
              </RowButton>
            </span>
          );
        },
      },
    ],
    [intl, locale, onDetails, onWhatsApp, contactRule],
  );
}
