// Voting-centre locations (screens, validation rules, constants): rows grouped by center_id with their parts joined,
// the map pin popup, and the edit screen's update payload (nothing sent without a point).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import VotingCentreListPage from './VotingCentreListPage';
import EditVotingCentrePage, { updateBody } from './EditVotingCentrePage';
import { groupByCentre } from './api';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, renderPage } from '../../test/renderPage';
import type { VotingLocationEntry } from '../../../shared/api/voters';
import { MAP_CONFIG_ROUTE, sentBody } from '../../test/queries';

const VP = '/api/v1/admin/5/5/0';
const point = (lng: number, lat: number) => ({ type: 'Point' as const, coordinates: [lng, lat] as [number, number] });
const entry = (id: number, center_id: number, partno: number, over: Partial<VotingLocationEntry> = {}): VotingLocationEntry => ({
  id,
  center_id,
  ac_no: 38,
  partno,
  location_name: `Centre ${center_id}`,
  location_name_v1: `केंद्र ${center_id}`,
  voting_center_location: point(77.75 + center_id / 100, 20.93),
  voter_count: 1000,
  voters_reached: 100,
  ...over,
});
const LIST = [entry(1, 10, 3), entry(2, 10, 1), entry(3, 11, 2, { voting_center_location: null }), entry(4, 10, 2, { voters_reached: 0 })];

let server: FakeServer;
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  server = installFakeServer({
    ...MAP_CONFIG_ROUTE,
    [`GET ${VP}/voting-location-list`]: { body: { votingLocationlist: LIST } },
    [`GET ${VP}/voting-location-edit`]: (r) => {
      const id = Number(r.query.get('id'));
      return {
        body: {
          matdan_kendra: {
            center_id: id,
            ac_no: 38,
            partnos: [1, 2, 3],
            location_name: 'Z.P. School',
            location_name_v1: 'जि.प. शाळा',
            voting_center_location: id === 10 ? point(77.76, 20.94) : null,
          },
        },
      };
    },
    [`PUT ${VP}/voting-location-update`]: (r) => ({ body: { msg: 'Details updated successfully!', matdan_kendra: r.body } }),
  });
});
afterEach(() => {
  Swal.close();
  errorSpy.mockRestore();
});

describe('voting-centre list', () => {
  it('groups the parts by center_id (ascending, joined by commas)', () => {
    const groups = groupByCentre(LIST);
    expect(groups.map((g) => [g.center_id, g.partnos.join(', '), g.voter_count, g.voters_reached])).toEqual([
      [10, '1, 2, 3', 3000, 200],
      [11, '2', 1000, 100],
    ]);
  });

  it('shows one row per centre, a map pin popup and an edit link', async () => {
    renderPage(<VotingCentreListPage />, { auth: ADMIN_SESSION, path: '/voting-center-location' });
    const table = await screen.findByTestId('voting-centre-list');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(server.calls(`GET ${VP}/voting-location-list`)[0].query.get('acno')).toBe('38');
    const row = within(table).getByText('Centre 10').closest('tr')!;
    expect(row.querySelector('td[data-column="parts"]')).toHaveTextContent('1, 2, 3');
    expect(row.querySelector('td[data-column="reached"]')).toHaveTextContent('200 (6.67%)');
    expect(within(row).getByRole('link', { name: 'Edit Centre 10' })).toHaveAttribute('href', '/edit-voting-center/10');
    // a centre without a point has no pin to show
    const noPoint = within(table).getByText('Centre 11').closest('tr')!;
    expect(within(noPoint).getByRole('button', { name: 'Show Centre 11 on the map' })).toBeDisabled();

    fireEvent.click(within(row).getByRole('button', { name: 'Show Centre 10 on the map' }));
    const map = await screen.findByTestId('voting-centre-map');
    expect(map).toHaveStyle({ height: '400px' });
    expect(map).toHaveAttribute('data-markers', '1');
    expect(document.querySelector('.modal-box')).toHaveTextContent('Parts: 1, 2, 3');
  });

  it('loads nothing without a default constituency', async () => {
    renderPage(<VotingCentreListPage />, { auth: { ...ADMIN_SESSION, defaultacno: null }, path: '/voting-center-location' });
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(server.calls(`GET ${VP}/voting-location-list`)).toHaveLength(0);
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('defaultacno'));
  });
});

