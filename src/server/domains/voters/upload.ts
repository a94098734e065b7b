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
import { ImportBlocked, importVoters, noCounts, type ImportMode, type ImportProgress } from '../../roll/importer';
import type { RowError } from '../../roll/rows';
import { RollFormatError, type RollSource } from '../../roll/readers';
import { extensionOf, fileError, openRoll, receive, tooLarge, type Format } from '../../roll/uploadFile';
import { heartbeat, HEARTBEAT_MS, readJob, recentJobs, reclaimOrphans, runningJob, RunningElsewhere, saveJob } from '../../roll/importJobs';
import type { Actor } from '../../db/audit';
import { editionOf } from '../editions/record';
import { UserType } from '../../auth/guard';
import { HttpError, fieldError, forbidden, message, notFound, text } from '../../http';
import type { Deps } from '../../deps';
import { serve } from '../../route';
import removedVoterRoutes from './removed';
import rollPdfRoutes, { type ImportOfFile } from '../../roll/pdfJobs/routes';

/** Rejected rows kept with their reasons (the count covers them all). */
const MAX_ERRORS = 200;
/** Stored uploads older than this are left-overs of a stopped server. */
const STALE_MS = 24 * 60 * 60 * 1000;

/** A job this server runs. */
interface Job {
  view: VoterImportJob;
  tenantId: number;
  source: RollSource | null;
  done: Promise<void>;
  /** The last write of the view to the database (writes go one after the other). */
  saved: Promise<void>;
}

/** A row's warning or refusal as a job shows it. */
const rowView = (e: RowError) => ({ line: e.line, column: e.column, code: e.code, values: e.values, reason: e.reason });

/** What a job holds as it starts (a dry run applied starts again). */
const starting = () => ({
  state: 'running' as const,
  ...noCounts(),
  errors: [],
  warnings: [],
  clashes: [],
  largeRemovals: [],
  samples: [],
  summary: null,
  failure: null,
  startedAt: new Date().toISOString(),
  finishedAt: null,
});

const copy = (v: VoterImportJob): VoterImportJob => ({
  ...v,
  file: { ...v.file },
  read: { ...v.read },
  errors: [...v.errors],
  ...(v.warnings ? { warnings: [...v.warnings] } : {}),
  ...(v.clashes ? { clashes: [...v.clashes] } : {}),
  ...(v.largeRemovals ? { largeRemovals: [...v.largeRemovals] } : {}),
  samples: [...v.samples],
  summary: v.summary && { ...v.summary, acnos: [...v.summary.acnos] },
});

/**
 * The import jobs this server runs: each tenant's one import at a time, here and across servers
 * (the database holds the running job), its progress saved as it goes and its end saved before
 * the tenant is free again.
 */
