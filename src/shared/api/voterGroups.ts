// Voter groups: the group's routes, the row the list and edit calls answer, and the page of a
// group's voters (the voters whose collected details put them in the group).
import * as yup from 'yup';
import { crud } from './crud';
import { idParams, reply, route } from './contract';
import type { GeoPoint } from '../geo';
import type { VoterRow } from './voters';
import { voterGroupSchema } from '../schemas/voterGroups';

export interface VoterGroup {
  id: number;
  voter_group_name: string;
  voter_group_description: string;
  area_id: number | null;
  /** the area's name (entities "area"), also as voter_area.name */
  area: string | null;
  voter_area: { id: number; name: string } | null;
  special_instructions: string | null;
  location: GeoPoint | null;
  /** the location's address, as searched or typed */
  location_name: string | null;
  /** voters whose collected details put them in the group */
  voter_count: number;
  created_at?: string;
  updated_at?: string;
}

/** GET /voters-group/voters/{id}?page: the group and one page of its voters in roll order. */
export interface VoterGroupVotersResponse {
  voter_group: VoterGroup;
  voters: VoterRow[];
  total: number;
  page: number;
  pageSize: number;
}

const MODULE = 'Group of Voters';

/** The columns a group's voters may be filtered by, each with text found anywhere in it, whatever the case. */
export const GROUP_VOTER_FILTERS = ['part', 'serial', 'section', 'name', 'idcard', 'mobile', 'centre'] as const;
export type GroupVoterFilter = (typeof GROUP_VOTER_FILTERS)[number];
const filterText = yup.string().trim().max(100, 'validation.textTooLong').optional();
const filterFields = Object.fromEntries(GROUP_VOTER_FILTERS.map((f) => [f, filterText])) as Record<GroupVoterFilter, typeof filterText>;

export const VoterGroupApi = {
  ...crud<VoterGroup>()({
    base: '/voters-group',
    entity: 'voter group',
    listKey: 'voter_group',
    itemKey: 'voter_group',
    updateIdField: 'id',
    module: MODULE,
    schema: voterGroupSchema,
  }),
  /** One page of a group's voters in roll order, 10 a page. */
  voters: route({
    method: 'GET',
    path: '/voters-group/voters/:id',
    scope: 'tenant',
    module: MODULE,
    summary: "One page of a voter group's voters",
    params: idParams,
    query: yup.object({
      page: yup
        .number()
        .typeError('validation.integer')
        .integer('validation.integer')
        .min(1, 'validation.integer')
        .max(100000, 'validation.integer')
        .default(1),
      ...filterFields,
    }),
    response: reply<VoterGroupVotersResponse>('voter_group', 'voters', 'total', 'page', 'pageSize'),
  }),
};
