// Editions at a parliamentary constituency's size, on PostgreSQL (a database of its own beside the
// roll's): 2,000,000 generated electors in one constituency imported as a draft edition, about 6 in
// 100 given collected details (supporters among them), then a revised roll (of every 100, 5 moved
// to the next part, 2 left out, 2 new) imported as the final edition. Timed through the real routes
// (app.inject): the two editions of the constituency compared (counts and the first page), and the
// deleted supporters of a part. EDITIONS_BENCH_PARTS makes the roll smaller for a trial run. The
// load average is written down before and after: the machines here share their cores.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { ensureInstallationTenant } from '../server/domains/organisations/queries';
import { importVoters } from '../server/roll/importer';
import { fileSource } from '../server/roll/readers';
import { csvLine } from '../server/roll/generator';
import { revisedRollRows } from '../server/roll/revisedRolls';
import { ECI_COLUMNS } from '../server/roll/eci';
import { benchOrganisation, benchUrl, EMAIL, PASSWORD, recreatePostgres, rollCsv, seedDetails } from './benchData';

export const EDITIONS_HEADING = '## Editions of the roll, PostgreSQL';
const ACNO = 38;
const PER_PART = 1000;

interface Timed {
  name: string;
  target: number;
  ms: number[];
  detail: string;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The revised roll as a CSV beside the original (made once). */
function revisedCsv(original: string, parts: number): string {
  const file = original.replace(/\.csv$/, '-revised.csv');
  if (fs.existsSync(file)) return file;
  const fd = fs.openSync(file + '.part', 'w');
  let buf = csvLine(ECI_COLUMNS);
  for (const row of revisedRollRows({ acno: ACNO, parts, perPart: PER_PART, seed: 7 })) {
    buf += csvLine(ECI_COLUMNS.map((c) => row[c]));
    if (buf.length > 1 << 20) {
      fs.writeSync(fd, buf);
      buf = '';
    }
  }
  fs.writeSync(fd, buf);
  fs.closeSync(fd);
  fs.renameSync(file + '.part', file);
  return file;
}

export async function editionsSection({ runs, log }: { runs?: number; log: (l: string) => void }): Promise<string[]> {
  const started = new Date();
  const loadBefore = os.loadavg();
  const parts = Number(process.env.EDITIONS_BENCH_PARTS || 2000);
  const url = new URL(benchUrl(1));
  url.pathname += '_editions';
  await recreatePostgres(url.toString());
  const database = await openDatabase({ databaseUrl: url.toString() });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-editions-'));
  try {
    await ensureInstallationTenant(database.db);
    const { tenantId, adminId } = await benchOrganisation(database, false, ACNO);
    const { file } = await rollCsv({ acnos: [ACNO], parts, perPart: PER_PART });
    const revised = revisedCsv(file, parts);
    const imports: string[] = [];
    const load = async (name: string, f: string, kind: 'draft' | 'final', roll_date: string) => {
      const t0 = performance.now();
      const s = await importVoters(database, { tenantId, userId: adminId }, fileSource(f).records, { source: name, edition: { kind, roll_date } });
      const line = `${name}: ${s.rows.toLocaleString('en-IN')} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s (added ${s.inserted}, moved ${s.moved}, removed ${s.removed})`;
      log(`  ${line}`);
      imports.push(line);
    };
    await load('the draft roll', file, 'draft', '2026-10-01');
    await seedDetails(database, tenantId);
    await load('the final roll (revised)', revised, 'final', '2026-11-25');
    await database.rows(sql`analyze roll_editions`);
    await database.rows(sql`analyze roll_edition_entries`);
    await database.rows(sql`analyze roll_edition_spans`);
    const [ed] = await database.rows<{ from: number; to: number; n: number }>(sql`
      select min(id)::int as "from", max(id)::int as "to", count(*)::int as n from roll_editions where tenant_id = ${tenantId} and acno = ${ACNO}`);
    const [part] = await database.rows<{ partno: number; n: number }>(sql`
      select e.partno, count(*)::int as n from roll_edition_entries en join roll_editions e on e.tenant_id = en.tenant_id and e.id = en.edition_id
        join voter_info vi on vi.tenant_id = en.tenant_id and vi.voter_id = en.voter_id and vi.align_with_party = 'yes'
       where en.tenant_id = ${tenantId} and not en.on_roll and e.kind = 'final' group by 1 order by 2 desc, 1 limit 1`);

    const config = loadConfig({ DATA_DIR: tmp, DIST_DIR: path.join(tmp, 'none'), LOGIN_LIMIT_MAX: '1000' });
    const app = await buildApp(config, database);
    const login = await app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { email: EMAIL, password: PASSWORD, device_info: 'web' } });
    const headers = { authorization: `Bearer ${login.json().accessToken as string}` };
    const base = `/api/v1/admin/${tenantId}`;
    const timed = async (name: string, target: number, u: string, detail: (body: Record<string, unknown>) => string): Promise<Timed> => {
      const ms: number[] = [];
      let last = '';
      for (let i = 0; i < 1 + (runs ?? 3); i++) {
        const t0 = performance.now();
        const res = await app.inject({ method: 'GET', url: base + u, headers });
        const took = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`bench editions: ${u} answered ${res.statusCode} ${res.body.slice(0, 300)}`);
        if (i > 0) ms.push(took); // the first warms the caches
        last = detail(res.json());
        log(`  ${name}: ${Math.round(took)} ms${i === 0 ? ' (warm-up)' : ''}`);
      }
      return { name, target, ms, detail: last };
    };
    const figures = [
      await timed(
        `two editions of the constituency compared (${(parts * PER_PART).toLocaleString('en-IN')} electors, ${ed.n} part editions): counts and the first page`,
        10000,
        `/editions/compare?acno=${ACNO}&from=${ed.from}&to=${ed.to}&page=1&pageSize=50`,
        (b) => `counts ${JSON.stringify(b.counts)}`,
      ),
      await timed(
        `the deleted supporters of part ${part?.partno ?? 1} (its last two editions)`,
        200,
        `/editions/ours-deleted?acno=${ACNO}&partno=${part?.partno ?? 1}`,
        (b) => `${(b.rows as unknown[]).length} rows`,
      ),
    ];
    await app.close();
    const loadAfter = os.loadavg();
    const loads = (l: number[]) => l.map((x) => x.toFixed(1)).join(' / ');
    const L = [
      EDITIONS_HEADING,
      '',
      `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench -- --only editions\` (src/bench/editionsBench.ts), load average ${loads(loadBefore)} before and ${loads(loadAfter)} after, on ${os.cpus().length} cores shared with other work. One constituency of ${(parts * PER_PART).toLocaleString('en-IN')} generated electors (${parts} parts of ${PER_PART}) on PostgreSQL, in a database of its own; about 6 in 100 given collected details (seedDetails, supporters among them). Then a revised roll (revisedRollRows: of every 100 electors 5 moved to the next part, 2 left out, 2 new) imported as the final edition; each import keeps the constituency's state as spans, and the comparison reads the spans that start or end between the two editions. Each figure through the route (app.inject), one warm-up, then the median of ${runs ?? 3} runs.`,
      '',
      ...imports.map((l) => `- ${l}`),
      '',
      '| measured | target | median | runs (ms) | answer | |',
      '|---|---:|---:|---|---|---|',
      ...figures.map((f) => {
        const m = median(f.ms);
        return `| ${f.name} | ≤ ${f.target.toLocaleString('en-IN')} ms | ${Math.round(m).toLocaleString('en-IN')} ms | ${f.ms.map(Math.round).join(', ')} | ${f.detail} | ${m <= f.target ? 'met' : '**NOT met**'} |`;
      }),
      '',
    ];
    return L;
  } finally {
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
