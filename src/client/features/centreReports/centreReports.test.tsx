// The Top and Least voting-centre reports: sorted by voters reached (most or fewest first), 10 a
// page with "Page X of Y", the percentage green or red, the centre in the page's script; the
// Least report asks again every 5 minutes and the answer is kept as long; the Export menu's
// Excel file (sheet 'Voting Centers', bold header, numbers as numbers, a centre named like a
// formula written as text) and PDF (the table sent to the server's text PDF engine, the downloaded
// file named voting_centers.pdf), both most reached first.
import { act, screen, waitFor, within } from '@testing-library/react';
import { LeastCentresPage, TopCentresPage } from './CentreReportPage';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, openPage } from '../../test/renderPage';
import { swalText } from '../../test/queries';
import { readXlsx } from '../../lib/readXlsx.testing';
import type { TablePdfBody } from '../../../shared/schemas/paper';
import type { MatdanKendra } from './reach';

const KENDRA = 'GET /api/v1/admin/5/matdan-kendra-list';
const PDF = 'POST /api/v1/admin/5/paper/centre-report-pdf';

// 12 centres: part p reached p * 10 of 1000, except part 3 (no voters at all) and part 7
// (voters, none reached); part 12's name starts like a spreadsheet formula
const centre = (partno: number): MatdanKendra => ({
  ac_no: 38,
  partno,
  vcenter: partno === 12 ? '=HYPERLINK("http://evil.example","x")' : `School ${partno}`,
  vcenter_v1: partno === 1 ? 'जिल्हा परिषद शाळा' : null,
  voter_count: partno === 3 ? 0 : 1000,
  voters_reached: partno === 3 || partno === 7 ? 0 : partno * 10,
});
const CENTRES = Array.from({ length: 12 }, (_, i) => centre(i + 1));

let server: FakeServer;
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  // the server answers in part order, as it does; the PDF is the server's
  server = installFakeServer({ [KENDRA]: { body: CENTRES }, [PDF]: { body: '%PDF-1.7' } });
});
afterEach(() => {
  errorSpy.mockRestore();
  jest.useRealTimers();
});

const table = (testId: string) => screen.getByTestId(testId);
const partsShown = (testId: string) =>
  within(table(testId))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => Number(tr.querySelector('td[data-column="partno"]')!.textContent));
const cell = (testId: string, partno: number, column: string) => {
  const row = within(table(testId))
    .getAllByRole('row')
    .find((tr) => tr.querySelector('td[data-column="partno"]')?.textContent === String(partno))!;
  return row.querySelector(`td[data-column="${column}"]`)!;
};

