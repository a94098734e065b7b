// Tests' reader of a written .xlsx: the workbook as SheetJS reads it back, plus what its cell
// objects do not say (whether a cell's font is bold, whether the sheet holds any formula).
import * as XLSX from 'sheetjs-style';

export function readXlsx(bytes: Uint8Array) {
  const wb = XLSX.read(bytes, { type: 'array', cellFormula: true, cellNF: true, cellStyles: true, bookFiles: true });
  // bookFiles keeps the zip's entries (JSZip objects)
  const files = (wb as unknown as { files: Record<string, { asText(): string }> }).files;
  const text = (name: string) => files[name].asText();
  const styles = text('xl/styles.xml');
  const fontOfXf = [...(/<cellXfs[^>]*>(.*?)<\/cellXfs>/s.exec(styles)?.[1] ?? '').matchAll(/<xf [^>]*fontId="(\d+)"/g)].map((m) => Number(m[1]));
  const boldFont = [...(/<fonts[^>]*>(.*?)<\/fonts>/s.exec(styles)?.[1] ?? '').matchAll(/<font>(.*?)<\/font>/gs)].map((m) => m[1].includes('<b/>'));
  /** The first sheet's XML. */
  const sheetXml = text('xl/worksheets/sheet1.xml');
  const isBold = (ref: string) => {
    const xf = Number(new RegExp(`<c r="${ref}" s="(\\d+)"`).exec(sheetXml)?.[1] ?? 0);
    return boldFont[fontOfXf[xf]] === true;
  };
  return { wb, sheet: wb.Sheets[wb.SheetNames[0]], sheetXml, isBold };
}
