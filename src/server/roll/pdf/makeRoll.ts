// Roll PDFs of fictitious electors in the layout the Commission prints: a cover page, then pages
// with the constituency/part header, the section line and a 3 x 10 grid of elector boxes (serial
// in a small box top left, EPIC top right, name, relative, house, age and gender, photo box),
// DELETED stamps across some boxes. The electors come from the demo's roll generator, so the
// truth of every box is known; the scanned twin of a file is made by ./scan.ts.
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { devDigits, hashInts, mulberry32, rollRows } from '../generator';
import type { EciRecord } from '../eci';
import { DELETED_STAMP, LABELS, type RollLanguage } from './labels';

const FONT_DIR = path.join(__dirname, '../../assets/fonts');
const DEVA = path.join(FONT_DIR, 'NotoSansDevanagari-Regular.ttf');
const DEVA_BOLD = path.join(FONT_DIR, 'NotoSansDevanagari-Bold.ttf');

/** A4 in points, and the grid's geometry on it. */
export const PAGE = { w: 595.28, h: 841.89 };
export const GRID = { x: 22, y: 64, cols: 3, rows: 10, cellW: 184, cellH: 74, gap: 2 };
export const PER_PAGE = GRID.cols * GRID.rows;

export interface RollPdfOptions {
  acno: number;
  partNo: number;
  electors: number;
  seed: number;
  language: RollLanguage;
  /** numbers in Devanagari digits (Marathi rolls' habit; the default for 'mar') */
  devanagariDigits?: boolean;
  /** share of electors stamped DELETED (default 0.05) */
  deletedShare?: number;
}

/** One box's truth: the ECI columns the reader must give back, and where the box is. */
export interface TruthRow {
  page: number;
  index: number;
  fields: EciRecord;
}

export interface GeneratedRoll {
  pdf: Buffer;
  truth: TruthRow[];
  cover: { male: number; female: number; third: number; total: number };
  pages: number;
}

/** The electors of the part with their page and box, sections starting on a new page. */
export function rollTruth(o: RollPdfOptions): TruthRow[] {
  const rnd = mulberry32(hashInts(o.seed, o.acno, o.partNo, 77));
  const share = o.deletedShare ?? 0.05;
  const out: TruthRow[] = [];
  let page = 1; // the cover
  let index = PER_PAGE;
  let section = '';
  for (const r of rollRows({ acno: o.acno, parts: 1, perPart: o.electors, seed: o.seed, firstPart: o.partNo })) {
    if (index === PER_PAGE || r.SECTION_NO !== section) {
      page += 1;
      index = 0;
      section = r.SECTION_NO;
    }
    const fields: EciRecord = {
      AC_NO: r.AC_NO,
      AC_NAME_V1: r.AC_NAME_V1,
      PART_NO: r.PART_NO,
      PART_NAME_V1: r.PART_NAME_V1,
      SECTION_NO: r.SECTION_NO,
      SECTION_NAME_V1: r.SECTION_NAME_V1,
      SLNOINPART: r.SLNOINPART,
      C_HOUSE_NO: r.C_HOUSE_NO,
      FM_NAME_V1: r.FM_NAME_V1,
      LASTNAME_V1: r.LASTNAME_V1,
      RLN_TYPE: r.RLN_TYPE,
      RLN_FM_NM_V1: r.RLN_FM_NM_V1,
      RLN_L_NM_V1: r.RLN_L_NM_V1,
      EPIC_NO: r.EPIC_NO,
      GENDER: r.GENDER,
      AGE: r.AGE,
      STATUS: rnd() < share ? 'D' : '',
      PSBUILDING_NAME_V1: r.PSBUILDING_NAME_V1,
    };
    out.push({ page, index, fields });
    index += 1;
  }
  return out;
}

type Doc = InstanceType<typeof PDFDocument>;

/** What pdfkit's embedded font (doc._font after doc.font(file)) holds, as far as faithfulCodes uses it. */
interface EmbeddedFont {
  layout(text: string, features?: unknown): { glyphs: Array<{ id: number; codePoints: number[]; advanceWidth: number }>; positions: unknown[] };
  encode(text: string, features?: unknown): [string[], unknown[]];
  /** fontkit's font under it */
  font: { getGlyph(id: number, codePoints?: number[]): { codePoints: number[] } | null };
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  unicode: number[][];
  widths: number[];
  scale: number;
}

const isEmbedded = (f: unknown): f is EmbeddedFont =>
  typeof f === 'object' && f != null && 'subset' in f && 'unicode' in f && typeof (f as { layout?: unknown }).layout === 'function';
