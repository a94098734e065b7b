// The sign-in page's script (sign-in.<locale>.html): it takes over the page the HTML already shows,
// with the catalogue entries the HTML carries, and loads the rest of the console only once someone
// signs in (or at once, when browser storage already holds a session).
import './fonts.css';
import './styles.css';
// the language selector's box, as in the console's top bar
import './components/layout/languageChoice.css';
import { hydrateRoot } from 'react-dom/client';
import { isLocale, DEFAULT_LOCALE } from '../shared/domain/constants';
import SignInApp, { type Catalogues } from './features/auth/SignInApp';
import { hasStoredSession } from './features/auth/session';

const container = document.getElementById('root')!;
const loadConsole = () => import(/* webpackChunkName: "console" */ './console');

if (hasStoredSession()) {
  void loadConsole().then(({ startConsole }) => startConsole(container));
} else {
  // the page the HTML holds is painted first: its hydration waits for the next frame
  requestAnimationFrame(() => setTimeout(takeOver, 0));
}

function takeOver() {
  const catalogues = JSON.parse(document.getElementById('sign-in-messages')!.textContent!) as Catalogues;
  const lang = document.documentElement.lang;
  const root = hydrateRoot(
    container,
    <SignInApp
      locale={isLocale(lang) ? lang : DEFAULT_LOCALE}
      catalogues={catalogues}
      onSignedIn={async (answer) => {
        const { startConsole } = await loadConsole();
        await startConsole(container, { answer, beforeRender: () => root.unmount() });
      }}
    />,
    { onRecoverableError: (e) => console.error('the prerendered page was replaced', e) },
  );
  // events from here on reach React, which replays any that come before the hydration ends
  container.removeAttribute('inert');
  // someone filling in the form is about to sign in: the console's code is fetched meanwhile
  container.addEventListener('focusin', () => void loadConsole(), { once: true });
}
