// The PDF read jobs as the database keeps them (schema.ts pdfReadJobs and its neighbours): a job's
// files, each page read once, the pictures of doubtful boxes and the admin's corrections. Any
// server or `npm run worker` process over the database reads and writes them.
import { sql, type Database } from '../../db/client';
import type { PageRead } from '../pdf/types';
import type { EditionInput } from '../../domains/editions/record';

export type PdfJobState = 'reading' | 'review' | 'importing' | 'done' | 'failed' | 'cancelled';

/** The import a job becomes once read: the same choices as a CSV upload. */
export interface PdfJobOptions {
  mode: 'complete' | 'supplement';
  dryRun: boolean;
  allowRemovals: boolean;
  language?: 'hin' | 'mar' | 'eng' | 'auto';
  /** how many files the job takes: its reading ends once they are all in and read */
  parts?: number;
  /** the edition the import makes of each part, as the upload named it (unset fields: the defaults) */
  edition?: EditionInput;
}

/** One page to read: what a queue's job carries. */
export interface PageTask {
  tenantId: number;
  jobId: string;
  fileNo: number;
  page: number;
}

export interface PdfJobRow {
  id: string;
  state: PdfJobState;
  acno: number | null;
  options: PdfJobOptions;
  pages: number;
  created_by: number | null;
  failure: { key: string; values?: Record<string, string | number> } | null;
  import_job: string | null;
  created_at: string;
  read_at: string | null;
  finished_at: string | null;
}

export interface PdfJobFile {
  fileNo: number;
  name: string;
  pages: number;
}

/** Adds a file to a job still reading; false when its parts are all in already. */
export async function addFile(database: Database, tenantId: number, jobId: string, file: PdfJobFile & { bytes: Uint8Array }): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [job] = await database.rows<{ parts: number; files: number }>(
      sql`select coalesce((options->>'parts')::int, 1) as parts,
                 (select count(*)::int from pdf_read_files f where f.tenant_id = j.tenant_id and f.job_id = j.id) as files
            from pdf_read_jobs j where tenant_id = ${tenantId} and id = ${jobId} and state = 'reading' for update`,
      tx,
    );
    if (!job || job.files >= job.parts) return false;
    await database.rows(
      sql`insert into pdf_read_files (tenant_id, job_id, file_no, name, pages, bytes)
          values (${tenantId}, ${jobId}, ${job.files}, ${file.name}, ${file.pages}, ${Buffer.from(file.bytes)})`,
      tx,
    );
    await database.rows(sql`update pdf_read_jobs set pages = pages + ${file.pages} where tenant_id = ${tenantId} and id = ${jobId}`, tx);
    return true;
  });
}

/** Records a new job and its files (bytes included) in one transaction. */
export async function createJob(
  database: Database,
  tenantId: number,
  job: { id: string; acno: number | null; options: PdfJobOptions; createdBy: number | null },
  files: Array<PdfJobFile & { bytes: Uint8Array }>,
): Promise<void> {
  const pages = files.reduce((n, f) => n + f.pages, 0);
  await database.db.transaction(async (tx) => {
    await database.rows(
      sql`insert into pdf_read_jobs (tenant_id, id, state, acno, options, pages, created_by)
          values (${tenantId}, ${job.id}, 'reading', ${job.acno}, ${JSON.stringify(job.options)}::jsonb, ${pages}, ${job.createdBy})`,
      tx,
    );
    for (const f of files) {
      await database.rows(
        sql`insert into pdf_read_files (tenant_id, job_id, file_no, name, pages, bytes)
            values (${tenantId}, ${job.id}, ${f.fileNo}, ${f.name}, ${f.pages}, ${Buffer.from(f.bytes)})`,
        tx,
      );
    }
  });
}

