// Import voter roll (issue 4): the upload's progress through a fake XMLHttpRequest, then the
// job polled through the real RTK Query endpoints against a fake fetch; the summary and rejected
// rows; refused uploads explained in the chosen language; voter lists refreshed afterwards.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import ImportRollPage from './ImportRollPage';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { FakeXhr } from '../../test/fakeXhr';
import { ADMIN_SESSION, renderPage } from '../../test/renderPage';
import type { VoterImportJob } from '../../../shared/api/voterImport';
import mr from '../../../../i18n/mr.json';
import { BASE, VP } from './testData';
import { partsApi } from './partsApi';

const LIST = `GET ${BASE}/voter-import`;
const JOB = `GET ${BASE}/voter-import/job-1`;

function job(over: Partial<VoterImportJob> = {}): VoterImportJob {
  return {
    id: 'job-1',
    state: 'running',
    mode: 'complete',
    dryRun: false,
    samples: [],
    file: { name: 'roll.csv', bytes: 4000, format: 'csv' },
    read: { unit: 'bytes', done: 0, total: 4000 },
    rows: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    moved: 0,
    removed: 0,
    restored: 0,
    withoutEpic: 0,
    rejected: 0,
    batches: 0,
    errors: [],
    summary: null,
    failure: null,
    startedAt: '2026-01-01T10:00:00.000Z',
    finishedAt: null,
    ...over,
  };
}

const DONE = job({
  state: 'done',
  read: { unit: 'bytes', done: 4000, total: 4000 },
  rows: 30,
  inserted: 27,
  updated: 1,
  unchanged: 0,
  rejected: 2,
  batches: 1,
  errors: [
    { line: 6, column: 'AGE', code: 'notWhole', values: { column: 'AGE', found: 'abc' }, reason: 'AGE must be a whole number (found "abc").' },
    { line: 12, column: 'GENDER', code: 'gender', values: { found: 'X' }, reason: 'GENDER must be M, F or O (found "X").' },
  ],
  summary: { acnos: [38], parts: 1, seconds: 0.4 },
  finishedAt: '2026-01-01T10:00:01.000Z',
});

let server: FakeServer;
let realXhr: typeof XMLHttpRequest;
beforeEach(() => {
  FakeXhr.all = [];
  realXhr = globalThis.XMLHttpRequest;
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  server = installFakeServer({
    [LIST]: { body: { jobs: [] } },
    [`GET ${VP}/partno-list`]: { body: { partnolist: [{ partno: 1, area_name: 'Badnera' }] } },
  });
});
afterEach(() => {
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = realXhr;
});

const open = (auth = ADMIN_SESSION, locale: 'en' | 'hi' | 'mr' = 'en') => renderPage(<ImportRollPage />, { auth, locale, path: '/import-voter-roll' });
/** Chooses a file; `check`: leave "Check first" on (a dry run), else import at once. */
const choose = (name = 'roll.csv', content = 'AC_NO,PART_NO,SLNOINPART,FM_NAME_EN\n38,1,1,Asha\n', type = 'text/csv', check = false) => {
  const file = new File([content], name, { type });
  fireEvent.change(document.getElementById('roll-file')!, { target: { files: [file] } });
  const box = document.querySelector<HTMLInputElement>('input[type=checkbox]')!;
  if (box.checked !== check) fireEvent.click(box);
  return file;
};
const start = (label = 'Upload and import') => fireEvent.click(screen.getByRole('button', { name: label }));

