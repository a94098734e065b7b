// The shell around every signed-in page (screens): sidebar, top bar, settings panel, footer.
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { isOnboarding } from '../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { sidebarToggled } from '../../store/uiSlice';
import { focusFirstInvalidAfterSubmit } from './focusFirstInvalid';
import Footer from './Footer';
import LanguageSelect from './LanguageSelect';
import { buildMenu, type MenuSource } from './menu';
import PageLoading from './PageLoading';
import SettingsPanel from './SettingsPanel';
import Sidebar from './Sidebar';
import SkipLink from './SkipLink';
import Topbar from './Topbar';
import './layout.css';

interface Props {
  /** The route registry (resources.ts): the menu shows only entries whose route exists. */
  entries: MenuSource[];
  /** The top bar's Sign Out control (owned by the auth feature). */
  signOut?: ReactNode;
  /** Content instead of the router outlet (tests). */
  children?: ReactNode;
}

export default function Layout({ entries, signOut, children }: Props) {
  const auth = useAppSelector((s) => s.auth);
  const ui = useAppSelector((s) => s.ui);
  const nodes = useMemo(
    () => buildMenu(entries, { installationType: auth.installation_type, userType: auth.type, modules: auth.user?.modules }),
    [entries, auth.installation_type, auth.type, auth.user?.modules],
  );
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  // On a narrow screen the sidebar covers the page: it starts closed and closes after a move.
  useEffect(() => {
    if (narrow() && ui.sidebarOpen) dispatch(sidebarToggled());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on navigation only: opening the sidebar must not close it again
  }, [pathname]);
  // the menu goes to the page too: a submenu group's own page lists its entries
  const content = <Suspense fallback={<PageLoading />}>{children ?? <Outlet context={nodes} />}</Suspense>;
  // The page on screen: a move to a page whose code is still loading keeps the previous page
  // (and this attribute) until the new one renders, while the address already shows the new one.
  const main = (
    <main className="content" id="main-content" tabIndex={-1} data-path={pathname}>
      {content}
    </main>
  );
  useEffect(() => focusFirstInvalidAfterSubmit(document), []);

  // Public pages inside the shell (e.g. /installation/{step}) without a session: no menu.
  if (!auth.token) {
    return (
      <div className="shell shell-public">
        <SkipLink />
        <header className="topbar">
          <div className="topbar-title" />
          <div className="topbar-actions">
            <LanguageSelect />
          </div>
        </header>
        {main}
        <Footer />
      </div>
    );
  }

  return (
    <div className={`shell${ui.sidebarOpen ? '' : ' sidebar-hidden'}${ui.fixedNavbar ? ' navbar-fixed' : ''}`}>
      <SkipLink />
      <Sidebar nodes={nodes} installationType={auth.installation_type} disabled={isOnboarding(auth.steps)} colour={ui.sidebarColour} open={ui.sidebarOpen} />
      <div className="main">
        <Topbar signOut={signOut} />
        {main}
        <Footer />
      </div>
      {ui.sidebarOpen && <div className="sidebar-backdrop" aria-hidden="true" onClick={() => dispatch(sidebarToggled())} />}
      <SettingsPanel />
    </div>
  );
}

const narrow = () => typeof window !== 'undefined' && !!window.matchMedia?.('(max-width: 900px)').matches;
