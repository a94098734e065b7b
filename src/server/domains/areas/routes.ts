// Areas: a location name, a closed ring in India drawn on the map and the
// voting-centre point. The shared schema rejects open, self-crossing and out-of-India rings.
import { AreaApi, type Area } from '../../../shared/api/areas';
import { areas, offices, voterGroups, teams, events, socialPosts, surveyQuestions, surveys } from '../../db/schema';
import { updateRow } from '../../db/audit';
import { crudRoutes, strip, withRoutes } from '../../crud';
import { message, notFound } from '../../http';
import { serve } from '../../route';

const crud = crudRoutes({
  name: 'area',
  table: areas,
  decls: AreaApi,
  unique: ['name'],
  messages: { added: 'area.added', updated: 'area.updated', deleted: 'area.deleted', inUse: 'area.inUse' },
  usedBy: () => [
    [offices, 'area_id'],
    [voterGroups, 'area_id'],
    [teams, 'area_id'],
    [events, 'area_id'],
    [socialPosts, 'area_id'],
    [surveyQuestions, 'location'],
    [surveys, 'area_id'],
  ],
});

export default withRoutes(crud, (app, { database: { db } }) => {
  serve(app, AreaApi.status, async ({ req, params, body }) => {
    const row = await updateRow<Area & { tenant_id: number }>(db, req.actor, areas, params.id, { status: body.status });
    if (!row) throw notFound();
    return { ...message('area.statusChanged'), area: strip(row) };
  });
});
