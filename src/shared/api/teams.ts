// Teams: a name, an office and an area, one or two in-charges and the members (users).
import { crud } from './crud';
import type { PersonName } from './offices';
import { teamSchema } from '../schemas/teams';

export interface TeamMember {
  user_id: number;
  user: PersonName;
}

export interface Team {
  id: number;
  name: string;
  office_id: number | null;
  area_id: number | null;
  /** the area's name */
  area: string | null;
  team_incharge_1: number | null;
  team_incharge_2: number | null;
  /** the members' user ids */
  team_members: number[];
  team_primary_incharge_details: PersonName | null;
  team_secondary_incharge_details: PersonName | null;
  team_office: { office_name: string } | null;
  team_area: { name: string } | null;
  team_details: TeamMember[];
}

// Teams belong to user management: the Candidates module (the roles' modules have no Teams entry).
export const TeamApi = crud<Team>()({
  base: '/teams',
  entity: 'team',
  listKey: 'teams',
  itemKey: 'team',
  updateIdField: 'id',
  module: 'Candidates',
  schema: teamSchema,
});
