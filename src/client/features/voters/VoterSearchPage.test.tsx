// Voter search (screens): tabs and their filters, the 3-character rule, server paging, the empty
// text, and the missing default constituency. The RTK Query endpoints run for real against a
// fake fetch.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import VoterSearchPage from './VoterSearchPage';
import { tabQuery, EMPTY_FILTERS, searchFromParams, searchParams } from './useVoterSearch';
import { installFakeServer, type FakeRequest, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, renderPage } from '../../test/renderPage';
import { VP, page, voter } from './testData';
import { INDIA_NOON, clockAt } from '../../test/clock';

// the contact buttons follow the contact hours: these tests run at noon in India
clockAt(INDIA_NOON);

const SEARCH = `GET ${VP}/search-acno-voters`;
const CENTRE = `GET ${VP}/search-vcenter-voters`;
const AREA = `GET ${VP}/search-section-voters`;

const q = (r: FakeRequest) => Object.fromEntries(r.query.entries());

let server: FakeServer;
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  const all = Array.from({ length: 25 }, (_, i) => voter(i + 1));
  server = installFakeServer({
    [`GET ${VP}/partno-list`]: {
      body: {
        partnolist: [
          { partno: 12, area_name: 'Badnera' },
          { partno: 13, area_name: 'Camp' },
        ],
      },
    },
    [`GET ${VP}/section-list`]: (r) => ({
      body: { sectionlist: [{ partno: Number(r.query.get('partno')), section_no: 1, section: 'Gandhi Nagar', section_v1: 'गांधी नगर' }] },
    }),
    [`GET ${VP}/vcenter-list`]: { body: { vcenterlist: [{ center_id: 7, vcenter: 'Z.P. School Badnera', vcenter_v1: null, partnos: [12, 13] }] } },
    [`GET ${VP}/area-wise-list`]: { body: { areawiselist: [{ ac_no: 38, partno: 13, location_name: 'Camp', center_id: 7, vcenter: 'Z.P. School Badnera' }] } },
    [SEARCH]: (r) => {
      const p = Number(r.query.get('page') ?? 1);
      const name = r.query.get('enfname');
      const rows = name ? all.filter((v) => v.name.toLowerCase().includes(name.toLowerCase()) || v.name_v1!.includes(name)) : all;
      return { body: page(rows.slice((p - 1) * 10, p * 10), { total: rows.length, page: p }) };
    },
    [CENTRE]: { body: page([voter(1)]) },
    [AREA]: { body: page([voter(2)]) },
  });
});
afterEach(() => errorSpy.mockRestore());

const open = () => renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
const rowNames = () =>
  within(screen.getByTestId('voter-results'))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => tr.querySelector('td[data-column="name"] .voter-name-primary')?.textContent);

