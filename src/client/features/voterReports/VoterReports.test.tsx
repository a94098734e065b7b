// Voter reports (screens, validation rules, constants): the A-Z accordion with counts, 'Not Available' and View Info;
// the age report's defaults, min + 5, the min > max warning, paging and the visible export; the
// alignment report's filters (the PDF's layout is tested with its maker, lib/tablePdf.ts).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import AlphabeticalPage from './AlphabeticalPage';
import ReportByAgePage, { ageProblem, followingMax } from './ReportByAgePage';
import ReportByAlignPage from './ReportByAlignPage';
import { installFakeServer, type FakeRequest, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, renderPage } from '../../test/renderPage';
import type { VoterRow } from '../../../shared/api/voters';
import { readXlsx } from '../../lib/readXlsx.testing';

const VP = '/api/v1/admin/5/5/0';
const q = (r: FakeRequest) => Object.fromEntries(r.query.entries());

function voter(id: number, over: Partial<VoterRow> = {}): VoterRow {
  return {
    id,
    acno: 38,
    partno: 4,
    slnoinpart: id,
    section_no: 2,
    section: 'Shivaji Chowk',
    section_v1: 'शिवाजी चौक',
    name: `Anil Patil ${id}`,
    name_v1: `अनिल पाटील ${id}`,
    enfname: 'Anil',
    enlname: 'Patil',
    fm_name_v1: 'अनिल',
    lastname_v1: 'पाटील',
    rlname: null,
    rlname_v1: null,
    rln_type: null,
    idcardno: `ABC${id}`,
    age: 26,
    gender: 'M',
    mobile: null,
    house_no: '7',
    family_key: '2/7',
    vcenter: 'Town Hall',
    vcenter_v1: 'टाउन हॉल',
    center_id: 3,
    part_name: 'Camp',
    voterInfo: null,
    ...over,
  };
}

let server: FakeServer;
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  server = installFakeServer({
    [`GET ${VP}/partno-list`]: {
      body: {
        partnolist: [
          { partno: 4, area_name: 'Camp' },
          { partno: 5, area_name: null },
        ],
      },
    },
  });
});
afterEach(() => errorSpy.mockRestore());

