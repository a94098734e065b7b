import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import DashboardPage from './DashboardPage';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, SUPER_SESSION, renderPage } from '../../test/renderPage';
import { MAP_CONFIG_ROUTE } from '../../test/queries';

const BASE = '/api/v1/admin/5';

const summary = {
  voter_count: 312456,
  voter_info_count: 1234,
  office_count: 17,
  user_count: 42,
  upcoming_events: [{ id: 1, event_name: 'Rally at Rajkamal Chowk', event_start: '2026-12-01T04:30:00Z', event_end: '2026-12-01T08:30:00Z' }],
  upcoming_tasks: [
    {
      id: 9,
      task_name: 'Door to door, ward 4',
      task_description: 'Cover ward 4',
      status: 0,
      status_percentage: 0,
      start_date_time: '2026-12-02T04:30:00Z',
      end_date_time: '2026-12-02T10:30:00Z',
      assignedTeam: { name: 'Team North' },
      assignedUser: null,
    },
  ],
};

// voters_reached chosen so that the top and least orders are unambiguous.
const kendras = [
  { ac_no: 38, partno: 1, vcenter: 'ZP School Badnera', voter_count: 1000, voters_reached: 500 },
  { ac_no: 38, partno: 2, vcenter: 'Town Hall', vcenter_v1: 'टाउन हॉल', voter_count: 800, voters_reached: 20 },
  { ac_no: 38, partno: 3, vcenter: 'Municipal School 3', voter_count: 900, voters_reached: 900 },
  { ac_no: 38, partno: 4, vcenter: 'Library', voter_count: 0, voters_reached: 0 },
  { ac_no: 38, partno: 5, vcenter: 'Gram Panchayat Office', voter_count: 1200, voters_reached: 300 },
  { ac_no: 38, partno: 6, vcenter: 'Primary School 6', voter_count: 600, voters_reached: 100 },
  { ac_no: 38, partno: 7, vcenter: 'Community Hall', voter_count: 3, voters_reached: 1 },
];

const locations = [
  {
    acno: 38,
    partno: 1,
    vcenter: 'ZP School Badnera',
    section: 'A',
    total_voter_info: 4,
    voting_center_location: { type: 'Point', coordinates: [77.7523, 20.9319] },
  },
  { acno: 38, partno: 2, vcenter: 'Town Hall', section: 'B', total_voter_info: 2, voting_center_location: { type: 'Point', coordinates: [77.9, 21.05] } },
  {
    acno: 38,
    partno: 3,
    vcenter: 'Municipal School 3',
    section: 'C',
    total_voter_info: 0,
    voting_center_location: { type: 'Point', coordinates: [77.6, 20.8] },
  },
  // a few metres from part 1: the two must fold into one cluster of 2
  {
    acno: 38,
    partno: 5,
    vcenter: 'Gram Panchayat Office',
    section: 'E',
    total_voter_info: 1,
    voting_center_location: { type: 'Point', coordinates: [77.75232, 20.93191] },
  },
  { acno: 38, partno: 4, vcenter: 'No location', section: 'D', total_voter_info: 0, voting_center_location: null },
];

const task = (i: number) => ({
  id: i,
  task_name: `Task ${i}`,
  task_description: `Description ${i}`,
  status: i % 7,
  status_percentage: i * 10,
  start_date_time: '2026-11-20T04:30:00Z',
  end_date_time: '2026-11-25T12:00:00Z',
  assignedTeam: i === 1 ? null : { name: `Team ${i}` },
  assignedUser: { f_name: 'Asha', l_name: `Patil ${i}` },
});

const POLL = { voters: 40, answers: 120, favourable: 66, neutral: 30, unfavourable: 24 };
const NO_POLL = { voters: 0, answers: 0, favourable: 0, neutral: 0, unfavourable: 0 };

function fullServer(poll = POLL): FakeServer {
  return installFakeServer({
    [`GET ${BASE}/dashboard-data`]: { body: summary },
    [`GET ${BASE}/dashboard-opinion-poll`]: { body: { poll } },
    [`GET ${BASE}/dashboard-new-voter-center-location`]: { body: locations },
    [`GET ${BASE}/matdan-kendra-list`]: { body: kendras },
    [`GET ${BASE}/tasks`]: { body: { tasks: Array.from({ length: 7 }, (_, i) => task(i + 1)) } },
    ...MAP_CONFIG_ROUTE,
  });
}

