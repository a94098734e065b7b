// Backup and restore of the whole database. PostgreSQL: pg_dump's custom format (a consistent
// snapshot while servers run) and pg_restore. PGlite: a gzipped tar of its data folder, taken by
// the server that has it open (PGlite is one process's: another may not open the folder while it
// runs) or, when no server runs, by opening the folder directly; restored into a fresh folder, the
// old one kept beside it.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { PGLITE_EXTENSIONS, type Database } from '../db/client';

const run = promisify(execFile);
/** Where the running server says how to ask it for a snapshot: its port and a secret, readable by its user only. */
export const opsFile = (dataDir: string) => path.join(dataDir, 'ops.json');
export const BACKUP_PATH = '/ops/backup';
export interface OpsInfo {
  port: number;
  token: string;
  pid: number;
}

/** What a backup file holds, by its first bytes: a PGlite data folder (gzip) or a pg_dump archive. */
export function backupKind(file: string): 'pglite' | 'postgres' | null {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

/**
 * A PGlite snapshot: taken inside a transaction of our own, so no other transaction is half done
 * (PGlite runs one at a time), and the dump itself runs with no statement in flight.
 */
export async function pgliteSnapshot(pglite: PGlite): Promise<Buffer> {
  let blob: Blob | undefined;
  await pglite.transaction(async () => {
    blob = await pglite.dumpDataDir('gzip');
  });
  return Buffer.from(await blob!.arrayBuffer());
}

/** The running server's snapshot route: loopback only, with the secret of its ops file. */
export function opsRoutes(app: FastifyInstance, database: Database, token: string) {
  const expected = Buffer.from(token);
  app.get(BACKUP_PATH, { config: { public: true } }, async (req, reply) => {
    const given = Buffer.from(String(req.headers['x-ops-token'] ?? ''));
    const local = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(req.socket.remoteAddress ?? '');
    if (!local || !database.pglite || given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
      return reply.status(404).send({ msg: 'Not found.' });
    return reply.type('application/gzip').send(await pgliteSnapshot(database.pglite));
  });
}

export function writeOpsFile(dataDir: string, info: OpsInfo) {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(opsFile(dataDir), JSON.stringify(info), { mode: 0o600 });
}

/** The server running on this data folder, if one answers. */
export async function runningServer(dataDir: string): Promise<OpsInfo | null> {
  let info: OpsInfo;
  try {
    info = JSON.parse(fs.readFileSync(opsFile(dataDir), 'utf8')) as OpsInfo;
  } catch {
    return null;
  }
  try {
    const res = await fetch(`http://127.0.0.1:${info.port}/healthz`, { signal: AbortSignal.timeout(3000) });
    return res.ok ? info : null;
  } catch {
    return null;
  }
}

const openFolder = (dir: string, loadDataDir?: Blob) => PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS, loadDataDir });

/** Backs up the PGlite database of `dataDir` (its `pg` folder) into `out`: through the running server, or directly when none runs. */
export async function backupPglite(dataDir: string, out: string): Promise<'server' | 'folder'> {
  const server = await runningServer(dataDir);
  if (server) {
    const res = await fetch(`http://127.0.0.1:${server.port}${BACKUP_PATH}`, { headers: { 'x-ops-token': server.token } });
    if (!res.ok) throw new Error(`The running server refused the snapshot (${res.status}).`);
    fs.writeFileSync(out, Buffer.from(await res.arrayBuffer()));
    return 'server';
  }
  const folder = path.join(dataDir, 'pg');
  if (!fs.existsSync(folder)) throw new Error(`No database in ${folder}.`);
  const pglite = await openFolder(folder);
  try {
    fs.writeFileSync(out, await pgliteSnapshot(pglite));
  } finally {
    await pglite.close();
  }
  return 'folder';
}

/** Restores a PGlite backup into `dataDir` (no server may be running on it); the folder it replaces is kept and returned. */
export async function restorePglite(dataDir: string, file: string): Promise<string | null> {
  if (await runningServer(dataDir)) throw new Error('A server is running on this data folder: stop it first.');
  const folder = path.join(dataDir, 'pg');
  let kept: string | null = null;
  if (fs.existsSync(folder)) {
    kept = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(folder, kept);
  }
  const pglite = await openFolder(folder, new Blob([fs.readFileSync(file)]));
  await pglite.query('select 1');
  await pglite.close();
  return kept;
}

/**
 * pg_dump of the database at `url` into `out` (custom format: compressed, restorable table by
 * table), without the stages of roll revisions running meanwhile (scratch tables, revision.ts).
 */
export async function backupPostgres(url: string, out: string) {
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--exclude-table=voter_revision_*', `--file=${out}`, `--dbname=${url}`]);
}

/** Replaces the database at `url` with the backup's contents, in one transaction. */
export async function restorePostgres(url: string, file: string) {
  await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file]);
}
