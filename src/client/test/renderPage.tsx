// Renders a page the way the app does: the real store (makeStore) with a preloaded session,
// the real catalogues through I18nProvider, and a memory router. Whatever location the page
// navigates to is shown in the element with data-testid="location".
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore } from '../store/store';
import { initialAuth, type AuthState } from '../store/authSlice';
import { initialUi } from '../store/uiSlice';
import type { Locale } from '../../shared/domain/constants';
import I18nProvider from '../i18n/I18nProvider';

function Location() {
  const location = useLocation();
  return (
    <div data-testid="location" data-search={location.search}>
      {location.pathname}
    </div>
  );
}

export interface RenderPageOptions {
  auth?: Partial<AuthState>;
  locale?: Locale;
  /** The route pattern the page is mounted on (e.g. '/edit-user/:id'). */
  path?: string;
  /** The URL opened first (defaults to path). */
  url?: string;
}

export function renderPage(page: ReactElement, { auth = {}, locale = 'en', path = '/', url }: RenderPageOptions = {}) {
  const store = makeStore({ auth: { ...initialAuth, ...auth }, ui: { ...initialUi, locale } } as never);
  const view = render(
    <Provider store={store}>
      <I18nProvider>
        <MemoryRouter initialEntries={[url ?? path]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  return { store, ...view };
}

/** A signed-in organisation admin of tenant 5 (loksevak, onboarding done, default acno 38). */
export const ADMIN_SESSION: Partial<AuthState> = {
  token: 'test-token',
  tenantId: 5,
  installation_type: 1,
  steps: 4,
  admin_id: 50,
  defaultacno: 38,
  orgId: 5,
  candidateId: null,
  type: 1,
};

/** The super administrator (installation tenant 1). */
export const SUPER_SESSION: Partial<AuthState> = {
  token: 'super-token',
  tenantId: 1,
  installation_type: 0,
  steps: 4,
  admin_id: null,
  defaultacno: null,
  orgId: 1,
  type: 0,
};

/** The page rendered as renderPage does, and a user to drive it. */
export function openPage(page: ReactElement, options: RenderPageOptions = {}) {
  const user = userEvent.setup();
  return { user, ...renderPage(page, options) };
}
