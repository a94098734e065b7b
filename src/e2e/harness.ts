// Browser tests: the real server and Debian's chromium (src/browser) with the steps the tests
// share: screenshots, dialogs, exports, a signed-in admin page.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
import { ROOT } from '../browser/paths';
import { todayInKolkata } from '../shared/dates';
import { launchBrowser, newPage, signIn, startServer as startAServer, type RunningServer } from '../browser/browser';
import { clientBuilt } from './build';

export { launchBrowser, newPage, signIn, type RunningServer } from '../browser/browser';

export const SHOTS = path.join(ROOT, '.tmp', 'screenshots');

/** The CSP violations of the page shown now. */
export const cspViolations = (page: Page) => page.evaluate(() => window.__csp ?? []);

/**
 * The page as shown, for a person to look at, in .tmp/screenshots (the whole page unless `top`
 * only). None when SCREENSHOTS=0: a run nobody will look at spends no CPU on them.
 */
export async function shot(page: Page, name: string, opts: { top?: boolean } = {}) {
  if (process.env.SCREENSHOTS === '0') return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: !opts.top });
}

/** A server (browser/browser.ts' startServer) serving the run's build, once that is done. */
export async function startServer(...args: Parameters<typeof startAServer>): Promise<RunningServer> {
  await clientBuilt();
  return startAServer(...args);
}

/** A server and a browser for one test file: started before its tests, stopped after them. */
export function useServerAndBrowser(env: Record<string, string> = {}): { server: RunningServer; browser: Browser } {
  // A browser walk is many steps of up to 30 s each on a loaded CI machine: the test as a whole
  // gets more than jest's default.
  jest.setTimeout(180_000);
  const ctx = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    // chromium starts while the server does; each is kept as it comes, so afterAll stops the one
    // that started when the other failed
    await Promise.all([startServer(env).then((s) => (ctx.server = s)), launchBrowser().then((b) => (ctx.browser = b))]);
  }, 900_000);
  afterAll(async () => {
    await Promise.all([ctx.browser?.close(), ctx.server?.stop()]);
  });
  return ctx;
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

/**
 * The list at `path` loaded afresh, once its table shows rows again (rows with their Delete
 * button, not a loading placeholder): what the server holds now, not what the page kept.
 */
export async function reloadList(page: Page, path: string) {
  // the language chosen last is stored a moment after it is chosen (redux-persist writes on a
  // timer): a reload before that would open the page in the language before it
  await page.waitForFunction(() => {
    const chosen = document.querySelector<HTMLSelectElement>('.language-select select')?.value;
    const stored = JSON.parse(localStorage.getItem('persist:ui') ?? '{}') as { locale?: string };
    return !chosen || (stored.locale != null && JSON.parse(stored.locale) === chosen);
  });
  await page.reload();
  await pageShown(page, path);
  await page
    .locator('main tbody tr')
    .filter({ has: page.getByRole('button', { name: /^Delete / }) })
    .first()
    .waitFor();
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
export function useDemoAdminPage(
  env: Record<string, string> = {},
  opts: { atNoonInIndia?: boolean } = {},
): { page: Page; ctx: { server: RunningServer; browser: Browser } } {
  const ctx = useServerAndBrowser(env);
  const demo = { ctx } as { page: Page; ctx: typeof ctx };
  beforeAll(async () => {
    demo.page = await newPage(ctx.browser, ctx.server.url);
    // set before the console's first document: moving the clock under an app already running
    // has crashed the browser's renderer
    if (opts.atNoonInIndia) await atNoonInIndia(demo.page);
    await signIn(demo.page, ctx.server.url, 'admin@demo.local');
    await pageShown(demo.page, '/dashboard');
  });
  return demo;
}

/**
 * The page's clock at noon of today in India (time keeps running): the call and WhatsApp buttons
 * are on within the contact hours only (09:00-21:00 India time by default), whenever the test runs.
 */
export async function atNoonInIndia(page: Page) {
  await page.clock.setSystemTime(new Date(`${todayInKolkata()}T06:30:00Z`));
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