describe('import voter roll', () => {
  it('uploads with progress, follows the job to its summary and rejected rows, then refreshes the voter lists', async () => {
    let polls = 0;
    server.on(JOB, () => {
      polls += 1;
      return { body: polls === 1 ? job({ read: { unit: 'bytes', done: 1000, total: 4000 }, rows: 12, inserted: 11, rejected: 1, batches: 0 }) : DONE };
    });
    const { store } = open();
    // a voter-related list on screen elsewhere: the import must refresh it
    store.dispatch(partsApi.endpoints.partnoList.initiate({ acno: 38 }));
    await waitFor(() => expect(server.calls(`GET ${VP}/partno-list`)).toHaveLength(1));
    await waitFor(() => expect(server.calls(LIST)).toHaveLength(1));

    const file = choose();
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('roll.csv');
    start();
    const xhr = FakeXhr.all[0];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${BASE}/voter-import?name=roll.csv&mode=complete&dryRun=false`);
    expect(xhr.headers.authorization).toBe('Bearer test-token');
    expect(xhr.headers['content-type']).toBe('text/csv');
    expect(xhr.body).toBe(file);

    xhr.progress(20, 40);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('upload-status')).toHaveTextContent('Uploading the file: 50%');
    expect(screen.getByRole('button', { name: 'Upload and import' })).toBeDisabled();
    xhr.progress(40, 40);
    expect(screen.getByTestId('upload-status')).toHaveTextContent('The file has arrived; the server is checking it…');

    await xhr.respond(202, { msg: 'The roll is uploaded; the import has started.', job: job() });
    // the import's own bar: a quarter of the bytes read, and the counts so far
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '25'));
    const status = screen.getByTestId('import-status');
    expect(status).toHaveTextContent('Importing roll.csv: 25%');
    expect(within(status).getByTestId('import-counts')).toHaveTextContent(/Rows read\s*12/);

    // the next poll finds it done
    const summary = await screen.findByTestId('import-summary', undefined, { timeout: 3000 });
    expect(summary).toHaveTextContent('Import finished: roll.csv');
    expect(summary).toHaveTextContent('1 part of constituency 38, in 0.4 s.');
    const counts = within(summary).getByTestId('import-counts');
    expect(counts.querySelector('[data-count="inserted"] dd')).toHaveTextContent('27');
    expect(counts.querySelector('[data-count="updated"] dd')).toHaveTextContent('1');
    expect(counts.querySelector('[data-count="unchanged"] dd')).toHaveTextContent('0');
    expect(counts.querySelector('[data-count="rejected"] dd')).toHaveTextContent('2');
    const rows = within(screen.getByTestId('import-rejected')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['6', 'AGE', 'AGE must be a whole number (found "abc").'],
      ['12', 'GENDER', 'GENDER must be M, F or O (found "X").'],
    ]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    // polling stopped, and the voter lists were refetched
    await waitFor(() => expect(server.calls(`GET ${VP}/partno-list`)).toHaveLength(2));
    const n = server.calls(JOB).length;
    await new Promise((r) => setTimeout(r, 900));
    expect(server.calls(JOB)).toHaveLength(n);

    // and back to the form
    fireEvent.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.queryByTestId('import-summary')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload and import' })).toBeDisabled();
  });

  it('says when more rows were rejected than listed', async () => {
    server.on(JOB, { body: { ...DONE, rejected: 350 } });
    open();
    choose();
    start();
    await FakeXhr.all[0].respond(202, { job: job() });
    const summary = await screen.findByTestId('import-summary');
    expect(summary).toHaveTextContent('The first 2 of 350 rejected rows.');
  });

  it('gives each rejected row its reason in the chosen language (Marathi)', async () => {
    server.on(JOB, { body: DONE });
    open(ADMIN_SESSION, 'mr');
    choose();
    start(mr['voterImport.start']);
    await FakeXhr.all[0].respond(202, { job: job() });
    const rows = await screen.findByTestId('import-rejected');
    const reasons = within(rows)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector('[data-column="reason"]')!.textContent);
    expect(reasons).toEqual(['AGE पूर्ण संख्या असावी (आढळले: "abc").', 'GENDER हे M, F किंवा O असावे (आढळले: "X").']);
  });

  it('explains a refused upload in the chosen language: 400 no header (Hindi), 413, 403, network', async () => {
    open(ADMIN_SESSION, 'hi');
    choose('people.csv', 'name,age\nAsha,30\n');
    start('अपलोड और आयात करें');
    await FakeXhr.all[0].respond(400, {
      msg: 'The first row of the file lacks the Election Commission columns AC_NO, PART_NO.',
      errors: [{ code: 'file', key: 'voterImport.error.noHeader', message: 'The first row of the file lacks the Election Commission columns AC_NO, PART_NO.' }],
      values: { columns: 'AC_NO, PART_NO' },
    });
    expect(screen.getByTestId('import-error')).toHaveTextContent('फ़ाइल की पहली पंक्ति में चुनाव आयोग के ये कॉलम नहीं हैं: AC_NO, PART_NO।');
    // the form is back, ready for another file
    expect(screen.queryByTestId('upload-status')).toBeNull();

    choose('big.csv');
    start('अपलोड और आयात करें');
    await FakeXhr.all[1].respond(413, { msg: 'x', errors: [{ code: 'file', key: 'voterImport.error.tooLarge', message: 'x' }], values: { mb: 200 } });
    expect(screen.getByTestId('import-error')).toHaveTextContent('फ़ाइल 200 MB से बड़ी है, जो अपलोड की अधिकतम सीमा है।');

    choose('roll.csv');
    start('अपलोड और आयात करें');
    await FakeXhr.all[2].respond(403, { msg: 'Your role does not include this module.' });
    expect(screen.getByTestId('import-error')).toHaveTextContent('केवल संगठन का एडमिन ही मतदाता सूची आयात कर सकता है।');

    choose('roll.csv');
    start('अपलोड और आयात करें');
    await FakeXhr.all[3].fail();
    expect(screen.getByTestId('import-error')).toHaveTextContent('अपलोड विफल रहा। कनेक्शन जाँचें और फिर से प्रयास करें।');
  });

  it('on 409 says an import is running (Marathi) and follows that import', async () => {
    server.on(JOB, { body: job({ file: { name: 'first.csv', bytes: 4000, format: 'csv' }, read: { unit: 'bytes', done: 2000, total: 4000 }, rows: 50 }) });
    open(ADMIN_SESSION, 'mr');
    choose();
    start('अपलोड आणि आयात करा');
    await FakeXhr.all[0].respond(409, {
      msg: 'An import is already running for your organisation. Wait for it to finish.',
      errors: [{ code: 'file', key: 'voterImport.error.running', message: 'An import is already running for your organisation. Wait for it to finish.' }],
      job: job({ file: { name: 'first.csv', bytes: 4000, format: 'csv' } }),
    });
    expect(screen.getByTestId('import-error')).toHaveTextContent('तुमच्या संस्थेची एक आयात आधीच सुरू आहे. ती पूर्ण होईपर्यंत थांबा.');
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'आयातीची प्रगती' })).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByTestId('import-status')).toHaveTextContent('first.csv');
  });

  it("sends a PDF roll with its edition's kind and dates, and shows the server's refusal under its field in Marathi", async () => {
    open(ADMIN_SESSION, 'mr');
    const pdf = new File(['%PDF-1.4 ...'], 'part-161.pdf', { type: 'application/pdf' });
    fireEvent.change(document.getElementById('roll-file')!, { target: { files: [pdf] } });
    const box = document.querySelector<HTMLInputElement>('#roll-check-first')!;
    if (box.checked) fireEvent.click(box);
    fireEvent.change(document.getElementById('roll-edition_kind')!, { target: { value: 'draft' } });
    fireEvent.change(document.getElementById('roll-roll_date')!, { target: { value: '2026-10-29' } });
    fireEvent.change(document.getElementById('roll-qualifying_date')!, { target: { value: '2027-01-01' } });
    start(mr['voterImport.start']);
    const xhr = FakeXhr.all[0];
    expect(xhr.url).toBe(
      `${BASE}/roll-pdf?name=part-161.pdf&parts=1&mode=complete&dryRun=false&edition_kind=draft&roll_date=2026-10-29&qualifying_date=2027-01-01`,
    );
    expect(xhr.body).toBe(pdf);
    await xhr.respond(400, {
      msg: 'Invalid input',
      errors: [{ code: 'qualifying_date', key: 'editions.qualifyingAfterRoll', message: 'The qualifying date is more than a year after the roll date.' }],
    });
    const error = await screen.findByText(mr['editions.qualifyingAfterRoll']);
    expect(error).toHaveAttribute('id', 'roll-qualifying_date-error');
    expect(document.getElementById('roll-qualifying_date')).toHaveAttribute('aria-invalid', 'true');
    // refused at its field, not as the file's fault; a new date clears it
    expect(screen.queryByTestId('import-error')).toBeNull();
    fireEvent.change(document.getElementById('roll-qualifying_date')!, { target: { value: '2026-10-01' } });
    expect(document.getElementById('roll-qualifying_date-error')).toBeNull();
    expect(screen.getByRole('button', { name: mr['voterImport.start'] })).toBeEnabled();
  });

  it('refuses a file that is not .csv, .xlsx or .pdf before sending it', () => {
    open();
    choose('roll.txt', 'AC_NO', 'text/plain');
    expect(screen.getByTestId('import-error')).toHaveTextContent(
      "Choose a CSV or Excel (.xlsx) file with the Election Commission's column names, or the roll's PDF files.",
    );
    expect(screen.getByRole('button', { name: 'Upload and import' })).toBeDisabled();
    expect(FakeXhr.all).toHaveLength(0);
    choose('Roll.XLSX', 'PK', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(screen.queryByTestId('import-error')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload and import' })).toBeEnabled();
  });

  it('picks up an import already running for the organisation', async () => {
    server.on(LIST, {
      body: { jobs: [job({ read: { unit: 'rows', done: 30, total: 120 }, rows: 30, file: { name: 'sheet.xlsx', bytes: 9000, format: 'xlsx' } })] },
    });
    server.on(JOB, { body: job({ read: { unit: 'rows', done: 60, total: 120 }, rows: 60, file: { name: 'sheet.xlsx', bytes: 9000, format: 'xlsx' } }) });
    open();
    await waitFor(() => expect(screen.getByTestId('import-status')).toHaveTextContent('60 of 120 rows read'));
    expect(screen.getByRole('button', { name: 'Upload and check' })).toBeDisabled();
  });

  it('cancels an upload under way', async () => {
    open();
    choose();
    start();
    FakeXhr.all[0].progress(10, 40);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(FakeXhr.all[0].aborted).toBe(true);
    expect(screen.queryByTestId('upload-status')).toBeNull();
    expect(screen.queryByTestId('import-error')).toBeNull();
  });

  it('tells field staff that only the admin imports, without asking the server', () => {
    open({ ...ADMIN_SESSION, type: 2 });
    expect(screen.getByRole('alert')).toHaveTextContent("Only the organisation's admin can import a voter roll.");
    expect(document.getElementById('roll-file')).toBeNull();
    expect(server.calls(LIST)).toHaveLength(0);
  });

  it("sends the file's constituency when one is given, and says a wrong one is not a number (Hindi)", async () => {
    server.on(JOB, { body: job({ state: 'planned', dryRun: true }) });
    open(ADMIN_SESSION, 'hi');
    choose('ac38.csv', undefined, undefined, true);
    const field = screen.getByLabelText('फ़ाइल का निर्वाचन क्षेत्र (AC)');
    expect(field).toHaveAttribute('placeholder', 'फ़ाइल के सभी निर्वाचन क्षेत्र');
    fireEvent.change(field, { target: { value: '3x' } });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('पूर्ण संख्या होनी चाहिए।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अपलोड करें और जाँचें' })).toBeDisabled();
    fireEvent.change(field, { target: { value: '38' } });
    start('अपलोड करें और जाँचें');
    expect(FakeXhr.all[0].url).toBe(`${BASE}/voter-import?name=ac38.csv&mode=complete&dryRun=true&acno=38`);
  });

  it('checks a revised roll first: shows what would change with the first rows, and applies it (Marathi)', async () => {
    const planned = job({
      state: 'planned',
      dryRun: true,
      rows: 59,
      moved: 59,
      removed: 1,
      samples: [
        {
          kind: 'moved',
          line: 2,
          acno: 38,
          partno: 1,
          slnoinpart: 1,
          from: { acno: 38, partno: 1, slnoinpart: 2 },
          name: 'Ravi Patil',
          nameLocal: 'रवी पाटील',
          epic: 'ABC0000002',
        },
        {
          kind: 'removed',
          line: null,
          acno: 38,
          partno: 1,
          slnoinpart: 1,
          from: { acno: 38, partno: 1, slnoinpart: 1 },
          name: 'Asha More',
          nameLocal: 'आशा मोरे',
          epic: 'ABC0000001',
        },
      ],
      summary: { acnos: [38], parts: 1, seconds: 0.2 },
    });
    server.on(JOB, { body: planned });
    const again = '2026-01-01T10:05:00.000Z';
    server.on(`POST ${BASE}/voter-import/job-1/apply`, { status: 202, body: { msg: 'started', job: job({ startedAt: again }) } });
    open(ADMIN_SESSION, 'mr');
    choose('revised.csv', undefined, undefined, true);
    fireEvent.change(screen.getByLabelText('फाइलमध्ये काय आहे'), { target: { value: 'complete' } });
    start('अपलोड करा व तपासा');
    expect(FakeXhr.all[0].url).toBe(`${BASE}/voter-import?name=revised.csv&mode=complete&dryRun=true`);
    await FakeXhr.all[0].respond(202, { msg: 'started', job: job({ dryRun: true }) });
    const plan = await screen.findByTestId('import-plan');
    expect(plan).toHaveTextContent('अजून काहीही बदललेले नाही');
    expect(within(plan).getByTestId('import-counts')).toHaveTextContent('स्थलांतरित५९');
    expect(within(plan).getByTestId('import-counts')).toHaveTextContent('यादीतून वगळले१');
    const samples = within(plan).getByTestId('import-samples');
    expect(samples).toHaveTextContent('रवी पाटील');
    expect(samples).toHaveTextContent('भाग १, अनुक्रमांक २');
    expect(samples.querySelector('[data-kind=removed]')).toHaveTextContent('आशा मोरे');

    server.on(JOB, { body: { ...DONE, startedAt: again } });
    fireEvent.click(within(plan).getByRole('button', { name: 'लागू करा' }));
    await waitFor(() => expect(server.calls(`POST ${BASE}/voter-import/job-1/apply`)).toHaveLength(1));
    await screen.findByTestId('import-summary');
    expect(screen.queryByTestId('import-plan')).toBeNull();
  });
  it("shows a messy revision's warnings, held rows and the parts it would empty in red, and applies it only when asked again (Marathi)", async () => {
    const planned = job({
      state: 'planned',
      dryRun: true,
      rows: 23,
      moved: 20,
      removed: 9,
      warned: 2,
      held: 1,
      warnings: [
        {
          line: 4,
          column: 'AGE',
          reason: 'AGE must be between 18 and 120 (found 150).',
          code: 'range',
          values: { column: 'AGE', min: 18, max: 120, found: 150 },
        },
        { line: 6, column: 'AGE', reason: 'AGE is missing.', code: 'missing', values: { column: 'AGE' } },
      ],
      largeRemovals: [{ acno: 38, partno: 2, live: 60, removed: 9 }],
      summary: { acnos: [38], parts: 2, seconds: 0.2 },
    });
    server.on(JOB, { body: planned });
    server.on(`POST ${BASE}/voter-import/job-1/apply`, { status: 202, body: { msg: 'started', job: job({ startedAt: '2026-01-01T10:05:00.000Z' }) } });
    open(ADMIN_SESSION, 'mr');
    choose('revised.csv', undefined, undefined, true);
    start('अपलोड करा व तपासा');
    await FakeXhr.all[0].respond(202, { msg: 'started', job: job({ dryRun: true }) });
    const plan = await screen.findByTestId('import-plan');
    const counts = within(plan).getByTestId('import-counts');
    expect(counts).toHaveTextContent('इशारे२');
    expect(counts.querySelector('[data-count=held]')).toHaveClass('import-count-bad');
    const large = within(plan).getByTestId('import-large-removals');
    expect(large).toHaveTextContent('विधानसभा ३८ चा भाग २: ६० पैकी ९ मतदार यादीतून वगळले जातील');
    const warnings = within(plan).getByTestId('import-warnings');
    expect(within(plan).getByRole('heading', { name: mr['voterImport.warningsTitle'] })).toBeInTheDocument();
    expect(warnings.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(warnings).toHaveTextContent('150');

    // Apply asks again; No sends nothing
    fireEvent.click(within(plan).getByRole('button', { name: 'लागू करा' }));
    await waitFor(() => expect(document.querySelector('.swal2-title')).toHaveTextContent(mr['voterImport.largeRemovalsConfirmTitle']));
    await act(async () => Swal.clickCancel());
    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
    expect(server.calls(`POST ${BASE}/voter-import/job-1/apply`)).toHaveLength(0);
    // Yes applies, allowing the removals
    fireEvent.click(within(plan).getByRole('button', { name: 'लागू करा' }));
    await waitFor(() => expect(document.querySelector('.swal2-title')).not.toBeNull());
    await act(async () => Swal.clickConfirm());
    await waitFor(() => expect(server.calls(`POST ${BASE}/voter-import/job-1/apply`)).toHaveLength(1));
    expect(server.calls(`POST ${BASE}/voter-import/job-1/apply`)[0].query.get('allowRemovals')).toBe('true');
  });
});
