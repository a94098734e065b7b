// The field app started in the page (/field): the session read back from browser storage, the
// phone's database opened (data of another user, or kept offline too long, wiped first), the
// network watched, and the service worker registered so the next visit opens offline.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { whenRehydrated } from '../store/persistence';
import { SyncEngine } from './engine';
import FieldApp from './FieldApp';
import { openLocal } from './local';
import { onlineChanged } from './phoneSlice';
import { makeFieldPersistor, makeFieldStore } from './store';

async function start(container: HTMLElement) {
  const store = makeFieldStore();
  await whenRehydrated(makeFieldPersistor(store));
  const engine = new SyncEngine(await openLocal(), store);
  await engine.open();
  const online = (on: boolean) => {
    store.dispatch(onlineChanged(on));
    if (on) void engine.sync();
  };
  window.addEventListener('online', () => online(true));
  window.addEventListener('offline', () => online(false));
  online(navigator.onLine);
  createRoot(container).render(
    <StrictMode>
      <FieldApp store={store} engine={engine} />
    </StrictMode>,
  );
  if ('serviceWorker' in navigator && process.env.NODE_ENV === 'production') {
    navigator.serviceWorker.register('/field-sw.js', { scope: '/field' }).catch((e: unknown) => console.error('service worker not registered', e));
  }
}

void start(document.getElementById('root')!);
