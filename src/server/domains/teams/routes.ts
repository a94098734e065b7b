// Teams: a name, an office and an area,
// in-charge 1 and an optional, different in-charge 2, and the members, kept one row each in
// team_members so that a user still in a team cannot be deleted.
import { TeamApi } from '../../../shared/api/teams';
import { areas, events, offices, tasks, teams, users, vehicles, socialPosts } from '../../db/schema';
import { assertLiveReferences } from '../../db/tenantRows';
import { crudRoutes } from '../../crud';
import { readTeams, setMembers } from './queries';

export default crudRoutes({
  name: 'team',
  table: teams,
  decls: TeamApi,
  unique: ['name'],
  read: readTeams,
  toValues: async (body, req, { database: { db } }) => {
    const tenantId = req.auth.tenantId;
    await assertLiveReferences(db, tenantId, [
      { field: 'office_id', id: body.office_id, table: offices, key: 'validation.unknownOffice' },
      { field: 'area_id', id: body.area_id, table: areas, key: 'validation.unknownArea' },
      { field: 'team_incharge_1', id: body.team_incharge_1, table: users, key: 'validation.unknownUser' },
      { field: 'team_incharge_2', id: body.team_incharge_2, table: users, key: 'validation.unknownUser' },
      ...body.team_members.map((id) => ({ field: 'team_members', id, table: users, key: 'validation.unknownUser' })),
    ]);
    // the area's name is read through area_id; the members are rows of their own (afterWrite)
    const { area: _area, team_members: _members, ...values } = body;
    return values;
  },
  afterWrite: async (db, actor, id, body) => setMembers(db, actor, id, body?.team_members ?? []),
  messages: { added: 'team.added', updated: 'team.updated', deleted: 'team.deleted', inUse: 'team.inUse' },
  usedBy: () => [
    [tasks, 'assigned_group'],
    [events, 'team'],
    [vehicles, 'assigned_team'],
    [socialPosts, 'team_id'],
  ],
});
