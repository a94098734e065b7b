// The field app started in the page (/field): the session read back from browser storage, the
// network watched, and the service worker registered so the next visit opens offline.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LOCALE } from '../../shared/domain/constants';
import { whenRehydrated } from '../store/persistence';
import { onlineChanged } from './phoneSlice';
import { fieldRoot } from './root';
import { makeFieldPersistor, makeFieldStore } from './store';

async function start(container: HTMLElement) {
  const store = makeFieldStore();
  await whenRehydrated(makeFieldPersistor(store));
  window.addEventListener('online', () => store.dispatch(onlineChanged(true)));
  window.addEventListener('offline', () => store.dispatch(onlineChanged(false)));
  store.dispatch(onlineChanged(navigator.onLine));
  // A first visit's page holds the sign-in screen rendered at build time (signed out, in the
  // default language): taken over as it is, it paints no second time. Any other state draws anew.
  const { auth, ui } = store.getState();
  if (container.hasAttribute('inert') && !auth.token && ui.locale === DEFAULT_LOCALE) {
    hydrateRoot(container, fieldRoot(store), { onRecoverableError: (e) => console.error('the prerendered page was replaced', e) });
  } else {
    container.replaceChildren();
    createRoot(container).render(fieldRoot(store));
  }
  container.removeAttribute('inert');
  if ('serviceWorker' in navigator && process.env.NODE_ENV === 'production') {
    navigator.serviceWorker.register('/field-sw.js', { scope: '/field' }).catch((e: unknown) => console.error('service worker not registered', e));
    // Another tab's Reload put a new build in charge: a tab signed out reloads too, or signing in
    // would fetch screens of a build no longer served (signed-in tabs reload in update.ts).
    const hadWorker = !!navigator.serviceWorker.controller;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (hadWorker && !store.getState().auth.token) window.location.reload();
    });
  }
}

void start(document.getElementById('root')!);
