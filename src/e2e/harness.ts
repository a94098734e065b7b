// Browser tests: the real server (tsx src/server/main.ts) on a free port with a fresh data
// folder and the demo seed, driven through Debian's chromium by playwright-core.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Download, type Page } from 'playwright-core';
import { DIST, ROOT } from './paths';

export const SHOTS = path.join(ROOT, '.tmp', 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** ends the server and removes its data folder */
  stop(): Promise<void>;
  /** kill -9: no shutdown of any kind; the data folder stays for a restart */
  kill(): Promise<void>;
}

/** A server on a free port; `dataDir` restarts one on the data folder of an earlier (killed) server. */
export async function startServer(env: Record<string, string> = {}, opts: { dataDir?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: DIST, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // a group of its own: tsx runs the server as its child, and a kill of tsx alone would leave
    // that server running (a SIGKILL is not passed on)
    detached: true,
  });
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s);
    } catch {
      // already gone
    }
  };
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 120 s:\n' + output)), 120_000);
    const onData = (b: Buffer) => {
      output += b.toString();
      // the gazetteer loads in the background after listen: wait for it so place search is whole
      if (output.includes('Campaign console: http://') && /Place search: (\d+ GeoNames places loaded|ready|loading failed)/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async () => {
      child.removeAllListeners('exit');
      const done = new Promise((r) => child.once('exit', r));
      signal('SIGTERM');
      const timer = new Promise((r) => setTimeout(r, 5000, 'timeout').unref());
      if ((await Promise.race([done, timer])) === 'timeout') signal('SIGKILL');
      child.stdout?.destroy();
      child.stderr?.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    kill: async () => {
      child.removeAllListeners('exit');
      const done = new Promise((r) => child.once('exit', r));
      signal('SIGKILL');
      await done;
      child.stdout?.destroy();
      child.stderr?.destroy();
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page that may reach only the server under test: tiles, Google and CDNs are cut off. */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  opts: { locale?: string; storageState?: BrowserContextOptions['storageState']; bypassCSP?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    locale: opts.locale ?? 'en-IN',
    timezoneId: 'Asia/Kolkata',
    storageState: opts.storageState,
    bypassCSP: opts.bypassCSP,
  });
  const origin = new URL(baseUrl).origin;
  await context.route('**/*', (route) => {
    const u = route.request().url();
    return u.startsWith(origin) || u.startsWith('data:') || u.startsWith('blob:') ? route.continue() : route.abort();
  });
  // every Content-Security-Policy violation of every page is kept for cspViolations()
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  // generous: CI shares two cores between the server, the browser and the other test projects
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(60_000);
  return page;
}

/** The CSP violations of the page shown now. */
export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

export async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A server and a browser for one test file: started before its tests, stopped after them. */
export function useServerAndBrowser(env: Record<string, string> = {}): { server: RunningServer; browser: Browser } {
  // A browser walk is many steps of up to 30 s each on a loaded CI machine: the test as a whole
  // gets more than jest's default.
  jest.setTimeout(180_000);
  const ctx = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    ctx.server = await startServer(env);
    ctx.browser = await launchBrowser();
  }, 600_000);
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.stop();
  });
  return ctx;
}

export async function signIn(page: Page, baseUrl: string, email: string, password = 'Demo@12345') {
  await page.goto(baseUrl + '/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Checks a sweetalert2 dialog's title and text and clicks its button; `chained` when another dialog follows at once. */
export async function confirmDialog(page: Page, title: string | RegExp, text: string | RegExp, opts: { button?: string; chained?: boolean } = {}) {
  const popup = page.locator('.swal2-popup');
  const heading = popup.locator('.swal2-title', { hasText: title });
  await heading.waitFor();
  await popup.locator('.swal2-html-container', { hasText: text }).waitFor();
  await (opts.button ? popup.getByRole('button', { name: opts.button }) : popup.locator('.swal2-confirm')).click();
  if (opts.chained) return heading.waitFor({ state: 'detached' });
  await page.locator('.swal2-container').waitFor({ state: 'detached' });
  // sweetalert2 hands the focus back to the opener 100 ms after it has gone; typing into a
  // field before that would lose its focus (and close a place-suggestion list) mid-word
  await page.waitForTimeout(200);
}

/**
 * Waits until the console shows the page at `path`, not only its address: while a page's code
 * loads, the previous page stays on screen (its rows could be taken for the new page's).
 */
export async function pageShown(page: Page, path: string) {
  await page.waitForURL(`**${path}`);
  await page.locator(`main[data-path="${path}"]`).waitFor();
}

/** Voter Search from the menu, a name typed, until every row shown holds it in Devanagari. */
export async function searchVoters(page: Page, devanagari: string) {
  await page.getByRole('link', { name: 'Voter Search' }).click();
  await pageShown(page, '/voter-search');
  await page.getByLabel('Name').fill(devanagari);
  await page.waitForFunction((term) => {
    const names = [...document.querySelectorAll('main tbody tr .voter-name-secondary')];
    return names.length > 0 && names.every((n) => n.textContent!.includes(term));
  }, devanagari);
}

/** A server, a browser and a page signed in as the demo admin on its dashboard, for a file's tests. */
export function useDemoAdminPage(env: Record<string, string> = {}): { page: Page; ctx: { server: RunningServer; browser: Browser } } {
  const ctx = useServerAndBrowser(env);
  const demo = { ctx } as { page: Page; ctx: typeof ctx };
  beforeAll(async () => {
    demo.page = await newPage(ctx.browser, ctx.server.url);
    await signIn(demo.page, ctx.server.url, 'admin@demo.local');
    await pageShown(demo.page, '/dashboard');
  });
  return demo;
}

/** Chooses an item of the Export menu and answers the download it starts. */
export async function exportAs(page: Page, button: string, item: string): Promise<Download> {
  await page.getByRole('button', { name: button }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  return download;
}

/** The downloaded PDF: its text if it carries any, else page 1 rendered to a PNG beside the screenshots. */
export function readPdf(file: string, shotName: string): { text: string; png: string | null } {
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const info = execFileSync('pdfinfo', [file]).toString();
  expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().trim();
  if (text) return { text, png: null };
  fs.mkdirSync(SHOTS, { recursive: true });
  const prefix = path.join(SHOTS, shotName);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
  return { text, png: `${prefix}.png` };
}

/** A 1x1 red PNG written to a fresh temporary folder, for the photo and image fields. */
export function pngFile(name: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'upload-')), name);
  fs.writeFileSync(file, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64'));
  return file;
}
