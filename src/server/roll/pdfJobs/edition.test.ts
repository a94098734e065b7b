// The edition a PDF roll makes, on every database kind: the upload's kind, roll date and
// qualifying date are refused at their fields before any page is read when they are bad, and
// otherwise reach the editions of the parts its import makes (as the CSV upload's do).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { auth, dbKinds, signedInOrganisation, startHarness, type Harness, until } from '../../test/harness';
import type { RollPdfImportStarted, RollPdfJob } from '../../../shared/api/rollPdf';
import type { VoterImportJob } from '../../../shared/api/voterImport';
import type { Edition } from '../../../shared/api/editions';
import { BAD_EDITIONS, refusalsOf } from '../../domains/editions/fixtures';

const PDF = fs.readFileSync(path.join(__dirname, '../pdf/fixtures/hin-text.pdf'));

describe.each(dbKinds())('the edition of a PDF roll on %s', (kind) => {
  let h: Harness;
  let a: { tenantId: number; token: string };
  const base = () => `/api/v1/admin/${a.tenantId}`;
  const get = async <T>(url: string, query: Record<string, string> = {}) => {
    const res = await h.app.inject({ method: 'GET', url: base() + url, query, headers: auth(a.token) });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };
  const upload = (query: Record<string, string>) =>
    h.app.inject({
      method: 'POST',
      url: `${base()}/roll-pdf`,
      query: { name: 'part-161.pdf', acno: '38', language: 'hin', ...query },
      payload: PDF,
      headers: { ...auth(a.token), 'content-type': 'application/pdf' },
    });

  beforeAll(async () => {
    h = await startHarness(kind);
    a = await signedInOrganisation(h);
  }, 180_000);
  afterAll(() => h?.close());

  it('refuses a bad kind or date at its field, reading nothing', async () => {
    for (const [q, refusals] of BAD_EDITIONS) {
      const res = await upload(q);
      expect(res.statusCode).toBe(400);
      expect(refusalsOf(res)).toEqual(refusals);
    }
    const [{ n }] = await h.database.rows<{ n: number }>(sql`select count(*)::int as n from pdf_read_jobs where tenant_id = ${a.tenantId}`);
    expect(Number(n)).toBe(0);
  });

  it("records the kind and dates the upload names on the edition of the roll's part", async () => {
    const up = await upload({ edition_kind: 'draft', roll_date: '2026-10-29', qualifying_date: '2027-01-01' });
    expect(up.statusCode).toBe(202);
    const started = up.json() as RollPdfJob;
    await until('the review', async () => (await get<RollPdfJob>(`/roll-pdf/${started.id}`)).state === 'review');
    const imported = await h.app.inject({ method: 'POST', url: `${base()}/roll-pdf/${started.id}/import`, query: { now: 'true' }, headers: auth(a.token) });
    expect(imported.statusCode).toBe(202);
    const { importJob } = imported.json() as RollPdfImportStarted;
    expect(importJob.edition).toEqual({ kind: 'draft', roll_date: '2026-10-29', qualifying_date: '2027-01-01' });
    const done = await until('the import', async () => {
      const j = await get<VoterImportJob>(`/voter-import/${importJob.id}`);
      return j.state !== 'running' && j;
    });
    expect(done.state).toBe('done');
    const { editions } = await get<{ editions: Edition[] }>('/editions', { acno: '38' });
    expect(editions.length).toBeGreaterThan(0);
    expect(editions.map((e) => [e.kind, e.roll_date, e.qualifying_date, e.source])).toEqual(
      editions.map(() => ['draft', '2026-10-29', '2027-01-01', 'part-161.pdf']),
    );
  }, 400_000);
});
