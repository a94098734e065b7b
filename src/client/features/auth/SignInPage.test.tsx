// Sign-in (screens, states, validation rules, error catalogue) against a fake server, with the real store and catalogues.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer } from '../../test/fakeServer';
import { deviceLimitAnswer, loginAnswer } from '../../test/sessions';
import { renderPage } from '../../test/renderPage';
import SignInPage from './SignInPage';
import { PersistorContext } from '../../store/persistence';

const LOGIN = 'POST /api/v1/admin/auth/login';
const DEVICE_OUT = 'POST /api/v1/admin/sign-out';

const show = (locale: 'en' | 'hi' | 'mr' = 'en') => renderPage(<SignInPage />, { path: '/sign-in', locale });

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

test('shows the heading and both required messages; nothing is sent until both are filled', async () => {
  const server = installFakeServer({ [LOGIN]: { body: loginAnswer(4) } });
  show();
  expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  expect(screen.getByText('Enter your email and password to sign in')).toBeInTheDocument();
  await fill('', '');
  expect(await screen.findByText('Email is required.')).toBeInTheDocument();
  expect(screen.getByText('Password is required.')).toBeInTheDocument();
  await fill('a@b.c', '');
  expect(await screen.findByText('Password is required.')).toBeInTheDocument();
  expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
  expect(server.requests).toHaveLength(0);
});

test('the messages are translated', async () => {
  installFakeServer();
  show('mr');
  await userEvent.setup().click(screen.getByRole('button', { name: 'साइन इन करा' }));
  expect(await screen.findByText('ईमेल आवश्यक आहे.', { exact: false })).toBeInTheDocument();
});

test('a successful login stores the session and goes to /dashboard at step 4', async () => {
  const server = installFakeServer({ [LOGIN]: { body: loginAnswer(4) } });
  const { store } = show();
  await fill('a@b.c', 'Demo@12345');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  expect(server.calls(LOGIN)[0].body).toEqual({ email: 'a@b.c', password: 'Demo@12345', device_info: 'web' });
  expect(store.getState().auth).toMatchObject({ token: 'tok-new', tenantId: 5, defaultacno: 38, steps: 4 });
});

test('a successful login leaves /sign-in only once the session is written to browser storage', async () => {
  installFakeServer({ [LOGIN]: { body: loginAnswer(4) } });
  let written!: () => void;
  const flush = jest.fn(() => new Promise<void>((resolve) => (written = resolve)));
  renderPage(
    <PersistorContext.Provider value={{ flush }}>
      <SignInPage />
    </PersistorContext.Provider>,
    { path: '/sign-in' },
  );
  await fill('a@b.c', 'Demo@12345');
  await waitFor(() => expect(flush).toHaveBeenCalled());
  expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
  await act(async () => written());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
});

test('below step 4 the login goes to /installation/{steps}', async () => {
  installFakeServer({ [LOGIN]: { body: loginAnswer(1) } });
  show();
  await fill('a@b.c', 'Demo@12345');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/installation/1'));
});

test('a failure shows the server msg and stays on /sign-in', async () => {
  installFakeServer({ [LOGIN]: { status: 401, body: { msg: 'Invalid email or password.' } } });
  const { store } = show();
  await fill('a@b.c', 'wrong');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
  expect(store.getState().auth.token).toBeNull();
});

test('a failure without a msg shows the fallback text', async () => {
  installFakeServer({ [LOGIN]: { status: 500, body: {} } });
  show();
  await fill('a@b.c', 'pw');
  expect(await screen.findByText('An error occurred. Please try again later.')).toBeInTheDocument();
});

test('Cancel clears the form', async () => {
  installFakeServer();
  show();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), 'a@b.c');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByLabelText(/Email/)).toHaveValue('');
});

test('at the device limit the table appears; Logout signs the device out and repeats the login', async () => {
  let logins = 0;
  const server = installFakeServer({
    [LOGIN]: () => ({ body: logins++ === 0 ? deviceLimitAnswer : loginAnswer(4) }),
    [DEVICE_OUT]: { body: { msg: 'The device has been signed out.' } },
  });
  show();
  const user = await fill('a@b.c', 'Demo@12345');
  expect(await screen.findByText(deviceLimitAnswer.msg)).toBeInTheDocument();
  const rows = screen.getAllByRole('row');
  expect(rows).toHaveLength(3);
  // named by browser, system and last use (in India time)
  expect(rows[1]).toHaveTextContent('Firefox 140 on Windows');
  expect(rows[1]).toHaveTextContent('Computer');
  expect(rows[1]).toHaveTextContent('26 Nov 2026, 10:00 am');
  expect(rows[2]).toHaveTextContent('Chrome 150 on Android');
  expect(rows[2]).toHaveTextContent('Phone');
  expect(rows[2]).toHaveTextContent('27 Nov 2026, 03:35 pm');
  await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  const out = server.calls(DEVICE_OUT)[0];
  expect(out.body).toEqual({ id: 31, user_id: 7 });
  expect(out.headers.get('authorization')).toBe('Bearer limit-tok');
  expect(server.calls(LOGIN).map((r) => r.body)).toEqual([
    { email: 'a@b.c', password: 'Demo@12345', device_info: 'web' },
    { email: 'a@b.c', password: 'Demo@12345', device_info: 'web' },
  ]);
});

test('a failed device sign-out shows its message; Cancel hides the table', async () => {
  const server = installFakeServer({ [LOGIN]: { body: deviceLimitAnswer }, [DEVICE_OUT]: { status: 500, body: {} } });
  show();
  const user = await fill('a@b.c', 'Demo@12345');
  await user.click((await screen.findAllByRole('button', { name: 'Logout' }))[1]);
  expect(await screen.findByText('An error occurred while logging out. Please try again later.')).toBeInTheDocument();
  expect(server.calls(LOGIN)).toHaveLength(1);
  const cancels = screen.getAllByRole('button', { name: 'Cancel' });
  await user.click(cancels[cancels.length - 1]);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('the device-limit and rate-limit messages are shown by their keys, numbers and all, in the chosen language', async () => {
  let logins = 0;
  installFakeServer({
    [LOGIN]: () =>
      logins++ === 0
        ? { body: deviceLimitAnswer }
        : { status: 429, body: { msg: 'Too many failed sign-in attempts. Try again in 3 minutes.', key: 'auth.tooManyAttempts', values: { minutes: 3 } } },
  });
  show('mr');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/ईमेल/), 'a@b.c');
  await user.type(screen.getByLabelText(/पासवर्ड/), 'Demo@12345');
  await user.click(screen.getByRole('button', { name: 'साइन इन करा' }));
  expect(await screen.findByText('आपण आधीच 3 उपकरणांवर साइन इन आहात. पुढे जाण्यासाठी एकातून साइन आउट करा.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'साइन इन करा' }));
  expect(await screen.findByText('साइन इनचे खूप अयशस्वी प्रयत्न. 3 मिनिटांनी पुन्हा प्रयत्न करा.')).toBeInTheDocument();
});
