import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Devanagari glyphs for Hindi and Marathi, bundled with the console (no font CDN).
import './fonts.css';
import './styles.css';
import App from './App';
import { loadCatalogue } from './i18n/messages';
import { whenRehydrated } from './store/persistence';
import { makePersistor, makeStore } from './store/store';

const store = makeStore();
const persistor = makePersistor(store);
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App store={store} persistor={persistor} />
  </StrictMode>
);

// The server sent the sign-in page already rendered (in the language of the page's lang). It is
// hydrated once the stored session and the language's catalogue are here, when the first render
// will be that page: no one signed in, the same language. Otherwise it is simply replaced.
// Until then the prerendered form is inert (the build marks it so).
async function start() {
  if (!container.firstElementChild) return void createRoot(container).render(app);
  await whenRehydrated(persistor);
  const { auth, ui } = store.getState();
  await loadCatalogue(ui.locale).catch(() => undefined);
  if (!auth.token && ui.locale === document.documentElement.lang && window.location.pathname === '/sign-in')
    hydrateRoot(container, app, { onRecoverableError: (e) => console.error('the prerendered page was replaced', e) });
  else createRoot(container).render(app);
  // events from here on reach React, which replays any that come before the hydration ends
  container.removeAttribute('inert');
}
void start();
