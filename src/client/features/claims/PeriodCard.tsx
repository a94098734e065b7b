// The constituency's claims period: its days and how many drafted claims are flagged near its
// end (or past it); an admin sets it here.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { controlProps, FieldGroup } from '../../components/FieldGroup';
import { errorBody } from '../../api/baseApi';
import { error as errorDialog } from '../../components/dialogs';
import { translateMaybe } from '../../i18n/translate';
import type { ClaimPeriod } from '../../../shared/api/claims';
import { formatDay } from '../../../shared/dates';
import { useClaimSetPeriodMutation } from './api';
import { TitledCard } from '../../components/PageCard';

export default function PeriodCard({ acno, period, flagged, canSet }: { acno: number; period: ClaimPeriod | null; flagged: number; canSet: boolean }) {
  const intl = useIntl();
  const [starts, setStarts] = useState(period?.starts_on ?? '');
  const [ends, setEnds] = useState(period?.ends_on ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useClaimSetPeriodMutation();
  const submit = async () => {
    setErrors({});
    try {
      await save({ body: { acno, starts_on: starts, ends_on: ends } as never }).unwrap();
    } catch (e) {
      const body = errorBody(e);
      if (body.errors?.length) setErrors(Object.fromEntries(body.errors.map((x) => [x.code, x.key || x.message])));
      else void errorDialog(intl, 'dialog.error', body.key ? body : 'claims.saveFailed');
    }
  };
  const err = (code: string) => (errors[code] ? translateMaybe(intl, errors[code]) : '');
  return (
    <TitledCard titleKey="claims.periodTitle" className="claims-period" testId="claims-period">
      <p>
        {period ? (
          <FormattedMessage id="claims.periodIs" values={{ from: formatDay(period.starts_on, intl), to: formatDay(period.ends_on, intl) }} />
        ) : (
          <FormattedMessage id="claims.noPeriod" />
        )}
        {flagged > 0 && (
          <strong className="claims-flag claims-flag-closing" data-testid="claims-flagged">
            {' '}
            <FormattedMessage id="claims.flaggedCount" values={{ n: String(flagged) }} />
          </strong>
        )}
      </p>
      {canSet && (
        <div className="claims-filters">
          <FieldGroup id="claims-starts" labelKey="claims.periodStart" required error={err('starts_on')}>
            <input type="date" {...controlProps('claims-starts', err('starts_on'), true)} value={starts} onChange={(e) => setStarts(e.target.value)} />
          </FieldGroup>
          <FieldGroup id="claims-ends" labelKey="claims.periodEnd" required error={err('ends_on')}>
            <input type="date" {...controlProps('claims-ends', err('ends_on'), true)} value={ends} onChange={(e) => setEnds(e.target.value)} />
          </FieldGroup>
          <button type="button" className="btn btn-primary claims-period-save" disabled={saving.isLoading} onClick={() => void submit()}>
            <FormattedMessage id="claims.periodSave" />
          </button>
        </div>
      )}
    </TitledCard>
  );
}
