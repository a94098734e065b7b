// Vehicle requests against a fake server: the table, approve (a vehicle required, the overlap
// refusal shown at the field, then the approval sent), reject (a reason required, then sent).
import { screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import type { VehicleRequest } from '../../../shared/api/vehicleRequests';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, openPage } from '../../test/renderPage';
import { expectTexts, swalText } from '../../test/queries';
import { RequestVehiclePage } from './pages';

const BASE = '/api/v1/admin/5';
const REQUEST: VehicleRequest = {
  id: 3,
  vehicle_type: 0,
  capacity: 6,
  event_id: 9,
  events: { event_name: 'Rajapeth Sabha', event_start: '2026-12-05T11:30:00Z', event_end: '2026-12-05T14:00:00Z' },
  device_location: [77.76, 20.93],
  requested_by: 11,
  requester: { f_name: 'Sunil', l_name: 'Patil' },
  status: 0,
  vehicle_id: null,
  vehicle_name: null,
  rejection_reason: null,
  created_at: '2026-11-24T04:30:00Z',
};

describe('vehicle requests (/request_vehicle)', () => {
  let server: FakeServer;
  let overlap = true;
  beforeEach(() => {
    overlap = true;
    server = installFakeServer({
      [`GET ${BASE}/request-vehicle`]: { body: { request: [REQUEST] } },
      [`GET ${BASE}/vehicles`]: { body: { vehicles: [{ id: 4, vehicle_name: 'Bolero', vehicle_type: 0 }] } },
      [`GET ${BASE}/request-vehicle/accept`]: () =>
        overlap
          ? { status: 409, body: { msg: 'x', key: 'vehicleRequest.overlap', errors: [{ code: 'vehicle_id', key: 'vehicleRequest.overlap', message: 'x' }] } }
          : { body: { msg: 'Vehicle approved successfully!', key: 'vehicleRequest.approved', request: REQUEST } },
      [`GET ${BASE}/request-vehicle/deny`]: { body: { msg: 'Vehicle request rejected successfully!', key: 'vehicleRequest.rejected', request: REQUEST } },
    });
  });
  afterEach(() => Swal.close());

  it('lists a request with its event, kind, capacity, requester and status', async () => {
    openPage(<RequestVehiclePage />, { auth: ADMIN_SESSION, path: '/request_vehicle' });
    const row = (await screen.findByText('Rajapeth Sabha')).closest('tr')!;
    expectTexts(row, ['5 Dec 2026, 05:00 pm', 'Passenger', '6', 'Sunil Patil', 'Pending']);
    expect(within(row).getByRole('button', { name: 'Map: where the request for Rajapeth Sabha came from' })).toBeEnabled();
  });

  it('approves only with a vehicle, says when it is taken at that time, then sends the approval', async () => {
    const { user } = openPage(<RequestVehiclePage />, { auth: ADMIN_SESSION, path: '/request_vehicle' });
    const row = (await screen.findByText('Rajapeth Sabha')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Approve the request for Rajapeth Sabha' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a vehicle!');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(within(dialog).getByLabelText(/^Vehicle/), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(/already approved for an event at an overlapping time/)).toBeInTheDocument();
    overlap = false;
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(swalText()).toBe('Vehicle approved successfully!'));
    const sent = server.requests.filter((r) => r.path === `${BASE}/request-vehicle/accept`).at(-1)!;
    expect([sent.query.get('id'), sent.query.get('vehicle_id')]).toEqual(['3', '4']);
  });

  it('rejects only with a reason, then sends it', async () => {
    const { user } = openPage(<RequestVehiclePage />, { auth: ADMIN_SESSION, path: '/request_vehicle' });
    const row = (await screen.findByText('Rajapeth Sabha')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Reject the request for Rajapeth Sabha' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please provide a reason for rejection!');
    await user.type(within(dialog).getByLabelText(/^Reason for rejection/), 'No carrier free that day');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(swalText()).toBe('Vehicle request rejected successfully!'));
    const sent = server.requests.filter((r) => r.path === `${BASE}/request-vehicle/deny`).at(-1)!;
    expect(sent.query.get('rejection_reason')).toBe('No carrier free that day');
  });
});
