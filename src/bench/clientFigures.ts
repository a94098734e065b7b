// The console's side of `npm run bench`: what a first visit downloads and how soon it paints, in
// Debian's chromium against the production build served by the real server (PGlite, demo data),
// each visit in a new browser context (an empty cache), measured `runs` times (medians written).
import type { Browser, BrowserContextOptions, Page, Response } from 'playwright-core';
import { buildClient, clientIsStale } from '../server/build';
import { launchBrowser, newPage, signIn, startServer } from '../browser/browser';
import { DIST } from '../browser/paths';
import { CLIENT_HEADING } from './headings';

export interface Bytes {
  /** as the browser holds them (decoded) */
  raw: number;
  /** the same as sent (compressed, with what the server chose of br and gzip) */
  sent: number;
}

export interface ClientFigures {
  runs: number;
  signIn: { html: Bytes; js: Bytes; css: Bytes; fcp: number; lcp: number; fcpSlow: number };
  /** a signed-in first visit of the dashboard (a new context holding the session) */
  dashboard: { html: Bytes; js: Bytes; css: Bytes; lcp: number; lcpSlow: number };
  /** the last keystroke of a name to the voter results that hold it */
  searchMs: number;
  /** a bare HTML page of one paragraph, from memory: what this browser on this machine takes to paint anything */
  floor?: { fcp: number; fcpSlow: number };
}

// The browser's own floor, without network or script: a slower machine shows here first.
const BARE_PAGE = 'data:text/html,<!doctype html><html lang="en"><title>Campaign Console</title><p>Campaign Console</p></html>';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const KINDS = { document: 'html', script: 'js', stylesheet: 'css' } as const;

/** The HTML, JS and CSS answers of a page from now on. */
function assets(page: Page) {
  const seen: Response[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() in KINDS) seen.push(r);
  });
  return async () => {
    const out = { html: { raw: 0, sent: 0 }, js: { raw: 0, sent: 0 }, css: { raw: 0, sent: 0 } };
    for (const r of seen) {
      const to = out[KINDS[r.request().resourceType() as keyof typeof KINDS]];
      to.raw += (await r.body()).length;
      to.sent += (await r.request().sizes()).responseBodySize;
    }
    return out;
  };
}

/** First Contentful Paint and the Largest Contentful Paint so far, in ms from navigation start. */
export const paints = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        let lcp = 0;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) lcp = Math.max(lcp, e.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // LCP entries of a page already painted arrive in the next frames
        setTimeout(() => resolve({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, lcp }), 300);
      }),
  );

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** A first visit of `path` in a new context (an empty cache), signed in when `storageState` holds a session. */
async function visit(
  browser: Browser,
  url: string,
  path: string,
  opts: { slow: boolean; ready: (page: Page) => Promise<unknown>; storageState?: BrowserContextOptions['storageState'] },
) {
  const page = await newPage(browser, url, { storageState: opts.storageState });
  if (opts.slow) await slowCpu(page);
  const bytes = assets(page);
  await page.goto(path.startsWith('data:') ? path : url + path);
  await opts.ready(page);
  const p = await paints(page);
  const b = await bytes();
  await page.context().close();
  return { ...b, ...p };
}

const signInReady = (page: Page) => page.getByLabel('Email').waitFor();
const dashboardReady = (page: Page) => page.waitForLoadState('networkidle');

// Plain JavaScript for the page (the bench's TypeScript loader wraps named functions in a helper
// the page lacks): from the field's last input to every row shown holding the term.
const WATCH = `(t) => {
  const w = window;
  if (w.__done) { w.__done.watch.disconnect(); w.__done.field?.removeEventListener('input', w.__done.on); }
  w.__key = 0;
  w.__shown = 0;
  const done = {
    field: document.activeElement,
    on: (e) => { w.__key = e.timeStamp; },
    watch: new MutationObserver(() => {
      const names = [...document.querySelectorAll('main tbody tr')].map((r) => r.textContent || '');
      if (w.__key && !w.__shown && names.length && names.every((n) => n.toLowerCase().includes(t.toLowerCase()))) w.__shown = performance.now();
    }),
  };
  done.field?.addEventListener('input', done.on);
  done.watch.observe(document.body, { subtree: true, childList: true, characterData: true });
  w.__done = done;
}`;

/** From the last keystroke of `term` in Voter Search's name field to every row shown holding it. */
async function searchDelay(page: Page, term: string): Promise<number> {
  // From a name nobody has: no row left from the search before.
  await page.getByLabel('Name').fill('क्षज्ञ');
  await page.getByText('Voters not found').waitFor();
  await page.getByLabel('Name').fill('');
  await page.evaluate(`(${WATCH})(${JSON.stringify(term)})`);
  await page.getByLabel('Name').pressSequentially(term, { delay: 80 });
  await page.waitForFunction(() => (window.__shown ?? 0) > 0);
  return page.evaluate(() => (window.__shown ?? 0) - (window.__key ?? 0));
}

