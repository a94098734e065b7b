// The pictures the review shows beside a doubtful field. A box whose page had a doubt of its own
// keeps the picture cut while it was read; any other (a doubt only the whole file shows: a serial
// gap, a surname a letter off, the cover's counts), a page's header and a file's cover are cut from
// the stored file the first time they are asked for, and kept (pdf_read_boxes: box -1 a header, -2
// the cover). A job that has ended let its files go: then only the pictures kept are there.
import { sql, type Database } from '../../db/client';
import type { RollPdfPicture } from '../../../shared/api/rollPdf';
import { pagePicture, type PictureOf } from '../pdf/picture';
import type { PageRead } from '../pdf/types';
import { fileBytes } from './store';

const SLOT: Record<Exclude<RollPdfPicture, 'box'>, number> = { header: -1, cover: -2 };

/** The PNG of a box (or of its page's header, or its file's cover); null when the job has no such box. */
export async function boxPicture(
  database: Database,
  tenantId: number,
  at: { jobId: string; fileNo: number; page: number; box: number },
  region: RollPdfPicture,
): Promise<Buffer | null> {
  const { jobId, fileNo } = at;
  // the page the picture is of: a cover's is the file's cover page (else the box's own page's header)
  const pages = await database.rows<{ page: number; read: PageRead }>(sql`
    select page, read from pdf_read_pages
     where tenant_id = ${tenantId} and job_id = ${jobId} and file_no = ${fileNo}
       and (page = ${at.page} or (${region === 'cover'} and read->>'kind' = 'cover'))
     order by (read->>'kind' = 'cover') desc, page`);
  const own = pages.find((p) => p.page === at.page);
  // the box must be one the page read has, whatever the picture asked of it
  if (!own || !own.read.electors.some((e) => e.index === at.box)) return null;
  const cover = region === 'cover' ? pages.find((p) => p.read.kind === 'cover') : undefined;
  const what: PictureOf = region === 'box' ? { kind: 'box', index: at.box } : cover ? { kind: 'cover' } : { kind: 'header' };
  const source = cover ?? own;
  const slot = what.kind === 'box' ? at.box : SLOT[what.kind];
  const [kept] = await database.rows<{ image: Uint8Array }>(sql`
    select image from pdf_read_boxes
     where tenant_id = ${tenantId} and job_id = ${jobId} and file_no = ${fileNo} and page = ${source.page} and box = ${slot}`);
  if (kept) return Buffer.from(kept.image);
  const bytes = await fileBytes(database, tenantId, jobId, fileNo);
  if (!bytes?.length) return null;
  const image = await pagePicture(bytes, source.read, what);
  if (!image) return null;
  await database.rows(sql`
    insert into pdf_read_boxes (tenant_id, job_id, file_no, page, box, image)
    values (${tenantId}, ${jobId}, ${fileNo}, ${source.page}, ${slot}, ${image}) on conflict do nothing`);
  return image;
}
