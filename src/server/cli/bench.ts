// npm run bench -- [--scale 1] [--only postgres|pglite|client|roll-life|paper|field] [--runs 30] [--reuse] [--rewrite] [--import-only] [--out BENCHMARKS.md]
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
// papers (slips, walk sheet, a report's table as PDF) and rewrites only theirs; --only field the
// field app (a phone in chromium, and 50 phones' queues on PostgreSQL) and only its section. Each database runs in its own child process so
// the PGlite server's memory is its own.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_DIR, benchUrl, Kind, ROOT } from './benchData';
import { LoadTimes, phase, PhaseResult } from './benchPhase';
import { BIGGER_HEADING, biggerLines, checkText, cpuCheck, markdown, sectionOf, withSection } from './benchReport';
import { clientSection, type ClientFigures } from './clientFigures';
import { PAPER_HEADING, paperFigures, paperMarkdown } from './paperFigures';
import { FIELD_HEADING, fieldMarkdown, phoneFigures, serverFigure } from './fieldFigures';
import { ROLL_LIFE_HEADING, rollLifeMarkdown } from './rollLife';

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
  if (values.only === 'field') {
    // The field app alone: the phone in chromium and the server taking 50 phones' queues on
    // PostgreSQL (a database of its own beside the roll's), its section rewritten.
    const started = new Date();
    const log = (line: string) => process.stderr.write(line + '\n');
    log('bench: the field app on a phone');
    const figures = await phoneFigures(values.runs ? Math.max(1, Number(values.runs)) : 3, log);
    log('bench: the field app: 50 phones syncing at once on PostgreSQL');
    const url = new URL(benchUrl(1));
    url.pathname += '_field';
    figures.server = await serverFigure(url.toString(), log);
    const out = values.out ?? path.join(ROOT, 'BENCHMARKS.md');
    fs.writeFileSync(out, withSection(fs.readFileSync(out, 'utf8'), FIELD_HEADING, fieldMarkdown(figures, started, os.loadavg())));
    console.log(`bench: wrote the field app's section of ${out}`);
    return;
  }
  if (values.only === 'roll-life') {
    // The roll's life alone (its section of BENCHMARKS.md rewritten, the rest kept): after a
    // change to the importer, without the hour of the whole run.
    // The speed check before and after: this virtual machine's speed drifts between sessions and
    // within an hour, and the roll's figures with it.
    const checks = [cpuCheck()];
    const r = await runChild('postgres', 1, runs, !!values.reuse, false, loadTimes, true);
    checks.push(cpuCheck());
    const out = values.out ?? path.join(ROOT, 'BENCHMARKS.md');
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
