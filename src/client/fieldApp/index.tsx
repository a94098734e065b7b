// The field app started in the page (/field): the session read back from browser storage, the
// network watched, and the service worker registered so the next visit opens offline.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { whenRehydrated } from '../store/persistence';
import FieldApp from './FieldApp';
import { onlineChanged } from './phoneSlice';
import { makeFieldPersistor, makeFieldStore } from './store';

async function start(container: HTMLElement) {
  const store = makeFieldStore();
  await whenRehydrated(makeFieldPersistor(store));
  window.addEventListener('online', () => store.dispatch(onlineChanged(true)));
  window.addEventListener('offline', () => store.dispatch(onlineChanged(false)));
  store.dispatch(onlineChanged(navigator.onLine));
  createRoot(container).render(
    <StrictMode>
      <FieldApp store={store} />
    </StrictMode>,
  );
  if ('serviceWorker' in navigator && process.env.NODE_ENV === 'production') {
    navigator.serviceWorker.register('/field-sw.js', { scope: '/field' }).catch((e: unknown) => console.error('service worker not registered', e));
  }
}

void start(document.getElementById('root')!);
