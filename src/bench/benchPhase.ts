// One database's benchmark run (a child process of bench.ts): import, the API figures, the load, the roll's life.
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { ensureInstallationTenant } from '../server/domains/organisations/queries';
import { importVoters } from '../server/roll/importer';
import { parseRaw, rawIndex } from '../server/roll/rawRows';
import { fileSource, RAW_BATCHES, type RawCapable } from '../server/roll/readers';
import { parseRecord } from '../server/roll/rows';
import { loadTargets, measurer, searchFigures, type Figure } from './apiFigures';
import {
  BENCH_DIR,
  benchOrganisation,
  benchUrl,
  EMAIL,
  Kind,
  PASSWORD,
  postgresHasRoll,
  recreatePostgres,
  rollCsv,
  ROOT,
  seedDetails,
  Shape,
  shapeFor,
  total,
} from './benchData';
import { loadSection, type LoadFigure } from './load';
import { rollLifeSection, type RollLifeFigures } from './rollLife';

export interface PhaseResult {
  kind: Kind;
  version: string;
  shape: Shape;
  rows: number;
  csv: string;
  generatedSeconds: number | null;
  import: { rows: number; seconds: number; rowsPerSecond: number; rejected: number; parseRowsPerSecond: number } | null;
  /** the database's size on disk after the import and the collected details */
  dbBytes?: number;
  figures: Figure[];
  rss?: { afterImportMb: number; peakMb: number; afterSearchesMb: number };
  plans: Record<string, string>;
  load?: LoadFigure[];
  rollLife?: RollLifeFigures;
}

export function dirBytes(dir: string): number {
  let n = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile()) n += fs.statSync(path.join(e.parentPath, e.name)).size;
  return n;
}

/** CPU seconds of the PostgreSQL processes (Linux /proc): the bench database's backends and the background ones. */
export function pgCpu(url: string): Record<string, number> {
  const db = new URL(url).pathname.slice(1);
  const out: Record<string, number> = {};
  if (!fs.existsSync('/proc/self/stat')) return out;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (!cmd.startsWith('postgres')) continue;
      const key = cmd.includes(` ${db} `) ? 'backends' : /checkpointer|walwriter|background writer/.test(cmd) ? 'background' : null;
      if (!key) continue;
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      out[key] = (out[key] ?? 0) + (Number(f[11]) + Number(f[12])) / 100;
    } catch {
      // gone
    }
  }
  return out;
}

/** Seconds of each load figure (0: no load section) and of the mixed run. */
export interface LoadTimes {
  seconds: number;
  mixedSeconds: number;
}

type ImportFigure = NonNullable<PhaseResult['import']>;

/** The database of a phase: PostgreSQL recreated (or kept with --reuse when it holds the roll), PGlite in a new data folder. */
async function openBench(kind: Kind, url: string, reuse: boolean, rows: number) {
  const dataDir = path.join(BENCH_DIR, 'pglite-data');
  const keep = kind === 'postgres' && reuse && (await postgresHasRoll(url, rows));
  let database: Database;
  if (kind === 'postgres') {
    if (!keep) await recreatePostgres(url);
    database = await openDatabase({ databaseUrl: url });
  } else {
    fs.rmSync(dataDir, { recursive: true, force: true });
    database = await openDatabase({ dataDir });
  }
  await ensureInstallationTenant(database.db);
  return { database, keep, dataDir };
}

/** The ceiling the database cannot raise: rows/s of reading and checking the file alone, the importer's own way. */
async function parseRate(file: string): Promise<number> {
  const p0 = performance.now();
  let parsed = 0;
  // CSV raw batches (readers.ts RAW_BATCHES), records otherwise.
  const records = fileSource(file).records as RawCapable;
  const raw = records[RAW_BATCHES];
  if (raw) {
    for await (const b of raw()) {
      const idx = rawIndex(b.cols);
      for (const r of b.rows) {
        parseRaw(r.line, r.cells, idx, r.plain);
        parsed += 1;
      }
    }
  } else {
    for await (const r of records) {
      parseRecord(r.line, r.record);
      parsed += 1;
    }
  }
  return parsed / ((performance.now() - p0) / 1000);
}

