// PDF rolls in the console against a fake server: two parts chosen on Import Voter Roll go to one
// PDF job (the first starts it, the second is added), a refused part is named with its reason in
// the chosen language by the file input; the review screen polls the job's progress, then shows
// each doubtful field beside its box's picture (read with the session's token), saves the fix
// typed with Enter and goes to the next; Import waits for the review, "Import now" asks first;
// the import's result is Import Voter Roll's, a job that failed goes back to the form with its
// reason, and an admin's Cancel (confirmed) ends the job.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import Swal from 'sweetalert2';
import type { RollPdfDoubt, RollPdfJob } from '../../../shared/api/rollPdf';
import type { VoterImportJob } from '../../../shared/api/voterImport';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { FakeXhr, installFakeXhr } from '../../test/fakeXhr';
import { PNG_BYTES, stubObjectUrls } from '../../test/objectUrls';
import { ADMIN_SESSION, openPage } from '../../test/renderPage';
import ImportRollPage from '../voters/ImportRollPage';
import RollReviewPage from './RollReviewPage';

const BASE = '/api/v1/admin/5';
const JOB = `GET ${BASE}/roll-pdf/j1`;
const DOUBTS = `GET ${BASE}/roll-pdf/j1/doubts`;

function job(over: Partial<RollPdfJob> = {}): RollPdfJob {
  return {
    id: 'j1',
    state: 'reading',
    acno: 38,
    files: [
      { fileNo: 0, name: 'part-401.pdf', pages: 2 },
      { fileNo: 1, name: 'part-402.pdf', pages: 2 },
    ],
    parts: 2,
    pages: 4,
    pagesRead: 0,
    electors: 0,
    doubts: 0,
    corrected: 0,
    secondsLeft: null,
    failure: null,
    importJob: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...over,
  };
}

const FIELDS = { SLNOINPART: '3', EPIC_NO: 'VWK597214I', FM_NAME_V1: 'शालिनी', LASTNAME_V1: 'जाधव', AGE: '45', GENDER: 'F' };
const DOUBT_LIST: RollPdfDoubt[] = [
  { fileNo: 0, page: 2, box: 2, column: 'EPIC_NO', reasons: ['epic_pattern'], read: 'VWK597214I', value: null, fields: FIELDS, image: true },
  { fileNo: 0, page: 2, box: 2, column: 'AGE', reasons: ['low_confidence'], read: '45', value: null, fields: FIELDS, image: true },
  { fileNo: 1, page: 2, box: 0, column: 'GENDER', reasons: ['gender_vocabulary'], read: 'X', value: null, fields: { ...FIELDS, GENDER: 'X' }, image: false },
];

const IMPORT_JOB = { id: 'imp-1', state: 'running' } as VoterImportJob;
const DONE_IMPORT: VoterImportJob = {
  id: 'imp-1',
  state: 'done',
  mode: 'complete',
  dryRun: false,
  samples: [],
  file: { name: 'j1.pdf.csv', bytes: 4000, format: 'csv' },
  read: { unit: 'bytes', done: 4000, total: 4000 },
  rows: 24,
  inserted: 24,
  updated: 0,
  unchanged: 0,
  moved: 0,
  removed: 0,
  restored: 0,
  withoutEpic: 0,
  rejected: 0,
  batches: 1,
  errors: [],
  summary: { acnos: [38], parts: 2, seconds: 0.4 },
  failure: null,
  startedAt: '2026-01-01T10:00:00.000Z',
  finishedAt: '2026-01-01T10:00:01.000Z',
};

let server: FakeServer;
installFakeXhr();
beforeEach(() => {
  stubObjectUrls();
  server = installFakeServer({
    [`GET ${BASE}/voter-import`]: { body: { jobs: [] } },
    [`GET ${BASE}/roll-pdf/j1/boxes/0/2/2`]: { body: PNG_BYTES },
  });
});
afterEach(() => Swal.close());

/** Both screens, as the console routes them, opened at `url`. */
const open = (url: string, locale: 'en' | 'mr' = 'en') =>
  openPage(
    <Routes>
      <Route path="/import-voter-roll" element={<ImportRollPage />} />
      <Route path="/roll-review/:jobId" element={<RollReviewPage />} />
    </Routes>,
    { auth: ADMIN_SESSION, locale, path: '*', url },
  );
const location = () => screen.getByTestId('location');

