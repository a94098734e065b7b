// Slips from the voter search: rows ticked with a box each (by mouse or keyboard), the header's box
// ticking the page, the ticks kept across the result's pages and dropped by a new search, the
// count said; the ticked voters' slips, and the whole result's (every page, by the search's own
// filters); a refusal shows the server's message. The RTK Query endpoints run for real against a
// fake fetch.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VoterSearchPage from './VoterSearchPage';
import { wholeResult } from './VoterSlipsActions';
import { installFakeServer, type FakeRequest, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, renderPage } from '../../test/renderPage';
import { VP, page, voter } from './testData';

const SEARCH = `GET ${VP}/search-acno-voters`;
const SLIPS = `GET ${VP}/paper/slips`;
const q = (r: FakeRequest) => Object.fromEntries(r.query.entries());

let server: FakeServer;
let saved: string[];
let anchorClick: jest.SpyInstance;
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  const all = Array.from({ length: 25 }, (_, i) => voter(i + 1));
  server = installFakeServer({
    [`GET ${VP}/partno-list`]: { body: { partnolist: [{ partno: 13, area_name: 'Camp' }] } },
    [`GET ${VP}/section-list`]: { body: { sectionlist: [] } },
    [SEARCH]: (r) => {
      const p = Number(r.query.get('page') ?? 1);
      const name = r.query.get('enfname');
      const rows = name ? all.filter((v) => v.name.toLowerCase().includes(name.toLowerCase())) : all;
      return { body: page(rows.slice((p - 1) * 10, p * 10), { total: rows.length, page: p }) };
    },
    [SLIPS]: { body: '%PDF-1.7' },
  });
  // jsdom neither makes object URLs nor downloads: keep the names of what would be downloaded
  saved = [];
  (URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:test';
  (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => {};
  anchorClick = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  anchorClick.mockRestore();
  errorSpy.mockRestore();
});

const open = () => renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search' });
const table = () => screen.getByTestId('voter-results');
const box = (name: string) => within(table()).getByRole('checkbox', { name: `Select ${name}` }) as HTMLInputElement;
const pageBox = () => within(table()).getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement;
const firstRowName = () => table().querySelector('tbody td[data-column="name"] .voter-name-primary')?.textContent;
const printTicked = () => screen.getByRole('button', { name: /^Print slips of the selected/ });

