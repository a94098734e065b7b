// The roll's life in `npm run bench`, on PostgreSQL's roll: 50 booth agents marking votes at
// once; a revised roll (of every 100 electors 5 moved, 2 removed, 2 added) checked by a dry run
// and applied; a messy revision as campaigns receive them (deletions that renumber their part,
// bad fields, rows without EPIC) the same way, with the roll's health counted after it; each
// time the original roll is applied again (the moves back, the removed restored, the added
// removed), so the roll is as it was for the next run.
import fs from 'node:fs';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { csvLine, type EciRow, type RollOptions } from '../server/roll/generator';
import { messyRevisionRows, revisedRollRows } from '../server/roll/revisedRolls';
import { ECI_COLUMNS } from '../server/roll/eci';
import { fileSource } from '../server/roll/readers';
import { importVoters, type ImportSummary } from '../server/roll/importer';
import { rollHealth, type RollHealth } from '../server/roll/health';
import { job, origin } from './load';
import type { LoadFigures } from './loadRunner';
import { ROLL_LIFE_HEADING } from './headings';

export interface RevisionFigure {
  name: string;
  seconds: number;
  rowsPerSecond: number;
  counts: Pick<ImportSummary, 'rows' | 'inserted' | 'moved' | 'updated' | 'removed' | 'restored' | 'unchanged' | 'rejected'> &
    Partial<Pick<ImportSummary, 'warned' | 'held' | 'withoutEpic'>>;
}

type MarkFigure = LoadFigures & { clients: number; seconds: number; gapMs: number | null };

export interface RollLifeFigures {
  /** agents at a pace (a mark every `gapMs` on average, at random moments), then as fast as answers come */
  marks: MarkFigure[];
  revisions: RevisionFigure[];
  /** the messy revision's runs, and the roll's health after it was applied and after the original came back */
  messy?: { revisions: RevisionFigure[]; afterApplied: RollHealth; afterBack: RollHealth };
  /** the server's settings that bound a revision's writes (name: setting with its unit) */
  server?: Record<string, string>;
}

/** Settings of the server that bound a revision: its buffers, how often it checkpoints, whether it vacuums. */
const SERVER_SETTINGS = ['shared_buffers', 'max_wal_size', 'autovacuum', 'max_parallel_workers_per_gather'];

const MARK_CLIENTS = 50;
/** A booth agent types a serial and marks every few seconds: one every half second is several times that. */
const AGENT_GAP_MS = 500;

