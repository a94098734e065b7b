// A list's state in the address: read (defaults for what is missing or unknown), written (only
// what differs from the defaults, other parameters kept), and driven through the hook in a router:
// a page or filter is a history entry, typing replaces the current one once it rests, Back and a
// link restore the list, and a table's page past the last is corrected once its rows are there.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { DataTable } from './DataTable';
import { TYPING_REST_MS, readList, useListParams, useTypedFilter, writeList, type ListSpec } from './useListParams';
import { renderPage } from '../test/renderPage';

const SPEC: ListSpec<'status' | 'partno'> = {
  filters: { status: { valid: ['0', '1'] }, partno: { param: 'part', valid: (v) => /^\d+$/.test(v) } },
  term: 'q',
  sorts: ['name', '-name', '-date'],
  pageSizes: [10, 25, 50],
};
const read = (query: string) => readList(SPEC, new URLSearchParams(query));

describe('readList', () => {
  it('reads every part of the list from the address', () => {
    expect(read('page=2&size=25&sort=-date&q=राम&status=1&part=12')).toEqual({
      page: 2,
      pageSize: 25,
      sort: '-date',
      term: 'राम',
      filters: { status: '1', partno: '12' },
    });
  });

  it('reads what is missing, unknown or malformed as its default', () => {
    const defaults = { page: 1, pageSize: 10, sort: 'name', term: '', filters: { status: '', partno: '' } };
    expect(read('')).toEqual(defaults);
    for (const page of ['abc', '0', '-3', '2.5', '1e3', '', ' 2']) expect(read(`page=${encodeURIComponent(page)}`).page).toBe(1);
    expect(read('size=7&sort=colour&status=2&part=x1')).toEqual(defaults);
  });

  it('takes a default that moves, and an empty value the list accepts', () => {
    const spec: ListSpec<'from'> = { filters: { from: { default: () => '2026-01-01', valid: (v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v) } } };
    expect(readList(spec, new URLSearchParams('')).filters.from).toBe('2026-01-01');
    expect(readList(spec, new URLSearchParams('from=')).filters.from).toBe('');
    expect(readList(spec, new URLSearchParams('from=soon')).filters.from).toBe('2026-01-01');
    expect(writeList(spec, { ...readList(spec, new URLSearchParams('')), filters: { from: '' } }).toString()).toBe('from=');
  });
});

describe('writeList', () => {
  it('leaves the defaults out', () => {
    expect(writeList(SPEC, read('')).toString()).toBe('');
    expect(writeList(SPEC, read('page=1&size=10&sort=name&status=')).toString()).toBe('');
  });

  it('writes the rest short, filters first and the page last, keeping what the list does not own', () => {
    const state = { page: 2, pageSize: 50, sort: '-name', term: 'ram', filters: { status: '1', partno: '7' } };
    expect(writeList(SPEC, state, new URLSearchParams('id=9&page=5&q=old')).toString()).toBe('id=9&status=1&part=7&q=ram&sort=-name&size=50&page=2');
    expect(writeList({}, { ...state, filters: {} }).toString()).toBe('page=2');
  });
});

/** A list of 25 rows over the hook: a status filter, a search field and the table's pager. */
function DemoList({ loading = false }: { loading?: boolean }) {
  const list = useListParams(SPEC);
  const part = useTypedFilter(list, 'partno');
  const navigate = useNavigate();
  const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
  return (
    <>
      <label htmlFor="status">Status</label>
      <select id="status" value={list.filters.status} onChange={(e) => list.setFilter('status', e.target.value)}>
        <option value="">All</option>
        <option value="0">Inactive</option>
        <option value="1">Active</option>
      </select>
      <label htmlFor="search">Search</label>
      <input id="search" value={list.term} onChange={(e) => list.setTerm(e.target.value)} />
      <label htmlFor="part">Part</label>
      <input id="part" value={part.typed} onChange={(e) => part.type(e.target.value)} />
      <output data-testid="searched">{list.searched}</output>
      <button type="button" onClick={() => list.setSort('-date')}>
        Newest
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <DataTable
        rows={loading ? [] : rows}
        loading={loading}
        columns={[{ id: 'name', header: 'table.emptyTitle', render: (r) => r.name }]}
        rowKey={(r) => r.id}
        page={list.page}
        onPage={list.setPage}
        testId="demo"
      />
    </>
  );
}