function uploadJobs(app: FastifyInstance, deps: Deps, dir: string) {
  const { database } = deps;
  /** The jobs this server runs, until their end is saved. */
  const jobs = new Map<string, Job>();
  /** Tenants with an import under way here: the job's id, or '' while the file is still arriving. */
  const busy = new Map<number, string>();
  let stopping = false;

  // As the API answers it (with the live read position), so another server's poll shows it too.
  const save = (job: Job, view = current(job)) => {
    job.saved = job.saved.then(() => saveJob(database, job.tenantId, view)).catch((e) => app.log.error(e));
    return job.saved;
  };
  // The database hears from this server while its imports run (importJobs.ts ORPHAN_MS).
  const beat = setInterval(() => {
    heartbeat(database, [...jobs.keys()]).catch((e) => app.log.error(e));
  }, HEARTBEAT_MS);
  beat.unref();
  const mine = () => [...jobs.keys()];

  /** The job as the API answers it, with the reader's position right now. */
  const current = (j: Job): VoterImportJob => {
    const v = copy(j.view);
    if (v.state === 'running' && j.source?.progress) {
      const p = j.source.progress();
      v.read = { ...v.read, done: Math.min(p.done, p.total), total: p.total };
    }
    return v;
  };

  /** Where a job's upload is kept while it runs or waits to be applied. */
  const fileOf = (tenantId: number, jobId: string) => path.join(dir, `${tenantId}-${jobId}.roll`);

  const run = async (job: Job, actor: Actor, file: string) => {
    const v = job.view;
    let keep = false;
    let end: VoterImportJob['state'] = 'failed';
    try {
      const summary = await importVoters(database, actor, job.source!.records, {
        source: v.file.name,
        mode: v.mode,
        dryRun: v.dryRun,
        allowRemovals: !!v.allowRemovals,
        ...(v.acno ? { acno: v.acno } : {}),
        ...(v.edition ? { edition: v.edition } : {}),
        maxErrors: MAX_ERRORS,
        onProgress: (p: ImportProgress) => {
          Object.assign(v, p);
          void save(job);
        },
        afterBatch: () => {
          if (stopping) throw new Error(text('voterImport.error.serverStopped'));
        },
      });
      const { errors, warnings, clashes, largeRemovals, acnos, parts, seconds, ...counts } = summary;
      Object.assign(v, counts);
      v.errors = errors.map(rowView);
      v.warnings = warnings.map(rowView);
      v.clashes = clashes.map(rowView);
      v.largeRemovals = largeRemovals;
      v.summary = { acnos, parts, seconds };
      v.read = { ...v.read, done: v.read.total };
      end = v.dryRun ? 'planned' : 'done';
      keep = v.dryRun;
    } catch (e) {
      end = 'failed';
      if (e instanceof ImportBlocked) {
        // Stopped before anything changed: which rows clash, which parts it would empty.
        v.failure = message(e.key, e.values);
        v.clashes = e.clashes.map(rowView);
        v.largeRemovals = e.largeRemovals;
      } else v.failure = e instanceof RollFormatError ? message(e.key, e.values) : message('error.server');
      if (!(e instanceof RollFormatError) && !(e instanceof ImportBlocked) && !stopping) app.log.error(e);
      const p = job.source?.progress?.();
      if (p) v.read = { ...v.read, done: Math.min(p.done, p.total) };
    } finally {
      job.source = null;
      if (!keep) fs.rmSync(file, { force: true });
      // The end shows only once saved: whoever sees it may start the next import at once, and
      // the organisation is free of this one only then (here and in the database).
      const ended: VoterImportJob = { ...current(job), state: end, finishedAt: new Date().toISOString() };
      await save(job, ended);
      deps.answers.changed(job.tenantId);
      job.view = ended;
      jobs.delete(v.id);
      busy.delete(job.tenantId);
    }
  };

  /** 409: the tenant's running job (here or on another server) is named in the answer. */
  const running409 = (j: VoterImportJob | null) => {
    const key = 'voterImport.error.running';
    return new HttpError(409, key, [fieldError('file', key)], { job: j });
  };

  /** Holds the tenant for an import on this server: 409 while one is under way here. */
  const reserve = (tenantId: number) => {
    const here = busy.get(tenantId);
    if (here !== undefined) {
      const j = here ? jobs.get(here) : undefined;
      throw running409(j ? current(j) : null);
    }
    busy.set(tenantId, '');
  };

  /** 409 when another server runs an import of the tenant (stopped servers' jobs reclaimed first). */
  const noneElsewhere = async (tenantId: number) => {
    await reclaimOrphans(database, tenantId, mine());
    const elsewhere = await runningJob(database, tenantId);
    if (elsewhere) throw running409(elsewhere);
  };

  /** Runs a saved job in the background; the answer of the call that started it. */
  const launch = (job: Job, actor: Actor, file: string) => {
    jobs.set(job.view.id, job);
    busy.set(job.tenantId, job.view.id);
    job.done = run(job, actor, file);
    return { msg: text('voterImport.started'), job: current(job) };
  };

  /** A planned job of this tenant: 404 unknown (or another tenant's), 409 when not planned. */
  const plannedView = async (tenantId: number, jobId: string) => {
    const saved = jobs.get(jobId)?.tenantId === tenantId ? current(jobs.get(jobId)!) : await readJob(database, tenantId, jobId);
    if (!saved) throw notFound();
    const key = 'voterImport.error.notPlanned';
    if (saved.state !== 'planned') throw new HttpError(409, key, [fieldError('file', key)], { job: saved });
    return saved;
  };

  /** A planned job and its kept file (409 when the file is gone). */
  const plannedJob = async (tenantId: number, jobId: string) => {
    const saved = await plannedView(tenantId, jobId);
    const file = fileOf(tenantId, saved.id);
    if (!fs.existsSync(file)) {
      const gone = 'voterImport.error.fileGone';
      throw new HttpError(409, gone, [fieldError('file', gone)], { job: saved });
    }
    return { saved, file };
  };

  /** Stops taking batches and waits for the running imports to end. */
  const stop = async () => {
    stopping = true;
    clearInterval(beat);
    await Promise.all([...jobs.values()].map((j) => j.done));
  };

  /**
   * An import of a roll this server writes itself (a PDF job's rows as an ECI CSV): held, checked
   * and run exactly as an uploaded file.
   */
  const importFile: ImportOfFile = async (tenantId, actor, name, write, opts) => {
    reserve(tenantId);
    const jobId = crypto.randomUUID();
    const file = fileOf(tenantId, jobId);
    let job: Job;
    try {
      await noneElsewhere(tenantId);
      await write(file);
      const bytes = fs.statSync(file).size;
      const opened = openRoll(file, bytes, 'csv');
      const view: VoterImportJob = {
        id: jobId,
        ...opts,
        file: { name, bytes, format: 'csv' },
        read: { unit: 'bytes', done: 0, total: bytes },
        ...starting(),
      };
      job = { view, tenantId, source: opened.source, done: Promise.resolve(), saved: Promise.resolve() };
      await saveJob(database, tenantId, view);
    } catch (e) {
      busy.delete(tenantId);
      fs.rmSync(file, { force: true });
      if (e instanceof RunningElsewhere) throw running409(await runningJob(database, tenantId));
      throw e;
    }
    return launch(job, actor, file).job;
  };

  return { jobs, busy, mine, current, fileOf, running409, reserve, noneElsewhere, launch, plannedView, plannedJob, stop, importFile };
}

