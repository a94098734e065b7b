// The sign-in page's own calls (API calls Authentication) against a fake fetch.
import { installFakeServer } from '../../test/fakeServer';
import { errorBody } from '../../api/errorBody';
import { deviceSignOut, login } from './signInCalls';

test('login posts the credentials with device_info web and no token', async () => {
  const server = installFakeServer({ 'POST /api/v1/admin/auth/login': { body: { accessToken: 't', devices: [], configData: [], user: null, msg: 'ok' } } });
  expect(await login({ email: 'a@b.c', password: 'pw', device_info: 'web' })).toMatchObject({ accessToken: 't' });
  const [req] = server.requests;
  expect(req.body).toEqual({ email: 'a@b.c', password: 'pw', device_info: 'web' });
  expect(req.headers.get('authorization')).toBeNull();
});

test('deviceSignOut uses the signOutToken', async () => {
  const server = installFakeServer({ 'POST /api/v1/admin/sign-out': { body: { msg: 'done' } } });
  await deviceSignOut({ id: 3, user_id: 7, signOutToken: 'limit-tok' });
  const [req] = server.requests;
  expect(req.body).toEqual({ id: 3, user_id: 7 });
  expect(req.headers.get('authorization')).toBe('Bearer limit-tok');
});

test('a refusal throws the status and the server body, as an unwrapped RTK Query call does', async () => {
  installFakeServer({ 'POST /api/v1/admin/auth/login': { status: 401, body: { msg: 'Invalid email or password.', key: 'auth.invalidCredentials' } } });
  const failure = await login({ email: 'a@b.c', password: 'x', device_info: 'web' }).catch((e: unknown) => e);
  expect(failure).toMatchObject({ status: 401 });
  expect(errorBody(failure)).toEqual({ msg: 'Invalid email or password.', key: 'auth.invalidCredentials' });
});
