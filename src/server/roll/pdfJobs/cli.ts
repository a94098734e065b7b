// The command line's side of PDF rolls (npm run import:voters -- PART.pdf [MORE.pdf ...]): the files
// become one read job in the database, its pages are read (here and by any `npm run worker` on
// PostgreSQL; in worker threads on PGlite) under a progress bar, and the rows read come out as an
// ECI CSV for the import. Doubtful fields: imported as read only with acceptDoubts; otherwise the
// job waits for its review in the console.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/client';
import { text } from '../../text';
import { PdfProblem } from './checks';
import { doubtList, openPdfFile, sendFile, writeRows } from './jobs';
import { openPageQueue } from './queue';
import { createJob, jobCounts, readJobRow, type PdfJobOptions } from './store';

const bar = (fraction: number, width = 30) => {
  const done = Math.round(Math.max(0, Math.min(1, fraction)) * width);
  return '[' + '#'.repeat(done) + '-'.repeat(width - done) + ']';
};

const minutes = (s: number) => (s < 90 ? `${Math.round(s)} s` : `${Math.round(s / 60)} min`);

export class PdfCliError extends Error {}

/**
 * Reads the PDF files into a CSV of the importer's columns; null when doubtful fields wait for
 * their review in the console (the job's id is printed).
 */
export async function readPdfRolls(
  database: Database,
  tenantId: number,
  files: string[],
  opts: { acno?: number; options: Omit<PdfJobOptions, 'parts'>; acceptDoubts: boolean; createdBy: number | null },
): Promise<{ csv: string; unfixed: number } | null> {
  const parts: Array<{ fileNo: number; name: string; pages: number; bytes: Uint8Array }> = [];
  for (const [fileNo, file] of files.entries()) {
    const bytes = fs.readFileSync(file);
    try {
      const { pages } = await openPdfFile(bytes);
      parts.push({ fileNo, name: path.basename(file), pages, bytes });
    } catch (e) {
      if (e instanceof PdfProblem) throw new PdfCliError(`${path.basename(file)}: ${text(e.key, e.values)}`);
      throw e;
    }
  }
  const id = crypto.randomUUID();
  await createJob(database, tenantId, { id, acno: opts.acno ?? null, options: { ...opts.options, parts: parts.length }, createdBy: opts.createdBy }, parts);
  const queue = await openPageQueue(database, { concurrency: os.availableParallelism() });
  try {
    for (const p of parts) await sendFile(queue, tenantId, id, p.fileNo, p.pages);
    const total = parts.reduce((n, p) => n + p.pages, 0);
    const started = Date.now();
    const tty = process.stderr.isTTY;
    for (;;) {
      const [job, c] = await Promise.all([readJobRow(database, tenantId, id), jobCounts(database, tenantId, id)]);
      const spent = (Date.now() - started) / 1000;
      const left = c.pagesRead ? (spent / c.pagesRead) * (total - c.pagesRead) : null;
      const line = `${bar(c.pagesRead / total)} ${c.pagesRead}/${total} pages  ${c.electors} electors  ${c.doubts} doubtful${left != null && c.pagesRead < total ? `  ${minutes(left)} left` : ''}`;
      if (tty) process.stderr.write('\r' + line.padEnd(100));
      if (job!.state !== 'reading') {
        process.stderr.write(tty ? '\n' : line + '\n');
        if (job!.state === 'failed') throw new PdfCliError(text(job!.failure?.key ?? 'error.server', job!.failure?.values));
        break;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await queue.stop();
  }
  const unreviewed = (await doubtList(database, tenantId, id)).length;
  if (unreviewed && !opts.acceptDoubts) {
    console.log(
      `Read job ${id}: ${unreviewed} doubtful fields wait for review in the console (Import Voter Roll); --accept-doubts imports them as read, as warnings.`,
    );
    return null;
  }
  const csv = path.join(os.tmpdir(), `roll-pdf-${id}.csv`);
  const { unfixed } = await writeRows(database, tenantId, id, csv);
  return { csv, unfixed };
}