export default function voterUploadRoutes(app: FastifyInstance, deps: Deps) {
  const { config, database } = deps;
  // Who the revised rolls removed, beside the uploads that did it.
  removedVoterRoutes(app, deps);
  const dir = path.join(config.dataDir, 'imports');
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    const f = path.join(dir, name);
    try {
      if (Date.now() - fs.statSync(f).mtimeMs > STALE_MS) fs.rmSync(f, { force: true });
    } catch {
      /* gone already */
    }
  }
  const max = config.maxRollBytes || DEFAULT_MAX_ROLL_BYTES;
  const { jobs, busy, mine, current, fileOf, running409, reserve, noneElsewhere, launch, plannedView, plannedJob, stop, importFile } = uploadJobs(
    app,
    deps,
    dir,
  );

  // In a context of its own: this route reads its body as a stream, every other keeps JSON.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));

    scope.addHook('onClose', stop);
    // PDF rolls: read by the queue's workers, then imported as a file of this upload
    rollPdfRoutes(app, scope, deps, importFile, dir, max);

    serve(scope, VoterImportApi.upload, async ({ req, reply, query }) => {
      // The organisation's own admin: not field staff (the guard refused them), not the super admin.
      if (req.auth.userType !== UserType.Admin) throw forbidden();
      const tenantId = req.auth.tenantId;
      const name = query.name?.trim() ? path.basename(query.name.trim()).slice(0, 200) : null;
      const named = extensionOf(name);
      if (named === 'other') throw fileError('voterImport.error.type');
      const length = Number(req.headers['content-length']);
      if (Number.isFinite(length) && length > max) throw tooLarge(max);
      reserve(tenantId);
      try {
        await noneElsewhere(tenantId);
      } catch (e) {
        busy.delete(tenantId);
        throw e;
      }

      const jobId = crypto.randomUUID();
      const file = fileOf(tenantId, jobId);
      let opened: { format: Format; source: RollSource };
      let bytes: number;
      try {
        bytes = await receive(req.raw, file, max);
        opened = openRoll(file, bytes, named);
      } catch (e) {
        busy.delete(tenantId);
        fs.rmSync(file, { force: true });
        throw e;
      }

      const format = opened.format;
      const p = opened.source.progress?.();
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
      const job: Job = { view, tenantId, source: opened.source, done: Promise.resolve(), saved: Promise.resolve() };
      try {
        // The database's one running job per tenant: another server may have started one meanwhile.
        await saveJob(database, tenantId, view);
      } catch (e) {
        busy.delete(tenantId);
        fs.rmSync(file, { force: true });
        if (e instanceof RunningElsewhere) throw running409(await runningJob(database, tenantId));
        throw e;
      }
      reply.status(202);
      return launch(job, req.actor, file);
    });

    serve(scope, VoterImportApi.apply, async ({ req, reply, params: { jobId }, query }) => {
      if (req.auth.userType !== UserType.Admin) throw forbidden();
      const tenantId = req.auth.tenantId;
      reserve(tenantId);
      let job: Job;
      let file: string;
      try {
        const planned = await plannedJob(tenantId, jobId);
        file = planned.file;
        await noneElsewhere(tenantId);
        const source = openRoll(file, planned.saved.file.bytes, planned.saved.file.format).source;
        const p = source.progress?.();
        const view: VoterImportJob = {
          ...planned.saved,
          dryRun: false,
          allowRemovals: !!query.allowRemovals,
          read: { ...planned.saved.read, done: 0, total: p?.total ?? planned.saved.read.total },
          ...starting(),
        };
        job = { view, tenantId, source, done: Promise.resolve(), saved: Promise.resolve() };
        await saveJob(database, tenantId, view);
      } catch (e) {
        busy.delete(tenantId);
        if (e instanceof RunningElsewhere) throw running409(await runningJob(database, tenantId));
        throw e;
      }
      reply.status(202);
      return launch(job, req.actor, file);
    });

    serve(scope, VoterImportApi.cancel, async ({ req, params: { jobId } }) => {
      if (req.auth.userType !== UserType.Admin) throw forbidden();
      const tenantId = req.auth.tenantId;
      const saved = await plannedView(tenantId, jobId);
      fs.rmSync(fileOf(tenantId, saved.id), { force: true });
      const view: VoterImportJob = { ...saved, state: 'cancelled', finishedAt: new Date().toISOString() };
      await saveJob(database, tenantId, view);
      return view;
    });

    serve(scope, VoterImportApi.list, async ({ req }) => {
      const tenantId = req.auth.tenantId;
      await reclaimOrphans(database, tenantId, mine());
      const saved = await recentJobs(database, tenantId);
      // Jobs running here answer with their live position.
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
  });
}
