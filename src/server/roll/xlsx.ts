// An XLSX roll read as a stream. sheetjs builds the whole workbook as objects first: for 100,000
// electors that took 17 s of blocked event loop and 1.2 GB, so an assembly constituency's roll
// could not be uploaded. Here the workbook's zip is read from its central directory, the shared
// strings are decoded once, and the first sheet's XML is inflated (zlib, off the main thread) and
// cut into rows chunk by chunk. Only what a roll holds is understood: shared, inline and formula
// strings, numbers, booleans; a numeric DOB is an Excel date serial.
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
/** Bytes that are no workbook this reader understands (the upload answers "not a CSV or XLSX file"). */
export class XlsxError extends Error {}

interface Entry {
  name: string;
  method: number;
  offset: number;
  size: number;
}

/** The zip's entries by name, from its central directory. */
function entries(zip: Buffer): Map<string, Entry> {
  const out = new Map<string, Entry>();
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new XlsxError('not a zip');
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  for (let k = 0; k < count; k++) {
    if (p + 46 > zip.length || zip.readUInt32LE(p) !== 0x02014b50) throw new XlsxError('bad zip directory');
    const method = zip.readUInt16LE(p + 10);
    const size = zip.readUInt32LE(p + 20);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLen);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw new XlsxError('bad zip entry');
    const offset = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    out.set(name.replace(/^\//, ''), { name, method, offset, size });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

const raw = (zip: Buffer, e: Entry) => zip.subarray(e.offset, e.offset + e.size);

function inflated(zip: Buffer, e: Entry): string {
  if (e.method === 0) return raw(zip, e).toString('utf8');
  if (e.method !== 8) throw new XlsxError('unsupported zip compression');
  return zlib.inflateRawSync(raw(zip, e)).toString('utf8');
}

const ENTITY = /&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** XML text with its entities resolved. */
export function xmlText(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(ENTITY, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)) : NAMED[e],
  );
}

/** The text of a string item (<si> or <is>): its <t> runs, without phonetic (<rPh>) runs. */
function itemText(xml: string): string {
  const body = xml.includes('<rPh') ? xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '') : xml;
  let out = '';
  for (const m of body.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g)) out += m[1] ?? '';
  return xmlText(out);
}

function sharedStrings(xml: string | null): string[] {
  if (!xml) return [];
  const out: string[] = [];
  for (const m of xml.matchAll(/<si\b[^>]*?(?:\/>|>([\s\S]*?)<\/si>)/g)) out.push(m[1] ? itemText(m[1]) : '');
  return out;
}

const attr = (tag: string, name: string): string | null => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? xmlText(m[1]) : null;
};

/** The first sheet's path, as the workbook and its relationships name it. */
function firstSheet(files: Map<string, Entry>, zip: Buffer): { path: string; date1904: boolean } {
  const wb = files.get('xl/workbook.xml');
  if (!wb) throw new XlsxError('no workbook');
  const book = inflated(zip, wb);
  const date1904 = /<workbookPr\b[^>]*\sdate1904="(1|true)"/.test(book);
  const sheet = /<sheet\b[^>]*>/.exec(book);
  const id = sheet ? attr(sheet[0], 'r:id') : null;
  const rels = files.get('xl/_rels/workbook.xml.rels');
  if (id && rels) {
    for (const m of inflated(zip, rels).matchAll(/<Relationship\b[^>]*>/g)) {
      if (attr(m[0], 'Id') !== id) continue;
      const target = attr(m[0], 'Target') ?? '';
      const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      if (files.has(path)) return { path, date1904 };
    }
  }
  if (files.has('xl/worksheets/sheet1.xml')) return { path: 'xl/worksheets/sheet1.xml', date1904 };
  throw new XlsxError('no sheet');
}

/** Column letters of a cell reference ("AB12") as a 0-based index, or -1. */
function column(ref: string | null): number {
  if (!ref) return -1;
  let n = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return i === 0 ? -1 : n - 1;
}

/** An Excel date serial as YYYY-MM-DD (serial 25569 is 1970-01-01; no DOB falls before March 1900). */
export function serialDate(serial: number, date1904: boolean): string {
  return new Date(Math.round((serial + (date1904 ? 1462 : 0) - 25569) * 86400) * 1000).toISOString().slice(0, 10);
}

export interface SheetRow {
  /** 1-based row number in the sheet */
  row: number;
  cells: string[];
}

const CELL = /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;
const VALUE = /<v(?:\s[^>]*)?>([\s\S]*?)<\/v>/;
const INLINE = /<is>([\s\S]*?)<\/is>/;