export async function readJobRow(database: Database, tenantId: number, jobId: string): Promise<PdfJobRow | null> {
  const [row] = await database.rows<PdfJobRow>(sql`
    select id, state, acno, options, pages, created_by, failure, import_job, created_at::text, read_at::text, finished_at::text
      from pdf_read_jobs where tenant_id = ${tenantId} and id = ${jobId}`);
  return row ?? null;
}

export async function jobFiles(database: Database, tenantId: number, jobId: string): Promise<PdfJobFile[]> {
  return database.rows<PdfJobFile>(sql`
    select file_no as "fileNo", name, pages from pdf_read_files where tenant_id = ${tenantId} and job_id = ${jobId} order by file_no`);
}

export async function fileBytes(database: Database, tenantId: number, jobId: string, fileNo: number): Promise<Uint8Array | null> {
  const [row] = await database.rows<{ bytes: Uint8Array | string }>(
    sql`select bytes from pdf_read_files where tenant_id = ${tenantId} and job_id = ${jobId} and file_no = ${fileNo}`,
  );
  if (!row) return null;
  // node-postgres hands bytea as a Buffer; PGlite as a Uint8Array
  return typeof row.bytes === 'string' ? Buffer.from(row.bytes.replace(/^\\x/, ''), 'hex') : new Uint8Array(row.bytes);
}

/** The pages of the job not read yet (what a queue is given again after a restart). */
export async function pagesLeft(database: Database, tenantId: number, jobId: string): Promise<PageTask[]> {
  const rows = await database.rows<{ file_no: number; page: number }>(sql`
    select f.file_no, g.page
      from pdf_read_files f cross join lateral generate_series(1, f.pages) as g(page)
     where f.tenant_id = ${tenantId} and f.job_id = ${jobId}
       and not exists (select 1 from pdf_read_pages p
                        where p.tenant_id = f.tenant_id and p.job_id = f.job_id and p.file_no = f.file_no and p.page = g.page)
     order by f.file_no, g.page`);
  return rows.map((r) => ({ tenantId, jobId, fileNo: r.file_no, page: r.page }));
}

/**
 * Saves a page read, once: a page read again (a worker that died after reading it, a queue's
 * retry) leaves the first reading standing. True when this call saved it.
 */
export async function savePage(database: Database, task: PageTask, read: PageRead, worker: string): Promise<boolean> {
  const electors = read.electors.map(({ image: _image, ...rest }) => rest);
  const doubts = read.electors.reduce((n, e) => n + e.doubts.length, 0);
  return database.db.transaction(async (tx) => {
    const saved = await database.rows(
      sql`insert into pdf_read_pages (tenant_id, job_id, file_no, page, read, electors, doubts, worker)
          select ${task.tenantId}, ${task.jobId}, ${task.fileNo}, ${task.page}, ${JSON.stringify({ ...read, electors })}::jsonb,
                 ${read.electors.length}, ${doubts}, ${worker}
           where exists (select 1 from pdf_read_jobs where tenant_id = ${task.tenantId} and id = ${task.jobId} and state = 'reading')
          on conflict do nothing
          returning page`,
      tx,
    );
    if (!saved.length) return false;
    for (const e of read.electors) {
      if (!e.image || !e.doubts.length) continue;
      await database.rows(
        sql`insert into pdf_read_boxes (tenant_id, job_id, file_no, page, box, image)
            values (${task.tenantId}, ${task.jobId}, ${task.fileNo}, ${task.page}, ${e.index}, ${Buffer.from(e.image)}) on conflict do nothing`,
        tx,
      );
    }
    return true;
  });
}

export interface PdfJobCounts {
  pagesRead: number;
  electors: number;
  doubts: number;
  /** when the first and the last page were saved, for the time left */
  firstAt: string | null;
  lastAt: string | null;
}

