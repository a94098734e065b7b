// The roll's life in `npm run bench` (issue 13), on PostgreSQL's roll: 50 booth agents marking
// votes at once, then a revised roll (of every 100 electors 5 moved, 2 removed, 2 added) checked
// by a dry run and applied, then the original roll applied again (the moves back, the removed
// restored, the added removed), so the roll is as it was for the next run.
import fs from 'node:fs';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { csvLine, revisedRollRows } from '../roll/generator';
import { ECI_COLUMNS } from '../roll/eci';
import { fileSource } from '../roll/readers';
import { importVoters, type ImportSummary } from '../roll/importer';
import { job, origin } from './load';
import type { LoadFigures } from './loadRunner';

export interface RevisionFigure {
  name: string;
  seconds: number;
  rowsPerSecond: number;
  counts: Pick<ImportSummary, 'rows' | 'inserted' | 'moved' | 'updated' | 'removed' | 'restored' | 'unchanged' | 'rejected'>;
}

type MarkFigure = LoadFigures & { clients: number; seconds: number; gapMs: number | null };

export interface RollLifeFigures {
  /** agents at a pace (a mark every `gapMs` on average, at random moments), then as fast as answers come */
  marks: MarkFigure[];
  revisions: RevisionFigure[];
}

const MARK_CLIENTS = 50;
/** A booth agent types a serial and marks every few seconds: one every half second is several times that. */
const AGENT_GAP_MS = 500;

/** The revised roll of the bench's roll, as a CSV next to it (made once). */
async function revisedCsv(original: string, shape: { acnos: number[]; parts: number; perPart: number }): Promise<string> {
  const file = original.replace(/\.csv$/, '-revised.csv');
  if (fs.existsSync(file)) return file;
  const tmp = file + '.part';
  const out = fs.createWriteStream(tmp);
  let buf = csvLine(ECI_COLUMNS);
  for (const acno of shape.acnos) {
    for (const row of revisedRollRows({ acno, parts: shape.parts, perPart: shape.perPart, seed: 7 })) {
      buf += csvLine(ECI_COLUMNS.map((c) => row[c]));
      if (buf.length > 1 << 20) {
        if (!out.write(buf)) await once(out, 'drain');
        buf = '';
      }
    }
  }
  out.write(buf);
  out.end();
  await once(out, 'finish');
  fs.renameSync(tmp, file);
  return file;
}

export async function rollLifeSection(opts: {
  app: FastifyInstance;
  database: Database;
  tenantId: number;
  adminId: number;
  token: string;
  shape: { acnos: number[]; parts: number; perPart: number };
  originalCsv: string;
  markSeconds: number;
  log: (line: string) => void;
}): Promise<RollLifeFigures> {
  const { app, database, shape } = opts;
  const marks: MarkFigure[] = [];
  if (opts.markSeconds > 0) {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    for (const gapMs of [AGENT_GAP_MS, null]) {
      const f = await job({
        origin: origin(app),
        connections: MARK_CLIENTS,
        seconds: opts.markSeconds,
        headers: { authorization: `Bearer ${opts.token}` },
        paths: [],
        marks: { path: `/api/v1/admin/${opts.tenantId}/poll-day/mark`, acnos: shape.acnos, parts: shape.parts, perPart: shape.perPart },
        ...(gapMs ? { agentGapMs: gapMs } : {}),
      });
      marks.push({ ...f, clients: MARK_CLIENTS, seconds: opts.markSeconds, gapMs });
      opts.log(
        `  marking votes, ${MARK_CLIENTS} agents${gapMs ? `, one mark every ${gapMs} ms each on average` : ', flat out'}: ${Math.round(f.reqPerSec)} req/s, p50 ${f.p50} ms, p90 ${f.p90} ms${f.p95 != null ? `, p95 ${f.p95} ms` : ''}, p97.5 ${f.p97_5} ms, p99 ${f.p99} ms, errors ${f.errors}, non-2xx ${f.non2xx}`,
      );
    }
  }
  const revised = await revisedCsv(opts.originalCsv, shape);
  const revisions: RevisionFigure[] = [];
  const run = async (name: string, file: string, dryRun: boolean) => {
    const t0 = performance.now();
    const s = await importVoters(database, { tenantId: opts.tenantId, userId: opts.adminId }, fileSource(file).records, { dryRun, source: name });
    const seconds = (performance.now() - t0) / 1000;
    const { rows, inserted, moved, updated, removed, restored, unchanged, rejected } = s;
    const fig = { name, seconds, rowsPerSecond: rows / seconds, counts: { rows, inserted, moved, updated, removed, restored, unchanged, rejected } };
    opts.log(`  ${name}: ${rows} rows in ${seconds.toFixed(1)} s = ${Math.round(fig.rowsPerSecond)} rows/s ${JSON.stringify(fig.counts)}`);
    revisions.push(fig);
  };
  await run('revised roll, dry run', revised, true);
  await run('revised roll, applied', revised, false);
  await run('the original roll again (moves back, removed restored, added removed)', opts.originalCsv, false);
  return { marks, revisions };
}

/** The roll's-life section of BENCHMARKS.md. */
export function rollLifeMarkdown(f: RollLifeFigures | undefined, electors: number): string[] {
  if (!f) return [];
  const L: string[] = ["## The roll's life (issue 13), PostgreSQL", ''];
  L.push(
    `A revised roll of the ${electors.toLocaleString('en-IN')} electors above (of every 100, by a hash of the EPIC: 5 moved to the next part, 2 left out, 2 new; generator revisedRollRows), imported as complete parts by \`importVoters\`. Target: applied at ≥ 30,000 rows/s.`,
    '',
  );
  L.push('| run | rows | seconds | rows/s | added | moved | updated | removed | back | unchanged | rejected | target |');
  L.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of f.revisions) {
    const c = r.counts;
    const target = r.name === 'revised roll, applied' ? (r.rowsPerSecond >= 30000 ? '≥ 30,000 met' : '≥ 30,000 **NOT met**') : '';
    L.push(
      `| ${r.name} | ${c.rows} | ${r.seconds.toFixed(1)} | ${Math.round(r.rowsPerSecond)} | ${c.inserted} | ${c.moved} | ${c.updated} | ${c.removed} | ${c.restored} | ${c.unchanged} | ${c.rejected} | ${target} |`,
    );
  }
  for (const m of f.marks) {
    const paced = m.gapMs != null;
    const verdict = paced && m.p95 != null ? ` Target p95 ≤ 20 ms: ${m.p95 <= 20 && m.errors + m.non2xx === 0 ? 'met' : '**NOT met**'}.` : '';
    L.push(
      '',
      `Marking votes (POST /poll-day/mark, each a random elector of the roll), ${m.clients} agents at once for ${m.seconds} s over loopback HTTP, ${paced ? `each marking at random moments, one every ${m.gapMs} ms on average (a booth agent marks one every few seconds)` : 'each marking again as soon as answered (autocannon: the server saturated, the most it takes)'}: ${Math.round(m.reqPerSec)} marks/s (${m.total.toLocaleString('en-IN')} in all), p50 ${m.p50} ms, p90 ${m.p90} ms${m.p95 != null ? `, p95 ${m.p95} ms` : ''}, p97.5 ${m.p97_5} ms, p99 ${m.p99} ms, max ${m.max} ms, ${m.errors} errors, ${m.non2xx} non-2xx.${verdict}`,
    );
  }
  L.push('');
  return L;
}
