// PDF roll uploads that are no roll to read: each gets its own translated 400 on the file field and
// nothing is stored or queued. What shows only once a page is read (a scan below 150 dpi, another
// constituency's roll) fails the job with its own message, and nothing is imported. Field staff are
// refused; another organisation's job is unknown.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';
import { sql } from 'drizzle-orm';
import { auth, dbKinds, makeStaff, login, signedInOrganisation, startHarness, type Harness } from '../../test/harness';
import { rollPdf } from '../pdf/makeRoll';
import { scanPdf } from '../pdf/scan';
import { MAX_PDF_PAGES, MIN_DPI } from './checks';
import type { RollPdfJob } from '../../../shared/api/rollPdf';

const TEXT_ROLL = fs.readFileSync(path.join(__dirname, '../pdf/fixtures/hin-text.pdf'));

/** A small PDF made by pdfkit (not a roll); `password` encrypts it. */
function pdfOf(opts: { password?: string; pages?: number } = {}): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ autoFirstPage: false, ...(opts.password ? { userPassword: opts.password, ownerPassword: opts.password } : {}) });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (let i = 0; i < (opts.pages ?? 1); i++) doc.addPage().text(`page ${i + 1}`);
    doc.end();
  });
}

/** A PDF whose one stream inflates to 200 MB of zeros: a few hundred kilobytes on the wire. */
function bomb(): Buffer {
  const body = zlib.deflateSync(Buffer.alloc(200 * 1024 * 1024), { level: 9 });
  const head = Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Length ${body.length} /Filter /FlateDecode >>\nstream\n`, 'latin1');
  const tail = Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n0\n%%EOF\n', 'latin1');
  return Buffer.concat([head, body, tail]);
}

describe.each(dbKinds())('bad PDF rolls on %s', (kind) => {
  let h: Harness;
  let a: { tenantId: number; token: string };
  let b: { tenantId: number; token: string };
  const upload = (who: { tenantId: number; token: string }, body: Buffer, name = 'part-12.pdf', acno = '38') =>
    h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/${who.tenantId}/roll-pdf`,
      query: { name, acno },
      payload: body,
      headers: { ...auth(who.token), 'content-type': 'application/pdf' },
    });
  const stored = async () => Number((await h.database.rows<{ n: number }>(sql`select count(*)::int as n from pdf_read_jobs`))[0].n);
  const electorsOf = async (tenantId: number) =>
    Number((await h.database.rows<{ n: number }>(sql`select count(*)::int as n from voters where tenant_id = ${tenantId}`))[0].n);
  /** The job once its reading has ended (failed, or read for review). */
  async function ended(who: { tenantId: number; token: string }, id: string): Promise<RollPdfJob> {
    const end = Date.now() + 240_000;
    for (;;) {
      const res = await h.app.inject({ method: 'GET', url: `/api/v1/admin/${who.tenantId}/roll-pdf/${id}`, headers: auth(who.token) });
      expect(res.statusCode).toBe(200);
      const job = res.json() as RollPdfJob;
      if (job.state !== 'reading') return job;
      if (Date.now() > end) throw new Error('the job was still reading after 240 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  /** Imports of the job asked for: refused while it has failed. */
  const importAsked = (who: { tenantId: number; token: string }, id: string) =>
    h.app.inject({ method: 'POST', url: `/api/v1/admin/${who.tenantId}/roll-pdf/${id}/import`, query: { now: 'true' }, headers: auth(who.token) });

  beforeAll(async () => {
    h = await startHarness(kind);
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
  }, 180_000);
  afterAll(() => h?.close());

  it.each([
    ['empty', async () => Buffer.alloc(0), 'rollPdf.error.empty'],
    ['not a PDF', async () => Buffer.from('AC_NO,PART_NO,SLNOINPART\n38,1,1\n'), 'rollPdf.error.notPdf'],
    ['truncated', async () => (await pdfOf()).subarray(0, 600), 'rollPdf.error.truncated'],
    ['encrypted', async () => pdfOf({ password: 'secret' }), 'rollPdf.error.encrypted'],
    ['a decompression bomb', async () => bomb(), 'rollPdf.error.bomb'],
  ])('refuses a file that is %s, storing nothing', async (_what, make, key) => {
    const res = await upload(a, await make());
    expect(res.statusCode).toBe(400);
    const body = res.json() as { msg: string; errors: Array<{ code: string; message: string; key?: string }> };
    expect(body.errors).toEqual([expect.objectContaining({ code: 'file' })]);
    expect(JSON.stringify(body)).toContain(key);
    expect(await stored()).toBe(0);
  });

  it(`refuses a file of ${2000} pages (a part has at most ${MAX_PDF_PAGES}), storing nothing`, async () => {
    const res = await upload(a, await pdfOf({ pages: 2000 }));
    expect(res.statusCode).toBe(400);
    const body = res.json() as { errors: Array<{ code: string; key?: string; values?: Record<string, number>; message: string }> };
    expect(body.errors).toEqual([expect.objectContaining({ code: 'file' })]);
    expect(JSON.stringify(body)).toContain('rollPdf.error.tooManyPages');
    // the message says how many pages it found and how many a part may have
    expect(JSON.stringify(body)).toContain('2000');
    expect(await stored()).toBe(0);
  }, 120_000);

  it('fails the job of a roll scanned below 150 dpi, saying the dpi found, and imports nothing', async () => {
    const roll = await rollPdf({ acno: 38, partNo: 5, electors: 30, seed: 3, language: 'hin' });
    const scan = await scanPdf(roll.pdf, { dpi: 110, seed: 3 });
    const up = await upload(a, scan, 'part-5.pdf');
    expect(up.statusCode).toBe(202);
    const job = await ended(a, (up.json() as RollPdfJob).id);
    expect(job.state).toBe('failed');
    expect(job.failure).toMatchObject({ key: 'rollPdf.error.lowDpi', values: { dpi: 110, min: MIN_DPI } });
    expect(job.failure!.msg).toContain('110 dpi');
    expect((await importAsked(a, job.id)).statusCode).toBeGreaterThanOrEqual(400);
    expect(await electorsOf(a.tenantId)).toBe(0);
  }, 300_000);

  it("fails the job of another constituency's roll than the one chosen, naming both, and imports nothing", async () => {
    // the fixture is constituency 38's part; the admin chose 39
    const up = await upload(a, TEXT_ROLL, 'part-161.pdf', '39');
    expect(up.statusCode).toBe(202);
    const job = await ended(a, (up.json() as RollPdfJob).id);
    expect(job.state).toBe('failed');
    expect(job.failure).toMatchObject({ key: 'rollPdf.error.otherConstituency', values: { found: 38, chosen: 39 } });
    expect(job.failure!.msg).toContain('constituency 38');
    expect((await importAsked(a, job.id)).statusCode).toBeGreaterThanOrEqual(400);
    expect(await electorsOf(a.tenantId)).toBe(0);
  }, 300_000);

  it('refuses a file not named .pdf, field staff, and answers another organisation as unknown', async () => {
    expect((await upload(a, await pdfOf(), 'roll.docx')).statusCode).toBe(400);
    const staff = await makeStaff(h, a.tenantId, ['Voters']);
    const s = await login(h, staff.email);
    expect((await upload({ tenantId: a.tenantId, token: s.token }, await pdfOf())).statusCode).toBe(403);
    await h.database.rows(sql`insert into pdf_read_jobs (tenant_id, id, state, options, pages) values (${a.tenantId}, 'a-job', 'review', '{}'::jsonb, 1)`);
    const mine = await h.app.inject({ method: 'GET', url: `/api/v1/admin/${a.tenantId}/roll-pdf/a-job`, headers: auth(a.token) });
    expect(mine.statusCode).toBe(200);
    const theirs = await h.app.inject({ method: 'GET', url: `/api/v1/admin/${b.tenantId}/roll-pdf/a-job`, headers: auth(b.token) });
    expect(theirs.statusCode).toBe(404);
    const fix = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/${b.tenantId}/roll-pdf/a-job/corrections`,
      payload: { fileNo: 0, page: 1, box: 0, column: 'AGE', value: '40' },
      headers: auth(b.token),
    });
    expect(fix.statusCode).toBe(404);
    await h.database.rows(sql`delete from pdf_read_jobs where id = 'a-job'`);
  });
});
