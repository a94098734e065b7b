// "A new version is ready": shown once the service worker has a new build waiting (never at the
// app's first install), with Reload, which lets the new build take over and reloads the page.
import { useEffect, useState } from 'react';
import { useT } from '../i18n/translate';
import { applyUpdate, watchForUpdate } from './update';

export default function UpdateBanner() {
  const t = useT();
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => watchForUpdate(setWaiting), []);
  if (!waiting) return null;
  return (
    <div className="update-banner" role="status">
      <span>{t('phone.update.ready')}</span>
      <button type="button" className="button" onClick={() => applyUpdate(waiting)}>
        {t('phone.update.reload')}
      </button>
    </div>
  );
}
