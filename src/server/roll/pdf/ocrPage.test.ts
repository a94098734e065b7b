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
