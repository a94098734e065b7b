// The one base API against a fake fetch: tenant base path, Bearer token, 401 ends the session.
import configureMockStore, { type MockStoreEnhanced } from 'redux-mock-store';
import { installFakeServer } from '../test/fakeServer';
import { initialAuth, signedOut } from '../store/authSlice';
import { makeStore } from '../store/store';
import { baseApi, errorBody } from './baseApi';
import { baseQuery, resolveUrl, voterPrefix } from './baseQuery';

const session = { ...initialAuth, token: 'tok-5', tenantId: 5, orgId: 5, candidateId: 9, steps: 4, admin_id: 50 };

const probe = baseApi.injectEndpoints({
  endpoints: (b) => ({ baseProbe: b.query<{ x: number }, void>({ query: () => '/base-probe' }) }),
});

test('resolveUrl prefixes tenant paths and leaves /api paths alone', () => {
  expect(resolveUrl('/office', session)).toBe('/api/v1/admin/5/office');
  expect(resolveUrl('office', session)).toBe('/api/v1/admin/5/office');
  expect(resolveUrl('/api/v1/admin/auth/login', session)).toBe('/api/v1/admin/auth/login');
  expect(voterPrefix(session)).toBe('/5/9');
  expect(voterPrefix({ ...session, candidateId: null })).toBe('/5/0');
});

test('a query goes to the tenant base with the Bearer token', async () => {
  const server = installFakeServer({ 'GET /api/v1/admin/5/base-probe': { body: { x: 1 } } });
  const store = makeStore({ auth: session } as never);
  const res = await store.dispatch(probe.endpoints.baseProbe.initiate());
  expect(res.data).toEqual({ x: 1 });
  const [req] = server.requests;
  expect(req.path).toBe('/api/v1/admin/5/base-probe');
  expect(req.headers.get('authorization')).toBe('Bearer tok-5');
});

test('a 401 signs the session out', async () => {
  installFakeServer({ 'GET /api/v1/admin/5/base-probe': { status: 401, body: { msg: 'Please sign in again.' } } });
  const store = makeStore({ auth: session } as never);
  const res = await store.dispatch(probe.endpoints.baseProbe.initiate());
  expect(errorBody(res.error).msg).toBe('Please sign in again.');
  expect(store.getState().auth.token).toBeNull();
});

test('other errors keep the session and carry the server body', async () => {
  installFakeServer({ 'GET /api/v1/admin/5/base-probe': { status: 403, body: { msg: 'no', errors: [{ code: 'x', message: 'X' }] } } });
  const store = makeStore({ auth: session } as never);
  const res = await store.dispatch(probe.endpoints.baseProbe.initiate());
  expect(errorBody(res.error).errors?.[0].code).toBe('x');
  expect(store.getState().auth.token).toBe('tok-5');
});

// The base query alone, over a recording store: what it dispatches is exactly what a reducer sees.
describe('baseQuery over a recording store', () => {
  const call = (store: MockStoreEnhanced<unknown>) =>
    baseQuery(
      '/base-probe',
      { ...store, signal: new AbortController().signal, abort: () => undefined, extra: undefined, endpoint: 'baseProbe', type: 'query' },
      {},
    );

  it('dispatches only the sign-out on a 401 of a signed-in session', async () => {
    installFakeServer({ 'GET /api/v1/admin/5/base-probe': { status: 401, body: { msg: 'Please sign in again.' } } });
    const store = configureMockStore()({ auth: session });
    await call(store);
    expect(store.getActions()).toEqual([signedOut()]);
  });

  it('dispatches nothing for a 401 without a session, or for other errors', async () => {
    installFakeServer({ 'GET /api/v1/admin/0/base-probe': { status: 401, body: {} }, 'GET /api/v1/admin/5/base-probe': { status: 500, body: {} } });
    const guest = configureMockStore()({ auth: initialAuth });
    await call(guest);
    const signedIn = configureMockStore()({ auth: session });
    await call(signedIn);
    expect([...guest.getActions(), ...signedIn.getActions()]).toEqual([]);
  });
});
