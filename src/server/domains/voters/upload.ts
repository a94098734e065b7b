// The voter-roll upload of the console, with a progress bar like the command line's import (PDF
// rolls: roll/pdfJobs, whose rows read come back here as a file). An organisation admin sends a CSV or XLSX roll as the request body; it
// is streamed to a file under DATA_DIR/imports (never held in memory, capped at MAX_ROLL_BYTES),
// checked for an ECI header, and imported in the background by the same importer the command
// line uses. The console polls the job for its progress.
//
// A dry run reads, checks and matches the whole file and changes nothing: its job ends as
// planned and its file stays (named by the job, so any server sharing DATA_DIR can apply it)
// until it is applied or cancelled, or for a day.
//
// Jobs are kept in the database (importJobs.ts): one running import per tenant whichever server
// took it, any server answers the poll, and a job whose server stopped is reported as stopped.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_MAX_ROLL_BYTES, VoterImportApi, type VoterImportJob } from '../../../shared/api/voterImport';
import type { ImportMode } from '../../roll/importer';
import { extensionOf, fileError, openRoll, receive, tooLarge } from '../../roll/uploadFile';
import { readJob, recentJobs, reclaimOrphans, saveJob } from '../../roll/importJobs';
import { orgAdminTenant } from '../../roll/orgAdmin';
import { editionOf } from '../editions/record';
import { notFound } from '../../http';
import type { Deps } from '../../deps';
import { serve } from '../../route';
import removedVoterRoutes from './removed';
import rollPdfRoutes from '../../roll/pdfJobs/routes';
import { newJob, starting, uploadJobs, type UploadJobs } from './uploadJobs';

/** Stored uploads older than this are left-overs of a stopped server. */
const STALE_MS = 24 * 60 * 60 * 1000;

/** The imports folder, with the left-overs of a stopped server removed. */
function importsDir(dataDir: string) {
  const dir = path.join(dataDir, 'imports');
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    const f = path.join(dir, name);
    try {
      if (Date.now() - fs.statSync(f).mtimeMs > STALE_MS) fs.rmSync(f, { force: true });
    } catch {
      /* gone already */
    }
  }
  return dir;
}

/** An import started, applied or cancelled: the organisation's own admin only (orgAdmin.ts). */
function startRoutes(scope: FastifyInstance, deps: Deps, imports: UploadJobs, max: number) {
  const { database } = deps;
  const { fileOf, noneElsewhere, holding, launch, plannedView, plannedJob } = imports;

  serve(scope, VoterImportApi.upload, async ({ req, reply, query }) => {
    const tenantId = orgAdminTenant(req);
    const name = query.name?.trim() ? path.basename(query.name.trim()).slice(0, 200) : null;
    const named = extensionOf(name);
    if (named === 'other') throw fileError('voterImport.error.type');
    const length = Number(req.headers['content-length']);
    if (Number.isFinite(length) && length > max) throw tooLarge(max);
    const jobId = crypto.randomUUID();
    const file = fileOf(tenantId, jobId);
    const job = await holding(tenantId, file, async () => {
      await noneElsewhere(tenantId);
      const bytes = await receive(req.raw, file, max);
      const { format, source } = openRoll(file, bytes, named);
      const p = source.progress?.();
      const view: VoterImportJob = {
        id: jobId,
        mode: (query.mode as ImportMode | undefined) ?? 'complete',
        dryRun: !!query.dryRun,
        allowRemovals: !!query.allowRemovals,
        ...(query.acno ? { acno: Number(query.acno) } : {}),
        ...editionOf(query),
        file: { name: name ?? `roll.${format}`, bytes, format },
        read: { unit: format === 'csv' ? 'bytes' : 'rows', done: 0, total: p?.total ?? (format === 'csv' ? bytes : 0) },
        ...starting(),
      };
      // The database's one running job per tenant: another server may have started one meanwhile.
      await saveJob(database, tenantId, view);
      return newJob(view, tenantId, source);
    });
    reply.status(202);
    return launch(job, req.actor, file);
  });

  serve(scope, VoterImportApi.apply, async ({ req, reply, params: { jobId }, query }) => {
    const tenantId = orgAdminTenant(req);
    // the planned file stays when the apply is refused: it can be applied again
    const { job, file } = await holding(tenantId, null, async () => {
      const planned = await plannedJob(tenantId, jobId);
      await noneElsewhere(tenantId);
      const source = openRoll(planned.file, planned.saved.file.bytes, planned.saved.file.format).source;
      const p = source.progress?.();
      const view: VoterImportJob = {
        ...planned.saved,
        dryRun: false,
        allowRemovals: !!query.allowRemovals,
        read: { ...planned.saved.read, done: 0, total: p?.total ?? planned.saved.read.total },
        ...starting(),
      };
      await saveJob(database, tenantId, view);
      return { job: newJob(view, tenantId, source), file: planned.file };
    });
    reply.status(202);
    return launch(job, req.actor, file);
  });

  serve(scope, VoterImportApi.cancel, async ({ req, params: { jobId } }) => {
    const tenantId = orgAdminTenant(req);
    const saved = await plannedView(tenantId, jobId);
    fs.rmSync(fileOf(tenantId, saved.id), { force: true });
    const view: VoterImportJob = { ...saved, state: 'cancelled', finishedAt: new Date().toISOString() };
    await saveJob(database, tenantId, view);
    return view;
  });
}

/** The organisation's recent imports and one job: those running here answer with their live position. */
function jobRoutes(scope: FastifyInstance, deps: Deps, imports: UploadJobs) {
  const { database } = deps;
  const { jobs, mine, current } = imports;

  serve(scope, VoterImportApi.list, async ({ req }) => {
    const tenantId = req.auth.tenantId;
    await reclaimOrphans(database, tenantId, mine());
    const saved = await recentJobs(database, tenantId);
    return { jobs: saved.map((j) => (jobs.has(j.id) ? current(jobs.get(j.id)!) : j)) };
  });

  serve(scope, VoterImportApi.job, async ({ req, params: { jobId } }) => {
    const tenantId = req.auth.tenantId;
    const job = jobs.get(jobId);
    if (job && job.tenantId === tenantId) return current(job);
    await reclaimOrphans(database, tenantId, mine());
    // Another tenant's job answers like a made-up id.
    const saved = await readJob(database, tenantId, jobId);
    if (!saved) throw notFound();
    return saved;
  });
}

export default function voterUploadRoutes(app: FastifyInstance, deps: Deps) {
  const { config } = deps;
  // Who the revised rolls removed, beside the uploads that did it.
  removedVoterRoutes(app, deps);
  const dir = importsDir(config.dataDir);
  const max = config.maxRollBytes || DEFAULT_MAX_ROLL_BYTES;
  const imports = uploadJobs(app, deps, dir);

  // In a context of its own: this route reads its body as a stream, every other keeps JSON.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));

    scope.addHook('onClose', imports.stop);
    // PDF rolls: read by the queue's workers, then imported as a file of this upload
    rollPdfRoutes(app, scope, deps, imports.importFile, dir, max);
    startRoutes(scope, deps, imports, max);
    jobRoutes(scope, deps, imports);
  });
}
