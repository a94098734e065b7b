// npm run import:voters -- [FILE] --tenant ID [--supplement] [--dry-run] [--allow-removals] [--acno N] [--delete-list FILE [--reason TEXT]] [--batch N] [--errors FILE]
// npm run import:voters -- PART.pdf [MORE.pdf ...] --tenant ID [--acno N] [--language hin|mar] [--accept-doubts] [the options above]
// Imports an ECI roll (CSV or XLSX) into a tenant, with a progress bar. PDF rolls (a
// constituency's parts, one job) are read first, with a progress bar of their own (pdfJobs/cli.ts);
// their doubtful fields wait for review in the console unless --accept-doubts imports them as read. Uses DATABASE_URL, or
// the PGlite data folder DATA_DIR (stop the server first: PGlite is single-process).
// --allow-removals: a complete revision may remove more than a tenth of a part's electors.
// --acno N: the file is the roll of constituency N; a row of another AC is refused.
// --edition-kind draft|final|supplement, --roll-date, --qualifying-date (YYYY-MM-DD): the edition the
// import makes of each part, as the console's upload form names it (unset: editions/record.ts's defaults).
// --delete-list: a file of EPIC numbers to take off the roll, one a line, each with its reason
// after a comma (or --reason for all); alone (without a roll FILE) it changes nothing else.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { tenants } from '../db/schema';
import { ImportBlocked, importVoters, type ImportProgress, type ImportSummary } from '../roll/importer';
import { fileSource, RollFormatError, splitCsv, type RollSource } from '../roll/readers';
import { PdfCliError, readPdfRolls } from '../roll/pdfJobs/cli';
import { ValidationError } from 'yup';
import { importEditionSchema } from '../../shared/schemas/editions';
import { editionOf } from '../domains/editions/record';
import { text } from '../text';

const fmt = (n: number) => n.toLocaleString('en-IN');

function bar(fraction: number, width = 30) {
  const done = Math.round(Math.max(0, Math.min(1, fraction)) * width);
  return '[' + '#'.repeat(done) + '-'.repeat(width - done) + ']';
}

const USAGE =
  'usage: npm run import:voters -- [FILE | PART.pdf MORE.pdf ...] --tenant ID [--supplement] [--dry-run] [--allow-removals] [--acno N] [--delete-list FILE [--reason TEXT]] [--batch N] [--errors FILE] [--language hin|mar] [--accept-doubts] [--edition-kind draft|final|supplement] [--roll-date YYYY-MM-DD] [--qualifying-date YYYY-MM-DD]';

/** The command line read and checked; a wrong one ends the process with status 2. */
function readArgs() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      tenant: { type: 'string' },
      batch: { type: 'string' },
      errors: { type: 'string' },
      supplement: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      'allow-removals': { type: 'boolean' },
      acno: { type: 'string' },
      'delete-list': { type: 'string' },
      reason: { type: 'string' },
      language: { type: 'string' },
      'accept-doubts': { type: 'boolean' },
      'edition-kind': { type: 'string' },
      'roll-date': { type: 'string' },
      'qualifying-date': { type: 'string' },
    },
  });
  const pdfs = positionals.length > 0 && positionals.every((p) => /\.pdf$/i.test(p)) ? positionals : null;
  const file: string | undefined = positionals[0];
  const listFile = values['delete-list'];
  if ((!file && !listFile) || !values.tenant || !/^\d+$/.test(values.tenant) || (values.acno !== undefined && !/^[1-9]\d{0,3}$/.test(values.acno))) {
    console.error(USAGE);
    process.exit(2);
  }
  for (const f of [...(pdfs ?? [file]), listFile]) {
    if (f && !fs.existsSync(f)) {
      console.error(`import:voters: no such file ${f}`);
      process.exit(2);
    }
  }
  // the edition's kind and dates by the upload form's own rule
  const editionFields = { edition_kind: values['edition-kind'], roll_date: values['roll-date'], qualifying_date: values['qualifying-date'] };
  try {
    importEditionSchema.validateSync(editionFields, { abortEarly: false });
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    for (const err of e.inner) console.error(`import:voters: --${String(err.path).replace('_', '-')}: ${text(err.message)}`);
    process.exit(2);
  }
  return { values, pdfs, file, listFile, editionFields, tenantId: Number(values.tenant) };
}

