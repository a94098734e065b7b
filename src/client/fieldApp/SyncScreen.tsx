// Sync: what waits on the phone, what the server refused and why (nothing is dropped without a
// word), a Sync now button, and sign-out (which warns when changes have not reached the server).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../shared/dates';
import { translateMaybe, useT } from '../i18n/translate';
import { useEngine, useLocal, usePhone } from './context';
import { allVoters, queued, refusedChanges, type QueuedChange } from './local';
import { voterName } from './voterKit';
import KeptOthers from './KeptOthers';

export default function SyncScreen() {
  const t = useT();
  const intl = useIntl();
  const engine = useEngine();
  const { online, sync } = usePhone((s) => s.phone);
  const [confirming, setConfirming] = useState(false);
  const data = useLocal(async (e) => ({ waiting: await queued(e.db), refused: await refusedChanges(e.db), voters: await allVoters(e.db) }));
  if (!data) return <main className="screen" aria-busy="true" />;
  const names = new Map(data.voters.map((v) => [v.id, `${v.slnoinpart} · ${voterName(v, intl.locale)}`]));
  const who = (c: QueuedChange) => (c.voter_id == null ? '' : (names.get(c.voter_id) ?? t('phone.voterNumber', { id: c.voter_id })));
  // changes not yet on the server are lost at sign-out: the first tap says so, the second signs out
  const signOut = async () => {
    if (data.waiting.length && !confirming) return setConfirming(true);
    await engine.signOut();
  };
  return (
    <main className="screen">
      <h1>{t('phone.nav.sync')}</h1>
      <p className="muted" role="status">
        {!online
          ? t('phone.offlineLong')
          : sync === 'offline'
            ? t('phone.unreachableLong')
            : sync === 'syncing'
              ? t('phone.syncing')
              : sync === 'failed'
                ? t('phone.syncFailed')
                : t('phone.synced')}
      </p>
      <button type="button" className="button wide" disabled={!online || sync === 'syncing'} onClick={() => void engine.sync()}>
        {t('phone.syncNow')}
      </button>
      <section className="card" aria-label={t('phone.waitingTitle', { n: data.waiting.length })}>
        <h2>{t('phone.waitingTitle', { n: data.waiting.length })}</h2>
        {data.waiting.length === 0 ? (
          <p className="muted">{t('phone.nothingWaiting')}</p>
        ) : (
          <ul className="changes">
            {data.waiting.map((c) => (
              <li key={c.id}>
                <strong>{t(`phone.kind.${c.kind}`)}</strong> {who(c)}
                <span className="muted"> · {formatDateTime(c.made_at, intl)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-label={t('phone.refusedTitle', { n: data.refused.length })}>
        <h2>{t('phone.refusedTitle', { n: data.refused.length })}</h2>
        {data.refused.length === 0 ? (
          <p className="muted">{t('phone.nothingRefused')}</p>
        ) : (
          <ul className="changes">
            {data.refused.map((c) => (
              <li key={c.id} className="refused">
                <strong>{t(`phone.kind.${c.kind}`)}</strong> {who(c)}
                <span className="reason">{translateMaybe(intl, c.reason) || c.msg}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <KeptOthers />
      {confirming && (
        <p className="notice" role="alert">
          {t('phone.signOutConfirm', { n: data.waiting.length })}
        </p>
      )}
      <button type="button" className="button danger wide" onClick={() => void signOut()}>
        {confirming ? t('phone.signOutAnyway') : t('phone.signOut')}
      </button>
    </main>
  );
}
