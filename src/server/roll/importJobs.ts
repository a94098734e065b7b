// The roll upload jobs as the database keeps them (schema.ts voterImports): any server over the
// database answers for any job, and a job survives the server that ran it. upload.ts keeps its
// own running jobs in memory as well, for their live read position and so polling them never
// waits behind an import batch.
import { sql, type Database } from '../db/client';
import { message } from '../http';
import type { VoterImportJob } from '../../shared/api/voterImport';

/** How often a server touches the jobs it runs, and how long one untouched counts as orphaned. */
export const HEARTBEAT_MS = 10_000;
export const ORPHAN_MS = 60_000;
/** Finished jobs listed per tenant, and for how long after they end. */
export const KEEP_JOBS = 5;
export const KEEP_MS = 60 * 60 * 1000;

/** Thrown by saveJob when the tenant already has a running job (possibly on another server). */
export class RunningElsewhere extends Error {}

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/** Records the job as it stands (and that its server is alive). */
export async function saveJob(database: Database, tenantId: number, job: VoterImportJob): Promise<void> {
  try {
    await database.rows(sql`
      insert into voter_imports (tenant_id, id, state, job, started_at, heartbeat_at)
      values (${tenantId}, ${job.id}, ${job.state}, ${JSON.stringify(job)}::jsonb, ${job.startedAt}, now())
      on conflict (tenant_id, id) do update set state = excluded.state, job = excluded.job, heartbeat_at = now()`);
  } catch (e) {
    if (job.state === 'running' && isUniqueViolation(e)) throw new RunningElsewhere();
    throw e;
  }
}

export async function heartbeat(database: Database, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await database.rows(sql`update voter_imports set heartbeat_at = now() where id = any(${sql.param(ids)}::text[]) and state = 'running'`);
}

/**
 * Marks the tenant's running jobs that no server has touched for ORPHAN_MS as failed: their
 * server stopped (the batches it committed stay). `mine`: the jobs this server runs.
 */
export async function reclaimOrphans(database: Database, tenantId: number, mine: string[]): Promise<void> {
  const failed = { state: 'failed', failure: message('voterImport.error.serverStopped'), finishedAt: new Date().toISOString() };
  await database.rows(sql`
    update voter_imports set state = 'failed', job = job || ${JSON.stringify(failed)}::jsonb
     where tenant_id = ${tenantId} and state = 'running'
       and heartbeat_at < now() - make_interval(secs => ${ORPHAN_MS / 1000})
       and not (id = any(${sql.param(mine)}::text[]))`);
}

export async function readJob(database: Database, tenantId: number, id: string): Promise<VoterImportJob | null> {
  const [row] = await database.rows<{ job: VoterImportJob }>(sql`select job from voter_imports where tenant_id = ${tenantId} and id = ${id}`);
  return row?.job ?? null;
}

/** The tenant's running job, if any (on whichever server). */
export async function runningJob(database: Database, tenantId: number): Promise<VoterImportJob | null> {
  const [row] = await database.rows<{ job: VoterImportJob }>(sql`select job from voter_imports where tenant_id = ${tenantId} and state = 'running'`);
  return row?.job ?? null;
}

/** The running job and the last KEEP_JOBS finished within KEEP_MS, newest first. */
export async function recentJobs(database: Database, tenantId: number): Promise<VoterImportJob[]> {
  const rows = await database.rows<{ job: VoterImportJob }>(sql`
    select job from voter_imports
     where tenant_id = ${tenantId}
       and (state = 'running' or started_at > now() - make_interval(secs => ${KEEP_MS / 1000}))
     order by started_at desc
     limit ${KEEP_JOBS + 1}`);
  return rows.map((r) => r.job);
}
