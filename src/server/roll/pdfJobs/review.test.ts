// A PDF roll from upload to the roll through the console's routes: the server reads the pages,
// the job waits in review, an admin's fix of a doubtful field is audited, the import waits for
// the review (or takes the doubtful fields as warnings when told to), and the electors read are
// on the roll once. The roll is a generated text PDF of fictitious electors; one box's age is made
// unreadable in the page saved, as a scan's smudge would leave it.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { auth, dbKinds, signedInOrganisation, startHarness, type Harness, until } from '../../test/harness';
import type { RollPdfDoubtList, RollPdfImportStarted, RollPdfJob } from '../../../shared/api/rollPdf';
import type { VoterImportJob } from '../../../shared/api/voterImport';

const PDF = fs.readFileSync(path.join(__dirname, '../pdf/fixtures/hin-text.pdf'));
const TRUTH = JSON.parse(fs.readFileSync(path.join(__dirname, '../pdf/fixtures/hin-text.truth.json'), 'utf8')) as { boxes: unknown[] };

describe.each(dbKinds())('the review of a PDF roll on %s', (kind) => {
  let h: Harness;
  let a: { tenantId: number; token: string };
  const base = () => `/api/v1/admin/${a.tenantId}`;
  const get = async <T>(url: string) => {
    const res = await h.app.inject({ method: 'GET', url: base() + url, headers: auth(a.token) });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    a = await signedInOrganisation(h);
  }, 180_000);
  afterAll(() => h?.close());

  it('reads, waits for the review, audits the fix and imports each elector once', async () => {
    const up = await h.app.inject({
      method: 'POST',
      url: `${base()}/roll-pdf`,
      query: { name: 'part-161.pdf', acno: '38', language: 'hin' },
      payload: PDF,
      headers: { ...auth(a.token), 'content-type': 'application/pdf' },
    });
    expect(up.statusCode).toBe(202);
    const started = up.json() as RollPdfJob;
    expect(started).toMatchObject({ state: 'reading', pages: 3, parts: 1 });
    const read = await until('the pages read', async () => {
      const j = await get<RollPdfJob>(`/roll-pdf/${started.id}`);
      return j.state !== 'reading' && j;
    });
    expect(read).toMatchObject({ state: 'review', pagesRead: 3, electors: TRUTH.boxes.length, failure: null });

    // the second box of page 2: its age unreadable
    await h.database.rows(sql`
      update pdf_read_pages
         set read = jsonb_set(jsonb_set(read, '{electors,1,fields,AGE}', '""'), '{electors,1,doubts}', '[{"column":"AGE","reason":"unreadable"}]')
       where tenant_id = ${a.tenantId} and job_id = ${started.id} and page = 2`);
    const { fields } = await get<RollPdfDoubtList>(`/roll-pdf/${started.id}/doubts`);
    expect(fields).toEqual([expect.objectContaining({ fileNo: 0, page: 2, box: 1, column: 'AGE', read: '', value: null, reasons: ['unreadable'] })]);

    const importIt = (now: boolean) =>
      h.app.inject({ method: 'POST', url: `${base()}/roll-pdf/${started.id}/import`, query: now ? { now: 'true' } : {}, headers: auth(a.token) });
    // not reviewed yet: the admin chooses
    const early = await importIt(false);
    expect(early.statusCode).toBe(409);
    expect(JSON.stringify(early.json())).toContain('rollPdf.error.unreviewed');

    const fix = (value: string, column = 'AGE') =>
      h.app.inject({
        method: 'PUT',
        url: `${base()}/roll-pdf/${started.id}/corrections`,
        payload: { fileNo: 0, page: 2, box: 1, column, value },
        headers: auth(a.token),
      });
    expect((await fix('41', 'FM_NAME_V1')).statusCode).toBe(400);
    expect((await fix('14')).statusCode).toBe(200);
    const fixed = await fix('41');
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ column: 'AGE', value: '41', fields: expect.objectContaining({ AGE: '41' }) });
    const audit = await h.database.rows<{ action: string; changed: Record<string, unknown> }>(sql`
      select action, changed from audit_log where tenant_id = ${a.tenantId} and entity = 'pdf_read_corrections' order by id`);
    expect(audit.map((r) => [r.action, r.changed.value])).toEqual([
      ['create', '14'],
      ['update', '41'],
    ]);

    const imported = await importIt(false);
    expect(imported.statusCode).toBe(202);
    const { importJob } = imported.json() as RollPdfImportStarted;
    // named by its parts, as the import's summary shows it
    expect(importJob.file.name).toBe('part-161.pdf');
    const done = await until('the import', async () => {
      const j = await get<VoterImportJob>(`/voter-import/${importJob.id}`);
      return j.state !== 'running' && j;
    });
    expect(done).toMatchObject({ state: 'done', rejected: 0, inserted: expect.any(Number) });
    const onRoll = await h.database.rows<{ n: number; epics: number }>(sql`
      select count(*)::int as n, count(distinct epic_no)::int as epics from voters where tenant_id = ${a.tenantId}`);
    expect(onRoll[0].n).toBe(done.inserted);
    expect(onRoll[0].epics).toBe(onRoll[0].n);
    expect((await get<RollPdfJob>(`/roll-pdf/${started.id}`)).state).toBe('done');
    // once imported, no more fixes
    expect((await fix('42')).statusCode).toBe(409);
  }, 400_000);
});
