// The PDF roll reader measured on generated parts: per-field accuracy on scans (and the share of
// fields wrong without a flag), the text PDFs' exactness, the same pages read whole by plain
// Tesseract (the anchor most tools use), time a page with native Tesseract and with tesseract.js,
// and the process's memory.
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { spawnSync } from 'node:child_process';
import { rollPdf, type RollPdfOptions } from '../server/roll/pdf/makeRoll';
import { scanPdf } from '../server/roll/pdf/scan';
import { readRoll, readPage } from '../server/roll/pdf/read';
import { closeOcr } from '../server/roll/pdf/ocrPage';
import { openPdf, pageImage } from '../server/roll/pdf/pdfjs';
import { pgm } from '../server/roll/pdf/pixels';
import { nativeAvailable } from '../server/roll/pdf/ocr';

export const ROLL_PDF_HEADING = '## Reading PDF rolls (generated scans)';

const GROUPS: Record<string, string[]> = {
  EPIC: ['EPIC_NO'],
  age: ['AGE'],
  gender: ['GENDER'],
  'full name': ['FM_NAME_V1', 'LASTNAME_V1'],
  "relative's name": ['RLN_FM_NM_V1', 'RLN_L_NM_V1'],
  house: ['C_HOUSE_NO'],
  serial: ['SLNOINPART'],
  deletion: ['STATUS'],
};

const HOW =
  "How the reader gets there: a page that prints Latin digits is read with Tesseract's Latin model before the Hindi or Marathi one (the Hindi model alone drops the 1s of ages, houses and header numbers), a page of Devanagari digits with its language's model alone; serials are read from inside their small box; a value is judged by its own words' confidence, and one below 92, and every age and house number, is read again with the other language's model and flagged when the two readings differ; the header and the cover are read twice so; a name with Latin letters in it, a relative's surname a letter off the elector's, a name word read once that differs only by a nasal dot from one read more often, and a cover's constituency name unlike the headers' are flagged.";

/** The issue's targets: the share of each group read right. */
const TARGETS: Record<string, number> = { EPIC: 99, age: 99, gender: 99, 'full name': 97, "relative's name": 95, house: 95, serial: 100, deletion: 100 };
/** Wrong and not flagged, at most this share of fields. */
const UNFLAGGED_TARGET = 0.5;

interface Tally {
  right: Record<string, [number, number]>;
  /** per group: rows with a field of the group wrong and not flagged */
  silent: Record<string, number>;
  fields: number;
  wrongUnflagged: number;
  flagged: number;
  pages: number;
  ms: number;
  anchorEpic: [number, number];
  anchorName: [number, number];
  anchorMs: number;
}

