// Voter group screens (screens Voter groups, validation rules Add voters group, error catalogue): the list with its link to
// /voter-slist and delete, the add form's checks and body, the edit form, and a group's voters.
import { screen, waitFor, within } from '@testing-library/react';
import { AddVoterGroupPage, EditVoterGroupPage } from './pages';
import Swal from 'sweetalert2';
import VoterGroupListPage from './VoterGroupListPage';
import GroupVotersPage from './GroupVotersPage';
import routes from './resource';
import { buildMenu } from '../../components/layout/menu';
import { installFakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, renderPage, openPage } from '../../test/renderPage';
import type { VoterRow } from '../../../shared/api/voters';
import { swalText, field, errorOf, deleteRow, expectTexts, pickOnMap, closeDialog, sentBody, mapRoutes, submitEmpty } from '../../test/queries';

const BASE = '/api/v1/admin/5';
const AREAS = [
  { id: 1, name: 'Ward 1', status: true, area: null, voting_center_location: null },
  { id: 2, name: 'Ward 2', status: true, area: null, voting_center_location: null },
];
const GROUP = {
  id: 3,
  voter_group_name: 'Market vendors',
  voter_group_description: 'Vegetable sellers of the market',
  area_id: 2,
  area: 'Ward 2',
  voter_area: { id: 2, name: 'Ward 2' },
  special_instructions: 'Meet after 6 pm',
  location: { type: 'Point', coordinates: [77.7612, 20.9211] },
  location_name: 'Rajapeth, Amravati',
  voter_count: 12,
};

/** A voter row as the shared contract gives it (only what the page shows matters). */
const voter = (id: number, over: Partial<VoterRow> = {}): VoterRow =>
  ({
    id,
    acno: 38,
    partno: 12,
    slnoinpart: id,
    section: 'Gandhi Nagar',
    section_v1: 'गांधी नगर',
    name: `Voter ${id} Sharma`,
    name_v1: `मतदार ${id} शर्मा`,
    idcardno: `MTX${String(1000000 + id)}`,
    age: 30 + id,
    gender: 'M',
    mobile: null,
    house_no: '14',
    vcenter: 'Z.P. School Badnera',
    vcenter_v1: 'जि.प. शाळा बडनेरा',
    center_id: 7,
    voterInfo: null,
    ...over,
  }) as VoterRow;

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  // failed calls are logged by the pages; the tests make some fail on purpose
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  Swal.close();
  errorSpy.mockRestore();
});

function groupServer() {
  return installFakeServer({
    ...mapRoutes(BASE),
    [`GET ${BASE}/area`]: { body: { area: AREAS } },
    [`GET ${BASE}/voters-group`]: { body: { voter_group: [] } },
    [`POST ${BASE}/voters-group/add`]: { status: 201, body: { msg: 'Voters Group added successfully!', voter_group: { id: 4 } } },
  });
}

describe('the menu entry', () => {
  it('is "Voter Groups" for installation type 1 with the Group of Voters module only', () => {
    const ctx = (over: object) => ({ installationType: 1, userType: 2, modules: ['Group of Voters'], ...over });
    const labels = (over: object) => buildMenu(routes, ctx(over)).map((n) => n.labelKey);
    expect(labels({})).toEqual(['menu.voterGroups']);
    expect(buildMenu(routes, ctx({}))[0]).toMatchObject({ path: '/voters-group', order: 110 });
    expect(labels({ installationType: 2 })).toEqual([]);
    expect(labels({ modules: ['Task'] })).toEqual([]);
    expect(labels({ userType: 1, modules: [] })).toEqual(['menu.voterGroups']);
  });
});

