// /master, the Master submenu as a page: the set-up lists of the group the user may open.
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { installFakeServer } from './test/fakeServer';
import { ADMIN_SESSION } from './test/renderPage';
import I18nProvider from './i18n/I18nProvider';
import { AppRoutes } from './routes';
import { routeEntries } from './resources';
import { initialAuth, type AuthState } from './store/authSlice';
import { initialUi } from './store/uiSlice';
import { makeStore } from './store/store';

function open(auth: Partial<AuthState>) {
  installFakeServer();
  const store = makeStore({ auth: { ...initialAuth, ...auth }, ui: { ...initialUi, locale: 'en' } } as never);
  render(
    <Provider store={store}>
      <I18nProvider>
        <MemoryRouter initialEntries={['/master']}>
          <AppRoutes entries={routeEntries} />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
}

test("/master lists the Master submenu's pages, not 'Page not found'", async () => {
  open(ADMIN_SESSION);
  const heading = await screen.findByRole('heading', { name: 'Master' });
  const page = heading.closest('.card') as HTMLElement;
  expect(within(page).getByRole('link', { name: 'Area' })).toHaveAttribute('href', '/area');
  expect(within(page).getByRole('link', { name: 'Category' })).toHaveAttribute('href', '/category');
  expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
});

test('/master says No access to a role that may open none of its pages', async () => {
  open({ ...ADMIN_SESSION, type: 2, user: { modules: ['Task'] } as never });
  expect(await screen.findByText('No access')).toBeInTheDocument();
});
