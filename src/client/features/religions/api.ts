// Religions: the name-only master's list, one row, add, edit and soft delete (the Add details form picks from the list).
import { ReligionApi, type Named } from '../../../shared/api/masters';
import { baseApi } from '../../api/baseApi';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const religion = crudEndpoints<Named, typeof ReligionApi>(build, ReligionApi, 'Religion');
    return {
      religionList: religion.list,
      religionGet: religion.get,
      religionAdd: religion.add,
      religionUpdate: religion.update,
      religionRemove: religion.remove,
    };
  },
});

export const religionApi = crudHooks(
  crud.endpoints.religionList,
  crud.endpoints.religionGet,
  crud.endpoints.religionAdd,
  crud.endpoints.religionUpdate,
  crud.endpoints.religionRemove,
);