describe('Top Voting Center', () => {
  it('lists the most reached first, 10 a page with Page X of Y, for the default constituency', async () => {
    const { user } = openPage(<TopCentresPage />, { auth: ADMIN_SESSION, path: '/report-top-center' });
    expect(screen.getByRole('heading', { name: 'Top Voting Center' })).toBeInTheDocument();
    await waitFor(() => expect(partsShown('top-centres-report')).toEqual([12, 11, 10, 9, 8, 6, 5, 4, 2, 1]));
    expect(Object.fromEntries(server.calls(KENDRA)[0].query)).toEqual({ acno: '38' });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(
      within(table('top-centres-report'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['AC No', 'Part No', 'Voting Center', 'Voter Count', 'Voters Reached', 'Percentage']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    // the ties at 0 reached by part number
    expect(partsShown('top-centres-report')).toEqual([3, 7]);
  });

  it('shows the percentage to 2 decimals, green once voters were reached and red while none were', async () => {
    openPage(<TopCentresPage />, { auth: ADMIN_SESSION, path: '/report-top-center' });
    await waitFor(() => expect(partsShown('top-centres-report')).toHaveLength(10));
    const pct = cell('top-centres-report', 5, 'percent').firstElementChild!;
    expect(pct).toHaveTextContent('5.00%');
    expect(pct).toHaveClass('percent-reached');
    expect(cell('top-centres-report', 5, 'voters')).toHaveTextContent('1000');
    expect(cell('top-centres-report', 5, 'reached')).toHaveTextContent('50');
  });

  it('shows the centre in Devanagari in Hindi and Marathi', async () => {
    openPage(<TopCentresPage />, { auth: ADMIN_SESSION, path: '/report-top-center', locale: 'mr' });
    await waitFor(() => expect(cell('top-centres-report', 1, 'vcenter')).toHaveTextContent('जिल्हा परिषद शाळा'));
    expect(cell('top-centres-report', 2, 'vcenter')).toHaveTextContent('School 2');
  });
});

describe('Least Voting Center', () => {
  it('lists the fewest reached first, the zeros in red', async () => {
    const { user } = openPage(<LeastCentresPage />, { auth: ADMIN_SESSION, path: '/report-least-center' });
    expect(screen.getByRole('heading', { name: 'Least Voting Center' })).toBeInTheDocument();
    await waitFor(() => expect(partsShown('least-centres-report')).toEqual([3, 7, 1, 2, 4, 5, 6, 8, 9, 10]));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    // no voters at all: 0%; voters but none reached: 0.00%; both red
    const none = cell('least-centres-report', 3, 'percent').firstElementChild!;
    expect(none).toHaveTextContent(/^0%$/);
    expect(none).toHaveClass('percent-none');
    const notYet = cell('least-centres-report', 7, 'percent').firstElementChild!;
    expect(notYet).toHaveTextContent('0.00%');
    expect(notYet).toHaveClass('percent-none');
    expect(cell('least-centres-report', 1, 'percent').firstElementChild).toHaveClass('percent-reached');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(partsShown('least-centres-report')).toEqual([11, 12]);
  });

  it('asks again every 5 minutes while open; the Top report does not', async () => {
    jest.useFakeTimers();
    const least = openPage(<LeastCentresPage />, { auth: ADMIN_SESSION, path: '/report-least-center' });
    await waitFor(() => expect(server.calls(KENDRA)).toHaveLength(1));
    // a part reached more meanwhile: the next answer re-sorts the list
    server.on(KENDRA, { body: CENTRES.map((c) => (c.partno === 3 ? { ...c, voter_count: 500, voters_reached: 400 } : c)) });
    await act(async () => {
      jest.advanceTimersByTime(299_000);
    });
    expect(server.calls(KENDRA)).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    await waitFor(() => expect(server.calls(KENDRA)).toHaveLength(2));
    await waitFor(() => expect(partsShown('least-centres-report')[0]).toBe(7));
    least.unmount();

    const top = openPage(<TopCentresPage />, { auth: ADMIN_SESSION, path: '/report-top-center' });
    await waitFor(() => expect(server.calls(KENDRA)).toHaveLength(3));
    await act(async () => {
      jest.advanceTimersByTime(600_000);
    });
    expect(server.calls(KENDRA)).toHaveLength(3);
    top.unmount();
  });

  it('keeps the answer 5 minutes after the report is left', async () => {
    jest.useFakeTimers();
    const first = openPage(<LeastCentresPage />, { auth: ADMIN_SESSION, path: '/report-least-center' });
    await waitFor(() => expect(partsShown('least-centres-report')).toHaveLength(10));
    const store = first.store;
    first.unmount();
    // RTK Query drops unused data after its keepUnusedDataFor: still there just before 5 minutes
    await act(async () => {
      jest.advanceTimersByTime(299_000);
    });
    const cached = () => Object.values(store.getState().api.queries).filter((q) => q?.endpointName === 'matdanKendraList');
    expect(cached()).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(2_000);
    });
    expect(cached()).toHaveLength(0);
  });
});

describe('Export menu', () => {
  let saved: { name: string; blob: Blob }[];
  beforeEach(() => {
    saved = [];
    let blob: Blob | null = null;
    // jsdom neither makes object URLs nor downloads: keep what would be downloaded
    (URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = (b: Blob) => {
      blob = b;
      return 'blob:test';
    };
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => {};
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blob! });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const openMenu = async (user: ReturnType<typeof openPage>['user'], name: RegExp = /Export/) => {
    await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
    await user.click(screen.getByRole('button', { name }));
    return screen.getByRole('menu');
  };
  // jsdom's Blob has no arrayBuffer()
  const bytesOf = (blob: Blob) =>
    new Promise<Uint8Array>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blob);
    });

  it('offers Excel and PDF, and closes on Escape', async () => {
    const { user } = openPage(<TopCentresPage />, { auth: ADMIN_SESSION, path: '/report-top-center' });
    const menu = await openMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Export as Excel', 'Export as PDF']);
    expect(within(menu).getByRole('menuitem', { name: 'Export as Excel' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Export as PDF' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export/ })).toHaveFocus();
  });

  it('is disabled while there is no centre', async () => {
    server.on(KENDRA, { body: [] });
    openPage(<TopCentresPage />, { auth: ADMIN_SESSION, path: '/report-top-center' });
    await screen.findByText('No voting centres found');
    expect(screen.getByRole('button', { name: /Export/ })).toBeDisabled();
  });

  it('saves voting_centers.xlsx: sheet Voting Centers, bold header, numbers, most reached first, formulas as text', async () => {
    // exported from the Least report: the file is still most reached first
    const { user } = openPage(<LeastCentresPage />, { auth: ADMIN_SESSION, path: '/report-least-center' });
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Export as Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('voting_centers.xlsx');
    const { wb, sheet, sheetXml, isBold } = readXlsx(await bytesOf(saved[0].blob));
    expect(wb.SheetNames).toEqual(['Voting Centers']);
    expect(['A1', 'B1', 'C1', 'D1', 'E1', 'F1'].map((r) => sheet[r].v)).toEqual([
      'AC No',
      'Part No',
      'Voting Center',
      'Voter Count',
      'Voters Reached',
      'Percentage',
    ]);
    expect(['A1', 'B1', 'C1', 'D1', 'E1', 'F1'].every(isBold)).toBe(true);
    expect(isBold('A2')).toBe(false);
    expect(sheet['!ref']).toBe('A1:F13');
    // row 2: part 12, 120 of 1000 reached, its formula-like name as plain text
    expect(sheet.A2).toMatchObject({ t: 'n', v: 38 });
    expect(sheet.B2).toMatchObject({ t: 'n', v: 12 });
    expect(sheet.C2).toMatchObject({ t: 's', v: '=HYPERLINK("http://evil.example","x")', z: '@' });
    expect(sheet.C2.f).toBeUndefined();
    expect(sheetXml).not.toMatch(/<f[ >]/);
    expect(sheet.D2).toMatchObject({ t: 'n', v: 1000 });
    expect(sheet.E2).toMatchObject({ t: 'n', v: 120 });
    expect(sheet.F2).toMatchObject({ t: 'n', v: 0.12, w: '12.00%' });
    const parts = Array.from({ length: 12 }, (_, i) => sheet[`B${i + 2}`].v);
    expect(parts).toEqual([12, 11, 10, 9, 8, 6, 5, 4, 2, 1, 3, 7]);
    expect(sheet['!cols']!.map((c) => c.wch)).toEqual([8, 8, 48, 13, 15, 12]);
  });

  it('has the server print voting_centers.pdf with every centre, most reached first, in the page language', async () => {
    const { user } = openPage(<LeastCentresPage />, { auth: ADMIN_SESSION, path: '/report-least-center', locale: 'hi' });
    await user.click(within(await openMenu(user, /निर्यात करें/)).getByRole('menuitem', { name: 'PDF के रूप में निर्यात करें' }));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['voting_centers.pdf']));
    expect(server.calls(PDF)).toHaveLength(1);
    const pdf = server.calls(PDF)[0].body as TablePdfBody;
    expect(pdf.title).toBe('न्यूनतम मतदान केंद्र');
    expect(pdf.headers).toEqual(['विधानसभा क्र.', 'भाग क्र.', 'मतदान केंद्र', 'मतदाता संख्या', 'संपर्क किए गए मतदाता', 'प्रतिशत']);
    expect(pdf.rows.map((r) => Number(r[1]))).toEqual([12, 11, 10, 9, 8, 6, 5, 4, 2, 1, 3, 7]);
    expect(pdf.rows[9]).toEqual(['38', '1', 'जिल्हा परिषद शाळा', '1000', '10', '1.00%']);
    expect(pdf.rows[10]).toEqual(['38', '3', 'School 3', '0', '0', '0%']);
    expect(pdf.subtitle![0]).toContain('38');
    expect(pdf.widths).toHaveLength(6);
  });

  it('says so when the file cannot be made', async () => {
    server.on(PDF, { status: 500, body: { msg: 'Internal error' } });
    const { user } = openPage(<TopCentresPage />, { auth: ADMIN_SESSION, path: '/report-top-center' });
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Export as PDF' }));
    await waitFor(() => expect(swalText()).toBe('The file could not be made. Please try again.'));
    // the dialog hides the page from assistive technology meanwhile
    expect(screen.getByRole('button', { name: /Export/, hidden: true })).toBeEnabled();
  });
});
