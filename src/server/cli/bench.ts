// npm run bench -- [--scale 1] [--only postgres|pglite|client|roll-life|paper] [--runs 30] [--reuse] [--rewrite] [--import-only] [--out BENCHMARKS.md]
//                   [--load-seconds 8 (0: no load section)] [--mixed-seconds 60] [--client-runs 5 (0: no console section)]
//
// Measures the voter roll at the sizes its targets are set for and writes BENCHMARKS.md:
// - PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_voters,
//   recreated each run): 2,000,000 generated electors in 8 constituencies of one tenant.
// - PGlite (embedded, in a data folder under data/bench/): 300,000 electors in one constituency.
// The rolls are generated once as ECI CSV files under data/bench/ (reused when present) and
// imported with the importer, as `npm run import:voters` would. Every API figure is measured
// through the real routes (app.inject: validation, guard, SQL, JSON), after a warm-up.
// --scale 0.1 runs a tenth of the sizes quickly; --scale 5 is the bigger roll (PostgreSQL only:
// 10,000,000 electors in five constituencies; its section of BENCHMARKS.md is rewritten alone and
// kept by the other runs); --reuse keeps an already imported PostgreSQL
// database (the import is then not measured); --rewrite writes the report again from the last
// run's figures (data/bench/last-results.json); --import-only measures the import alone and prints
// its rate (BENCHMARKS.md untouched); --only roll-life runs the roll's life on PostgreSQL alone
// (marking votes, the revisions) and rewrites only its section; --only paper measures the printed
// papers (slips, walk sheet, a report's table as PDF) and rewrites only theirs. Each database runs in its own child process so
// the PGlite server's memory is its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { buildApp } from '../app';
import { rollRows, csvLine } from '../roll/generator';
import { ECI_COLUMNS } from '../roll/eci';
import { fileSource, RAW_BATCHES, type RawCapable } from '../roll/readers';
import { importVoters } from '../roll/importer';
import { parseRecord } from '../roll/rows';
import { parseRaw, rawIndex } from '../roll/rawRows';
import { createOrganisation, ensureInstallationTenant } from '../domains/organisations/queries';
import { VoterApi } from '../../shared/api/voters';
import { ReligionApi } from '../../shared/api/masters';
import { loadMarkdown, loadSection, type LoadFigure } from './load';
import { ROLL_LIFE_HEADING, rollLifeMarkdown, rollLifeSection, type RollLifeFigures } from './rollLife';
import { PAPER_HEADING, paperFigures, paperMarkdown } from './paperFigures';
import { clientMarkdown, clientSection, type ClientFigures } from './clientFigures';

type Kind = 'postgres' | 'pglite';

interface Shape {
  acnos: number[];
  parts: number;
  perPart: number;
}

const ROOT = path.resolve(__dirname, '../../..');
const BENCH_DIR = path.join(ROOT, 'data', 'bench');
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench_voters';
const EMAIL = 'bench-admin@example.org';
const PASSWORD = 'Bench@12345';
/** Share of voters given collected details (alignment report, voters reached). */
const DETAILS_PERCENT = 6;

const LATIN_TERMS = ['kum', 'sin', 'dev', 'pat', 'sha'];
const DEVANAGARI_TERMS = ['कुम', 'सिं', 'देव', 'पाट', 'शर्'];
/** Longer and rarer terms, so the list is not only the three-letter common ones. */
const MORE_TERMS = ['kumar', 'sharma', 'patil', 'शर्मा', 'पाटील', 'ramesh', 'xyz'];
/** The common three-letter terms in both scripts: the search targets are judged on these. */
const TARGET_TERMS = [...LATIN_TERMS, ...DEVANAGARI_TERMS];

function shapeFor(kind: Kind, scale: number): Shape {
  if (scale > 1) return { acnos: [34, 35, 36, 37, 38], parts: Math.round(400 * scale), perPart: 1000 };
  if (kind === 'postgres') return { acnos: [31, 32, 33, 34, 35, 36, 37, 38], parts: Math.max(1, Math.round(250 * scale)), perPart: 1000 };
  return { acnos: [38], parts: Math.max(1, Math.round(300 * scale)), perPart: 1000 };
}
const total = (s: Shape) => s.acnos.length * s.parts * s.perPart;

/** The roll as one ECI CSV (all constituencies), generated once and reused. */
async function rollCsv(shape: Shape): Promise<{ file: string; generatedSeconds: number | null }> {
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  const file = path.join(BENCH_DIR, `roll-ac${shape.acnos.join('_')}-p${shape.parts}x${shape.perPart}-seed7.csv`);
  if (fs.existsSync(file)) return { file, generatedSeconds: null };
  const t0 = performance.now();
  const tmp = file + '.part';
  const out = fs.createWriteStream(tmp);
  let buf = csvLine(ECI_COLUMNS);
  let n = 0;
  for (const acno of shape.acnos) {
    for (const row of rollRows({ acno, parts: shape.parts, perPart: shape.perPart, seed: 7 })) {
      buf += csvLine(ECI_COLUMNS.map((c) => row[c]));
      if (++n % 5000 === 0) {
        if (!out.write(buf)) await once(out, 'drain');
        buf = '';
        process.stderr.write(`\r  generating ${path.basename(file)}: ${n.toLocaleString('en-IN')} rows`);
      }
    }
  }
  out.write(buf);
  out.end();
  await once(out, 'finish');
  fs.renameSync(tmp, file);
  process.stderr.write('\n');
  return { file, generatedSeconds: (performance.now() - t0) / 1000 };
}

