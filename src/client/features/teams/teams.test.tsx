// Teams (/team) against a fake server: the list with names, the add popup whose in-charge and
// member lists leave out who is already chosen, the numbers sent, edit, and the delete flow.
import { act, screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import type { Team } from '../../../shared/api/teams';
import { installFakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, openPage } from '../../test/renderPage';
import { deleteRow, expectTexts, field, swalText, sentBody } from '../../test/queries';
import resource from './team';
import ResourcePage from '../../components/crud/ResourcePage';

const BASE = '/api/v1/admin/5';
const USERS = [
  { id: 11, f_name: 'Sunil', l_name: 'Patil' },
  { id: 12, f_name: 'Vaishali', l_name: 'Ingle' },
  { id: 13, f_name: 'Amol', l_name: 'Kale' },
];
const TEAM: Team = {
  id: 7,
  name: 'Rajapeth Booth Team',
  office_id: 3,
  area_id: 2,
  area: 'Rajapeth',
  team_incharge_1: 11,
  team_incharge_2: 12,
  team_members: [13],
  team_primary_incharge_details: { f_name: 'Sunil', l_name: 'Patil' },
  team_secondary_incharge_details: { f_name: 'Vaishali', l_name: 'Ingle' },
  team_office: { office_name: 'Central Office' },
  team_area: { name: 'Rajapeth' },
  team_details: [{ user_id: 13, user: { f_name: 'Amol', l_name: 'Kale' } }],
};

function teamServer() {
  let teams: Team[] = [TEAM];
  return installFakeServer({
    [`GET ${BASE}/teams`]: () => ({ body: { teams } }),
    [`GET ${BASE}/office`]: { body: { offices: [{ id: 3, office_name: 'Central Office' }] } },
    [`GET ${BASE}/area`]: { body: { area: [{ id: 2, name: 'Rajapeth' }] } },
    [`GET ${BASE}/users-list`]: { body: { users: USERS } },
    [`POST ${BASE}/teams/add`]: () => ({ status: 201, body: { msg: 'Team added successfully!', key: 'team.added' } }),
    [`PUT ${BASE}/teams/update`]: () => ({ body: { msg: 'Team updated successfully!', key: 'team.updated' } }),
    [`PUT ${BASE}/teams/delete/7`]: () => {
      teams = [];
      return { body: { msg: 'ok', id: 7 } };
    },
  });
}
const options = (label: RegExp) =>
  within(field(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('teams (/team)', () => {
  afterEach(() => Swal.close());

  it('lists each team with its office, area, in-charges and members', async () => {
    teamServer();
    openPage(<ResourcePage resource={resource} />, { auth: ADMIN_SESSION, path: '/team' });
    const row = (await screen.findByText('Rajapeth Booth Team')).closest('tr')!;
    expectTexts(row, ['Central Office', 'Rajapeth', 'Sunil Patil', 'Vaishali Ingle', 'Amol Kale']);
  });

  it('adds a team: a chosen in-charge leaves the other lists, and the ids go as numbers', async () => {
    const server = teamServer();
    const { user } = openPage(<ResourcePage resource={resource} />, { auth: ADMIN_SESSION, path: '/team' });
    await screen.findByText('Rajapeth Booth Team');
    await user.click(screen.getByRole('button', { name: 'Add team' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Team name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('In-charge 1 is required.')).toBeInTheDocument();
    expect(server.calls(`POST ${BASE}/teams/add`)).toHaveLength(0);

    await user.type(field(/Team name/), 'Camp Yuva Team');
    await waitFor(() => expect(options(/^Office/)).toContain('Central Office'));
    await user.selectOptions(field(/^Office/), '3');
    await waitFor(() => expect(options(/^Area/)).toContain('Rajapeth'));
    await user.selectOptions(field(/^Area/), '2');
    await waitFor(() => expect(options(/In-charge 1/)).toContain('Sunil Patil'));
    await user.selectOptions(field(/In-charge 1/), '11');
    expect(options(/In-charge 2/)).toEqual(['None', 'Vaishali Ingle', 'Amol Kale']);
    await user.selectOptions(field(/In-charge 2/), '12');
    const members = within(dialog).getByRole('group', { name: 'Members' });
    expect(
      within(members)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent!.trim()),
    ).toEqual(['Amol Kale']);
    await user.click(within(members).getByRole('checkbox', { name: 'Amol Kale' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await sentBody(server, `POST ${BASE}/teams/add`)).toMatchObject({
      name: 'Camp Yuva Team',
      office_id: 3,
      area_id: 2,
      area: 'Rajapeth',
      team_incharge_1: 11,
      team_incharge_2: 12,
      team_members: [13],
    });
    await waitFor(() => expect(swalText()).toBe('Team added successfully!'));
  });

  it('edits a team from its row, filled in, and deletes it through the confirm dialogs', async () => {
    const server = teamServer();
    const { user } = openPage(<ResourcePage resource={resource} />, { auth: ADMIN_SESSION, path: '/team' });
    const row = (await screen.findByText('Rajapeth Booth Team')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit Rajapeth Booth Team' }));
    const dialog = await screen.findByRole('dialog');
    expect(field(/Team name/)).toHaveValue('Rajapeth Booth Team');
    await waitFor(() => expect(field(/In-charge 1/)).toHaveValue('11'));
    expect(within(dialog).getByRole('checkbox', { name: 'Amol Kale' })).toBeChecked();
    // making the member in-charge 2 takes him out of the members
    await user.selectOptions(field(/In-charge 2/), '13');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await sentBody(server, `PUT ${BASE}/teams/update`)).toMatchObject({ id: 7, team_incharge_2: 13, team_members: [] });
    await waitFor(() => expect(swalText()).toBe('Team updated successfully!'));
    await act(async () => Swal.clickConfirm());
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Delete Rajapeth Booth Team' })).toBeInTheDocument());

    expect(await deleteRow(user, row, 'Rajapeth Booth Team')).toBe('The Team has been deleted.');
    await waitFor(() => expect(screen.queryByText('Rajapeth Booth Team')).toBeNull());
  });
});
