// The console's side of `npm run bench`: what a first visit downloads and how soon it paints, in
// Debian's chromium against the production build served by the real server (PGlite, demo data),
// each visit in a new browser context (an empty cache), measured `runs` times (medians written).
// The dashboard's map reads its tiles from a tile server on loopback (tileServer.ts), as a
// deployment's console reads them from its tile server: without one the map's late notice that no
// tile server answers would be measured instead.
import fs from 'node:fs';
import os from 'node:os';
import { type Browser, type BrowserContextOptions, type Page, type Response } from 'playwright-core';
import { buildClient, clientIsStale } from '../server/build';
import { loadConfig } from '../server/config';
import { securityHeaderValues } from '../server/securityHeaders';
import { launchBrowser, newPage, signIn, startServer } from '../browser/browser';
import path from 'node:path';
import { ROOT } from '../browser/paths';
import { CLIENT_HEADING } from './headings';
import { startTileServer } from './tileServer';
import { startPageServer } from './pageServer';

/** Every host but the loopback address resolves to nothing: the visits reach the loopback servers alone. */
const LOOPBACK_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

export interface Bytes {
  /** as the browser holds them (decoded) */
  raw: number;
  /** the same as sent (compressed, with what the server chose of br and gzip) */
  sent: number;
}

interface Paint {
  fcp: number;
  fcpSlow: number;
}

export interface ClientFigures {
  runs: number;
  signIn: { html: Bytes; js: Bytes; css: Bytes; fcp: number; lcp: number; fcpSlow: number };
  /** a signed-in first visit of the dashboard (a new context holding the session) */
  dashboard: {
    html: Bytes;
    js: Bytes;
    css: Bytes;
    lcp: number;
    lcpSlow: number;
    fcp?: number;
    fcpSlow?: number;
    /** what the Largest Contentful Paint painted, most often over the visits (e.g. "IMG leaflet-tile") */
    lcpElement?: string;
    /** map tiles the loopback tile server sent over every visit */
    tiles?: number;
  };
  /** the last keystroke of a name to the voter results that hold it */
  searchMs: number;
  /**
   * a bare HTML page of one paragraph, from memory: what this browser on this machine takes to paint
   * anything; `served`, the same page as a file of the build, sent by the console's server with the
   * headers it sends every page (an HTTP visit's own cost); `plain`, the same page from a bare HTTP
   * server of the bench with the console's headers, and `noOpenerPolicy` without its
   * Cross-Origin-Opener-Policy (what that one header costs a first visit)
   */
  floor?: { fcp: number; fcpSlow: number; served?: Paint; plain?: Paint; noOpenerPolicy?: Paint };
  /** First Contentful Paints of a tab that held another page (a `data:` one) before: the bare page served by the console's server, and the sign-in page */
  arriving?: { bare: number; signIn: number };
}

// The browser's own floor, without network or script: a slower machine shows here first.
const BARE_HTML = '<!doctype html><html lang="en"><title>Campaign Console</title><p>Campaign Console</p></html>';
const BARE_PAGE = `data:text/html,${BARE_HTML}`;
/** What a visit's tab holds before, in the visits that arrive from another page. */
const ANOTHER_PAGE = 'data:text/html,<p>another site</p>';
/** The bare page as a file of the bench's build, served like the console's own pages. */
const BARE_FILE = 'bench-bare.html';

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

/**
 * First Contentful Paint and the Largest Contentful Paint so far, in ms from navigation start, with
 * the element the latter painted (its tag and first class; an image's is its own).
 */