describe('voter search', () => {
  it('loads the first page of the default constituency through the voter prefix', async () => {
    open();
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    const first = server.calls(SEARCH)[0];
    expect(q(first)).toEqual({ acno: '38', page: '1', pageSize: '10' });
    expect(first.headers.get('authorization')).toBe('Bearer test-token');
    expect(rowNames()[0]).toBe('Voter 1 Sharma');
    // the Devanagari twin sits under the English name
    expect(screen.getByText('मतदार 1 शर्मा')).toBeInTheDocument();
  });

  it('pages on the server: Previous disabled on page 1, Next disabled on the last page', async () => {
    open();
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    const prev = () => screen.getByRole('button', { name: 'Previous' });
    const next = () => screen.getByRole('button', { name: 'Next' });
    expect(prev()).toBeDisabled();
    expect(next()).toBeEnabled();
    expect(screen.getByTestId('pager-status')).toHaveTextContent('1–10 of 25');
    fireEvent.click(next());
    await waitFor(() => expect(rowNames()[0]).toBe('Voter 11 Sharma'));
    expect(q(server.calls(SEARCH).at(-1)!).page).toBe('2');
    fireEvent.click(next());
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    expect(next()).toBeDisabled();
    expect(prev()).toBeEnabled();
    expect(screen.getByTestId('pager-status')).toHaveTextContent('21–25 of 25');
  });

  it('shows a capped total as 1000+', async () => {
    server.on(SEARCH, {
      body: page(
        Array.from({ length: 10 }, (_, i) => voter(i + 1)),
        { total: 1000, totalCapped: true },
      ),
    });
    open();
    await waitFor(() => expect(screen.getByTestId('pager-status')).toHaveTextContent('1–10 of 1000+'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('searches a name only from 3 characters on, Latin or Devanagari', async () => {
    open();
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    const before = server.calls(SEARCH).length;
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Vo' } });
    // longer than the debounce: still nothing asked
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(server.calls(SEARCH)).toHaveLength(before);
    expect(server.requests.some((r) => r.query.get('enfname'))).toBe(false);

    fireEvent.change(name, { target: { value: 'Voter 2' } });
    await waitFor(() => expect(server.calls(SEARCH).some((r) => r.query.get('enfname') === 'Voter 2')).toBe(true));
    await waitFor(() =>
      expect(rowNames()).toEqual([
        'Voter 2 Sharma',
        'Voter 20 Sharma',
        'Voter 21 Sharma',
        'Voter 22 Sharma',
        'Voter 23 Sharma',
        'Voter 24 Sharma',
        'Voter 25 Sharma',
      ]),
    );

    // two Devanagari letters are two characters: not yet; the third sends it
    fireEvent.change(name, { target: { value: 'मत' } });
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(server.calls(SEARCH).some((r) => r.query.get('enfname') === 'मत')).toBe(false);
    fireEvent.change(name, { target: { value: 'शर्मा' } });
    await waitFor(() => expect(server.calls(SEARCH).some((r) => r.query.get('enfname') === 'शर्मा')).toBe(true));
  });

  it("shows the red 'Voters not found' when nothing matches", async () => {
    open();
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nobody' } });
    const empty = await screen.findByText('Voters not found');
    expect(empty).toHaveClass('voters-not-found');
    expect(screen.queryByTestId('voter-results')).toBeNull();
  });

  it('sends the part and section filters, and switching tabs resets every filter', async () => {
    open();
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    const part = screen.getByLabelText('Part number') as HTMLSelectElement;
    await waitFor(() => expect(within(part).getByRole('option', { name: '13 - Camp' })).toBeInTheDocument());
    fireEvent.change(part, { target: { value: '13' } });
    const section = screen.getByLabelText('Section') as HTMLSelectElement;
    await waitFor(() => expect(within(section).getByRole('option', { name: '1 - Gandhi Nagar' })).toBeInTheDocument());
    fireEvent.change(section, { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Voter' } });
    await waitFor(() =>
      expect(server.calls(SEARCH).map(q)).toContainEqual({ acno: '38', partno: '13', section: '1', enfname: 'Voter', page: '1', pageSize: '10' }),
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Voting centre wise' }));
    expect(screen.getByRole('tab', { name: 'Voting centre wise' })).toHaveAttribute('aria-selected', 'true');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(server.calls(CENTRE)).toHaveLength(1));
    expect(q(server.calls(CENTRE)[0])).toEqual({ acno: '38', page: '1', pageSize: '10' });
    const centre = screen.getByLabelText('Voting centre') as HTMLSelectElement;
    await waitFor(() => expect(within(centre).getByRole('option', { name: 'Z.P. School Badnera (12, 13)' })).toBeInTheDocument());
    fireEvent.change(centre, { target: { value: 'Z.P. School Badnera' } });
    await waitFor(() => expect(server.calls(CENTRE).map(q)).toContainEqual({ acno: '38', vcenter: 'Z.P. School Badnera', page: '1', pageSize: '10' }));

    fireEvent.click(screen.getByRole('tab', { name: 'Area wise' }));
    await waitFor(() => expect(server.calls(AREA)).toHaveLength(1));
    expect(q(server.calls(AREA)[0])).toEqual({ acno: '38', page: '1', pageSize: '10' });
    const area = screen.getByLabelText('Area') as HTMLSelectElement;
    await waitFor(() => expect(within(area).getByRole('option', { name: '13 - Camp (Z.P. School Badnera)' })).toBeInTheDocument());
    fireEvent.change(area, { target: { value: '13:7' } });
    await waitFor(() => expect(server.calls(AREA).map(q)).toContainEqual({ acno: '38', partno: '13', vcenter_id: '7', page: '1', pageSize: '10' }));

    // back on the first tab, the part, section and name chosen before are gone
    fireEvent.click(screen.getByRole('tab', { name: 'Voter search' }));
    expect((screen.getByLabelText('Part number') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Section') as HTMLSelectElement).value).toBe('');
    expect(screen.getByLabelText('Section')).toBeDisabled();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  describe('keeps its state in the address', () => {
    function Back() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Back
        </button>
      );
    }
    const openAt = (url: string) =>
      renderPage(
        <>
          <VoterSearchPage />
          <Back />
        </>,
        { auth: ADMIN_SESSION, path: '/voter-search', url },
      );
    const address = () => new URLSearchParams(screen.getByTestId('location').dataset.search);

    it('opens the search a link describes: tab, filters, name and page', async () => {
      openAt('/voter-search?tab=area&area=13%3A7&section=1&name=Voter&page=2');
      await waitFor(() =>
        expect(server.calls(AREA).map(q)).toContainEqual({
          acno: '38',
          partno: '13',
          vcenter_id: '7',
          section: '1',
          enfname: 'Voter',
          page: '2',
          pageSize: '10',
        }),
      );
      expect(screen.getByRole('tab', { name: 'Area wise' })).toHaveAttribute('aria-selected', 'true');
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Voter');
      await waitFor(() => expect((screen.getByLabelText('Area') as HTMLSelectElement).value).toBe('13:7'));
    });

    it('writes each page to the history: Back from page 2 is page 1', async () => {
      openAt('/voter-search');
      await waitFor(() => expect(rowNames()).toHaveLength(10));
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(rowNames()[0]).toBe('Voter 11 Sharma'));
      expect(address().get('page')).toBe('2');
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(rowNames()[0]).toBe('Voter 1 Sharma'));
      expect(address().get('page')).toBeNull();
      expect(screen.getByTestId('location')).toHaveTextContent('/voter-search');
    });

    it('puts a typed name in the address once typing rests, replacing the entry; Back restores the filter before it', async () => {
      openAt('/voter-search');
      await waitFor(() => expect(rowNames()).toHaveLength(10));
      const part = screen.getByLabelText('Part number') as HTMLSelectElement;
      await waitFor(() => expect(within(part).getByRole('option', { name: '13 - Camp' })).toBeInTheDocument());
      fireEvent.change(part, { target: { value: '13' } });
      await waitFor(() => expect(address().get('part')).toBe('13'));
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Vot' } });
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Voter 2' } });
      await waitFor(() => expect(address().get('name')).toBe('Voter 2'));
      expect(address().get('part')).toBe('13');
      // the name replaced the part's entry: Back goes to the search before the part was chosen
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(address().get('part')).toBeNull());
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
      expect((screen.getByLabelText('Part number') as HTMLSelectElement).value).toBe('');
    });

    it('reads a malformed address as the defaults, and writes only what differs from them (pure)', () => {
      expect(searchFromParams(new URLSearchParams('tab=nope&page=-3&part=12'))).toEqual({
        tab: 'search',
        filters: { ...EMPTY_FILTERS, partno: '12' },
        page: 1,
      });
      expect(searchParams('search', EMPTY_FILTERS, 1).toString()).toBe('');
      expect(searchParams('centre', { ...EMPTY_FILTERS, vcenter: 'Z.P. School', name: 'राम' }, 3).toString()).toBe(
        new URLSearchParams({ tab: 'centre', centre: 'Z.P. School', name: 'राम', page: '3' }).toString(),
      );
    });
  });

  it('loads nothing without a default constituency and logs it', async () => {
    renderPage(<VoterSearchPage />, { auth: { ...ADMIN_SESSION, defaultacno: null }, path: '/voter-search' });
    await act(() => new Promise((r) => setTimeout(r, 400)));
    // the organisation's contact hours are read for the row buttons; no voter is
    expect(server.requests.filter((r) => !r.path.endsWith('/settings/contact-hours'))).toHaveLength(0);
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('defaultacno'));
    expect(screen.queryByText('Voters not found')).toBeNull();
  });

  it('builds each tab query (pure)', () => {
    const f = { ...EMPTY_FILTERS, partno: '12', section: '3', vcenter: 'X', area: '13:7', name: ' ab ' };
    expect(tabQuery('search', f, 38, 1)).toBeNull();
    const named = { ...f, name: ' Pat  il ' };
    expect(tabQuery('search', named, 38, 2)).toEqual({ acno: 38, enfname: 'Pat il', page: 2, pageSize: 10, partno: '12', section: '3' });
    expect(tabQuery('centre', named, 38, 1)).toEqual({ acno: 38, enfname: 'Pat il', page: 1, pageSize: 10, vcenter: 'X' });
    expect(tabQuery('area', named, 38, 1)).toEqual({ acno: 38, enfname: 'Pat il', page: 1, pageSize: 10, partno: '13', vcenter_id: '7', section: '3' });
  });

  it('is translated: Marathi headers and the Devanagari name first', async () => {
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search', locale: 'mr' });
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(rowNames()[0]).toBe('मतदार 1 शर्मा');
    expect(screen.getByRole('tab', { name: 'मतदान केंद्रनिहाय' })).toBeInTheDocument();
    expect(screen.getAllByText('तपशील जोडा')).toHaveLength(10);
  });
});