/** The bigger roll keeps a database of its own, so --reuse serves both sizes. */
function benchUrl(scale: number) {
  const url = new URL(process.env.BENCH_DATABASE_URL || DEFAULT_URL);
  if (scale > 1) url.pathname += `_x${scale}`;
  return url.toString();
}

async function recreatePostgres(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bench: unusable database name ${name}`);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
}

async function postgresHasRoll(url: string, rows: number): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    const r = await c.query(`SELECT count(*)::int AS n FROM voters v JOIN users u ON u.tenant_id = v.tenant_id WHERE u.email = $1 AND v.deleted_at IS NULL`, [
      EMAIL,
    ]);
    return r.rows[0].n === rows;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

/** Details for about DETAILS_PERCENT of the voters, spread like field work (hash of the EPIC). */
async function seedDetails(database: Database, tenantId: number) {
  await database.rows(sql`
    insert into voter_info (tenant_id, voter_id, family_id, phone_no, align_with_party, align_with_candidate, details)
    select v.tenant_id, v.id, v.family_key,
           case when v.h % 3 = 0 then '+9198' || lpad(((v.h / 7) % 100000000)::text, 8, '0') end,
           (array['yes', 'no', 'prefer_not_to_say'])[1 + (v.h / 13) % 3],
           (array['yes', 'yes', 'no', 'prefer_not_to_say'])[1 + (v.h / 17) % 4],
           jsonb_build_object('family_types', (array['nuclear', 'joint'])[1 + (v.h / 19) % 2])
      from (select id, tenant_id, family_key, (abs(hashtext(epic_no)::bigint) % 2000000000)::int as h
              from voters where tenant_id = ${tenantId}) v
     where v.h % 100 < ${DETAILS_PERCENT}`);
  await database.rows(sql`
    update voting_centres c set voters_reached = r.n
      from (select acno, partno, count(*)::int as n from voter_info where tenant_id = ${tenantId} and deleted_at is null group by 1, 2) r
     where c.tenant_id = ${tenantId} and c.acno = r.acno and c.partno = r.partno`);
  // A bulk load: statistics now, as the importer does for voters (autovacuum would, later).
  await database.rows(sql`analyze voter_info`);
  await database.rows(sql`analyze voting_centres`);
}

interface Figure {
  name: string;
  group: string;
  target?: number;
  samples: number[];
  note?: string;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

interface PhaseResult {
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

function dirBytes(dir: string): number {
  let n = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile()) n += fs.statSync(path.join(e.parentPath, e.name)).size;
  return n;
}

/** CPU seconds of the PostgreSQL processes (Linux /proc): the bench database's backends and the background ones. */
function pgCpu(url: string): Record<string, number> {
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
interface LoadTimes {
  seconds: number;
  mixedSeconds: number;
}

async function phase(
  kind: Kind,
  scale: number,
  runs: number,
  reuse: boolean,
  importOnly = false,
  loadTimes: LoadTimes = { seconds: 0, mixedSeconds: 0 },
  rollLifeOnly = false,
): Promise<PhaseResult> {
  const shape = shapeFor(kind, scale);
  const rows = total(shape);
  const { file, generatedSeconds } = await rollCsv(shape);
  const url = benchUrl(scale);
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);

  let database: Database;
  let imported: PhaseResult['import'] = null;
  let parseRate = 0;
  const dataDir = path.join(BENCH_DIR, 'pglite-data');
  const keep = kind === 'postgres' && reuse && (await postgresHasRoll(url, rows));
  if (kind === 'postgres') {
    if (!keep) await recreatePostgres(url);
    database = await openDatabase({ databaseUrl: url });
  } else {
    fs.rmSync(dataDir, { recursive: true, force: true });
    database = await openDatabase({ dataDir });
  }
  await ensureInstallationTenant(database.db);
  let tenantId: number;
  let adminId: number;
  if (keep) {
    const [u] = await database.rows<{ tenant_id: number; id: number }>(sql`select tenant_id, id from users where email = ${EMAIL}`);
    tenantId = u.tenant_id;
    adminId = u.id;
  } else {
    ({ tenantId, adminId } = await createOrganisation(database.db, { tenantId: 1, userId: null }, {
      installation_type: 1,
      organization_full_name: 'Benchmark Organisation',
      organization_short_name: 'BENCH',
      f_name: 'Bench',
      l_name: 'Admin',
      phone_no: '+919812345678',
      email: EMAIL,
      password: PASSWORD,
      gender: 1,
      steps: 4,
      default_acno: 38,
    } as Parameters<typeof createOrganisation>[2]));
    // The ceiling the database cannot raise: reading and checking the file alone.
    const p0 = performance.now();
    let parsed = 0;
    // The importer's own way: CSV raw batches (readers.ts RAW_BATCHES), records otherwise.
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
    parseRate = parsed / ((performance.now() - p0) / 1000);
    process.stderr.write(`  importing ${rows.toLocaleString('en-IN')} rows into ${kind}...\n`);
    const cpu0 = process.cpuUsage();
    const pg0 = pgCpu(url);
    const t0 = performance.now();
    const summary = await importVoters(database, { tenantId, userId: adminId }, fileSource(file).records, {
      source: path.basename(file),
      onProgress: (p) => process.stderr.write(`\r  ${p.rows.toLocaleString('en-IN')} rows`),
    });
    const seconds = (performance.now() - t0) / 1000;
    process.stderr.write('\n');
    imported = { rows: summary.rows, seconds, rowsPerSecond: summary.rows / seconds, rejected: summary.rejected, parseRowsPerSecond: parseRate };
    process.stderr.write(
      `  import: ${summary.rows} rows in ${seconds.toFixed(1)} s = ${Math.round(imported.rowsPerSecond)} rows/s (load ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(', ')})\n`,
    );
    if (importOnly) {
      const cpu = process.cpuUsage(cpu0);
      const pg1 = pgCpu(url);
      process.stderr.write(
        `  cpu: node ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, server ${Object.entries(pg1)
          .map(([k, v]) => `${k} ${(v - (pg0[k] ?? 0)).toFixed(1)}`)
          .join(', ')}\n`,
      );
      clearInterval(sampler);
      await database.close();
      return { kind, version: '', shape, rows, csv: path.relative(ROOT, file), generatedSeconds, import: imported, figures: [], plans: {} };
    }
    await seedDetails(database, tenantId);
  }
  const afterImportRss = process.memoryUsage().rss;
  const dbBytes =
    kind === 'postgres' ? Number((await database.rows<{ n: string }>(sql`select pg_database_size(current_database()) as n`))[0].n) : dirBytes(dataDir);

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const config = loadConfig({ DATA_DIR: tmp, DIST_DIR: path.join(tmp, 'none'), LOGIN_LIMIT_MAX: '1000', SEARCH_PLAN_HEADER: '1' });
  const app = await buildApp(config, database);
  // The single-user figures time each search's own work: on this twin (same database) search
  // pages are not shared, as they are on `app` for the load section.
  const computing = await buildApp({ ...config, shareSearchPages: false }, database);
  const login = await app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { email: EMAIL, password: PASSWORD, device_info: 'web' } });
  const token = login.json().accessToken as string;
  if (!token) throw new Error(`bench: login failed: ${login.body}`);
  const base = `/api/v1/admin/${tenantId}/${tenantId}/0`;
  const headers = { authorization: `Bearer ${token}` };

  const plans: Record<string, string> = {};
  const call = async (p: string, query: Record<string, string | number>) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const t0 = performance.now();
    const res = await computing.inject({ method: 'GET', url: `${base}${p}?${qs}`, headers });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`bench: ${p}?${qs} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return { ms, body: res.json(), plan: String(res.headers['x-search-plan'] ?? '') };
  };
  const figures: Figure[] = [];
  const measure = async (group: string, name: string, p: string, query: Record<string, string | number>, target?: number, note?: string) => {
    for (let i = 0; i < 3; i++) await call(p, query);
    const samples: number[] = [];
    let plan = '';
    for (let i = 0; i < runs; i++) {
      const r = await call(p, query);
      samples.push(r.ms);
      plan = r.plan;
      if (i === 0 && note === undefined && r.body && typeof r.body.total === 'number') {
        note = `${r.body.total}${r.body.totalCapped ? '+' : ''} found`;
      }
    }
    if (plan) plans[`${group}: ${name}`] = plan;
    figures.push({ group, name, target, samples, note: [note, plan && `plan ${plan}`].filter(Boolean).join('; ') });
    process.stderr.write(`  ${group} ${name}: median ${pct(samples, 50).toFixed(1)} ms, p95 ${pct(samples, 95).toFixed(1)} ms\n`);
  };

  const acno = 38;
  const searchTarget = kind === 'postgres' ? 50 : 100;
  if (!rollLifeOnly) await searchFigures();
  async function searchFigures() {
    const reportTarget = kind === 'postgres' ? 100 : undefined;
    for (const term of [...LATIN_TERMS, ...DEVANAGARI_TERMS, ...MORE_TERMS]) {
      await measure('Name search (constituency)', term, VoterApi.searchAcnoVoters.path, { acno, enfname: term, page: 1 }, searchTarget);
    }
    // Totals that must be counted (a filter besides the name, a term spanning first name and
    // surname, a name under the cap) rather than read from the vocabulary.
    await measure(
      'Name search (constituency)',
      'sha, women 30-40',
      VoterApi.searchVoters.path,
      { acno, enfname: 'sha', gender: 'F', fromAge: 30, toAge: 40 },
      searchTarget,
    );
    await measure('Name search (constituency)', 'देव, men', VoterApi.searchVoters.path, { acno, enfname: 'देव', gender: 'M' }, searchTarget);
    await measure(
      'Name search (constituency)',
      "'esh pat' (first name and surname)",
      VoterApi.searchAcnoVoters.path,
      { acno, enfname: 'esh pat' },
      searchTarget,
    );
    await measure('Name search (constituency)', 'kuldeep', VoterApi.searchAcnoVoters.path, { acno, enfname: 'kuldeep' }, searchTarget);
    await measure('Name search (constituency)', 'sha, page 20', VoterApi.searchAcnoVoters.path, { acno, enfname: 'sha', page: 20 }, searchTarget);
    await measure('Name search (constituency)', 'शर्मा, page 5', VoterApi.searchAcnoVoters.path, { acno, enfname: 'शर्मा', page: 5 }, searchTarget);
    await measure('Name search (one part)', 'kum in part 7', VoterApi.searchAcnoVoters.path, { acno, partno: 7, enfname: 'kum' }, searchTarget);
    await measure('Name search (one part)', 'देव in part 7', VoterApi.searchAcnoVoters.path, { acno, partno: 7, enfname: 'देव' }, searchTarget);
    await measure(
      'Name search (voting centre)',
      'pat at centre of part 10',
      VoterApi.searchSectionVoters.path,
      { acno, vcenter_id: 10, enfname: 'pat' },
      searchTarget,
    );
    if (shape.acnos.length > 1) {
      await measure('Name search (whole tenant, no acno)', 'sha', VoterApi.searchVoters.path, { enfname: 'sha' }, undefined);
      await measure('Name search (whole tenant, no acno)', 'शर्मा', VoterApi.searchVoters.path, { enfname: 'शर्मा' }, undefined);
    }
    await measure(
      'Search without name',
      'age 25-30, women, constituency',
      VoterApi.searchVoters.path,
      { acno, fromAge: 25, toAge: 30, gender: 'F' },
      searchTarget,
    );

    const azTarget = kind === 'postgres' ? 100 : undefined;
    await measure('A-Z', 'counts of a part (part 12)', VoterApi.votersListAtoz.path, { acno, partno: 12 }, azTarget);
    await measure('A-Z', 'counts of a part, letter S page', VoterApi.votersListAtoz.path, { acno, partno: 12, letter: 'S' }, azTarget);
    await measure('A-Z', 'counts of the constituency', VoterApi.votersListAtoz.path, { acno }, azTarget);
    await measure('A-Z', 'constituency, letter S page 3', VoterApi.votersListAtoz.path, { acno, letter: 'S', page: 3 }, azTarget);
    await measure('A-Z', 'constituency, men 60-80', VoterApi.votersListAtoz.path, { acno, gender: 'M', fromAge: 60, toAge: 80, letter: 'R' }, azTarget);

    await measure(
      'Reports',
      'age 25-30 M, all parts, page 1',
      VoterApi.reportByAge.path,
      { acno, fromAge: 25, toAge: 30, gender: 'M', partno: 'ALL', page: 1 },
      reportTarget,
    );
    await measure(
      'Reports',
      'age 25-30 M, all parts, page 50',
      VoterApi.reportByAge.path,
      { acno, fromAge: 25, toAge: 30, gender: 'M', partno: 'ALL', page: 50 },
      reportTarget,
    );
    await measure(
      'Reports',
      'age 100-110, all genders, all parts',
      VoterApi.reportByAge.path,
      { acno, fromAge: 100, toAge: 110, gender: 'ALL', partno: 'ALL' },
      reportTarget,
    );
    await measure('Reports', 'age 18-110 F, part 3', VoterApi.reportByAge.path, { acno, fromAge: 18, toAge: 110, gender: 'F', partno: 3 }, reportTarget);
    await measure(
      'Reports',
      'alignment party yes, all parts, page 1',
      VoterApi.reportByAlign.path,
      { acno, partno: 'ALL', align_with_party: 'yes', page: 1 },
      reportTarget,
    );
    await measure(
      'Reports',
      'alignment party no + candidate yes, page 10',
      VoterApi.reportByAlign.path,
      { acno, partno: 'ALL', align_with_party: 'no', align_with_candidate: 'yes', page: 10 },
      reportTarget,
    );
    await measure('Reports', 'alignment, part 5', VoterApi.reportByAlign.path, { acno, partno: 5 }, reportTarget);
  }

  let load: LoadFigure[] = [];
  if (loadTimes.seconds > 0 && !rollLifeOnly) {
    const tenant = `/api/v1/admin/${tenantId}`;
    const search = (term: string) => `${base}${VoterApi.searchAcnoVoters.path}?acno=${acno}&enfname=${encodeURIComponent(term)}`;
    load = await loadSection({
      app,
      computing,
      database,
      tenantId,
      adminId,
      token,
      seconds: loadTimes.seconds,
      mixedSeconds: loadTimes.mixedSeconds,
      log: (line) => process.stderr.write(line + '\n'),
      targets: [
        { name: 'religions list (signed in)', kind: 'list', paths: [`${tenant}/religion`] },
        { name: 'dashboard data', kind: 'dashboard', paths: [`${tenant}/dashboard-data?acno=${acno}`] },
        { name: 'voter search "kum" (common)', kind: 'search', paths: [search('kum')] },
        { name: 'voter search "कुम" (common)', kind: 'search', paths: [search('कुम')] },
        { name: 'voter search "kuldeep" (rare)', kind: 'search', paths: [search('kuldeep')] },
        { name: 'voter search "ज्ञानेश्वर" (rare)', kind: 'search', paths: [search('ज्ञानेश्वर')] },
        { name: 'for comparison: voter search "kum", nothing shared', kind: 'search', paths: [search('kum')], unshared: true },
        { name: 'for comparison: voter search "kuldeep", nothing shared', kind: 'search', paths: [search('kuldeep')], unshared: true },
        {
          name: 'add and delete a religion (audited)',
          kind: 'write',
          paths: [],
          write: {
            addPath: `${tenant}/religion/add`,
            deletePath: `${tenant}/religion/delete/:id`,
            itemKey: ReligionApi.keys.itemKey,
            listPath: `${tenant}/religion`,
            listKey: ReligionApi.keys.listKey,
            namePrefix: 'Load ',
          },
        },
      ],
    });
  }

  // Last: it changes the roll (and puts it back).
  const rollLife =
    kind === 'postgres' && scale <= 1
      ? await rollLifeSection({
          app,
          database,
          tenantId,
          adminId,
          token,
          shape,
          originalCsv: file,
          markSeconds: loadTimes.seconds,
          log: (line) => process.stderr.write(line + '\n'),
        })
      : undefined;

  const afterSearchesRss = process.memoryUsage().rss;
  clearInterval(sampler);
  const [v] = await database.rows<{ v: string }>(sql`select version() as v`);
  await app.close();
  await computing.close();
  await database.close();
  fs.rmSync(tmp, { recursive: true, force: true });
  return {
    kind,
    version: String(v.v),
    shape,
    rows,
    csv: path.relative(ROOT, file),
    generatedSeconds,
    import: imported,
    dbBytes,
    figures,
    rss:
      kind === 'pglite'
        ? {
            afterImportMb: afterImportRss / 2 ** 20,
            peakMb: Math.max(peakRss, afterImportRss, afterSearchesRss) / 2 ** 20,
            afterSearchesMb: afterSearchesRss / 2 ** 20,
          }
        : undefined,
    plans,
    load,
    rollLife,
  };
}

