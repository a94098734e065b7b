// A role without the Dashboard module signs in to /dashboard like everyone: it is sent on to the
// first page its menu holds, or to the field app, and its menu has no Dashboard.
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import I18nProvider from '../../i18n/I18nProvider';
import dashboardRoutes from '../../features/dashboard/resource';
import type { RouteEntry } from './routeEntry';
import { AppRoutes } from '../../routes';
import { initialAuth } from '../../store/authSlice';
import { makeStore } from '../../store/store';
import { initialUi } from '../../store/uiSlice';
import type { Locale } from '../../../shared/domain/constants';

const entries: RouteEntry[] = [
  ...dashboardRoutes,
  { path: '/office', element: () => <p>office page</p>, access: { scope: 'tenant', module: 'Office' }, menu: { labelKey: 'menu.office', order: 60 } },
];

function open(modules: string[], locale: Locale = 'en') {
  const auth = { ...initialAuth, token: 't', tenantId: 5, steps: 4, installation_type: 1, type: 2, user: { modules } };
  const store = makeStore({ auth, ui: { ...initialUi, locale } } as never);
  const where = { path: '' };
  function Where() {
    where.path = useLocation().pathname;
    return null;
  }
  render(
    <Provider store={store}>
      <I18nProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <AppRoutes entries={entries} />
          <Where />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  return where;
}

test('a field-only role lands on the way to the field app, with no Dashboard in its menu', async () => {
  const where = open(['Field']);
  const card = await screen.findByTestId('field-only');
  expect(within(card).getByRole('link', { name: 'Open the field app' })).toHaveAttribute('href', '/field');
  expect(screen.queryByText('No access')).not.toBeInTheDocument();
  expect(within(screen.getByRole('navigation')).queryByText('Dashboard')).not.toBeInTheDocument();
  expect(where.path).toBe('/dashboard');
});

test('the same in Marathi', async () => {
  open(['Field'], 'mr');
  expect(await screen.findByRole('link', { name: 'फील्ड ॲप उघडा' })).toBeInTheDocument();
});

test('a role without the Dashboard module is sent on to the first page of its menu', async () => {
  const where = open(['Office']);
  expect(await screen.findByText('office page')).toBeInTheDocument();
  expect(where.path).toBe('/office');
  expect(within(screen.getByRole('navigation')).queryByText('Dashboard')).not.toBeInTheDocument();
});

test('a role with the module keeps Dashboard in its menu', async () => {
  open(['Dashboard', 'Office']);
  expect(await within(screen.getByRole('navigation')).findByText('Dashboard')).toBeInTheDocument();
});
