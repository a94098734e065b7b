// Teams: the table with add and edit popups, delete and numbered
// pages. In-charge 2 is another person than in-charge 1, and the members exclude both: a chosen
// in-charge disappears from the other lists.
import { TeamApi, type Team } from '../../../shared/api/teams';
import { teamSchema } from '../../../shared/schemas/teams';
import type { CrudBody } from '../../api/crudEndpoints';
import type { CrudResource } from '../../components/crud/resource';
import { areaApi, useAreaOptions } from '../areas/api';
import { officeApi } from '../offices/api';
import { teamApi } from './api';
import { personName, useUsersListQuery } from '../users/api';

const useUserOptions = () => (useUsersListQuery().data ?? []).map((u) => ({ value: String(u.id), label: personName(u) }));
const useOfficeOptions = () => (officeApi.useListQuery().data ?? []).map((o) => ({ value: String(o.id), label: o.office_name }));
const text = (id: number | null) => (id == null ? '' : String(id));
type TeamBody = CrudBody<typeof TeamApi>;
// the body names the chosen area as well as its id, as the API's calls do
const useAreaName = () => {
  const areas = areaApi.useListQuery().data ?? [];
  return (body: TeamBody): TeamBody => ({ ...body, area: areas.find((a) => a.id === body.area_id)?.name ?? null });
};

const resource: CrudResource<Team, TeamBody> = {
  name: 'team',
  api: teamApi,
  decls: TeamApi,
  titleKey: 'team.title',
  addKey: 'team.add',
  editKey: 'team.edit',
  columns: [
    { id: 'name', header: 'team.name', render: (t) => t.name },
    { id: 'office', header: 'team.office', render: (t) => t.team_office?.office_name ?? '—' },
    { id: 'area', header: 'team.area', render: (t) => t.team_area?.name ?? '—' },
    { id: 'incharge1', header: 'team.incharge1', render: (t) => personName(t.team_primary_incharge_details) || '—' },
    { id: 'incharge2', header: 'team.incharge2', render: (t) => personName(t.team_secondary_incharge_details) || '—' },
    { id: 'members', header: 'team.members', render: (t) => t.team_details.map((m) => personName(m.user)).join(', ') || '—' },
  ],
  fields: [
    { name: 'name', labelKey: 'team.name', required: true },
    { name: 'office_id', labelKey: 'team.office', kind: 'select', useOptions: useOfficeOptions, placeholderKey: 'team.chooseOffice', required: true },
    { name: 'area_id', labelKey: 'team.area', kind: 'select', useOptions: useAreaOptions, placeholderKey: 'team.chooseArea', required: true },
    { name: 'team_incharge_1', labelKey: 'team.incharge1', kind: 'select', useOptions: useUserOptions, placeholderKey: 'team.chooseIncharge', required: true },
    {
      name: 'team_incharge_2',
      labelKey: 'team.incharge2',
      kind: 'select',
      useOptions: useUserOptions,
      placeholderKey: 'team.noIncharge2',
      exclude: (v) => [v.team_incharge_1],
    },
    {
      name: 'team_members',
      labelKey: 'team.members',
      kind: 'checkboxes',
      useOptions: useUserOptions,
      exclude: (v) => [v.team_incharge_1, v.team_incharge_2],
    },
  ],
  schema: teamSchema,
  initialValues: { name: '', office_id: '', area_id: '', team_incharge_1: '', team_incharge_2: '', team_members: [] },
  useToBody: useAreaName,
  toForm: (t) => ({
    name: t.name,
    office_id: text(t.office_id),
    area_id: text(t.area_id),
    team_incharge_1: text(t.team_incharge_1),
    team_incharge_2: text(t.team_incharge_2),
    team_members: t.team_members.map(String),
  }),
  messages: { added: 'team.added', updated: 'team.updated', deleted: 'team.deleted' },
  pager: 'numbers',
  emptyTitle: 'team.emptyTitle',
  emptyText: 'team.emptyText',
  rowName: (t) => t.name,
};
export default resource;
