// The audit log against a fake server: a change shown with its values before and after in India
// time, names of actions and entities translated, and the filters sent to the server and kept in
// the address.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditPage } from '../../../shared/api/audit';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, openPage } from '../../test/renderPage';
import { expectTexts, field } from '../../test/queries';
import { AuditLogPage } from './pages';

const BASE = '/api/v1/admin/5';
const PAGE: AuditPage = {
  rows: [
    {
      id: 41,
      at: '2026-11-20T06:15:00Z',
      user_id: 11,
      user: { f_name: 'Sunil', l_name: 'Patil' },
      action: 'update',
      entity: 'religions',
      entity_id: '3',
      changed: { name: 'Jain Shwetambar' },
      previous: { name: 'Jain' },
    },
    {
      id: 40,
      at: '2026-11-19T04:00:00Z',
      user_id: 11,
      user: { f_name: 'Sunil', l_name: 'Patil' },
      action: 'update',
      entity: 'surveys',
      entity_id: '7',
      changed: { start_date: '2026-12-01', updated_at: '2026-11-19 04:10:00+00' },
      previous: { start_date: '2026-11-28', updated_at: '2026-11-18T12:30:00.000Z' },
    },
    {
      id: 39,
      at: '2026-11-18T04:00:00Z',
      user_id: 11,
      user: { f_name: 'Sunil', l_name: 'Patil' },
      action: 'update',
      entity: 'offices',
      entity_id: '5',
      changed: {
        location: { type: 'Point', coordinates: [77.7597, 20.9142] },
        secondary_incharge: null,
        office_id: [2, 3],
      },
      previous: {
        location: { type: 'Point', coordinates: [77.75, 20.91] },
        secondary_incharge: 12,
        office_id: [],
      },
    },
    {
      id: 38,
      at: '2026-11-18T03:00:00Z',
      user_id: 11,
      user: { f_name: 'Sunil', l_name: 'Patil' },
      action: 'update',
      entity: 'tasks',
      entity_id: '9',
      changed: {
        status: 1,
        area: {
          type: 'Polygon',
          coordinates: [
            [
              [77.7, 20.9],
              [77.8, 20.9],
              [77.8, 21],
              [77.7, 21],
              [77.7, 20.9],
            ],
          ],
        },
        do_not_contact: true,
      },
      previous: { status: 0, area: null, do_not_contact: false },
    },
  ],
  total: 4,
  page: 1,
  pageSize: 10,
  entities: ['religions', 'sessions'],
};

describe('audit log', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = installFakeServer({
      [`GET ${BASE}/audit-log`]: { body: PAGE },
      [`GET ${BASE}/users-list`]: { body: { users: [{ id: 11, f_name: 'Sunil', l_name: 'Patil' }] } },
    });
  });

  it('shows places, codes and yes/no in Marathi', async () => {
    openPage(<AuditLogPage />, { auth: ADMIN_SESSION, path: '/audit-log', locale: 'mr' });
    await screen.findByText('बिंदू 20.91420, 77.75970');
    expect(screen.getByText('4 कोपऱ्यांचे क्षेत्र')).toBeInTheDocument();
    expect(screen.getByText('होय')).toBeInTheDocument();
  });

  it('shows who changed what and when, before and after, and sends the filters', async () => {
    const { user } = openPage(<AuditLogPage />, { auth: ADMIN_SESSION, path: '/audit-log' });
    const row = (await screen.findByText('Jain Shwetambar')).closest('tr')!;
    expectTexts(row, ['20 Nov 2026, 11:45 am', 'Sunil Patil', 'Changed', 'Religion #3', 'Jain', 'Name']);
    expect(within(row).getByText('Jain').tagName).toBe('DEL');
    // dates in a change read as every other date of the console, and the survey is named
    const survey = screen.getByText('Survey #7').closest('tr')!;
    expectTexts(survey, ['Start date', '28 Nov 2026', '1 Dec 2026', 'Updated at', '18 Nov 2026, 06:00 pm', '19 Nov 2026, 09:40 am']);
    // places as coordinates (latitude first), lists joined, codes and yes/no in words: no raw JSON
    const office = screen.getByText('Office #5').closest('tr')!;
    expectTexts(office, ['Point at 20.91000, 77.75000', 'Point at 20.91420, 77.75970', '2, 3']);
    const task = screen.getByText('Task #9').closest('tr')!;
    expectTexts(task, ['Pending', 'Accept', 'An area of 4 corners', 'No', 'Yes']);
    expect(screen.queryByText(/"type"|coordinates/)).toBeNull();
    // a field by its name in the page's language, not its column
    expect(within(survey).queryByText(/start_date|updated_at/)).toBeNull();
    await waitFor(() =>
      expect(
        within(field(/^What/))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Everything', 'Religion', 'Session']),
    );
    await user.selectOptions(field(/^What/), 'religions');
    await waitFor(() => expect(within(field(/^Who/)).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(field(/^Who/), '11');
    await waitFor(() => {
      const last = server.requests.filter((r) => r.path === `${BASE}/audit-log`).at(-1)!;
      expect([last.query.get('entity'), last.query.get('user_id'), last.query.get('page')]).toEqual(['religions', '11', '1']);
    });
    expect(screen.getByTestId('location').dataset.search).toBe('?user=11&entity=religions');
  });

  it('opens the filters and page its address names, leaving out what the server would refuse', async () => {
    openPage(<AuditLogPage />, { auth: ADMIN_SESSION, path: '/audit-log', url: '/audit-log?user=abc&entity=Religions!&from=2026-11-01&to=2026-02-31&page=2' });
    await screen.findByText('Jain Shwetambar');
    const asked = server.requests.filter((r) => r.path === `${BASE}/audit-log`)[0];
    expect(Object.fromEntries(asked.query)).toEqual({ page: '2', from: '2026-11-01' });
    expect((field(/^From/) as HTMLInputElement).value).toBe('2026-11-01');
    // a day typed lands in the address once typing rests, at page 1, and the unknown values go
    fireEvent.change(field(/^To/), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(screen.getByTestId('location').dataset.search).toBe('?from=2026-11-01&to=2026-11-30'));
  });
});