export async function jobCounts(database: Database, tenantId: number, jobId: string): Promise<PdfJobCounts> {
  const [row] = await database.rows<{ pages: number; electors: number; doubts: number; first_at: string | null; last_at: string | null }>(sql`
    select count(*)::int as pages, coalesce(sum(electors), 0)::int as electors, coalesce(sum(doubts), 0)::int as doubts,
           min(read_at)::text as first_at, max(read_at)::text as last_at
      from pdf_read_pages where tenant_id = ${tenantId} and job_id = ${jobId}`);
  return { pagesRead: row.pages, electors: row.electors, doubts: row.doubts, firstAt: row.first_at, lastAt: row.last_at };
}

/** The pages read of one file, in page order, as the reader's finish() takes them. */
export async function pagesRead(database: Database, tenantId: number, jobId: string, fileNo: number): Promise<PageRead[]> {
  const rows = await database.rows<{ read: PageRead }>(sql`
    select read from pdf_read_pages where tenant_id = ${tenantId} and job_id = ${jobId} and file_no = ${fileNo} order by page`);
  return rows.map((r) => r.read);
}

/**
 * Moves the job from one state to another; false when it was not in `from` (another server or
 * worker moved it first), so each step happens once.
 */
export async function moveJob(
  database: Database,
  tenantId: number,
  jobId: string,
  from: PdfJobState,
  to: PdfJobState,
  extra: { failure?: PdfJobRow['failure']; importJob?: string } = {},
): Promise<boolean> {
  const rows = await database.rows(sql`
    update pdf_read_jobs
       set state = ${to},
           failure = coalesce(${extra.failure ? JSON.stringify(extra.failure) : null}::jsonb, failure),
           import_job = coalesce(${extra.importJob ?? null}, import_job),
           read_at = case when ${from} = 'reading' then now() else read_at end,
           finished_at = case when ${to} in ('done', 'failed', 'cancelled') then now() else finished_at end
     where tenant_id = ${tenantId} and id = ${jobId} and state = ${from}
     returning id`);
  return rows.length > 0;
}

/**
 * Ends a job not imported yet (reading or in review) as failed or cancelled, once: its files'
 * bytes and its boxes' pictures are let go (nothing of it can be imported any more); the pages
 * read and the fixes stay as a record. False when it had ended or was imported already.
 */
export async function endJob(
  database: Database,
  tenantId: number,
  jobId: string,
  to: 'failed' | 'cancelled',
  failure: PdfJobRow['failure'] = null,
): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const ended = await database.rows(
      sql`update pdf_read_jobs
             set state = ${to}, failure = coalesce(${failure ? JSON.stringify(failure) : null}::jsonb, failure), finished_at = now()
           where tenant_id = ${tenantId} and id = ${jobId} and state in ('reading', 'review')
          returning id`,
      tx,
    );
    if (!ended.length) return false;
    await database.rows(sql`update pdf_read_files set bytes = ''::bytea where tenant_id = ${tenantId} and job_id = ${jobId}`, tx);
    await database.rows(sql`delete from pdf_read_boxes where tenant_id = ${tenantId} and job_id = ${jobId}`, tx);
    return true;
  });
}

/** After a page is saved: whether it was the job's last, moving the job to review (once). */
export async function finishReading(database: Database, tenantId: number, jobId: string): Promise<boolean> {
  const rows = await database.rows(sql`
    update pdf_read_jobs j set state = 'review', read_at = now()
     where tenant_id = ${tenantId} and id = ${jobId} and state = 'reading'
       and (select count(*) from pdf_read_pages p where p.tenant_id = j.tenant_id and p.job_id = j.id) >= j.pages
       and (select count(*) from pdf_read_files f where f.tenant_id = j.tenant_id and f.job_id = j.id) >= coalesce((j.options->>'parts')::int, 1)
     returning id`);
  return rows.length > 0;
}

/** The jobs still being read (a server that starts gives their pages left to its queue). */
export async function readingJobs(database: Database): Promise<Array<{ tenantId: number; id: string }>> {
  return database.rows(sql`select tenant_id as "tenantId", id from pdf_read_jobs where state = 'reading' order by created_at`);
}
