// The auth endpoints against a fake fetch (API calls Authentication).
import { installFakeServer } from '../../test/fakeServer';
import { initialAuth } from '../../store/authSlice';
import { makeStore } from '../../store/store';
import { authApi } from './api';

const session = { ...initialAuth, token: 'tok-5', tenantId: 5, orgId: 5, candidateId: 9, steps: 4, admin_id: 50 };

describe('auth endpoints', () => {
  test('signOut, updateStep and me are tenant-scoped', async () => {
    const server = installFakeServer({
      'POST /api/v1/admin/5/sign-out': { body: { msg: 'bye' } },
      'POST /api/v1/admin/5/update-step': { body: { msg: 'ok', steps: 2, candidate_id: null } },
      'GET /api/v1/admin/5/me': { body: { user: null, configData: [] } },
    });
    const store = makeStore({ auth: session } as never);
    await store.dispatch(authApi.endpoints.signOut.initiate());
    await store.dispatch(authApi.endpoints.updateStep.initiate({ body: { admin_id: 50, step: 2 } }));
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/v1/admin/5/sign-out',
      'POST /api/v1/admin/5/update-step',
      'GET /api/v1/admin/5/me',
    ]);
    expect(server.calls('POST /api/v1/admin/5/update-step')[0].body).toEqual({ admin_id: 50, step: 2 });
  });
});
