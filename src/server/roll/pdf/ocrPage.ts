// A scanned page read by OCR: the page's own image (or the page drawn at 300 dpi), its turn
// undone, the grid of boxes found from its ruled lines, and each field read from its own crop
// with the model it needs: serials with digits only, EPICs with Latin capitals and digits, the
// text lines with the roll's language. The crops of a page go to Tesseract stacked in one image
// a kind (three calls a page instead of a hundred), and the words come back to their crops by place.
import { canvasLib, pageImage, renderGray, type Gray, type Pdf } from './pdfjs';
import { binarize, clean, crop, findBoxes, greyShare, inkBands, inkColumns, insideRules, otsu, rotate, skewAngle, stack } from './pixels';
import { ocrEngine, type OcrEngine, type OcrLang, type OcrRequest, type OcrWord } from './ocr';
import { boxFields, epicField, serialField, type BoxFields, type Digits, type Line } from './fields';
import { coverOf, headerOf, isCover, languageOf, valueFor, type Piece } from './pageParts';
import type { EciColumn } from '../eci';
import type { RollLanguage } from './labels';
import type { Box, CoverRead, Doubt, ElectorRead, PageRead, ReadOptions } from './types';

const RENDER_DPI = 300;
/** Ink darker than this is print; a stamp and the photo's grey are lighter. */
const INK = 150;

const engines = new Map<string, OcrEngine>();
function engineFor(kind: ReadOptions['engine'] = 'auto'): OcrEngine {
  let e = engines.get(kind);
  if (!e) {
    e = ocrEngine(kind);
    engines.set(kind, e);
  }
  return e;
}

/** The OCR engines' workers ended (tesseract.js keeps one a language). */
export async function closeOcr() {
  for (const e of engines.values()) await e.close();
  engines.clear();
}

interface ReadPiece extends Line {
  words: OcrWord[];
}

/** Pieces read in one call: each piece's words, its text (in line order) and its least confidence. */
async function readPieces(engine: OcrEngine, pieces: Gray[], req: OcrRequest): Promise<{ read: ReadPiece[]; image: Gray }> {
  const pad = Math.max(16, Math.round(Math.max(0, ...pieces.map((p) => p.height)) * 1.2));
  const { image, at } = stack(pieces, pad);
  if (!pieces.length) return { read: [], image };
  const words = await engine.recognize(image, req);
  const per: OcrWord[][] = pieces.map(() => []);
  for (const w of words) {
    const cy = w.y + w.h / 2;
    const i = at.findIndex((y, k) => cy >= y - pad / 2 && cy < y + pieces[k].height + pad / 2);
    if (i >= 0) per[i].push(w);
  }
  const read = per.map((ws) => {
    ws.sort((a, b) => a.x - b.x);
    return { words: ws, text: ws.map((w) => w.text).join(' '), conf: ws.length ? Math.min(...ws.map((w) => w.conf)) : 0 };
  });
  return { read, image };
}

/** A crop cleaned of lines and stamp, trimmed to its ink (null when it holds none). */
function piece(g: Gray, b: Box, ruled = false): Gray | null {
  let raw = crop(g, b);
  // a number in its own ruled box is read from inside the box: what is left of the rules after cleaning is read as digits
  const inside = ruled ? insideRules(raw, INK) : null;
  if (inside) raw = crop(raw, inside);
  const c = clean(raw, INK, Math.round(raw.width * 0.6), Math.round(raw.height * 0.6), inside ? 0 : 0.4);
  const cols = inkColumns(c);
  if (!cols) return null;
  const x0 = Math.max(0, cols[0] - 4);
  return crop(c, { x: x0, y: 0, w: Math.min(c.width - x0, cols[1] - x0 + 8), h: c.height });
}

/** The text lines of a box's text area: bands of ink, tiny bands (dots, stray marks) joined to their neighbour. */
function textLinesOf(area: Gray): Gray[] {
  const bands = inkBands(area, 2, 1).filter(([a, b]) => b - a >= 3);
  if (!bands.length) return [];
  const tall = Math.max(...bands.map(([a, b]) => b - a));
  const merged: Array<[number, number]> = [];
  for (const band of bands) {
    const last = merged.at(-1);
    if (last && (band[1] - band[0] < tall * 0.35 || last[1] - last[0] < tall * 0.35) && band[0] - last[1] < tall * 0.3) last[1] = band[1];
    else merged.push([...band]);
  }
  return merged.map(([a, b]) => crop(area, { x: 0, y: Math.max(0, a - 2), w: area.width, h: b - a + 4 }));
}

