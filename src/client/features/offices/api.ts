// Offices: the list, one office, add, edit and soft delete (users, teams, stock and social posts pick an office from the list).
import { OfficeApi, type Office } from '../../../shared/api/offices';
import { baseApi } from '../../api/baseApi';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const office = crudEndpoints<Office, typeof OfficeApi>(build, OfficeApi, 'Office');
    return { officeList: office.list, officeGet: office.get, officeAdd: office.add, officeUpdate: office.update, officeRemove: office.remove };
  },
});

export const officeApi = crudHooks(
  crud.endpoints.officeList,
  crud.endpoints.officeGet,
  crud.endpoints.officeAdd,
  crud.endpoints.officeUpdate,
  crud.endpoints.officeRemove,
);