describe('Voters Alphabetically', () => {
  const ATOZ = `GET ${VP}/voters-list-atoz`;
  beforeEach(() => {
    server.on(ATOZ, (r) => {
      const letter = r.query.get('letter');
      const part = r.query.get('partno');
      const a = part === '5' ? 1 : 12;
      const groups = [
        { firstLetter: 'A', voterCount: a, voters: [] as VoterRow[] },
        { firstLetter: 'S', voterCount: 3, voters: [] as VoterRow[] },
      ];
      if (letter === 'A') {
        const p = Number(r.query.get('page'));
        groups[0].voters =
          p === 1
            ? [
                voter(1, {
                  voterInfo: {
                    id: 9,
                    align_with_party: 'yes',
                    align_with_candidate: 'prefer_not_to_say',
                    phone_no: '+919822012345',
                    family_id: '2/7',
                    voter_list_id: 1,
                  },
                }),
                voter(2, { idcardno: null, age: null, section: null, section_v1: null, vcenter: null, vcenter_v1: null }),
              ]
            : [voter(11)];
      }
      return { body: { voterslist: groups, total: a + 3, letter, page: Number(r.query.get('page') ?? 1), pageSize: 10 } };
    });
    server.on(`GET ${VP}/voter-info-family-details`, {
      body: {
        voter: voter(1),
        voter_info: {
          id: 9,
          voter_list_id: 1,
          family_id: '2/7',
          align_with_party: 'yes',
          align_with_candidate: 'prefer_not_to_say',
          phone_no: '+919822012345',
          voter_group_id: null,
          address: null,
          location: null,
          category: 'OBC',
          religion: 'Hindu',
          employment_types: 'salaried',
          family_types: 'joint',
          income_groups: null,
          marital_statuses: 'married',
          house_types: null,
          building_types: 'residential',
          updated_at: '2026-11-20T10:00:00Z',
        },
        family_members: [],
        voterslist: [],
      },
    });
  });

  it('shows the letters with their counts, the voters of an open letter and Not Available', async () => {
    renderPage(<AlphabeticalPage />, { auth: ADMIN_SESSION, path: '/alphabetically' });
    const a = await screen.findByRole('button', { name: /A\s*12 voters/ });
    expect(screen.getByRole('button', { name: /S\s*3 voters/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('15 voters')).toBeInTheDocument();
    expect(q(server.calls(ATOZ)[0])).toEqual({ acno: '38', partno: 'ALL' });

    fireEvent.click(a);
    expect(a).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getAllByTestId('atoz-voter')).toHaveLength(2));
    expect(q(server.calls(ATOZ).at(-1)!)).toEqual({ acno: '38', partno: 'ALL', letter: 'A', page: '1', pageSize: '10' });
    const [first, second] = screen.getAllByTestId('atoz-voter');
    expect(first).toHaveTextContent('Anil Patil 1');
    expect(first).toHaveTextContent('ABC1');
    expect(first).toHaveTextContent('Shivaji Chowk');
    expect(first).toHaveTextContent('Town Hall');
    expect(within(second).getAllByText('Not Available')).toHaveLength(4); // card id, age, section, voting centre
    // View Info only where details were collected
    expect(within(second).queryByRole('button', { name: /View the details/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('atoz-voter')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getAllByTestId('atoz-voter')).toHaveLength(2));
    fireEvent.click(within(screen.getAllByTestId('atoz-voter')[0]).getByRole('button', { name: /View the details of Anil Patil 1/ }));
    const info = await screen.findByTestId('voter-info');
    expect(info).toHaveTextContent('Prefer Not to Say');
    expect(info).toHaveTextContent('Joint');
    expect(info).toHaveTextContent('Married');
    expect(within(info).getAllByText('Not Available')).toHaveLength(3); // income, house, address
  });

  it('a part change asks again for that part and closes the open letter', async () => {
    renderPage(<AlphabeticalPage />, { auth: ADMIN_SESSION, path: '/alphabetically' });
    fireEvent.click(await screen.findByRole('button', { name: /A\s*12 voters/ }));
    const part = screen.getByLabelText('Part number');
    await waitFor(() => expect(within(part).getByRole('option', { name: '4 - Camp' })).toBeInTheDocument());
    fireEvent.change(part, { target: { value: '5' } });
    const a = await screen.findByRole('button', { name: /A\s*1 voters/ });
    expect(a).toHaveAttribute('aria-expanded', 'false');
    expect(server.calls(ATOZ).map(q)).toContainEqual({ acno: '38', partno: '5' });
    expect(screen.getByTestId('location').dataset.search).toBe('?part=5');
  });

  it('opens the part, letter and page its address names', async () => {
    renderPage(<AlphabeticalPage />, { auth: ADMIN_SESSION, path: '/alphabetically', url: '/alphabetically?part=4&letter=A&page=2' });
    expect(await screen.findByRole('button', { name: /A\s*\d+ voters/ })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(server.calls(ATOZ).map(q)).toContainEqual({ acno: '38', partno: '4', letter: 'A', page: '2', pageSize: '10' }));
    // closing the letter is a history entry of its own, without the letter's page
    fireEvent.click(screen.getByRole('button', { name: /A\s*\d+ voters/ }));
    expect(screen.getByTestId('location').dataset.search).toBe('?part=4');
  });

  it('is translated (Hindi)', async () => {
    renderPage(<AlphabeticalPage />, { auth: ADMIN_SESSION, path: '/alphabetically', locale: 'hi' });
    fireEvent.click(await screen.findByRole('button', { name: /A\s*12 मतदाता/ }));
    await waitFor(() => expect(screen.getAllByTestId('atoz-voter')).toHaveLength(2));
    expect(screen.getAllByTestId('atoz-voter')[0]).toHaveTextContent('अनिल पाटील 1');
    expect(within(screen.getAllByTestId('atoz-voter')[1]).getAllByText('उपलब्ध नहीं')).toHaveLength(4);
  });
});

describe('Report by age', () => {
  const AGE = `GET ${VP}/report-by-age`;
  beforeEach(() => {
    server.on(AGE, (r) => {
      const p = Number(r.query.get('page'));
      const size = Number(r.query.get('pageSize'));
      const total = 23;
      const rows = Array.from({ length: Math.max(0, Math.min(size, total - (p - 1) * size)) }, (_, i) => voter((p - 1) * size + i + 1));
      return { body: { voters: rows, total, totalCapped: false, page: p, pageSize: size } };
    });
  });

  it('starts with gender M, ages 25 to 30 and ALL parts, and pages on the server', async () => {
    renderPage(<ReportByAgePage />, { auth: ADMIN_SESSION, path: '/report-by-age' });
    await waitFor(() => expect(server.calls(AGE)).toHaveLength(1));
    expect(q(server.calls(AGE)[0])).toEqual({ acno: '38', fromAge: '25', toAge: '30', gender: 'M', partno: 'ALL', page: '1', pageSize: '10' });
    expect((screen.getByLabelText('Minimum age') as HTMLInputElement).value).toBe('25');
    expect((screen.getByLabelText('Maximum age') as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('M');
    expect((screen.getByLabelText('Part number') as HTMLSelectElement).value).toBe('ALL');

    const table = await screen.findByTestId('age-report');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Age', 'AC/Part/SL No', 'Name', 'Gender', 'Address', 'Voting centre', 'Party alignment', 'Candidate alignment', 'Phone']);
    const cells = Array.from(within(table).getAllByRole('row')[1].querySelectorAll('td')).map((td) => td.textContent);
    expect(cells).toEqual(['26', '38/4/1', 'Anil Patil 1अनिल पाटील 1', 'Male', '7, Shivaji Chowk', 'Town Hall', '—', '—', '—']);

    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('pager-status')).toHaveTextContent('11–20 of 23'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(q(server.calls(AGE).at(-1)!).page).toBe('3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByTestId('pager-status')).toHaveTextContent('21–23 of 23');
  });

  it('max follows min + 5 until it is set by hand; min above max warns and asks nothing', async () => {
    renderPage(<ReportByAgePage />, { auth: ADMIN_SESSION, path: '/report-by-age' });
    await waitFor(() => expect(server.calls(AGE)).toHaveLength(1));
    const min = screen.getByLabelText('Minimum age') as HTMLInputElement;
    const max = screen.getByLabelText('Maximum age') as HTMLInputElement;
    fireEvent.change(min, { target: { value: '40' } });
    expect(max.value).toBe('45');
    fireEvent.change(min, { target: { value: '108' } });
    expect(max.value).toBe('110');
    await waitFor(() => expect(server.calls(AGE).map(q).at(-1)).toMatchObject({ fromAge: '108', toAge: '110' }));

    fireEvent.change(max, { target: { value: '50' } });
    fireEvent.change(min, { target: { value: '30' } });
    expect(max.value).toBe('50');
    fireEvent.change(min, { target: { value: '60' } });
    expect(max.value).toBe('50');
    expect(await screen.findByText('Minimum age cannot be greater than maximum age.')).toBeInTheDocument();
    const asked = server.calls(AGE).length;
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(server.calls(AGE)).toHaveLength(asked);
    expect(server.calls(AGE).some((r) => r.query.get('fromAge') === '60')).toBe(false);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();

    fireEvent.change(min, { target: { value: '17' } });
    expect(await screen.findByText('Age must be between 18 and 110.')).toBeInTheDocument();
    fireEvent.change(min, { target: { value: '45' } });
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'F' } });
    await waitFor(() => expect(server.calls(AGE).map(q).at(-1)).toMatchObject({ fromAge: '45', toAge: '50', gender: 'F' }));
  });

  it('opens the filters and page its address names, and puts typed ages there once typing rests', async () => {
    renderPage(<ReportByAgePage />, { auth: ADMIN_SESSION, path: '/report-by-age', url: '/report-by-age?min=40&max=60&gender=F&part=4&page=2' });
    await waitFor(() =>
      expect(q(server.calls(AGE)[0])).toEqual({ acno: '38', fromAge: '40', toAge: '60', gender: 'F', partno: '4', page: '2', pageSize: '10' }),
    );
    // 60 is not 40 + 5: the max was set by hand, and stays when the min changes
    const min = screen.getByLabelText('Minimum age') as HTMLInputElement;
    fireEvent.change(min, { target: { value: '5' } });
    fireEvent.change(min, { target: { value: '50' } });
    expect((screen.getByLabelText('Maximum age') as HTMLInputElement).value).toBe('60');
    await waitFor(() => expect(screen.getByTestId('location').dataset.search).toBe('?min=50&max=60&gender=F&part=4'));
    expect(server.calls(AGE).map(q).at(-1)).toMatchObject({ fromAge: '50', toAge: '60', page: '1' });
    // the age 5 typed on the way was never asked
    expect(server.calls(AGE).some((r) => r.query.get('fromAge') === '5')).toBe(false);
  });

  it('checks ages (pure)', () => {
    expect(ageProblem('25', '30')).toBeNull();
    expect(ageProblem('30', '30')).toBeNull();
    expect(ageProblem('31', '30')).toBe('validation.ageOrder');
    expect(ageProblem('17', '30')).toBe('validation.ageRange');
    expect(ageProblem('25', '111')).toBe('validation.ageRange');
    expect(ageProblem('', '30')).toBe('validation.ageRange');
    expect(followingMax('25')).toBe('30');
    expect(followingMax('107')).toBe('110');
    expect(followingMax('')).toBeNull();
  });
});

describe('Report by alignment', () => {
  const ALIGN = `GET ${VP}/report-by-align`;
  it('sends the part and alignment filters and pages 10 at a time', async () => {
    server.on(ALIGN, (r) => {
      const p = Number(r.query.get('page'));
      return {
        body: {
          voters: Array.from({ length: p === 1 ? 10 : 2 }, (_, i) =>
            voter(i + 1 + (p - 1) * 10, {
              voterInfo: { id: i, align_with_party: 'no', align_with_candidate: 'yes', phone_no: null, family_id: null, voter_list_id: i + 1 },
            }),
          ),
          total: 12,
          totalCapped: false,
          page: p,
          pageSize: 10,
        },
      };
    });
    renderPage(<ReportByAlignPage />, { auth: ADMIN_SESSION, path: '/report-by-align' });
    const table = await screen.findByTestId('align-report');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(q(server.calls(ALIGN)[0])).toEqual({ acno: '38', partno: 'ALL', align_with_party: 'ALL', align_with_candidate: 'ALL', page: '1', pageSize: '10' });
    const party = screen.getByLabelText('Party alignment');
    expect(
      within(party)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Yes', 'No', 'Prefer Not to Say']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('No');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    fireEvent.change(party, { target: { value: 'prefer_not_to_say' } });
    fireEvent.change(screen.getByLabelText('Candidate alignment'), { target: { value: 'yes' } });
    const part = screen.getByLabelText('Part number');
    await waitFor(() => expect(within(part).getByRole('option', { name: '4 - Camp' })).toBeInTheDocument());
    fireEvent.change(part, { target: { value: '4' } });
    await waitFor(() =>
      expect(q(server.calls(ALIGN).at(-1)!)).toEqual({
        acno: '38',
        partno: '4',
        align_with_party: 'prefer_not_to_say',
        align_with_candidate: 'yes',
        page: '1',
        pageSize: '10',
      }),
    );
    expect(screen.getByTestId('location').dataset.search).toBe('?part=4&party=prefer_not_to_say&candidate=yes');
  });
  it('exports every row of the alignment report as filtered to Excel, headed by its filters', async () => {
    server.on(ALIGN, (r) => {
      const size = Number(r.query.get('pageSize'));
      const rows = size === 10 ? 10 : 12;
      return {
        body: {
          voters: Array.from({ length: rows }, (_, i) =>
            voter(i + 1, { voterInfo: { id: i, align_with_party: 'yes', align_with_candidate: 'no', phone_no: null, family_id: null, voter_list_id: i + 1 } }),
          ),
          total: 12,
          totalCapped: false,
          page: 1,
          pageSize: size,
        },
      };
    });
    let blob: Blob | null = null;
    const saved: Array<{ name: string; blob: Blob }> = [];
    (URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = (b: Blob) => {
      blob = b;
      return 'blob:test';
    };
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => {};
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blob! });
    });
    renderPage(<ReportByAlignPage />, { auth: ADMIN_SESSION, path: '/report-by-align' });
    fireEvent.change(await screen.findByLabelText('Party alignment'), { target: { value: 'yes' } });
    await waitFor(() => expect(screen.getByRole('button', { name: /Export/ })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Export as Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    click.mockRestore();
    expect(saved[0].name).toBe('report_by_align.xlsx');
    // the export asks the rows with the page's filters, a large page at a time
    const asked = server
      .calls(ALIGN)
      .map(q)
      .find((x) => x.pageSize !== '10');
    expect(asked).toMatchObject({ acno: '38', partno: 'ALL', align_with_party: 'yes', align_with_candidate: 'ALL', page: '1' });
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(saved[0].blob);
    });
    const { wb, sheet } = readXlsx(bytes);
    expect(wb.SheetNames).toEqual(['Report by alignment']);
    const cells = Object.keys(sheet).filter((k) => /^A\d+$/.test(k));
    expect(cells.length).toBeGreaterThanOrEqual(13);
  });
});
