// npm run bench -- [--scale 1] [--only postgres|pglite|roll-life|load|client|paper|field] [--skip client,paper,field] [--runs 30] [--reuse] [--rewrite]
//                   [--import-only] [--out BENCHMARKS.md] [--load-seconds 8 (0: no load section)] [--mixed-seconds 60] [--client-runs 5 (0: no console section)]
//
// Measures the voter roll at the sizes its targets are set for and writes BENCHMARKS.md:
// - PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_voters,
//   recreated each run): 2,000,000 generated electors in 8 constituencies of one tenant.
// - PGlite (embedded, in a data folder under data/bench/): 300,000 electors in one constituency.
// The rolls are generated once as ECI CSV files under data/bench/ (reused when present) and
// imported with the importer, as `npm run import:voters` would. Every API figure is measured
// through the real routes (app.inject: validation, guard, SQL, JSON), after a warm-up.
// Then the sections that measure on their own (sections.ts: the console in chromium, the printed
// papers, the field app); --only <name> runs one of them alone and rewrites only its section,
// --skip leaves some out of a whole run. A section a run did not measure (or that failed) is kept
// from the file it replaces, with the date it was measured on.
// --scale 0.1 runs a tenth of the sizes quickly; --scale 5 is the bigger roll (PostgreSQL only:
// 10,000,000 electors in five constituencies; its section of BENCHMARKS.md is rewritten alone and
// kept by the other runs); --reuse keeps an already imported PostgreSQL
// database (the import is then not measured); --rewrite writes the report again from the last
// run's figures (data/bench/last-results.json); --import-only measures the import alone and prints
// its rate (BENCHMARKS.md untouched); --only roll-life runs the roll's life on PostgreSQL alone
// (marking votes, the revisions) and rewrites only its section; --only load runs the load section
// of both databases alone (PostgreSQL's bench database kept when it holds the roll) and rewrites
// only its section. Each database runs in its own
// child process so the PGlite server's memory is its own.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_DIR, Kind, ROOT } from './benchData';
import { LoadTimes, phase, PhaseResult } from './benchPhase';
import { biggerLines, checkText, cpuCheck, failedSection, keepSections, markdown, sectionOf, withSection } from './benchReport';
import { BIGGER_HEADING, ROLL_LIFE_HEADING } from './headings';
import { rollLifeMarkdown } from './rollLife';
import { SECTIONS, sectionNamed } from './sections';
import { loadMarkdown } from './load';

async function runChild(
  kind: Kind,
  scale: number,
  runs: number,
  reuse: boolean,
  importOnly: boolean,
  loadTimes: LoadTimes,
  rollLifeOnly = false,
  loadOnly = false,
): Promise<PhaseResult> {
  const result = path.join(os.tmpdir(), `bench-${kind}-${process.pid}.json`);
  const args = [require.resolve('tsx/cli'), __filename, '--phase', kind, '--scale', String(scale), '--runs', String(runs), '--result', result];
  args.push('--load-seconds', String(loadTimes.seconds), '--mixed-seconds', String(loadTimes.mixedSeconds));
  if (reuse) args.push('--reuse');
  if (importOnly) args.push('--import-only');
  if (rollLifeOnly) args.push('--roll-life-only');
  if (loadOnly) args.push('--load-only');
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'], env: process.env });
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`bench: the ${kind} phase failed (exit ${code})`);
  const out = JSON.parse(fs.readFileSync(result, 'utf8')) as PhaseResult;
  fs.rmSync(result, { force: true });
  return out;
}

/** Every section another run writes: a run that did not measure one keeps it as it was. */
const KEPT = [...SECTIONS.map((s) => s.heading), BIGGER_HEADING];
const log = (line: string) => process.stderr.write(line + '\n');
const readOld = (out: string) => (fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : null);

const OPTIONS = {
  scale: { type: 'string' },
  only: { type: 'string' },
  skip: { type: 'string' },
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
  'load-only': { type: 'boolean' },
} as const;
type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

