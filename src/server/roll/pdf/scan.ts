// The scanned twin of a generated roll: every page rendered at a scanner's resolution, turned a
// little, speckled with noise, saved as a JPEG and put back as the page's only content (no text
// layer), as the Commission's image PDFs and scanned printouts are.
import PDFDocument from 'pdfkit';
import { hashInts, mulberry32 } from '../generator';
import { PAGE } from './makeRoll';
import { canvasLib, openPdf, renderGray } from './pdfjs';

export interface ScanOptions {
  dpi?: number;
  seed?: number;
  /** largest turn of a page, degrees (each page draws its own, either way) */
  skew?: number;
  /** standard deviation of the grey noise added (0-255 scale) */
  noise?: number;
  /** JPEG quality, 0-100 */
  quality?: number;
}

/** A rendered page turned by `deg`, noisy, as JPEG bytes. */
async function scanPage(pdf: Awaited<ReturnType<typeof openPdf>>, pageNo: number, o: Required<ScanOptions>): Promise<Buffer> {
  const gray = await renderGray(pdf, pageNo, o.dpi);
  const rnd = mulberry32(hashInts(o.seed, pageNo, 911));
  const deg = (rnd() * 2 - 1) * o.skew;
  const { createCanvas } = await canvasLib();
  const src = createCanvas(gray.width, gray.height);
  const sctx = src.getContext('2d');
  const img = sctx.createImageData(gray.width, gray.height);
  for (let i = 0; i < gray.data.length; i++) {
    const v = gray.data[i];
    img.data[i * 4] = img.data[i * 4 + 1] = img.data[i * 4 + 2] = v;
    img.data[i * 4 + 3] = 255;
  }
  sctx.putImageData(img, 0, 0);
  const out = createCanvas(gray.width, gray.height);
  const ctx = out.getContext('2d');
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.translate(out.width / 2, out.height / 2);
  ctx.rotate((deg * Math.PI) / 180);
  ctx.translate(-out.width / 2, -out.height / 2);
  ctx.drawImage(src, 0, 0);
  const noisy = ctx.getImageData(0, 0, out.width, out.height);
  // paper grey, toner that is not quite black, gaussian noise and a few specks of dust
  for (let i = 0; i < noisy.data.length; i += 4) {
    const g = Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd());
    let v = 28 + noisy.data[i] * 0.86 + g * o.noise;
    if (rnd() < 0.0004) v = rnd() < 0.5 ? 40 : 255;
    const c = v < 0 ? 0 : v > 255 ? 255 : v;
    noisy.data[i] = noisy.data[i + 1] = noisy.data[i + 2] = c;
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.putImageData(noisy, 0, 0);
  return out.encode('jpeg', o.quality);
}

/** The scanned twin of a PDF: one JPEG a page at `dpi`, no text. */
export async function scanPdf(data: Uint8Array, options: ScanOptions = {}): Promise<Buffer> {
  const o: Required<ScanOptions> = { dpi: 200, seed: 1, skew: 0.6, noise: 8, quality: 55, ...options };
  const pdf = await openPdf(data);
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: 'Electoral roll (generated, fictitious, scanned)' } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (let p = 1; p <= pdf.numPages; p++) {
    const jpeg = await scanPage(pdf, p, o);
    doc.addPage();
    doc.image(jpeg, 0, 0, { width: PAGE.w, height: PAGE.h });
  }
  await pdf.destroy();
  doc.end();
  return done;
}
