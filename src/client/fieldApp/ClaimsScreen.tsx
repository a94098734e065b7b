// My claims: the claims the worker started at the door, newest first. One saved here shows at once
// as waiting to be sent (offline too); one the server refused says why (the sync screen keeps it
// to fix); the server's show the status the office gave them (drafted, filed with its
// acknowledgement, accepted, rejected, lapsed) as the last sync read it.
import { useIntl } from 'react-intl';
import { formatDay } from '../../shared/dates';
import { translateMaybe, useT } from '../i18n/translate';
import { phoneClaims, type PhoneClaim } from './claims';
import { useLocal } from './context';
import { allVoters, type LocalVoter } from './local';
import { go } from './route';
import { voterName } from './voterKit';

function Line({ c, voter }: { c: PhoneClaim; voter: LocalVoter | undefined }) {
  const t = useT();
  const intl = useIntl();
  // a new person is named by the worker; an objection or a correction is of the voter's own entry
  const who = c.form === '6' || !voter ? (c.name ?? c.claim?.name ?? '') : voterName(voter, intl.locale);
  const status = c.state === 'waiting' ? t('phone.claims.waiting') : c.state === 'refused' ? t('phone.claims.refused') : t(`claims.status.${c.claim!.status}`);
  const dates = c.claim
    ? [
        t('phone.claims.drafted', { date: formatDay(c.claim.drafted_on, intl) }),
        c.claim.filed_on ? t('phone.claims.filed', { date: formatDay(c.claim.filed_on, intl), ack: c.claim.ack_no ?? '' }) : null,
        c.claim.hearing_on ? t('phone.claims.hearing', { date: formatDay(c.claim.hearing_on, intl) }) : null,
      ].filter(Boolean)
    : [];
  return (
    <li className={`card claim-line claim-${c.state === 'held' ? c.claim!.status : c.state}`}>
      <div className="claim-head">
        <strong>{t(`claims.form.${c.form}`)}</strong>
        <span className="claim-status">{status}</span>
      </div>
      {voter ? (
        <a
          className="voter-line"
          href={`/field/voter/${voter.id}`}
          onClick={(e) => {
            e.preventDefault();
            go(`/voter/${voter.id}`);
          }}
        >
          <span className="serial">{voter.slnoinpart}</span>
          <span className="name">{who}</span>
        </a>
      ) : (
        <p className="name">{who}</p>
      )}
      {c.outcome && <p className="muted">{t(`phone.claims.outcome.${c.outcome}`)}</p>}
      {dates.length > 0 && <p className="muted">{dates.join(' · ')}</p>}
      {c.reason && (
        <p className="field-error" role="status">
          {translateMaybe(intl, c.reason)}
        </p>
      )}
    </li>
  );
}

export default function ClaimsScreen() {
  const t = useT();
  const data = useLocal(async (e) => ({ claims: await phoneClaims(e.db), voters: await allVoters(e.db) }));
  if (!data) return <main className="screen" aria-busy="true" />;
  const byId = new Map(data.voters.map((v) => [v.id, v]));
  return (
    <main className="screen">
      <h1>{t('phone.claims.title')}</h1>
      <p className="muted">{t('phone.claims.intro')}</p>
      {data.claims.length === 0 && <p className="notice">{t('phone.claims.none')}</p>}
      <ul className="claims">
        {data.claims.map((c) => (
          <Line key={c.key} c={c} voter={c.voter_id == null ? undefined : byId.get(c.voter_id)} />
        ))}
      </ul>
    </main>
  );
}