export const paints = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number; lcpElement: string }>((resolve) => {
        let lcp = 0;
        let lcpElement = '';
        new PerformanceObserver((l) => {
          for (const e of l.getEntries() as LargestContentfulPaint[]) {
            if (e.startTime < lcp) continue;
            lcp = e.startTime;
            const el = e.element;
            lcpElement = el ? `${el.tagName}${el.classList[0] ? ` ${el.classList[0]}` : ''}` : 'removed element';
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // LCP entries of a page already painted arrive in the next frames
        setTimeout(() => resolve({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, lcp, lcpElement }), 300);
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
  opts: { slow: boolean; ready: (page: Page) => Promise<unknown>; storageState?: BrowserContextOptions['storageState']; from?: string },
) {
  // No request interception (newPage's route would pass every request through this process and
  // back, a wait no visitor's browser has): the visits' browser resolves no name (LOOPBACK_ONLY),
  // so only the loopback server and tile server answer.
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    storageState: opts.storageState,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  if (opts.slow) await slowCpu(page);
  // a visitor's tab most often holds another site's page first: its paints count from the
  // navigation away from it
  if (opts.from) await page.goto(opts.from);
  const bytes = assets(page);
  await page.goto(path.startsWith('data:') ? path : url + path);
  await opts.ready(page);
  const p = await paints(page);
  const b = await bytes();
  await page.context().close();
  return { ...b, ...p };
}

type Visit = Awaited<ReturnType<typeof visit>>;

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
  // a loaded machine can take longer than a step's 30 s
  await page.waitForFunction(() => (window.__shown ?? 0) > 0, undefined, { timeout: 120_000 });
  return page.evaluate(() => (window.__shown ?? 0) - (window.__key ?? 0));
}

// The bench's own build of the console: a test run rebuilding dist/ meanwhile (webpack empties the
// folder first) would take the pages' scripts away in the middle of a visit.
const BENCH_DIST = path.join(ROOT, '.tmp', 'bench-dist');

export async function clientSection(opts: { runs: number; log: (line: string) => void }): Promise<ClientFigures> {
  if (clientIsStale(BENCH_DIST)) buildClient(BENCH_DIST);
  fs.writeFileSync(path.join(BENCH_DIST, BARE_FILE), BARE_HTML);
  const tiles = await startTileServer();
  const server = await startServer({ TILE_URL: tiles.template, DIST_DIR: BENCH_DIST });
  const plain = await startPageServer(BARE_HTML, securityHeaderValues(loadConfig({ TILE_URL: tiles.template })));
  const browser = await launchBrowser();
  const visits = await launchBrowser([LOOPBACK_ONLY]);
  try {
    const url = server.url;
    const bareReady = (page: Page) => page.getByText('Campaign Console').waitFor();
    const m = (xs: Array<Record<string, unknown>>, k: string) => median(xs.map((x) => x[k] as number));
    // the bare page from memory, from the console's server, and from the bench's with and without
    // the opener policy: each visited on the normal and the slow CPU in every run
    const floorPages = { bare: [url, BARE_PAGE], served: [url, `/${BARE_FILE}`], plain: [plain.url, '/'], noOpener: [plain.url, plain.withoutOpenerPolicy] };
    const floorVisits = Object.fromEntries(Object.keys(floorPages).map((k) => [k, { fast: [] as Visit[], slow: [] as Visit[] }]));
    for (let i = 0; i < opts.runs; i++) {
      for (const [k, [at, page]] of Object.entries(floorPages)) {
        floorVisits[k].fast.push(await visit(visits, at, page, { slow: false, ready: bareReady }));
        floorVisits[k].slow.push(await visit(visits, at, page, { slow: true, ready: bareReady }));
      }
    }
    const floorPaint = (k: keyof typeof floorPages): Paint => ({ fcp: m(floorVisits[k].fast, 'fcp'), fcpSlow: m(floorVisits[k].slow, 'fcp') });
    const sign = [];
    const signSlow = [];
    const arrivingBare = [];
    const arrivingSign = [];
    for (let i = 0; i < opts.runs; i++) {
      sign.push(await visit(visits, url, '/sign-in', { slow: false, ready: signInReady }));
      signSlow.push(await visit(visits, url, '/sign-in', { slow: true, ready: signInReady }));
      arrivingBare.push(await visit(visits, url, `/${BARE_FILE}`, { slow: false, ready: bareReady, from: ANOTHER_PAGE }));
      arrivingSign.push(await visit(visits, url, '/sign-in', { slow: false, ready: signInReady, from: ANOTHER_PAGE }));
    }
    // A session for the dashboard's visits, and the voter search typed in it.
    const page = await newPage(browser, url);
    await signIn(page, url, 'admin@demo.local');
    await page.waitForURL('**/dashboard');
    const storageState = await page.context().storageState();
    const dash = [];
    const dashSlow = [];
    for (let i = 0; i < opts.runs; i++) {
      dash.push(await visit(visits, url, '/dashboard', { slow: false, ready: dashboardReady, storageState }));
      dashSlow.push(await visit(visits, url, '/dashboard', { slow: true, ready: dashboardReady, storageState }));
    }
    await page.getByRole('link', { name: 'Voter Search' }).click();
    await page.waitForURL('**/voter-search');
    // Demo names, in English and Devanagari, typed at 80 ms a key (inside the field's debounce).
    const terms = ['Indi', 'इंदि'];
    const searches = [];
    for (let i = 0; i < opts.runs; i++) searches.push(await searchDelay(page, terms[i % terms.length]));
    await page.context().close();
    const mb = (xs: Array<{ html: Bytes; js: Bytes; css: Bytes }>, k: 'html' | 'js' | 'css') => ({
      raw: median(xs.map((x) => x[k].raw)),
      sent: median(xs.map((x) => x[k].sent)),
    });
    const figures: ClientFigures = {
      runs: opts.runs,
      signIn: { html: mb(sign, 'html'), js: mb(sign, 'js'), css: mb(sign, 'css'), fcp: m(sign, 'fcp'), lcp: m(sign, 'lcp'), fcpSlow: m(signSlow, 'fcp') },
      dashboard: {
        html: mb(dash, 'html'),
        js: mb(dash, 'js'),
        css: mb(dash, 'css'),
        lcp: m(dash, 'lcp'),
        lcpSlow: m(dashSlow, 'lcp'),
        fcp: m(dash, 'fcp'),
        fcpSlow: m(dashSlow, 'fcp'),
        lcpElement: mostOften([...dash, ...dashSlow].map((v) => v.lcpElement)),
        tiles: tiles.served(),
      },
      searchMs: median(searches),
      floor: { ...floorPaint('bare'), served: floorPaint('served'), plain: floorPaint('plain'), noOpenerPolicy: floorPaint('noOpener') },
      arriving: { bare: m(arrivingBare, 'fcp'), signIn: m(arrivingSign, 'fcp') },
    };
    opts.log(`  client: ${JSON.stringify(figures)}`);
    return figures;
  } finally {
    await visits.close();
    await browser.close();
    await server.stop();
    await plain.close();
    await tiles.close();
  }
}

const mostOften = (xs: string[]) => {
  const n = new Map<string, number>();
  for (const x of xs) n.set(x, (n.get(x) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
};

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
    `Measured on ${started.toISOString()} (load average at the end ${loadavg.map((x) => x.toFixed(2)).join(', ')}; \`npm run bench -- --only client\` measures it alone). Debian's chromium, headless, against the production build served by the server (PGlite, demo data) on localhost without network throttling; every visit in a new browser context (empty cache), its requests not intercepted (the browser resolves no host name, so only the loopback servers answer); the median of ${f.runs} visits. "Sent" is what crossed the wire (the server's br or gzip); "slow CPU" is chromium's 4x CPU slowdown.`,
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
    ...(d.fcp != null ? [`| dashboard: First Contentful Paint (slow CPU) | ${ms(d.fcp)} (${ms(d.fcpSlow ?? 0)}) | | |`] : []),
    ...(f.floor
      ? [
          `| for comparison, a bare HTML page of one paragraph (no network, no script): First Contentful Paint | ${ms(f.floor.fcp)} | | |`,
          `| the same, slow CPU | ${ms(f.floor.fcpSlow)} | | |`,
          ...(f.floor.served
            ? [
                `| the same page served by the console's server (HTTP, its headers): First Contentful Paint | ${ms(f.floor.served.fcp)} | | |`,
                `| the same, slow CPU | ${ms(f.floor.served.fcpSlow)} | | |`,
              ]
            : []),
          ...(f.floor.plain && f.floor.noOpenerPolicy
            ? [
                `| the same page from a bare loopback server with the console's headers: First Contentful Paint (slow CPU) | ${ms(f.floor.plain.fcp)} (${ms(f.floor.plain.fcpSlow)}) | | |`,
                `| the same without Cross-Origin-Opener-Policy (slow CPU) | ${ms(f.floor.noOpenerPolicy.fcp)} (${ms(f.floor.noOpenerPolicy.fcpSlow)}) | | |`,
              ]
            : []),
          ...(f.arriving
            ? [
                `| arriving from another page (the tab held a \`data:\` page): the bare page served by the console, First Contentful Paint | ${ms(f.arriving.bare)} | | |`,
                `| arriving from another page: the sign-in page, First Contentful Paint | ${ms(f.arriving.signIn)} | | |`,
              ]
            : []),
        ]
      : []),
    '',
    ...(f.floor ? ratioLines(f, f.floor, started, loadavg) : []),
  ];
}

/** What Cross-Origin-Opener-Policy costs a first visit, and the sign-in page against the bare one when both arrive from another page. */
function openerPolicyLines(f: ClientFigures): string[] {
  const { plain, noOpenerPolicy: without } = f.floor ?? {};
  if (!plain || !without || !f.arriving) return [];
  const { bare, signIn } = f.arriving;
  return [
    `One header is most of that. Cross-Origin-Opener-Policy: same-origin (kept: a window of another site that opened the console holds no handle on it, so it cannot send the sign-in page elsewhere, to a look-alike) has chromium load the page in a new browsing-context group, so in a new renderer process, where a page without the header reuses the process the new tab opened with. From a bare loopback server with the console's headers the page painted at ${ms(plain.fcp)} (${ms(plain.fcpSlow)} on the slow CPU), and without that one header at ${ms(without.fcp)} (${ms(without.fcpSlow)}): the header's share of a first visit in a new tab is ${ms(plain.fcp - without.fcp)}. A tab that held another page changes process for any site's page, with the header or without: arriving so, the bare page served by the console painted at ${ms(bare)} and the sign-in page at ${ms(signIn)}, ${(signIn / Math.max(1, bare)).toFixed(1)}x.`,
    '',
  ];
}

/** The paints against the bare page of the same run (the targets are ratios), and what the dashboard's largest paint is. */
function ratioLines(f: ClientFigures, floor: NonNullable<ClientFigures['floor']>, started: Date, loadavg: number[]): string[] {
  const { served } = floor;
  const row = (name: string, value: number, slow: boolean, most: number) => {
    const paint = (page: { fcp: number; fcpSlow: number }) => (slow ? page.fcpSlow : page.fcp);
    const bare = paint(floor);
    const ratio = value / Math.max(1, bare);
    const againstServed = served ? ` ${ms(paint(served))} | ${(value / Math.max(1, paint(served))).toFixed(1)}x |` : '';
    return `| ${name} | ${ms(value)} | ${ms(bare)} | ${ratio.toFixed(1)}x | ≤ ${most}x ${verdict(ratio <= most)} |${againstServed}`;
  };
  const d = f.dashboard;
  const element = d.lcpElement ?? '';
  const what = element.startsWith('IMG leaflet-tile')
    ? "a tile of the map's base layer: the map is the dashboard's largest content, and its tiles are painted once Leaflet's chunk (preloaded by the page's HTML beside the main scripts), the tile URL and the centres (asked for as soon as the dashboard's code has run, before the first render, so the map opens on its centres) and the tiles themselves have arrived"
    : element.startsWith('DIV map-no-tiles')
      ? "the map's notice that no tile server answers (the tiles failed)"
      : `\`${element || 'not recorded'}\``;
  return [
    `### Against the bare page, the same run (${started.toISOString().slice(0, 10)}, load average at the end ${loadavg[0].toFixed(2)})`,
    '',
    `| figure | value | bare page, same run | ratio | target |${served ? ' bare page served by the console, same run | ratio |' : ''}`,
    `|---|---:|---:|---:|---|${served ? '---:|---:|' : ''}`,
    row('sign-in page: First Contentful Paint', f.signIn.fcp, false, 2.5),
    row('sign-in page: First Contentful Paint, slow CPU', f.signIn.fcpSlow, true, 2.5),
    row('dashboard: Largest Contentful Paint', d.lcp, false, 5),
    row('dashboard: Largest Contentful Paint, slow CPU', d.lcpSlow, true, 5),
    '',
    ...(served
      ? [
          `The targets are reckoned against the bare page opened from memory (a \`data:\` address, no request). Sent over HTTP by the console's server with the headers it gives every page, the same page painted at ${ms(served.fcp)} (${ms(served.fcpSlow)} on the slow CPU): what any page of this server costs a first visit before its own content counts.`,
          '',
        ]
      : []),
    ...openerPolicyLines(f),
    ...(loadavg[0] > os.cpus().length
      ? [
          `The load average (${loadavg[0].toFixed(1)}) was above the machine's ${os.cpus().length} cores: other work shared them, and the bare page's figure is slower with it, but a page that runs nearly a megabyte of script loses more to it than one that runs none, so the ratios too are above a quiet machine's.`,
          '',
        ]
      : []),
    ...(d.fcp != null
      ? [
          `The dashboard's first paint (the shell and its cards, from the first render) came at ${ms(d.fcp)} (${ms(d.fcpSlow ?? 0)} on the slow CPU), ${(d.fcp / Math.max(1, floor.fcp)).toFixed(1)}x the bare page: most of the largest paint's wait is before anything is painted (the console's script fetched and run, the session read back, the first render), and ${ms(d.lcp - d.fcp)} (${ms(d.lcpSlow - (d.fcpSlow ?? 0))}) after it, the map's tiles.`,
          '',
        ]
      : []),
    `The dashboard's Largest Contentful Paint was most often ${what}.${d.tiles != null ? ` The map's tiles came from a tile server on loopback started by the bench (the sandbox reaches no OpenStreetMap; ${d.tiles} tiles sent over the dashboard's visits), as a deployment's console gets them from its tile server.` : ''} Without any tile server the largest paint is instead the map's notice that none answers, painted once the tiles have failed.`,
    '',
  ];
}
