// The sign-in and access guards on a router built from a small registry.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer } from './test/fakeServer';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import I18nProvider from './i18n/I18nProvider';
import type { RouteEntry } from './components/layout/routeEntry';
import { AppRoutes } from './routes';
import { takePendingNext } from './lib/nextPage';
import { initialAuth, type AuthState } from './store/authSlice';
import { makeStore } from './store/store';
import { initialUi } from './store/uiSlice';
import type { Locale } from '../shared/domain/constants';

const page = (text: string) => () => <p>{text}</p>;
const entries: RouteEntry[] = [
  { path: '/sign-in', element: page('sign-in page'), public: true, bare: true, guestOnly: true },
  { path: '/installation/:step', element: page('onboarding page'), public: true },
  { path: '/dashboard', element: page('dashboard page'), menu: { labelKey: 'layout.menu', order: 10 } },
  { path: '/office', element: page('office page'), access: { scope: 'tenant', module: 'Office' } },
  {
    path: '/broken',
    element: () => {
      throw new Error('a chunk that failed to load');
    },
    menu: { labelKey: 'layout.menu', order: 20 },
  },
];

function open(url: string, auth: Partial<AuthState> = {}, locale: Locale = 'en') {
  const store = makeStore({ auth: { ...initialAuth, ...auth }, ui: { ...initialUi, locale } } as never);
  const router = { state: { location: { pathname: '', search: '' } } };
  function Where() {
    const here = useLocation();
    router.state.location.pathname = here.pathname;
    router.state.location.search = here.search;
    return null;
  }
  render(
    <Provider store={store}>
      <I18nProvider>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes entries={entries} />
          <Where />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  return router;
}

const signedIn = (steps: number) => ({ token: 't', tenantId: 5, steps, installation_type: 1, type: 1 });

test('/ goes to /sign-in', async () => {
  const router = open('/');
  expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/sign-in');
});

test.each(['/dashboard', '/office', '/no-such-page'])('without a token %s goes to /sign-in', async (url) => {
  const router = open(url);
  expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/sign-in');
});

test('a deep link opened signed out keeps its path and query in the sign-in address', async () => {
  const router = open('/office?tab=area&page=2');
  expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/office?tab=area&page=2');
});

test('once signed in, the sign-in page hands over to the page asked for', async () => {
  const router = open(`/sign-in?next=${encodeURIComponent('/office?page=2')}`, signedIn(4));
  expect(await screen.findByText('office page')).toBeInTheDocument();
  expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/office?page=2');
});

test('a user still onboarding goes to the step first and the page asked for is kept for its end', async () => {
  sessionStorage.clear();
  const router = open(`/sign-in?next=${encodeURIComponent('/office')}`, signedIn(2));
  expect(await screen.findByText('onboarding page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/installation/2');
  expect(takePendingNext()).toBe('/office');
  expect(takePendingNext()).toBeNull();
});

test('a next that leaves the console is ignored', async () => {
  const router = open(`/sign-in?next=${encodeURIComponent('//evil.example/x')}`, signedIn(4));
  expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard');
});

test('a signed-in user on /sign-in goes to /dashboard', async () => {
  const router = open('/sign-in', signedIn(4));
  expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard');
});

test('a user still onboarding on /sign-in goes to the stored step', async () => {
  const router = open('/sign-in', signedIn(2));
  expect(await screen.findByText('onboarding page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/installation/2');
});

test('with a token a private route opens inside the shell', async () => {
  open('/office', signedIn(4));
  expect(await screen.findByText('office page')).toBeInTheDocument();
  expect(screen.getByRole('navigation')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
});

test('"Sign out of all devices" ends every session on the server, then this one here', async () => {
  const server = installFakeServer({ 'POST /api/v1/admin/5/sign-out-all': { body: { msg: 'ok', key: 'auth.signedOutEverywhere', count: 2 } } });
  const router = open('/office', signedIn(4));
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
  expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/sign-in');
  expect(server.requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/v1/admin/5/sign-out-all');
});

test('/installation/{step} is public', async () => {
  const router = open('/installation/1');
  expect(await screen.findByText('onboarding page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/installation/1');
});

test('a page that fails shows the route error inside the shell, and the next page opens', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  open('/broken', signedIn(4));
  expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
  await userEvent.click(screen.getAllByRole('link').find((a) => a.getAttribute('href') === '/dashboard')!);
  expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'This page could not be loaded' })).not.toBeInTheDocument();
  quiet.mockRestore();
});

test('an unknown path with a token shows Page not found', async () => {
  open('/nowhere', signedIn(4));
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

test("a page the user's role may not open says so in the page's language, and does not load", async () => {
  open('/office', { ...signedIn(4), type: 2, user: { modules: ['Dashboard'] } as AuthState['user'] }, 'mr');
  expect(await screen.findByText('प्रवेश नाही')).toBeInTheDocument();
  expect(screen.queryByText('office page')).toBeNull();
});

test('staff whose role has the module open the page', async () => {
  open('/office', { ...signedIn(4), type: 2, user: { modules: ['Office'] } as AuthState['user'] });
  expect(await screen.findByText('office page')).toBeInTheDocument();
});