describe('add voters group (/add-voters-group)', () => {
  it('requires name, description and area, then the location in a "Validation Error" dialog, and posts to /voters-group/add', async () => {
    const server = groupServer();
    const { user } = openPage(<AddVoterGroupPage />, { auth: ADMIN_SESSION, path: '/add-voters-group' });
    const submit = await submitEmpty(user, 'Add Voters Group', [
      [/Group name/, 'Group name is required.'],
      [/Description/, 'Description is required.'],
      [/^Area/, 'Area is required.'],
    ]);
    expect(field(/Special instructions/)).not.toHaveAttribute('aria-required');

    await user.type(field(/Group name/), 'Market vendors');
    await user.type(field(/Description/), 'Vegetable sellers of the market');
    await waitFor(() => expect(within(field(/^Area/)).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(field(/^Area/), '2');
    await user.type(field(/Special instructions/), 'Meet after 6 pm');
    // a point on the map alone is not enough: the location must be named
    await pickOnMap('voter-group-map');
    await user.click(submit);
    await closeDialog('Validation Error', 'Please enter Location before adding the voter group.');
    expect(server.calls(`POST ${BASE}/voters-group/add`)).toHaveLength(0);

    // Swal hands the focus back to the submit button after it has gone; typing before that loses it
    await waitFor(() => expect(submit).toHaveFocus());
    await user.type(screen.getByRole('combobox', { name: /Location \(search/ }), 'Raja');
    await user.click(await screen.findByRole('option', { name: /Rajapeth/ }));
    expect(screen.getByTestId('voter-group-map-coords')).toHaveTextContent('20.921100, 77.761200');

    await user.click(submit);
    expect(await sentBody(server, `POST ${BASE}/voters-group/add`)).toEqual({
      voter_group_name: 'Market vendors',
      voter_group_description: 'Vegetable sellers of the market',
      area_id: 2,
      area: 'Ward 2',
      special_instructions: 'Meet after 6 pm',
      location: { type: 'Point', coordinates: [77.7612, 20.9211] },
      location_name: 'Rajapeth, Amravati, Maharashtra 444601',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/voters-group'));
    await waitFor(() => expect(swalText()).toBe('Voters Group added successfully!'));
  });

  it('shows server field errors next to their fields and stays', async () => {
    const server = groupServer();
    server.on(`POST ${BASE}/voters-group/add`, {
      status: 409,
      body: { msg: 'This name already exists.', errors: [{ code: 'voter_group_name', message: 'This name already exists.', key: 'validation.duplicate' }] },
    });
    const { user } = openPage(<AddVoterGroupPage />, { auth: ADMIN_SESSION, path: '/add-voters-group' });
    await user.type(field(/Group name/), 'Youth wing');
    await user.type(field(/Description/), 'First-time voters');
    await waitFor(() => expect(within(field(/^Area/)).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(field(/^Area/), '1');
    await user.type(screen.getByRole('combobox', { name: /Location \(search/ }), 'Badnera bus stand');
    await user.click(screen.getByRole('button', { name: 'Add Voters Group' }));
    await waitFor(() => expect(errorOf(/Group name/)).toBe('This name already exists.'));
    // a typed address without a picked point is sent as it is
    expect(server.calls(`POST ${BASE}/voters-group/add`)[0].body).toMatchObject({
      location: null,
      location_name: 'Badnera bus stand',
      special_instructions: null,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/add-voters-group');
  });
});

describe('voter group list (/voters-group) and edit', () => {
  it('links the name to the voters on /voter-slist, shows area and count, and refreshes after a delete', async () => {
    let gone = false;
    const other = { ...GROUP, id: 5, voter_group_name: 'Youth wing', voter_count: 0, area: 'Ward 1', voter_area: { id: 1, name: 'Ward 1' } };
    const server = installFakeServer({
      [`GET ${BASE}/voters-group`]: () => ({ body: { voter_group: gone ? [other] : [GROUP, other] } }),
      [`PUT ${BASE}/voters-group/delete/3`]: () => {
        gone = true;
        return { body: { msg: 'The Voter Group has been deleted.', id: 3 } };
      },
    });
    const { user } = openPage(<VoterGroupListPage />, { auth: ADMIN_SESSION, path: '/voters-group' });
    const list = screen.getByTestId('voter-group-list');
    const link = await within(list).findByRole('link', { name: 'Voters of Market vendors' });
    expect(link).toHaveAttribute('href', '/voter-slist?id=3');
    const row = link.closest('tr')!;
    expectTexts(row, ['Ward 2', 'Rajapeth, Amravati', '12']);
    expect(within(row).getByRole('link', { name: 'Edit Market vendors' })).toHaveAttribute('href', '/edit-voters-group/3');
    expect(screen.getByRole('link', { name: 'Add voter group' })).toHaveAttribute('href', '/add-voters-group');

    expect(await deleteRow(user, row, 'Market vendors')).toBe('The Voter Group has been deleted.');
    await waitFor(() => expect(within(list).queryByText('Market vendors')).toBeNull());
    expect(within(list).getByText('Youth wing')).toBeInTheDocument();
    expect(server.calls(`PUT ${BASE}/voters-group/delete/3`)).toHaveLength(1);
  });

  it('edits with "Update Voters Group" through PUT /voters-group/update {id, ...} and goes back to /voters-group', async () => {
    const server = groupServer();
    server.on(`GET ${BASE}/voters-group/edit/3`, { body: { voter_group: GROUP } });
    server.on(`PUT ${BASE}/voters-group/update`, { body: { msg: 'Voters Group updated successfully!' } });
    const { user } = openPage(<EditVoterGroupPage />, { auth: ADMIN_SESSION, path: '/edit-voters-group/:id', url: '/edit-voters-group/3' });
    expect(await screen.findByDisplayValue('Market vendors')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Location \(search/ })).toHaveValue('Rajapeth, Amravati');
    expect(screen.getByTestId('voter-group-map-coords')).toHaveTextContent('20.921100, 77.761200');
    await waitFor(() => expect(field(/^Area/)).toHaveValue('2'));
    await user.clear(field(/Group name/));
    await user.type(field(/Group name/), 'Market vendors (east)');
    await user.click(screen.getByRole('button', { name: 'Update Voters Group' }));
    expect(await sentBody(server, `PUT ${BASE}/voters-group/update`)).toEqual({
      id: 3,
      voter_group_name: 'Market vendors (east)',
      voter_group_description: 'Vegetable sellers of the market',
      area_id: 2,
      area: 'Ward 2',
      special_instructions: 'Meet after 6 pm',
      location: { type: 'Point', coordinates: [77.7612, 20.9211] },
      location_name: 'Rajapeth, Amravati',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/voters-group'));
    await waitFor(() => expect(swalText()).toBe('Voters Group updated successfully!'));
  });

  it('says so when the group does not exist', async () => {
    const server = groupServer();
    server.on(`GET ${BASE}/voters-group/edit/99`, { status: 404, body: { msg: 'Not found.' } });
    renderPage(<EditVoterGroupPage />, { auth: ADMIN_SESSION, path: '/edit-voters-group/:id', url: '/edit-voters-group/99' });
    expect(await screen.findByText('This voter group was not found.')).toBeInTheDocument();
  });
});

describe("a group's voters (/voter-slist)", () => {
  it('lists name, part and serial, 10 a page from the server', async () => {
    const page1 = Array.from({ length: 10 }, (_, i) => voter(i + 1, { slnoinpart: i + 1 }));
    const page2 = [voter(11, { name: 'Sunita Sharma', name_v1: 'सुनीता शर्मा', partno: 13, slnoinpart: 4 })];
    const server = installFakeServer({
      [`GET ${BASE}/voters-group/voters/3`]: (r) => {
        const p = Number(r.query.get('page'));
        return { body: { voter_group: GROUP, voters: p === 2 ? page2 : page1, total: 11, page: p, pageSize: 10 } };
      },
    });
    const { user } = openPage(<GroupVotersPage />, { auth: ADMIN_SESSION, path: '/voter-slist', url: '/voter-slist?id=3' });
    expect(await screen.findByRole('heading', { name: 'Market vendors' })).toBeInTheDocument();
    const summary = screen.getByTestId('voter-group-summary');
    expectTexts(summary, ['Vegetable sellers of the market', 'Ward 2']);
    const table = screen.getByTestId('group-voters');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByTestId('pager-status')).toHaveTextContent('1–10 of 11');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const row = (await within(table).findByText('Sunita Sharma')).closest('tr')!;
    expect(within(row).getByText('सुनीता शर्मा')).toBeInTheDocument();
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1, 3)).toEqual(['13', '4']);
    expect(server.calls(`GET ${BASE}/voters-group/voters/3`).map((c) => c.query.get('page'))).toEqual(['1', '2']);
    // the page rides in the address beside the group, so a reload or a link opens page 2
    expect(screen.getByTestId('location').dataset.search).toBe('?id=3&page=2');
  });

  it('filters by a column: the text goes to the server, which filters the whole group, and the list starts again at page 1', async () => {
    const server = installFakeServer({
      [`GET ${BASE}/voters-group/voters/3`]: (r) =>
        r.query.get('name')
          ? { body: { voter_group: GROUP, voters: [voter(11, { name: 'Sunita Sharma', partno: 13, slnoinpart: 4 })], total: 1, page: 1, pageSize: 10 } }
          : { body: { voter_group: GROUP, voters: [voter(1)], total: 11, page: Number(r.query.get('page')), pageSize: 10 } },
    });
    const { user } = openPage(<GroupVotersPage />, { auth: ADMIN_SESSION, path: '/voter-slist', url: '/voter-slist?id=3&page=2' });
    await screen.findByText('Voter 1 Sharma');
    const filters = screen.getByTestId('group-voter-filters');
    for (const label of ['Part', 'Serial in part', 'Section', 'Name', 'EPIC No.', 'Phone', 'Voting centre'])
      expect(within(filters).getByLabelText(label)).toBeInTheDocument();
    await user.type(within(filters).getByLabelText('Name'), 'SUN');
    await user.type(within(filters).getByLabelText('Part'), '13');
    expect(await screen.findByText('Sunita Sharma')).toBeInTheDocument();
    await waitFor(() =>
      expect(Object.fromEntries(server.calls(`GET ${BASE}/voters-group/voters/3`).at(-1)!.query)).toEqual({ page: '1', name: 'SUN', part: '13' }),
    );
    expect(screen.getByTestId('pager-status')).toHaveTextContent('1–1 of 1');
  });

  it('labels the filters in Marathi', async () => {
    installFakeServer({ [`GET ${BASE}/voters-group/voters/3`]: { body: { voter_group: GROUP, voters: [voter(1)], total: 1, page: 1, pageSize: 10 } } });
    openPage(<GroupVotersPage />, { auth: ADMIN_SESSION, path: '/voter-slist', url: '/voter-slist?id=3', locale: 'mr' });
    const filters = await screen.findByTestId('group-voter-filters');
    expect(within(filters).getByText('स्तंभानुसार मतदार शोधा')).toBeInTheDocument();
  });

  it('opens the page its address names', async () => {
    const server = installFakeServer({
      [`GET ${BASE}/voters-group/voters/3`]: (r) => ({
        body: { voter_group: GROUP, voters: [voter(11, { name: 'Sunita Sharma' })], total: 11, page: Number(r.query.get('page')), pageSize: 10 },
      }),
    });
    openPage(<GroupVotersPage />, { auth: ADMIN_SESSION, path: '/voter-slist', url: '/voter-slist?id=3&page=2' });
    expect(await screen.findByText('Sunita Sharma')).toBeInTheDocument();
    expect(screen.getByTestId('pager-status')).toHaveTextContent('11–11 of 11');
    expect(server.calls(`GET ${BASE}/voters-group/voters/3`).map((c) => c.query.get('page'))).toEqual(['2']);
  });

  it('asks for a group when none is given, and says when the group is unknown', async () => {
    const server = installFakeServer({ [`GET ${BASE}/voters-group/voters/8`]: { status: 404, body: { msg: 'Not found.' } } });
    const first = renderPage(<GroupVotersPage />, { auth: ADMIN_SESSION, path: '/voter-slist' });
    expect(screen.getByText('Choose a voter group from the list of voter groups.')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
    first.unmount();
    renderPage(<GroupVotersPage />, { auth: ADMIN_SESSION, path: '/voter-slist', url: '/voter-slist?id=8' });
    expect(await screen.findByText('This voter group was not found.')).toBeInTheDocument();
  });

  it("prints the group's slips from the server in the page's language, and offers no print for an empty group", async () => {
    const saved: string[] = [];
    // jsdom neither makes object URLs nor downloads: keep the names of what would be downloaded
    (URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:test';
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => {};
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const SLIPS = `GET ${BASE}/5/0/paper/slips`;
    const server = installFakeServer({
      [`GET ${BASE}/voters-group/voters/3`]: { body: { voter_group: GROUP, voters: [voter(1)], total: 1, page: 1, pageSize: 10 } },
      [SLIPS]: { body: '%PDF-1.7' },
    });
    const { user } = openPage(<GroupVotersPage />, { auth: ADMIN_SESSION, path: '/voter-slist', url: '/voter-slist?id=3' });
    await screen.findByText('Voter 1 Sharma');
    await user.click(screen.getByRole('button', { name: 'Print slips' }));
    await waitFor(() => expect(saved).toEqual(['slips-group-3-en.pdf']));
    expect(Object.fromEntries(server.calls(SLIPS)[0].query)).toEqual({ acno: '38', voter_group_id: '3', lang: 'en' });
    click.mockRestore();
  });

  it('shows the empty state for a group without voters', async () => {
    installFakeServer({
      [`GET ${BASE}/voters-group/voters/3`]: { body: { voter_group: { ...GROUP, voter_count: 0 }, voters: [], total: 0, page: 1, pageSize: 10 } },
    });
    renderPage(<GroupVotersPage />, { auth: ADMIN_SESSION, path: '/voter-slist', url: '/voter-slist?id=3' });
    expect(await screen.findByText('No voters in this group yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print slips' })).toBeDisabled();
  });
});
