// Vehicles (/vehicle) against a fake server: the list, the add popup (required fields, the phone
// sent as +91 and ten digits, numbers as numbers) and the Assign dialog, which says when another
// user already holds the vehicle.
import { act, screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import type { Vehicle } from '../../../shared/api/vehicles';
import { installFakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, openPage } from '../../test/renderPage';
import { expectTexts, field, swalText, swalTitle, sentBody } from '../../test/queries';
import ResourcePage, { ResourceAddPage } from '../../components/crud/ResourcePage';
import resource from './vehicle';

const BASE = '/api/v1/admin/5';
const VEHICLE: Vehicle = {
  id: 4,
  vehicle_name: 'Bolero MH27',
  vehicle_type: 0,
  seating_capacity: 7,
  weight_capacity: 500,
  special_instructions: null,
  driver_name: 'Ganesh More',
  driver_phone_no: '+919123456780',
  candidate_id: null,
  assigned_user: null,
  assigned_user_details: null,
  assigned_team: null,
  assigned_team_details: null,
};

const SENT = { vehicle_name: 'Tata Ace', vehicle_type: 1, seating_capacity: 2, weight_capacity: 750, driver_phone_no: '+919876543210', candidate_id: null };

function vehicleServer(assign: () => { status?: number; body?: unknown }) {
  return installFakeServer({
    [`GET ${BASE}/vehicles`]: { body: { vehicles: [VEHICLE] } },
    [`GET ${BASE}/candidate-dropdown-list`]: { body: { candidates: [] } },
    [`GET ${BASE}/users-list`]: { body: { users: [{ id: 11, f_name: 'Sunil', l_name: 'Patil' }] } },
    [`GET ${BASE}/teams`]: { body: { teams: [{ id: 7, name: 'Booth Team' }] } },
    [`POST ${BASE}/vehicles/add`]: () => ({ status: 201, body: { msg: 'Vehicle added successfully!', key: 'vehicle.added' } }),
    [`POST ${BASE}/vehicles/assign`]: assign,
  });
}

describe('vehicles (/vehicle)', () => {
  afterEach(() => Swal.close());

  it('lists vehicles, adds on /add-vehicle: required fields first, then numbers and the phone as +91 and ten digits', async () => {
    const server = vehicleServer(() => ({ body: {} }));
    const list = openPage(<ResourcePage resource={resource} />, { auth: ADMIN_SESSION, path: '/vehicle' });
    const row = (await screen.findByText('Bolero MH27')).closest('tr')!;
    expectTexts(row, ['Passenger', '7', '500', 'Ganesh More (+919123456780)']);
    expect(screen.getByRole('link', { name: 'Add vehicle' })).toHaveAttribute('href', '/add-vehicle');
    list.unmount();

    const { user } = openPage(<ResourceAddPage resource={resource} listPath="/vehicle" />, { auth: ADMIN_SESSION, path: '/add-vehicle' });
    const page = await screen.findByRole('heading', { name: 'Add vehicle' });
    const form = page.closest('.card') as HTMLElement;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Vehicle name is required.')).toBeInTheDocument();
    expect(within(form).getByText('Driver name is required.')).toBeInTheDocument();

    await user.type(field(/Vehicle name/), 'Tata Ace');
    await user.selectOptions(field(/Vehicle type/), '1');
    await user.type(field(/Seating capacity/), '2');
    await user.type(field(/Weight capacity/), '750');
    await user.type(field(/Driver name/), 'Ravi Kale');
    // a short number is told in the form's own words
    await user.type(field(/Driver phone number/), '98765');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Phone number must be 10 Digits.')).toBeInTheDocument();
    await user.type(field(/Driver phone number/), '43210');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // what was typed, as the API takes it: numbers, and the phone as +91 and ten digits
    expect(await sentBody(server, `POST ${BASE}/vehicles/add`)).toMatchObject(SENT);
    await waitFor(() => expect(swalText()).toBe('Vehicle added successfully!'));
  });

  it('assigns the vehicle to a user, and says when another user already holds it', async () => {
    let taken = false;
    const server = vehicleServer(() =>
      taken
        ? {
            status: 409,
            body: { msg: 'Vehicle is already occupied!', key: 'vehicle.occupied', errors: [{ code: 'id', message: 'x', key: 'vehicle.occupied' }] },
          }
        : { body: { msg: 'User assigned successfully!', key: 'vehicle.assigned', vehicle: VEHICLE } },
    );
    const { user } = openPage(<ResourcePage resource={resource} />, { auth: ADMIN_SESSION, path: '/vehicle' });
    const row = (await screen.findByText('Bolero MH27')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Assign Bolero MH27' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Bolero MH27' });
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    expect(assign).toBeDisabled();
    await waitFor(() => expect(within(field(/^User/)).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(field(/^User/), '11');
    await user.click(assign);
    await waitFor(() => expect(swalText()).toBe('User assigned successfully!'));
    expect(server.calls(`POST ${BASE}/vehicles/assign`)[0].body).toEqual({ id: 4, userId: 11 });
    expect(screen.queryByRole('dialog', { name: 'Assign Bolero MH27' })).toBeNull();
    await act(async () => Swal.clickConfirm());

    taken = true;
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Assign Bolero MH27' })).toBeInTheDocument());
    await user.click(within(row).getByRole('button', { name: 'Assign Bolero MH27' }));
    await user.selectOptions(field(/^User/), '11');
    await user.click(within(await screen.findByRole('dialog', { name: 'Assign Bolero MH27' })).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(swalText()).toBe('Vehicle is already assigned to another user!'));
    expect(swalTitle()).toBe('Error');
  });

  it('assigns the vehicle to a team by the same call', async () => {
    const server = vehicleServer(() => ({ body: { msg: 'Team assigned successfully!', key: 'vehicle.assignedTeam', vehicle: VEHICLE } }));
    const { user } = openPage(<ResourcePage resource={resource} />, { auth: ADMIN_SESSION, path: '/vehicle' });
    const row = (await screen.findByText('Bolero MH27')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Assign Bolero MH27' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Bolero MH27' });
    await user.click(within(dialog).getByRole('radio', { name: 'A team' }));
    await waitFor(() => expect(within(field(/^Team/)).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(field(/^Team/), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(swalText()).toBe('Team assigned successfully!'));
    expect(server.calls(`POST ${BASE}/vehicles/assign`)[0].body).toEqual({ id: 4, teamId: 7 });
  });

  it('releases a held vehicle from the Assign dialog', async () => {
    const held = { ...VEHICLE, assigned_user: 11, assigned_user_details: { f_name: 'Sunil', l_name: 'Patil' } };
    const server = vehicleServer(() => ({}));
    server.on(`GET ${BASE}/vehicles`, { body: { vehicles: [held] } });
    server.on(`POST ${BASE}/vehicles/release`, { body: { msg: 'x', key: 'vehicle.released', vehicle: VEHICLE } });
    const { user } = openPage(<ResourcePage resource={resource} />, { auth: ADMIN_SESSION, path: '/vehicle' });
    const row = (await screen.findByText('Bolero MH27')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Assign Bolero MH27' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Bolero MH27' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Held by Sunil Patil.');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(swalText()).toBe('The vehicle is released and free to assign.'));
    expect(server.calls(`POST ${BASE}/vehicles/release`)[0].body).toEqual({ id: 4 });
    expect(screen.queryByRole('dialog', { name: 'Assign Bolero MH27' })).toBeNull();
  });

  it.each([
    ['a user', { assigned_user: 11, assigned_user_details: { f_name: 'Sunil', l_name: 'Patil' } }, 'Sunil Patil'],
    ['a team', { assigned_team: 7, assigned_team_details: { name: 'Booth Team' } }, 'Booth Team'],
  ])('asks before deleting a vehicle %s holds, naming the holder; a free one gets the plain question', async (_, holder, name) => {
    const server = vehicleServer(() => ({}));
    server.on(`GET ${BASE}/vehicles`, {
      body: {
        vehicles: [
          { ...VEHICLE, ...holder },
          { ...VEHICLE, id: 5, vehicle_name: 'Tata Ace' },
        ],
      },
    });
    server.on(`PUT ${BASE}/vehicles/delete/4`, { body: { msg: 'ok', id: 4 } });
    const { user } = openPage(<ResourcePage resource={resource} />, { auth: ADMIN_SESSION, path: '/vehicle' });
    const row = (await screen.findByText('Bolero MH27')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete Bolero MH27' }));
    await waitFor(() => expect(swalText()).toBe(`Bolero MH27 is assigned to ${name}: deleting it takes it from them. You won't be able to revert this!`));
    await act(async () => Swal.clickCancel());
    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
    expect(server.calls(`PUT ${BASE}/vehicles/delete/4`)).toHaveLength(0);
    const free = screen.getByText('Tata Ace').closest('tr')!;
    await user.click(within(free).getByRole('button', { name: 'Delete Tata Ace' }));
    await waitFor(() => expect(swalText()).toBe("You won't be able to revert this!"));
  });
});
