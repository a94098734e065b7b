// Areas: the list's active switch. It moves at once in the cached list and a failed call puts it
// back. The list, one row, add, edit and delete are the CRUD kit's (crudEndpoints), declared here.
import { AreaApi, type Area } from '../../../shared/api/areas';
import { baseApi } from '../../api/baseApi';
import { mutationOf } from '../../api/endpoints';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';
import { areaOptions } from '../../components/crud/formKit';
import type { Option } from '../../components/FormField';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const area = crudEndpoints<Area, typeof AreaApi>(build, AreaApi, 'Area');
    return { areaList: area.list, areaGet: area.get, areaAdd: area.add, areaUpdate: area.update, areaRemove: area.remove };
  },
});

export const areaApi = crudHooks(crud.endpoints.areaList, crud.endpoints.areaGet, crud.endpoints.areaAdd, crud.endpoints.areaUpdate, crud.endpoints.areaRemove);

export type { Area };

const statusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    areaStatus: mutationOf(build, AreaApi.status, {
      async onQueryStarted({ id, body }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          crud.util.updateQueryData('areaList', undefined, (rows) => {
            const row = rows.find((r) => r.id === id);
            if (row) row.status = body.status;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Area', id }],
    }),
  }),
});

export const { useAreaStatusMutation } = statusApi;

/** The organisation's areas as the options of a kit field (`useOptions`). */
export const useAreaOptions = (): Option[] => areaOptions(areaApi.useListQuery().data ?? []);
