// Pixel work on a scanned page, in plain TypeScript over grey bytes: the page's turn found and
// undone, the grid of elector boxes found from its ruled lines, boxes and lines cut out, and
// images written in the formats Tesseract reads.
import type { Box } from './types';
import type { Gray } from './pdfjs';

/** Otsu's threshold of a grey image (the level that best splits ink from paper). */
export function otsu(g: Gray): number {
  const hist = new Float64Array(256);
  for (let i = 0; i < g.data.length; i += 3) hist[g.data[i]] += 1;
  let total = 0;
  let sum = 0;
  for (let i = 0; i < 256; i++) {
    total += hist[i];
    sum += i * hist[i];
  }
  let wB = 0;
  let sumB = 0;
  let best = 0;
  let level = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t];
    if (!wB) continue;
    const wF = total - wB;
    if (!wF) break;
    sumB += t * hist[t];
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > best) {
      best = between;
      level = t;
    }
  }
  return level;
}

/** Dark (1) or not (0) for every pixel, below `level`. */
export function binarize(g: Gray, level: number): Uint8Array {
  const out = new Uint8Array(g.data.length);
  for (let i = 0; i < out.length; i++) out[i] = g.data[i] < level ? 1 : 0;
  return out;
}

/**
 * The page's turn in degrees (clockwise positive), found as the angle at which the rows of ink
 * line up best: the sum of squared row counts of a sample of dark pixels, sheared by the angle,
 * peaks when the ruled lines and text lines are level.
 */
export function skewAngle(g: Gray, level: number, range = 2, step = 0.05): number {
  const { width, height } = g;
  const xs: number[] = [];
  const ys: number[] = [];
  // a sparse sample of dark pixels (every 2nd column of every 2nd row)
  for (let y = 0; y < height; y += 2) {
    const row = y * width;
    for (let x = 0; x < width; x += 2) {
      if (g.data[row + x] >= level) continue;
      xs.push(x);
      ys.push(y);
    }
  }
  const bins = new Float64Array(height + width);
  let best = -Infinity;
  let bestA = 0;
  const cx = width / 2;
  for (let a = -range; a <= range + 1e-9; a += step) {
    const t = Math.tan((a * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) {
      // bins two rows high, as the sample takes every 2nd row
      const b = Math.floor((ys[i] - (xs[i] - cx) * t) / 2) + (width >> 1);
      if (b >= 0 && b < bins.length) bins[b] += 1;
    }
    let score = 0;
    for (let i = 0; i < bins.length; i++) score += bins[i] * bins[i];
    if (score > best) {
      best = score;
      bestA = a;
    }
  }
  return Math.round(bestA * 100) / 100;
}

/** The image turned by `-deg` about its centre (undoing a turn of `deg`), bilinear, white outside. */
export function rotate(g: Gray, deg: number): Gray {
  if (Math.abs(deg) < 0.02) return g;
  const { width, height } = g;
  const out = new Uint8Array(width * height);
  const r = (deg * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++) {
    const dy = y - cy;
    for (let x = 0; x < width; x++) {
      const dx = x - cx;
      // where this output pixel was on the turned page
      const sx = cx + dx * cos - dy * sin;
      const sy = cy + dx * sin + dy * cos;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= width - 1 || y0 >= height - 1) {
        out[y * width + x] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * width + x0;
      const top = g.data[i] + (g.data[i + 1] - g.data[i]) * fx;
      const bot = g.data[i + width] + (g.data[i + width + 1] - g.data[i + width]) * fx;
      out[y * width + x] = top + (bot - top) * fy;
    }
  }
  return { width, height, data: out };
}

/** Positions (rows or columns) holding a dark run of at least `minRun`, bridging gaps of `gap` px. */
export function lines(dark: Uint8Array, width: number, height: number, horizontal: boolean, minRun: number, gap = 3): number[] {
  const n = horizontal ? height : width;
  const len = horizontal ? width : height;
  const found: number[] = [];
  for (let p = 0; p < n; p++) {
    let run = 0;
    let miss = 0;
    let hit = false;
    for (let q = 0; q < len && !hit; q++) {
      const v = horizontal ? dark[p * width + q] : dark[q * width + p];
      if (v) {
        run += miss + 1;
        miss = 0;
        if (run >= minRun) hit = true;
      } else if (run && ++miss > gap) {
        run = 0;
        miss = 0;
      }
    }
    if (hit) found.push(p);
  }
  return found;
}

/** Adjacent positions merged into one line each (its middle). */
export function group(ps: number[]): number[] {
  const out: number[] = [];
  let start = -10;
  let last = -10;
  for (const p of ps) {
    if (p - last > 2) {
      if (last >= 0) out.push((start + last) / 2);
      start = p;
    }
    last = p;
  }
  if (last >= 0) out.push((start + last) / 2);
  return out;
}

/** Spans between consecutive lines that are at least `min` apart (the boxes; double rules give thin gaps). */
function spans(ls: number[], min: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i + 1 < ls.length; i++) if (ls[i + 1] - ls[i] >= min) out.push([ls[i], ls[i + 1]]);
  return out;
}

