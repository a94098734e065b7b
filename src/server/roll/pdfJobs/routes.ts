// The console's PDF roll routes (RollPdfApi): the parts of a job arrive one a request (streamed to
// disk under the upload's cap, checked, stored in the database), their pages go to the queue, and
// the job read becomes a voter import through the roll upload's own jobs. The organisation's own
// admin only; another organisation's job answers as an unknown one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RollPdfApi, type RollPdfPicture } from '../../../shared/api/rollPdf';
import type { VoterImportJob } from '../../../shared/api/voterImport';
import type { Actor } from '../../db/audit';
import type { Deps } from '../../deps';
import { HttpError, fieldError, notFound } from '../../http';
import { serve } from '../../route';
import { fileError, receive } from '../uploadFile';
import { PdfProblem } from './checks';
import { correct, doubtList, jobView, openPdfFile, sendFile, writeRows } from './jobs';
import { boxPicture } from './pictures';
import { openPageQueue, type PageQueue } from './queue';
import { addFile, createJob, endJob, jobFiles, moveJob, readJobRow, type PdfJobRow } from './store';
import { sql } from '../../db/client';
import { editionOf, type EditionInput } from '../../domains/editions/record';
import { orgAdminTenant } from '../orgAdmin';

/** What the roll upload lends: a CSV written into its imports folder becomes one of its jobs. */
export interface ImportOfFile {
  (
    tenantId: number,
    actor: Actor,
    name: string,
    write: (file: string) => Promise<void>,
    opts: { mode: 'complete' | 'supplement'; dryRun: boolean; allowRemovals: boolean; acno?: number; edition?: EditionInput },
  ): Promise<VoterImportJob>;
}

/** The import's name as its summary shows it: the parts' files (the first and last of many). */
export const importName = (files: Array<{ name: string }>) =>
  files.length <= 3 ? files.map((f) => f.name).join(', ') : `${files[0].name} … ${files[files.length - 1].name} (${files.length})`;

const nameOf = (raw: string | undefined, fallback: string) => (raw?.trim() ? path.basename(raw.trim()).slice(0, 200) : fallback);

/** What the route groups share: the database, the page queue (opened with the first PDF), a job by id, a job failed. */
interface PdfRoutes {
  database: Deps['database'];
  pages: () => Promise<PageQueue>;
  /** the tenant's job; 404 when it has none of that id */
  jobOf: (tenantId: number, jobId: string) => Promise<PdfJobRow>;
  failed: (tenantId: number, jobId: string, failure: NonNullable<PdfJobRow['failure']>) => Promise<void>;
}

/** The page queue, opened with the first PDF (or at once when jobs were left reading) and stopped with the server. */
function pageQueue(raw: FastifyInstance, database: Deps['database']) {
  let queue: Promise<PageQueue> | null = null;
  const pages = () => (queue ??= openPageQueue(database));
  raw.addHook('onReady', async () => {
    const [left] = await database.rows<{ n: number }>(sql`select count(*)::int as n from pdf_read_jobs where state = 'reading'`);
    if (left.n) await pages();
  });
  raw.addHook('onClose', async () => {
    if (queue) await (await queue).stop();
  });
  return pages;
}