const ms = (x: number) => x.toFixed(1);

/**
 * The machine's speed right now, in ms: a fixed integer loop, and 3×10⁷ random reads over 128 MB
 * (the slow phases of this virtual machine are mostly memory: the same import has taken its Node
 * process 18 and 52 CPU seconds on one afternoon, while the loop moved by a few per cent).
 */
function cpuCheck(): { loopMs: number; memoryMs: number } {
  let t0 = performance.now();
  let x = 0;
  for (let i = 0; i < 3e8; i++) x = (x + i * 7) % 1000003;
  const loopMs = Math.round(performance.now() - t0);
  const a = new Int32Array(1 << 25);
  for (let i = 0; i < a.length; i += 1024) a[i] = i;
  t0 = performance.now();
  let j = 1;
  for (let i = 0; i < 3e7; i++) {
    j = (Math.imul(j, 1103515245) + 12345) & (a.length - 1);
    x += a[j];
  }
  const memoryMs = Math.round(performance.now() - t0);
  if (x < 0) console.log(x);
  return { loopMs, memoryMs };
}
const checkText = (c: { loopMs: number; memoryMs: number }) => `loop ${c.loopMs} ms, memory ${c.memoryMs} ms`;

function markdown(
  results: PhaseResult[],
  opts: {
    scale: number;
    runs: number;
    started: Date;
    seconds: number;
    loadavg: number[];
    cpuCheck?: Array<{ loopMs: number; memoryMs: number }>;
    client?: ClientFigures;
  },
): string {
  const cpus = os.cpus();
  const L: string[] = [];
  L.push('# Benchmarks', '');
  L.push('Written by `npm run bench` (src/server/cli/bench.ts). Do not edit by hand; run it again.', '');
  L.push(`- Date: ${opts.started.toISOString()} (run took ${(opts.seconds / 60).toFixed(1)} min)`);
  L.push(
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ${os.type()} ${os.release()}`,
  );
  L.push(`- Node ${process.version}`);
  L.push(
    `- Load average (1, 5, 15 min) at the end of the run: ${opts.loadavg.map((x) => x.toFixed(2)).join(', ')} (other work on the machine shows up as noise in the figures)`,
  );
  if (opts.cpuCheck?.length) {
    L.push(
      `- Machine speed check (bench.ts cpuCheck: an integer loop and random reads over 128 MB), before / after the run: ${opts.cpuCheck.map(checkText).join(' / ')}. This virtual machine's speed drifts within the hour, memory most (the same import of the same file took its Node process 18 CPU seconds at one time and 52 at another): slower checks, slower figures.`,
    );
  }
  L.push(
    `- Scale ${opts.scale}${opts.scale === 1 ? ' (the full sizes the targets are set for)' : ' (NOT the full sizes: targets do not apply)'}; ${opts.runs} timed runs per figure after 3 warm-up runs; times are wall-clock through the routes (app.inject), in ms`,
  );
  L.push('');
  for (const r of results) if (r.rss) r.rss.peakMb = Math.max(r.rss.peakMb, r.rss.afterImportMb, r.rss.afterSearchesMb);
  if (opts.scale === 1) {
    L.push('## Targets', '');
    L.push('| Database | Figure | Target | Worst p95 / rate | |');
    L.push('|---|---|---:|---:|---|');
    for (const r of results) {
      const db = r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
      const row = (label: string, target: string, value: string, ok: boolean) =>
        L.push(`| ${db} | ${label} | ${target} | ${value} | ${ok ? 'met' : '**NOT met**'} |`);
      const listed = r.figures.filter((f) => f.group === 'Name search (constituency)' && TARGET_TERMS.includes(f.name));
      const worst = (fs: Figure[]) => Math.max(...fs.map((f) => pct(f.samples, 95)));
      const limit = r.kind === 'postgres' ? 50 : 100;
      row(`name search, the target terms (${TARGET_TERMS.join(', ')})`, `≤ ${limit} ms`, `${ms(worst(listed))} ms`, worst(listed) <= limit);
      const other = r.figures.filter((f) => f.target != null && f.group.startsWith('Name search') && !listed.includes(f));
      if (other.length) {
        const missed = other.filter((f) => pct(f.samples, 95) > f.target!);
        row('name search, the other cases below', `≤ ${limit} ms`, `${ms(worst(other))} ms`, !missed.length);
      }
      if (r.kind === 'postgres') {
        const az = r.figures.filter((f) => f.group === 'A-Z' && /counts of/.test(f.name));
        row('A-Z counts of a part and of the constituency', '≤ 100 ms', `${ms(worst(az))} ms`, worst(az) <= 100);
        const rep = r.figures.filter((f) => f.group === 'Reports');
        row('a page of the age and alignment reports', '≤ 100 ms', `${ms(worst(rep))} ms`, worst(rep) <= 100);
      }
      if (r.import) {
        const t = r.kind === 'postgres' ? 50000 : 20000;
        row(
          'import',
          `≥ ${t.toLocaleString('en-IN')} rows/s`,
          `${Math.round(r.import.rowsPerSecond).toLocaleString('en-IN')} rows/s`,
          r.import.rowsPerSecond >= t,
        );
      }
      if (r.rss) L.push(`| ${db} | server memory (RSS), stated | | peak ${r.rss.peakMb.toFixed(0)} MB | |`);
    }
    L.push('');
  }
  for (const r of results) L.push(...phaseLines(r, opts.scale, '##'));
  if (results.some((r) => r.load?.length)) L.push('## Under load', '');
  for (const r of results) L.push(...loadMarkdown(r.kind, r.load ?? []));
  for (const r of results) if (r.rollLife) L.push(...rollLifeMarkdown(r.rollLife, r.rows));
  L.push(...clientMarkdown(opts.client));
  L.push('## How the figures are reached', '');
  L.push('How the name search, the reports and the importer reach these figures, and what was tried and dropped: docs/search-and-import.md.');
  L.push('');
  return L.join('\n');
}