/** Share of the span [a, b) along a line at `pos` that is dark (either neighbouring pixel counts). */
function coverage(dark: Uint8Array, width: number, horizontal: boolean, pos: number, a: number, b: number): number {
  let hit = 0;
  const p = Math.round(pos);
  for (let q = Math.round(a); q < b; q++) {
    const at = (pp: number) => (horizontal ? dark[pp * width + q] : dark[q * width + pp]);
    if (at(p) || at(p - 1) || at(p + 1)) hit += 1;
  }
  return hit / Math.max(1, b - a);
}

/**
 * The elector boxes of a page in reading order (rows top to bottom, left to right): rectangles
 * ruled on all four sides whose sides are as long as a roll's boxes are (a third of the page
 * wide, a tenth high, give or take). The serial's small box and the photo box are too small to count.
 */
export function findBoxes(dark: Uint8Array, width: number, height: number): Box[] {
  const minW = width * 0.2;
  const minH = height * 0.06;
  const hs = group(lines(dark, width, height, true, minW * 0.8));
  const vs = group(lines(dark, width, height, false, minH * 0.8));
  const boxes: Box[] = [];
  for (const [y0, y1] of spans(hs, minH)) {
    // the nearest line far enough to the right that closes a ruled box (photo boxes' sides are skipped)
    for (let i = 0; i < vs.length; i++) {
      const x0 = vs[i];
      if (coverage(dark, width, false, x0, y0, y1) <= 0.8) continue;
      for (let j = i + 1; j < vs.length; j++) {
        const x1 = vs[j];
        if (x1 - x0 < minW) continue;
        const closed =
          coverage(dark, width, false, x1, y0, y1) > 0.8 && coverage(dark, width, true, y0, x0, x1) > 0.8 && coverage(dark, width, true, y1, x0, x1) > 0.8;
        if (!closed) continue;
        boxes.push({ x: Math.round(x0), y: Math.round(y0), w: Math.round(x1 - x0), h: Math.round(y1 - y0) });
        i = j;
        break;
      }
    }
  }
  return boxes;
}

/** A rectangle of the image. */
export function crop(g: Gray, b: Box): Gray {
  const x0 = Math.max(0, Math.round(b.x));
  const y0 = Math.max(0, Math.round(b.y));
  const w = Math.max(1, Math.min(g.width - x0, Math.round(b.w)));
  const h = Math.max(1, Math.min(g.height - y0, Math.round(b.h)));
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) data.set(g.data.subarray((y0 + y) * g.width + x0, (y0 + y) * g.width + x0 + w), y * w);
  return { width: w, height: h, data };
}

/**
 * Black ink on white only: pixels lighter than `level` become paper (a grey stamp and the grey
 * photo vanish), and ruled lines (dark runs longer than `maxRun`) are wiped so they are not read as letters.
 */
export function clean(g: Gray, level: number, maxRunH: number, maxRunV = maxRunH, ruleShare = 0): Gray {
  const { width, height } = g;
  const out = new Uint8Array(g.data.length);
  for (let i = 0; i < out.length; i++) out[i] = g.data[i] < level ? 0 : 255;
  const wipe = (horizontal: boolean) => {
    const n = horizontal ? height : width;
    const len = horizontal ? width : height;
    for (let p = 0; p < n; p++) {
      let start = -1;
      for (let q = 0; q <= len; q++) {
        const i = horizontal ? p * width + q : q * width + p;
        const dark = q < len && out[i] === 0;
        if (dark && start < 0) start = q;
        if (!dark && start >= 0) {
          if (q - start > (horizontal ? maxRunH : maxRunV)) for (let k = start; k < q; k++) out[horizontal ? p * width + k : k * width + p] = 128;
          start = -1;
        }
      }
    }
  };
  wipe(true);
  wipe(false);
  // a noisy or slightly turned rule breaks into short runs over two rows: rows (columns) that,
  // with their neighbour, are mostly dark across the crop are rules too
  const band = (horizontal: boolean) => {
    const n = horizontal ? height : width;
    const len = horizontal ? width : height;
    const at = (p: number, q: number) => (horizontal ? p * width + q : q * width + p);
    for (let p = 0; p + 1 < n; p++) {
      let hit = 0;
      for (let q = 0; q < len; q++) if (out[at(p, q)] === 0 || out[at(p + 1, q)] === 0) hit += 1;
      if (hit > len * ruleShare) for (let q = 0; q < len; q++) out[at(p, q)] = out[at(p + 1, q)] = 128;
    }
  };
  // (not for text: a Devanagari line's headline is as dark as a rule)
  if (ruleShare > 0) {
    band(true);
    band(false);
  }
  for (let i = 0; i < out.length; i++) if (out[i] === 128) out[i] = 255;
  return { width, height, data: out };
}

