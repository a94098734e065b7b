// Teams: the list, one team, add, edit and soft delete (tasks, events, social posts and vehicles pick a team).
import { TeamApi, type Team } from '../../../shared/api/teams';
import { baseApi } from '../../api/baseApi';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const team = crudEndpoints<Team, typeof TeamApi>(build, TeamApi, 'Team');
    return { teamList: team.list, teamGet: team.get, teamAdd: team.add, teamUpdate: team.update, teamRemove: team.remove };
  },
});

export const teamApi = crudHooks(crud.endpoints.teamList, crud.endpoints.teamGet, crud.endpoints.teamAdd, crud.endpoints.teamUpdate, crud.endpoints.teamRemove);
