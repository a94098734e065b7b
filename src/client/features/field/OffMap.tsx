// The office is told when a part's polling station has no place on the map: the phones are offered
// the surveys of the areas that hold the station, so that part's workers silently get none. Said
// next to the part (progress and assignments), and above the progress map for the parts it cannot
// show, with the way to the voting-centre screen that sets the place.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ACCESS } from '../../../shared/api/access';
import { useMayOpen } from '../../components/layout/useMayOpen';
import { centreEditPath } from '../votingCentres/paths';

export interface Located {
  partno: number;
  center_id: number | null;
  on_map: boolean;
}

/** The way to the screen that sets the part's centre's place, for those allowed there; `fallback` for the others. */
function CentreLink({ part, className, fallback = null, children }: { part: Located; className?: string; fallback?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const mayEdit = useMayOpen(ACCESS.VotingCentreApi.update);
  if (part.center_id == null || !mayEdit) return fallback;
  return (
    <Link
      className={className}
      to={centreEditPath(part.center_id)}
      aria-label={intl.formatMessage({ id: 'fieldConsole.setLocationOf' }, { part: String(part.partno) })}
    >
      {children}
    </Link>
  );
}

/** The warning beside a part off the map; nothing for a part on it. */
export function OffMapWarning({ part }: { part: Located }) {
  if (part.on_map) return null;
  return (
    <span className="field-off-map" data-testid="field-off-map">
      <span className="field-off-map-text">
        <span aria-hidden="true">⚠ </span>
        <FormattedMessage id={part.center_id == null ? 'fieldConsole.offMapNoCentre' : 'fieldConsole.offMap'} />
      </span>{' '}
      <CentreLink part={part} className="field-off-map-link">
        <FormattedMessage id="fieldConsole.setLocation" />
      </CentreLink>
    </span>
  );
}

function OffMapItem({ part }: { part: Located }) {
  const intl = useIntl();
  if (part.center_id == null)
    return (
      <li>
        <FormattedMessage id="fieldConsole.offMapNoCentrePart" values={{ part: String(part.partno) }} />
      </li>
    );
  const name = intl.formatMessage({ id: 'fieldConsole.offMapPart' }, { part: String(part.partno) });
  return (
    <li>
      <CentreLink part={part} fallback={name}>
        {name}
      </CentreLink>
    </li>
  );
}

/** The parts a map of the voting centres leaves out, listed above it; nothing when every part is on it. */
export function OffMapList({ parts }: { parts: readonly Located[] }) {
  const off = parts.filter((p) => !p.on_map);
  if (!off.length) return null;
  return (
    <div className="alert alert-warning field-off-map-list" role="note" aria-labelledby="field-off-map-title" data-testid="field-off-map-list">
      <strong id="field-off-map-title">
        <FormattedMessage id="fieldConsole.offMapTitle" />
      </strong>{' '}
      <FormattedMessage id="fieldConsole.offMapText" />
      <ul>
        {off.map((p) => (
          <OffMapItem key={p.partno} part={p} />
        ))}
      </ul>
    </div>
  );
}
