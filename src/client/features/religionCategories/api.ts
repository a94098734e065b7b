// Religion categories: the name-only master's list, one row, add, edit and soft delete (the Add details form picks from the list).
import { ReligionCategoryApi, type Named } from '../../../shared/api/masters';
import { baseApi } from '../../api/baseApi';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const religionCategory = crudEndpoints<Named, typeof ReligionCategoryApi>(build, ReligionCategoryApi, 'ReligionCategory');
    return {
      religionCategoryList: religionCategory.list,
      religionCategoryGet: religionCategory.get,
      religionCategoryAdd: religionCategory.add,
      religionCategoryUpdate: religionCategory.update,
      religionCategoryRemove: religionCategory.remove,
    };
  },
});

export const religionCategoryApi = crudHooks(
  crud.endpoints.religionCategoryList,
  crud.endpoints.religionCategoryGet,
  crud.endpoints.religionCategoryAdd,
  crud.endpoints.religionCategoryUpdate,
  crud.endpoints.religionCategoryRemove,
);
