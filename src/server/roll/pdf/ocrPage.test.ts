import fs from 'node:fs';
import path from 'node:path';
import { finish, readPage } from './read';
import { closeOcr } from './ocrPage';
import { nativeAvailable } from './ocr';
import type { TruthRow } from './makeRoll';

const FIXTURES = path.join(__dirname, 'fixtures');

afterAll(() => closeOcr());

// One scanned Marathi page (250 dpi, Devanagari digits, DELETED stamps): OCR is slow, so one page.
it('reads a scanned Marathi page box by box, flagging what it doubts', async () => {
  const pdf = new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'mar-scan.pdf')));
  const truth = (JSON.parse(fs.readFileSync(path.join(FIXTURES, 'mar-scan.truth.json'), 'utf8')) as { boxes: TruthRow[] }).boxes;
  const page = await readPage(pdf, 2, { engine: nativeAvailable() ? 'native' : 'js' });
  expect(page).toMatchObject({ kind: 'electors', method: 'ocr', dpi: 250, language: 'mar', header: { acNo: 39, partNo: 7, sectionNo: 1 } });
  expect(page.electors).toHaveLength(truth.length);
  // every stamp seen, none imagined
  expect(page.electors.map((e) => e.deleted)).toEqual(truth.map((t) => t.fields.STATUS === 'D'));
  const rows = finish('mar-scan.pdf', [page]).rows;
  const right = (col: string) => rows.filter((r, i) => r[col as 'AGE'] === truth[i].fields[col as 'AGE']).length / rows.length;
  const silentlyWrong = (col: string) => rows.filter((r, i) => r[col as 'AGE'] !== truth[i].fields[col as 'AGE'] && !r.REVIEW.split('|').includes(col)).length;
  for (const col of ['EPIC_NO', 'AGE', 'GENDER', 'RLN_TYPE', 'C_HOUSE_NO']) {
    expect([col, right(col)]).toEqual([col, expect.any(Number)]);
    expect(right(col)).toBeGreaterThanOrEqual(0.9);
  }
  for (const col of ['FM_NAME_V1', 'LASTNAME_V1', 'RLN_FM_NM_V1', 'RLN_L_NM_V1']) expect(right(col)).toBeGreaterThanOrEqual(0.85);
  // the fields the roll's rules can check are never wrong without a flag
  for (const col of ['EPIC_NO', 'AGE', 'GENDER', 'SLNOINPART', 'RLN_TYPE']) expect([col, silentlyWrong(col)]).toEqual([col, 0]);
  // a doubtful box carries its picture for the review
  const doubtful = page.electors.filter((e) => e.doubts.length);
  for (const e of doubtful) expect(e.image?.subarray(1, 4).toString()).toBe('PNG');
}, 240000);

// A job refuses a whole file scanned below its dpi floor, so its pages are not read for nothing.
it('reads nothing of a page scanned coarser than the least dpi asked, answering the dpi it found', async () => {
  const pdf = new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'mar-scan.pdf')));
  const page = await readPage(pdf, 2, { engine: nativeAvailable() ? 'native' : 'js', minDpi: 300 });
  expect(page).toMatchObject({ kind: 'other', method: 'ocr', dpi: 250, electors: [], header: { acNo: null, partNo: null } });
});

// A scanned Hindi part (200 dpi, Latin digits: the Hindi model alone dropped their 1s, part 162
// read as 62) read whole, cover included: numbers right, and no field of any row wrong without a flag.
it('reads a scanned Hindi part with its numbers right and nothing wrong unflagged', async () => {
  const pdf = new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'hin-scan.pdf')));
  const truth = (JSON.parse(fs.readFileSync(path.join(FIXTURES, 'hin-scan.truth.json'), 'utf8')) as { boxes: TruthRow[] }).boxes;
  const engine = nativeAvailable() ? 'native' : 'js';
  const pages = [await readPage(pdf, 1, { engine }), await readPage(pdf, 2, { engine })];
  expect(pages[0]).toMatchObject({ kind: 'cover', cover: { acNo: 38, partNo: 162 } });
  expect(pages[1]).toMatchObject({ kind: 'electors', language: 'hin', header: { acNo: 38, partNo: 162, sectionNo: 1 } });
  const { rows } = finish('hin-scan.pdf', pages);
  expect(rows).toHaveLength(truth.length);
  const right = (col: string) => rows.filter((r, i) => r[col as 'AGE'] === truth[i].fields[col as 'AGE']).length / rows.length;
  for (const col of ['SLNOINPART', 'AGE', 'C_HOUSE_NO', 'EPIC_NO', 'GENDER']) expect([col, right(col)]).toEqual([col, expect.any(Number)]);
  for (const col of ['SLNOINPART', 'AGE', 'C_HOUSE_NO']) expect(right(col)).toBeGreaterThanOrEqual(0.95);
  const silent = rows.flatMap((r, i) =>
    Object.entries(truth[i].fields)
      .filter(([c, v]) => (r[c as 'AGE'] ?? '') !== v && !r.REVIEW.split('|').includes(c))
      .map(([c, v]) => `${i} ${c}: ${r[c as 'AGE']} for ${v}`),
  );
  expect(silent).toEqual([]);
}, 240000);
