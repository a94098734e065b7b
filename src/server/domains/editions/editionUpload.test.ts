// The edition a roll upload makes, on every database kind: the upload form's kind, roll date and
// qualifying date reach the editions of the file's parts (a dry run applied keeps them); a kind
// not known, a date that is none, a qualifying date not on a 1st of Jan/Apr/Jul/Oct or more than
// a year after the roll's date are refused at their fields before anything is imported.
import { sql } from 'drizzle-orm';
import type { Edition } from '../../../shared/api/editions';
import type { VoterImportJob, VoterImportStarted } from '../../../shared/api/voterImport';
import { ECI_COLUMNS } from '../../roll/eci';
import { csvLine, rollRows, type EciRow } from '../../roll/generator';
import { auth, dbKinds, signedInOrganisation, tenantUrl, useHarness, type Harness } from '../../test/harness';
import { BAD_EDITIONS, refusalsOf } from './fixtures';

type Org = Awaited<ReturnType<typeof signedInOrganisation>>;
jest.setTimeout(120_000);

const csvOf = (rows: EciRow[]) => csvLine(ECI_COLUMNS) + rows.map((r) => csvLine(ECI_COLUMNS.map((c) => r[c] ?? ''))).join('');

describe.each(dbKinds())('the edition of a roll upload on %s', (kind) => {
  let h: Harness, a: Org;
  const upload = (query: Record<string, string>, rows: EciRow[]) =>
    h.app.inject({
      method: 'POST',
      url: tenantUrl(a, '/voter-import'),
      query: { name: 'roll.csv', ...query },
      payload: csvOf(rows),
      headers: { ...auth(a.token), 'content-type': 'text/csv' },
    });
  async function finished(id: string): Promise<VoterImportJob> {
    for (let i = 0; i < 600; i++) {
      const j = (await h.app.inject({ method: 'GET', url: tenantUrl(a, `/voter-import/${id}`), headers: auth(a.token) })).json() as VoterImportJob;
      if (j.state !== 'running') return j;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the import did not end');
  }
  const editions = async () =>
    ((await h.app.inject({ method: 'GET', url: tenantUrl(a, '/editions'), query: { acno: '38' }, headers: auth(a.token) })).json().editions as Edition[]).sort(
      (x, y) => x.id - y.id,
    );
  const rows = () => [...rollRows({ acno: 38, parts: 2, perPart: 20, seed: 91 })];

  useHarness(kind, async (started) => {
    h = started;
    a = await signedInOrganisation(h);
  });

  it('refuses a bad kind or date at its field, importing nothing', async () => {
    for (const [q, refusals] of BAD_EDITIONS) {
      const res = await upload(q, rows());
      expect(res.statusCode).toBe(400);
      expect(refusalsOf(res)).toEqual(refusals);
    }
    const [{ n }] = await h.database.rows<{ n: number }>(sql`select count(*)::int as n from voters where tenant_id = ${a.tenantId}`);
    expect(Number(n)).toBe(0);
  });

  it("records the kind and dates the upload names on each part's edition, through a dry run applied", async () => {
    const res = await upload({ edition_kind: 'draft', roll_date: '2026-10-29', qualifying_date: '2027-01-01', dryRun: 'true' }, rows());
    expect(res.statusCode).toBe(202);
    const planned = await finished((res.json() as VoterImportStarted).job.id);
    expect(planned).toMatchObject({ state: 'planned', edition: { kind: 'draft', roll_date: '2026-10-29', qualifying_date: '2027-01-01' } });
    expect(await editions()).toEqual([]);
    const applied = await h.app.inject({ method: 'POST', url: tenantUrl(a, `/voter-import/${planned.id}/apply`), headers: auth(a.token) });
    expect(applied.statusCode).toBe(202);
    expect((await finished(planned.id)).state).toBe('done');
    expect((await editions()).map((e) => [e.partno, e.kind, e.roll_date, e.qualifying_date])).toEqual([
      [1, 'draft', '2026-10-29', '2027-01-01'],
      [2, 'draft', '2026-10-29', '2027-01-01'],
    ]);
    // the kind alone: dated today, the qualifying date the last one on or before it
    const final = await upload({ edition_kind: 'final' }, rows().slice(0, 18));
    await finished((final.json() as VoterImportStarted).job.id);
    const last = (await editions()).filter((e) => e.kind === 'final');
    expect(last.map((e) => e.partno)).toEqual([1]);
    expect(last[0].qualifying_date).toMatch(/^\d{4}-(01|04|07|10)-01$/);
  });
});
