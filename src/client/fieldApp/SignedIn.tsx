// The signed-in field app, loaded once someone has signed in (a first visit paints the sign-in
// form without it): the phone's database opened (another user's voters, or voters kept offline
// too long, wiped first), the sync engine, and the screens with the sync state always in sight.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { formatDateTime } from '../../shared/dates';
import { useT } from '../i18n/translate';
import { joinStore } from './api';
import { EngineContext, useEngine, usePhone } from './context';
import { SyncEngine } from './engine';
import { Language } from './Language';
import Home from './Home';
import { openLocal } from './local';
import { go, useLocation } from './route';
import type { FieldStore } from './store';
import SyncScreen from './SyncScreen';
import VoterScreen from './VoterScreen';
import WalkList from './WalkList';
import PollDay from './PollDay';
import Tasks from './Tasks';
import ClaimsScreen from './ClaimsScreen';
import UpdateBanner from './UpdateBanner';

/** The module a role needs for the field app. */
export const FIELD_MODULE = 'Field';

let started: Promise<SyncEngine> | null = null;
/** The one engine of this page: opened once, syncing whenever the network comes back. */
function engineOf(store: FieldStore): Promise<SyncEngine> {
  started ??= (async () => {
    joinStore();
    const engine = new SyncEngine(await openLocal(), store);
    window.addEventListener('online', () => void engine.sync());
    return engine;
  })();
  return started.then(async (engine) => {
    await engine.open();
    if (store.getState().phone.online) void engine.sync();
    return engine;
  });
}

/**
 * Always in the top bar: no network on the phone, a network but no answer from the server, a
 * sync under way or failed, or everything sent; and how many changes wait.
 */
export function badgeState(p: { online: boolean; sync: string; waiting: number; refused: number }) {
  if (!p.online) return 'offline';
  if (p.sync === 'offline') return 'unreachable';
  if (p.sync === 'syncing' || p.sync === 'failed') return p.sync;
  return p.refused ? 'refused' : p.waiting ? 'waiting' : 'synced';
}

const BADGE_TEXT: Record<ReturnType<typeof badgeState>, string> = {
  offline: 'phone.noNetwork',
  unreachable: 'phone.unreachable',
  syncing: 'phone.syncing',
  failed: 'phone.syncFailedShort',
  refused: 'phone.synced',
  waiting: 'phone.synced',
  synced: 'phone.allSynced',
};

function SyncBadge() {
  const t = useT();
  const phone = usePhone((s) => s.phone);
  const { waiting, refused } = phone;
  const state = badgeState(phone);
  return (
    <button type="button" className={`sync-badge sync-${state}`} onClick={() => go('/sync')} aria-label={t('phone.nav.sync')}>
      <span className="dot" aria-hidden="true" />
      {t(BADGE_TEXT[state])}
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
      {tab('/poll', 'phone.nav.poll', path === '/poll')}
      {tab('/tasks', 'phone.nav.tasks', path === '/tasks')}
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
  const user = usePhone((s) => s.auth.user);
  const downloading = usePhone((s) => s.phone.downloading);
  const lastSync = usePhone((s) => s.phone.lastSync);
  if (!user?.modules.includes(FIELD_MODULE)) return <NoFieldModule />;
  const voter = /^\/voter\/(\d+)$/.exec(path);
  return (
    <div className="phone">
      <header className="topbar">
        <strong className="app-name">{t('phone.title')}</strong>
        <SyncBadge />
        <Language />
      </header>
      <UpdateBanner />
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
      ) : path === '/poll' ? (
        <PollDay />
      ) : path === '/tasks' ? (
        <Tasks />
      ) : path === '/claims' ? (
        <ClaimsScreen />
      ) : (
        <Home />
      )}
      {lastSync && <footer className="last-sync">{t('phone.lastSync', { when: formatDateTime(lastSync, intl) })}</footer>}
      <Tabs path={path} />
    </div>
  );
}

export default function SignedIn() {
  const store = useStore() as FieldStore;
  const [engine, setEngine] = useState<SyncEngine | null>(null);
  useEffect(() => {
    let live = true;
    void engineOf(store).then((e) => live && setEngine(e));
    return () => {
      live = false;
    };
  }, [store]);
  if (!engine) return null;
  return (
    <EngineContext.Provider value={engine}>
      <Screens />
    </EngineContext.Provider>
  );
}