/** The roll's life alone (its section rewritten, the rest kept): after a change to the importer, without the hour of the whole run. */
async function rollLifeAlone(out: string, runs: number, reuse: boolean, loadTimes: LoadTimes) {
  // The speed check before and after: this virtual machine's speed drifts between sessions and
  // within an hour, and the roll's figures with it.
  const checks = [cpuCheck()];
  const r = await runChild('postgres', 1, runs, reuse, false, loadTimes, true);
  checks.push(cpuCheck());
  const old = fs.readFileSync(out, 'utf8');
  const note = `Measured alone (\`npm run bench -- --only roll-life\`) on ${new Date().toISOString()}; load average at the end ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')}; machine speed check (as the whole run's) before / after: ${checks.map(checkText).join(' / ')}.`;
  const section = rollLifeMarkdown(r.rollLife, r.rows);
  section.splice(2, 0, note, '');
  // --load-seconds 0: the votes were not marked this time; the last figures that were stay.
  if (!r.rollLife?.marks.length) {
    const kept = (sectionOf(old, ROLL_LIFE_HEADING) ?? []).filter((l) => l.startsWith('Marking votes'));
    if (kept.length) section.splice(section.length - 1, 0, '', 'Kept from the last run that marked votes:', ...kept.flatMap((l) => ['', l]));
  }
  fs.writeFileSync(out, withSection(old, ROLL_LIFE_HEADING, section));
  console.log(`bench: wrote the roll's life section of ${out}`);
}

/**
 * The load section alone (its section rewritten, the rest kept): both databases' figures under
 * load, without their single-user figures or the roll's life. PostgreSQL keeps its bench
 * database when it holds the roll; PGlite imports its roll again.
 */
async function loadAlone(out: string, runs: number, loadTimes: LoadTimes) {
  const started = new Date();
  const avg = () =>
    os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(', ');
  const before = avg();
  const results: PhaseResult[] = [];
  for (const kind of ['pglite', 'postgres'] as Kind[]) {
    log(`bench: ${kind}, load only`);
    results.push(await runChild(kind, 1, runs, kind === 'postgres', false, loadTimes, false, true));
  }
  const note = `Measured alone (\`npm run bench -- --only load\`) from ${started.toISOString()} to ${new Date().toISOString()}; load average (1, 5, 15 min) ${before} at the start and ${avg()} at the end, on ${os.cpus().length} cores shared with other work: a ratio to the anchor of the same run is the figure.`;
  const section = ['## Under load', '', note, '', ...results.flatMap((r) => loadMarkdown(r.kind, r.load ?? []))];
  fs.writeFileSync(out, withSection(fs.readFileSync(out, 'utf8'), '## Under load', section));
  console.log(`bench: wrote the load section of ${out}`);
}

/** The sections of sections.ts a whole run measures, each one's lines by heading (a failure keeps the last figures). */
async function sectionsOfRun(values: Values, old: string | null, started: Date): Promise<Map<string, string[]>> {
  const skip = new Set((values.skip ?? '').split(',').filter(Boolean));
  const clientRuns = Number(values['client-runs'] ?? 5);
  if (clientRuns <= 0) skip.add('client');
  const lines = new Map<string, string[]>();
  for (const s of SECTIONS) {
    if (skip.has(s.name)) continue;
    log(`bench: ${s.name}`);
    // the database figures are written whatever becomes of a section
    const written = await s.run({ runs: s.name === 'client' ? clientRuns : undefined, log }).catch((e: unknown) => {
      log(`bench: the ${s.name} section failed: ${String(e)}`);
      return failedSection(old, s.heading, started, e);
    });
    lines.set(s.heading, written);
  }
  return lines;
}

