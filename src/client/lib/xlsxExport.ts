// A table as an Excel workbook of one sheet, for every report that exports one: a bold header
// row, a width per column, numbers kept as numbers and text always as text. A text that starts
// like a formula (=, +, - or @) is a classic way to run something on the reader's machine; it is
// written as a plain string cell formatted as Text, so the spreadsheet never takes it for a
// formula, not even when the cell is edited. Loaded on demand: the library is large.
import * as XLSX from 'sheetjs-style';
import { saveFile } from './saveFile';

export type CellValue = string | number | null | undefined;

export interface SheetColumn<T> {
  /** The header text (already translated). */
  header: string;
  /** Column width in characters. */
  width: number;
  value: (row: T) => CellValue;
  /** Excel number format of the column's numbers, e.g. '0.00%'. */
  numberFormat?: string;
}

export interface SheetTable<T> {
  sheetName: string;
  columns: readonly SheetColumn<T>[];
  rows: readonly T[];
}

// a tab or carriage return in front is skipped by some programs before they read a formula
const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether a spreadsheet could read this text as a formula. */
export const startsLikeFormula = (text: string) => FORMULA_START.test(text);

const TEXT_FORMAT = '@';

/** One cell: a finite number is a number cell, anything else a string cell that is never a formula. */
export function sheetCell(value: CellValue, numberFormat?: string, bold = false): XLSX.CellObject {
  const font = bold ? { font: { bold: true } } : {};
  if (typeof value === 'number' && Number.isFinite(value)) {
    return { t: 'n', v: value, ...(numberFormat || bold ? { s: { ...font, ...(numberFormat ? { numFmt: numberFormat } : {}) } } : {}) };
  }
  const text = value == null ? '' : String(value);
  const asText = startsLikeFormula(text) ? { numFmt: TEXT_FORMAT } : {};
  return { t: 's', v: text, ...(bold || asText.numFmt ? { s: { ...font, ...asText } } : {}) };
}

/** The sheet: the header row in bold, then a row per item. */
export function buildSheet<T>({ columns, rows }: Omit<SheetTable<T>, 'sheetName'>): XLSX.WorkSheet {
  const sheet: XLSX.WorkSheet = {};
  columns.forEach((c, col) => {
    sheet[XLSX.utils.encode_cell({ r: 0, c: col })] = sheetCell(c.header, undefined, true);
    rows.forEach((row, r) => {
      sheet[XLSX.utils.encode_cell({ r: r + 1, c: col })] = sheetCell(c.value(row), c.numberFormat);
    });
  });
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: Math.max(0, columns.length - 1) } });
  sheet['!cols'] = columns.map((c) => ({ wch: c.width }));
  return sheet;
}

export function buildWorkbook<T>(table: SheetTable<T>): XLSX.WorkBook {
  return { SheetNames: [table.sheetName], Sheets: { [table.sheetName]: buildSheet(table) } };
}

/** The .xlsx file's bytes (shared strings, so no cell is written as an inline formula string). */
export function workbookBytes(workbook: XLSX.WorkBook): Uint8Array {
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx', bookSST: true, compression: true }) as ArrayBuffer);
}

/** Builds the workbook and downloads it as `fileName`. */
export function saveXlsx<T>(fileName: string, table: SheetTable<T>): void {
  const bytes = workbookBytes(buildWorkbook(table));
  saveFile(new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);
}