/** Rows [start, end) of the image that hold ink, separated by at least `gap` blank rows. */
export function inkBands(g: Gray, minInk = 1, gap = 2): Array<[number, number]> {
  const bands: Array<[number, number]> = [];
  let start = -1;
  let blank = 0;
  for (let y = 0; y <= g.height; y++) {
    let ink = 0;
    if (y < g.height) for (let x = 0; x < g.width; x++) if (g.data[y * g.width + x] < 128) ink += 1;
    if (ink >= minInk) {
      if (start < 0) start = y;
      blank = 0;
    } else if (start >= 0 && ++blank > gap) {
      bands.push([start, y - blank + 1]);
      start = -1;
      blank = 0;
    }
  }
  if (start >= 0) bands.push([start, g.height]);
  return bands;
}

/** Columns [start, end) holding ink (for trimming a crop to its text). */
export function inkColumns(g: Gray): [number, number] | null {
  let a = -1;
  let b = -1;
  for (let x = 0; x < g.width; x++) {
    for (let y = 0; y < g.height; y++) {
      if (g.data[y * g.width + x] < 128) {
        if (a < 0) a = x;
        b = x + 1;
        break;
      }
    }
  }
  return a < 0 ? null : [a, b];
}

/** Pieces stacked one above the other on white, `pad` px apart: one image for one OCR call; returns where each piece went. */
export function stack(pieces: Gray[], pad: number): { image: Gray; at: number[] } {
  const width = Math.max(1, ...pieces.map((p) => p.width)) + 2 * pad;
  const height = pieces.reduce((s, p) => s + p.height + pad, pad);
  const data = new Uint8Array(width * height).fill(255);
  const at: number[] = [];
  let y = pad;
  for (const p of pieces) {
    at.push(y);
    for (let r = 0; r < p.height; r++) data.set(p.data.subarray(r * p.width, (r + 1) * p.width), (y + r) * width + pad);
    y += p.height + pad;
  }
  return { image: { width, height, data }, at };
}

/** The image as a binary PGM (what Tesseract and Leptonica read without any codec). */
export function pgm(g: Gray): Buffer {
  const head = Buffer.from(`P5\n${g.width} ${g.height}\n255\n`, 'latin1');
  return Buffer.concat([head, Buffer.from(g.data.buffer, g.data.byteOffset, g.data.byteLength)]);
}

/** Share of pixels of the image whose grey lies in [lo, hi] (a stamp's grey, lighter than the print). */
export function greyShare(g: Gray, lo: number, hi: number): number {
  let n = 0;
  for (let i = 0; i < g.data.length; i++) if (g.data[i] >= lo && g.data[i] <= hi) n += 1;
  return n / g.data.length;
}

/**
 * The inside of a ruled box drawn in the crop (a serial's small box): the outermost columns and
 * rows dark over more than half the crop are its sides; null when the crop has no such box.
 */
export function insideRules(g: Gray, level: number): Box | null {
  const { width, height, data } = g;
  const colDark = new Array<number>(width).fill(0);
  const rowDark = new Array<number>(height).fill(0);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (data[y * width + x] < level) {
        colDark[x] += 1;
        rowDark[y] += 1;
      }
  const sides = (counts: number[], len: number): [number, number] | null => {
    const hits = counts.flatMap((c, i) => (c > len * 0.5 ? [i] : []));
    if (hits.length < 2 || hits.at(-1)! - hits[0] < counts.length * 0.3) return null;
    // the rule's own thickness: the run of hit positions from each end
    let a = hits[0];
    while (counts[a + 1] > len * 0.5) a += 1;
    let b = hits.at(-1)!;
    while (counts[b - 1] > len * 0.5) b -= 1;
    return [a + 1, b];
  };
  const xs = sides(colDark, height);
  const ys = sides(rowDark, width);
  if (!xs || !ys) return null;
  const m = 2;
  const box = { x: xs[0] + m, y: ys[0] + m, w: xs[1] - xs[0] - 2 * m, h: ys[1] - ys[0] - 2 * m };
  return box.w > 4 && box.h > 4 ? box : null;
}