export async function pngOf(g: Gray): Promise<Buffer> {
  const { createCanvas } = await canvasLib();
  const c = createCanvas(g.width, g.height);
  const ctx = c.getContext('2d');
  const img = ctx.createImageData(g.width, g.height);
  for (let i = 0; i < g.data.length; i++) {
    img.data[i * 4] = img.data[i * 4 + 1] = img.data[i * 4 + 2] = g.data[i];
    img.data[i * 4 + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  return c.encode('png');
}

/** The page upright, at its own resolution (`own`: its image, when already taken out). */
export async function uprightPage(pdf: Pdf, pageNo: number, own?: Awaited<ReturnType<typeof pageImage>>): Promise<{ g: Gray; dpi: number; level: number }> {
  own ??= await pageImage(pdf, pageNo);
  const g0 = own?.gray ?? (await renderGray(pdf, pageNo, RENDER_DPI));
  const level = otsu(g0);
  const g = rotate(g0, skewAngle(g0, level));
  return { g, dpi: own?.dpi ?? RENDER_DPI, level };
}

/** Lines of a region read whole (headers, the cover): Tesseract's own lines, split where words stand far apart. */
async function regionPieces(engine: OcrEngine, g: Gray, lang: OcrLang, gap: number): Promise<Piece[]> {
  const area = clean(g, INK, g.width, g.height);
  const words = await engine.recognize(area, { lang, psm: 4 });
  const byLine = new Map<string, OcrWord[]>();
  for (const w of words) byLine.set(w.line, [...(byLine.get(w.line) ?? []), w]);
  const pieces: Piece[] = [];
  const push = (ws: OcrWord[]) =>
    pieces.push({ text: ws.map((c) => c.text).join(' '), conf: Math.min(...ws.map((c) => c.conf)), words: ws.map(({ text, conf }) => ({ text, conf })) });
  for (const ws of byLine.values()) {
    ws.sort((a, b) => a.x - b.x);
    let cur: OcrWord[] = [];
    for (const w of ws) {
      const prev = cur.at(-1);
      if (prev && w.x - (prev.x + prev.w) > gap) {
        push(cur);
        cur = [];
      }
      cur.push(w);
    }
    if (cur.length) push(cur);
  }
  return pieces;
}

/** Whether a page prints its numbers in Devanagari digits (most digits read are ०-९). */
const devanagariDigits = (pieces: Piece[]) => {
  const text = pieces.map((p) => p.text).join(' ');
  return (text.match(/[०-९]/g)?.length ?? 0) > (text.match(/[0-9]/g)?.length ?? 0);
};

/**
 * The models a page is read with: its language's, after the Latin one when it prints Latin
 * digits (the Hindi and Marathi models drop and mangle those, a 1 above all), alone when it
 * prints Devanagari digits (the Latin model reads १ as 9 and ४ as 8).
 */
const modelFor = (language: RollLanguage, devanagari: boolean): OcrLang => (devanagari ? language : `eng+${language}`);

/**
 * A region read in the page's language and digits: first with the Latin and Hindi models, which
 * tells Hindi from Marathi wording and Latin from Devanagari digits, then again with the models
 * that tells for (the Marathi model knows letters such as ळ the Hindi one does not). `again`
 * reads it with the other language's model, for a second opinion.
 */
async function regionInLanguage(engine: OcrEngine, g: Gray, gap: number, asked: ReadOptions['language']) {
  const given = asked === 'hin' || asked === 'mar' ? asked : null;
  const firstModel: OcrLang = `eng+${given ?? 'hin'}`;
  const first = await regionPieces(engine, g, firstModel, gap);
  const language = given ?? languageOf(first.map((p) => p.text).join('\n'));
  const devanagari = devanagariDigits(first);
  const model = modelFor(language, devanagari);
  const pieces = model === firstModel ? first : await regionPieces(engine, g, model, gap);
  const otherModel = modelFor(language === 'mar' ? 'hin' : 'mar', devanagari);
  const again = () => (otherModel === firstModel ? Promise.resolve(first) : regionPieces(engine, g, otherModel, gap));
  return { pieces, language, model, otherModel, devanagari, again };
}

const REGION_NUMBERS: EciColumn[] = ['AC_NO', 'PART_NO', 'SECTION_NO'];
const REGION_NAMES: EciColumn[] = ['AC_NAME_V1', 'SECTION_NAME_V1', 'PART_NAME_V1', 'PSBUILDING_NAME_V1'];

/**
 * The header and the cover give every row of a page or file its values, so each is read twice,
 * with both languages' models: a value the OCR was unsure of is kept when the two read it alike
 * (two models trained apart rarely make the same mistake); a number they read differently is
 * doubtful however sure the first was, and so is a name the first was not quite sure of (the
 * other language's model misreads names it has no letters for); the cover's counts are held
 * against the boxes only when both read them alike.
 */
async function secondOpinion<
  T extends { doubts?: Doubt[]; confidence?: Partial<Record<EciColumn, number>>; counts?: CoverRead['counts']; countsSure?: boolean },
>(read: T, again: () => Promise<T>): Promise<T> {
  const other = await again();
  const value = (r: T, c: EciColumn) => valueFor(r as never, c);
  const doubts = (read.doubts ?? []).filter((d) => d.reason !== 'low_confidence' || value(read, d.column) !== value(other, d.column));
  const compared = [...REGION_NUMBERS, ...REGION_NAMES.filter((c) => (read.confidence?.[c] ?? 0) < SECOND_READING_BELOW)];
  for (const c of compared) {
    const mine = value(read, c);
    if (mine !== undefined && mine !== value(other, c) && !doubts.some((d) => d.column === c)) doubts.push({ column: c, reason: 'low_confidence' });
  }
  const out = { ...read, doubts };
  if (read.counts) out.countsSure = JSON.stringify(read.counts) === JSON.stringify(other.counts);
  return out;
}

/** Below this confidence a box's value is read again with the other language's model. */
const SECOND_READING_BELOW = 92;
const ALWAYS_TWICE: EciColumn[] = ['AGE', 'C_HOUSE_NO'];
const SECOND_READ: EciColumn[] = ['FM_NAME_V1', 'LASTNAME_V1', 'RLN_TYPE', 'RLN_FM_NM_V1', 'RLN_L_NM_V1', 'C_HOUSE_NO', 'AGE', 'GENDER'];

/**
 * The values of a page's boxes the OCR was not sure of (yet not so unsure that they are doubtful
 * already), and every age and house number, are read again, their lines only, in one call with the
 * other language's model: a value the second reading gives otherwise is doubtful.
 */
async function secondReading(
  engine: OcrEngine,
  model: OcrLang,
  language: RollLanguage,
  digits: Digits,
  images: Gray[][],
  lines: ReadPiece[][],
  reads: BoxFields[],
) {
  const wanted: Array<{ box: number; line: number }> = [];
  reads.forEach((r, box) => {
    const again = new Set<number>();
    for (const c of SECOND_READ) {
      const line = r.lineOf?.[c] ?? -1;
      if (line < 0 || r.doubts.some((d) => d.column === c)) continue;
      // numbers always: the models read one digit for another at full confidence (४१ as ४९), and no rule catches an age
      if (ALWAYS_TWICE.includes(c) || (r.confidence[c] ?? 0) < SECOND_READING_BELOW) again.add(line);
    }
    for (const line of again) wanted.push({ box, line });
  });
  if (!wanted.length) return;
  const { read } = await readPieces(
    engine,
    wanted.map((w) => images[w.box][w.line]),
    { lang: model, psm: 6 },
  );
  const byBox = new Map<number, Map<number, ReadPiece>>();
  wanted.forEach((w, i) => byBox.set(w.box, (byBox.get(w.box) ?? new Map<number, ReadPiece>()).set(w.line, read[i])));
  for (const [box, again] of byBox) {
    const r = reads[box];
    const other = boxFields(
      lines[box].map((l, i) => again.get(i) ?? l),
      language,
      digits,
    );
    for (const c of SECOND_READ) {
      const line = r.lineOf?.[c] ?? -1;
      if (!again.has(line) || r.doubts.some((d) => d.column === c)) continue;
      if ((other.fields[c] ?? '') !== (r.fields[c] ?? '')) r.doubts.push({ column: c, reason: 'low_confidence' });
    }
  }
}

export async function readOcrPage(pdf: Pdf, pageNo: number, options: ReadOptions = {}): Promise<PageRead> {
  const t0 = Date.now();
  const engine = engineFor(options.engine);
  const own = await pageImage(pdf, pageNo);
  if (own && options.minDpi != null && own.dpi < options.minDpi) {
    // the whole file is refused for it: neither turned upright nor read, to be thrown away
    const header = { acNo: null, partNo: null, sectionNo: null, sectionName: null };
    const language = options.language && options.language !== 'auto' ? options.language : 'eng';
    return { page: pageNo, kind: 'other', method: 'ocr', dpi: own.dpi, language, header, electors: [], ms: Date.now() - t0 };
  }
  const { g, dpi, level } = await uprightPage(pdf, pageNo, own);
  const boxes = findBoxes(binarize(g, level), g.width, g.height);
  const gap = Math.round(dpi * 0.2);
  if (!boxes.length) {
    const { pieces, language, again } = await regionInLanguage(engine, g, gap, options.language);
    const cover = isCover(pieces, language) ? await secondOpinion(coverOf(pieces, language), async () => coverOf(await again(), language)) : undefined;
    const header = { acNo: cover?.acNo ?? null, partNo: cover?.partNo ?? null, sectionNo: null, sectionName: null };
    return { page: pageNo, kind: cover ? 'cover' : 'other', method: 'ocr', dpi, language, header, cover, electors: [], ms: Date.now() - t0 };
  }
  const top = Math.min(...boxes.map((b) => b.y));
  const region = await regionInLanguage(engine, crop(g, { x: 0, y: 0, w: g.width, h: Math.max(1, top - 4) }), gap, options.language);
  const { language, model } = region;
  const digits: Digits = region.devanagari ? 'devanagari' : 'latin';
  const head = await secondOpinion(headerOf(region.pieces, language), async () => headerOf(await region.again(), language));

  // each box: its serial's small box, its EPIC, its text lines; the photo (right quarter) is left out
  const inset = Math.max(3, Math.round(dpi / 60));
  const serials: Array<Gray | null> = [];
  const epics: Array<Gray | null> = [];
  const lines: Gray[][] = [];
  const stamped: number[] = [];
  for (const b of boxes) {
    const band = Math.round(b.h * 0.24);
    serials.push(piece(g, { x: b.x + inset, y: b.y + inset, w: Math.round(b.w * 0.22), h: band - inset }, true));
    epics.push(piece(g, { x: b.x + Math.round(b.w * 0.3), y: b.y + inset, w: Math.round(b.w * 0.7) - 2 * inset, h: band - inset }));
    const textArea = { x: b.x + inset, y: b.y + band, w: Math.round(b.w * 0.74) - inset, h: b.h - band - inset };
    lines.push(textLinesOf(clean(crop(g, textArea), INK, Math.round(textArea.w * 0.6), Math.round(textArea.h * 0.6))));
    stamped.push(greyShare(crop(g, { x: b.x + inset * 2, y: b.y + band, w: Math.round(b.w * 0.7), h: b.h - band - inset }), INK, 215));
  }
  const stampLevel = Math.max(0.09, 2 * [...stamped].sort((a, b) => a - b)[Math.floor(stamped.length / 2)]);
  const present = <T>(xs: Array<T | null>) => xs.filter((x): x is T => x != null);
  const serialRead = (await readPieces(engine, present(serials), { lang: 'eng', psm: 6, whitelist: '0123456789' })).read;
  const epicRead = (await readPieces(engine, present(epics), { lang: 'eng', psm: 6, whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789' })).read;
  // the header's models: its digits are the boxes' digits
  const strip = await readPieces(engine, lines.flat(), { lang: model, psm: 6 });
  const lineRead = strip.read;
  let si = 0;
  let ei = 0;
  let li = 0;
  const reads: BoxFields[] = [];
  const boxLines: ReadPiece[][] = [];
  for (let index = 0; index < boxes.length; index++) {
    const mine = lineRead.slice(li, li + lines[index].length);
    li += lines[index].length;
    boxLines.push(mine);
    const read = boxFields(mine, language, digits);
    const s = serials[index] ? serialRead[si++] : { text: '', conf: 0 };
    const e = epics[index] ? epicRead[ei++] : { text: '', conf: 0 };
    serialField(s.text, s.conf, read);
    epicField(e.text, e.conf, read);
    reads.push(read);
  }
  await secondReading(engine, region.otherModel, language, digits, lines, boxLines, reads);
  const electors: ElectorRead[] = [];
  for (let index = 0; index < boxes.length; index++) {
    const { fields, confidence, doubts } = reads[index];
    const box = boxes[index];
    const elector: ElectorRead = { page: pageNo, index, fields, confidence, doubts, box, deleted: stamped[index] > stampLevel };
    if (doubts.length) elector.image = await pngOf(crop(g, box));
    electors.push(elector);
  }
  const header = { acNo: head.acNo, acName: head.acName, partNo: head.partNo, sectionNo: head.sectionNo, sectionName: head.sectionName };
  return { page: pageNo, kind: 'electors', method: 'ocr', dpi, language, header, headerDoubts: head.doubts, electors, ms: Date.now() - t0 };
}
