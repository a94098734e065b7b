// BENCHMARKS.md: the machine's speed check, each database's section and the sections other runs keep.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { DETAILS_PERCENT, TARGET_TERMS } from './benchData';
import { Figure, ms, pct } from './apiFigures';
import { PhaseResult } from './benchPhase';
import { BIGGER_HEADING } from './headings';
import { loadMarkdown } from './load';
import { rollLifeMarkdown } from './rollLife';

/**
 * The machine's speed right now, in ms: a fixed integer loop, and 3×10⁷ random reads over 128 MB
 * (the slow phases of this virtual machine are mostly memory: the same import has taken its Node
 * process 18 and 52 CPU seconds on one afternoon, while the loop moved by a few per cent).
 */
export function cpuCheck(): { loopMs: number; memoryMs: number } {
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
export const checkText = (c: { loopMs: number; memoryMs: number }) => `loop ${c.loopMs} ms, memory ${c.memoryMs} ms`;

export function markdown(
  results: PhaseResult[],
  opts: {
    scale: number;
    runs: number;
    started: Date;
    seconds: number;
    loadavg: number[];
    cpuCheck?: Array<{ loopMs: number; memoryMs: number }>;
  },
): string {
  const cpus = os.cpus();
  const L: string[] = [];
  L.push('# Benchmarks', '');
  L.push('Written by `npm run bench` (src/bench/bench.ts). Do not edit by hand; run it again.', '');
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
  L.push('## How the figures are reached', '');
  L.push('How the name search, the reports and the importer reach these figures, and what was tried and dropped: docs/search-and-import.md.');
  L.push('');
  return L.join('\n');
}

/** The --scale 5 run's section: when it ran, its targets and its figures. */
export function biggerLines(
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
export function sectionAt(lines: string[], heading: string): [number, number] | null {
  const at = lines.findIndex((l) => l === heading || (l.startsWith('## ') && l.replace(/ \([^)]*\)/g, '') === heading));
  if (at < 0) return null;
  const end = lines.findIndex((l, i) => i > at && l.startsWith('## '));
  return [at, end < 0 ? lines.length : end];
}

/** text with the section under `heading` replaced by `section` (or added before the closing one); none: removed. */
export function withSection(text: string, heading: string, section: string[] | null): string {
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

/**
 * The new report with the sections under `headings` that it lacks taken from the old one: the
 * figures of a section this run did not measure stay, with the date they were measured on.
 */
export function keepSections(old: string | null, fresh: string, headings: string[]): string {
  if (!old) return fresh;
  let text = fresh;
  for (const h of headings) {
    if (sectionAt(text.split('\n'), h)) continue;
    const kept = sectionOf(old, h);
    if (kept) text = withSection(text, h, kept);
  }
  return text;
}

/** A section that failed in this run: its last figures (if any) under a line saying so. */
export function failedSection(old: string | null, heading: string, started: Date, error: unknown): string[] {
  const note = `Not measured by the run of ${started.toISOString()}: ${String(error).split('\n')[0]}`;
  const kept = old ? sectionOf(old, heading) : null;
  if (!kept) return [heading, '', `${note}.`, ''];
  return [heading, '', `${note}; the figures below are from its last run.`, ...kept.slice(1)];
}

/** The section under `heading` of text (under the heading as it is written today), or null. */
export function sectionOf(text: string, heading: string): string[] | null {
  const lines = text.split('\n');
  const at = sectionAt(lines, heading);
  return at && [heading, ...lines.slice(at[0] + 1, at[1])];
}

/** One database's section: its dataset, import and figure tables under headings of level h. */
export function phaseLines(r: PhaseResult, scale: number, h: string): string[] {
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