describe('voter search: ticking voters and printing their slips', () => {
  it('ticks voters on two pages, keeps the ticks across pages, and prints exactly those', async () => {
    open();
    await waitFor(() => expect(firstRowName()).toBe('Voter 1 Sharma'));
    expect(screen.getByText('No voter selected')).toBeInTheDocument();
    expect(printTicked()).toBeDisabled();
    expect(printTicked()).toHaveTextContent('Print slips of the selected (0)');

    fireEvent.click(box('Voter 2 Sharma'));
    fireEvent.click(box('Voter 5 Sharma'));
    expect(screen.getByText('2 voters selected')).toBeInTheDocument();
    expect(box('Voter 2 Sharma').closest('tr')).toHaveClass('row-selected');
    // some of the page ticked: the header's box is half-ticked
    expect(pageBox().checked).toBe(false);
    expect(pageBox().indeterminate).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(firstRowName()).toBe('Voter 11 Sharma'));
    expect(box('Voter 13 Sharma').checked).toBe(false);
    expect(pageBox().indeterminate).toBe(false);
    fireEvent.click(box('Voter 13 Sharma'));
    expect(screen.getByText('3 voters selected')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(firstRowName()).toBe('Voter 1 Sharma'));
    expect(box('Voter 2 Sharma').checked).toBe(true);
    expect(box('Voter 5 Sharma').checked).toBe(true);
    expect(box('Voter 1 Sharma').checked).toBe(false);

    fireEvent.click(printTicked());
    await waitFor(() => expect(saved).toEqual(['slips-38-selected-en.pdf']));
    const call = q(server.calls(SLIPS)[0]);
    expect(call).toEqual({ acno: '38', ids: expect.any(String), lang: 'en' });
    expect(
      call.ids
        .split(',')
        .map(Number)
        .sort((x, y) => x - y),
    ).toEqual([2, 5, 13]);
    expect(printTicked()).toHaveTextContent('Print slips of the selected (3)');
  });

  it("ticks and unticks a whole page with the header's box, and clears the ticks", async () => {
    open();
    await waitFor(() => expect(firstRowName()).toBe('Voter 1 Sharma'));
    fireEvent.click(box('Voter 3 Sharma'));
    fireEvent.click(pageBox());
    expect(screen.getByText('10 voters selected')).toBeInTheDocument();
    expect(pageBox().checked).toBe(true);
    expect(within(table()).getAllByRole('checkbox', { checked: true })).toHaveLength(11);
    fireEvent.click(pageBox());
    expect(screen.getByText('No voter selected')).toBeInTheDocument();

    fireEvent.click(box('Voter 4 Sharma'));
    expect(screen.getByText('1 voter selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByText('No voter selected')).toBeInTheDocument();
    expect(box('Voter 4 Sharma').checked).toBe(false);
    expect(screen.queryByRole('button', { name: 'Clear selection' })).toBeNull();
  });

  it('is used with the keyboard: Tab reaches the boxes, Space ticks them', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(firstRowName()).toBe('Voter 1 Sharma'));
    pageBox().focus();
    await user.keyboard(' ');
    expect(screen.getByText('10 voters selected')).toBeInTheDocument();
    await user.tab();
    expect(document.activeElement).toBe(box('Voter 1 Sharma'));
    await user.keyboard(' ');
    expect(box('Voter 1 Sharma').checked).toBe(false);
    expect(screen.getByText('9 voters selected')).toBeInTheDocument();
  });

  it('drops the ticks when the search changes, and does not bring them back with the old search', async () => {
    open();
    await waitFor(() => expect(firstRowName()).toBe('Voter 1 Sharma'));
    fireEvent.click(box('Voter 2 Sharma'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Voter 2' } });
    await waitFor(() => expect(server.calls(SEARCH).some((r) => r.query.get('enfname') === 'Voter 2')).toBe(true));
    await waitFor(() => expect(firstRowName()).toBe('Voter 2 Sharma'));
    expect(box('Voter 2 Sharma').checked).toBe(false);
    expect(screen.getByText('No voter selected')).toBeInTheDocument();
    fireEvent.click(box('Voter 20 Sharma'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    await waitFor(() => expect(firstRowName()).toBe('Voter 1 Sharma'));
    expect(box('Voter 2 Sharma').checked).toBe(false);
    expect(screen.getByText('No voter selected')).toBeInTheDocument();
  });

  it("prints the whole result by the search's filters, not its page; a part alone as that part; no whole-result print without a filter", async () => {
    open();
    await waitFor(() => expect(firstRowName()).toBe('Voter 1 Sharma'));
    expect(screen.queryByRole('button', { name: /whole result/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Voter 1' } });
    await waitFor(() => expect(firstRowName()).toBe('Voter 1 Sharma'));
    // Voter 1 and Voter 10-19: two pages of them
    const whole = await screen.findByRole('button', { name: 'Print slips of the whole result (11)' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(firstRowName()).toBe('Voter 19 Sharma'));
    fireEvent.click(whole);
    await waitFor(() => expect(saved).toEqual(['slips-38-search-en.pdf']));
    expect(q(server.calls(SLIPS)[0])).toEqual({ acno: '38', enfname: 'Voter 1', lang: 'en' });

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    const part = screen.getByLabelText('Part number') as HTMLSelectElement;
    await waitFor(() => expect(within(part).getByRole('option', { name: '13 - Camp' })).toBeInTheDocument());
    fireEvent.change(part, { target: { value: '13' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Print slips of part 13' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(q(server.calls(SLIPS)[1])).toEqual({ acno: '38', partno: '13', lang: 'en' });
  });

  it("shows the server's refusal, and says so before asking when the result is larger than a print", async () => {
    server.on(SLIPS, {
      status: 400,
      body: { key: 'paper.tooManyFound', errors: [{ code: 'partno', key: 'paper.tooManyFound', values: { max: '4,000' }, message: '' }] },
    });
    open();
    await waitFor(() => expect(firstRowName()).toBe('Voter 1 Sharma'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sharma' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Print slips of the whole result (25)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The search found more than 4,000 voters: narrow it (a part, a name) to print their slips.');
    expect(saved).toEqual([]);

    server.on(SEARCH, { body: page([voter(1)], { total: 4001 }) });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Voter' } });
    const tooMany = await screen.findByRole('button', { name: 'Print slips of the whole result (4001)' });
    expect(tooMany).toBeDisabled();
    expect(screen.getByText('The search found more than 4,000 voters: narrow it (a part, a name) to print their slips.')).toBeInTheDocument();
  });

  it('is translated: the boxes, the count and the prints in Marathi', async () => {
    renderPage(<VoterSearchPage />, { auth: ADMIN_SESSION, path: '/voter-search', locale: 'mr' });
    await waitFor(() => expect(within(table()).getAllByRole('checkbox')).toHaveLength(11));
    expect(within(table()).getByRole('checkbox', { name: 'या पानावरील सर्व निवडा' })).toBeInTheDocument();
    fireEvent.click(within(table()).getByRole('checkbox', { name: 'Voter 1 Sharma निवडा' }));
    expect(screen.getByText('1 मतदार निवडला')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'निवडलेल्या मतदारांच्या चिठ्ठ्या छापा (1)' })).toBeEnabled();
    await act(() => Promise.resolve());
  });

  it('says what the whole result prints (pure)', () => {
    expect(wholeResult(null)).toBeNull();
    expect(wholeResult({ acno: 38, page: 3, pageSize: 10 })).toBeNull();
    expect(wholeResult({ acno: 38, partno: '13', page: 2, pageSize: 10 })).toEqual({ partno: 13 });
    expect(wholeResult({ acno: 38, partno: '13', section: '2', enfname: undefined, page: 1, pageSize: 10 })).toEqual({
      search: { partno: '13', section: '2' },
    });
    expect(wholeResult({ acno: 38, vcenter: 'Z.P. School', enfname: 'राम', page: 1, pageSize: 10 })).toEqual({
      search: { vcenter: 'Z.P. School', enfname: 'राम' },
    });
  });
});
