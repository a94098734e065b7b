// Areas: a location name, a closed ring drawn on the map and the voting-centre point, with an
// active switch in the list. Offices pick their area from this list, so the Office module
// grants areas too.
import { crud } from './crud';
import { idParams, reply, route } from './contract';
import type { Message } from './messages';
import type { GeoPoint, GeoPolygon } from '../geo';
import { areaSchema, areaStatusSchema } from '../schemas/areas';

export interface Area {
  id: number;
  name: string;
  /** GeoJSON Polygon ([lng, lat]); older rows may hold an array of {lat, lng} points. */
  area: GeoPolygon | Array<{ lat: number; lng: number }> | null;
  status: boolean;
  voting_center_location: GeoPoint | null;
}

const MODULE = 'Office';

export const AreaApi = {
  ...crud<Area>()({ base: '/area', entity: 'area', listKey: 'area', itemKey: 'area', updateIdField: 'id', module: MODULE, schema: areaSchema }),
  /** The list's active switch keeps its state on the server. */
  status: route({
    method: 'PUT',
    path: '/area/status/:id',
    scope: 'tenant',
    module: MODULE,
    summary: 'Switch an area active or inactive',
    params: idParams,
    body: areaStatusSchema,
    response: reply<Message & { area: Area }>('msg', 'key', 'area'),
  }),
};
