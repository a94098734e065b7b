// The console's roll upload and a revision that would empty a part: the dry run names the parts,
// applying stops (nothing changes) unless the apply call allows removals. Warnings and held
// rows reach the job. On every database kind.
import { sql } from 'drizzle-orm';
import { slotJoin } from '../../db/slots';
import { auth, dbKinds, startHarness, type Harness, signedInOrganisation } from '../../test/harness';
import { csvLine, rollRows, type EciRow } from '../../roll/generator';
import { ECI_COLUMNS } from '../../roll/eci';
import type { VoterImportJob } from '../../../shared/api/voterImport';

const csvOf = (rows: EciRow[]) => csvLine(ECI_COLUMNS) + rows.map((r) => csvLine(ECI_COLUMNS.map((c) => r[c] ?? ''))).join('');

describe.each(dbKinds())('a roll upload that would empty a part, on %s', (kind) => {
  let h: Harness;
  let c: { tenantId: number; adminId: number; token: string };
  const base = `/api/v1/admin`;

  const upload = (rows: EciRow[], query: Record<string, string> = {}) =>
    h.app.inject({
      method: 'POST',
      url: `${base}/${c.tenantId}/voter-import`,
      query: { name: 'roll.csv', ...query },
      payload: csvOf(rows),
      headers: { ...auth(c.token), 'content-type': 'text/csv' },
    });
  async function finished(id: string): Promise<VoterImportJob> {
    for (let i = 0; i < 600; i++) {
      const res = await h.app.inject({ method: 'GET', url: `${base}/${c.tenantId}/voter-import/${id}`, headers: auth(c.token) });
      expect(res.statusCode).toBe(200);
      const j = res.json() as VoterImportJob;
      if (j.state !== 'running') return j;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the import did not end');
  }
  const live = async () =>
    Number((await h.database.rows<{ n: number }>(sql`select count(*)::int as n from voters where tenant_id = ${c.tenantId} and deleted_at is null`))[0].n);

  beforeAll(async () => {
    h = await startHarness(kind);
    c = await signedInOrganisation(h);
  });
  afterAll(() => h.close());

  it('names the parts in the dry run, refuses to apply, and applies with allowRemovals', async () => {
    const rows = [...rollRows({ acno: 38, parts: 2, perPart: 30, seed: 41 })];
    expect((await finished((await upload(rows)).json().job.id)).state).toBe('done');
    // Part 1 keeps 20 of its 30 electors; one row has a bad age.
    const revised = rows.filter((r) => !(r.PART_NO === '1' && Number(r.SLNOINPART) > 20)).map((r) => ({ ...r }));
    revised[3] = { ...revised[3], AGE: '150' };

    const planned = await finished((await upload(revised, { dryRun: 'true' })).json().job.id);
    expect(planned).toMatchObject({ state: 'planned', removed: 10, warned: 1, largeRemovals: [{ acno: 38, partno: 1, live: 30, removed: 10 }] });
    expect(planned.warnings).toEqual([expect.objectContaining({ line: 5, column: 'AGE', code: 'range' })]);

    // Straight in without the flag: stopped, the parts named, nothing changed.
    const refused = await finished((await upload(revised)).json().job.id);
    expect(refused).toMatchObject({ state: 'failed', largeRemovals: [{ partno: 1, removed: 10 }] });
    expect(refused.failure).toMatchObject({ key: 'voterImport.error.tooManyRemovals' });
    expect(refused.failure!.msg).toMatch(/part 1 of AC 38: 10 of 30/);
    expect(await live()).toBe(60);

    // The planned job applied allowing removals.
    const applied = await h.app.inject({
      method: 'POST',
      url: `${base}/${c.tenantId}/voter-import/${planned.id}/apply`,
      query: { allowRemovals: 'true' },
      headers: auth(c.token),
    });
    expect(applied.statusCode).toBe(202);
    expect(await finished(planned.id)).toMatchObject({ state: 'done', removed: 10, allowRemovals: true });
    expect(await live()).toBe(50);
  });
  it("refuses the rows of another constituency when the upload names the file's AC, and applies the plan the same way", async () => {
    const own = [...rollRows({ acno: 40, parts: 1, perPart: 10, seed: 43 })];
    const stray = [...rollRows({ acno: 41, parts: 1, perPart: 2, seed: 43 })];
    const bad = await upload(own, { acno: 'forty' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ code: 'acno' })]);

    const count = async (acno: number) =>
      Number(
        (
          await h.database.rows<{ n: number }>(
            sql`select count(*)::int as n from voters where tenant_id = ${c.tenantId} and acno = ${acno} and deleted_at is null`,
          )
        )[0].n,
      );
    const planned = await finished((await upload([...own, ...stray], { acno: '40', mode: 'supplement', dryRun: 'true' })).json().job.id);
    expect(planned).toMatchObject({ state: 'planned', acno: 40, rejected: 2, inserted: 10 });
    expect(planned.errors.map((e) => [e.line, e.column, e.code])).toEqual([
      [12, 'AC_NO', 'otherAc'],
      [13, 'AC_NO', 'otherAc'],
    ]);
    const applied = await h.app.inject({ method: 'POST', url: `${base}/${c.tenantId}/voter-import/${planned.id}/apply`, headers: auth(c.token) });
    expect(applied.statusCode).toBe(202);
    expect(await finished(planned.id)).toMatchObject({ state: 'done', inserted: 10, rejected: 2 });
    expect([await count(40), await count(41)]).toEqual([10, 0]);

    // Without the AC, a file of several constituencies (a parliamentary roll) is taken whole.
    expect(await finished((await upload(stray, { mode: 'supplement' })).json().job.id)).toMatchObject({ state: 'done', inserted: 2, rejected: 0 });
    expect(await count(41)).toBe(2);
  });
  it('takes a plain list of EPIC numbers with reasons as deletions (the console upload of a deletion list)', async () => {
    const rows = [...rollRows({ acno: 42, parts: 1, perPart: 12, seed: 47 })];
    expect((await finished((await upload(rows)).json().job.id)).state).toBe('done');
    const gone = [rows[2].EPIC_NO, rows[7].EPIC_NO];
    const list = `EPIC_NO,REASON\n${gone[0]},Shifted\n${gone[1]},Dead\nNOTONROLL1,Duplicate\n`;
    const res = await h.app.inject({
      method: 'POST',
      url: `${base}/${c.tenantId}/voter-import`,
      query: { name: 'deletions.csv' },
      payload: list,
      headers: { ...auth(c.token), 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(202);
    const done = await finished(res.json().job.id);
    expect(done).toMatchObject({ state: 'done', removed: 2, rejected: 0, warned: 1 });
    const removed = await h.database.rows<{ epic_no: string; removed_reason: string }>(
      sql`select v.epic_no, v.removed_reason from voters v ${slotJoin()}
           where v.tenant_id = ${c.tenantId} and v.acno = 42 and v.deleted_at is not null order by vs.slnoinpart`,
    );
    expect(removed).toEqual([
      { epic_no: gone[0], removed_reason: 'Shifted' },
      { epic_no: gone[1], removed_reason: 'Dead' },
    ]);
  });
});
