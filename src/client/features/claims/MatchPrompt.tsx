// A Form 6's probable elector, proposed by the reconciliation when a new edition added someone
// alike but not certainly the person (name, relative, age, house): the admin says whether it is
// them (the claim accepted with that elector) or not (never proposed again). Others see it wait.
import { FormattedMessage, useIntl } from 'react-intl';
import type { Claim } from '../../../shared/api/claims';
import { error as errorDialog, success } from '../../components/dialogs';
import { errorBody } from '../../api/baseApi';
import { useClaimConfirmMatchMutation } from './api';

export default function MatchPrompt({ claim, canAnswer }: { claim: Claim; canAnswer: boolean }) {
  const intl = useIntl();
  const [confirm, confirming] = useClaimConfirmMatchMutation();
  const m = claim.match;
  if (!m) return null;
  const answer = async (same: boolean) => {
    try {
      await confirm({ id: claim.id, body: { voter_id: m.voter_id, same } }).unwrap();
      void success(intl, 'dialog.success', same ? 'claims.matchSavedSame' : 'claims.matchSavedOther');
    } catch (e) {
      const err = errorBody(e);
      void errorDialog(intl, 'dialog.error', err.key ? err : 'claims.saveFailed');
    }
  };
  const who = [
    m.name,
    m.relative_name,
    m.age != null ? intl.formatMessage({ id: 'claims.matchAge' }, { age: m.age }) : null,
    m.house_no ? intl.formatMessage({ id: 'claims.matchHouse' }, { house: m.house_no }) : null,
    m.epic_no,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="claims-match" role="group" aria-label={intl.formatMessage({ id: 'claims.matchTitle' }, { name: claim.name })}>
      <p>
        <FormattedMessage id="claims.matchProposed" values={{ part: m.partno, serial: m.slnoinpart ?? '' }} />
        <br />
        <strong>{who}</strong>
      </p>
      {canAnswer ? (
        <span className="claims-actions">
          <button type="button" className="btn btn-sm btn-primary" disabled={confirming.isLoading} onClick={() => void answer(true)} data-testid="match-same">
            <FormattedMessage id="claims.matchSame" />
          </button>
          <button type="button" className="btn btn-sm btn-outline" disabled={confirming.isLoading} onClick={() => void answer(false)} data-testid="match-other">
            <FormattedMessage id="claims.matchOther" />
          </button>
        </span>
      ) : (
        <p className="muted">
          <FormattedMessage id="claims.matchWaits" />
        </p>
      )}
    </div>
  );
}
