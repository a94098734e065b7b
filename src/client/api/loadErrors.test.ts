import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import { crudEndpoints } from './crudEndpoints';
import { OfficeApi, type Office } from '../../shared/api/offices';
import { loadErrors } from './loadErrors';
import { installFakeServer } from '../test/fakeServer';
import authReducer from '../store/authSlice';

// a domain's list and add, as a feature injects them
const officeApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const office = crudEndpoints<Office, typeof OfficeApi>(build, OfficeApi, 'Office');
    return { officeList: office.list, officeAdd: office.add };
  },
});

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
  await s.dispatch(officeApi.endpoints.officeList.initiate());
  await s.dispatch(officeApi.endpoints.officeAdd.initiate({ office_name: '' }));
  expect(log).toHaveBeenCalledTimes(1);
  expect(log.mock.calls[0][0]).toBe('officeList could not be loaded');
  log.mockRestore();
});
