// The removed electors' list keeps its part, term and page in the address: a link opens them, and
// what is typed lands there (and in the query) once typing rests.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import RemovedVotersPage from './RemovedVotersPage';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, renderPage } from '../../test/renderPage';

const ROUTE = 'GET /api/v1/admin/5/removed-voters';
const removed = (id: number) => ({
  id,
  partno: 12,
  slnoinpart: id,
  fm_name_en: `Voter ${id}`,
  lastname_en: 'Patil',
  fm_name_v1: null,
  lastname_v1: null,
  epic_no: `ABC${id}`,
  removed_at: '2026-11-20T06:15:00Z',
});

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer({
    [ROUTE]: (r) => {
      const page = Number(r.query.get('page'));
      return { body: { rows: [removed(page * 10 - 9)], total: 25, page, pageSize: 10 } };
    },
  });
});
const asked = () => server.calls(ROUTE).map((r) => Object.fromEntries(r.query));
const address = () => screen.getByTestId('location').dataset.search;

describe('removed voters', () => {
  it('opens the part, term and page a link names', async () => {
    renderPage(<RemovedVotersPage />, { auth: ADMIN_SESSION, path: '/removed-voters', url: '/removed-voters?part=12&q=patil&page=2' });
    expect(await screen.findByText('Voter 11 Patil')).toBeInTheDocument();
    expect(asked()).toEqual([{ page: '2', partno: '12', term: 'patil' }]);
    expect((screen.getByLabelText('Part No') as HTMLInputElement).value).toBe('12');
  });

  it('puts a typed part and term in the address once typing rests, from page 1, and ignores a part the server would refuse', async () => {
    renderPage(<RemovedVotersPage />, { auth: ADMIN_SESSION, path: '/removed-voters', url: '/removed-voters?part=0&page=2' });
    await screen.findByText('Voter 11 Patil');
    expect(asked()).toEqual([{ page: '2' }]);
    fireEvent.change(screen.getByLabelText('Part No'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Part No'), { target: { value: '13' } });
    await waitFor(() => expect(address()).toBe('?part=13'));
    expect(asked().at(-1)).toEqual({ page: '1', partno: '13' });
    expect(asked()).not.toContainEqual({ page: '1', partno: '1' });
  });
});