const patched = new WeakSet<object>();

/**
 * pdfkit writes each glyph of the font once in the text layer's character map, with the letters
 * fontkit gives it, and fontkit keeps a glyph with the letters of its first use. Noto's
 * Devanagari draws a reph or an anusvara over the short i sign inside the sign's own glyph and
 * leaves one empty glyph where the mark was, the same for both: a page that prints लिंग before
 * उर्मिला then told a reader उमिंला. Here each use of a glyph keeps its own letters, and a glyph
 * that comes back standing for other letters gets a code of its own (a copy of the glyph in the
 * subset), so the text layer says what is printed.
 */
function faithfulCodes(doc: Doc) {
  const font: unknown = Reflect.get(doc, '_font');
  if (!isEmbedded(font) || patched.has(font)) return;
  patched.add(font);
  const fk = font.font;
  const cached = fk.getGlyph.bind(fk);
  fk.getGlyph = (id, codePoints = []) => {
    const g = cached(id, codePoints);
    if (!g || !codePoints.length || g.codePoints.join(',') === codePoints.join(',')) return g;
    // the cached glyph with this use's letters (its outline and metrics shared)
    return Object.assign(Object.create(g) as typeof g, { codePoints });
  };
  const codes = new Map<string, number>();
  font.encode = (text, features) => {
    const { glyphs, positions } = font.layout(text, features);
    const res = glyphs.map((g) => {
      const key = `${g.id}:${g.codePoints.join(',')}`;
      let code = codes.get(key);
      if (code == null) {
        code = font.subset.includeGlyph(g.id);
        if (font.unicode[code] != null && font.unicode[code].join(',') !== g.codePoints.join(',')) {
          font.subset.glyphs.push(g.id);
          code = font.subset.glyphs.length - 1;
        }
        codes.set(key, code);
        font.widths[code] ??= g.advanceWidth * font.scale;
        font.unicode[code] ??= g.codePoints;
      }
      return `0000${code.toString(16)}`.slice(-4);
    });
    return [res, positions];
  };
}

/** Text in Devanagari with any Latin letters set in Helvetica (the Devanagari font has none). */
function mixed(doc: Doc, text: string, x: number, y: number, size: number, bold = false): number {
  let cx = x;
  for (const run of text.match(/[A-Za-z]+|[^A-Za-z]+/g) ?? []) {
    const latin = /^[A-Za-z]/.test(run);
    doc.font(latin ? (bold ? 'Helvetica-Bold' : 'Helvetica') : bold ? DEVA_BOLD : DEVA).fontSize(size);
    if (!latin) faithfulCodes(doc);
    doc.text(run, cx, y, { lineBreak: false });
    cx += doc.widthOfString(run);
  }
  return cx - x;
}

/** The widest size up to `size` at which `text` fits in `width`. */
function fitted(doc: Doc, text: string, width: number, size: number): number {
  doc.font(DEVA).fontSize(size);
  const w = doc.widthOfString(text);
  return w <= width ? size : Math.max(5.5, (size * width) / w);
}

function header(doc: Doc, o: RollPdfOptions, t: EciRecord, num: (n: string | number) => string, pageNo: number, pages: number) {
  const L = LABELS[o.language];
  mixed(doc, `${L.ac} : ${num(t.AC_NO!)}-${t.AC_NAME_V1}`, GRID.x, 22, 10, true);
  const part = `${L.part} : ${num(t.PART_NO!)}`;
  doc.font(DEVA_BOLD).fontSize(10);
  mixed(doc, part, PAGE.w - GRID.x - doc.widthOfString(part), 22, 10, true);
  mixed(doc, `${L.section} : ${num(t.SECTION_NO!)}-${t.SECTION_NAME_V1}`, GRID.x, 40, 9);
  const foot = `${L.page} ${num(pageNo)} / ${num(pages)}`;
  doc.font(DEVA).fontSize(8);
  mixed(doc, foot, PAGE.w - GRID.x - doc.widthOfString(foot), PAGE.h - 26, 8);
}

