// The voter's visits at the door and from typed-back walk sheets, newest first: what was found,
// who went, when (in India's time) and what they noted, so the office reads the field's notes
// beside the details it keeps.
import { FormattedMessage, useIntl } from 'react-intl';
import type { VisitRecord } from '../../../shared/api/paper';
import { formatDateTime } from '../../../shared/dates';
import './privacy.css';

export default function VoterVisits({ visits }: { visits: VisitRecord[] | undefined }) {
  const intl = useIntl();
  if (!visits?.length) return null;
  return (
    <section className="voter-visits" aria-labelledby="voter-visits-title" data-testid="voter-visits">
      <h3 className="privacy-heading" id="voter-visits-title">
        <FormattedMessage id="voterInfo.visitsTitle" values={{ n: String(visits.length) }} />
      </h3>
      <ol className="voter-visits-list">
        {visits.map((v, i) => (
          <li key={`${v.visited_at}-${i}`}>
            <strong>{intl.formatMessage({ id: `paper.outcome.${v.outcome}` })}</strong>{' '}
            <span className="muted">
              <FormattedMessage
                id="voterInfo.visitBy"
                values={{ when: formatDateTime(v.visited_at, intl), name: v.visited_by_name || intl.formatMessage({ id: 'consent.someone' }) }}
              />
            </span>
            {v.supporter_level != null && (
              <span className="badge">
                <FormattedMessage id="voterInfo.visitLevel" values={{ level: String(v.supporter_level) }} />
              </span>
            )}
            {v.note && <p className="voter-visit-note">{v.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
