// The CSV fast path (cells in byte form) reads and parses rows exactly as the decoding reader and
// parseRecord do.
import { rollRows } from './generator';
import { ECI_COLUMNS } from './eci';
import { csvRecords } from './readers';

const ROLL = { acno: 38, parts: 3, perPart: 60, seed: 5 };
const roll = (o = ROLL) => [...rollRows(o)];

describe('CSV fast path (raw byte-form reading)', () => {
  // Both line endings: with CRLF every chunk has a \r and each line is tested on its own; with LF a
  // chunk without special characters marks all its lines plain at once.
  it.each([['\r\n'], ['\n']])('reads a tricky file to the same records as the decoding reader (line ending %j)', async (eol) => {
    const { csvRawBatches } = await import('./readers');
    const { parseRecord } = await import('./rows');
    const { parseRaw, rawIndex } = await import('./rawRows');
    const lines = [
      '\uFEFFAC_NO,PART_NO,SLNOINPART,FM_NAME_EN,LASTNAME_V1,SECTION_NAME,GENDER,AGE,DOB,C_HOUSE_NO,EPIC_NO',
      '38,1,1,Asha,पाटील,"Sai Nagar,' + eol + 'Lane 2",F,30,,12a,ABC1234567',
      '38,1,2,\u00a0Ravi  Kumar,क्षीरसागर ,Camp,f,,1980-01-05,\u0967\u0968,abc1234568',
      '',
      '   ',
      '38,1,3,' + 'x'.repeat(300) + ',ज्ञानेश्वर,Camp,M,44,05/06/1980,"9 ""B""",ZZZ1234569',
    ];
    const tail = [
      '38,1,5,,,Camp\\Back,O,12',
      '38,1,6,Tab\there,,,T,200',
      '38,1,8,Meera,मीरा,Camp,F,41,,7,QRS1234570',
      '38,1,9,Om,ओम,Camp,M,52,,7,QRS1234571',
      '38,1,7,"unterminated',
    ];
    const bytes = Buffer.concat([
      Buffer.from(lines.join(eol) + eol),
      Buffer.from([0x33, 0x38, 0x2c, 0x31, 0x2c, 0x34, 0x2c, 0xff, 0x41, 0x2c, 0x2c, 0x2c, 0x4d, 0x2c, 0x35, 0x30, 0x0d, 0x0a]),
      Buffer.from(tail.join(eol)),
    ]);
    async function* chunked(size: number) {
      for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
    }
    async function* text() {
      yield bytes.toString('utf8');
    }
    const decoded: unknown[] = [];
    for await (const r of csvRecords(text())) decoded.push([r.line, parseRecord(r.line, r.record)]);
    const bin = (v: unknown) => (typeof v === 'string' ? Buffer.from(v, 'latin1').toString('utf8') : v);
    for (const size of [7, 64, 1 << 20]) {
      const raw: unknown[] = [];
      const plain = new Map<number, boolean>();
      for await (const b of csvRawBatches(chunked(size))) {
        const idx = rawIndex(b.cols);
        for (const r of b.rows) {
          const p = parseRaw(r.line, r.cells, idx, r.plain);
          plain.set(r.line, r.plain);
          raw.push([r.line, 'row' in p ? { ...p, row: Object.fromEntries(Object.entries(p.row).map(([k, v]) => [k, bin(v)])) } : p]);
        }
      }
      expect(raw).toEqual(decoded);
      // A line with a double space, a non-ASCII space, a backslash or a tab, or a record over two lines, is never plain.
      for (const line of [2, 4, 9, 10]) expect(plain.get(line)).toBe(false);
      if (eol === '\n' && size === 1 << 20) expect(plain.get(11)).toBe(true);
    }
    expect(decoded).toHaveLength(9);
  });
});

describe('the two row parsers agree', () => {
  // parseRaw (the CSV fast path, cells in byte form) and parseRecord (any record) must answer
  // every row alike: generated rows with one cell at a time changed to an edge of its rule.
  it('answers 2,000 mutated rows as parseRecord does', async () => {
    const { parseRecord } = await import('./rows');
    const { parseRaw, rawIndex } = await import('./rawRows');
    const { mulberry32 } = await import('./generator');
    const rnd = mulberry32(42);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
    const edges: Partial<Record<(typeof ECI_COLUMNS)[number], string[]>> = {
      AC_NO: ['0', '1', '9999', '10000', '38.0', 'x', ''],
      PART_NO: ['0', '99999', '100000', '7', ' 7', ''],
      SLNOINPART: ['0', '1', '123456789', '1234567890', '-3', ''],
      SECTION_NO: ['', '0', '12', 'A'],
      AGE: ['17', '18', '120', '121', '', '44.0', 'old'],
      DOB: ['', '1889-12-31', '1890-01-01', '2000-02-29', '2001-02-29', '05/06/1980', '31-04-1980', '2100-12-31', '2101-01-01'],
      GENDER: ['M', 'F', 'O', 'm', 'Male', 'TG', 'X', ''],
      RLN_TYPE: ['F', 'H', 'W', 'G', 'Z', 'f', ''],
      EPIC_NO: ['ABC1234567', 'abc1234567', 'AB/12/34', 'AB 12 34 56', 'ABC12', 'ABC-1234567', ''],
      MOBILE_NO: ['9812345678', '919812345678', '+91 98123 45678', '5812345678', '98123', ''],
      FM_NAME_EN: ['', 'Asha', '  Asha', 'Ravi  Kumar', 'élan', 'x'.repeat(260)],
      FM_NAME_V1: ['', 'आशा', 'ज्ञानेश्वर '],
      C_HOUSE_NO: ['', '12a', 'H.No. 7', '१२', '9 B'],
      LATITUDE: ['', '20.93', '91', '0', 'north'],
    };
    const columns = Object.keys(edges) as Array<keyof typeof edges>;
    const base = roll();
    const idx = rawIndex([...ECI_COLUMNS]);
    const bin = (v: unknown) => (typeof v === 'string' ? Buffer.from(v, 'latin1').toString('utf8') : v);
    let rows = 0;
    let rejected = 0;
    for (let i = 0; i < 2000; i++) {
      const row: Record<string, string> = { ...pick(base) };
      for (let k = 1 + Math.floor(rnd() * 2); k > 0; k--) {
        const col = pick(columns);
        row[col] = pick(edges[col]!);
      }
      const cells = ECI_COLUMNS.map((c) => Buffer.from(row[c] ?? '', 'utf8').toString('latin1'));
      const raw = parseRaw(i + 2, cells, idx, false);
      const rec = parseRecord(i + 2, Object.fromEntries(ECI_COLUMNS.map((c) => [c, row[c] ?? ''])));
      const rawDecoded = 'row' in raw ? { ...raw, row: Object.fromEntries(Object.entries(raw.row).map(([k, v]) => [k, bin(v)])) } : raw;
      expect({ row, answer: rawDecoded }).toEqual({ row, answer: rec });
      if ('row' in rec) rows += 1;
      else rejected += 1;
    }
    // both kinds of answer were exercised
    expect(rows).toBeGreaterThan(300);
    expect(rejected).toBeGreaterThan(300);
  });
});
