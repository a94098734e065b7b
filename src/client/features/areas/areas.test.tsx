// The area screens against the fake server, with the real leaflet-draw tool driven through the
// DOM (jsdom has no layout, so container points map to fixed positions around the centre).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EditAreaPage } from './pages';
import Swal from 'sweetalert2';
import AreaPage from './AreaPage';
import { cornerCount, ringOf, toPolygon } from './geometry';
import { installFakeServer, type FakeHandler } from '../../test/fakeServer';
import { ADMIN_SESSION, openPage } from '../../test/renderPage';
import type { Position } from '../../../shared/geo';
import { swalTitle, swalText, sentBody, mapRoutes } from '../../test/queries';

const BASE = '/api/v1/admin/5';
const CONFIG = { googleMapsKey: null, tileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png' };

afterEach(() => Swal.close());

const confirmSwal = () => act(async () => Swal.clickConfirm());

/** Draws with the real leaflet-draw polygon tool: mouse down/up at container points, then Finish. */
async function draw(points: Array<[number, number]>) {
  const map = screen.getByTestId('area-boundary-map');
  fireEvent.click(map.querySelector('.leaflet-draw-draw-polygon') as HTMLElement);
  const marker = map.querySelector('.leaflet-mouse-marker') as HTMLElement;
  for (const [x, y] of points) {
    fireEvent.mouseDown(marker, { clientX: x, clientY: y, button: 0 });
    fireEvent.mouseUp(marker, { clientX: x, clientY: y, button: 0 });
    // leaflet-draw ignores a click that follows the previous one within 50 ms
    await act(() => new Promise((r) => setTimeout(r, 70)));
  }
  // the first action of the polygon tool is Finish (its text follows the page's language)
  const finish = map.querySelector('.leaflet-draw-actions li:first-child a');
  if (finish) fireEvent.click(finish);
}

function areaServer(extra: Record<string, FakeHandler> = {}) {
  const rows: Array<Record<string, unknown>> = [];
  const server = installFakeServer({
    ...mapRoutes(BASE),
    [`GET ${BASE}/area`]: () => ({ body: { area: rows } }),
    [`POST ${BASE}/area/add`]: (req) => {
      rows.push({ id: rows.length + 1, status: true, ...(req.body as object) });
      return { status: 201, body: { msg: 'Area added successfully!', area: rows[rows.length - 1] } };
    },
    ...extra,
  });
  return { server, rows };
}

describe('geometry helpers', () => {
  it('closes the ring and counts corners without the closing repeat', () => {
    const ring: Position[] = [
      [77.75, 20.93],
      [77.76, 20.93],
      [77.76, 20.94],
    ];
    expect(toPolygon(ring)).toEqual({ type: 'Polygon', coordinates: [[...ring, ring[0]]] });
    expect(toPolygon([...ring, ring[0]]).coordinates[0]).toHaveLength(4);
    expect(cornerCount([...ring, ring[0]])).toBe(3);
    expect(cornerCount([ring[0], ring[1], ring[1]])).toBe(2);
    // a list may carry {lat, lng} points (entities)
    expect(ringOf([{ lat: 20.93, lng: 77.75 }] as never)).toEqual([[77.75, 20.93]]);
  });
});

describe('area form (/area)', () => {
  it('requires the location name, and says "Please select area with polygon." under 3 points without sending anything', async () => {
    const { server } = areaServer();
    const { user } = openPage(<AreaPage />, { auth: ADMIN_SESSION, path: '/area' });
    const add = screen.getByRole('button', { name: 'Add Location' });
    await user.click(add);
    await waitFor(() => expect(screen.getByText('Name is required.')).toBeInTheDocument());
    expect(swalTitle()).toBeUndefined();

    await user.type(screen.getByLabelText(/Location name/), 'Rajapeth');
    // two corners: leaflet-draw cannot finish a polygon, so there is none
    await draw([
      [10, 10],
      [80, 10],
    ]);
    await user.click(add);
    await waitFor(() => expect(swalTitle()).toBe('Error'));
    expect(swalText()).toBe('Please select area with polygon.');
    expect(server.calls(`POST ${BASE}/area/add`)).toHaveLength(0);
  });

  it('sends the drawn ring closed as [lng, lat] with the voting-centre point, says so and refreshes the list', async () => {
    const { server } = areaServer();
    const { user } = openPage(<AreaPage />, { auth: ADMIN_SESSION, path: '/area' });
    await screen.findByText('No areas yet');
    await user.type(screen.getByLabelText(/Location name/), '  Rajapeth  ');
    await draw([
      [10, 10],
      [90, 10],
      [90, 70],
      [10, 70],
    ]);
    await waitFor(() => expect(screen.getByTestId('area-corners')).toHaveTextContent('4 corners drawn'));

    // the voting centre: a gazetteer pick puts the marker there
    await user.type(screen.getByRole('combobox', { name: 'Search the voting centre' }), 'Raja');
    await user.click(await screen.findByRole('option'));
    expect(screen.getByTestId('area-centre-map-coords')).toHaveTextContent('20.921100, 77.761200');

    await user.click(screen.getByRole('button', { name: 'Add Location' }));
    await waitFor(() => expect(server.calls(`POST ${BASE}/area/add`)).toHaveLength(1));
    const body = server.calls(`POST ${BASE}/area/add`)[0].body as {
      name: string;
      area: { type: string; coordinates: Position[][] };
      voting_center_location: unknown;
    };
    expect(body.name).toBe('Rajapeth');
    expect(body.area.type).toBe('Polygon');
    const ring = body.area.coordinates[0];
    expect(ring).toHaveLength(5);
    expect(ring[4]).toEqual(ring[0]);
    // [lng, lat]: around the area map's default centre (20.93 N, 77.75 E)
    for (const [lng, lat] of ring) {
      expect(lng).toBeGreaterThan(77.6);
      expect(lng).toBeLessThan(77.9);
      expect(lat).toBeGreaterThan(20.8);
      expect(lat).toBeLessThan(21.1);
    }
    // container y grows downwards: the first two corners (y 10) lie north of the last two (y 70)
    expect(ring[0][1]).toBeGreaterThan(ring[3][1]);
    expect(ring[1][0]).toBeGreaterThan(ring[0][0]);
    expect(body.voting_center_location).toEqual({ type: 'Point', coordinates: [77.7612, 20.9211] });

    await waitFor(() => expect(swalTitle()).toBe('Success'));
    expect(swalText()).toBe('Area added successfully!');
    // the list refreshed through tag invalidation, and the form is empty again
    const list = screen.getByTestId('area-list');
    await waitFor(() => expect(within(list).getByText('Rajapeth')).toBeInTheDocument());
    expect(server.calls(`GET ${BASE}/area`).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText(/Location name/)).toHaveValue('');
    expect(screen.getByTestId('area-corners')).not.toHaveTextContent('corners drawn');
  });

  it('shows the server errors[] next to their fields', async () => {
    const { server } = areaServer({
      [`POST ${BASE}/area/add`]: () => ({
        status: 409,
        body: { msg: 'dup', errors: [{ code: 'name', message: 'This name already exists.', key: 'validation.duplicate' }] },
      }),
    });
    const { user } = openPage(<AreaPage />, { auth: ADMIN_SESSION, path: '/area', locale: 'hi' });
    await user.type(screen.getByLabelText(/स्थान का नाम/), 'Rajapeth');
    await draw([
      [10, 10],
      [90, 10],
      [50, 70],
    ]);
    await user.click(screen.getByRole('button', { name: 'स्थान जोड़ें' }));
    await waitFor(() => expect(server.calls(`POST ${BASE}/area/add`)).toHaveLength(1));
    const name = screen.getByLabelText(/स्थान का नाम/);
    await waitFor(() => expect(document.getElementById(name.getAttribute('aria-describedby')!)).toHaveTextContent('यह नाम पहले से मौजूद है।'));

    server.on(`POST ${BASE}/area/add`, {
      status: 400,
      body: { msg: 'bad', errors: [{ code: 'area', message: "The area's outline crosses itself.", key: 'validation.areaSelfCrossing' }] },
    });
    await user.click(screen.getByRole('button', { name: 'स्थान जोड़ें' }));
    await waitFor(() => expect(screen.getByText('क्षेत्र की सीमा स्वयं को काटती है।')).toBeInTheDocument());
    expect(server.calls(`POST ${BASE}/area/add`)).toHaveLength(2);
  });
});

describe('area list', () => {
  const many = Array.from({ length: 11 }, (_, i) => ({
    id: i + 1,
    name: `Ward ${i + 1}`,
    status: true,
    area: null,
    voting_center_location: i === 0 ? { type: 'Point', coordinates: [77.7612, 20.9211] } : null,
  }));

  it('pages "1 / 2", toggles the status through PUT /area/status/{id}, and deletes after confirmation with a refreshed list', async () => {
    const rows = many.map((r) => ({ ...r }));
    const server = installFakeServer({
      'GET /api/v1/admin/public/config': { body: CONFIG },
      [`GET ${BASE}/area`]: () => ({ body: { area: rows.filter((r) => !(r as { gone?: boolean }).gone) } }),
      [`PUT ${BASE}/area/status/1`]: (req) => {
        rows[0].status = (req.body as { status: boolean }).status;
        return { body: { msg: 'ok' } };
      },
      [`PUT ${BASE}/area/delete/2`]: () => {
        (rows[1] as { gone?: boolean }).gone = true;
        return { body: { msg: 'ok', id: 2 } };
      },
    });
    const { user } = openPage(<AreaPage />, { auth: ADMIN_SESSION, path: '/area' });
    const list = screen.getByTestId('area-list');
    await within(list).findByText('Ward 1');
    expect(within(list).getByText('1 / 2')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(list).getByText('20.92110, 77.76120')).toBeInTheDocument();

    const toggle = within(list).getByRole('switch', { name: 'Ward 1 active' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await sentBody(server, `PUT ${BASE}/area/status/1`)).toEqual({ status: false });
    await waitFor(() => expect(within(list).getByRole('switch', { name: 'Ward 1 active' })).not.toBeChecked());

    expect(within(list).getByRole('link', { name: 'Edit Ward 2' })).toHaveAttribute('href', '/edit-area/2');
    await user.click(within(list).getByRole('button', { name: 'Delete Ward 2' }));
    await waitFor(() => expect(swalTitle()).toBe('Are you sure?'));
    expect(swalText()).toBe("You won't be able to revert this!");
    await confirmSwal();
    await waitFor(() => expect(server.calls(`PUT ${BASE}/area/delete/2`)).toHaveLength(1));
    await waitFor(() => expect(swalTitle()).toBe('Deleted!'));
    expect(swalText()).toBe('The Area has been deleted.');
    await waitFor(() => expect(within(list).queryByText('Ward 2')).toBeNull());
    // ten rows left: one page
    expect(within(list).getByText('1 / 1')).toBeInTheDocument();
  });
});

describe('area edit (/edit-area/{id})', () => {
  it('fills the form, closes a stored open ring on save, says "Update Location" and goes back to /area', async () => {
    const open: Position[] = [
      [77.75, 20.93],
      [77.76, 20.93],
      [77.76, 20.94],
      [77.75, 20.94],
    ];
    const server = installFakeServer({
      'GET /api/v1/admin/public/config': { body: CONFIG },
      [`GET ${BASE}/area/edit/7`]: {
        body: {
          area: {
            id: 7,
            name: 'Badnera',
            status: true,
            area: { type: 'Polygon', coordinates: [open] },
            voting_center_location: { type: 'Point', coordinates: [77.755, 20.935] },
          },
        },
      },
      [`PUT ${BASE}/area/update`]: { body: { msg: 'Area updated successfully!' } },
    });
    const { user } = openPage(<EditAreaPage />, { auth: ADMIN_SESSION, path: '/edit-area/:id', url: '/edit-area/7' });
    const name = await screen.findByLabelText(/Location name/);
    expect(name).toHaveValue('Badnera');
    expect(screen.getByTestId('area-corners')).toHaveTextContent('4 corners drawn');
    expect(screen.getByTestId('area-centre-map-coords')).toHaveTextContent('20.935000, 77.755000');
    // the stored polygon is on the map, editable with leaflet-draw
    expect(screen.getByTestId('area-boundary-map').querySelectorAll('path.leaflet-interactive').length).toBe(1);

    await user.clear(name);
    await user.type(name, 'Badnera Road');
    await user.click(screen.getByRole('button', { name: 'Update Location' }));
    expect(await sentBody(server, `PUT ${BASE}/area/update`)).toEqual({
      id: 7,
      name: 'Badnera Road',
      area: { type: 'Polygon', coordinates: [[...open, open[0]]] },
      voting_center_location: { type: 'Point', coordinates: [77.755, 20.935] },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/area'));
    await waitFor(() => expect(swalText()).toBe('Area updated successfully!'));
  });
});
