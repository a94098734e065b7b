// PDF roll uploads that are no roll to read: each gets its own translated 400 on the file field and
// nothing is stored or queued. Field staff are refused; another organisation's job is unknown.
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';
import { sql } from 'drizzle-orm';
import { auth, dbKinds, makeStaff, login, signedInOrganisation, startHarness, type Harness } from '../../test/harness';

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
  const upload = (who: { tenantId: number; token: string }, body: Buffer, name = 'part-12.pdf') =>
    h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/${who.tenantId}/roll-pdf`,
      query: { name, acno: '38' },
      payload: body,
      headers: { ...auth(who.token), 'content-type': 'application/pdf' },
    });
  const stored = async () => Number((await h.database.rows<{ n: number }>(sql`select count(*)::int as n from pdf_read_jobs`))[0].n);

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
