// The dashboard's card during a claims period: for each constituency whose period runs today, the
// days left, ours the latest roll deleted (and how many no claim names yet) and the claims still
// open or flagged, with the way to the lists. It loads its own figures after the dashboard has
// painted, and draws nothing outside a claims period, while they load, or for a role without the
// Claims module.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { formatDay } from '../../../shared/dates';
import { ACCESS } from '../../../shared/api/access';
import { useMayOpen } from '../../components/layout/useMayOpen';
import { useClaimSummaryQuery } from './api';
import './claims.css';
import { TitledCard } from '../../components/PageCard';

export default function ClaimsPeriodCard() {
  const intl = useIntl();
  const may = useMayOpen(ACCESS.ClaimApi.summary);
  const periods = useClaimSummaryQuery(may ? undefined : skipToken).data?.periods ?? [];
  if (!periods.length) return null;
  const n = (x: number) => intl.formatNumber(x);
  return (
    <TitledCard titleKey="claims.dashTitle" className="claims-period-card" testId="claims-period-card">
      {periods.map((p) => (
        <div key={p.acno} className="claims-period-row">
          <p className="claims-period-when">
            <FormattedMessage id="claims.dashPeriod" values={{ acno: p.acno, end: formatDay(p.ends_on, intl), days: p.days_left }} />
          </p>
          <ul className="claims-period-figures">
            <li>
              <span className="claims-period-figure">{n(p.ours_deleted)}</span> <FormattedMessage id="claims.dashOursDeleted" />
              {p.ours_deleted > 0 && (
                <small>
                  {' '}
                  <FormattedMessage id="claims.dashUnclaimed" values={{ n: n(p.ours_unclaimed) }} />
                </small>
              )}
            </li>
            <li>
              <span className="claims-period-figure">{n(p.open)}</span> <FormattedMessage id="claims.dashOpen" />
            </li>
            <li className={p.flagged ? 'claims-flag' : undefined}>
              <span className="claims-period-figure">{n(p.flagged)}</span> <FormattedMessage id="claims.dashFlagged" />
            </li>
          </ul>
          <p className="claims-period-links">
            <Link to="/roll-editions">
              <FormattedMessage id="claims.dashToOurs" />
            </Link>
            {' · '}
            <Link to="/claims">
              <FormattedMessage id="claims.dashToClaims" />
            </Link>
          </p>
        </div>
      ))}
    </TitledCard>
  );
}
