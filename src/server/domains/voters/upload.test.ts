// The console's roll upload (issue 4): a CSV or XLSX body streamed to DATA_DIR, imported in
// the background by the importer, its job polled; bad rows with line and reason; wrong type 400,
// too large 413, field staff 403, another tenant's job 404, a second upload while one runs 409.
// On every database kind.
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import XLSX from 'sheetjs-style';
import { auth, dbKinds, login, makeStaff, makeSuperAdmin, startHarness, type Harness, signedInOrganisation } from '../../test/harness';
import { csvLine, rollRows, type EciRow } from '../../roll/generator';
import { ECI_COLUMNS } from '../../roll/eci';
import type { VoterImportJob, VoterImportListResponse, VoterImportStarted } from '../../../shared/api/voterImport';
import { buildApp } from '../../app';

const csvOf = (rows: EciRow[], columns: readonly string[] = ECI_COLUMNS) =>
  csvLine(columns) + rows.map((r) => csvLine(columns.map((c) => (r as Record<string, string>)[c] ?? ''))).join('');

describe.each(dbKinds())('voter roll upload on %s', (kind) => {
  let h: Harness;
  let a: { tenantId: number; adminId: number; token: string };
  let b: { tenantId: number; adminId: number; token: string };
  let staffToken: string;
  const base = (who: { tenantId: number }) => `/api/v1/admin/${who.tenantId}/voter-import`;

  const upload = (who: { tenantId: number; token: string }, body: string | Buffer | PassThrough, name: string | null = 'roll.csv', type = 'text/csv') =>
    h.app.inject({
      method: 'POST',
      url: base(who),
      query: name ? { name } : {},
      payload: body,
      headers: { ...auth(who.token), 'content-type': type },
    });
  const job = (who: { tenantId: number; token: string }, id: string) => h.app.inject({ method: 'GET', url: `${base(who)}/${id}`, headers: auth(who.token) });

  async function finished(who: { tenantId: number; token: string }, id: string): Promise<VoterImportJob> {
    for (let i = 0; i < 600; i++) {
      const res = await job(who, id);
      expect(res.statusCode).toBe(200);
      const j = res.json() as VoterImportJob;
      if (j.state !== 'running') return j;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the import did not end');
  }

  const count = async (tenantId: number) =>
    Number((await h.database.rows<{ n: number }>(sql`select count(*)::int as n from voters where tenant_id = ${tenantId}`))[0].n);
  const importsDir = () => path.join(h.config.dataDir, 'imports');

  beforeAll(async () => {
    h = await startHarness(kind, { MAX_ROLL_BYTES: String(400 * 1024) });
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
    const staff = await makeStaff(h, a.tenantId, [
      'Dashboard',
      'Candidates',
      'Task',
      'Survey',
      'Questions',
      'Office',
      'Resources',
      'Vehicles',
      'Events',
      'Group of Voters',
      'Poll Day',
      'Voters',
    ]);
    staffToken = (await login(h, staff.email)).token;
  });
  afterAll(() => h.close());

  it('imports a good CSV in the background: 202 with a job, then done with the counts', async () => {
    const rows = [...rollRows({ acno: 38, parts: 3, perPart: 40, seed: 21 })];
    const res = await upload(a, csvOf(rows));
    expect(res.statusCode).toBe(202);
    const started = res.json() as VoterImportStarted;
    expect(started.msg).toBe('The roll is uploaded; the import has started.');
    expect(started.job).toMatchObject({ state: 'running', file: { name: 'roll.csv', format: 'csv' }, read: { unit: 'bytes' } });
    expect(started.job.file.bytes).toBe(Buffer.byteLength(csvOf(rows)));
    expect(started.job.read.total).toBe(started.job.file.bytes);

    const done = await finished(a, started.job.id);
    expect(done).toMatchObject({ state: 'done', rows: 120, inserted: 120, updated: 0, unchanged: 0, rejected: 0, errors: [], failure: null });
    expect(done.batches).toBeGreaterThanOrEqual(1);
    expect(done.read.done).toBe(done.read.total);
    expect(done.summary).toMatchObject({ acnos: [38], parts: 3 });
    expect(done.finishedAt).not.toBeNull();
    expect(await count(a.tenantId)).toBe(120);
    expect(await count(b.tenantId)).toBe(0);
    // The stored upload is gone once the import ends.
    expect(fs.readdirSync(importsDir())).toEqual([]);

    // The same file again: nothing new, nothing changed.
    const again = await upload(a, csvOf(rows));
    expect(again.statusCode).toBe(202);
    expect(await finished(a, (again.json() as VoterImportStarted).job.id)).toMatchObject({ state: 'done', rows: 120, inserted: 0, updated: 0, unchanged: 120 });

    // The tenant's recent jobs, newest first.
    const list = await h.app.inject({ method: 'GET', url: base(a), headers: auth(a.token) });
    expect(list.statusCode).toBe(200);
    expect((list.json() as VoterImportListResponse).jobs.map((j) => j.id)).toEqual([(again.json() as VoterImportStarted).job.id, started.job.id]);
    const audit = await h.database.rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where tenant_id = ${a.tenantId} and entity = 'voters' and action = 'import'`,
    );
    expect(Number(audit[0].n)).toBe(2);
  });

  it("finds a new roll's names as soon as its import ends, though the searches share a constituency's names for a few seconds", async () => {
    const c = await signedInOrganisation(h);
    const search = async (term: string) => {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/v1/admin/${c.tenantId}/${c.tenantId}/0/search-acno-voters`,
        query: { acno: '38', enfname: term },
        headers: auth(c.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json().total as number;
    };
    const rows = [...rollRows({ acno: 38, parts: 1, perPart: 20, seed: 31 })];
    expect(await finished(c, (await upload(c, csvOf(rows))).json().job.id)).toMatchObject({ state: 'done', inserted: 20 });
    expect(await search('zorawar')).toBe(0);
    const more = [...rollRows({ acno: 38, parts: 2, perPart: 20, seed: 32 })].filter((r) => r.PART_NO === '2');
    more[0] = { ...more[0], FM_NAME_EN: 'Zorawar' };
    expect(await finished(c, (await upload(c, csvOf(more))).json().job.id)).toMatchObject({ state: 'done', inserted: 20 });
    expect(await search('zorawar')).toBe(1);
  });

  it('reports bad rows with their line and reason: refused rows, and warnings on rows that land', async () => {
    const rows = [...rollRows({ acno: 39, parts: 1, perPart: 30, seed: 22 })];
    rows[4] = { ...rows[4], AGE: 'abc', DOB: '' }; // line 6 (the header is line 1): lands without an age
    rows[10] = { ...rows[10], GENDER: 'X' }; // line 12: lands without a gender
    rows[20] = { ...rows[20], SLNOINPART: rows[19].SLNOINPART }; // line 22: the slot of line 21 again
    const before = await count(a.tenantId);
    const res = await upload(a, csvOf(rows), 'part-1 roll.CSV', 'application/vnd.ms-excel');
    expect(res.statusCode).toBe(202);
    const done = await finished(a, (res.json() as VoterImportStarted).job.id);
    expect(done).toMatchObject({ state: 'done', rows: 30, inserted: 29, rejected: 1, warned: 2 });
    expect(done.file.name).toBe('part-1 roll.CSV');
    expect(done.errors.map((e) => [e.line, e.column])).toEqual([[22, 'SLNOINPART']]);
    expect(done.warnings!.map((e) => [e.line, e.column])).toEqual([
      [6, 'AGE'],
      [12, 'GENDER'],
    ]);
    expect(done.warnings![0].reason).toMatch(/AGE must be a whole number/);
    expect(done.warnings![1].reason).toMatch(/GENDER must be M, F or O/);
    // codes and values, for the console to say it in the user's language
    expect(done.warnings![0]).toMatchObject({ code: 'notWhole', values: { column: 'AGE' } });
    expect(done.warnings![1]).toMatchObject({ code: 'gender' });
    expect(done.errors[0]).toMatchObject({ code: 'slotDup' });
    expect(await count(a.tenantId)).toBe(before + 29);
  });

  it('imports an XLSX sheet, its progress counted in rows', async () => {
    const rows = [...rollRows({ acno: 40, parts: 1, perPart: 25, seed: 23 })];
    const sheet = XLSX.utils.aoa_to_sheet([[...ECI_COLUMNS], ...rows.map((r) => ECI_COLUMNS.map((c) => r[c]))]);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, sheet, 'Roll');
    const bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const res = await upload(a, bytes, 'roll.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.statusCode).toBe(202);
    const started = (res.json() as VoterImportStarted).job;
    expect(started).toMatchObject({ file: { format: 'xlsx', bytes: bytes.length }, read: { unit: 'rows', total: 25 } });
    expect(await finished(a, started.id)).toMatchObject({ state: 'done', rows: 25, inserted: 25, rejected: 0, read: { done: 25, total: 25 } });
  });

  it('answers 400 on the file field for a file that is no CSV/XLSX roll, and imports nothing', async () => {
    const before = await count(a.tenantId);
    const expect400 = async (res: Awaited<ReturnType<typeof upload>>, key: string) => {
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.errors).toEqual([expect.objectContaining({ code: 'file', key })]);
      expect(body.msg).toBe(body.errors[0].message);
      return body;
    };
    // a name that is neither .csv nor .xlsx
    await expect400(
      await upload(a, csvOf([...rollRows({ acno: 38, parts: 1, perPart: 2, seed: 1 })]), 'roll.pdf', 'application/pdf'),
      'voterImport.error.type',
    );
    // binary content under a .csv name
    await expect400(await upload(a, Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 3, 0, 0]), 'roll.csv'), 'voterImport.error.type');
    // a .xlsx that is not a workbook
    await expect400(await upload(a, 'AC_NO,PART_NO\n1,2\n', 'roll.xlsx'), 'voterImport.error.type');
    // a CSV without the ECI header: the missing columns are named
    const body = await expect400(await upload(a, 'name,age,part\nAsha,30,1\n', 'people.csv'), 'voterImport.error.noHeader');
    expect(body.msg).toBe('The first row of the file lacks the Election Commission columns AC_NO, PART_NO, SLNOINPART, FM_NAME_EN.');
    expect(body.values).toEqual({ columns: 'AC_NO, PART_NO, SLNOINPART, FM_NAME_EN' });
    // a workbook without the ECI header
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['AC_NO', 'PART_NO', 'NAME'],
        [38, 1, 'Asha'],
      ]),
      'S',
    );
    const noHeader = await expect400(
      await upload(a, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer, 'roll.xlsx'),
      'voterImport.error.noHeader',
    );
    expect(noHeader.values).toEqual({ columns: 'SLNOINPART, FM_NAME_EN' });
    // an empty body
    await expect400(await upload(a, '', 'roll.csv'), 'voterImport.error.empty');
    expect(await count(a.tenantId)).toBe(before);
    expect(fs.readdirSync(importsDir())).toEqual([]);
    // none of these took the tenant's import slot
    const ok = await upload(a, csvOf([...rollRows({ acno: 41, parts: 1, perPart: 3, seed: 2 })]));
    expect(ok.statusCode).toBe(202);
    await finished(a, (ok.json() as VoterImportStarted).job.id);
  });

  it('answers 413 with a clear message beyond the size cap, by Content-Length or while streaming', async () => {
    const big = csvOf([...rollRows({ acno: 42, parts: 6, perPart: 400, seed: 3 })]);
    expect(Buffer.byteLength(big)).toBeGreaterThan(400 * 1024);
    const res = await upload(a, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      msg: 'The file is larger than 0.39 MB, the most the upload accepts.',
      errors: [{ code: 'file', key: 'voterImport.error.tooLarge' }],
      values: { mb: 0.39 },
    });
    // A stream without a length is cut off at the cap.
    const pass = new PassThrough();
    const pending = upload(a, pass);
    for (let i = 0; i < big.length; i += 64 * 1024) pass.write(big.slice(i, i + 64 * 1024));
    pass.end();
    const streamed = await pending;
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().errors[0].key).toBe('voterImport.error.tooLarge');
    expect((await h.database.rows<{ n: number }>(sql`select count(*)::int as n from voters where tenant_id = ${a.tenantId} and acno = 42`))[0].n).toBe(0);
    expect(fs.readdirSync(importsDir())).toEqual([]);
  });

  it('refuses field staff and the super admin (403), and an unsigned request (401)', async () => {
    const roll = csvOf([...rollRows({ acno: 38, parts: 1, perPart: 2, seed: 4 })]);
    const res = await upload({ tenantId: a.tenantId, token: staffToken }, roll);
    expect(res.statusCode).toBe(403);
    const list = await h.app.inject({ method: 'GET', url: base(a), headers: auth(staffToken) });
    expect(list.statusCode).toBe(403);
    // nor the super administrator, whose tenant holds no roll
    const superAdmin = await makeSuperAdmin(h);
    const su = { tenantId: superAdmin.tenantId, token: (await login(h, superAdmin.email)).token };
    expect((await upload(su, roll)).statusCode).toBe(403);
    const anon = await h.app.inject({ method: 'POST', url: base(a), query: { name: 'roll.csv' }, payload: roll, headers: { 'content-type': 'text/csv' } });
    expect(anon.statusCode).toBe(401);
  });

  it("answers 404 for another tenant's job and for an unknown id; 403 on another tenant's path", async () => {
    const res = await upload(a, csvOf([...rollRows({ acno: 43, parts: 1, perPart: 5, seed: 5 })]));
    const id = (res.json() as VoterImportStarted).job.id;
    await finished(a, id);
    expect((await job(b, id)).statusCode).toBe(404);
    expect((await job(a, 'not-a-job')).statusCode).toBe(404);
    // B's own list does not show A's imports
    const list = await h.app.inject({ method: 'GET', url: base(b), headers: auth(b.token) });
    expect((list.json() as VoterImportListResponse).jobs).toEqual([]);
    // B cannot use A's tenant path at all
    const cross = await h.app.inject({ method: 'GET', url: `${base(a)}/${id}`, headers: auth(b.token) });
    expect(cross.statusCode).toBe(403);
  });

  it('runs one import per tenant at a time: a second upload answers 409, another tenant is not held up', async () => {
    const roll = csvOf([...rollRows({ acno: 44, parts: 1, perPart: 20, seed: 6 })]);
    // The first upload is still arriving: its body stays open until the second has been refused.
    const pass = new PassThrough();
    const first = upload(a, pass);
    pass.write(roll.slice(0, 200));
    for (let i = 0; i < 200 && pass.readableLength > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(pass.readableLength).toBe(0); // the handler is reading it

    const second = await upload(a, roll, 'other.csv');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      msg: 'An import is already running for your organisation. Wait for it to finish.',
      errors: [{ code: 'file', key: 'voterImport.error.running' }],
      job: null,
    });
    // Tenant B imports meanwhile.
    const other = await upload(b, csvOf([...rollRows({ acno: 38, parts: 1, perPart: 4, seed: 7 })]));
    expect(other.statusCode).toBe(202);

    pass.end(roll.slice(200));
    const res = await first;
    expect(res.statusCode).toBe(202);
    const id = (res.json() as VoterImportStarted).job.id;
    // While it runs, a second upload is refused and names the running job.
    const third = await upload(a, roll);
    // the refusal names the tenant's job; it may be finishing (done, not yet released) as the second arrives
    if (third.statusCode === 409) {
      expect(third.json().job).toMatchObject({ id });
      expect(['running', 'done']).toContain(third.json().job.state);
    } else expect(third.statusCode).toBe(202); // the first had already finished
    const done = await finished(a, id);
    expect(done).toMatchObject({ state: 'done', inserted: 20 });
    if (third.statusCode === 202) await finished(a, (third.json() as VoterImportStarted).job.id);
    await finished(b, (other.json() as VoterImportStarted).job.id);
    // Once it is over, the next upload is accepted.
    const after = await upload(a, roll);
    expect(after.statusCode).toBe(202);
    expect(await finished(a, (after.json() as VoterImportStarted).job.id)).toMatchObject({ state: 'done', unchanged: 20 });
  });

  // Jobs are kept in the database: a second server (or the same one restarted) answers for them,
  // a job whose server stopped reads as stopped and no longer holds the organisation up, and one
  // running on another server refuses a second upload.
  it('keeps jobs in the database: another server answers for them, and an orphaned job reads as stopped', async () => {
    const res = await upload(a, csvOf([...rollRows({ acno: 45, parts: 1, perPart: 6, seed: 8 })]));
    const id = (res.json() as VoterImportStarted).job.id;
    const done = await finished(a, id);
    const other = await buildApp(h.config, h.database);
    try {
      const get = (who: { token: string }, url: string) => other.inject({ method: 'GET', url, headers: auth(who.token) });
      expect((await get(a, `${base(a)}/${id}`)).json()).toEqual(done);
      expect(((await get(a, base(a))).json() as VoterImportListResponse).jobs.map((j) => j.id)).toContain(id);
      expect((await get(b, `${base(b)}/${id}`)).statusCode).toBe(404);

      // A server stopped in the middle of an import two minutes ago.
      const orphan: VoterImportJob = { ...done, id: 'orphan-' + id, state: 'running', summary: null, finishedAt: null };
      await h.database.rows(sql`insert into voter_imports (tenant_id, id, state, job, started_at, heartbeat_at)
        values (${a.tenantId}, ${orphan.id}, 'running', ${JSON.stringify(orphan)}::jsonb, now(), now() - interval '2 minutes')`);
      const stopped = (await get(a, `${base(a)}/${orphan.id}`)).json() as VoterImportJob;
      expect(stopped).toMatchObject({
        id: orphan.id,
        state: 'failed',
        failure: { key: 'voterImport.error.serverStopped', msg: 'The server stopped during the import.' },
      });
      expect(stopped.finishedAt).not.toBeNull();
      const again = await other.inject({
        method: 'POST',
        url: base(a),
        query: { name: 'roll.csv' },
        payload: csvOf([...rollRows({ acno: 45, parts: 1, perPart: 6, seed: 8 })]),
        headers: { ...auth(a.token), 'content-type': 'text/csv' },
      });
      expect(again.statusCode).toBe(202);
      await finished(a, (again.json() as VoterImportStarted).job.id);

      // An import running on another server (its heartbeat fresh) holds the organisation.
      const live: VoterImportJob = { ...done, id: 'live-' + id, state: 'running', summary: null, finishedAt: null };
      await h.database.rows(sql`insert into voter_imports (tenant_id, id, state, job, started_at, heartbeat_at)
        values (${b.tenantId}, ${live.id}, 'running', ${JSON.stringify(live)}::jsonb, now(), now())`);
      const refused = await upload(b, csvOf([...rollRows({ acno: 45, parts: 1, perPart: 6, seed: 8 })]));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().job).toMatchObject({ id: live.id, state: 'running' });
      await h.database.rows(sql`delete from voter_imports where id = ${live.id}`);
    } finally {
      await other.close();
    }
  });

  it('checks a revised roll first (a dry run changes nothing), then applies or cancels it', async () => {
    const c = await signedInOrganisation(h);
    const rows = [...rollRows({ acno: 38, parts: 2, perPart: 30, seed: 31 })];
    await finished(c, (await upload(c, csvOf(rows))).json().job.id);
    const live = async () =>
      Number((await h.database.rows<{ n: number }>(sql`select count(*)::int as n from voters where tenant_id = ${c.tenantId} and deleted_at is null`))[0].n);
    // Part 1 renumbered: its first elector deleted, the rest one serial up.
    const revised = rows
      .filter((r) => r.PART_NO === '1')
      .slice(1)
      .map((r) => ({ ...r, SLNOINPART: String(Number(r.SLNOINPART) - 1) }));
    const dry = (mode?: string) =>
      h.app.inject({
        method: 'POST',
        url: base(c),
        query: { name: 'revised.csv', dryRun: 'true', ...(mode ? { mode } : {}) },
        payload: csvOf(revised),
        headers: { ...auth(c.token), 'content-type': 'text/csv' },
      });
    expect((await dry('everything')).statusCode).toBe(400);

    const planned = await finished(c, (await dry()).json().job.id);
    expect(planned).toMatchObject({ state: 'planned', dryRun: true, mode: 'complete', moved: 29, removed: 1, inserted: 0, rejected: 0 });
    expect(planned.samples.find((x) => x.kind === 'removed')).toMatchObject({ partno: 1, slnoinpart: 1, epic: rows[0].EPIC_NO });
    expect(await live()).toBe(60);
    const decide = (who: { tenantId: number; token: string }, id: string, what: 'apply' | 'cancel') =>
      h.app.inject({ method: 'POST', url: `${base(who)}/${id}/${what}`, headers: auth(who.token) });
    // Another organisation cannot apply it, even by its id.
    expect((await decide(b, planned.id, 'apply')).statusCode).toBe(404);
    expect((await decide(b, planned.id, 'cancel')).statusCode).toBe(404);
    expect(await live()).toBe(60);

    const applied = await decide(c, planned.id, 'apply');
    expect(applied.statusCode).toBe(202);
    const done = await finished(c, planned.id);
    expect(done).toMatchObject({ state: 'done', dryRun: false, moved: 29, removed: 1 });
    expect(await live()).toBe(59);
    expect(fs.readdirSync(importsDir()).filter((f) => f.includes(planned.id))).toEqual([]);
    // The removed elector is listed as such, only to their own organisation.
    const removed = (who: { tenantId: number; token: string }, query: Record<string, string> = {}) =>
      h.app.inject({ method: 'GET', url: `/api/v1/admin/${who.tenantId}/removed-voters`, query, headers: auth(who.token) });
    const list = await removed(c, { acno: '38', partno: '1' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, rows: [{ partno: 1, slnoinpart: 1, epic_no: rows[0].EPIC_NO }] });
    expect(list.json().rows[0].removed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await removed(c, { term: rows[0].FM_NAME_EN.slice(0, 3).toLowerCase() })).json().total).toBe(1);
    expect((await removed(c, { partno: '2' })).json().total).toBe(0);
    expect((await removed(b)).json().total).toBe(0);
    expect((await removed(c, { partno: 'x' })).statusCode).toBe(400);
    // ... and left out of the voter search.
    const search = await h.app.inject({
      method: 'GET',
      url: `/api/v1/admin/${c.tenantId}/${c.tenantId}/0/search-acno-voters`,
      query: { acno: '38', partno: '1' },
      headers: auth(c.token),
    });
    expect(search.json().total).toBe(29);
    // which plan answered is the benchmark's business (SEARCH_PLAN_HEADER), not the public's
    expect(search.headers['x-search-plan']).toBeUndefined();
    expect(search.json().voters.map((v: { epic_no: string }) => v.epic_no)).not.toContain(rows[0].EPIC_NO);
    const twice = await decide(c, planned.id, 'apply');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0]).toMatchObject({ key: 'voterImport.error.notPlanned' });

    // Cancelled: the file is gone, nothing changed, and it cannot be applied afterwards.
    const other = await finished(c, (await dry('supplement')).json().job.id);
    expect(other).toMatchObject({ state: 'planned', mode: 'supplement', removed: 0 });
    const cancelled = await decide(c, other.id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: other.id, state: 'cancelled' });
    expect(fs.readdirSync(importsDir()).filter((f) => f.includes(other.id))).toEqual([]);
    expect((await decide(c, other.id, 'apply')).statusCode).toBe(409);
    expect(await live()).toBe(59);
  });
});