/** A revision of the bench's roll, as a CSV next to it (made once). */
async function revisedCsv(
  original: string,
  shape: { acnos: number[]; parts: number; perPart: number },
  suffix: string,
  rowsOf: (o: RollOptions) => Iterable<EciRow>,
): Promise<string> {
  const file = original.replace(/\.csv$/, `-${suffix}.csv`);
  if (fs.existsSync(file)) return file;
  const tmp = file + '.part';
  const out = fs.createWriteStream(tmp);
  let buf = csvLine(ECI_COLUMNS);
  for (const acno of shape.acnos) {
    for (const row of rowsOf({ acno, parts: shape.parts, perPart: shape.perPart, seed: 7 })) {
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
  const server: Record<string, string> = {};
  for (const r of await database.rows<{ name: string; setting: string }>(
    sql`select name, current_setting(name) as setting from pg_settings where name in ${SERVER_SETTINGS} order by name`,
  ))
    server[r.name] = r.setting;
  // Each scenario (poll day, a clean revision, a messy one) starts from a settled database: the
  // writes of the one before flushed to disk. Poll day does not follow an import of millions of
  // rows by seconds, and a flush in progress stalls every commit behind it on this disk. Within a
  // scenario (dry run, apply, the original again) the runs follow each other as a user's would.
  // (CHECKPOINT needs a superuser or pg_checkpoint: the log says when it was refused.)
  const settle = () => database.rows(sql`CHECKPOINT`).catch((e: Error) => opts.log(`  CHECKPOINT refused, not settled: ${e.message}`));
  const marks: MarkFigure[] = [];
  if (opts.markSeconds > 0) {
    await settle();
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
  const revised = await revisedCsv(opts.originalCsv, shape, 'revised', (o) => revisedRollRows(o));
  const run = async (into: RevisionFigure[], name: string, file: string, dryRun: boolean) => {
    const t0 = performance.now();
    const s = await importVoters(database, { tenantId: opts.tenantId, userId: opts.adminId }, fileSource(file).records, { dryRun, source: name });
    const seconds = (performance.now() - t0) / 1000;
    const { rows, inserted, moved, updated, removed, restored, unchanged, rejected, warned, held, withoutEpic } = s;
    const counts = { rows, inserted, moved, updated, removed, restored, unchanged, rejected, warned, held, withoutEpic };
    const fig = { name, seconds, rowsPerSecond: rows / seconds, counts };
    opts.log(`  ${name}: ${rows} rows in ${seconds.toFixed(1)} s = ${Math.round(fig.rowsPerSecond)} rows/s ${JSON.stringify(fig.counts)}`);
    into.push(fig);
  };
  const revisions: RevisionFigure[] = [];
  await settle();
  await run(revisions, 'revised roll, dry run', revised, true);
  await run(revisions, 'revised roll, applied', revised, false);
  await run(revisions, 'the original roll again (moves back, removed restored, added removed)', opts.originalCsv, false);

  const messyFile = await revisedCsv(opts.originalCsv, shape, 'messy', (o) => messyRevisionRows(o));
  const messyRuns: RevisionFigure[] = [];
  await settle();
  await run(messyRuns, 'messy revision, dry run', messyFile, true);
  await run(messyRuns, 'messy revision, applied', messyFile, false);
  const afterApplied = await rollHealth(database, opts.tenantId);
  opts.log(`  after the messy revision: ${JSON.stringify(afterApplied)}`);
  await run(messyRuns, 'the original roll again', opts.originalCsv, false);
  const afterBack = await rollHealth(database, opts.tenantId);
  opts.log(`  after the original again: ${JSON.stringify(afterBack)}`);
  return { marks, revisions, messy: { revisions: messyRuns, afterApplied, afterBack }, server };
}

const revisionTable = (runs: RevisionFigure[], timed: string, withMess: boolean): string[] => {
  const L = [
    `| run | rows | seconds | rows/s | added | moved | updated | removed | back | unchanged | ${withMess ? 'warnings | without EPIC | held | ' : ''}rejected | target |`,
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|${withMess ? '---:|---:|---:|' : ''}---:|---|`,
  ];
  for (const r of runs) {
    const c = r.counts;
    const target = r.name === timed ? (r.rowsPerSecond >= 30000 ? '≥ 30,000 met' : '≥ 30,000 **NOT met**') : '';
    const mess = withMess ? `${c.warned ?? ''} | ${c.withoutEpic ?? ''} | ${c.held ?? ''} | ` : '';
    L.push(
      `| ${r.name} | ${c.rows} | ${r.seconds.toFixed(1)} | ${Math.round(r.rowsPerSecond)} | ${c.inserted} | ${c.moved} | ${c.updated} | ${c.removed} | ${c.restored} | ${c.unchanged} | ${mess}${c.rejected} | ${target} |`,
    );
  }
  return L;
};

const healthLine = (when: string, h: RollHealth) => {
  const twice = h.epicTwice + h.slotTwice + h.slotAstray;
  const ok = twice === 0 && h.aggregateDiffs === 0 && h.centreCountDiffs === 0;
  return `| ${when} | ${h.live} | ${h.epicTwice} | ${h.slotTwice} | ${h.slotAstray} | ${h.withoutEpic} | ${h.aggregateDiffs} | ${h.centreCountDiffs} | ${ok ? 'met' : '**NOT met**'} |`;
};

/** The roll's-life section of BENCHMARKS.md. */
export function rollLifeMarkdown(f: RollLifeFigures | undefined, electors: number): string[] {
  if (!f) return [];
  const L: string[] = [ROLL_LIFE_HEADING, ''];
  L.push(
    'Each scenario (marking votes, the revised roll, the messy revision) starts after a CHECKPOINT, so that the writes of the one before are on disk; the runs of a scenario follow each other without one.',
    '',
  );
  if (f.server)
    L.push(
      `The PostgreSQL server's settings: ${Object.entries(f.server)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}.`,
      '',
    );
  L.push(
    `A revised roll of the ${electors.toLocaleString('en-IN')} electors above (of every 100, by a hash of the EPIC: 5 moved to the next part, 2 left out, 2 new; revisedRollRows), imported as complete parts by \`importVoters\`. Target: applied at ≥ 30,000 rows/s.`,
    '',
  );
  L.push(...revisionTable(f.revisions, 'revised roll, applied', false));
  if (f.messy) {
    L.push(
      '',
      `A messy revision of the same roll, as campaigns receive them (generator messyRevisionRows; of every 100 electors: 2 deleted with the rest of their part renumbered from 1, 5 moved to the end of the next part, 2 new, 1 with an age of 150, no age or an unknown gender code; 1 in 1,000 of those who stay without their EPIC number), dry run then applied, then the original roll again. Target: applied at ≥ 30,000 rows/s, and after it no person twice and the held aggregates equal to a recount.`,
      '',
      ...revisionTable(f.messy.revisions, 'messy revision, applied', true),
      '',
      'The roll counted by SQL (`rollHealth`): live electors; EPIC numbers and (AC, part, serial) slots held by two live electors; electors whose slot (voter_slots) is missing or disagrees with their row (slot astray); live electors without EPIC (a row without EPIC matched to its person keeps the EPIC the roll had); rows of voter_names, voter_stats and voter_sections that differ from a recount of the live electors; voting centres whose voter count differs.',
      '',
      '| after | live | EPIC twice | slot twice | slot astray | without EPIC | aggregate rows differing | centre counts differing | |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---|',
      healthLine('the messy revision', f.messy.afterApplied),
      healthLine('the original again', f.messy.afterBack),
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
