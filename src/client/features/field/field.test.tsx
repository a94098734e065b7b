// The console's field-work screens against a fake server: the assignments open on the part the
// address names (the voting-centre list links so), an add sends the shared schema's values and
// shows the server's refusal at its field, an end asks first, a CSV is read and each of its rows
// answered (refusals translated); the progress lists parts with their pages opened under them,
// colours the voting centres by met % and exports the same figures as an Excel sheet.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import type { AssignmentListResponse, FieldAssignment } from '../../../shared/api/field';
import type { FieldProgressResponse } from '../../../shared/api/fieldProgress';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, openPage } from '../../test/renderPage';
import { MAP_CONFIG_ROUTE, errorOf, field, swalTitle } from '../../test/queries';
import { readXlsx } from '../../lib/readXlsx.testing';
import { FieldAssignmentsPage, FieldProgressPage } from './pages';
import { assignmentRows } from './csv';

const BASE = '/api/v1/admin/5';
const LIST = `GET ${BASE}/field/assignments`;
const ADD = `POST ${BASE}/field/assignments/add`;
const BULK = `POST ${BASE}/field/assignments/bulk`;
const PROGRESS = `GET ${BASE}/field/progress`;

const worker = { f_name: 'Pratik', l_name: 'Bhuyar', email: 'field@demo.local', phone_no: '+919800000015' };
const assignment = (over: Partial<FieldAssignment> = {}): FieldAssignment => ({
  id: 9,
  user_id: 61,
  worker,
  acno: 38,
  partno: 3,
  from: 1,
  to: 30,
  assigned_by: 50,
  assigned_at: '2026-11-20T04:02:00.000Z',
  ended_at: null,
  ended_by: null,
  electors: 30,
  center_id: 3,
  on_map: true,
  ...over,
});