/** The roll imported by the importer, timed; with --import-only the CPU seconds of Node and of the PostgreSQL processes too. */
async function importRoll(
  database: Database,
  actor: { tenantId: number; userId: number },
  opts: { file: string; kind: Kind; url: string; rows: number; importOnly: boolean },
): Promise<ImportFigure> {
  const parseRowsPerSecond = await parseRate(opts.file);
  process.stderr.write(`  importing ${opts.rows.toLocaleString('en-IN')} rows into ${opts.kind}...\n`);
  const cpu0 = process.cpuUsage();
  const pg0 = pgCpu(opts.url);
  const t0 = performance.now();
  const summary = await importVoters(database, actor, fileSource(opts.file).records, {
    source: path.basename(opts.file),
    onProgress: (p) => process.stderr.write(`\r  ${p.rows.toLocaleString('en-IN')} rows`),
  });
  const seconds = (performance.now() - t0) / 1000;
  process.stderr.write('\n');
  const imported = { rows: summary.rows, seconds, rowsPerSecond: summary.rows / seconds, rejected: summary.rejected, parseRowsPerSecond };
  process.stderr.write(
    `  import: ${summary.rows} rows in ${seconds.toFixed(1)} s = ${Math.round(imported.rowsPerSecond)} rows/s (load ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')})\n`,
  );
  if (opts.importOnly) {
    const cpu = process.cpuUsage(cpu0);
    const pg1 = pgCpu(opts.url);
    process.stderr.write(
      `  cpu: node ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, server ${Object.entries(pg1)
        .map(([k, v]) => `${k} ${(v - (pg0[k] ?? 0)).toFixed(1)}`)
        .join(', ')}\n`,
    );
  }
  return imported;
}

/** The server twice on one database, and the bench admin's session on it. */
async function benchApps(database: Database, tmp: string) {
  const config = loadConfig({ DATA_DIR: tmp, DIST_DIR: path.join(tmp, 'none'), LOGIN_LIMIT_MAX: '1000', SEARCH_PLAN_HEADER: '1' });
  const app = await buildApp(config, database);
  // The single-user figures time each search's own work: on this twin (same database) search
  // pages are not shared, as they are on `app` for the load section.
  const computing = await buildApp({ ...config, shareSearchPages: false }, database);
  const login = await app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { email: EMAIL, password: PASSWORD, device_info: 'web' } });
  const token = login.json().accessToken as string;
  if (!token) throw new Error(`bench: login failed: ${login.body}`);
  return { app, computing, token };
}

export async function phase(
  kind: Kind,
  scale: number,
  runs: number,
  reuse: boolean,
  importOnly = false,
  loadTimes: LoadTimes = { seconds: 0, mixedSeconds: 0 },
  rollLifeOnly = false,
  loadOnly = false,
): Promise<PhaseResult> {
  const shape = shapeFor(kind, scale);
  const rows = total(shape);
  const { file, generatedSeconds } = await rollCsv(shape);
  const url = benchUrl(scale);
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
  const { database, keep, dataDir } = await openBench(kind, url, reuse, rows);
  const { tenantId, adminId } = await benchOrganisation(database, keep);
  const csv = path.relative(ROOT, file);
  let imported: PhaseResult['import'] = null;
  if (!keep) {
    imported = await importRoll(database, { tenantId, userId: adminId }, { file, kind, url, rows, importOnly });
    if (importOnly) {
      clearInterval(sampler);
      await database.close();
      return { kind, version: '', shape, rows, csv, generatedSeconds, import: imported, figures: [], plans: {} };
    }
    await seedDetails(database, tenantId);
  }
  const afterImportRss = process.memoryUsage().rss;
  const dbBytes =
    kind === 'postgres' ? Number((await database.rows<{ n: string }>(sql`select pg_database_size(current_database()) as n`))[0].n) : dirBytes(dataDir);

  // A kept database holds the sessions of its earlier runs: the admin's device limit would refuse this one.
  if (keep) await database.rows(sql`delete from sessions where tenant_id = ${tenantId} and user_id = ${adminId}`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const { app, computing, token } = await benchApps(database, tmp);
  const base = `/api/v1/admin/${tenantId}/${tenantId}/0`;
  const { measure, figures, plans } = measurer(computing, base, { authorization: `Bearer ${token}` }, runs);
  if (!rollLifeOnly && !loadOnly) await searchFigures(measure, kind, shape);

  const log = (line: string) => process.stderr.write(line + '\n');
  const { seconds, mixedSeconds } = loadTimes;
  const load: LoadFigure[] =
    seconds > 0 && !rollLifeOnly
      ? await loadSection({ app, computing, database, tenantId, adminId, token, seconds, mixedSeconds, log, targets: loadTargets(tenantId, base) })
      : [];

  // Last: it changes the roll (and puts it back).
  const rollLife =
    kind === 'postgres' && scale <= 1 && !loadOnly
      ? await rollLifeSection({ app, database, tenantId, adminId, token, shape, originalCsv: file, markSeconds: seconds, log })
      : undefined;

  const afterSearchesRss = process.memoryUsage().rss;
  clearInterval(sampler);
  const [v] = await database.rows<{ v: string }>(sql`select version() as v`);
  await app.close();
  await computing.close();
  await database.close();
  fs.rmSync(tmp, { recursive: true, force: true });
  const rss =
    kind === 'pglite'
      ? {
          afterImportMb: afterImportRss / 2 ** 20,
          peakMb: Math.max(peakRss, afterImportRss, afterSearchesRss) / 2 ** 20,
          afterSearchesMb: afterSearchesRss / 2 ** 20,
        }
      : undefined;
  return { kind, version: String(v.v), shape, rows, csv, generatedSeconds, import: imported, dbBytes, figures, rss, plans, load, rollLife };
}