const BIGGER_HEADING = '## Bigger rolls';

/** The --scale 5 run's section: when it ran, its targets and its figures. */
function biggerLines(
  r: PhaseResult,
  opts: { scale: number; runs: number; started: Date; seconds: number; cpuCheck: Array<{ loopMs: number; memoryMs: number }> },
) {
  const L = [BIGGER_HEADING, ''];
  L.push(
    `Written by its own run (\`npm run bench -- --scale 5\`; the other runs keep this section as it is): ${opts.started.toISOString()}, took ${(opts.seconds / 60).toFixed(1)} min; machine speed check before / after: ${opts.cpuCheck.map(checkText).join(' / ')}; ${opts.runs} timed runs per figure after 3 warm-up runs (app.inject, ms). No load section and no revised roll at this size.`,
    '',
  );
  const worst = (fs: Figure[]) => Math.max(...fs.map((f) => pct(f.samples, 95)));
  const search = r.figures.filter((f) => f.group.startsWith('Name search') && f.target != null);
  const pages = r.figures.filter((f) => f.group === 'Reports' || f.group === 'A-Z');
  const rate = r.import?.rowsPerSecond ?? 0;
  L.push('| Figure | Target | Worst p95 / rate | |', '|---|---:|---:|---|');
  L.push(`| import | ≥ 50,000 rows/s | ${Math.round(rate).toLocaleString('en-IN')} rows/s | ${rate >= 50000 ? 'met' : '**NOT met**'} |`);
  L.push(`| name search within a constituency (every case below) | ≤ 50 ms | ${ms(worst(search))} ms | ${worst(search) <= 50 ? 'met' : '**NOT met**'} |`);
  L.push(`| a page of the reports and the A-Z counts | ≤ 100 ms | ${ms(worst(pages))} ms | ${worst(pages) <= 100 ? 'met' : '**NOT met**'} |`, '');
  L.push(...phaseLines(r, opts.scale, '###'));
  return L;
}

