// Where the pages of PDF read jobs are read. On PostgreSQL each page is a job of pg-boss: any
// server or `npm run worker` process over the same database takes pages, a page's worker sends a
// heartbeat while it reads, and one that stopped sending (killed, machine gone) loses the page to
// another after PAGE_HEARTBEAT_S. On PGlite (one process owns the database) the server reads the
// pages in worker threads of its own. Either way a page is saved once (store.ts savePage).
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PgBoss } from 'pg-boss';
import type pg from 'pg';
import type { Database } from '../../db/client';
import type { PageRead, ReadOptions } from '../pdf/types';
import { pdfReader } from './reader';
import { MIN_DPI, pageProblem } from './checks';
import { endJob, fileBytes, finishReading, jobCounts, pagesLeft, readingJobs, readJobRow, savePage, type PageTask, type PdfJobRow } from './store';

export const PAGE_QUEUE = 'roll-pdf-page';
/** A page's worker is heard from this often (pg-boss's floor is 10 s); silent twice as long, the page goes to another. */
export const PAGE_HEARTBEAT_S = 10;
/** A page read fails this many times (a worker killed each time, or the reader throwing) before the job fails. */
const PAGE_RETRIES = 4;

export interface PageQueue {
  /** Gives the pages to the readers. */
  send(tasks: PageTask[]): Promise<void>;
  /** Takes back the pages of a job not being read yet (a job cancelled or failed); how many. */
  drop(tenantId: number, jobId: string): Promise<number>;
  /** Told once a job's last page is saved (on the process that saved it). */
  onRead(listener: (tenantId: number, jobId: string) => void): void;
  stop(): Promise<void>;
}

/** Reads a page where it is; the cached bytes of the file last read (a worker reads a file's pages one after another). */
function pageReader(database: Database) {
  let cached: { key: string; bytes: Uint8Array } | null = null;
  const bytesOf = async (t: PageTask) => {
    const key = `${t.tenantId}/${t.jobId}/${t.fileNo}`;
    if (cached?.key !== key) {
      const bytes = await fileBytes(database, t.tenantId, t.jobId, t.fileNo);
      if (!bytes) return null;
      cached = { key, bytes };
    }
    return cached.bytes;
  };
  const jobOf = async (t: PageTask) => {
    const job = await readJobRow(database, t.tenantId, t.jobId);
    return job && job.state === 'reading' ? job : null;
  };
  return { bytesOf, jobOf };
}

type Failure = NonNullable<PdfJobRow['failure']>;

/**
 * Saves a page read and tells whether it ended its job's reading; a page that shows the file is
 * not the chosen roll (or too coarse a scan) answers why the job fails instead (nothing of it is
 * imported).
 */
async function saved(
  database: Database,
  job: PdfJobRow,
  task: PageTask,
  read: PageRead,
  worker: string,
  listeners: Array<(t: number, j: string) => void>,
): Promise<Failure | null> {
  const problem = pageProblem(read, job.acno);
  if (problem) return { key: problem.key, values: problem.values };
  if (!(await savePage(database, task, read, worker))) return null;
  if (!(await finishReading(database, task.tenantId, task.jobId))) return null;
  // not one elector's box on any page: a PDF, but not a roll
  if (!(await jobCounts(database, task.tenantId, task.jobId)).electors) return { key: 'rollPdf.error.notRoll' };
  listeners.forEach((l) => l(task.tenantId, task.jobId));
  return null;
}

/** A job's end as failed: its pages still queued taken back (once, by the process that failed it). */
async function fail(database: Database, queue: Pick<PageQueue, 'drop'>, task: PageTask, failure: Failure) {
  if (await endJob(database, task.tenantId, task.jobId, 'failed', failure)) await queue.drop(task.tenantId, task.jobId);
}

/** How a job's page is read: in its roll's language, and not at all below the dpi that fails the job. */
const readOptions = (job: PdfJobRow): ReadOptions => ({ language: job.options.language ?? 'auto', minDpi: MIN_DPI });

