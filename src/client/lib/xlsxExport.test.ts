// The Excel helper of every export: numbers stay numbers, text is text, and a text that starts
// like a formula (=, +, - or @) is written as a Text-formatted string, never as a formula; the
// header row is bold and the columns have their widths.
import { buildWorkbook, sheetCell, startsLikeFormula, workbookBytes } from './xlsxExport';
import { readXlsx } from './readXlsx.testing';

type Row = { name: string; count: number; share: number };

const table = {
  sheetName: 'Voting Centers',
  columns: [
    { header: 'Name', width: 30, value: (r: Row) => r.name },
    { header: 'Count', width: 10, value: (r: Row) => r.count },
    { header: 'Share', width: 10, value: (r: Row) => r.share, numberFormat: '0.00%' },
  ],
  rows: [
    { name: '=HYPERLINK("http://evil.example","click")', count: 12, share: 0.125 },
    { name: '+91 98220 10000', count: 0, share: 0 },
    { name: '-5', count: 3, share: 1 },
    { name: '@SUM(A1)', count: 4, share: 0.5 },
    { name: 'जिल्हा परिषद शाळा', count: 5, share: 0.2 },
  ],
};

const roundTrip = () => readXlsx(workbookBytes(buildWorkbook(table)));

describe('formula-safe cells', () => {
  it('knows the texts a spreadsheet could take for a formula', () => {
    for (const t of ['=1+1', '+1', '-1', '@A1', '\t=1', '\r=1']) expect(startsLikeFormula(t)).toBe(true);
    for (const t of ['1+1', 'Town Hall', 'ग्राम', '', ' =1']) expect(startsLikeFormula(t)).toBe(false);
  });

  it('makes such a text a Text-formatted string cell without a formula', () => {
    expect(sheetCell('=1+1')).toEqual({ t: 's', v: '=1+1', s: { numFmt: '@' } });
    expect(sheetCell('Town Hall')).toEqual({ t: 's', v: 'Town Hall' });
    expect(sheetCell(null)).toEqual({ t: 's', v: '' });
    expect(sheetCell(42)).toEqual({ t: 'n', v: 42 });
    expect(sheetCell(0.5, '0.00%')).toEqual({ t: 'n', v: 0.5, s: { numFmt: '0.00%' } });
    // not a finite number: kept as text
    expect(sheetCell(Number.NaN)).toEqual({ t: 's', v: 'NaN' });
  });

  it('writes no formula into the file, whatever the text', () => {
    const { sheet, sheetXml } = roundTrip();
    expect(sheetXml).not.toMatch(/<f[ >]/);
    for (const ref of ['A2', 'A3', 'A4', 'A5']) {
      expect(sheet[ref].t).toBe('s');
      expect(sheet[ref].f).toBeUndefined();
      expect(sheet[ref].z).toBe('@');
    }
    expect(sheet.A2.v).toBe('=HYPERLINK("http://evil.example","click")');
    expect(sheet.A4.v).toBe('-5');
  });
});

describe('workbook', () => {
  it('has the sheet, a bold header row, the widths and numbers as numbers', () => {
    const { wb, sheet, isBold } = roundTrip();
    expect(wb.SheetNames).toEqual(['Voting Centers']);
    expect(['A1', 'B1', 'C1'].map((r) => sheet[r].v)).toEqual(['Name', 'Count', 'Share']);
    expect(sheet.B2).toMatchObject({ t: 'n', v: 12 });
    expect(sheet.C2).toMatchObject({ t: 'n', v: 0.125, z: '0.00%', w: '12.50%' });
    expect(sheet.A6.v).toBe('जिल्हा परिषद शाळा');
    expect(sheet['!cols']!.map((c) => c.wch)).toEqual([30, 10, 10]);

    // the header cells' style points at a bold font, the body's does not
    expect(['A1', 'B1', 'C1'].map(isBold)).toEqual([true, true, true]);
    expect(['A2', 'B2', 'C2', 'A6'].map(isBold)).toEqual([false, false, false, false]);
  });
});
