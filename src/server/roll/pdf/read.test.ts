import fs from 'node:fs';
import path from 'node:path';
import { open, readRoll } from './read';
import { isWellFormed, logicalOrder } from './devanagari';
import type { TruthRow } from './makeRoll';

const FIXTURES = path.join(__dirname, 'fixtures');
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));
const truthOf = (name: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, name.replace(/\.pdf$/, '.truth.json')), 'utf8')) as { boxes: TruthRow[] };

describe('Devanagari from text layers', () => {
  it('puts drawing order back into Unicode order', () => {
    expect(logicalOrder('नाम: शमार् िकशोर िवठ्ठल ज्ञ ानेश्वर श्र ीकांत िलंग : स्त्र ी')).toBe('नाम: शर्मा किशोर विठ्ठल ज्ञानेश्वर श्रीकांत लिंग : स्त्री');
    // a reph drawn after its syllable inside a word, a consonant after it
    expect(logicalOrder('पावर्ती पूणर् नाव')).toBe('पार्वती पूर्ण नाव');
  });
  it('tells garbled text from Devanagari', () => {
    expect(isWellFormed('राजेश कुमार')).toBe(true);
    expect(isWellFormed('ukjs"k dqekj')).toBe(false); // a legacy font's Latin codes
    expect(isWellFormed('िकशोर')).toBe(false);
    expect(isWellFormed('\u0000\u0000')).toBe(false);
  });
});

describe.each(['hin-text.pdf', 'mar-text.pdf'])('a text PDF roll (%s)', (name) => {
  it('reads every field of every box exactly, with nothing doubtful', async () => {
    const pdf = fixture(name);
    expect(await open(pdf)).toEqual({ pages: 3, textLayer: true });
    const read = await readRoll(name, pdf);
    const truth = truthOf(name).boxes;
    expect(read.pages.map((p) => [p.kind, p.method])).toEqual([
      ['cover', 'text'],
      ['electors', 'text'],
      ['electors', 'text'],
    ]);
    expect(read.pages[1].language).toBe(name.startsWith('mar') ? 'mar' : 'hin');
    expect(read.rows).toHaveLength(truth.length);
    read.rows.forEach((row, i) => {
      for (const [k, v] of Object.entries(truth[i].fields)) expect([i, k, row[k as keyof typeof row]]).toEqual([i, k, v]);
      expect(row.REVIEW).toBe('');
    });
    // the stamped boxes come out as deletions
    expect(read.rows.filter((r) => r.STATUS === 'D').length).toBeGreaterThan(0);
    expect(read.checks).toEqual([]);
    // a Devanagari-only roll gets Latin names spelled from the Devanagari, marked as derived
    for (const r of read.rows) expect(r).toMatchObject({ NAMES_EN: 'derived', FM_NAME_EN: expect.stringMatching(/^[A-Z][a-z]+/) });
  });
});

it('reads a reph drawn inside the short i sign (उर्मिला on a page that prints लिंग before it)', async () => {
  const { rollPdf } = await import('./makeRoll');
  // the generator's Marathi part where the 15th elector is उर्मिला; every box of the page has लिंग
  const r = await rollPdf({ acno: 37, partNo: 202, electors: 30, seed: 32, language: 'mar' });
  const at = r.truth.findIndex((t) => t.fields.FM_NAME_V1 === 'उर्मिला');
  expect(at).toBeGreaterThan(0);
  const read = await readRoll('mar.pdf', new Uint8Array(r.pdf));
  expect(read.rows[at].FM_NAME_V1).toBe('उर्मिला');
  // and nothing else of the part comes out otherwise (the lines' label लिंग included)
  read.rows.forEach((row, i) => {
    for (const [k, v] of Object.entries(r.truth[i].fields)) expect([i, k, row[k as keyof typeof row]]).toEqual([i, k, v]);
  });
});

it('flags the cover count and the serial gap when a box goes missing', async () => {
  const name = 'hin-text.pdf';
  const { finish, readPage } = await import('./read');
  const pdf = fixture(name);
  const pages = [await readPage(pdf, 1), await readPage(pdf, 2), await readPage(pdf, 3)];
  const live = pages[1].electors.findIndex((e, i) => i > 0 && i < 29 && !e.deleted);
  pages[1].electors.splice(live, 1);
  const read = finish(name, pages);
  expect(read.checks.map((c) => c.reason)).toEqual(expect.arrayContaining(['serial_gap', 'cover_count']));
  expect(read.rows[live - 1].REVIEW).toContain('SLNOINPART');
  expect(read.rows[live].REVIEW).toContain('SLNOINPART');
});