const choosePdfs = (...names: string[]) => {
  const files = names.map((n) => new File(['%PDF-1.4 ...'], n, { type: 'application/pdf' }));
  fireEvent.change(document.getElementById('roll-file')!, { target: { files } });
  const box = document.querySelector<HTMLInputElement>('#roll-check-first')!;
  if (box.checked) fireEvent.click(box);
  return files;
};

describe('PDF rolls: upload, progress and review', () => {
  it('sends two parts as one job and goes to its progress', async () => {
    open('/import-voter-roll');
    fireEvent.change(screen.getByLabelText('Constituency (AC) of the file'), { target: { value: '38' } });
    const files = choosePdfs('part-401.pdf', 'part-402.pdf');
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('2 files');
    expect(screen.getByTestId('chosen-files')).toHaveTextContent('part-402.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }));

    const first = FakeXhr.all[0];
    expect(first.url).toBe(`${BASE}/roll-pdf?name=part-401.pdf&parts=2&mode=complete&dryRun=false&acno=38`);
    expect(first.headers).toMatchObject({ authorization: 'Bearer test-token', 'content-type': 'application/pdf' });
    expect(first.body).toBe(files[0]);
    first.progress(5, 10);
    expect(screen.getByTestId('upload-status')).toHaveTextContent('Sending part 1 of 2 (part-401.pdf): 50%');
    await first.respond(202, job({ files: [job().files[0]], pages: 2 }));

    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    const second = FakeXhr.all[1];
    expect(second.url).toBe(`${BASE}/roll-pdf/j1/parts?name=part-402.pdf`);
    expect(second.body).toBe(files[1]);
    second.progress(10, 10);
    expect(screen.getByTestId('upload-status')).toHaveTextContent('Part 2 of 2 (part-402.pdf) has arrived; the server is checking it…');
    server.on(JOB, { body: job({ pagesRead: 1, electors: 10, doubts: 4 }) });
    await second.respond(202, job());
    await waitFor(() => expect(location()).toHaveTextContent('/roll-review/j1'));
    await screen.findByTestId('roll-progress');
  });

  it('names the refused part and says why in Marathi, by the file input', async () => {
    open('/import-voter-roll', 'mr');
    choosePdfs('part-401.pdf', 'locked.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'अपलोड आणि आयात करा' }));
    await FakeXhr.all[0].respond(202, job({ files: [job().files[0]] }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    await FakeXhr.all[1].respond(400, {
      msg: 'The PDF is password-protected: send a copy without a password.',
      key: 'rollPdf.error.encrypted',
      errors: [{ code: 'file', key: 'rollPdf.error.encrypted', message: 'The PDF is password-protected: send a copy without a password.' }],
    });
    const error = await screen.findByTestId('import-error');
    expect(error).toHaveTextContent(/^locked\.pdf: /);
    expect(error.textContent).toMatch(/पासवर्ड/);
    expect(error).toHaveAttribute('id', 'roll-file-error');
    expect(document.getElementById('roll-file')).toHaveAttribute('aria-describedby', 'roll-file-error');
    expect(location()).toHaveTextContent('/import-voter-roll');
  });

  it('refuses a CSV chosen with PDFs before sending anything', () => {
    open('/import-voter-roll');
    fireEvent.change(document.getElementById('roll-file')!, {
      target: { files: [new File(['x'], 'part-1.pdf'), new File(['AC_NO'], 'roll.csv', { type: 'text/csv' })] },
    });
    expect(screen.getByTestId('import-error')).toHaveTextContent("Several files at once only as a roll's PDF parts: choose one CSV or Excel file.");
    expect(screen.getByRole('button', { name: 'Upload and check' })).toBeDisabled();
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('polls the progress, then reviews each doubtful field beside its box and imports when all are reviewed', async () => {
    let polls = 0;
    server.on(JOB, () => {
      polls += 1;
      if (polls === 1) return { body: job({ pagesRead: 1, electors: 10, doubts: 2 }) };
      if (polls === 2) return { body: job({ pagesRead: 3, electors: 20, doubts: 3, secondsLeft: 95 }) };
      return { body: job({ state: 'review', pagesRead: 4, electors: 24, doubts: 3 }) };
    });
    const doubts = DOUBT_LIST.map((d) => ({ ...d }));
    server.on(DOUBTS, { body: { fields: doubts } });
    server.on(`PUT ${BASE}/roll-pdf/j1/corrections`, (req) => {
      const b = req.body as { fileNo: number; page: number; box: number; column: string; value: string };
      if (b.value === 'x'.repeat(3))
        return { status: 400, body: { msg: 'Too long', errors: [{ code: 'value', key: 'validation.textTooLong', message: 'Too long' }] } };
      const d = doubts.find((x) => x.fileNo === b.fileNo && x.page === b.page && x.box === b.box && x.column === b.column)!;
      d.value = b.value;
      return { body: { ...d, fields: { ...d.fields, [b.column]: b.value } } };
    });
    server.on(`POST ${BASE}/roll-pdf/j1/import`, { status: 202, body: { job: job({ state: 'done', importJob: 'imp-1' }), importJob: IMPORT_JOB } });
    server.on(`GET ${BASE}/voter-import/imp-1`, { body: DONE_IMPORT });
    open('/roll-review/j1');

    const progress = await screen.findByTestId('roll-progress');
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute('aria-valuenow', '25'));
    expect(progress.querySelector('[data-count="timeLeft"] dd')).toHaveTextContent('estimating…');
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute('aria-valuenow', '75'), { timeout: 3000 });
    expect(progress.querySelector('[data-count="pagesRead"] dd')).toHaveTextContent('3 of 4');
    expect(progress.querySelector('[data-count="electors"] dd')).toHaveTextContent('20');
    expect(progress.querySelector('[data-count="doubts"] dd')).toHaveTextContent('3');
    expect(progress.querySelector('[data-count="timeLeft"] dd')).toHaveTextContent('95 seconds');
    expect(screen.getByTestId('roll-files')).toHaveTextContent('part-402.pdf: 2 pages');

    // read: the first field to review, its box's picture fetched with the token
    const editor = await screen.findByTestId('roll-doubt', undefined, { timeout: 3000 });
    expect(screen.getByTestId('roll-read')).toHaveTextContent('Read: 24 electors on 4 pages. 3 fields need your review.');
    expect(editor).toHaveTextContent('EPIC number: field 1 of 3');
    expect(editor).toHaveTextContent('part-401.pdf, page 2, box 3 (serial 3)');
    expect(within(editor).getByTestId('roll-reasons')).toHaveTextContent('Read: “VWK597214I”. In doubt because: not three letters and seven digits.');
    await waitFor(() => expect(within(editor).getByTestId('roll-box-image')).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    expect(server.calls(`GET ${BASE}/roll-pdf/j1/boxes/0/2/2`)[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(editor.querySelector('.roll-field-doubtful')).toHaveTextContent('VWK597214I');
    expect(editor.querySelector('.roll-field[data-column="GENDER"] dd')).toHaveTextContent('F (female)');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(screen.getByTestId('roll-reviewed')).toHaveTextContent('Reviewed: 0 of 3');

    // typed, Enter: saved, and the next field
    const input = screen.getByLabelText('Correct EPIC number');
    expect(input).toHaveValue('VWK597214I');
    fireEvent.change(input, { target: { value: 'VWK5972141' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('roll-doubt')).toHaveAttribute('data-column', 'AGE'));
    expect(server.calls(`PUT ${BASE}/roll-pdf/j1/corrections`)[0].body).toEqual({ fileNo: 0, page: 2, box: 2, column: 'EPIC_NO', value: 'VWK5972141' });
    expect(screen.getByTestId('roll-reviewed')).toHaveTextContent('Reviewed: 1 of 3');
    // the box's other field shows the fix
    expect(screen.getByTestId('roll-box-fields').querySelector('.roll-field[data-column="EPIC_NO"] dd')).toHaveTextContent('VWK5972141');

    // a refused fix says why by the input, and stays
    fireEvent.change(screen.getByLabelText('Correct Age'), { target: { value: 'xxx' } });
    fireEvent.submit(screen.getByLabelText('Correct Age').closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent(/too long|long/i);
    expect(screen.getByTestId('roll-doubt')).toHaveAttribute('data-column', 'AGE');
    // accepted as read
    fireEvent.change(screen.getByLabelText('Correct Age'), { target: { value: '45' } });
    fireEvent.submit(screen.getByLabelText('Correct Age').closest('form')!);
    await waitFor(() => expect(screen.getByTestId('roll-doubt')).toHaveAttribute('data-column', 'GENDER'));
    expect(screen.getByTestId('roll-doubt')).toHaveTextContent('No picture of this box was kept.');
    expect(screen.getByTestId('roll-doubt')).toHaveTextContent('M (male), F (female) or O (third gender).');
    // a coded value read with its meaning, one the roll does not print as it is
    expect(screen.getByTestId('roll-box-fields').querySelector('.roll-field[data-column="GENDER"] dd')).toHaveTextContent(/^X$/);
    expect(screen.getByTestId('roll-box-fields').querySelector('.roll-field[data-column="FM_NAME_V1"] dd')).toHaveTextContent('शालिनी');
    fireEvent.change(screen.getByLabelText('Correct Gender'), { target: { value: 'F' } });
    fireEvent.submit(screen.getByLabelText('Correct Gender').closest('form')!);
    await waitFor(() => expect(screen.getByTestId('roll-reviewed')).toHaveTextContent('Reviewed: 3 of 3'));
    expect(
      within(screen.getByTestId('roll-doubts'))
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.getAttribute('data-state')),
    ).toEqual(['fixed', 'fixed', 'fixed']);

    expect(screen.queryByRole('button', { name: /Import now/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(location()).toHaveTextContent('/import-voter-roll'));
    expect(location()).toHaveAttribute('data-search', '?job=imp-1');
    expect(server.calls(`POST ${BASE}/roll-pdf/j1/import`)[0].query.get('now')).toBeNull();
    // the import's own result screen shows that job, as a CSV's
    const summary = await screen.findByTestId('import-summary');
    expect(summary).toHaveTextContent('Import finished: j1.pdf.csv');
    expect(summary.querySelector('[data-count="inserted"] dd')).toHaveTextContent('24');
  });

  it('imports now with the doubtful fields as warnings, once the admin confirms', async () => {
    server.on(JOB, { body: job({ state: 'review', pagesRead: 4, electors: 24, doubts: 3 }) });
    server.on(DOUBTS, { body: { fields: DOUBT_LIST } });
    server.on(`POST ${BASE}/roll-pdf/j1/import`, { status: 202, body: { job: job({ state: 'done' }), importJob: IMPORT_JOB } });
    open('/roll-review/j1', 'mr');
    const now = await screen.findByRole('button', { name: 'आताच आयात करा (३ क्षेत्रे इशारे म्हणून)' });
    fireEvent.click(now);
    await waitFor(() => expect(Swal.getTitle()?.textContent).toBe('संशयास्पद क्षेत्रांसह आयात करायचे?'));
    await act(async () => Swal.clickCancel());
    expect(server.calls(`POST ${BASE}/roll-pdf/j1/import`)).toHaveLength(0);
    fireEvent.click(now);
    await waitFor(() => expect(Swal.getHtmlContainer()?.textContent).toMatch(/^३ संशयास्पद क्षेत्रे तपासलेली नाहीत/));
    await act(async () => Swal.clickConfirm());
    await waitFor(() => expect(location()).toHaveAttribute('data-search', '?job=imp-1'));
    expect(server.calls(`POST ${BASE}/roll-pdf/j1/import`)[0].query.get('now')).toBe('true');
  });

  it("gives a page header's fix to the page's other boxes read alike, each saved", async () => {
    const section = (box: number, page = 2, read = '1'): RollPdfDoubt => ({
      fileNo: 0,
      page,
      box,
      column: 'SECTION_NO',
      reasons: ['low_confidence'],
      read,
      value: null,
      fields: { ...FIELDS, SECTION_NO: read },
      image: false,
    });
    const doubts = [section(0), section(1), section(2, 3), section(3, 2, '7'), section(4)];
    server.on(JOB, { body: job({ state: 'review', pagesRead: 4, electors: 24, doubts: 5 }) });
    server.on(DOUBTS, { body: { fields: doubts } });
    server.on(`PUT ${BASE}/roll-pdf/j1/corrections`, (req) => {
      const b = req.body as { page: number; box: number; value: string };
      const d = doubts.find((x) => x.page === b.page && x.box === b.box)!;
      return { body: { ...d, value: b.value, fields: { ...d.fields, SECTION_NO: b.value } } };
    });
    open('/roll-review/j1');
    const input = await screen.findByLabelText('Correct Section number');
    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByTestId('roll-spread')).toHaveTextContent('The same Section number was saved for 2 more boxes read alike');
    // boxes 1 and 4 of page 2 (read "1"), not page 3's nor the one read "7"
    expect(server.calls(`PUT ${BASE}/roll-pdf/j1/corrections`).map((c) => (c.body as { box: number }).box)).toEqual([0, 1, 4]);
    expect(screen.getByTestId('roll-reviewed')).toHaveTextContent('Reviewed: 3 of 5');
    expect(screen.getByTestId('roll-doubt')).toHaveAttribute('data-page', '3');
  });

  it('goes back to the file input with the reason when the job failed', async () => {
    server.on(JOB, {
      body: job({
        state: 'failed',
        failure: { key: 'rollPdf.error.lowDpi', values: { dpi: 100, min: 150 }, msg: 'The pages are scanned at 100 dpi…' },
      }),
    });
    open('/roll-review/j1', 'mr');
    const error = await screen.findByTestId('import-error');
    expect(location()).toHaveTextContent('/import-voter-roll');
    expect(error).toHaveTextContent(/^part-401\.pdf, part-402\.pdf: /);
    expect(error.textContent).toMatch(/100 dpi/);
    expect(error.textContent).not.toMatch(/scanned/);
  });

  it("shows a cover's doubt beside the cover's picture, in the page's language", async () => {
    const cover: RollPdfDoubt = { ...DOUBT_LIST[0], column: 'PART_NAME_V1', reasons: ['unreadable'], read: 'भीम नगर', picture: 'cover' };
    server.on(JOB, { body: job({ state: 'review', pagesRead: 4, electors: 24, doubts: 1 }) });
    server.on(DOUBTS, { body: { fields: [cover] } });
    open('/roll-review/j1', 'mr');
    const img = await screen.findByTestId('roll-box-image');
    expect(img).toHaveAttribute('alt', 'यादीच्या मुखपृष्ठाचे छापलेले चित्र');
    const asked = server.calls(`GET ${BASE}/roll-pdf/j1/boxes/0/2/2`);
    expect(asked[0].query.get('region')).toBe('cover');
  });

  it('cancels a job being read once the admin confirms, and says nothing of it was imported', async () => {
    server.on(JOB, { body: job({ pagesRead: 1, electors: 10 }) });
    server.on(`POST ${BASE}/roll-pdf/j1/cancel`, { body: job({ state: 'cancelled', pagesRead: 1, electors: 10 }) });
    open('/roll-review/j1', 'mr');
    fireEvent.click(await screen.findByRole('button', { name: 'हे काम रद्द करा' }));
    await waitFor(() => expect(Swal.getTitle()?.textContent).toBe('ही यादी वाचणे रद्द करायचे?'));
    await act(async () => Swal.clickCancel());
    expect(server.calls(`POST ${BASE}/roll-pdf/j1/cancel`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'हे काम रद्द करा' }));
    await waitFor(() => expect(Swal.getConfirmButton()?.textContent).toBe('होय, काम रद्द करा'));
    await act(async () => Swal.clickConfirm());
    expect(await screen.findByTestId('roll-cancelled')).toHaveTextContent('हे काम रद्द केले गेले: त्यातील काहीही आयात झाले नाही.');
    expect(server.calls(`POST ${BASE}/roll-pdf/j1/cancel`)).toHaveLength(1);
    expect(screen.queryByTestId('roll-progress')).toBeNull();
  });

  it('says why a cancel was refused, on the review screen', async () => {
    server.on(JOB, { body: job({ state: 'review', pagesRead: 4, electors: 24, doubts: 3 }) });
    server.on(DOUBTS, { body: { fields: DOUBT_LIST } });
    server.on(`POST ${BASE}/roll-pdf/j1/cancel`, {
      status: 409,
      body: { msg: 'x', key: 'rollPdf.error.notCancellable', errors: [{ code: 'job', key: 'rollPdf.error.notCancellable', message: 'x' }] },
    });
    open('/roll-review/j1');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel this job' }));
    await waitFor(() => expect(Swal.getTitle()?.textContent).toBe('Cancel reading this roll?'));
    await act(async () => Swal.clickConfirm());
    expect(await screen.findByTestId('roll-cancel-error')).toHaveTextContent(
      'The job could not be cancelled: This job cannot be cancelled: it has ended or was imported already.',
    );
  });
});
