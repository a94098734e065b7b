// One database's benchmark run (a child process of bench.ts): import, the API figures, the load, the roll's life.
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ReligionApi } from '../../shared/api/masters';
import { VoterApi } from '../../shared/api/voters';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createOrganisation, ensureInstallationTenant } from '../domains/organisations/queries';
import { importVoters } from '../roll/importer';
import { parseRaw, rawIndex } from '../roll/rawRows';
import { fileSource, RAW_BATCHES, type RawCapable } from '../roll/readers';
import { parseRecord } from '../roll/rows';
import {
  BENCH_DIR,
  benchUrl,
  DEVANAGARI_TERMS,
  EMAIL,
  Kind,
  LATIN_TERMS,
  MORE_TERMS,
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

export interface Figure {
  name: string;
  group: string;
  target?: number;
  samples: number[];
  note?: string;
}

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

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

export async function phase(
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

export const ms = (x: number) => x.toFixed(1);
