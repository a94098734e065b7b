// Areas: the list's active switch. It moves at once in the cached list and a failed call puts it
// back. The list, add, edit and delete endpoints are the CRUD kit's (api/crudApi.ts).
import { AreaApi, type Area } from '../../../shared/api/areas';
import { baseApi } from '../../api/baseApi';
import { crudApi } from '../../api/crudApi';
import { mutationOf } from '../../api/endpoints';

export type { Area };

const statusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    areaStatus: mutationOf(build, AreaApi.status, {
      async onQueryStarted({ id, body }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          crudApi.util.updateQueryData('areaList', undefined, (rows) => {
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
