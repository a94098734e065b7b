// The roll upload's import jobs as this server runs them: each tenant's one import at a time, here
// and across servers (the database holds the running job, importJobs.ts), its progress saved as it
// goes and its end saved before the tenant is free again. A dry run's job ends as planned and its
// file stays (named by the job, so any server sharing DATA_DIR can apply it).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { VoterImportJob } from '../../../shared/api/voterImport';
import { ImportBlocked, importVoters, noCounts, type ImportProgress } from '../../roll/importer';
import type { RowError } from '../../roll/rows';
import { RollFormatError, type RollSource } from '../../roll/readers';
import { openRoll } from '../../roll/uploadFile';
import { heartbeat, HEARTBEAT_MS, readJob, reclaimOrphans, runningJob, RunningElsewhere, saveJob } from '../../roll/importJobs';
import type { Actor } from '../../db/audit';
import { HttpError, fieldError, message, notFound, text } from '../../http';
import type { Deps } from '../../deps';
import type { ImportOfFile } from '../../roll/pdfJobs/routes';

/** Rejected rows kept with their reasons (the count covers them all). */
const MAX_ERRORS = 200;

/** A job this server runs. */
export interface Job {
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
export const starting = () => ({
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

/** A new job of a tenant, not yet started. */
export const newJob = (view: VoterImportJob, tenantId: number, source: RollSource): Job => ({
  view,
  tenantId,
  source,
  done: Promise.resolve(),
  saved: Promise.resolve(),
});

/** 409: the tenant's running job (here or on another server) is named in the answer. */
const running409 = (j: VoterImportJob | null) => {
  const key = 'voterImport.error.running';
  return new HttpError(409, key, [fieldError('file', key)], { job: j });
};

/**
 * The jobs this server runs, until their end is saved, and the tenants with an import under way
 * here; each job's view saved as the API answers it, and the database told this server is alive.
 */
function jobRegistry(app: FastifyInstance, database: Deps['database']) {
  const jobs = new Map<string, Job>();
  /** Tenants with an import under way here: the job's id, or '' while the file is still arriving. */
  const busy = new Map<number, string>();
  let stopping = false;

  /** The job as the API answers it, with the reader's position right now. */
  const current = (j: Job): VoterImportJob => {
    const v = copy(j.view);
    if (v.state === 'running' && j.source?.progress) {
      const p = j.source.progress();
      v.read = { ...v.read, done: Math.min(p.done, p.total), total: p.total };
    }
    return v;
  };
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

  /** Stops taking batches and waits for the running imports to end. */
  const stop = async () => {
    stopping = true;
    clearInterval(beat);
    await Promise.all([...jobs.values()].map((j) => j.done));
  };
  return { jobs, busy, current, save, mine: () => [...jobs.keys()], stopping: () => stopping, stop };
}

type Registry = ReturnType<typeof jobRegistry>;

/**
 * Runs a job's import to its end: done, planned (a dry run, whose file is kept) or failed (with
 * its reason, and the rows that blocked it). The end is saved before the tenant is free again.
 */
async function runJob(app: FastifyInstance, deps: Deps, registry: Registry, job: Job, actor: Actor, file: string) {
  const { current, save, stopping, jobs, busy } = registry;
  const v = job.view;
  let keep = false;
  let end: VoterImportJob['state'] = 'failed';
  try {
    const summary = await importVoters(deps.database, actor, job.source!.records, {
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
        if (stopping()) throw new Error(text('voterImport.error.serverStopped'));
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
    if (!(e instanceof RollFormatError) && !(e instanceof ImportBlocked) && !stopping()) app.log.error(e);
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
}

/** Each tenant's one import at a time: held here while it starts, refused while another server runs one. */
function tenantHolds(registry: Registry, database: Deps['database']) {
  const { jobs, busy, current, mine } = registry;
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

  /**
   * Starts a job holding the tenant: `work` finds it free elsewhere, readies the job and saves it
   * as the tenant's one running job. When it throws the tenant is free again and `dropFile` (a
   * file it received) is removed; a job another server saved meanwhile answers 409.
   */
  const holding = async <T>(tenantId: number, dropFile: string | null, work: () => Promise<T>): Promise<T> => {
    reserve(tenantId);
    try {
      return await work();
    } catch (e) {
      busy.delete(tenantId);
      if (dropFile) fs.rmSync(dropFile, { force: true });
      if (e instanceof RunningElsewhere) throw running409(await runningJob(database, tenantId));
      throw e;
    }
  };
  return { noneElsewhere, holding };
}

/** A dry run's job waiting to be applied or cancelled, and its kept file. */
function plannedJobs(registry: Registry, database: Deps['database'], fileOf: (tenantId: number, jobId: string) => string) {
  const { jobs, current } = registry;
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
  return { plannedView, plannedJob };
}

/** The import jobs this server runs, kept in `dir`: held, started and run one a tenant at a time. */
export function uploadJobs(app: FastifyInstance, deps: Deps, dir: string) {
  const { database } = deps;
  const registry = jobRegistry(app, database);
  const { jobs, busy, current, mine, stop } = registry;
  /** Where a job's upload is kept while it runs or waits to be applied. */
  const fileOf = (tenantId: number, jobId: string) => path.join(dir, `${tenantId}-${jobId}.roll`);
  const { noneElsewhere, holding } = tenantHolds(registry, database);
  const { plannedView, plannedJob } = plannedJobs(registry, database, fileOf);

  /** Runs a saved job in the background; the answer of the call that started it. */
  const launch = (job: Job, actor: Actor, file: string) => {
    jobs.set(job.view.id, job);
    busy.set(job.tenantId, job.view.id);
    job.done = runJob(app, deps, registry, job, actor, file);
    return { msg: text('voterImport.started'), job: current(job) };
  };

  /**
   * An import of a roll this server writes itself (a PDF job's rows as an ECI CSV): held, checked
   * and run exactly as an uploaded file.
   */
  const importFile: ImportOfFile = async (tenantId, actor, name, write, opts) => {
    const jobId = crypto.randomUUID();
    const file = fileOf(tenantId, jobId);
    const job = await holding(tenantId, file, async () => {
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
      await saveJob(database, tenantId, view);
      return newJob(view, tenantId, opened.source);
    });
    return launch(job, actor, file).job;
  };

  return { jobs, mine, current, fileOf, noneElsewhere, holding, launch, plannedView, plannedJob, stop, importFile };
}

export type UploadJobs = ReturnType<typeof uploadJobs>;
