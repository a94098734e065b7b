// Changes another user made on this phone and has not sent (their session ended, or they signed
// out of it for someone else): kept for their next sign-in. Discarding them is a choice made here,
// after a confirmation that says how many changes are lost.
import { useState } from 'react';
import { useT } from '../i18n/translate';
import { useEngine, useLocal, usePhone } from './context';
import { discardKept, keptChanges, type KeptSummary } from './kept';

function Kept({ k, onDiscard }: { k: KeptSummary; onDiscard: () => Promise<void> }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const name = k.name ?? '';
  return (
    <li>
      <p>{t('phone.keptOther', { n: k.n, name })}</p>
      {confirming ? (
        <>
          <p className="notice" role="alert">
            {t('phone.keptDiscardConfirm', { n: k.n, name })}
          </p>
          <div className="row-actions">
            <button type="button" className="button danger" onClick={() => void onDiscard()}>
              {t('phone.keptDiscard', { n: k.n })}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('phone.keptKeep')}
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          {t('phone.keptDiscardAsk')}
        </button>
      )}
    </li>
  );
}

export default function KeptOthers() {
  const t = useT();
  const engine = useEngine();
  const user = usePhone((s) => s.auth.user);
  const tenantId = usePhone((s) => s.auth.tenantId);
  const kept = useLocal((e) => keptChanges(e.db, user && tenantId ? { user_id: user.id, tenant_id: tenantId } : null), [user?.id, tenantId]);
  if (!kept?.length) return null;
  return (
    <section className="card kept" aria-label={t('phone.keptTitle')}>
      <h2>{t('phone.keptTitle')}</h2>
      <ul className="changes">
        {kept.map((k) => (
          <Kept
            key={`${k.tenant_id}:${k.user_id}`}
            k={k}
            onDiscard={async () => {
              await discardKept(engine.db, k);
              await engine.counts();
            }}
          />
        ))}
      </ul>
    </section>
  );
}
