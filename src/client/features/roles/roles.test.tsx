// The super administrator's Roles page: in his menu and open over his installation's own tenant.
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { installFakeServer } from '../../test/fakeServer';
import { SUPER_SESSION } from '../../test/renderPage';
import I18nProvider from '../../i18n/I18nProvider';
import { AppRoutes } from '../../routes';
import { routeEntries } from '../../resources';
import { initialAuth } from '../../store/authSlice';
import { initialUi } from '../../store/uiSlice';
import { makeStore } from '../../store/store';

test('the super administrator finds Roles in his menu and lists the roles of tenant 1', async () => {
  const server = installFakeServer({
    'GET /api/v1/admin/1/roles': { body: { roles: [{ id: 3, name: 'Observer', type: 1, status: 1, modules: ['Dashboard'] }] } },
  });
  const store = makeStore({ auth: { ...initialAuth, ...SUPER_SESSION }, ui: { ...initialUi, locale: 'en' } } as never);
  render(
    <Provider store={store}>
      <I18nProvider>
        <MemoryRouter initialEntries={['/roles']}>
          <AppRoutes entries={routeEntries} />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  expect(await screen.findByText('Observer')).toBeInTheDocument();
  expect(screen.queryByText('No access')).not.toBeInTheDocument();
  const menu = screen.getByRole('complementary', { name: 'Main menu', hidden: true });
  expect(within(menu).getByRole('link', { name: 'Roles', hidden: true })).toHaveAttribute('href', '/roles');
  expect(server.calls('GET /api/v1/admin/1/roles')).toHaveLength(1);
});
