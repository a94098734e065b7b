import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import { crudApi } from './crudApi';
import { loadErrors } from './loadErrors';
import { installFakeServer } from '../test/fakeServer';
import authReducer from '../store/authSlice';

const store = () =>
  configureStore({
    reducer: { auth: authReducer, [baseApi.reducerPath]: baseApi.reducer },
    preloadedState: { auth: { ...authReducer(undefined, { type: 'init' }), token: 't'.repeat(30), tenantId: 5 } },
    middleware: (getDefault) => getDefault().prepend(loadErrors.middleware).concat(baseApi.middleware),
  });

test('a failed load is logged once with its endpoint; a failed mutation is left to its caller', async () => {
  installFakeServer({
    'GET /api/v1/admin/5/office': { status: 500, body: { msg: 'Something went wrong.', key: 'error.server' } },
    'POST /api/v1/admin/5/office/add': { status: 400, body: { msg: 'Office name is required.', key: 'validation.officeNameRequired' } },
  });
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const s = store();
  await s.dispatch(crudApi.endpoints.officeList.initiate());
  await s.dispatch(crudApi.endpoints.officeAdd.initiate({ office_name: '' }));
  expect(log).toHaveBeenCalledTimes(1);
  expect(log.mock.calls[0][0]).toBe('officeList could not be loaded');
  log.mockRestore();
});