/** Why a page the reader could not read fails its job (the file is not what it seemed). */
const unreadable = (task: PageTask, e: unknown): Failure => ({
  key: 'rollPdf.error.unreadablePage',
  values: { page: task.page, reason: String((e as Error).message ?? e).slice(0, 200) },
});

export interface BossOptions {
  /** pages this process reads at once; 0: it only sends pages (the `npm run worker` processes read them) */
  concurrency: number;
  /** how this process names itself on the pages it saved */
  worker?: string;
}

/** The pg-boss instance on the database's own pool (loaded here: a server on PGlite never needs it). */
export async function bossOn(pool: pg.Pool): Promise<PgBoss> {
  const { PgBoss } = await import('pg-boss');
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    // the monitor is what fails a page whose worker stopped its heartbeat
    monitorIntervalSeconds: PAGE_HEARTBEAT_S,
    superviseIntervalSeconds: PAGE_HEARTBEAT_S,
  });
  return boss;
}

/** Pages as pg-boss jobs on PostgreSQL (any process over the database may read them). */
export async function bossQueue(database: Database, opts: BossOptions): Promise<PageQueue> {
  if (!database.pool) throw new Error('pg-boss needs PostgreSQL');
  const boss = await bossOn(database.pool);
  boss.on('error', (e) => console.warn(`roll pdf queue: ${(e as Error).message}`));
  await boss.start();
  await boss.createQueue(PAGE_QUEUE, {
    heartbeatSeconds: PAGE_HEARTBEAT_S,
    retryLimit: PAGE_RETRIES,
    retryDelay: 1,
    // a page of OCR takes seconds; an hour is a page stuck however it is read
    expireInSeconds: 3600,
  });
  const listeners: Array<(t: number, j: string) => void> = [];
  const where = pageReader(database);
  const worker = opts.worker ?? `${os.hostname()}:${process.pid}`;
  const drop = async (tenantId: number, jobId: string) => {
    // (a page being read now is not saved: savePage wants the job still reading)
    const queued = await boss.findJobs<PageTask>(PAGE_QUEUE, { data: { tenantId, jobId }, queued: true, limit: 100_000 });
    if (queued.length)
      await boss.deleteJob(
        PAGE_QUEUE,
        queued.map((j) => j.id),
      );
    return queued.length;
  };
  if (opts.concurrency > 0) {
    await boss.work<PageTask>(
      PAGE_QUEUE,
      { batchSize: 1, localConcurrency: opts.concurrency, pollingIntervalSeconds: 1, includeMetadata: true },
      async ([queued]) => {
        const task = queued.data;
        const job = await where.jobOf(task);
        const bytes = job && (await where.bytesOf(task));
        // a job cancelled or failed meanwhile: its pages are dropped
        if (!job || !bytes) return;
        let failure: Failure | null;
        try {
          const read = await pdfReader().readPage(bytes, task.page, readOptions(job));
          failure = await saved(database, job, task, read, worker, listeners);
        } catch (e) {
          // the last try of the page: its job fails rather than wait for ever
          if (queued.retryCount >= PAGE_RETRIES) await fail(database, { drop }, task, unreadable(task, e));
          throw e;
        }
        if (failure) await fail(database, { drop }, task, failure);
      },
    );
  }
  return {
    send: async (tasks) => {
      if (!tasks.length) return;
      await boss.insert(
        PAGE_QUEUE,
        tasks.map((t) => ({ data: t })),
      );
    },
    drop,
    onRead: (l) => void listeners.push(l),
    stop: () => boss.stop({ graceful: true, timeout: 30_000 }),
  };
}

const THREAD = path.join(__dirname, 'thread.ts');

class ThreadGone extends Error {
  constructor() {
    super('the reading thread stopped');
  }
}