async function measure(o: RollPdfOptions, dpi: number, log: (l: string) => void, t: Tally) {
  const r = await rollPdf(o);
  const scan = await scanPdf(r.pdf, { dpi, seed: o.seed });
  const started = Date.now();
  const read = await readRoll(`${o.language}.pdf`, new Uint8Array(scan), { engine: 'native' }, (d, n) => log(`bench: roll-pdf ${o.language} page ${d}/${n}`));
  t.ms += Date.now() - started;
  t.pages += read.pages.length;
  read.rows.forEach((row, i) => {
    const truth = r.truth[i]?.fields ?? {};
    const review = row.REVIEW.split('|');
    for (const [g, cols] of Object.entries(GROUPS)) {
      const ok = cols.every((c) => (row[c as 'AGE'] ?? '') === (truth[c as 'AGE'] ?? ''));
      const silent = cols.some((c) => (row[c as 'AGE'] ?? '') !== (truth[c as 'AGE'] ?? '') && !review.includes(c));
      t.silent[g] = (t.silent[g] ?? 0) + (silent ? 1 : 0);
      const s = (t.right[g] ??= [0, 0]);
      s[0] += ok ? 1 : 0;
      s[1] += 1;
    }
    for (const c of Object.keys(truth)) {
      t.fields += 1;
      if (review.includes(c)) t.flagged += 1;
      else if ((row[c as 'AGE'] ?? '') !== truth[c as 'AGE']) t.wrongUnflagged += 1;
    }
  });
  // the anchor: each elector page read whole, EPICs and names looked for in its text
  const pdf = await openPdf(new Uint8Array(scan));
  for (let p = 2; p <= pdf.numPages; p++) {
    const img = (await pageImage(pdf, p))!;
    const a = Date.now();
    const out = spawnSync('tesseract', ['stdin', 'stdout', '-l', `${o.language}+eng`, '--psm', '6'], {
      input: pgm(img.gray),
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    t.anchorMs += Date.now() - a;
    const text = out.stdout.toString();
    for (const b of r.truth.filter((x) => x.page === p)) {
      t.anchorEpic[0] += text.includes(b.fields.EPIC_NO!) ? 1 : 0;
      t.anchorEpic[1] += 1;
      t.anchorName[0] += text.includes(`${b.fields.FM_NAME_V1} ${b.fields.LASTNAME_V1}`) ? 1 : 0;
      t.anchorName[1] += 1;
    }
  }
  await pdf.destroy();
  return scan;
}

/** One reading thread as the server on PGlite runs it (pdfJobs/thread.ts): a page posted, the page read posted back. */
function readingThread() {
  const w = new Worker(`require('tsx/cjs'); require(${JSON.stringify(path.join(__dirname, '../server/roll/pdfJobs/thread.ts'))});`, { eval: true });
  const read = (bytes: Uint8Array, page: number) =>
    new Promise<void>((resolve, reject) => {
      w.once('message', (m: { error?: string }) => (m.error ? reject(new Error(m.error)) : resolve()));
      w.postMessage({ bytes, page, options: { engine: 'native' } });
    });
  return { read, stop: () => w.terminate() };
}

/**
 * The same pages read by one reading thread and by two, handed out from one queue as a job's
 * pages are: the wall time of each (the threads warmed on a page first, as a running server's are).
 */
async function workersFigure(files: Uint8Array[], log: (l: string) => void): Promise<{ pages: number; ms: Record<1 | 2, number>; load: number[] }> {
  const tasks: Array<{ bytes: Uint8Array; page: number }> = [];
  for (const bytes of files) {
    const pdf = await openPdf(bytes.slice());
    for (let page = 1; page <= pdf.numPages; page++) tasks.push({ bytes, page });
    await pdf.destroy();
  }
  const ms = { 1: 0, 2: 0 } as Record<1 | 2, number>;
  const load: number[] = [];
  for (const n of [1, 2] as const) {
    const threads = Array.from({ length: n }, readingThread);
    await Promise.all(threads.map((t) => t.read(files[0], 1)));
    const queue = [...tasks];
    load.push(os.loadavg()[0]);
    const started = Date.now();
    await Promise.all(
      threads.map(async (t) => {
        for (let task = queue.shift(); task; task = queue.shift()) await t.read(task.bytes, task.page);
      }),
    );
    ms[n] = Date.now() - started;
    log(`bench: roll-pdf ${tasks.length} pages by ${n} reading thread(s) in ${(ms[n] / 1000).toFixed(1)} s`);
    await Promise.all(threads.map((t) => t.stop()));
  }
  return { pages: tasks.length, ms, load };
}

export async function rollPdfSection({ log }: { log: (l: string) => void }): Promise<string[]> {
  const started = new Date();
  const load0 = os.loadavg()[0];
  // other work on the machine (a load above its cores) makes the speed figures its, not the reader's
  const busy = load0 > os.cpus().length;
  if (!nativeAvailable()) return [ROLL_PDF_HEADING, '', 'Not measured: the native tesseract with hin, mar and eng is not installed here.'];
  const t: Tally = { right: {}, silent: {}, fields: 0, wrongUnflagged: 0, flagged: 0, pages: 0, ms: 0, anchorEpic: [0, 0], anchorName: [0, 0], anchorMs: 0 };
  let peak = 0;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
  // ROLL_PDF_ELECTORS=30 measures smaller parts (a page each) on a busy machine
  const electors = Math.max(1, Number(process.env.ROLL_PDF_ELECTORS ?? 60) || 60);
  const parts: Array<[RollPdfOptions, number]> = [
    [{ acno: 38, partNo: 201, electors, seed: 31, language: 'hin' }, 200],
    [{ acno: 37, partNo: 202, electors, seed: 32, language: 'mar' }, 300],
  ];
  let lastScan: Buffer | null = null;
  const scans: Uint8Array[] = [];
  for (const [o, dpi] of parts) {
    lastScan = await measure(o, dpi, log, t);
    scans.push(new Uint8Array(lastScan));
  }
  // ROLL_PDF_WORKERS=0 leaves out the one-and-two readers figure
  const workers = process.env.ROLL_PDF_WORKERS === '0' ? null : await workersFigure(scans, log);
  // text PDFs: every field exact
  let textWrong = 0;
  let textFields = 0;
  for (const [o] of parts) {
    const r = await rollPdf(o);
    const read = await readRoll('text.pdf', new Uint8Array(r.pdf));
    read.rows.forEach((row, i) => {
      for (const [c, v] of Object.entries(r.truth[i].fields)) {
        textFields += 1;
        if (row[c as 'AGE'] !== v) textWrong += 1;
      }
    });
  }
  // tesseract.js on one scanned page
  const jsStart = Date.now();
  await readPage(new Uint8Array(lastScan!), 2, { engine: 'js' });
  const jsMs = Date.now() - jsStart;
  await closeOcr();
  clearInterval(sample);
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
  const perPage = t.ms / t.pages / 1000;
  return [
    ROLL_PDF_HEADING,
    '',
    `Measured ${started.toISOString()} (\`npm run bench -- --only roll-pdf\`) on ${os.cpus().length} cores, load average ${load0.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end${busy ? ' (other work ran beside it)' : ''}. Two generated parts of ${electors} electors each (Hindi at 200 dpi, Marathi with Devanagari digits at 300 dpi), scanned with noise, a small turn and JPEG, DELETED stamps on about 5% of boxes.`,
    '',
    '| field | read right by this reader | target | wrong and not flagged |',
    '| --- | --- | --- | --- |',
    ...Object.entries(t.right).map(
      ([g, [a, b]]) =>
        `| ${g} | ${pct(a, b)} (${a}/${b}) | ${TARGETS[g] === 100 ? 'all' : `≥ ${TARGETS[g]}%`} ${(100 * a) / b >= TARGETS[g] ? 'met' : 'missed'} | ${t.silent[g] ?? 0} |`,
    ),
    '',
    `- Wrong and not flagged: ${pct(t.wrongUnflagged, t.fields)} of ${t.fields} fields (target ≤ ${UNFLAGGED_TARGET}%: ${(100 * t.wrongUnflagged) / t.fields <= UNFLAGGED_TARGET ? 'met' : 'missed'}); flagged for review: ${pct(t.flagged, t.fields)} (the cover's and header's values count once a row).`,
    `- Text PDFs of the same parts: ${textWrong} of ${textFields} fields wrong.`,
    `- Plain whole-page Tesseract (\`--psm 6 -l hin|mar+eng\`) on the same elector pages: EPIC found verbatim ${pct(...t.anchorEpic)}, full name found verbatim ${pct(...t.anchorName)}; ${(t.anchorMs / Math.max(1, t.anchorEpic[1] / 30) / 1000).toFixed(1)} s a page.`,
    `- Speed with native Tesseract (one thread a call): ${perPage.toFixed(1)} s a page (cover included), so a 35-page part would take about ${((perPage * 35) / 60).toFixed(1)} min on one core${busy ? ' under this load' : ''}.`,
    ...(workers
      ? [
          `- Two readers against one: the same ${workers.pages} scanned pages (both parts, covers included) read by one reading thread in ${(workers.ms[1] / 1000).toFixed(1)} s and by two in ${(workers.ms[2] / 1000).toFixed(1)} s: ${(workers.ms[1] / workers.ms[2]).toFixed(2)}x as fast (target ≥ 1.7x: ${workers.ms[1] / workers.ms[2] >= 1.7 ? 'met' : 'missed'}). Threads as the server on PGlite reads a job's pages (pdfJobs/thread.ts, one native Tesseract process at a time each), pages handed out from one queue; on PostgreSQL each \`npm run worker\` reads the same way. Load average ${workers.load.map((l) => l.toFixed(1)).join(' and ')} when each started${busy ? ": the cores were shared with other work, and the kernel shares a busy machine's CPU between sessions (autogroup), so two readers in one session get no more of it than one; the figure says nothing of two machines' or an idle machine's workers" : ''}.`,
        ]
      : []),
    `- tesseract.js (no native program): one scanned page in ${(jsMs / 1000).toFixed(1)} s, models loaded in that time.`,
    `- Memory: the reading process peaked at ${(peak / 1024 / 1024).toFixed(0)} MiB RSS.`,
    '',
    HOW,
    '',
  ];
}
