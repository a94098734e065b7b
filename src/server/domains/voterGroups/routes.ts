// Voter groups: served by the CRUD kit at the API's paths and keys, under
// the role module 'Group of Voters'. A group names a live area of its organisation; the
// location's address is required and the point is kept when one was picked. Plus the group's
// voters for /voter-slist.
import { VoterGroupApi } from '../../../shared/api/voterGroups';
import { PAGE_SIZE } from '../../../shared/domain/constants';
import { voterGroups, events, socialPosts, surveys } from '../../db/schema';
import { crudRoutes, withRoutes } from '../../crud';
import { notFound } from '../../http';
import { serve } from '../../route';
import { assertReferences } from '../offices/queries';
import { groupVoters, readVoterGroups } from './queries';

const crud = crudRoutes({
  name: 'voterGroup',
  table: voterGroups,
  decls: VoterGroupApi,
  nameField: 'voter_group_name',
  unique: ['voter_group_name'],
  read: readVoterGroups,
  toValues: async (body, req, { database: { db } }) => {
    await assertReferences(db, req.auth.tenantId, { area: { field: 'area_id', id: body.area_id } });
    return {
      voter_group_name: body.voter_group_name,
      voter_group_description: body.voter_group_description,
      area_id: body.area_id,
      special_instructions: body.special_instructions ?? null,
      location: body.location ?? null,
      location_name: body.location_name,
    };
  },
  messages: { added: 'voterGroup.added', updated: 'voterGroup.updated', deleted: 'voterGroup.deleted', inUse: 'voterGroup.inUse' },
  usedBy: () => [
    [events, 'voter_group_id'],
    [socialPosts, 'voter_group_id'],
    [surveys, 'group_id'],
  ],
});

export default withRoutes(crud, (app, { database }) => {
  serve(app, VoterGroupApi.voters, async ({ req, params, query }) => {
    const [group] = await readVoterGroups(database.db, req.auth.tenantId, params.id);
    if (!group) throw notFound();
    const { voters, total } = await groupVoters(database, req.auth.tenantId, params.id, query.page, PAGE_SIZE, query);
    return { voter_group: group, voters, total, page: query.page, pageSize: PAGE_SIZE };
  });
});
