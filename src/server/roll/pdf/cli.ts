// npm run read:roll -- FILE.pdf [MORE.pdf ...] --out rows.csv [--engine native|js] [--lang hin|mar]
// Reads PDF rolls into the importer's ECI columns, with STATUS D for stamped deletions and REVIEW
// naming each row's doubtful columns; a progress bar on stderr.
import fs from 'node:fs';
import path from 'node:path';
import { csvLine } from '../generator';
import { readRoll } from './read';
import { closeOcr } from './ocrPage';
import type { ReadOptions } from './types';

export const CSV_COLUMNS = [
  'AC_NO',
  'AC_NAME_V1',
  'PART_NO',
  'PART_NAME_V1',
  'SECTION_NO',
  'SECTION_NAME_V1',
  'SLNOINPART',
  'C_HOUSE_NO',
  'FM_NAME_EN',
  'LASTNAME_EN',
  'FM_NAME_V1',
  'LASTNAME_V1',
  'RLN_TYPE',
  'RLN_FM_NM_EN',
  'RLN_L_NM_EN',
  'RLN_FM_NM_V1',
  'RLN_L_NM_V1',
  'EPIC_NO',
  'GENDER',
  'AGE',
  'STATUS',
  'PSBUILDING_NAME_V1',
  'NAMES_EN',
  'REVIEW',
] as const;

function bar(file: string, done: number, of: number, started: number) {
  const width = 30;
  const filled = Math.round((done / of) * width);
  const per = (Date.now() - started) / Math.max(1, done);
  const left = Math.round((per * (of - done)) / 1000);
  process.stderr.write(`\r${path.basename(file)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${of} pages, ${left}s left `);
}

async function main(argv: string[]) {
  const files: string[] = [];
  let out: string | null = null;
  const options: ReadOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out') out = argv[++i];
    else if (a === '--engine') options.engine = argv[++i] as ReadOptions['engine'];
    else if (a === '--lang') options.language = argv[++i] as ReadOptions['language'];
    else files.push(a);
  }
  if (!files.length || !out) {
    process.stderr.write('usage: npm run read:roll -- FILE.pdf [MORE.pdf ...] --out rows.csv [--engine native|js] [--lang hin|mar]\n');
    process.exit(2);
  }
  const stream = fs.createWriteStream(out);
  stream.write(csvLine(CSV_COLUMNS));
  let rows = 0;
  let doubtful = 0;
  for (const file of files) {
    const started = Date.now();
    const read = await readRoll(file, new Uint8Array(fs.readFileSync(file)), options, (done, of) => bar(file, done, of, started));
    for (const r of read.rows) {
      stream.write(csvLine(CSV_COLUMNS.map((c) => r[c as keyof typeof r] ?? '')));
      if (r.REVIEW) doubtful += 1;
    }
    rows += read.rows.length;
    process.stderr.write(`\n${path.basename(file)}: ${read.rows.length} electors, ${read.checks.length} findings about the file\n`);
    for (const c of read.checks)
      process.stderr.write(`  ${c.reason}${c.page ? ` page ${c.page}` : ''}${c.column ? ` ${c.column}` : ''}: expected ${c.expected}, found ${c.found}\n`);
  }
  await new Promise<void>((resolve) => stream.end(resolve));
  await closeOcr();
  process.stderr.write(`${rows} rows written to ${out}, ${doubtful} with doubtful fields (REVIEW)\n`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  });
}
