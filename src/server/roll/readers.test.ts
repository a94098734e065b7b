// Reading a roll file: CSV quoting and line endings, and the streaming XLSX reader.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import XLSX from 'sheetjs-style';
import { csvLine, type EciRow } from './generator';
import { ECI_COLUMNS, type EciRecord } from './eci';
import { parseRecord } from './rows';
import { csvFileSource, csvRecords, RollFormatError, splitCsv } from './readers';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'roll-import-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

let fileNo = 0;
function csvFile(rows: Array<Partial<EciRow>>, columns: readonly string[] = ECI_COLUMNS): string {
  const file = path.join(tmp, `roll-${++fileNo}.csv`);
  fs.writeFileSync(file, csvLine(columns) + rows.map((r) => csvLine(columns.map((c) => (r as Record<string, string>)[c] ?? ''))).join(''));
  return file;
}

describe('CSV reading', () => {
  it('splits quoted fields with commas, doubled quotes and line breaks, and strips a BOM', async () => {
    expect(splitCsv('a,"b,c","say ""hi""",,d')).toEqual(['a', 'b,c', 'say "hi"', '', 'd']);
    async function* text() {
      yield '\uFEFFAC_NO,PART_NO,SLNOINPART,FM_NAME_EN,SECTION_NAME\r\n38,1,1,Asha,"Sai Nagar,\r\nLane 2"\r\n';
      yield '\r\n38,1,2,Ra';
      yield 'vi,Camp\r\n';
    }
    const out = [];
    for await (const r of csvRecords(text())) out.push(r);
    expect(out).toEqual([
      { line: 2, record: { AC_NO: '38', PART_NO: '1', SLNOINPART: '1', FM_NAME_EN: 'Asha', SECTION_NAME: 'Sai Nagar,\r\nLane 2' } },
      { line: 5, record: { AC_NO: '38', PART_NO: '1', SLNOINPART: '2', FM_NAME_EN: 'Ravi', SECTION_NAME: 'Camp' } },
    ]);
  });

  it('refuses a file without the key columns', async () => {
    const file = csvFile([{ AC_NO: '38' }], ['AC_NO', 'FM_NAME_EN']);
    const read = async () => {
      for await (const _ of csvFileSource(file).records) void _;
    };
    await expect(read()).rejects.toThrow(RollFormatError);
    await expect(read()).rejects.toThrow(/PART_NO, SLNOINPART/);
  });
});

describe('XLSX streaming reader', () => {
  // The streaming reader (xlsx.ts) against sheetjs reading the whole workbook: the same records,
  // for shared and inline strings, numbers, a date-formatted DOB, entities, gaps and empty rows.
  it.each([[true], [false]])('reads a workbook to the same records as sheetjs (shared strings: %s)', async (bookSST) => {
    const { workbookSource, xlsxSource } = await import('./readers');
    const header = [
      'AC_NO',
      'PART_NO',
      'SLNOINPART',
      'FM_NAME_EN',
      'FM_NAME_V1',
      'LASTNAME_EN',
      'SECTION_NAME',
      'GENDER',
      'AGE',
      'DOB',
      'MOBILE_NO',
      'EPIC_NO',
    ];
    const aoa: unknown[][] = [
      header,
      [38, 1, 1, 'Asha', 'आशा', 'Patil & Sons <Ltd>', 'Sai "Nagar"', 'F', 30, null, 9812345678, 'ABC1234567'],
      [38, 1, 2, 'Ravi', 'रवि', 'Kumar', 'Camp', 'M', null, new Date(Date.UTC(1980, 0, 5)), '98123 45679', 'ABC1234568'],
      [],
      [38, 1, 3, 'Om', null, '', 'Camp', 'O', 44.0, '05/06/1980', null, 'ABC1234569'],
      [38, '1', '4', ' Meera ', 'मीरा', 'Iyer', 'Camp', 'f', 'n/a', null, null, null],
    ];
    const ws = XLSX.utils.aoa_to_sheet(aoa, { cellDates: true });
    ws['!ref'] = 'A1:L6';
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'Roll');
    const bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', bookSST, compression: true }) as Buffer;
    const read = async (src: { records: AsyncIterable<{ line: number; record: Record<string, unknown> }> }) => {
      const out: unknown[] = [];
      for await (const r of src.records) out.push([r.line, parseRecord(r.line, r.record as EciRecord)]);
      return out;
    };
    const streamed = xlsxSource(bytes);
    const got = await read(streamed);
    expect(got).toEqual(await read(workbookSource(bytes)));
    expect(got).toHaveLength(4);
    expect(got[0]).toMatchObject([2, { row: { lastname_en: 'Patil & Sons <Ltd>', section_name: 'Sai "Nagar"', fm_name_v1: 'आशा', mobile: '+919812345678' } }]);
    expect(got[1]).toMatchObject([3, { row: { dob: '1980-01-05' } }]);
    expect(streamed.progress!()).toEqual({ done: 5, total: 5 });
  });

  it('checks the header when opened, and refuses bytes that are no workbook', async () => {
    const { xlsxSource, RollFormatError } = await import('./readers');
    const { XlsxError } = await import('./xlsx');
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['name', 'age'],
        ['Asha', 30],
      ]),
      'People',
    );
    expect(() => xlsxSource(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer)).toThrow(RollFormatError);
    expect(() => xlsxSource(Buffer.from('PK\x03\x04 not really a zip'))).toThrow(XlsxError);
  });
});
