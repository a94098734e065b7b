// The review's pictures of doubts found only once the whole file is joined (a serial gap across
// boxes, a cover's value every row takes): none was cut while the pages were
// read, yet each doubtful field has one, cut from the stored file when asked for and then kept:
// a box's own, or the cover for the file's values. The doubts themselves are joined once and
// read from what was kept after that. Another organisation's admin gets 404.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { auth, dbKinds, signedInOrganisation, startHarness, type Harness } from '../../test/harness';
import type { RollPdfDoubtList, RollPdfJob } from '../../../shared/api/rollPdf';

const PDF = fs.readFileSync(path.join(__dirname, '../pdf/fixtures/hin-text.pdf'));
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

type Who = { tenantId: number; token: string };

describe.each(dbKinds())('pictures of the doubts the whole file shows, on %s', (kind) => {
  let h: Harness;
  let a: Who;
  let b: Who;
  let id: string;
  const base = (who: Who) => `/api/v1/admin/${who.tenantId}/roll-pdf`;
  const get = (who: Who, url: string) => h.app.inject({ method: 'GET', url: base(who) + url, headers: auth(who.token) });
  const kept = async () => (await h.database.rows<{ box: number }>(sql`select box from pdf_read_boxes where job_id = ${id} order by box`)).map((r) => r.box);

  beforeAll(async () => {
    h = await startHarness(kind);
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
    const up = await h.app.inject({
      method: 'POST',
      url: base(a),
      query: { name: 'part-161.pdf', acno: '38', language: 'hin' },
      payload: PDF,
      headers: { ...auth(a.token), 'content-type': 'application/pdf' },
    });
    id = (up.json() as RollPdfJob).id;
    const end = Date.now() + 120_000;
    while (((await get(a, `/${id}`)).json() as RollPdfJob).state === 'reading' && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    // a text roll read clean: then page 2's fifth serial misprinted (a gap the file shows, not the
    // page), and the cover's part name unreadable (a doubt every row of the file takes)
    await h.database.rows(sql`
      update pdf_read_pages set read = jsonb_set(read, '{electors,4,fields,SLNOINPART}', '"97"') where job_id = ${id} and page = 2`);
    await h.database.rows(
      sql`update pdf_read_pages set read = jsonb_set(read, '{cover,doubts}', '[{"column":"PART_NAME_V1","reason":"unreadable"}]') where job_id = ${id} and page = 1`,
    );
  }, 180_000);
  afterAll(() => h?.close());

  it('gives every doubtful field a picture, cut from the file when asked for and kept', async () => {
    expect(await kept()).toEqual([]);
    const { fields } = (await get(a, `/${id}/doubts`)).json() as RollPdfDoubtList;
    const serial = fields.filter((d) => d.column === 'SLNOINPART');
    expect(serial.length).toBeGreaterThan(0);
    expect(serial.every((d) => d.reasons.includes('serial_gap') && d.image && d.picture === 'box')).toBe(true);
    const names = fields.filter((d) => d.column === 'PART_NAME_V1');
    expect(names.length).toBeGreaterThan(20);
    expect(names.every((d) => d.image && d.picture === 'cover')).toBe(true);
    expect(fields.every((d) => d.image)).toBe(true);

    const s = serial[0];
    const boxPng = await get(a, `/${id}/boxes/${s.fileNo}/${s.page}/${s.box}`);
    expect(boxPng.statusCode).toBe(200);
    expect(boxPng.headers['content-type']).toBe('image/png');
    expect(boxPng.rawPayload.subarray(0, 4)).toEqual(PNG);
    const c = names[0];
    const coverPng = await get(a, `/${id}/boxes/${c.fileNo}/${c.page}/${c.box}?region=cover`);
    expect(coverPng.statusCode).toBe(200);
    expect(coverPng.rawPayload.subarray(0, 4)).toEqual(PNG);
    // the cover's picture is another than the box's, and wider than high (the page's top half)
    expect(coverPng.rawPayload.equals(boxPng.rawPayload)).toBe(false);
    const [w, hgt] = [coverPng.rawPayload.readUInt32BE(16), coverPng.rawPayload.readUInt32BE(20)];
    expect(w).toBeGreaterThan(hgt);
    const header = await get(a, `/${id}/boxes/${s.fileNo}/${s.page}/${s.box}?region=header`);
    expect(header.statusCode).toBe(200);
    expect(header.rawPayload.readUInt32BE(20)).toBeLessThan(header.rawPayload.readUInt32BE(16) / 4);
    // kept: the box's, the header's (-1) and the cover's (-2)
    expect(await kept()).toEqual([-2, -1, s.box]);
    const again = await get(a, `/${id}/boxes/${s.fileNo}/${s.page}/${s.box}`);
    expect(again.rawPayload.equals(boxPng.rawPayload)).toBe(true);
  }, 120_000);

  it('answers 404 for another organisation, a box the page has not, and a region not known', async () => {
    expect((await get(b, `/${id}/boxes/0/2/4`)).statusCode).toBe(404);
    expect((await get(a, `/${id}/boxes/0/2/99`)).statusCode).toBe(404);
    expect((await get(a, `/${id}/boxes/0/2/4?region=page`)).statusCode).toBe(400);
  });

  it('reads the doubts from what was kept, not from the pages again', async () => {
    const before = ((await get(a, `/${id}/doubts`)).json() as RollPdfDoubtList).fields.length;
    const [stored] = await h.database.rows<{ n: number }>(sql`select count(*)::int as n from pdf_read_files where job_id = ${id} and finished is not null`);
    expect(stored.n).toBe(1);
    // a page changed under it now (it cannot be, once read) changes nothing the review says
    await h.database.rows(sql`update pdf_read_pages set read = jsonb_set(read, '{electors,9,fields,SLNOINPART}', '"98"') where job_id = ${id} and page = 2`);
    expect(((await get(a, `/${id}/doubts`)).json() as RollPdfDoubtList).fields.length).toBe(before);
  });
});
