// redux-persist writes the session to localStorage and brings it back in a new store; the API
// cache is never persisted.
import { baseApi } from '../api/baseApi';
import { installFakeServer } from '../test/fakeServer';
import { session } from '../test/sessions';
import { signedIn } from './authSlice';
import { localeChanged } from './uiSlice';
import { makePersistor, makeStore, type AppStore } from './store';

const answer = session(4, 'persisted-token');

const probe = baseApi.injectEndpoints({
  endpoints: (b) => ({ persistProbe: b.query<{ ok: boolean }, void>({ query: () => '/persist-probe' }) }),
});

async function started(): Promise<{ store: AppStore; flush: () => Promise<void> }> {
  const store = makeStore();
  const persistor = makePersistor(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        stop();
        resolve();
      }
    });
  });
  return { store, flush: () => persistor.flush() };
}

beforeEach(() => localStorage.clear());

test('the auth and ui slices survive a reload; the API cache does not', async () => {
  const server = installFakeServer({ 'GET /api/v1/admin/5/persist-probe': { body: { ok: true } } });
  const first = await started();
  first.store.dispatch(signedIn(answer));
  first.store.dispatch(localeChanged('mr'));
  await first.store.dispatch(probe.endpoints.persistProbe.initiate());
  expect(server.calls('GET /api/v1/admin/5/persist-probe')).toHaveLength(1);
  await first.flush();

  const stored = JSON.parse(localStorage.getItem('persist:auth')!);
  expect(JSON.parse(stored.token)).toBe('persisted-token');
  expect(JSON.parse(stored.defaultacno)).toBe(38);
  expect(Object.keys(localStorage).some((k) => k.includes('api'))).toBe(false);

  const second = await started();
  expect(second.store.getState().auth.token).toBe('persisted-token');
  expect(second.store.getState().auth.tenantId).toBe(5);
  expect(second.store.getState().ui.locale).toBe('mr');
  expect(second.store.getState().api.queries).toEqual({});
});