const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent));

// jsdom has no canvas. chart.js only needs a 2D context that accepts its calls, so a minimal
// stand-in answers every method with a no-op (measureText and gradients with a usable value).
function canvasContextStub(canvas: HTMLCanvasElement) {
  const known: Record<string, unknown> = {
    canvas,
    measureText: (t: string) => ({ width: t.length * 6, actualBoundingBoxAscent: 8, actualBoundingBoxDescent: 2 }),
    createLinearGradient: () => ({ addColorStop: () => {} }),
    getImageData: () => ({ data: new Uint8ClampedArray(4) }),
    getLineDash: () => [],
  };
  return new Proxy(known, {
    get: (target, prop: string) => (prop in target ? target[prop] : () => {}),
    set: (target, prop: string, value) => ((target[prop] = value), true),
  });
}
let drawn = 0;
beforeAll(() => {
  // jsdom has no ResizeObserver either; chart.js only registers one for responsiveness.
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // jsdom does no layout: give Leaflet's map container the size a browser would (800 x 400), so
  // the cluster group, which only shows markers inside the visible bounds, has bounds to use.
  const size = (prop: 'clientWidth' | 'clientHeight', px: number) => {
    // jsdom defines the sizes on Element: other elements keep its answer (0)
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop) ?? Object.getOwnPropertyDescriptor(Element.prototype, prop)!;
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('leaflet-container') ? px : original.get!.call(this);
      },
    });
  };
  size('clientWidth', 800);
  size('clientHeight', 400);
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    drawn += 1;
    return canvasContextStub(this) as never;
  });
});

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

