// npm run generate:voters -- --acno 38 --parts 300 --per-part 1000 --seed 1 [--first-part 1] [--out roll.csv]
// Writes a deterministic ECI-style roll as CSV (to stdout without --out), streaming, so a
// parliamentary constituency's 2,000,000 rows need no more memory than a hundred.
import { parseArgs } from 'node:util';
import { writeRollCsv } from '../roll/generator';

function positive(name: string, v: string | undefined, fallback?: number): number {
  if (v === undefined && fallback !== undefined) return fallback;
  if (!v || !/^\d+$/.test(v) || Number(v) < 1) {
    console.error(`generate:voters: --${name} must be a positive whole number`);
    process.exit(2);
  }
  return Number(v);
}

async function main() {
  const { values } = parseArgs({
    options: {
      acno: { type: 'string' },
      parts: { type: 'string' },
      'per-part': { type: 'string' },
      seed: { type: 'string' },
      'first-part': { type: 'string' },
      out: { type: 'string' },
    },
  });
  const opts = {
    acno: positive('acno', values.acno, 38),
    parts: positive('parts', values.parts, 10),
    perPart: positive('per-part', values['per-part'], 300),
    seed: values.seed !== undefined && /^\d+$/.test(values.seed) ? Number(values.seed) : positive('seed', values.seed, 1),
    firstPart: positive('first-part', values['first-part'], 1),
  };
  const total = opts.parts * opts.perPart;
  const started = Date.now();
  const toFile = Boolean(values.out);
  const rows = await writeRollCsv(opts, values.out ?? process.stdout, (n) => {
    if (toFile && process.stderr.isTTY) process.stderr.write(`\r${n.toLocaleString('en-IN')} / ${total.toLocaleString('en-IN')} rows`);
  });
  if (toFile) {
    const s = (Date.now() - started) / 1000;
    process.stderr.write(`\r${rows.toLocaleString('en-IN')} rows written to ${values.out} in ${s.toFixed(1)} s\n`);
  }
}

main().catch((e) => {
  console.error(`generate:voters: ${(e as Error).message}`);
  process.exit(1);
});