function box(doc: Doc, o: RollPdfOptions, t: TruthRow, num: (n: string | number) => string) {
  const L = LABELS[o.language];
  const f = t.fields;
  const col = t.index % GRID.cols;
  const row = Math.floor(t.index / GRID.cols);
  const x = GRID.x + col * (GRID.cellW + GRID.gap);
  const y = GRID.y + row * (GRID.cellH + GRID.gap);
  doc.lineWidth(0.8).strokeColor('black').rect(x, y, GRID.cellW, GRID.cellH).stroke();
  // serial in its own small box; the EPIC at the top right
  doc
    .lineWidth(0.6)
    .rect(x + 3, y + 3, 34, 13)
    .stroke();
  doc.font('Helvetica-Bold').fontSize(9);
  doc.text(f.SLNOINPART!, x + 3 + (34 - doc.widthOfString(f.SLNOINPART!)) / 2, y + 6, { lineBreak: false });
  doc.text(f.EPIC_NO!, x + GRID.cellW - 6 - doc.widthOfString(f.EPIC_NO!), y + 6, { lineBreak: false });
  // photo box on the right, a grey head and shoulders in it
  const px = x + GRID.cellW - 44;
  const py = y + 20;
  doc.lineWidth(0.6).rect(px, py, 40, 50).stroke();
  doc
    .fillColor('#b0b0b0')
    .circle(px + 20, py + 18, 8)
    .fill();
  doc.ellipse(px + 20, py + 42, 14, 9).fill();
  doc.fillColor('black');
  const width = GRID.cellW - 54;
  const lines = [
    `${L.name} : ${f.FM_NAME_V1} ${f.LASTNAME_V1}`,
    `${L.relation[f.RLN_TYPE as 'F']} : ${f.RLN_FM_NM_V1} ${f.RLN_L_NM_V1}`,
    `${L.house} : ${num(f.C_HOUSE_NO!)}`,
  ];
  lines.forEach((s, i) => mixed(doc, s, x + 5, y + 19 + i * 13, fitted(doc, s, width, 8.5)));
  const age = `${L.age} : ${num(f.AGE!)}`;
  const w = mixed(doc, age, x + 5, y + 58, 8.5);
  mixed(doc, `${L.gender} : ${L.genders[f.GENDER as 'M']}`, x + 5 + Math.max(w + 14, 62), y + 58, 8.5);
  if (f.STATUS === 'D') {
    // a stamp lighter than the print, across the box
    doc.save();
    doc.rotate(-8, { origin: [x + GRID.cellW / 2, y + GRID.cellH / 2] });
    doc.font('Helvetica-Bold').fontSize(26).fillColor('#8a8a8a').fillOpacity(0.6);
    doc.text(DELETED_STAMP, x + (GRID.cellW - doc.widthOfString(DELETED_STAMP)) / 2, y + GRID.cellH / 2 - 12, { lineBreak: false });
    doc.restore();
    doc.fillColor('black').fillOpacity(1);
  }
}

function cover(doc: Doc, o: RollPdfOptions, t: EciRecord, c: GeneratedRoll['cover'], num: (n: string | number) => string) {
  const L = LABELS[o.language];
  let y = 90;
  const line = (s: string, size: number, bold = false) => {
    mixed(doc, s, 60, y, size, bold);
    y += size * 2.4;
  };
  line(`${L.coverTitle} ${num(2025)}`, 20, true);
  line(`${L.ac} : ${num(t.AC_NO!)}-${t.AC_NAME_V1}`, 12, true);
  line(`${L.part} : ${num(t.PART_NO!)}`, 12, true);
  line(`${L.partName} : ${t.PART_NAME_V1}`, 11);
  line(`${L.station} : ${t.PSBUILDING_NAME_V1}`, 11);
  line(`${L.counts} : ${L.male} ${num(c.male)}  ${L.female} ${num(c.female)}  ${L.third} ${num(c.third)}  ${L.total} ${num(c.total)}`, 11);
}

/** The part as a text PDF (a real Unicode text layer), with the truth of every box. */
export function rollPdf(o: RollPdfOptions): Promise<GeneratedRoll> {
  const truth = rollTruth(o);
  const devanagari = o.devanagariDigits ?? o.language === 'mar';
  const num = (n: string | number) => (devanagari ? devDigits(n) : String(n));
  const live = truth.filter((t) => t.fields.STATUS !== 'D');
  const count = (g: string) => live.filter((t) => t.fields.GENDER === g).length;
  const counts = { male: count('M'), female: count('F'), third: count('O'), total: live.length };
  const pages = (truth.at(-1)?.page ?? 1) as number;
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: 'Electoral roll (generated, fictitious)' } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.addPage();
  cover(doc, o, truth[0].fields, counts, num);
  let page = 1;
  for (const t of truth) {
    if (t.page !== page) {
      page = t.page;
      doc.addPage();
      header(doc, o, t.fields, num, page, pages);
    }
    box(doc, o, t, num);
  }
  doc.end();
  return done.then((pdf) => ({ pdf, truth, cover: counts, pages }));
}
