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
import type { RollPdfDoubt, RollPdfJob, RollPdfPicture } from '../../../shared/api/rollPdf';
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

/** A box as the review and the import take it: where it is, its row's fields and its doubts with why. */
interface FinishedBox {
  page: number;
  index: number;
  deleted: boolean;
  fields: EciRecord & { NAMES_EN?: string };
  /** the doubtful columns and why, in the reader's order */
  doubts: Array<[string, string[]]>;
}

/** A file's rows as the reader joins its pages, each beside the box it came from. */
interface BoxRow {
  fileNo: number;
  elector: Pick<ElectorRead, 'page' | 'index' | 'deleted'>;
  fields: EciRecord;
  /** the doubtful columns and why */
  doubts: Map<string, string[]>;
}

/** The reader's finish() of a file's pages: its boxes with the doubts only the whole file shows (serial gaps, cover counts). */
function finishFile(name: string, pages: PageRead[]): FinishedBox[] {
  const { rows, electors } = pdfReader().finish(name, pages);
  return electors.map((e, i) => {
    const row = rows.length === electors.length ? rows[i] : null;
    const doubts = new Map<string, string[]>();
    for (const d of e.doubts) doubts.set(d.column, [...(doubts.get(d.column) ?? []), d.reason]);
    for (const c of (row?.REVIEW ?? '').split('|').filter(Boolean)) if (!doubts.has(c)) doubts.set(c, ['review']);
    const { REVIEW: _review, ...fields } = row ?? { ...e.fields, REVIEW: '' };
    return { page: e.page, index: e.index, deleted: e.deleted, fields, doubts: [...doubts] };
  });
}

/**
 * The job's rows in roll order with their boxes. A file's pages no longer change once all are
 * read, so its finish() is worked out once and kept (pdf_read_files.finished): the review asks
 * for the doubts at every fix, and joining every page of every part again each time cost the
 * whole job's pages per call.
 */
async function boxRows(database: Database, tenantId: number, jobId: string): Promise<BoxRow[]> {
  const files = await database.rows<{ fileNo: number; name: string; pages: number; finished: FinishedBox[] | null }>(sql`
    select file_no as "fileNo", name, pages, finished from pdf_read_files where tenant_id = ${tenantId} and job_id = ${jobId} order by file_no`);
  const out: BoxRow[] = [];
  for (const f of files) {
    let boxes = f.finished;
    if (!boxes) {
      const pages: PageRead[] = await pagesRead(database, tenantId, jobId, f.fileNo);
      boxes = finishFile(f.name, pages);
      // kept only once the file is read whole (a file still being read gets more pages)
      if (pages.length >= f.pages)
        await database.rows(sql`update pdf_read_files set finished = ${JSON.stringify(boxes)}::jsonb
                                 where tenant_id = ${tenantId} and job_id = ${jobId} and file_no = ${f.fileNo}`);
    }
    for (const b of boxes)
      out.push({ fileNo: f.fileNo, elector: { page: b.page, index: b.index, deleted: b.deleted }, fields: b.fields, doubts: new Map(b.doubts) });
  }
  return out;
}

/** A page header's and a file's cover fields: one value printed once, doubted on every box (the client's too). */
const HEADER_COLUMNS = new Set(['SECTION_NO', 'SECTION_NAME_V1']);
const COVER_COLUMNS = new Set(['AC_NO', 'AC_NAME_V1', 'PART_NO', 'PART_NAME_V1', 'PSBUILDING_NAME_V1']);

/**
 * Which picture shows a doubtful field: its box; its page's header (a section, or a page whose
 * constituency or part differs from the file's); or the file's cover (the values every row takes).
 */
export function pictureOf(column: string, reasons: string[]): RollPdfPicture {
  if (HEADER_COLUMNS.has(column) || (reasons.includes('header_mismatch') && (column === 'AC_NO' || column === 'PART_NO'))) return 'header';
  return COVER_COLUMNS.has(column) ? 'cover' : 'box';
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
  const [rows, fixes] = await Promise.all([boxRows(database, tenantId, jobId), fixesOf(database, tenantId, jobId)]);
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
        // every doubt has one: a box's own kept at reading, or made from the file when asked (routes.ts)
        image: true,
        picture: pictureOf(column, reasons),
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
