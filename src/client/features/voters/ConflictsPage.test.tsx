// The office's list of what two workers set differently: both values with who set each and when,
// and keeping one sends the choice and reloads the list without that line.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ConflictsPage from './ConflictsPage';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, renderPage } from '../../test/renderPage';

const LIST = 'GET /api/v1/admin/5/voter-conflicts';
const SETTLE = 'POST /api/v1/admin/5/voter-conflicts/41/settle';
const line = {
  id: 41,
  voter_id: 9,
  acno: 38,
  partno: 12,
  slnoinpart: 4,
  name: 'Sunita Sharma',
  name_v1: null,
  field: 'align_with_party',
  previous: { value: 'yes', by: 7, by_name: 'Asha Patil', at: '2026-11-20T04:30:00.000Z' },
  value: { value: 'no', by: 8, by_name: 'Ravi More', at: '2026-11-20T10:30:00.000Z' },
};

let server: FakeServer;
let settled = false;
beforeEach(() => {
  settled = false;
  server = installFakeServer({
    [LIST]: () => ({ body: { conflicts: settled ? [] : [line], total: settled ? 0 : 1, page: 1, pageSize: 10 } }),
    [SETTLE]: () => {
      settled = true;
      return { body: { msg: "The value is kept on the voter's record.", key: 'conflict.settled' } };
    },
  });
});

describe('workers who disagreed', () => {
  it('shows both values with who set each and when, and keeps the one chosen', async () => {
    renderPage(<ConflictsPage />, { auth: ADMIN_SESSION, path: '/voter-conflicts' });
    const row = (await screen.findByText('Sunita Sharma (12/4)')).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[1]).toBe('With the party');
    expect(cells[2]).toMatch(/^Yes by Asha Patil, 20 Nov 2026, 10:00\sam Keep this$/);
    expect(cells[3]).toMatch(/^No by Ravi More, 20 Nov 2026, 04:00\spm Keep this$/);
    fireEvent.click(within(row).getAllByRole('button', { name: 'Keep this' })[0]);
    await waitFor(() => expect(server.calls(SETTLE).map((r) => r.body)).toEqual([{ keep: 'previous' }]));
    expect(await screen.findByText('No disagreements')).toBeInTheDocument();
  });
});