/** Pages read by worker threads of this process (PGlite: the database is this process's alone). */
export function threadQueue(database: Database, threads = Math.max(1, os.availableParallelism() - 1)): PageQueue {
  const listeners: Array<(t: number, j: string) => void> = [];
  const where = pageReader(database);
  const waiting: PageTask[] = [];
  const idle: Worker[] = [];
  const all = new Set<Worker>();
  let stopping = false;
  let running = 0;
  let drained: (() => void) | null = null;

  const spawn = () => {
    // tsx's require hook in the thread, so it runs the reader's TypeScript as the server does
    const w = new Worker(`require('tsx/cjs'); require(${JSON.stringify(THREAD)});`, { eval: true });
    w.unref();
    all.add(w);
    return w;
  };
  const readIn = (w: Worker, bytes: Uint8Array, page: number, options: ReadOptions) =>
    new Promise<PageRead>((resolve, reject) => {
      const done = () => {
        w.off('message', onMessage);
        w.off('error', onGone);
        w.off('exit', onGone);
      };
      const onMessage = (m: { read?: PageRead; error?: string }) => {
        done();
        if (m.error) reject(new Error(m.error));
        else resolve(revive(m.read!));
      };
      // a thread that died (out of memory, terminated) loses its page, not the job
      const onGone = () => {
        done();
        all.delete(w);
        reject(new ThreadGone());
      };
      w.on('message', onMessage);
      w.once('error', onGone);
      w.once('exit', onGone);
      w.postMessage({ bytes, page, options });
    });

  const drop = async (tenantId: number, jobId: string) => {
    let n = 0;
    for (let i = waiting.length - 1; i >= 0; i--) {
      if (waiting[i].tenantId !== tenantId || waiting[i].jobId !== jobId) continue;
      waiting.splice(i, 1);
      n += 1;
    }
    return n;
  };
  const tries = new Map<string, number>();
  const pump = () => {
    while (!stopping && waiting.length && running < threads) {
      const task = waiting.shift()!;
      running += 1;
      void (async () => {
        const w = idle.pop() ?? spawn();
        try {
          const job = await where.jobOf(task);
          const bytes = job && (await where.bytesOf(task));
          if (!job || !bytes) return;
          const read = await readIn(w, bytes, task.page, readOptions(job));
          const failure = await saved(database, job, task, read, `thread:${process.pid}`, listeners);
          if (failure) await fail(database, { drop }, task, failure);
        } catch (e) {
          const key = `${task.jobId}/${task.fileNo}/${task.page}`;
          const n = (tries.get(key) ?? 0) + 1;
          tries.set(key, n);
          if (e instanceof ThreadGone && n <= PAGE_RETRIES && !stopping) waiting.unshift(task);
          else {
            console.warn(`roll pdf page ${task.page} of ${task.jobId}: ${(e as Error).message}`);
            await fail(database, { drop }, task, unreadable(task, e));
          }
        } finally {
          running -= 1;
          if (all.has(w) && !stopping) idle.push(w);
          else void w.terminate();
          if (!running && !waiting.length) drained?.();
          pump();
        }
      })();
    }
  };

  return {
    send: async (tasks) => {
      waiting.push(...tasks);
      pump();
    },
    drop,
    onRead: (l) => void listeners.push(l),
    stop: async () => {
      stopping = true;
      waiting.length = 0;
      if (running) await new Promise<void>((r) => (drained = r));
      await Promise.all([...all].map((w) => w.terminate()));
    },
  };
}

/** Buffers come back from a thread as Uint8Arrays. */
function revive(read: PageRead): PageRead {
  return { ...read, electors: read.electors.map((e) => (e.image ? { ...e, image: Buffer.from(e.image) } : e)) };
}

/** The queue for this database, with the pages of jobs a stopped server left unread given to it again. */
export async function openPageQueue(database: Database, opts: { concurrency?: number } = {}): Promise<PageQueue> {
  const queue = database.kind === 'postgres' ? await bossQueue(database, { concurrency: opts.concurrency ?? 1 }) : threadQueue(database, opts.concurrency);
  // pg-boss keeps its pages across restarts; the threads' are in memory
  if (database.kind === 'pglite') for (const j of await readingJobs(database)) await queue.send(await pagesLeft(database, j.tenantId, j.id));
  return queue;
}