/**
 * Where the section under `heading` lies in lines: [start, end), or null when there is none. A
 * file written by an older run may carry the heading with a note in brackets after some of its
 * words; that heading is the same section.
 */
function sectionAt(lines: string[], heading: string): [number, number] | null {
  const at = lines.findIndex((l) => l === heading || (l.startsWith('## ') && l.replace(/ \([^)]*\)/g, '') === heading));
  if (at < 0) return null;
  const end = lines.findIndex((l, i) => i > at && l.startsWith('## '));
  return [at, end < 0 ? lines.length : end];
}

/** text with the section under `heading` replaced by `section` (or added before the closing one); none: removed. */
function withSection(text: string, heading: string, section: string[] | null): string {
  const lines = text.split('\n');
  const old = sectionAt(lines, heading);
  if (old) {
    lines.splice(old[0], old[1] - old[0], ...(section ?? []));
    return lines.join('\n');
  }
  if (!section) return lines.join('\n');
  let before = lines.indexOf('## How the figures are reached');
  if (before < 0) before = lines.length;
  lines.splice(before, 0, ...section);
  return lines.join('\n');
}

/** The section under `heading` of text (under the heading as it is written today), or null. */
function sectionOf(text: string, heading: string): string[] | null {
  const lines = text.split('\n');
  const at = sectionAt(lines, heading);
  return at && [heading, ...lines.slice(at[0] + 1, at[1])];
}