/** The parts of a job as they arrive (streamed, under the upload's cap): the first makes the job, each later one joins it. */
function partRoutes(raw: FastifyInstance, { database, pages, jobOf, failed }: PdfRoutes, dir: string, max: number) {
  /** The body to a file, checked as a PDF roll; its bytes and page count. */
  const receivePdf = async (req: FastifyRequest) => {
    const file = path.join(dir, `pdf-${crypto.randomUUID()}.part`);
    try {
      const bytes = await receive(req.raw, file, max);
      if (bytes === 0) throw new PdfProblem('rollPdf.error.empty');
      const data = fs.readFileSync(file);
      const { pages } = await openPdfFile(data);
      return { data, pages };
    } catch (e) {
      if (e instanceof PdfProblem) throw fileError(e.key, e.values);
      throw e;
    } finally {
      fs.rmSync(file, { force: true });
    }
  };

  serve(raw, RollPdfApi.upload, async ({ req, reply, query }) => {
    const tenantId = orgAdminTenant(req);
    const name = nameOf(query.name, 'roll.pdf');
    if (!/\.pdf$/i.test(name)) throw fileError('rollPdf.error.notPdf');
    const { data, pages: count } = await receivePdf(req);
    const id = crypto.randomUUID();
    const options = {
      mode: (query.mode as 'complete' | 'supplement' | undefined) ?? 'complete',
      dryRun: !!query.dryRun,
      allowRemovals: !!query.allowRemovals,
      language: (query.language as 'hin' | 'mar' | 'eng' | 'auto' | undefined) ?? 'auto',
      parts: query.parts ?? 1,
      ...editionOf(query),
    };
    await createJob(database, tenantId, { id, acno: query.acno ?? null, options, createdBy: req.auth.userId ?? null }, [
      { fileNo: 0, name, pages: count, bytes: data },
    ]);
    await sendFile(await pages(), tenantId, id, 0, count);
    reply.status(202);
    return jobView(database, tenantId, (await readJobRow(database, tenantId, id))!);
  });

  serve(raw, RollPdfApi.addPart, async ({ req, reply, params: { jobId }, query }) => {
    const tenantId = orgAdminTenant(req);
    const job = await jobOf(tenantId, jobId);
    if (job.state !== 'reading') {
      const key = 'rollPdf.error.ended';
      throw new HttpError(409, key, [fieldError('file', key)]);
    }
    const name = nameOf(query.name, 'roll.pdf');
    let received: { data: Buffer; pages: number };
    try {
      if (!/\.pdf$/i.test(name)) throw fileError('rollPdf.error.notPdf');
      received = await receivePdf(req);
    } catch (e) {
      // the refusal's own message is the job's failure too (the console shows it by the file input)
      const refused =
        e instanceof HttpError ? { key: e.key, values: { ...(e.values ?? {}), file: name } } : { key: 'rollPdf.error.partLost', values: { file: name } };
      await failed(tenantId, jobId, refused);
      throw e;
    }
    const { data, pages: count } = received;
    if (!(await addFile(database, tenantId, jobId, { fileNo: 0, name, pages: count, bytes: data }))) {
      const key = 'rollPdf.error.partsIn';
      throw new HttpError(409, key, [fieldError('file', key)]);
    }
    const files = await database.rows<{ n: number }>(
      sql`select max(file_no)::int as n from pdf_read_files where tenant_id = ${tenantId} and job_id = ${jobId}`,
    );
    await sendFile(await pages(), tenantId, jobId, files[0].n, count);
    reply.status(202);
    return jobView(database, tenantId, await jobOf(tenantId, jobId));
  });
}

/** A job read and reviewed: its progress, its doubtful fields, their pictures, a field corrected. */
function reviewRoutes(app: FastifyInstance, { database, jobOf }: PdfRoutes) {
  serve(app, RollPdfApi.job, async ({ req, params: { jobId } }) => {
    const tenantId = orgAdminTenant(req);
    return jobView(database, tenantId, await jobOf(tenantId, jobId));
  });

  serve(app, RollPdfApi.doubts, async ({ req, params: { jobId } }) => {
    const tenantId = orgAdminTenant(req);
    const job = await jobOf(tenantId, jobId);
    if (job.state === 'reading' || job.state === 'failed' || job.state === 'cancelled') return { fields: [] };
    return { fields: await doubtList(database, tenantId, jobId) };
  });

  serve(app, RollPdfApi.box, async ({ req, reply, params, query }) => {
    const tenantId = orgAdminTenant(req);
    const image = await boxPicture(database, tenantId, params, (query.region as RollPdfPicture | undefined) ?? 'box');
    if (!image) throw notFound();
    reply.type('image/png').header('cache-control', 'private, no-store');
    return image;
  });

  serve(app, RollPdfApi.correct, async ({ req, params: { jobId }, body }) => {
    const tenantId = orgAdminTenant(req);
    const job = await jobOf(tenantId, jobId);
    if (job.state !== 'review') {
      const key = 'rollPdf.error.notInReview';
      throw new HttpError(409, key, [fieldError('value', key)]);
    }
    const fixed = await correct(database, req.actor, jobId, body);
    if (!fixed) throw new HttpError(400, 'rollPdf.error.noSuchField', [fieldError('column', 'rollPdf.error.noSuchField')]);
    return fixed;
  });
}

