// A PDF roll job's ends: a part refused in the middle of a job's upload fails the job (it can never
// be whole), and an admin may cancel a job still reading or in review. Either way its pages left
// are taken off the queue, its files are let go, it answers 409 to an import and to more parts, and
// nothing of it reaches the roll. Field staff are refused; another organisation's job is unknown.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { auth, dbKinds, login, makeStaff, signedInOrganisation, startHarness, type Harness } from '../../test/harness';
import type { RollPdfJob } from '../../../shared/api/rollPdf';
import { createJob } from './store';
import { bossQueue, PAGE_QUEUE, threadQueue } from './queue';

const PDF = fs.readFileSync(path.join(__dirname, '../pdf/fixtures/hin-text.pdf'));

type Who = { tenantId: number; token: string };

describe.each(dbKinds())('the end of a PDF roll job on %s', (kind) => {
  let h: Harness;
  let a: Who;
  let b: Who;
  const base = (who: Who) => `/api/v1/admin/${who.tenantId}/roll-pdf`;
  const upload = (who: Who, query: Record<string, string>, body: Buffer) =>
    h.app.inject({ method: 'POST', url: base(who), query, payload: body, headers: { ...auth(who.token), 'content-type': 'application/pdf' } });
  const addPart = (who: Who, id: string, body: Buffer, name = 'part-2.pdf') =>
    h.app.inject({
      method: 'POST',
      url: `${base(who)}/${id}/parts`,
      query: { name },
      payload: body,
      headers: { ...auth(who.token), 'content-type': 'application/pdf' },
    });
  const cancel = (who: Who, id: string) => h.app.inject({ method: 'POST', url: `${base(who)}/${id}/cancel`, headers: auth(who.token) });
  const importNow = (who: Who, id: string) =>
    h.app.inject({ method: 'POST', url: `${base(who)}/${id}/import`, query: { now: 'true' }, headers: auth(who.token) });
  const jobOf = async (who: Who, id: string) =>
    (await h.app.inject({ method: 'GET', url: `${base(who)}/${id}`, headers: auth(who.token) })).json() as RollPdfJob;
  const electors = async (tenantId: number) =>
    (await h.database.rows<{ n: number }>(sql`select count(*)::int as n from voters where tenant_id = ${tenantId}`))[0].n;
  /** What is left of the job's files and pictures once it has ended. */
  const leftOf = async (id: string) =>
    (
      await h.database.rows<{ bytes: number; boxes: number }>(sql`
        select (select coalesce(sum(length(bytes)), 0)::int from pdf_read_files where job_id = ${id}) as bytes,
               (select count(*)::int from pdf_read_boxes where job_id = ${id}) as boxes`)
    )[0];
  /** pg-boss's pages of the job not taken yet (PostgreSQL only). */
  const queued = async (id: string) =>
    kind === 'postgres'
      ? (
          await h.database.rows<{ n: number }>(
            sql`select count(*)::int as n from pgboss.job where name = ${PAGE_QUEUE} and state in ('created', 'retry') and data->>'jobId' = ${id}`,
          )
        )[0].n
      : 0;

  beforeAll(async () => {
    h = await startHarness(kind);
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
  }, 180_000);
  afterAll(() => h?.close());

  it('fails a job whose second part is refused, with the refusal as its reason, and imports nothing', async () => {
    const up = await upload(a, { name: 'part-1.pdf', parts: '2', acno: '38', language: 'hin' }, PDF);
    expect(up.statusCode).toBe(202);
    const id = (up.json() as RollPdfJob).id;
    const refused = await addPart(a, id, Buffer.from('AC_NO,PART_NO\n38,1\n'), 'part-2.pdf');
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('rollPdf.error.notPdf');
    const job = await jobOf(a, id);
    expect(job).toMatchObject({ state: 'failed', failure: { key: 'rollPdf.error.notPdf', values: { file: 'part-2.pdf' } } });
    expect(await leftOf(id)).toEqual({ bytes: 0, boxes: 0 });
    expect(await queued(id)).toBe(0);
    // an end: no more parts, no import, no cancel
    expect((await addPart(a, id, PDF)).statusCode).toBe(409);
    expect((await importNow(a, id)).statusCode).toBe(409);
    expect((await cancel(a, id)).statusCode).toBe(409);
    // a page still being read when it failed is not saved into it afterwards
    await new Promise((r) => setTimeout(r, 1500));
    expect((await jobOf(a, id)).state).toBe('failed');
    expect(await electors(a.tenantId)).toBe(0);
  }, 120_000);

  it('cancels a job still waiting for its parts: its pages off the queue, its files let go, nothing imported', async () => {
    const up = await upload(a, { name: 'part-1.pdf', parts: '3', acno: '38', language: 'hin' }, PDF);
    const id = (up.json() as RollPdfJob).id;
    // attackers first: field staff, and another organisation's admin
    const staff = await login(h, (await makeStaff(h, a.tenantId, ['Voters'])).email);
    expect((await cancel({ tenantId: a.tenantId, token: staff.token }, id)).statusCode).toBe(403);
    expect((await cancel(b, id)).statusCode).toBe(404);
    expect((await jobOf(a, id)).state).toBe('reading');

    const res = await cancel(a, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, state: 'cancelled', failure: null });
    expect(await leftOf(id)).toEqual({ bytes: 0, boxes: 0 });
    expect(await queued(id)).toBe(0);
    expect((await cancel(a, id)).statusCode).toBe(409);
    expect((await addPart(a, id, PDF)).statusCode).toBe(409);
    expect((await importNow(a, id)).statusCode).toBe(409);
    const doubts = await h.app.inject({ method: 'GET', url: `${base(a)}/${id}/doubts`, headers: auth(a.token) });
    expect(doubts.json()).toEqual({ fields: [] });
    await new Promise((r) => setTimeout(r, 1500));
    expect((await jobOf(a, id)).state).toBe('cancelled');
    expect(await electors(a.tenantId)).toBe(0);
  }, 120_000);

  it('cancels a job in review (read, not imported)', async () => {
    const up = await upload(a, { name: 'part-1.pdf', acno: '38', language: 'hin' }, PDF);
    const id = (up.json() as RollPdfJob).id;
    const end = Date.now() + 120_000;
    while ((await jobOf(a, id)).state === 'reading' && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    expect((await jobOf(a, id)).state).toBe('review');
    expect((await cancel(a, id)).statusCode).toBe(200);
    expect((await jobOf(a, id)).state).toBe('cancelled');
    expect((await importNow(a, id)).statusCode).toBe(409);
    expect(await electors(a.tenantId)).toBe(0);
  }, 180_000);

  it('takes a job’s pages not read yet back from the queue', async () => {
    const id = `drop-${kind}`;
    await createJob(h.database, a.tenantId, { id, acno: null, options: { mode: 'complete', dryRun: false, allowRemovals: false, parts: 1 }, createdBy: null }, [
      { fileNo: 0, name: 'x.pdf', pages: 3, bytes: PDF },
    ]);
    const tasks = [1, 2, 3].map((page) => ({ tenantId: a.tenantId, jobId: id, fileNo: 0, page }));
    // one reading thread: one page taken, two waiting; pg-boss with no reader here: all three queued
    const queue = kind === 'postgres' ? await bossQueue(h.database, { concurrency: 0 }) : threadQueue(h.database, 1);
    try {
      await queue.send(tasks);
      expect(await queue.drop(b.tenantId, id)).toBe(0);
      expect(await queue.drop(a.tenantId, id)).toBe(kind === 'postgres' ? 3 : 2);
      expect(await queued(id)).toBe(0);
    } finally {
      await queue.stop();
    }
  }, 120_000);
});
