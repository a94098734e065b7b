// The shell: the menu by installation type and by what the user may open, and sign-out.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SignOutLink from '../../features/auth/SignOutLink';
import { installFakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, renderPage } from '../../test/renderPage';
import type { AuthState, SessionUser } from '../../store/authSlice';
import Layout from './Layout';
import type { MenuSource } from './menu';

const entries: MenuSource[] = [
  { path: '/dashboard', access: { scope: 'tenant', module: 'Dashboard' }, menu: { labelKey: 'menu.dashboard', order: 10 } },
  { path: '/user-register', access: { scope: 'superAdmin' }, menu: { labelKey: 'menu.userRegister', order: 20, types: [0] } },
  { path: '/religion', menu: { labelKey: 'menu.religions', order: 70, types: [1] } },
  { path: '/office', access: { scope: 'tenant', module: 'Office' }, menu: { labelKey: 'menu.office', order: 60 } },
  { path: '/edit-office/:id' },
];

function show(auth: Partial<AuthState>, locale: 'en' | 'hi' | 'mr' = 'en') {
  return renderPage(
    <Layout entries={entries} signOut={<SignOutLink />}>
      <p>page content</p>
    </Layout>,
    { auth, locale },
  );
}

const staff = (modules: string[]): Partial<AuthState> => ({
  ...ADMIN_SESSION,
  type: 2,
  user: { modules } as SessionUser,
});
const menuTexts = () =>
  within(screen.getByRole('navigation'))
    .queryAllByRole('link')
    .map((a) => a.textContent);

beforeEach(() => installFakeServer());

test('loksevak admins see every module and the type 1 entries, in the spec order', () => {
  show(ADMIN_SESSION);
  expect(screen.getByText('Loksevak Admin')).toBeInTheDocument();
  expect(menuTexts()).toEqual(['Dashboard', 'Office', 'Religions']);
  expect(screen.getByText('page content')).toBeInTheDocument();
});

test("super admins see their own entries, none of an organisation's, and the Super variant", () => {
  show({ ...ADMIN_SESSION, installation_type: 0, type: 0 });
  expect(screen.getByText('Super Admin')).toBeInTheDocument();
  expect(menuTexts()).toEqual(['User Register']);
});

test('staff see only the modules of their role', () => {
  show({ ...staff(['Office']), installation_type: 2 });
  expect(screen.getByText('Survey Admin')).toBeInTheDocument();
  expect(menuTexts()).toEqual(['Office']);
});

test('while onboarding (steps 1-3) the menu is shown but cannot be used', () => {
  show({ ...ADMIN_SESSION, steps: 2 });
  const nav = screen.getByRole('navigation');
  expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  expect(within(nav).getByText('Dashboard').closest('[aria-disabled="true"]')).not.toBeNull();
  expect(screen.getByText('Finish the setup to use the menu.')).toBeInTheDocument();
});

test('the language selector switches the texts to Hindi and Marathi and sets <html lang>', async () => {
  const { store } = show(ADMIN_SESSION);
  const user = userEvent.setup();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Choose a language' }), 'hi');
  expect(screen.getByText('लोकसेवक एडमिन')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'साइन आउट' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('hi');
  await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा चुनें' }), 'mr');
  expect(screen.getByText('लोकसेवक ॲडमिन')).toBeInTheDocument();
  expect(menuTexts()).toContain('डॅशबोर्ड');
  expect(document.documentElement.lang).toBe('mr');
  expect(store.getState().ui.locale).toBe('mr');
});

test('Sign Out ends the session and clears the token from local storage, session storage and the cookie', async () => {
  const server = installFakeServer({ 'POST /api/v1/admin/5/sign-out': { body: { msg: 'Signed out.' } } });
  localStorage.setItem('token', 'old');
  localStorage.setItem('persist:auth', JSON.stringify({ token: '"test-token"' }));
  sessionStorage.setItem('token', 'old');
  document.cookie = 'token=old; path=/';
  const { store } = show(ADMIN_SESSION);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
  await waitFor(() => expect(store.getState().auth.token).toBeNull());
  expect(server.calls('POST /api/v1/admin/5/sign-out')[0].headers.get('authorization')).toBe('Bearer test-token');
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('persist:auth') ?? '').not.toContain('test-token');
  expect(sessionStorage.getItem('token')).toBeNull();
  expect(document.cookie).not.toMatch(/(^|;\s*)token=/);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

test('a failed Sign Out is only logged', async () => {
  installFakeServer({ 'POST /api/v1/admin/5/sign-out': { status: 500, body: {} } });
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 'old');
  const { store } = show(ADMIN_SESSION);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
  await waitFor(() => expect(log).toHaveBeenCalled());
  expect(store.getState().auth.token).toBe('test-token');
  expect(localStorage.getItem('token')).toBe('old');
  log.mockRestore();
});

test('the settings panel sets the sidebar colour and the fixed navbar; the toggle hides the sidebar', async () => {
  const { store, container } = show(ADMIN_SESSION);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  await user.click(screen.getByRole('button', { name: 'Green' }));
  expect(container.querySelector('.sidebar')).toHaveClass('sidebar-success');
  await user.click(screen.getByRole('switch', { name: 'Fixed navbar' }));
  expect(store.getState().ui.fixedNavbar).toBe(false);
  expect(container.querySelector('.topbar')).not.toHaveClass('fixed');
  await user.click(screen.getByRole('button', { name: 'Show or hide the menu' }));
  expect(container.querySelector('.sidebar')).toHaveClass('collapsed');
});

test('the footer shows the current year', () => {
  show(ADMIN_SESSION);
  expect(screen.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
});

test('a submenu group opens to show its entries', async () => {
  const grouped: MenuSource[] = [
    { path: '/religion', menu: { labelKey: 'menu.religions', group: 'menu.master', order: 50 } },
    { path: '/office', menu: { labelKey: 'menu.office', group: 'menu.master', order: 51 } },
  ];
  renderPage(
    <Layout entries={grouped}>
      <p>x</p>
    </Layout>,
    { auth: ADMIN_SESSION },
  );
  const toggle = screen.getByRole('button', { name: 'Master' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(menuTexts()).toEqual([]);
  await userEvent.setup().click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(menuTexts()).toEqual(['Religions', 'Office']);
});
