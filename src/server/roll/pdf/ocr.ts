// Tesseract, two ways: the native `tesseract` program when the machine has it (Debian's
// tesseract-ocr with the hin and mar models: several times faster), else tesseract.js with the
// models from the @tesseract.js-data packages, so a fresh `npm install` reads scans with nothing
// else installed. Both answer Tesseract's TSV: each word with its box and confidence.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Gray } from './pdfjs';
import { pgm } from './pixels';

export interface OcrWord {
  text: string;
  conf: number;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Tesseract's block, paragraph and line numbers, joined (words of one line share it) */
  line: string;
}

/** A model, or models tried in turn ('eng+hin': Latin digits and letters first, then Devanagari). */
export type OcrLang = 'hin' | 'mar' | 'eng' | 'eng+hin' | 'eng+mar';

export interface OcrRequest {
  lang: OcrLang;
  /** page segmentation mode: 6 a block of text, 7 one line */
  psm: number;
  whitelist?: string;
}

export interface OcrEngine {
  kind: 'native' | 'js';
  recognize(image: Gray, req: OcrRequest): Promise<OcrWord[]>;
  close(): Promise<void>;
}

/** Words of Tesseract's TSV (level 5 rows). */
export function parseTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const c = row.split('\t');
    if (c[0] !== '5' || c.length < 12) continue;
    const text = c.slice(11).join('\t').trim();
    if (!text) continue;
    words.push({ text, conf: Number(c[10]), x: +c[6], y: +c[7], w: +c[8], h: +c[9], line: `${c[2]}.${c[3]}.${c[4]}` });
  }
  return words;
}

let nativeFound: boolean | undefined;
/** Whether the native `tesseract` runs here with the Hindi and Marathi models. */
export function nativeAvailable(): boolean {
  if (nativeFound === undefined) {
    const r = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8' });
    nativeFound = r.status === 0 && /\bhin\b/.test(r.stdout) && /\bmar\b/.test(r.stdout) && /\beng\b/.test(r.stdout);
  }
  return nativeFound;
}

/** The native program: one process a call, the image on stdin, one thread (threads fight on a busy machine). */
export function nativeEngine(): OcrEngine {
  return {
    kind: 'native',
    recognize(image, req) {
      const args = ['stdin', 'stdout', '-l', req.lang, '--psm', String(req.psm)];
      if (req.whitelist) args.push('-c', `tessedit_char_whitelist=${req.whitelist}`);
      args.push('tsv');
      return new Promise((resolve, reject) => {
        const p = spawn('tesseract', args, { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        p.stdout.on('data', (b: Buffer) => out.push(b));
        p.stderr.on('data', (b: Buffer) => err.push(b));
        p.on('error', reject);
        p.on('close', (code) => {
          if (code !== 0) reject(new Error(`tesseract exited ${code}: ${Buffer.concat(err).toString().slice(0, 300)}`));
          else resolve(parseTsv(Buffer.concat(out).toString('utf8')));
        });
        p.stdin.on('error', () => undefined);
        p.stdin.end(pgm(image));
      });
    },
    close: () => Promise.resolve(),
  };
}

/**
 * Where tesseract.js finds the models of `lang`: each @tesseract.js-data package has its own
 * folder, and a worker of two models reads both from one, so those get a folder of links.
 */
function jsLangPath(lang: OcrLang): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const dirOf = (code: string) => (require(`@tesseract.js-data/${code}`) as { langPath: string }).langPath;
  const codes = lang.split('+');
  if (codes.length === 1) return dirOf(codes[0]);
  const dir = path.join(os.tmpdir(), `roll-ocr-models-${codes.join('-')}`);
  fs.mkdirSync(dir, { recursive: true });
  for (const code of codes) {
    const to = path.join(dir, `${code}.traineddata.gz`);
    try {
      fs.symlinkSync(path.join(dirOf(code), `${code}.traineddata.gz`), to);
    } catch (e) {
      // another thread or process made it first
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  return dir;
}

type TjsWorker = Awaited<ReturnType<typeof import('tesseract.js').createWorker>>;

/** tesseract.js: one worker a language, kept for the engine's life, models read from the npm packages. */
export function jsEngine(): OcrEngine {
  const workers = new Map<string, Promise<TjsWorker>>();
  const worker = (lang: OcrLang) => {
    let w = workers.get(lang);
    if (!w) {
      w = (async () => {
        const { createWorker, OEM } = await import('tesseract.js');
        return createWorker(lang, OEM.LSTM_ONLY, { langPath: jsLangPath(lang), gzip: true, cacheMethod: 'none' });
      })();
      workers.set(lang, w);
    }
    return w;
  };
  return {
    kind: 'js',
    async recognize(image, req) {
      const w = await worker(req.lang);
      await w.setParameters({ tessedit_pageseg_mode: String(req.psm) as never, tessedit_char_whitelist: req.whitelist ?? '' });
      const { data } = await w.recognize(pgm(image), {}, { tsv: true, text: false } as never);
      return parseTsv((data as { tsv?: string | null }).tsv ?? '');
    },
    async close() {
      for (const w of workers.values()) await (await w).terminate();
      workers.clear();
    },
  };
}

/** The engine asked for: 'auto' is the native one when installed, else tesseract.js. */
export function ocrEngine(kind: 'native' | 'js' | 'auto' = 'auto'): OcrEngine {
  if (kind === 'native' || (kind === 'auto' && nativeAvailable())) return nativeEngine();
  return jsEngine();
}
