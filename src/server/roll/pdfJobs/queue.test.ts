// The pages of a PDF read job read where the database says: on PostgreSQL by `npm run worker`
// processes through pg-boss (one is killed in the middle of a page: another takes it once its
// heartbeat stops, and the job completes with each elector once); on PGlite by the server's own
// worker threads. The rolls are the generated ones of fictitious electors beside the reader.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Database } from '../../db/client';
import { openTestDatabase, until } from '../../test/harness';
import { bossQueue, threadQueue, type PageQueue } from './queue';
import { createJob, jobCounts, readJobRow } from './store';

const FIXTURES = path.join(__dirname, '../pdf/fixtures');
const PARTS = ['hin-text', 'mar-text'].map((f) => ({
  name: `${f}.pdf`,
  bytes: fs.readFileSync(path.join(FIXTURES, `${f}.pdf`)),
  truth: JSON.parse(fs.readFileSync(path.join(FIXTURES, `${f}.truth.json`), 'utf8')) as { pages: number; boxes: unknown[] },
}));
const ELECTORS = PARTS.reduce((n, p) => n + p.truth.boxes.length, 0);
const PAGES = PARTS.reduce((n, p) => n + p.truth.pages, 0);
const TENANT = 5;

async function startJob(database: Database, queue: PageQueue, id: string) {
  await createJob(
    database,
    TENANT,
    { id, acno: null, options: { mode: 'complete', dryRun: false, allowRemovals: false, language: 'auto', parts: PARTS.length }, createdBy: null },
    PARTS.map((p, fileNo) => ({ fileNo, name: p.name, pages: p.truth.pages, bytes: p.bytes })),
  );
  await queue.send(PARTS.flatMap((p, fileNo) => Array.from({ length: p.truth.pages }, (_, i) => ({ tenantId: TENANT, jobId: id, fileNo, page: i + 1 }))));
}

/** Each box of each page saved once, and as many as the rolls hold. */
async function electorsOnce(database: Database, id: string) {
  const boxes = await database.rows<{ file_no: number; page: number; idx: number }>(sql`
    select file_no, page, (e->>'index')::int as idx
      from pdf_read_pages, jsonb_array_elements(read->'electors') e
     where tenant_id = ${TENANT} and job_id = ${id}`);
  const keys = new Set(boxes.map((b) => `${b.file_no}/${b.page}/${b.idx}`));
  expect(keys.size).toBe(boxes.length);
  expect(boxes.length).toBe(ELECTORS);
  expect((await jobCounts(database, TENANT, id)).pagesRead).toBe(PAGES);
}

// node itself with tsx's loader, so that the pid killed is the worker's own (the tsx command runs it as a child)
const worker = (url: string): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'worker.ts'), '--pages', '1'], {
    env: { ...process.env, DATABASE_URL: url, OMP_THREAD_LIMIT: '1', NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('PDF pages as pg-boss jobs on postgres', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let queue: PageQueue;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase('postgres'));
    // this process only sends pages: the workers read them
    queue = await bossQueue(database, { concurrency: 0 });
  }, 120_000);
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await queue?.stop();
    await database?.close();
    await drop?.();
  });

  it('completes a job whose worker was killed in the middle of a page, each elector once', async () => {
    const url = database.pool!.options.connectionString!;
    await startJob(database, queue, 'killed');
    const first = worker(url);
    children.push(first);
    // the first page in the worker's hands, not saved yet: kill it there
    const taken = await until(
      'a page taken',
      async () =>
        (
          await database.rows<{ id: string; data: { fileNo: number; page: number } }>(
            sql`select id, data from pgboss.job where name = 'roll-pdf-page' and state = 'active'`,
          )
        )[0],
      90,
      100,
    );
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const [savedBefore] = await database.rows<{ n: number }>(
      sql`select count(*)::int as n from pdf_read_pages where job_id = 'killed' and file_no = ${taken.data.fileNo} and page = ${taken.data.page}`,
    );
    expect(savedBefore.n).toBe(0);

    const second = worker(url);
    children.push(second);
    await until('the job read', async () => (await readJobRow(database, TENANT, 'killed'))?.state !== 'reading', 240);
    expect((await readJobRow(database, TENANT, 'killed'))!.state).toBe('review');
    await electorsOnce(database, 'killed');
    // the page the first worker held was given again after its heartbeat stopped, and read by the
    // second, which marks its queue job done just after saving the page (the job may be read already)
    const again = await until(
      'the page given again marked done',
      async () => {
        const [job] = await database.rows<{ state: string }>(sql`select state from pgboss.job where id = ${taken.id}`);
        return job?.state === 'completed' && job;
      },
      60,
    );
    expect(again.state).toBe('completed');
    const [by] = await database.rows<{ worker: string }>(
      sql`select worker from pdf_read_pages where job_id = 'killed' and file_no = ${taken.data.fileNo} and page = ${taken.data.page}`,
    );
    expect(by.worker).toContain(`:${second.pid}`);
    second.kill('SIGTERM');
  }, 400_000);
});

describe('PDF pages in worker threads on pglite', () => {
  it('reads every page of a job of two parts in the server, each elector once', async () => {
    const { database, drop } = await openTestDatabase('pglite');
    const queue = threadQueue(database, 2);
    try {
      await startJob(database, queue, 'threads');
      await until('the job read', async () => (await readJobRow(database, TENANT, 'threads'))?.state !== 'reading', 240);
      expect((await readJobRow(database, TENANT, 'threads'))!.state).toBe('review');
      await electorsOnce(database, 'threads');
    } finally {
      await queue.stop();
      await database.close();
      await drop();
    }
  }, 400_000);
});