/** The databases' phases (both, or the one of --only), then the sections, into one report. */
async function wholeRun(values: Values, out: string, scale: number, runs: number, loadTimes: LoadTimes) {
  const started = new Date();
  const before = cpuCheck();
  log(`bench: machine speed check: ${checkText(before)}`);
  const kinds: Kind[] = scale > 1 ? ['postgres'] : values.only === 'postgres' || values.only === 'pglite' ? [values.only] : ['pglite', 'postgres'];
  const results: PhaseResult[] = [];
  for (const k of kinds) {
    log(`bench: ${k}`);
    results.push(await runChild(k, scale, runs, !!values.reuse, !!values['import-only'], loadTimes));
  }
  if (values['import-only']) {
    for (const r of results)
      console.log(`bench: ${r.kind} import ${r.import!.rows} rows in ${r.import!.seconds.toFixed(1)} s = ${Math.round(r.import!.rowsPerSecond)} rows/s`);
    console.log(`bench: machine speed check before: ${checkText(before)}; after: ${checkText(cpuCheck())}`);
    return;
  }
  const old = readOld(out);
  const sections = values.only || scale > 1 ? new Map<string, string[]>() : await sectionsOfRun(values, old, started);
  const checks = [before, cpuCheck()];
  const seconds = (Date.now() - started.getTime()) / 1000;
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  if (scale > 1) {
    const lines = biggerLines(results[0], { scale, runs, started, seconds, cpuCheck: checks });
    fs.writeFileSync(out, withSection(old ?? '# Benchmarks\n', BIGGER_HEADING, lines));
  } else {
    const report = { results, scale, runs, started: started.toISOString(), seconds, loadavg: os.loadavg(), cpuCheck: checks };
    fs.writeFileSync(path.join(BENCH_DIR, 'last-results.json'), JSON.stringify(report));
    let text = markdown(results, { scale, runs, started, seconds, loadavg: report.loadavg, cpuCheck: checks });
    for (const [heading, lines] of sections) text = withSection(text, heading, lines);
    fs.writeFileSync(out, keepSections(old, text, KEPT));
  }
  console.log(`bench: wrote ${path.relative(process.cwd(), out) || out}`);
}

async function main() {
  const { values } = parseArgs({ options: OPTIONS });
  const loadTimes: LoadTimes = { seconds: Number(values['load-seconds'] ?? 8), mixedSeconds: Number(values['mixed-seconds'] ?? 60) };
  const scale = values.scale ? Number(values.scale) : 1;
  if (!((scale > 0 && scale <= 1) || scale === 5)) throw new Error('bench: --scale must be in (0, 1], or 5 (the bigger roll)');
  if (scale > 1) loadTimes.seconds = 0;
  const runs = values.runs ? Math.max(5, Number(values.runs)) : 30;
  if (values.phase) {
    const r = await phase(
      values.phase as Kind,
      scale,
      runs,
      !!values.reuse,
      !!values['import-only'],
      loadTimes,
      !!values['roll-life-only'],
      !!values['load-only'],
    );
    fs.writeFileSync(values.result!, JSON.stringify(r));
    return;
  }
  const out = values.out ?? path.join(ROOT, 'BENCHMARKS.md');
  if (values.rewrite) {
    // The report again from the last run's figures (after a change to its wording).
    const last = JSON.parse(fs.readFileSync(path.join(BENCH_DIR, 'last-results.json'), 'utf8'));
    const text = markdown(last.results, {
      scale: last.scale,
      runs: last.runs,
      started: new Date(last.started),
      seconds: last.seconds,
      loadavg: last.loadavg,
      cpuCheck: last.cpuCheck,
    });
    fs.writeFileSync(out, keepSections(readOld(out), text, KEPT));
    console.log(`bench: rewrote ${out} from the run of ${last.started}`);
    return;
  }
  const alone = sectionNamed(values.only);
  if (alone) {
    const runsAsked = alone.name === 'client' ? (values['client-runs'] ?? values.runs) : values.runs;
    const lines = await alone.run({ runs: runsAsked ? Number(runsAsked) : undefined, log });
    fs.writeFileSync(out, withSection(readOld(out) ?? '# Benchmarks\n', alone.heading, lines));
    console.log(`bench: wrote the ${alone.name} section of ${out}`);
    return;
  }
  if (values.only === 'roll-life') return rollLifeAlone(out, runs, !!values.reuse, loadTimes);
  if (values.only === 'load') return loadAlone(out, runs, loadTimes);
  if (values.only && values.only !== 'postgres' && values.only !== 'pglite')
    throw new Error(`bench: --only ${values.only}: none such (postgres, pglite, roll-life, load, ${SECTIONS.map((s) => s.name).join(', ')})`);
  await wholeRun(values, out, scale, runs, loadTimes);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