type Args = ReturnType<typeof readArgs>;

/** EPIC[,REASON] a line; a header line (EPIC_NO,REASON) and empty lines are skipped. */
function readDeletions(listFile: string, defaultReason: string | undefined) {
  return fs
    .readFileSync(listFile, 'utf8')
    .split(/\r?\n/)
    .map((l) => splitCsv(l.replace(/^\uFEFF/, '')))
    .filter(([epic]) => epic?.trim() && !/^EPIC/i.test(epic.trim()))
    .map(([epic, reason]) => ({ epic, reason: reason?.trim() || defaultReason || null }));
}

/** The PDF rolls read into a CSV of their rows; null when the job waits for its review in the console. */
function readPdfs(database: Database, args: Args, pdfs: string[], createdBy: number | null) {
  const { values, tenantId } = args;
  return readPdfRolls(database, tenantId, pdfs, {
    ...(values.acno ? { acno: Number(values.acno) } : {}),
    options: {
      mode: values.supplement ? 'supplement' : 'complete',
      dryRun: !!values['dry-run'],
      allowRemovals: !!values['allow-removals'],
      language: (['hin', 'mar', 'eng'] as const).find((l) => l === values.language) ?? 'auto',
    },
    acceptDoubts: !!values['accept-doubts'],
    createdBy,
  });
}

/** The progress bar on stderr: redrawn at most every 200 ms on a terminal, once at the end elsewhere. */
function progressBar(source: Pick<RollSource, 'progress'>) {
  const started = Date.now();
  const tty = process.stderr.isTTY;
  let last = 0;
  return (p: ImportProgress, final = false) => {
    const now = Date.now();
    if (!final && now - last < 200) return;
    last = now;
    const prog = source.progress?.();
    const fraction = prog && prog.total ? prog.done / prog.total : 0;
    const rate = p.rows / Math.max(0.001, (now - started) / 1000);
    const line = `${bar(final ? 1 : fraction)} ${Math.round((final ? 1 : fraction) * 100)}%  ${fmt(p.rows)} rows  ${fmt(Math.round(rate))} rows/s  ${fmt(p.rejected)} rejected`;
    if (tty) process.stderr.write('\r' + line.padEnd(100));
    else if (final) process.stderr.write(line + '\n');
  };
}

/** What the import did: its counts, the parts it empties, clashes, warnings, samples and (the first) refused rows. */
function printSummary(summary: ImportSummary, shown: string, tenantId: number, errorsFile: string | undefined) {
  console.log(
    `${summary.dryRun ? 'Dry run (nothing changed) of' : 'Imported'} ${shown} into tenant ${tenantId} in ${summary.seconds.toFixed(1)} s` +
      ` (${summary.mode === 'supplement' ? 'a supplement' : 'complete parts'}): ` +
      `${fmt(summary.rows)} rows read, ${fmt(summary.inserted)} added, ${fmt(summary.moved)} moved, ${fmt(summary.updated)} updated, ` +
      `${fmt(summary.removed)} removed from the roll, ${fmt(summary.restored)} restored, ${fmt(summary.unchanged)} unchanged, ` +
      `${fmt(summary.rejected)} rejected, ${fmt(summary.warned)} warnings, ${fmt(summary.held)} held for review; ` +
      `${fmt(summary.parts)} parts of AC ${summary.acnos.join(', ')}.`,
  );
  if (summary.withoutEpic) console.log(`  ${fmt(summary.withoutEpic)} rows had no EPIC number: they were matched as a person within their part.`);
  for (const p of summary.largeRemovals) {
    console.log(
      `  part ${p.partno} of AC ${p.acno} loses ${fmt(p.removed)} of its ${fmt(p.live)} electors` +
        (summary.dryRun ? ' (more than a tenth: applying needs --allow-removals)' : ' (allowed by --allow-removals)'),
    );
  }
  for (const c of summary.clashes) console.log(`  CLASH line ${c.line}: ${c.reason}`);
  for (const w of summary.warnings.slice(0, 20)) console.log(`  WARNING line ${w.line}, ${w.column}: ${w.reason}`);
  if (summary.warned > 20) console.log(`  ... and ${fmt(summary.warned - 20)} more warnings`);
  for (const x of summary.samples) {
    const from = x.from ? ` (was part ${x.from.partno}, serial ${x.from.slnoinpart})` : '';
    console.log(`  ${x.kind.padEnd(8)} part ${x.partno}, serial ${x.slnoinpart}: ${x.name}${x.epic ? ` ${x.epic}` : ''}${from}`);
  }
  if (summary.errors.length) printRefused(summary, errorsFile);
}

