// Categories: the name-only master's list, one row, add, edit and soft delete, from its declared routes.
import { CategoryApi, type Named } from '../../../shared/api/masters';
import { baseApi } from '../../api/baseApi';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const category = crudEndpoints<Named, typeof CategoryApi>(build, CategoryApi, 'Category');
    return {
      categoryList: category.list,
      categoryGet: category.get,
      categoryAdd: category.add,
      categoryUpdate: category.update,
      categoryRemove: category.remove,
    };
  },
});

export const categoryApi = crudHooks(
  crud.endpoints.categoryList,
  crud.endpoints.categoryGet,
  crud.endpoints.categoryAdd,
  crud.endpoints.categoryUpdate,
  crud.endpoints.categoryRemove,
);