/** The cells of one <row> element; `dateColumn` (DOB) turns a number into a date. */
function rowCells(xml: string, strings: string[], dateColumn: number, date1904: boolean): string[] {
  const cells: string[] = [];
  let next = 0;
  CELL.lastIndex = 0;
  for (let m = CELL.exec(xml); m; m = CELL.exec(xml)) {
    const tag = m[1];
    const at = column(attr(tag, 'r'));
    const c = at >= 0 ? at : next;
    next = c + 1;
    const body = m[2] ?? '';
    const t = attr(tag, 't') ?? 'n';
    let v = '';
    if (t === 'inlineStr') {
      const is = INLINE.exec(body);
      v = is ? itemText(is[1]) : '';
    } else {
      const raw = VALUE.exec(body);
      const text = raw ? raw[1] : '';
      if (t === 's') v = strings[Number(text)] ?? '';
      else if (t === 'b') v = text === '1' ? 'true' : text === '0' ? 'false' : text;
      else if (t === 'd') v = /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : xmlText(text);
      else if (t === 'n' && text !== '') {
        const n = Number(text);
        v = c === dateColumn && Number.isFinite(n) ? serialDate(n, date1904) : String(n);
      } else v = xmlText(text);
    }
    while (cells.length < c) cells.push('');
    cells[c] = v;
  }
  return cells;
}

/** Decompressed text of an entry, a chunk at a time (the inflating runs in zlib's thread pool). */
async function* entryText(zip: Buffer, e: Entry): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  const slices = function* () {
    for (let i = 0; i < e.size; i += 1 << 16) yield raw(zip, e).subarray(i, Math.min(e.size, i + (1 << 16)));
  };
  // stored (0) or deflated (8): openXlsx refused any other method
  const source = Readable.from(slices());
  const stream = e.method === 0 ? source : source.pipe(zlib.createInflateRaw({ chunkSize: 1 << 16 }));
  for await (const chunk of stream) yield decoder.decode(chunk as Buffer, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

export interface XlsxSheet {
  /**
   * Read now from the start of the sheet: the cells of the first row that has any (null: none),
   * and the last row number its <dimension> names (null: not given).
   */
  start(): { header: string[] | null; lastRow: number | null };
  /** The sheet's rows in order with their numbers, header included; rows without any cell are skipped. */
  rows(dateColumn: number): AsyncGenerator<SheetRow>;
}

/** Cuts whole <row> elements off the front of `buf`; answers where the rest starts. */
function cutRows(buf: string, each: (row: number | null, body: string) => void): number {
  let start = 0;
  for (;;) {
    const open = buf.indexOf('<row', start);
    if (open === -1) return start;
    const tagEnd = buf.indexOf('>', open);
    if (tagEnd === -1) return open;
    const tag = buf.slice(open, tagEnd + 1);
    if (tag.endsWith('/>')) {
      start = tagEnd + 1;
      each(Number(attr(tag, 'r')) || null, '');
      continue;
    }
    const close = buf.indexOf('</row>', tagEnd);
    if (close === -1) return open;
    start = close + 6;
    each(Number(attr(tag, 'r')) || null, buf.slice(tagEnd + 1, close));
  }
}

/** The first sheet of an XLSX workbook held in memory (its bytes, not its objects). */
export function openXlsx(zip: Buffer): XlsxSheet {
  const files = entries(zip);
  const { path, date1904 } = firstSheet(files, zip);
  const sheet = files.get(path)!;
  if (sheet.method !== 0 && sheet.method !== 8) throw new XlsxError('unsupported zip compression');
  const ss = files.get('xl/sharedStrings.xml');
  const strings = sharedStrings(ss ? inflated(zip, ss) : null);
  return {
    start() {
      // The sheet's start: inflated as far as its first 256 kB go (a partial stream is fine here).
      const part = raw(zip, sheet).subarray(0, 1 << 18);
      const text = sheet.method === 0 ? part.toString('utf8') : zlib.inflateRawSync(part, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString('utf8');
      let header: string[] | null = null;
      cutRows(text, (_, body) => {
        if (!header && body.includes('<c')) header = rowCells(body, strings, -1, date1904);
      });
      const dim = /<dimension\b[^>]*\sref="[A-Z]*\d+:[A-Z]*(\d+)"/.exec(text);
      return { header, lastRow: dim ? Number(dim[1]) : null };
    },
    async *rows(dateColumn) {
      let buf = '';
      let seq = 0;
      let first = true;
      const out: SheetRow[] = [];
      for await (const text of entryText(zip, sheet)) {
        buf += text;
        const rest = cutRows(buf, (r, body) => {
          seq = r ?? seq + 1;
          if (!body.includes('<c')) return;
          out.push({ row: seq, cells: rowCells(body, strings, first ? -1 : dateColumn, date1904) });
          first = false;
        });
        buf = buf.slice(rest);
        yield* out;
        out.length = 0;
      }
    },
  };
}