const open = (url = '/list', loading = false) => renderPage(<DemoList loading={loading} />, { path: '/list', url });
const address = () => screen.getByTestId('location').dataset.search;
const firstRow = () => screen.getByTestId('demo').querySelector('tbody td')?.textContent;
const back = () => fireEvent.click(screen.getByRole('button', { name: 'Back' }));

describe('useListParams', () => {
  it('opens the list a link describes', () => {
    open('/list?status=1&q=ram&page=3');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('1');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('ram');
    expect(screen.getByTestId('searched')).toHaveTextContent('ram');
    expect(firstRow()).toBe('Row 21');
  });

  it('writes each page as a history entry: Back from page 2 is page 1, then the page before the list', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(address()).toBe('?page=2');
    expect(firstRow()).toBe('Row 11');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(address()).toBe('?page=3');
    back();
    expect(address()).toBe('?page=2');
    expect(firstRow()).toBe('Row 11');
    back();
    expect(address()).toBe('');
    expect(firstRow()).toBe('Row 1');
  });

  it('starts a new filter or order at page 1, as a history entry', () => {
    open('/list?page=2');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '0' } });
    expect(address()).toBe('?status=0');
    fireEvent.click(screen.getByRole('button', { name: 'Newest' }));
    expect(address()).toBe('?status=0&sort=-date');
    back();
    expect(address()).toBe('?status=0');
    back();
    expect(address()).toBe('?page=2');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
  });

  it('puts typed text in the address once typing rests, in place of the current entry, at page 1', async () => {
    open('/list?page=2');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const search = screen.getByLabelText('Search') as HTMLInputElement;
    fireEvent.change(search, { target: { value: 'r' } });
    fireEvent.change(search, { target: { value: 'ra' } });
    fireEvent.change(search, { target: { value: 'ram' } });
    // the field follows each key; the address and the searched term only once typing rests
    expect(search.value).toBe('ram');
    expect(address()).toBe('?status=1&page=2');
    await waitFor(() => expect(address()).toBe('?status=1&q=ram'));
    expect(screen.getByTestId('searched')).toHaveTextContent('ram');
    // the term took page 2's entry: Back is the filter's page 1, and the field follows it
    back();
    expect(address()).toBe('?status=1');
    expect(search.value).toBe('');
  });

  it('keeps what is typed in one field when the text of another lands', async () => {
    open('/list');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ram' } });
    await act(() => new Promise((r) => setTimeout(r, TYPING_REST_MS / 2)));
    fireEvent.change(screen.getByLabelText('Part'), { target: { value: '7' } });
    await waitFor(() => expect(address()).toBe('?q=ram'));
    expect((screen.getByLabelText('Part') as HTMLInputElement).value).toBe('7');
    await waitFor(() => expect(address()).toBe('?part=7&q=ram'));
    // both landed in place of the first entry
    back();
    expect(address()).toBe('?part=7&q=ram');
  });

  it('drops a pending term when Back changes the address first', async () => {
    open('/list');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ram' } });
    back();
    // the term typed on page 2 does not land on the page Back went to
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(address()).toBe('');
  });

  it('does not add an entry for the list it already shows', () => {
    open('/list');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 1' }));
    expect(address()).toBe('?status=1');
    back();
    expect(address()).toBe('');
  });

  it('ignores a malformed page or filter', () => {
    open('/list?page=abc&status=7');
    expect(firstRow()).toBe('Row 1');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
  });

  it('corrects a page past the last once the rows are there, not while they load', () => {
    const view = open('/list?page=9', true);
    // a reload on page 2 must not fall back to page 1 while its rows load
    expect(address()).toBe('?page=9');
    view.unmount();
    open('/list?page=9');
    expect(address()).toBe('?page=3');
    expect(firstRow()).toBe('Row 21');
    // corrected in place: Back does not return to page 9
    back();
    expect(address()).toBe('?page=3');
  });
});
