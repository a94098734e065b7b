// A PDF read job from its files to the rows the importer takes: the files checked and stored,
// their pages given to the queue, the job's progress, its doubtful fields and their fixes (audited),
// then the rows of every part with the fixes in, written as an ECI CSV for the roll's importer.
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { sql, type Database } from '../../db/client';
import { inTransaction, insertRow, updateRow, type Actor } from '../../db/audit';
import { pdfReadCorrections } from '../../db/schema';
import { message } from '../../http';
import { ECI_COLUMNS, READ_COLUMNS, type EciColumn, type EciRecord } from '../eci';
import type { ElectorRead, PageRead } from '../pdf/types';
import type { RollPdfDoubt, RollPdfJob } from '../../../shared/api/rollPdf';
import { checkPages, checkPdfBytes, PdfProblem } from './checks';
import type { PageQueue } from './queue';
import { pdfReader } from './reader';
import { jobCounts, jobFiles, pagesRead, readJobRow, type PdfJobRow } from './store';

/** Checks a file and counts its pages; a PdfProblem when it is no roll to read. */
export async function openPdfFile(bytes: Uint8Array): Promise<{ pages: number; textLayer: boolean }> {
  checkPdfBytes(bytes);
  let opened: { pages: number; textLayer: boolean };
  try {
    opened = await pdfReader().open(bytes);
  } catch (e) {
    if (e instanceof PdfProblem) throw e;
    // the reader's own refusal names its key; anything else it could not parse
    const key = (e as { key?: string }).key;
    throw new PdfProblem(typeof key === 'string' ? key : 'rollPdf.error.notPdf');
  }
  checkPages(opened.pages);
  return opened;
}

/** Every page of a file to the queue. */
export async function sendFile(queue: PageQueue, tenantId: number, jobId: string, fileNo: number, pages: number) {
  await queue.send(Array.from({ length: pages }, (_, i) => ({ tenantId, jobId, fileNo, page: i + 1 })));
}

/** The job as the console shows it. */
export async function jobView(database: Database, tenantId: number, job: PdfJobRow): Promise<RollPdfJob> {
  const [files, counts, [fixed]] = await Promise.all([
    jobFiles(database, tenantId, job.id),
    jobCounts(database, tenantId, job.id),
    database.rows<{ n: number }>(sql`select count(*)::int as n from pdf_read_corrections where tenant_id = ${tenantId} and job_id = ${job.id}`),
  ]);
  let secondsLeft: number | null = null;
  if (job.state === 'reading' && counts.pagesRead >= 2 && counts.firstAt && counts.lastAt) {
    const spent = (Date.parse(counts.lastAt) - Date.parse(counts.firstAt)) / 1000;
    const pace = spent / (counts.pagesRead - 1);
    secondsLeft = Math.round(pace * (job.pages - counts.pagesRead));
  }
  return {
    id: job.id,
    state: job.state,
    acno: job.acno,
    files,
    parts: job.options.parts ?? 1,
    pages: job.pages,
    pagesRead: counts.pagesRead,
    electors: counts.electors,
    doubts: counts.doubts,
    corrected: fixed.n,
    secondsLeft,
    failure: job.failure ? message(job.failure.key, job.failure.values) : null,
    importJob: job.import_job,
    createdAt: job.created_at,
  };
}

/** A file's rows as the reader joins its pages, each beside the box it came from. */
interface BoxRow {
  fileNo: number;
  elector: ElectorRead;
  fields: EciRecord;
  /** the doubtful columns and why */
  doubts: Map<string, string[]>;
}

/**
 * The job's rows in roll order with their boxes. The reader's finish() adds the doubts only the
 * whole file shows (serial gaps, cover counts) to the rows' REVIEW; its rows follow the boxes.
 */
async function boxRows(database: Database, tenantId: number, jobId: string): Promise<BoxRow[]> {
  const out: BoxRow[] = [];
  for (const f of await jobFiles(database, tenantId, jobId)) {
    const pages: PageRead[] = await pagesRead(database, tenantId, jobId, f.fileNo);
    // the boxes with the file's doubts too (serial gaps, cover counts), each with its reason
    const { rows, electors } = pdfReader().finish(f.name, pages);
    electors.forEach((e, i) => {
      const row = rows.length === electors.length ? rows[i] : null;
      const doubts = new Map<string, string[]>();
      for (const d of e.doubts) doubts.set(d.column, [...(doubts.get(d.column) ?? []), d.reason]);
      for (const c of (row?.REVIEW ?? '').split('|').filter(Boolean)) if (!doubts.has(c)) doubts.set(c, ['review']);
      const { REVIEW: _review, ...fields } = row ?? { ...e.fields, REVIEW: '' };
      out.push({ fileNo: f.fileNo, elector: e, fields, doubts });
    });
  }
  return out;
}

type Fix = { fileNo: number; page: number; box: number; column: string; value: string; id: number };

