// The sign-in page as the server sends it (SignInApp, with only the catalogue entries its HTML
// carries), the hand-over to the console once signed in, and the stored-session check.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../../i18n/en.json';
import hi from '../../../../i18n/hi.json';
import mr from '../../../../i18n/mr.json';
import { installFakeServer } from '../../test/fakeServer';
import { deviceLimitAnswer, session } from '../../test/sessions';
import { startConsole } from '../../console';
import SignInApp from './SignInApp';
import { hasStoredSession } from './session';
import { isSignInKey, signInCatalogues } from './signInMessages';

const LOGIN = 'POST /api/v1/admin/auth/login';
const catalogues = signInCatalogues({ en, hi, mr });
const answer = session();

afterEach(() => {
  localStorage.clear();
  document.cookie = 'console_locale=; max-age=0; path=/';
});

test('the page carries its own entries only, in each language, English where one is missing', () => {
  expect(Object.keys(catalogues.mr).every(isSignInKey)).toBe(true);
  expect(Object.keys(catalogues.mr).length).toBeLessThan(Object.keys(en).length / 10);
  expect(catalogues.mr['signIn.title']).toBe(mr['signIn.title']);
  expect(signInCatalogues({ en, hi, mr: {} }).mr['signIn.title']).toBe(en['signIn.title']);
});

test('every message of the page is translated from the entries it carries, and the language switch needs nothing more', async () => {
  let logins = 0;
  installFakeServer({
    [LOGIN]: () =>
      logins++ === 0
        ? { body: deviceLimitAnswer }
        : { status: 429, body: { msg: 'Too many failed sign-in attempts.', key: 'auth.tooManyAttempts', values: { minutes: 3 } } },
  });
  render(<SignInApp locale="mr" catalogues={catalogues} onSignedIn={async () => undefined} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'साइन इन करा' }));
  expect(await screen.findByText('ईमेल आवश्यक आहे.')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/ईमेल/), 'not-an-email');
  expect(await screen.findByText(mr['validation.emailInvalid'])).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/ईमेल/));
  await user.type(screen.getByLabelText(/ईमेल/), 'a@b.c');
  await user.type(screen.getByLabelText(/पासवर्ड/), 'Demo@12345');
  await user.click(screen.getByRole('button', { name: 'साइन इन करा' }));
  expect(await screen.findByText('आपण आधीच 3 उपकरणांवर साइन इन आहात. पुढे जाण्यासाठी एकातून साइन आउट करा.')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: mr['signIn.logoutDevice'] })).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'साइन इन करा' }));
  expect(await screen.findByText('साइन इनचे खूप अयशस्वी प्रयत्न. 3 मिनिटांनी पुन्हा प्रयत्न करा.')).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText(mr['layout.chooseLanguage']), 'hi');
  expect(screen.getByRole('heading', { name: hi['signIn.title'] })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('hi');
  expect(document.cookie).toContain('console_locale=hi');
});

test('a server field error shows under its field', async () => {
  installFakeServer({
    [LOGIN]: {
      status: 400,
      body: { msg: 'Invalid input.', key: 'error.invalidInput', errors: [{ code: 'email', message: 'x', key: 'validation.controlChars' }] },
    },
  });
  render(<SignInApp locale="en" catalogues={catalogues} onSignedIn={async () => undefined} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), 'a@b.c');
  await user.type(screen.getByLabelText(/Password/), 'pw');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  const email = screen.getByLabelText(/Email/);
  await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  expect(document.getElementById(email.getAttribute('aria-describedby')!)).toHaveTextContent(en['validation.controlChars']);
});

test('signed in, the session is handed to onSignedIn and the form stays busy until it is done', async () => {
  installFakeServer({ [LOGIN]: { body: answer } });
  let done!: () => void;
  const onSignedIn = jest.fn(() => new Promise<void>((resolve) => (done = resolve)));
  render(<SignInApp locale="en" catalogues={catalogues} onSignedIn={onSignedIn} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), 'a@b.c');
  await user.type(screen.getByLabelText(/Password/), 'Demo@12345');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ accessToken: 'tok-new' })));
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await act(async () => done());
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('the console takes the session over: stored, in the language chosen on the sign-in page, at the user’s home', async () => {
  installFakeServer();
  // the dashboard's loads find no server here; they are not what this test is about
  const loads = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/sign-in');
  document.cookie = 'console_locale=mr; path=/';
  const container = document.createElement('div');
  container.innerHTML = '<main>the sign-in page</main>';
  document.body.append(container);
  expect(hasStoredSession()).toBe(false);
  const beforeRender = jest.fn(() => expect(container.textContent).toBe('the sign-in page'));
  await act(() => startConsole(container, { answer, beforeRender }));
  expect(beforeRender).toHaveBeenCalled();
  expect(window.location.pathname).toBe('/dashboard');
  expect(hasStoredSession()).toBe(true);
  expect(JSON.parse(JSON.parse(localStorage.getItem('persist:ui')!).locale)).toBe('mr');
  expect(container.textContent).not.toContain('the sign-in page');
  loads.mockRestore();
});