describe('field assignments (/field-assignments)', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = installFakeServer({
      [`GET ${BASE}/users-list`]: {
        body: {
          users: [
            { id: 61, f_name: 'Pratik', l_name: 'Bhuyar' },
            { id: 62, f_name: 'Sneha', l_name: 'Raut' },
          ],
        },
      },
      [LIST]: { body: { assignments: [assignment()] } satisfies AssignmentListResponse },
      [ADD]: {
        status: 400,
        body: {
          msg: 'x',
          key: 'field.committeeFull',
          values: { max: 5 },
          errors: [{ code: 'partno', key: 'field.committeeFull', message: 'x', values: { max: 5 } }],
        },
      },
      [`PUT ${BASE}/field/assignments/end/9`]: {
        body: { msg: 'Assignment ended.', key: 'field.ended', state: 'ended', assignment: assignment({ ended_at: '2026-11-21T04:00:00.000Z' }) },
      },
      [BULK]: {
        body: {
          msg: '1 assigned, 1 refused.',
          key: 'field.bulkDone',
          values: { assigned: 1, refused: 1 },
          counts: { assigned: 1, refused: 1 },
          rows: [
            { row: 0, state: 'assigned', assignment_id: 12, errors: [] },
            { row: 1, state: 'refused', assignment_id: null, errors: [{ code: 'user', key: 'field.unknownWorker', message: 'x' }] },
          ],
        },
      },
    });
  });

  it('opens on the part the address names, and shows the server refusal at its field', async () => {
    const { user } = openPage(<FieldAssignmentsPage />, { auth: ADMIN_SESSION, path: '/field-assignments', url: '/field-assignments?part=3' });
    const list = screen.getByTestId('field-assignments');
    const row = (await within(list).findByText('Pratik Bhuyar')).closest('tr')!;
    expect(row).toHaveTextContent('serials 1–30');
    expect(row).toHaveTextContent('field@demo.local');
    expect(server.calls(LIST)[0].query.toString()).toBe('acno=38&partno=3');
    // the form starts on the same part
    expect(field('Part *')).toHaveValue('3');
    await user.selectOptions(field('Worker *'), '62');
    await user.type(field('Serial from'), '40');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    // one serial without the other: the shared schema says so, nothing is sent
    await waitFor(() => expect(errorOf('Serial from')).toBe('Give both serials of the page, or neither for the whole part.'));
    expect(server.calls(ADD)).toHaveLength(0);
    await user.type(field('Serial to'), '60');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(errorOf('Part *')).toBe('At most 5 workers may hold one voter: this page is full.'));
    expect(server.calls(ADD)[0].body).toEqual({ user_id: 62, acno: 38, partno: 3, from: 40, to: 60 });
  });

  it('asks before ending an assignment, and filters by worker and ended ones', async () => {
    const { user } = openPage(<FieldAssignmentsPage />, { auth: ADMIN_SESSION, path: '/field-assignments', url: '/field-assignments' });
    const row = (await within(screen.getByTestId('field-assignments')).findByText('Pratik Bhuyar')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'End the assignment of Pratik Bhuyar to part 3, serials 1–30' }));
    // the dialog speaks of ending, not of deleting
    await waitFor(() => expect(swalTitle()).toBe('End this assignment?'));
    expect(document.querySelector('.swal2-confirm')).toHaveTextContent('Yes, end it');
    expect(document.querySelector('.swal2-html-container')).toHaveTextContent('End the assignment of Pratik Bhuyar to part 3');
    await act(async () => Swal.clickConfirm());
    await waitFor(() => expect(server.calls(`PUT ${BASE}/field/assignments/end/9`)).toHaveLength(1));
    await waitFor(() => expect(swalTitle()).toBe('Ended'));
    await act(async () => Swal.clickConfirm());
    await user.click(screen.getByLabelText('Show ended assignments'));
    await waitFor(() => expect(server.calls(LIST).at(-1)!.query.get('ended')).toBe('true'));
    await user.selectOptions(screen.getByLabelText('Worker', { selector: '#field-filter-worker' }), '61');
    await waitFor(() => expect(server.calls(LIST).at(-1)!.query.get('user_id')).toBe('61'));
    expect(screen.getByLabelText('Show ended assignments')).toBeChecked();
  });

  it('reads a CSV and answers each row, refusals in the page language', async () => {
    const { user } = openPage(<FieldAssignmentsPage />, { auth: ADMIN_SESSION, path: '/field-assignments', locale: 'hi' });
    const csv = 'Email,Part,From,To\r\nfield@demo.local,3,1,30\r\n"nobody@x.org",4,,\r\n';
    await user.upload(screen.getByTestId('field-bulk-file') as HTMLInputElement, new File([csv], 'pages.csv', { type: 'text/csv' }));
    await waitFor(() => expect(server.calls(BULK)).toHaveLength(1));
    expect(server.calls(BULK)[0].body).toEqual({
      acno: 38,
      rows: [
        { user: 'field@demo.local', partno: '3', from: '1', to: '30' },
        { user: 'nobody@x.org', partno: '4', from: null, to: null },
      ],
    });
    const result = await screen.findByTestId('field-bulk-rows');
    const rows = within(result).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('सौंपा गया');
    expect(rows[1]).toHaveTextContent('अस्वीकृत');
    expect(rows[1]).toHaveTextContent('संगठन के किसी उपयोगकर्ता');
  });

  it("warns beside a part whose polling station is not on the map, linking to the centre's location", async () => {
    server.on(LIST, {
      body: {
        assignments: [
          assignment(),
          assignment({ id: 10, partno: 4, center_id: 4, on_map: false }),
          assignment({ id: 11, partno: 5, center_id: null, on_map: false }),
        ],
      } satisfies AssignmentListResponse,
    });
    const { user } = openPage(<FieldAssignmentsPage />, { auth: ADMIN_SESSION, path: '/field-assignments', url: '/field-assignments' });
    const list = screen.getByTestId('field-assignments');
    await within(list).findAllByText('Pratik Bhuyar');
    const rowOf = (part: number) =>
      within(list)
        .getAllByRole('row')
        .find((r) => r.querySelector('td')?.textContent?.startsWith(String(part)))!;
    expect(within(rowOf(3)).queryByTestId('field-off-map')).toBeNull();
    expect(rowOf(4)).toHaveTextContent("Not on the map: surveys of areas do not reach this part's workers.");
    expect(rowOf(5)).toHaveTextContent('this part has no polling station on the roll');
    // no centre to set a place on
    expect(within(rowOf(5)).queryByRole('link')).toBeNull();
    await user.click(within(rowOf(4)).getByRole('link', { name: 'Set the location of the polling station of part 4' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/edit-voting-center/4');
  });

  it('reads the columns of a CSV by their names, quotes included', () => {
    expect(assignmentRows('to,from,part,phone\n30,1,2,"+91 98000, 00015"\n\n')).toEqual([
      { row: 1, user: '+91 98000, 00015', partno: '2', from: '1', to: '30' },
    ]);
    expect(assignmentRows('name,part\nx,1')).toBeNull();
  });
});

const PROGRESS_ANSWER: FieldProgressResponse = {
  acno: 38,
  parts: [
    {
      acno: 38,
      partno: 1,
      vcenter: 'Z.P. School Rajapeth',
      vcenter_v1: 'जि.प. शाळा राजापेठ',
      location: { type: 'Point', coordinates: [77.76, 20.93] },
      center_id: 1,
      on_map: true,
      workers: [{ user_id: 61, name: 'Pratik Bhuyar', last_sync: '2026-11-20T04:02:00.000Z' }],
      last_sync: '2026-11-20T04:02:00.000Z',
      electors: 300,
      households: 80,
      households_visited: 12,
      visited: 40,
      met: 30,
      slips_delivered: 15,
      supporters: 9,
      refusals: 2,
      pages: [
        {
          from: 1,
          to: 30,
          assignment_ids: [9],
          workers: [{ user_id: 61, name: 'Pratik Bhuyar', last_sync: '2026-11-20T04:02:00.000Z' }],
          last_sync: '2026-11-20T04:02:00.000Z',
          electors: 30,
          households: 9,
          households_visited: 5,
          visited: 20,
          met: 15,
          slips_delivered: 6,
          supporters: 4,
          refusals: 1,
        },
      ],
    },
    {
      acno: 38,
      partno: 2,
      vcenter: 'Camp School',
      vcenter_v1: null,
      location: { type: 'Point', coordinates: [77.77, 20.94] },
      center_id: 2,
      on_map: true,
      workers: [],
      last_sync: null,
      electors: 0,
      households: 0,
      households_visited: 0,
      visited: 0,
      met: 0,
      slips_delivered: 0,
      supporters: 0,
      refusals: 0,
      pages: [],
    },
  ],
};

describe('field progress (/field-progress)', () => {
  beforeEach(() => installFakeServer({ ...MAP_CONFIG_ROUTE, [PROGRESS]: { body: PROGRESS_ANSWER } }));

  it('lists the parts, opens a part on its pages, colours the centres and exports the sheet', async () => {
    const { user } = openPage(<FieldProgressPage />, { auth: ADMIN_SESSION, path: '/field-progress' });
    const table = await screen.findByTestId('field-progress');
    const part1 = table.querySelector('tr[data-part="1"]') as HTMLElement;
    // 30 of 300 met, 15 slips of 300; a part without electors shows 0%
    expect(part1).toHaveTextContent('Z.P. School Rajapeth');
    expect(part1).toHaveTextContent('12 / 80');
    expect(part1).toHaveTextContent('10.00%');
    expect(part1).toHaveTextContent('5.00%');
    expect(part1).toHaveTextContent('09:32');
    expect(table.querySelector('tr[data-part="2"]')).toHaveTextContent('0.00%');
    expect(table.querySelectorAll('.field-page-row')).toHaveLength(0);
    await user.click(within(part1).getByRole('button', { name: 'Show the pages of part 1' }));
    const page = table.querySelector('.field-page-row') as HTMLElement;
    expect(page).toHaveTextContent('serials 1–30');
    expect(page).toHaveTextContent('50.00%');
    expect(page).toHaveTextContent('5 / 9');
    expect(screen.getByTestId('voting-centre-map')).toHaveAttribute('data-markers', '2');

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
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Export as Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    click.mockRestore();
    expect(saved[0].name).toBe('field_progress.xlsx');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(saved[0].blob);
    });
    const { wb, sheet } = readXlsx(bytes);
    expect(wb.SheetNames).toEqual(['Field progress']);
    // a header, part 1, its page, part 2
    expect(['A1', 'A2', 'A3', 'A4', 'C3', 'J3'].map((c) => sheet[c]?.v)).toEqual(['Part', 1, 1, 2, 'serials 1–30', 0.5]);
    // whether each part's polling station is on the map, its pages as their part
    expect(['N1', 'N2', 'N3'].map((c) => sheet[c]?.v)).toEqual(['On the map', 'Yes', 'Yes']);
    // every centre on the map: nothing to warn of
    expect(screen.queryByTestId('field-off-map')).toBeNull();
    expect(screen.queryByTestId('field-off-map-list')).toBeNull();
  });

  it('warns of the parts off the map beside them and above the map, in the page language', async () => {
    const [one, two] = PROGRESS_ANSWER.parts;
    const off = { ...two, location: null, on_map: false };
    const noCentre = { ...two, partno: 3, vcenter: null, center_id: null, location: null, on_map: false };
    installFakeServer({ ...MAP_CONFIG_ROUTE, [PROGRESS]: { body: { acno: 38, parts: [one, off, noCentre] } satisfies FieldProgressResponse } });
    const { user } = openPage(<FieldProgressPage />, { auth: ADMIN_SESSION, path: '/field-progress', locale: 'hi' });
    const table = await screen.findByTestId('field-progress');
    expect(within(table.querySelector('tr[data-part="1"]') as HTMLElement).queryByTestId('field-off-map')).toBeNull();
    const part2 = table.querySelector('tr[data-part="2"]') as HTMLElement;
    expect(part2).toHaveTextContent('नक्शे पर नहीं: क्षेत्रों के सर्वेक्षण इस भाग के कार्यकर्ताओं तक नहीं पहुँचते।');
    expect(table.querySelector('tr[data-part="3"]')).toHaveTextContent('मतदाता सूची में इस भाग का कोई मतदान केंद्र नहीं है');
    // the map shows the one part it can place, and names the other two above it
    expect(screen.getByTestId('voting-centre-map')).toHaveAttribute('data-markers', '1');
    const note = screen.getByTestId('field-off-map-list');
    expect(note).toHaveTextContent('जो भाग नक्शे पर नहीं हैं');
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['भाग 2', 'भाग 3 (मतदाता सूची में कोई मतदान केंद्र नहीं)']);
    await user.click(within(note).getByRole('link', { name: 'भाग 2 के मतदान केंद्र का स्थान तय करें' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/edit-voting-center/2');
  });
});