export async function clientSection(opts: { runs: number; log: (line: string) => void }): Promise<ClientFigures> {
  if (clientIsStale(DIST)) buildClient(DIST);
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const url = server.url;
    const bare = [];
    const bareSlow = [];
    const bareReady = (page: Page) => page.getByText('Campaign Console').waitFor();
    for (let i = 0; i < opts.runs; i++) {
      bare.push(await visit(browser, url, BARE_PAGE, { slow: false, ready: bareReady }));
      bareSlow.push(await visit(browser, url, BARE_PAGE, { slow: true, ready: bareReady }));
    }
    const sign = [];
    const signSlow = [];
    for (let i = 0; i < opts.runs; i++) {
      sign.push(await visit(browser, url, '/sign-in', { slow: false, ready: signInReady }));
      signSlow.push(await visit(browser, url, '/sign-in', { slow: true, ready: signInReady }));
    }
    // A session for the dashboard's visits, and the voter search typed in it.
    const page = await newPage(browser, url);
    await signIn(page, url, 'admin@demo.local');
    await page.waitForURL('**/dashboard');
    const storageState = await page.context().storageState();
    const dash = [];
    const dashSlow = [];
    for (let i = 0; i < opts.runs; i++) {
      dash.push(await visit(browser, url, '/dashboard', { slow: false, ready: dashboardReady, storageState }));
      dashSlow.push(await visit(browser, url, '/dashboard', { slow: true, ready: dashboardReady, storageState }));
    }
    await page.getByRole('link', { name: 'Voter Search' }).click();
    await page.waitForURL('**/voter-search');
    // Demo names, in English and Devanagari, typed at 80 ms a key (inside the field's debounce).
    const terms = ['Indi', 'इंदि'];
    const searches = [];
    for (let i = 0; i < opts.runs; i++) searches.push(await searchDelay(page, terms[i % terms.length]));
    await page.context().close();
    const m = (xs: Array<Record<string, unknown>>, k: string) => median(xs.map((x) => x[k] as number));
    const mb = (xs: Array<{ html: Bytes; js: Bytes; css: Bytes }>, k: 'html' | 'js' | 'css') => ({
      raw: median(xs.map((x) => x[k].raw)),
      sent: median(xs.map((x) => x[k].sent)),
    });
    const figures: ClientFigures = {
      runs: opts.runs,
      signIn: { html: mb(sign, 'html'), js: mb(sign, 'js'), css: mb(sign, 'css'), fcp: m(sign, 'fcp'), lcp: m(sign, 'lcp'), fcpSlow: m(signSlow, 'fcp') },
      dashboard: { html: mb(dash, 'html'), js: mb(dash, 'js'), css: mb(dash, 'css'), lcp: m(dash, 'lcp'), lcpSlow: m(dashSlow, 'lcp') },
      searchMs: median(searches),
      floor: { fcp: m(bare, 'fcp'), fcpSlow: m(bareSlow, 'fcp') },
    };
    opts.log(`  client: ${JSON.stringify(figures)}`);
    return figures;
  } finally {
    await browser.close();
    await server.stop();
  }
}

const kb = (n: number) => `${Math.round(n / 1024)} KB`;
const ms = (n: number) => `${Math.round(n)} ms`;
const verdict = (ok: boolean) => (ok ? 'met' : '**NOT met**');

/** The console section of BENCHMARKS.md. */
export function clientMarkdown(f: ClientFigures, started: Date, loadavg: number[]): string[] {
  // figures kept by a run before the HTML was counted (--rewrite) have none
  const none = { raw: 0, sent: 0 };
  const s = { ...f.signIn, html: f.signIn.html ?? none };
  const d = { ...f.dashboard, html: f.dashboard.html ?? none };
  const total = d.html.sent + d.js.sent + d.css.sent;
  return [
    CLIENT_HEADING,
    '',
    `Measured on ${started.toISOString()} (load average at the end ${loadavg.map((x) => x.toFixed(2)).join(', ')}; \`npm run bench -- --only client\` measures it alone). Debian's chromium, headless, against the production build served by the server (PGlite, demo data) on localhost without network throttling; every visit in a new browser context (empty cache); the median of ${f.runs} visits. "Sent" is what crossed the wire (the server's br or gzip); "slow CPU" is chromium's 4x CPU slowdown.`,
    '',
    '| figure | value | target | |',
    '|---|---:|---:|---|',
    `| sign-in page: JavaScript sent (raw) | ${kb(s.js.sent)} (${kb(s.js.raw)}) | ≤ 100 KB | ${verdict(s.js.sent <= 100 * 1024)} |`,
    `| sign-in page: HTML sent (raw)${s.css.raw ? '' : ', the styles inline'} | ${kb(s.html.sent)} (${kb(s.html.raw)}) | | |`,
    ...(s.css.raw ? [`| sign-in page: CSS sent (raw) | ${kb(s.css.sent)} (${kb(s.css.raw)}) | | |`] : []),
    `| sign-in page: First Contentful Paint | ${ms(s.fcp)} | ≤ 250 ms | ${verdict(s.fcp <= 250)} |`,
    `| sign-in page: Largest Contentful Paint | ${ms(s.lcp)} | | |`,
    `| sign-in page: First Contentful Paint, slow CPU | ${ms(s.fcpSlow)} | | |`,
    `| dashboard, first visit signed in: HTML + JavaScript + CSS sent (raw) | ${kb(total)} (${kb(d.html.raw + d.js.raw + d.css.raw)}) | ≤ 250 KB | ${verdict(total <= 250 * 1024)} |`,
    `| dashboard: Largest Contentful Paint | ${ms(d.lcp)} | ≤ 600 ms | ${verdict(d.lcp <= 600)} |`,
    `| dashboard: Largest Contentful Paint, slow CPU | ${ms(d.lcpSlow)} | ≤ 1 s | ${verdict(d.lcpSlow <= 1000)} |`,
    `| voter search: last keystroke to results | ${ms(f.searchMs)} | ≤ 250 ms | ${verdict(f.searchMs <= 250)} |`,
    ...(f.floor
      ? [
          `| for comparison, a bare HTML page of one paragraph (no network, no script): First Contentful Paint | ${ms(f.floor.fcp)} | | |`,
          `| the same, slow CPU | ${ms(f.floor.fcpSlow)} | | |`,
        ]
      : []),
    '',
  ];
}
