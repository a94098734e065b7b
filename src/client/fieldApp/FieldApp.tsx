// The field app's frame: the session (sign-in when there is none), the language, the sync state
// always in sight, the screens and the bottom tabs a thumb reaches.
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider, useDispatch } from 'react-redux';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/domain/constants';
import { formatDateTime } from '../../shared/dates';
import { LanguageChoice } from '../components/layout/LanguageChoice';
import { onIntlError, showLocale } from '../i18n/intl';
import { useT } from '../i18n/translate';
import { signedIn, type LoginAnswer } from '../store/authSlice';
import { localeChanged } from '../store/uiSlice';
import SignInForm from '../features/auth/SignInForm';
import { EngineContext, useEngine, usePhone } from './context';
import type { SyncEngine } from './engine';
import { englishMessages, loadMessages, type Messages } from './messages';
import { go, useLocation } from './route';
import type { FieldStore } from './store';
import Home from './Home';
import WalkList from './WalkList';
import VoterScreen from './VoterScreen';
import SyncScreen from './SyncScreen';
import { useIntl } from 'react-intl';
import '../fonts.css';
import './field.css';

/** The module a role needs for the field app. */
export const FIELD_MODULE = 'Field';

function Texts({ children }: { children: ReactNode }) {
  const chosen = usePhone((s) => s.ui.locale);
  const locale: Locale = isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  const [shown, setShown] = useState<{ locale: Locale; messages: Messages }>({ locale: 'en', messages: englishMessages });
  useEffect(() => {
    let live = true;
    void loadMessages(locale).then((messages) => {
      if (!live) return;
      setShown({ locale, messages });
      showLocale(locale);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return (
    <IntlProvider locale={shown.locale} defaultLocale={DEFAULT_LOCALE} messages={shown.messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}

function Language() {
  const dispatch = useDispatch();
  const locale = usePhone((s) => s.ui.locale);
  return <LanguageChoice value={isLocale(locale) ? locale : DEFAULT_LOCALE} onChange={(l) => dispatch(localeChanged(l))} />;
}

function SignIn() {
  const dispatch = useDispatch();
  const engine = useEngine();
  return (
    <SignInForm
      language={<Language />}
      onSignedIn={async (answer: LoginAnswer) => {
        dispatch(signedIn(answer));
        // voters of another user on this phone are wiped before this user's are downloaded
        await engine.open();
        void engine.sync();
      }}
      onDeviceSignedOut={() => undefined}
    />
  );
}

/** Online or not, syncing, and how many changes wait: always in the top bar. */
function SyncBadge() {
  const t = useT();
  const { online, sync, waiting, refused } = usePhone((s) => s.phone);
  const state = !online ? 'offline' : sync === 'syncing' ? 'syncing' : refused ? 'refused' : waiting ? 'waiting' : 'synced';
  return (
    <button type="button" className={`sync-badge sync-${state}`} onClick={() => go('/sync')} aria-label={t('phone.nav.sync')}>
      <span className="dot" aria-hidden="true" />
      {state === 'offline' ? t('phone.offline') : state === 'syncing' ? t('phone.syncing') : t('phone.synced')}
      {waiting > 0 && <span className="count">{t('phone.waitingShort', { n: waiting })}</span>}
      {refused > 0 && <span className="count refused">{t('phone.refusedShort', { n: refused })}</span>}
    </button>
  );
}

function Tabs({ path }: { path: string }) {
  const t = useT();
  const tab = (to: string, key: string, active: boolean) => (
    <a
      href={`/field${to === '/' ? '' : to}`}
      aria-current={active ? 'page' : undefined}
      onClick={(e) => {
        e.preventDefault();
        go(to);
      }}
    >
      {t(key)}
    </a>
  );
  return (
    <nav className="tabs" aria-label={t('phone.title')}>
      {tab('/', 'phone.nav.home', path === '/')}
      {tab('/walk', 'phone.nav.walk', path.startsWith('/walk') || path.startsWith('/voter'))}
      {tab('/sync', 'phone.nav.sync', path === '/sync')}
    </nav>
  );
}

function NoFieldModule() {
  const t = useT();
  const engine = useEngine();
  return (
    <main className="screen">
      <p className="notice">{t('phone.noModule')}</p>
      <button type="button" className="button" onClick={() => void engine.signOut()}>
        {t('phone.signOut')}
      </button>
    </main>
  );
}

function Screens() {
  const { path } = useLocation();
  const intl = useIntl();
  const t = useT();
  const token = usePhone((s) => s.auth.token);
  const user = usePhone((s) => s.auth.user);
  const downloading = usePhone((s) => s.phone.downloading);
  const lastSync = usePhone((s) => s.phone.lastSync);
  useEffect(() => {
    document.title = t('phone.title');
  }, [t]);
  if (!token || !user) return <SignIn />;
  if (!user.modules.includes(FIELD_MODULE)) return <NoFieldModule />;
  const voter = /^\/voter\/(\d+)$/.exec(path);
  return (
    <div className="phone">
      <header className="topbar">
        <strong className="app-name">{t('phone.title')}</strong>
        <SyncBadge />
        <Language />
      </header>
      {downloading && !lastSync ? (
        <main className="screen">
          <p className="notice" role="status">
            {t('phone.downloading')}
          </p>
        </main>
      ) : voter ? (
        <VoterScreen id={Number(voter[1])} />
      ) : path.startsWith('/walk') ? (
        <WalkList />
      ) : path === '/sync' ? (
        <SyncScreen />
      ) : (
        <Home />
      )}
      {lastSync && <footer className="last-sync">{t('phone.lastSync', { when: formatDateTime(lastSync, intl) })}</footer>}
      <Tabs path={path} />
    </div>
  );
}

export default function FieldApp({ store, engine }: { store: FieldStore; engine: SyncEngine }) {
  return (
    <Provider store={store}>
      <EngineContext.Provider value={engine}>
        <Texts>
          <Screens />
        </Texts>
      </EngineContext.Provider>
    </Provider>
  );
}
