// Writes the small set of generated roll PDFs the tests read (fictitious electors only):
// `npx tsx src/server/roll/pdf/makeFixtures.ts`. Each PDF has a .truth.json beside it with every
// box's fields; the bench makes larger sets the same way.
import fs from 'node:fs';
import path from 'node:path';
import { rollPdf, type RollPdfOptions } from './makeRoll';
import { scanPdf, type ScanOptions } from './scan';

export const FIXTURES = path.join(__dirname, 'fixtures');

export interface Fixture {
  file: string;
  roll: RollPdfOptions;
  scan?: ScanOptions;
}

export const FIXTURE_SET: Fixture[] = [
  { file: 'hin-text.pdf', roll: { acno: 38, partNo: 161, electors: 36, seed: 11, language: 'hin', deletedShare: 0.1 } },
  { file: 'mar-text.pdf', roll: { acno: 37, partNo: 12, electors: 36, seed: 12, language: 'mar', deletedShare: 0.1 } },
  { file: 'hin-scan.pdf', roll: { acno: 38, partNo: 162, electors: 30, seed: 13, language: 'hin', deletedShare: 0.1 }, scan: { dpi: 200, seed: 5 } },
  { file: 'mar-scan.pdf', roll: { acno: 39, partNo: 7, electors: 30, seed: 14, language: 'mar', deletedShare: 0.1 }, scan: { dpi: 250, seed: 6 } },
];

async function main() {
  for (const f of FIXTURE_SET) {
    const r = await rollPdf(f.roll);
    const pdf = f.scan ? await scanPdf(r.pdf, f.scan) : r.pdf;
    fs.writeFileSync(path.join(FIXTURES, f.file), pdf);
    const truth = { roll: f.roll, scan: f.scan ?? null, pages: r.pages, cover: r.cover, boxes: r.truth };
    fs.writeFileSync(path.join(FIXTURES, f.file.replace(/\.pdf$/, '.truth.json')), JSON.stringify(truth, null, 1) + '\n');
    process.stdout.write(`${f.file}: ${r.pages} pages, ${r.truth.length} electors, ${(pdf.length / 1024).toFixed(0)} KiB\n`);
  }
}

if (require.main === module) void main();