describe('edit voting centre', () => {
  it('builds the update body only with acno, centre and a point', () => {
    expect(updateBody(10, 38, { lat: 20.94, lng: 77.76 })).toEqual({
      id: 10,
      acno: 38,
      voting_center_location: { type: 'Point', coordinates: [77.76, 20.94] },
    });
    expect(updateBody(null, 38, { lat: 20.94, lng: 77.76 })).toBeNull();
    expect(updateBody(10, null, { lat: 20.94, lng: 77.76 })).toBeNull();
    expect(updateBody(10, 38, null)).toBeNull();
    expect(updateBody(10, 38, { lat: NaN, lng: 77 })).toBeNull();
  });

  it('sends PUT voting-location-update with the marker point, then returns to the list', async () => {
    renderPage(<EditVotingCentrePage />, { auth: ADMIN_SESSION, path: '/edit-voting-center/:center_id', url: '/edit-voting-center/10' });
    expect(await screen.findByText('Z.P. School')).toBeInTheDocument();
    const q = server.calls(`GET ${VP}/voting-location-edit`)[0].query;
    expect([q.get('id'), q.get('acno')]).toEqual(['10', '38']);
    // the stored point is where the draggable marker starts
    expect(screen.getByTestId('centre-map-coords')).toHaveTextContent('20.940000, 77.760000');
    expect(document.querySelector('.leaflet-marker-draggable')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await sentBody(server, `PUT ${VP}/voting-location-update`)).toEqual({
      id: 10,
      acno: 38,
      voting_center_location: { type: 'Point', coordinates: [77.76, 20.94] },
    });
    await waitFor(() => expect(Swal.getHtmlContainer()?.textContent).toBe('Details updated successfully!'));
    await act(async () => Swal.clickConfirm());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/voting-center-location'));
  });

  it('a point picked on the map replaces the stored one', async () => {
    renderPage(<EditVotingCentrePage />, { auth: ADMIN_SESSION, path: '/edit-voting-center/:center_id', url: '/edit-voting-center/11' });
    expect(await screen.findByText('Z.P. School')).toBeInTheDocument();
    const container = document.querySelector('.leaflet-container') as HTMLElement;
    // a click on the map (Leaflet turns the pixel into a latitude and longitude)
    fireEvent.click(container, { clientX: 120, clientY: 80 });
    await waitFor(() => expect(screen.getByTestId('centre-map-coords')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(server.calls(`PUT ${VP}/voting-location-update`)).toHaveLength(1));
    const sent = server.calls(`PUT ${VP}/voting-location-update`)[0].body as { id: number; acno: number; voting_center_location: { coordinates: number[] } };
    expect([sent.id, sent.acno]).toEqual([11, 38]);
    const [lng, lat] = sent.voting_center_location.coordinates;
    // near the default centre (20.9319821, 77.7523039 at zoom 12), and the coordinates shown
    expect(Math.abs(lat - 20.9319821)).toBeLessThan(0.2);
    expect(Math.abs(lng - 77.7523039)).toBeLessThan(0.2);
    expect(screen.getByTestId('centre-map-coords')).toHaveTextContent(`${lat.toFixed(6)}, ${lng.toFixed(6)}`);
  });

  it('sends nothing while the centre has no point', async () => {
    renderPage(<EditVotingCentrePage />, { auth: ADMIN_SESSION, path: '/edit-voting-center/:center_id', url: '/edit-voting-center/11' });
    expect(await screen.findByText('Z.P. School')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Choose a point on the map.')).toBeInTheDocument();
    expect(server.calls(`PUT ${VP}/voting-location-update`)).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/edit-voting-center/11');
  });
});