describe('DashboardPage', () => {
  it('shows the four figures of /dashboard-data, asked with the default acno and the Bearer token', async () => {
    const server = fullServer();
    renderPage(<DashboardPage />, { auth: ADMIN_SESSION, path: '/dashboard' });
    await waitFor(() => expect(screen.getByTestId('stat-voters')).toHaveTextContent('312,456'));
    expect(screen.getByTestId('stat-voters')).toHaveTextContent('No of voters');
    expect(screen.getByTestId('stat-voters-info')).toHaveTextContent('Voters info1,234');
    expect(screen.getByTestId('stat-offices')).toHaveTextContent('Number of booths17');
    expect(screen.getByTestId('stat-users')).toHaveTextContent('Total users42');
    const [call] = server.calls(`GET ${BASE}/dashboard-data`);
    expect(call.query.get('acno')).toBe('38');
    expect(call.headers.get('authorization')).toBe('Bearer test-token');
    expect(server.calls(`GET ${BASE}/matdan-kendra-list`)[0].query.get('acno')).toBe('38');
    expect(server.calls(`GET ${BASE}/dashboard-new-voter-center-location`)[0].query.get('acno')).toBe('38');
    // upcoming lists
    expect(within(screen.getByTestId('upcoming-events')).getByText('Rally at Rajkamal Chowk')).toBeInTheDocument();
    expect(within(screen.getByTestId('upcoming-tasks')).getByText('Door to door, ward 4')).toBeInTheDocument();
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('labels the office figure Departments outside type 1 and shows no opinion poll there', async () => {
    fullServer();
    renderPage(<DashboardPage />, { auth: { ...ADMIN_SESSION, installation_type: 2 }, path: '/dashboard' });
    await waitFor(() => expect(screen.getByTestId('stat-offices')).toHaveTextContent('Departments17'));
    expect(screen.queryByTestId('opinion-poll')).toBeNull();
  });

  it('shows the opinion poll of the constituency’s survey answers for type 1', async () => {
    const server = fullServer();
    renderPage(<DashboardPage />, { auth: ADMIN_SESSION, path: '/dashboard' });
    const card = screen.getByTestId('opinion-poll');
    expect(card).toHaveTextContent('Opinion poll');
    await waitFor(() => expect(card).toHaveTextContent('Share of 120 survey answers from 40 voters of this constituency'));
    expect(server.calls(`GET ${BASE}/dashboard-opinion-poll`)[0].query.get('acno')).toBe('38');
    // chart.js draws on a canvas; jsdom has none, so only the chart's own container is checked.
    expect(await within(card).findByTestId('opinion-poll-chart')).toBeInTheDocument();
    expect(card.querySelector('canvas')).not.toBeNull();
    await waitFor(() => expect(drawn).toBeGreaterThan(0));
  });

  it('says so instead of drawing a poll when no voter has answered a survey', async () => {
    fullServer(NO_POLL);
    renderPage(<DashboardPage />, { auth: ADMIN_SESSION, path: '/dashboard' });
    const card = screen.getByTestId('opinion-poll');
    await waitFor(() => expect(card).toHaveTextContent('No survey answers in this constituency yet'));
    expect(within(card).queryByTestId('opinion-poll-chart')).toBeNull();
  });

  it('falls back to zeros and empty lists when the loads fail, and only logs', async () => {
    const server = installFakeServer({
      [`GET ${BASE}/dashboard-data`]: { status: 500, body: { msg: 'boom' } },
      [`GET ${BASE}/dashboard-new-voter-center-location`]: { status: 500, body: { msg: 'boom' } },
      [`GET ${BASE}/matdan-kendra-list`]: { status: 500, body: { msg: 'boom' } },
      [`GET ${BASE}/tasks`]: { status: 500, body: { msg: 'boom' } },
    });
    renderPage(<DashboardPage />, { auth: ADMIN_SESSION, path: '/dashboard' });
    await waitFor(() => expect(server.calls(`GET ${BASE}/tasks`)).toHaveLength(1));
    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('dashboardData'), expect.anything()));
    await waitFor(() => expect(screen.getByTestId('task-card')).toHaveTextContent('No tasks yet'));
    for (const id of ['stat-voters', 'stat-voters-info', 'stat-offices', 'stat-users']) {
      expect(screen.getByTestId(id).querySelector('.stat-value')).toHaveTextContent(/^0$/);
    }
    expect(screen.getByTestId('top-centres')).toHaveTextContent('No voting centres to show');
    expect(screen.getByTestId('least-centres')).toHaveTextContent('No voting centres to show');
    expect(screen.getByTestId('upcoming-events')).toHaveTextContent('No upcoming events');
    expect(await screen.findByTestId('voting-centre-map')).toHaveAttribute('data-markers', '0');
    // no dialog, nothing thrown: the failure is only logged
    expect(document.querySelector('.swal2-container')).toBeNull();
  });

  it("asks for none of a constituency's figures without a default acno", async () => {
    const server = fullServer();
    renderPage(<DashboardPage />, { auth: { ...ADMIN_SESSION, defaultacno: null }, path: '/dashboard' });
    await waitFor(() => expect(server.calls(`GET ${BASE}/tasks`)).toHaveLength(1));
    for (const path of ['dashboard-data', 'matdan-kendra-list', 'dashboard-new-voter-center-location'])
      expect(server.calls(`GET ${BASE}/${path}`)).toHaveLength(0);
    expect(screen.getByTestId('stat-users').querySelector('.stat-value')).toHaveTextContent(/^0$/);
  });

  it('gives the super administrator organisation counts and makes no organisation call', async () => {
    const server = installFakeServer({
      'GET /api/v1/admin/1/super-admin/dashboard': {
        body: {
          organisations: 12,
          recent: 3,
          users: 140,
          voters: 250000,
          by_installation_type: [
            { installation_type: 1, count: 9 },
            { installation_type: 2, count: 3 },
          ],
        },
      },
    });
    renderPage(<DashboardPage />, { auth: SUPER_SESSION, path: '/dashboard' });
    await waitFor(() => expect(screen.getByTestId('stat-organisations')).toHaveTextContent('12'));
    expect(screen.getByTestId('stat-recent')).toHaveTextContent('3');
    expect(screen.getByTestId('super-admin-dashboard')).toHaveTextContent('Loksevak9');
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v1/admin/1/super-admin/dashboard']);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('lists the top 5 and least 5 voting centres by voters reached, with percentages', async () => {
    fullServer();
    renderPage(<DashboardPage />, { auth: ADMIN_SESSION, path: '/dashboard' });
    await waitFor(() => expect(rowsOf('top-centres')).toHaveLength(5));
    expect(
      within(screen.getByTestId('top-centres'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['AC No', 'Part No', 'Voting Center', 'Voter Count', 'Voters Reached', 'Percentage']);
    expect(rowsOf('top-centres')).toEqual([
      ['38', '3', 'Municipal School 3', '900', '900', '100.00%'],
      ['38', '1', 'ZP School Badnera', '1,000', '500', '50.00%'],
      ['38', '5', 'Gram Panchayat Office', '1,200', '300', '25.00%'],
      ['38', '6', 'Primary School 6', '600', '100', '16.67%'],
      ['38', '2', 'Town Hall', '800', '20', '2.50%'],
    ]);
    expect(rowsOf('least-centres').map((r) => [r[1], r[5]])).toEqual([
      ['4', '0.00%'],
      ['7', '33.33%'],
      ['2', '2.50%'],
      ['6', '16.67%'],
      ['5', '25.00%'],
    ]);
  });

  it('pages the task card 5 a page with Previous and Next', async () => {
    fullServer();
    renderPage(<DashboardPage />, { auth: ADMIN_SESSION, path: '/dashboard' });
    await waitFor(() => expect(rowsOf('task-card')).toHaveLength(5));
    const card = within(screen.getByTestId('task-card'));
    expect(card.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Task name',
      'Description',
      'Event',
      'Status %',
      'Assigned user',
      'Status',
      'Deadline',
    ]);
    const first = rowsOf('task-card')[0];
    expect(first.slice(0, 6)).toEqual(['Task 1', 'Description 1', 'N/A', '10%', 'Asha Patil 1', 'Accept']);
    // 12:00 UTC is 17:30 in Asia/Kolkata
    expect(first[6]).toMatch(/25 Nov 2026.*5:30\s?pm/i);
    expect(rowsOf('task-card')[1].slice(2, 6)).toEqual(['Team 2', '20%', 'Asha Patil 2', 'Work In Progress']);
    const prev = card.getByRole('button', { name: 'Previous' });
    const next = card.getByRole('button', { name: 'Next' });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();
    fireEvent.click(next);
    expect(rowsOf('task-card').map((r) => r[0])).toEqual(['Task 6', 'Task 7']);
    expect(rowsOf('task-card').map((r) => r[5])).toEqual(['Cancelled By Admin', 'Pending']);
    expect(next).toBeDisabled();
    expect(prev).toBeEnabled();
    fireEvent.click(prev);
    expect(rowsOf('task-card')[0][0]).toBe('Task 1');
  });

  it('puts one marker per located voting centre on the map, clustered', async () => {
    fullServer();
    const { container } = renderPage(<DashboardPage />, { auth: ADMIN_SESSION, path: '/dashboard' });
    await waitFor(() => expect(screen.getByTestId('voting-centre-map')).toHaveAttribute('data-markers', '4'));
    expect(container.querySelector('.leaflet-container')).not.toBeNull();
    // the cluster group flushes its markers in a microtask
    await act(async () => {
      await Promise.resolve();
    });
    await waitFor(() => expect(container.querySelectorAll('.marker-cluster')).toHaveLength(1));
    // the two neighbours form one cluster of 2; the two distant centres stay single markers
    expect(container.querySelector('.marker-cluster')).toHaveTextContent(/^2$/);
    const titles = Array.from(container.querySelectorAll('img.leaflet-marker-icon')).map((m) => m.getAttribute('title'));
    expect(titles.sort()).toEqual(['Municipal School 3', 'Town Hall']);
  });

  it('shows the page in Marathi', async () => {
    fullServer();
    renderPage(<DashboardPage />, { auth: ADMIN_SESSION, path: '/dashboard', locale: 'mr' });
    expect(await screen.findByText('मतदारांची संख्या')).toBeInTheDocument();
    expect(screen.getByText('सर्वोच्च 5 मतदान केंद्रे')).toBeInTheDocument();
    // the roll's Devanagari name where it has one, the English one otherwise
    await waitFor(() => expect(within(screen.getByTestId('least-centres')).getByText('टाउन हॉल')).toBeInTheDocument());
    expect(within(screen.getByTestId('least-centres')).getByText('Library')).toBeInTheDocument();
  });
});