/** A job's end: cancelled, or its rows imported as a file of the roll upload's jobs. */
function endRoutes(app: FastifyInstance, { database, pages, jobOf }: PdfRoutes, importFile: ImportOfFile) {
  serve(app, RollPdfApi.cancel, async ({ req, params: { jobId } }) => {
    const tenantId = orgAdminTenant(req);
    await jobOf(tenantId, jobId);
    if (!(await endJob(database, tenantId, jobId, 'cancelled'))) {
      const key = 'rollPdf.error.notCancellable';
      throw new HttpError(409, key, [fieldError('job', key)]);
    }
    await (await pages()).drop(tenantId, jobId);
    return jobView(database, tenantId, await jobOf(tenantId, jobId));
  });

  serve(app, RollPdfApi.import, async ({ req, reply, params: { jobId }, query }) => {
    const tenantId = orgAdminTenant(req);
    const job = await jobOf(tenantId, jobId);
    if (job.state !== 'review') {
      const key = 'rollPdf.error.notInReview';
      throw new HttpError(409, key, [fieldError('file', key)]);
    }
    const left = (await doubtList(database, tenantId, jobId)).filter((d) => d.value == null).length;
    // the admin's choice: every doubtful field reviewed first, or imported now with them as warnings
    if (left && !query.now)
      throw new HttpError(409, 'rollPdf.error.unreviewed', [fieldError('file', 'rollPdf.error.unreviewed', { n: left })], undefined, { n: left });
    const importJob = await importFile(
      tenantId,
      req.actor,
      importName(await jobFiles(database, tenantId, jobId)),
      async (file) => void (await writeRows(database, tenantId, jobId, file)),
      {
        mode: job.options.mode,
        dryRun: job.options.dryRun,
        allowRemovals: job.options.allowRemovals,
        ...(job.acno ? { acno: job.acno } : {}),
        ...(job.options.edition ? { edition: job.options.edition } : {}),
      },
    );
    await moveJob(database, tenantId, jobId, 'review', 'done', { importJob: importJob.id });
    reply.status(202);
    return { job: await jobView(database, tenantId, await jobOf(tenantId, jobId)), importJob };
  });
}

/** `raw`: the scope whose routes read their body as a stream (the uploads); the others keep JSON. */
export default function rollPdfRoutes(app: FastifyInstance, raw: FastifyInstance, deps: Deps, importFile: ImportOfFile, dir: string, max: number) {
  const { database } = deps;
  const pages = pageQueue(raw, database);
  const jobOf = async (tenantId: number, jobId: string) => {
    const job = await readJobRow(database, tenantId, jobId);
    if (!job) throw notFound();
    return job;
  };

  /** A job whose part was refused or lost on the way can never be whole: it fails, its pages left dropped. */
  const failed = async (tenantId: number, jobId: string, failure: NonNullable<PdfJobRow['failure']>) => {
    if (await endJob(database, tenantId, jobId, 'failed', failure)) await (await pages()).drop(tenantId, jobId);
  };

  const shared: PdfRoutes = { database, pages, jobOf, failed };
  partRoutes(raw, shared, dir, max);
  reviewRoutes(app, shared);
  endRoutes(app, shared, importFile);
}