async function fixesOf(database: Database, tenantId: number, jobId: string): Promise<Map<string, Fix>> {
  const rows = await database.rows<Fix>(sql`
    select id, file_no as "fileNo", page, box, "column", value from pdf_read_corrections where tenant_id = ${tenantId} and job_id = ${jobId}`);
  return new Map(rows.map((r) => [`${r.fileNo}/${r.page}/${r.box}/${r.column}`, r]));
}

const keyOf = (r: BoxRow, column: string) => `${r.fileNo}/${r.elector.page}/${r.elector.index}/${column}`;

/** The doubtful fields in roll order, with the fixes typed so far. */
export async function doubtList(database: Database, tenantId: number, jobId: string): Promise<RollPdfDoubt[]> {
  const [rows, fixes, pictures] = await Promise.all([
    boxRows(database, tenantId, jobId),
    fixesOf(database, tenantId, jobId),
    database.rows<{ k: string }>(sql`select file_no || '/' || page || '/' || box as k from pdf_read_boxes where tenant_id = ${tenantId} and job_id = ${jobId}`),
  ]);
  const withImage = new Set(pictures.map((p) => p.k));
  const out: RollPdfDoubt[] = [];
  for (const r of rows) {
    const fields: Record<string, string> = { ...(r.fields as Record<string, string>) };
    for (const c of READ_COLUMNS) {
      const fix = fixes.get(keyOf(r, c));
      if (fix) fields[c] = fix.value;
    }
    for (const [column, reasons] of r.doubts) {
      const fix = fixes.get(keyOf(r, column));
      out.push({
        fileNo: r.fileNo,
        page: r.elector.page,
        box: r.elector.index,
        column,
        reasons,
        read: (r.fields as Record<string, string | undefined>)[column] ?? '',
        value: fix ? fix.value : null,
        fields,
        image: withImage.has(`${r.fileNo}/${r.elector.page}/${r.elector.index}`),
      });
    }
  }
  return out;
}

/** Records an admin's fix of a doubtful field (audited); null when the job has no such doubtful field. */
export async function correct(
  database: Database,
  actor: Actor,
  jobId: string,
  fix: { fileNo: number; page: number; box: number; column: string; value: string },
): Promise<RollPdfDoubt | null> {
  const doubt = (await doubtList(database, actor.tenantId, jobId)).find(
    (d) => d.fileNo === fix.fileNo && d.page === fix.page && d.box === fix.box && d.column === fix.column,
  );
  if (!doubt) return null;
  const value = fix.value.trim();
  await inTransaction(database.db, async (tx) => {
    const [earlier] = await tx
      .select({ id: pdfReadCorrections.id })
      .from(pdfReadCorrections)
      .where(
        and(
          eq(pdfReadCorrections.tenant_id, actor.tenantId),
          eq(pdfReadCorrections.job_id, jobId),
          eq(pdfReadCorrections.file_no, fix.fileNo),
          eq(pdfReadCorrections.page, fix.page),
          eq(pdfReadCorrections.box, fix.box),
          eq(pdfReadCorrections.column, fix.column),
        ),
      );
    if (earlier) await updateRow(tx, actor, pdfReadCorrections, earlier.id, { value });
    else await insertRow(tx, actor, pdfReadCorrections, { job_id: jobId, file_no: fix.fileNo, page: fix.page, box: fix.box, column: fix.column, value });
  });
  return { ...doubt, value, fields: { ...doubt.fields, [fix.column]: value } };
}

const LATIN_NAMES: EciColumn[] = ['FM_NAME_EN', 'LASTNAME_EN', 'RLN_FM_NM_EN', 'RLN_L_NM_EN'];

const csvCell = (v: string | undefined) => (v == null ? '' : /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * The job's rows with the fixes in, as an ECI CSV at `file` (the importer reads it as it reads an
 * uploaded roll). Returns how many rows and how many doubtful fields were left unfixed.
 */
export async function writeRows(database: Database, tenantId: number, jobId: string, file: string): Promise<{ rows: number; unfixed: number }> {
  const [rows, fixes] = await Promise.all([boxRows(database, tenantId, jobId), fixesOf(database, tenantId, jobId)]);
  const columns: EciColumn[] = [...ECI_COLUMNS, 'STATUS'];
  const lines = [columns.join(',')];
  let unfixed = 0;
  for (const r of rows) {
    const fields: Record<string, string | undefined> = { ...r.fields };
    for (const c of READ_COLUMNS) {
      const fix = fixes.get(keyOf(r, c));
      if (fix) fields[c] = fix.value;
    }
    for (const c of r.doubts.keys()) if (!fixes.has(keyOf(r, c))) unfixed += 1;
    if (r.elector.deleted && !fields.STATUS) fields.STATUS = 'D';
    // Latin names the reader spelled are left to the importer, which spells them from the
    // Devanagari as fixed (a fixed name's old spelling would stay otherwise)
    if ((fields as { NAMES_EN?: string }).NAMES_EN === 'derived') for (const c of LATIN_NAMES) fields[c] = '';
    lines.push(columns.map((c) => csvCell(fields[c])).join(','));
  }
  fs.writeFileSync(file, lines.join('\n') + '\n');
  return { rows: rows.length, unfixed };
}

export { readJobRow };
