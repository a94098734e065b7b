// A batch of checked rows as COPY text, written into one Buffer as the rows are read.
import type { RollRow } from './rows';
import { VOTER_COLS } from './columns';
import type { Aggregates } from './aggregates';

// COPY text format: backslash escapes, \N for null.
const COPY_SPECIAL = /[\\\t\n\r]/;
const copyValue = (v: unknown): string => {
  if (v == null) return '\\N';
  const s = typeof v === 'string' ? v : String(v);
  return COPY_SPECIAL.test(s) ? s.replace(/[\\\t\n\r]/g, (ch) => (ch === '\\' ? '\\\\' : ch === '\t' ? '\\t' : ch === '\n' ? '\\n' : '\\r')) : s;
};

const COPY_KEYS = VOTER_COLS.map(([c]) => c);
const LINE_SPECIAL = /[\\\n\r]/;
/**
 * A row's COPY line (without the tenant), made once as the row is read. The row checks leave no
 * tab or line break in a value (clean() turns them into spaces), so a line needs escaping only
 * when it holds a backslash: then it is made again value by value. `plain`: the reader saw no
 * backslash in the row's line (readers.ts RawRecord), so none can be here.
 */
export function copyLine(r: RollRow, plain = false): string {
  let line = '';
  for (let k = 0; k < COPY_KEYS.length; k++) {
    const v = r[COPY_KEYS[k]];
    line += (k ? '\t' : '') + (v == null ? '\\N' : v);
  }
  if (plain || !LINE_SPECIAL.test(line)) return line;
  line = copyValue(r[COPY_KEYS[0]]);
  for (let k = 1; k < COPY_KEYS.length; k++) line += '\t' + copyValue(r[COPY_KEYS[k]]);
  return line;
}

/**
 * A batch: the COPY lines of its rows, each led by a prefix (the tenant for voters, the line for
 * the revision's stage), written into one Buffer as the rows are read. No string per line
 * outlives its row's check, so the garbage collector has far less to copy while a batch waits for
 * its connection. Rows read raw hold their text in byte form (one character a UTF-8 byte): latin1
 * writes those bytes back unchanged.
 */
export class Batch {
  rows = 0;
  buf: Buffer;
  size = 0;
  /** The first row of each part, for its voting centre, and how many rows each part has here. */
  parts = new Map<number, RollRow>();
  partRows = new Map<number, number>();
  constructor(
    private encoding: 'latin1' | 'utf8',
    capacity: number,
    /** The batch's aggregates, summed as its rows are read (a first import). */
    public aggregates: Aggregates | null,
  ) {
    this.buf = Buffer.allocUnsafe(capacity);
  }
  add(prefix: string, line: string) {
    const need = this.size + prefix.length + (this.encoding === 'latin1' ? line.length : line.length * 3) + 1;
    if (need > this.buf.length) {
      const grown = Buffer.allocUnsafe(Math.max(need, this.buf.length * 2));
      this.buf.copy(grown, 0, 0, this.size);
      this.buf = grown;
    }
    this.size += this.buf.write(prefix, this.size, 'latin1');
    this.size += this.buf.write(line, this.size, this.encoding);
    this.buf[this.size++] = 10;
    this.rows += 1;
  }
  data(): Buffer {
    return this.buf.subarray(0, this.size);
  }
}

const TAB = 9;
const NL = 10;
/**
 * A first import's batch (lines `tenant\tacno\tpartno\tslnoinpart\t...`) split for its two
 * tables, each line given its elector's id (`ids`, reserved from voters' sequence, one a line in
 * order): the voters rows without the serial, and their slots on the roll.
 */
export function splitSlots(data: Buffer, ids: ArrayLike<string | number>): { voters: Buffer; slots: Buffer } {
  const voters = Buffer.allocUnsafe(data.length + ids.length * 21);
  const slots = Buffer.allocUnsafe(ids.length * 100);
  let vi = 0;
  let si = 0;
  let start = 0;
  for (let row = 0; start < data.length; row++) {
    const end = data.indexOf(NL, start);
    const afterTenant = data.indexOf(TAB, start) + 1;
    const afterPart = data.indexOf(TAB, data.indexOf(TAB, afterTenant) + 1) + 1;
    const afterSerial = data.indexOf(TAB, afterPart) + 1;
    const id = `${ids[row]}\t`;
    vi += data.copy(voters, vi, start, afterTenant);
    vi += voters.write(id, vi, 'latin1');
    vi += data.copy(voters, vi, afterTenant, afterPart);
    vi += data.copy(voters, vi, afterSerial, end + 1);
    si += data.copy(slots, si, start, afterTenant);
    si += slots.write(id, si, 'latin1');
    si += data.copy(slots, si, afterTenant, afterSerial);
    si += slots.write('t\n', si, 'latin1');
    start = end + 1;
  }
  return { voters: voters.subarray(0, vi), slots: slots.subarray(0, si) };
}
