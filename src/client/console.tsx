// The console started in the page: the store, the session read back from browser storage, and the
// app rendered into the page's root. The full console's page (index.html) starts it at once; the
// sign-in page (signIn.tsx) once someone has signed in there, handing over the new session.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { cookieLocale } from '../shared/domain/constants';
import App from './App';
import { preloadPage } from './components/layout/routeEntry';
import { routeEntries } from './resources';
import { afterSignIn } from './features/auth/session';
import { nextFrom } from './lib/nextPage';
import { loadCatalogue } from './i18n/messages';
import { signedIn, type LoginAnswer } from './store/authSlice';
import { whenRehydrated } from './store/persistence';
import { makePersistor, makeStore } from './store/store';
import { localeChanged } from './store/uiSlice';

export async function startConsole(container: HTMLElement, handover?: { answer: LoginAnswer; beforeRender: () => void }) {
  const store = makeStore();
  const persistor = makePersistor(store);
  await whenRehydrated(persistor);
  // The language last chosen: the sign-in page keeps its choice in the cookie alone.
  const chosen = cookieLocale(document.cookie);
  if (chosen && chosen !== store.getState().ui.locale) store.dispatch(localeChanged(chosen));
  if (handover) {
    store.dispatch(signedIn(handover.answer));
    // a reload of the next page must find the session in browser storage
    await persistor.flush();
    window.history.replaceState(null, '', afterSignIn(handover.answer.user.steps, nextFrom(window.location.search)));
  }
  // the first render in the chosen language, without a blank moment while its catalogue loads, and
  // with the page's own chunk there (the HTML preloads it): the page commits with the shell, its data
  // asked for at once, rather than after the Layout's fallback and React's Suspense throttle; the
  // page's data is asked for as soon as its chunk has run, beside the catalogue, not from its effects
  const page = preloadPage(routeEntries, window.location.pathname, (path, at) => matchPath(path, at) != null, 3000, store);
  await Promise.all([loadCatalogue(store.getState().ui.locale).catch(() => undefined), page]);
  handover?.beforeRender();
  container.replaceChildren();
  container.removeAttribute('inert');
  createRoot(container).render(
    <StrictMode>
      <App store={store} persistor={persistor} />
    </StrictMode>,
  );
}
