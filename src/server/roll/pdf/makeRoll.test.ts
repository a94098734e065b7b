import fs from 'node:fs';
import path from 'node:path';
import { rollPdf, rollTruth, PER_PAGE } from './makeRoll';
import { openPdf, pageImage, pageText } from './pdfjs';

const FIXTURES = path.join(__dirname, 'fixtures');

describe('generated roll PDFs', () => {
  it('prints every elector of the part once, in serial order, sections on pages of their own', () => {
    const truth = rollTruth({ acno: 38, partNo: 5, electors: 95, seed: 3, language: 'hin' });
    expect(truth.map((t) => Number(t.fields.SLNOINPART))).toEqual(Array.from({ length: 95 }, (_, i) => i + 1));
    for (const t of truth) expect(t.index).toBeLessThan(PER_PAGE);
    const pageSection = new Map<number, string>();
    for (const t of truth) {
      expect(pageSection.get(t.page) ?? t.fields.SECTION_NO).toBe(t.fields.SECTION_NO);
      pageSection.set(t.page, t.fields.SECTION_NO!);
    }
    expect(new Set(truth.map((t) => t.fields.SECTION_NO)).size).toBeGreaterThan(1);
  });

  it('writes a text layer that holds every EPIC and the header of each page', async () => {
    const r = await rollPdf({ acno: 37, partNo: 12, electors: 36, seed: 12, language: 'mar' });
    const pdf = await openPdf(r.pdf);
    expect(pdf.numPages).toBe(r.pages);
    const text = (await pageText(pdf, 2)).items.map((i) => i.str).join(' ');
    for (const t of r.truth.filter((b) => b.page === 2)) expect(text).toContain(t.fields.EPIC_NO);
    // Marathi rolls print the part number in Devanagari digits
    expect(text).toContain('१२');
    await pdf.destroy();
  });

  it('keeps fixtures whose scans are one image a page at the stated resolution', async () => {
    const pdf = await openPdf(fs.readFileSync(path.join(FIXTURES, 'hin-scan.pdf')));
    expect((await pageText(pdf, 2)).items).toHaveLength(0);
    const img = await pageImage(pdf, 2);
    expect(img?.dpi).toBe(200);
    expect(img?.gray.width).toBe(Math.round((595.28 / 72) * 200));
    await pdf.destroy();
  });
});
