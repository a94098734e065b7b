// Areas (01 §2.12, §3, §5): a location name, a closed ring in India drawn on the map and the
// voting-centre point. The shared schema rejects open, self-crossing and out-of-India rings.
import { AreaPaths, AreaStatusPath } from '../../../shared/api/crud';
import { areaSchema, areaStatusSchema } from '../../../shared/schemas/areas';
import { areas, offices, voterGroups, teams, events } from '../../db/schema';
import { updateRow } from '../../db/audit';
import { crudRoutes, strip, withRoutes } from '../../crud';
import { intParam, notFound, text, validate } from '../../http';
import { T } from '../../deps';

// Offices pick their area from this list, so the Office module grants areas too.
const MODULE = 'Office' as const;

const crud = crudRoutes({
  name: 'area',
  table: areas,
  paths: AreaPaths,
  schema: areaSchema,
  module: MODULE,
  unique: ['name'],
  example: {
    name: 'Rajapeth',
    area: { type: 'Polygon', coordinates: [[[77.75, 20.93], [77.76, 20.93], [77.76, 20.94], [77.75, 20.94], [77.75, 20.93]]] },
    voting_center_location: { type: 'Point', coordinates: [77.755, 20.935] },
  },
  messages: { added: 'area.added', updated: 'area.updated', deleted: 'area.deleted', inUse: 'area.inUse' },
  usedBy: () => [[offices, 'area_id'], [voterGroups, 'area_id'], [teams, 'area_id'], [events, 'area_id']],
});

export default withRoutes(crud, (app, { database: { db } }) => {
  app.put(T(AreaStatusPath), { config: { module: MODULE } }, async (req) => {
    const id = intParam((req.params as { id: string }).id);
    const { status } = await validate(areaStatusSchema, req.body);
    const row = await updateRow<Record<string, unknown>>(db, req.actor, areas, id, { status });
    if (!row) throw notFound();
    return { msg: text('area.statusChanged'), area: strip(row) };
  });
});