/** The first refused rows; with --errors, every row kept written to that file as a CSV. */
function printRefused(summary: ImportSummary, errorsFile: string | undefined) {
  for (const e of summary.errors.slice(0, 20)) console.log(`  line ${e.line}: ${e.reason}`);
  if (summary.rejected > 20) console.log(`  ... and ${fmt(summary.rejected - 20)} more${errorsFile ? '' : ' (--errors FILE lists them)'}`);
  if (!errorsFile) return;
  fs.writeFileSync(errorsFile, 'line,column,reason\n' + summary.errors.map((e) => `${e.line},${e.column},"${e.reason.replace(/"/g, '""')}"`).join('\n') + '\n');
  console.log(`  rejected rows written to ${errorsFile}${summary.rejected > summary.errors.length ? ` (the first ${fmt(summary.errors.length)})` : ''}`);
}

/** Why the import stopped: the clashes that blocked it, a file it could not read, or the stack. */
function printFailure(e: unknown) {
  if (process.stderr.isTTY) process.stderr.write('\n');
  if (e instanceof ImportBlocked) {
    console.error(`import:voters: ${e.message}`);
    for (const c of e.clashes) console.error(`  line ${c.line}: ${c.reason}`);
    if (e.largeRemovals.length) console.error('  (--allow-removals applies it anyway)');
  } else console.error(`import:voters: ${e instanceof RollFormatError || e instanceof PdfCliError ? e.message : (e as Error).stack}`);
}

async function main() {
  const args = readArgs();
  const { values, pdfs, listFile, editionFields, tenantId } = args;
  let file = args.file;
  const deletions = listFile ? readDeletions(listFile, values.reason) : undefined;
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pg') });
  try {
    const [tenant] = await database.db.select().from(tenants).where(eq(tenants.id, tenantId));
    if (!tenant || tenant.deleted_at || tenantId === 1) {
      console.error(`import:voters: there is no organisation with tenant id ${tenantId}`);
      process.exitCode = 2;
      return;
    }
    let pdfRows: { csv: string; unfixed: number } | null = null;
    if (pdfs) {
      pdfRows = await readPdfs(database, args, pdfs, tenant.admin_id ?? null);
      // the job waits for its review in the console
      if (!pdfRows) return;
      file = pdfRows.csv;
    }
    const shown = pdfs ? pdfs.map((p) => path.basename(p)).join(', ') : path.basename(file ?? listFile!);
    const source = file ? fileSource(file) : { records: [], progress: undefined };
    const show = progressBar(source);
    const summary = await importVoters(database, { tenantId, userId: tenant.admin_id ?? null }, source.records, {
      source: shown,
      batchSize: values.batch && /^\d+$/.test(values.batch) ? Math.max(100, Number(values.batch)) : undefined,
      maxErrors: values.errors ? 1_000_000 : 1000,
      onProgress: (p) => show(p),
      // A deletion list alone holds no part: it removes only whom it names.
      mode: values.supplement || !file ? 'supplement' : 'complete',
      deletions,
      dryRun: !!values['dry-run'],
      allowRemovals: !!values['allow-removals'],
      ...(values.acno ? { acno: Number(values.acno) } : {}),
      ...editionOf(editionFields),
    });
    show(summary, true);
    if (process.stderr.isTTY) process.stderr.write('\n');
    if (pdfRows) {
      fs.rmSync(pdfRows.csv, { force: true });
      if (pdfRows.unfixed) console.log(`  WARNING ${fmt(pdfRows.unfixed)} doubtful fields of the PDF rolls were imported as read (--accept-doubts)`);
    }
    printSummary(summary, shown, tenantId, values.errors);
  } catch (e) {
    printFailure(e);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main();