/** One database's section: its dataset, import and figure tables under headings of level h. */
function phaseLines(r: PhaseResult, scale: number, h: string): string[] {
  const L: string[] = [];
  L.push(`${h} ${r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}`, '');
  L.push(`- Database: ${r.version}`);
  L.push(
    `- Dataset: ${r.rows.toLocaleString('en-IN')} generated electors (seed 7) in ${r.shape.acnos.length} constituenc${r.shape.acnos.length > 1 ? 'ies' : 'y'} (AC ${r.shape.acnos.join(', ')}) of one tenant, ${r.shape.parts} parts of ${r.shape.perPart} each per constituency; details collected for about ${DETAILS_PERCENT}% of them. Measured constituency: AC 38.`,
  );
  L.push(`- Roll file: ${r.csv}${r.generatedSeconds != null ? ` (generated in ${r.generatedSeconds.toFixed(1)} s)` : ' (cached)'}`);
  if (r.import) {
    const target = r.kind === 'postgres' ? 50000 : 20000;
    const ok = r.import.rowsPerSecond >= target;
    L.push(
      `- Import (importer, CSV file into an empty tenant, indexes live): ${r.import.rows.toLocaleString('en-IN')} rows in ${r.import.seconds.toFixed(1)} s = **${Math.round(r.import.rowsPerSecond).toLocaleString('en-IN')} rows/s** (target ≥ ${target.toLocaleString('en-IN')}: ${ok ? 'met' : 'NOT met'}), ${r.import.rejected} rejected`,
    );
    L.push(
      `- Reading and checking the same file without a database (the importer's reader and row checks): ${Math.round(r.import.parseRowsPerSecond).toLocaleString('en-IN')} rows/s`,
    );
  } else {
    L.push('- Import: not measured in this run (--reuse kept the imported database)');
  }
  if (r.dbBytes) {
    L.push(
      `- Database size after the import and the details: ${(r.dbBytes / 2 ** 30).toFixed(2)} GB, ${Math.round(r.dbBytes / 2 ** 20 / (r.rows / 1e6)).toLocaleString('en-IN')} MB per million electors`,
    );
  }
  if (r.rss) {
    L.push(
      `- Server memory (RSS of the process holding PGlite and the API): ${r.rss.afterImportMb.toFixed(0)} MB after the import, ${r.rss.afterSearchesMb.toFixed(0)} MB after the measurements, peak ${r.rss.peakMb.toFixed(0)} MB`,
    );
  }
  L.push('');
  const groups = [...new Set(r.figures.map((f) => f.group))];
  for (const g of groups) {
    L.push(`${h}# ${g}`, '');
    L.push('| Query | median | p95 | target p95 | | notes |');
    L.push('|---|---:|---:|---:|---|---|');
    for (const f of r.figures.filter((x) => x.group === g)) {
      const p95 = pct(f.samples, 95);
      const verdict = f.target == null || scale < 1 ? '' : p95 <= f.target ? 'met' : '**NOT met**';
      L.push(`| ${f.name} | ${ms(pct(f.samples, 50))} | ${ms(p95)} | ${f.target != null ? `≤ ${f.target}` : ''} | ${verdict} | ${f.note ?? ''} |`);
    }
    L.push('');
  }
  const search = r.figures.filter((f) => f.group === 'Name search (constituency)');
  if (search.length) {
    const all = search.flatMap((f) => f.samples);
    L.push(
      `All constituency name searches together: median ${ms(pct(all, 50))} ms, p95 ${ms(pct(all, 95))} ms; worst term p95 ${ms(Math.max(...search.map((f) => pct(f.samples, 95))))} ms.`,
      '',
    );
  }
  return L;
}

