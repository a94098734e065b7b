// Areas (01 §7 Areas): the CRUD endpoints of the kit plus the list's active switch.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { AreaPaths, AreaStatusPath } from '../../../shared/api/crud';
import { fillPath } from '../../../shared/api/routes';
import type { GeoPoint, GeoPolygon } from '../../../shared/geo';
import { baseApi } from '../../api/baseApi';
import { crudEndpoints } from '../../api/crudEndpoints';

export interface Area {
  id: number;
  name: string;
  /** GeoJSON Polygon ([lng, lat]); older rows may hold an array of {lat, lng} points (01 §3). */
  area: GeoPolygon | Array<{ lat: number; lng: number }> | null;
  status: boolean;
  voting_center_location: GeoPoint | null;
}

export const areaApi = crudEndpoints<Area>('area', AreaPaths);

// The kit names its endpoints at run time ('areaList'), so RTK's typed helper is narrowed by hand.
const updateList = baseApi.util.updateQueryData as unknown as (
  name: string,
  arg: undefined,
  recipe: (rows: Area[]) => void,
) => ThunkAction<{ undo: () => void }, unknown, unknown, UnknownAction>;

const statusApi = baseApi.enhanceEndpoints({ addTagTypes: [areaApi.tag] }).injectEndpoints({
  endpoints: (build) => ({
    areaStatus: build.mutation<{ msg: string }, { id: number; status: boolean }>({
      query: ({ id, status }) => ({ url: fillPath(AreaStatusPath, { id }), method: 'PUT', body: { status } }),
      // the switch moves at once; a failed call puts it back
      async onQueryStarted({ id, status }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          updateList('areaList', undefined, (rows) => {
            const row = rows.find((r) => r.id === id);
            if (row) row.status = status;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_r, _e, { id }) => [{ type: areaApi.tag, id }],
    }),
  }),
});

export const { useAreaStatusMutation } = statusApi;
