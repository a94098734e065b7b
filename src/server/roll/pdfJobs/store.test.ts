// The PDF read jobs' tables: a page is saved once however often it is read, the job leaves
// `reading` once, on its last page, and a worker finds a file's bytes by the job's key alone.
import { dbKinds, withTestDatabase } from '../../test/harness';
import type { PageRead } from '../pdf/types';
import { createJob, fileBytes, finishReading, jobCounts, pagesLeft, pagesRead, readJobRow, savePage } from './store';

const page = (n: number, electors: number, doubtful: number): PageRead => ({
  page: n,
  kind: 'electors',
  method: 'ocr',
  dpi: 300,
  language: 'mar',
  header: { acNo: 38, partNo: 12, sectionNo: 1, sectionName: 'गाव' },
  electors: Array.from({ length: electors }, (_, i) => ({
    page: n,
    index: i,
    fields: { AC_NO: '38', PART_NO: '12', SLNOINPART: String((n - 1) * 30 + i + 1), FM_NAME_V1: 'सीता' },
    confidence: { FM_NAME_V1: 91 },
    doubts: i < doubtful ? [{ column: 'AGE', reason: 'age_range' as const }] : [],
    image: i < doubtful ? Buffer.from([0x89, 0x50, 0x4e, 0x47, i]) : undefined,
    deleted: false,
  })),
  ms: 1200,
});

describe.each(dbKinds())('PDF read jobs on %s', (kind) => {
  it(
    'saves each page once, keeps the pictures of doubtful boxes only, and ends the reading once',
    () =>
      withTestDatabase(kind, async (database) => {
        const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 255]);
        await createJob(database, 7, { id: 'j1', acno: 38, options: { mode: 'complete', dryRun: false, allowRemovals: false }, createdBy: null }, [
          { fileNo: 0, name: 'part12.pdf', pages: 2, bytes },
          { fileNo: 1, name: 'part13.pdf', pages: 1, bytes },
        ]);
        expect(Buffer.from((await fileBytes(database, 7, 'j1', 1))!)).toEqual(Buffer.from(bytes));
        // another tenant's key finds nothing
        expect(await fileBytes(database, 8, 'j1', 1)).toBeNull();
        expect((await pagesLeft(database, 7, 'j1')).map((t) => [t.fileNo, t.page])).toEqual([
          [0, 1],
          [0, 2],
          [1, 1],
        ]);

        const t = (fileNo: number, n: number) => ({ tenantId: 7, jobId: 'j1', fileNo, page: n });
        expect(await savePage(database, t(0, 1), page(1, 30, 2), 'w1')).toBe(true);
        // read again by a second worker (the first died after saving): the first reading stands
        expect(await savePage(database, t(0, 1), page(1, 29, 5), 'w2')).toBe(false);
        expect(await finishReading(database, 7, 'j1')).toBe(false);
        expect(await savePage(database, t(0, 2), page(2, 10, 1), 'w2')).toBe(true);
        expect(await savePage(database, t(1, 1), page(1, 30, 0), 'w1')).toBe(true);
        expect(await jobCounts(database, 7, 'j1')).toMatchObject({ pagesRead: 3, electors: 70, doubts: 3 });
        expect(await pagesLeft(database, 7, 'j1')).toEqual([]);
        expect(await finishReading(database, 7, 'j1')).toBe(true);
        expect(await finishReading(database, 7, 'j1')).toBe(false);
        expect((await readJobRow(database, 7, 'j1'))!.state).toBe('review');
        // a page that comes in after the reading ended changes nothing
        expect(await savePage(database, t(1, 1), page(1, 3, 3), 'w3')).toBe(false);

        const read = await pagesRead(database, 7, 'j1', 0);
        expect(read.map((p) => [p.page, p.electors.length])).toEqual([
          [1, 30],
          [2, 10],
        ]);
        // the pictures are kept beside the pages, not in them
        expect(read[0].electors[0].image).toBeUndefined();
        const boxes = await database.rows<{ box: number }>(
          (await import('../../db/client')).sql`select box from pdf_read_boxes where tenant_id = 7 and job_id = 'j1' order by file_no, page, box`,
        );
        expect(boxes.map((b) => b.box)).toEqual([0, 1, 0]);
      }),
    120_000,
  );
});