async function runChild(
  kind: Kind,
  scale: number,
  runs: number,
  reuse: boolean,
  importOnly: boolean,
  loadTimes: LoadTimes,
  rollLifeOnly = false,
): Promise<PhaseResult> {
  const result = path.join(os.tmpdir(), `bench-${kind}-${process.pid}.json`);
  const args = [require.resolve('tsx/cli'), __filename, '--phase', kind, '--scale', String(scale), '--runs', String(runs), '--result', result];
  args.push('--load-seconds', String(loadTimes.seconds), '--mixed-seconds', String(loadTimes.mixedSeconds));
  if (reuse) args.push('--reuse');
  if (importOnly) args.push('--import-only');
  if (rollLifeOnly) args.push('--roll-life-only');
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'], env: process.env });
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`bench: the ${kind} phase failed (exit ${code})`);
  const out = JSON.parse(fs.readFileSync(result, 'utf8')) as PhaseResult;
  fs.rmSync(result, { force: true });
  return out;
}

/** Writes the report, keeping the bigger roll's section of the file it replaces (its own run writes that). */
function writeReport(out: string, text: string) {
  const old = fs.existsSync(out) ? sectionOf(fs.readFileSync(out, 'utf8'), BIGGER_HEADING) : null;
  fs.writeFileSync(out, withSection(text, BIGGER_HEADING, old));
}

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string' },
      only: { type: 'string' },
      runs: { type: 'string' },
      reuse: { type: 'boolean' },
      out: { type: 'string' },
      phase: { type: 'string' },
      result: { type: 'string' },
      rewrite: { type: 'boolean' },
      'import-only': { type: 'boolean' },
      'load-seconds': { type: 'string' },
      'mixed-seconds': { type: 'string' },
      'client-runs': { type: 'string' },
      'roll-life-only': { type: 'boolean' },
    },
  });
  const loadTimes: LoadTimes = { seconds: Number(values['load-seconds'] ?? 8), mixedSeconds: Number(values['mixed-seconds'] ?? 60) };
  const scale = values.scale ? Number(values.scale) : 1;
  if (!((scale > 0 && scale <= 1) || scale === 5)) throw new Error('bench: --scale must be in (0, 1], or 5 (the bigger roll)');
  if (scale > 1) loadTimes.seconds = 0;
  const runs = values.runs ? Math.max(5, Number(values.runs)) : 30;
  if (values.phase) {
    const r = await phase(values.phase as Kind, scale, runs, !!values.reuse, !!values['import-only'], loadTimes, !!values['roll-life-only']);
    fs.writeFileSync(values.result!, JSON.stringify(r));
    return;
  }
  if (values.rewrite) {
    // The report again from the last run's figures (after a change to its wording).
    const last = JSON.parse(fs.readFileSync(path.join(BENCH_DIR, 'last-results.json'), 'utf8'));
    const out = values.out ?? path.join(ROOT, 'BENCHMARKS.md');
    writeReport(
      out,
      markdown(last.results, {
        scale: last.scale,
        runs: last.runs,
        started: new Date(last.started),
        seconds: last.seconds,
        loadavg: last.loadavg,
        cpuCheck: last.cpuCheck,
        client: last.client,
      }),
    );
    console.log(`bench: rewrote ${out} from the run of ${last.started}`);
    return;
  }
  if (values.only === 'paper') {
    // The printed papers alone (their section of BENCHMARKS.md rewritten, the rest kept).
    const started = new Date();
    const figures = await paperFigures(values.runs ? Math.max(3, Number(values.runs)) : 5, (line) => process.stderr.write(line + '\n'));
    const out = values.out ?? path.join(ROOT, 'BENCHMARKS.md');
    fs.writeFileSync(out, withSection(fs.readFileSync(out, 'utf8'), PAPER_HEADING, paperMarkdown(figures, started, os.loadavg())));
    console.log(`bench: wrote the printed papers' section of ${out}`);
    return;
  }
  if (values.only === 'roll-life') {
    // The roll's life alone (its section of BENCHMARKS.md rewritten, the rest kept): after a
    // change to the importer, without the hour of the whole run.
    const r = await runChild('postgres', 1, runs, !!values.reuse, false, loadTimes, true);
    const out = values.out ?? path.join(ROOT, 'BENCHMARKS.md');
    const old = fs.readFileSync(out, 'utf8');
    const note = `Measured alone (\`npm run bench -- --only roll-life\`) on ${new Date().toISOString()}; load average at the end ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}.`;
    const section = rollLifeMarkdown(r.rollLife, r.rows);
    section.splice(2, 0, note, '');
    // --load-seconds 0: the votes were not marked this time; the last figures that were stay.
    if (!r.rollLife?.marks.length) {
      const kept = (sectionOf(old, ROLL_LIFE_HEADING) ?? []).filter((l) => l.startsWith('Marking votes'));
      if (kept.length) section.splice(section.length - 1, 0, '', 'Kept from the last run that marked votes:', ...kept.flatMap((l) => ['', l]));
    }
    fs.writeFileSync(out, withSection(old, ROLL_LIFE_HEADING, section));
    console.log(`bench: wrote the roll's life section of ${out}`);
    return;
  }
  const started = new Date();
  const before = cpuCheck();
  process.stderr.write(`bench: machine speed check: ${checkText(before)}\n`);
  const kinds: Kind[] =
    scale > 1 ? ['postgres'] : values.only === 'postgres' || values.only === 'pglite' ? [values.only] : values.only === 'client' ? [] : ['pglite', 'postgres'];
  const clientRuns = values['import-only'] || scale > 1 || (values.only && values.only !== 'client') ? 0 : Number(values['client-runs'] ?? 5);
  const results: PhaseResult[] = [];
  for (const k of kinds) {
    process.stderr.write(`bench: ${k}\n`);
    results.push(await runChild(k, scale, runs, !!values.reuse, !!values['import-only'], loadTimes));
  }
  if (values['import-only']) {
    for (const r of results)
      console.log(`bench: ${r.kind} import ${r.import!.rows} rows in ${r.import!.seconds.toFixed(1)} s = ${Math.round(r.import!.rowsPerSecond)} rows/s`);
    console.log(`bench: machine speed check before: ${checkText(before)}; after: ${checkText(cpuCheck())}`);
    return;
  }
  let client: ClientFigures | undefined;
  if (clientRuns > 0) {
    process.stderr.write('bench: the console in chromium\n');
    // the database figures are written whatever becomes of the browser
    client = await clientSection({ runs: clientRuns, log: (line) => process.stderr.write(line + '\n') }).catch((e: unknown) => {
      process.stderr.write(`bench: the console section failed: ${String(e)}\n`);
      return undefined;
    });
  }
  const out = values.out ?? path.join(ROOT, 'BENCHMARKS.md');
  const checks = [before, cpuCheck()];
  const report = {
    results,
    client,
    scale,
    runs,
    started: started.toISOString(),
    seconds: (Date.now() - started.getTime()) / 1000,
    loadavg: os.loadavg(),
    cpuCheck: checks,
  };
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  if (scale > 1) {
    const old = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '# Benchmarks\n';
    fs.writeFileSync(out, withSection(old, BIGGER_HEADING, biggerLines(results[0], { scale, runs, started, seconds: report.seconds, cpuCheck: checks })));
  } else {
    fs.writeFileSync(path.join(BENCH_DIR, 'last-results.json'), JSON.stringify(report));
    writeReport(out, markdown(results, { scale, runs, started, seconds: report.seconds, loadavg: report.loadavg, cpuCheck: checks, client }));
  }
  console.log(`bench: wrote ${path.relative(process.cwd(), out) || out}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
