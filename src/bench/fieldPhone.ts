// The phone's side of the field app's section: a page in-charge's phone in Debian's chromium (4x
// CPU slowdown and a Fast 3G network where the figure says phone) against the production build
// served by the real server (PGlite), holding a part of 1,500 electors.
// The functions passed to page.evaluate run in the page with the page's globals, so this module
// takes `performance` from Node's global as well, never from an import a bundler would rename.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { buildApp } from '../server/app';
import { buildClient, clientIsStale } from '../server/build';
import { launchBrowser } from '../browser/browser';
import { DIST } from '../browser/paths';
import { paints } from './clientFigures';
import { median, organisation, p95, PART, PASSWORD, workers, type FieldFigures } from './fieldFigures';

/** The phone profile: 4x CPU slowdown and Fast 3G (150 ms, 1.6 Mbps down, 0.75 Mbps up). */
async function phoneProfile(page: Page, network = true): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6e6 / 8) | 0,
      uploadThroughput: (0.75e6 / 8) | 0,
    });
  }
  return cdp;
}

// One character typed into the search box, and the ms to the frame after the list shows that
// term's matches (the list names its term). Written as page source: tsx would wrap a named
// function here in a helper the page does not have.
const TYPE_ONE = `(c) => new Promise((resolve) => {
  const input = document.querySelector('.filters input.search');
  const main = document.querySelector('main');
  const t0 = performance.now();
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    mo.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
  };
  const term = input.value + c;
  const mo = new MutationObserver(() => {
    if (main.querySelector('ol.households')?.getAttribute('data-term') === term) settle();
  });
  mo.observe(main, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-term'] });
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, term);
  input.dispatchEvent(new Event('input', { bubbles: true }));
})`;

/** ms from a keystroke in the walk list's search to the frame that shows its matches, for each term typed. */
async function searchTimes(page: Page, terms: string[]): Promise<number[]> {
  const box = page.locator('.filters input.search');
  const out: number[] = [];
  for (const term of terms) {
    await box.fill('');
    await page.waitForTimeout(50);
    for (const ch of term) {
      const ms = (await page.evaluate(`(${TYPE_ONE})(${JSON.stringify(ch)})`)) as number;
      out.push(ms);
    }
  }
  return out;
}

/** A new phone: a browser context of the phone's size on the phone profile, counting the scripts and the download it is sent. */
async function newPhone(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  const origin = new URL(url).origin;
  await context.route('**/*', (r) => (r.request().url().startsWith(origin) ? r.continue() : r.abort()));
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await phoneProfile(page);
  // script bytes by address: the shell is the page's own scripts (the signed-in screens' chunk,
  // fetched after the form has painted, is not)
  const scripts = new Map<string, number>();
  let downloadBytes = 0;
  page.on('response', (r) => {
    void r
      .request()
      .sizes()
      .then((s) => {
        if (r.request().resourceType() === 'script') scripts.set(r.url(), s.responseBodySize);
        if (r.url().includes('/field/download')) downloadBytes = s.responseBodySize + s.responseHeadersSize;
      })
      .catch(() => undefined);
  });
  return { context, page, cdp, scripts, downloadBytes: () => downloadBytes };
}

/** The first visit of /field, signed out: the shell's paints, when the app takes input, the page's own scripts' bytes. */
async function firstVisit(page: Page, url: string, scripts: Map<string, number>) {
  // when the page's sign-in screen stops being inert: the app has taken it over
  await page.addInitScript(() => {
    const watch = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root || root.hasAttribute('inert') || !root.firstChild) return;
      Object.assign(window, { tookOver: performance.now() });
      watch.disconnect();
    });
    watch.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['inert'] });
  });
  const visit = await page.goto(url + '/field');
  await page.locator('input[name=email]').waitFor();
  const shell = await paints(page);
  // the page paints the sign-in screen it carries; the form takes input once the app has taken it over
  await page.waitForFunction(() => (window as { tookOver?: number }).tookOver);
  const shellReady = (await page.evaluate(() => (window as { tookOver?: number }).tookOver)) ?? 0;
  await page.waitForLoadState('load');
  // the page's own scripts are those its HTML names: chunks the app fetches itself are not
  const own = [...((await visit?.text()) ?? '').matchAll(/<script\b[^>]*\bsrc="?([^" >]+)/g)].map((m) => new URL(m[1], url).href);
  const shellJs = own.reduce((a, src) => a + (scripts.get(src) ?? 0), 0);
  return { shell, shellReady, shellJs };
}

/** ms from Sign in to the home screen ready offline (the worker's electors downloaded). */
async function signInAndDownload(page: Page, email: string) {
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(PASSWORD);
  const t0 = performance.now();
  await page.locator('form button[type=submit]').click();
  await page.locator('.page-card .figure').first().waitFor();
  const downloadMs = performance.now() - t0;
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForTimeout(500);
  return downloadMs;
}

/** ms of each of `count` visits saved on the phone, one voter after another. */
async function visitTimes(page: Page, count: number) {
  const visitMs: number[] = [];
  for (let i = 0; i < count; i++) {
    await page.locator('.filters input.search').fill('');
    await page.locator('.voter-line').nth(i).click();
    await page.locator('input[name=outcome][value=met]').check();
    visitMs.push(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Save visit')!;
            const t = performance.now();
            const mo = new MutationObserver(() => {
              if (!document.querySelector('.saved')) return;
              mo.disconnect();
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t)));
            });
            mo.observe(document.body, { subtree: true, childList: true });
            button.click();
          }),
      ),
    );
    await page.locator('.tabs a[href="/field/walk"]').click();
  }
  return visitMs;
}

/** 500 changes in the queue as the phone keeps them, then the network back without the slowdown: ms to an empty queue. */
async function sync500(page: Page, context: BrowserContext, cdp: CDPSession) {
  await page.evaluate(async () => {
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      const open = indexedDB.open('campaign-field');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const ids: number[] = await new Promise((resolve) => {
      const req = db.transaction('voters').objectStore('voters').getAllKeys();
      req.onsuccess = () => resolve(req.result as number[]);
    });
    const tx = db.transaction('queue', 'readwrite');
    const at = new Date().toISOString();
    ids.slice(0, 500).forEach((id, i) =>
      tx.objectStore('queue').put({
        id: crypto.randomUUID(),
        voter_id: id,
        kind: 'visit',
        fields: { outcome: i % 4 ? 'met' : 'not_home', slip_delivered: i % 2 === 0, supporter_level: (i % 5) + 1, note: null, phone: null },
        made_at: at,
        seq: 1000 + i,
      }),
    );
    await new Promise((r) => (tx.oncomplete = r));
    db.close();
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const s0 = performance.now();
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('campaign-field');
        open.onsuccess = () => {
          const req = open.result.transaction('queue').objectStore('queue').count();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result === 0);
          };
        };
      }),
    undefined,
    { polling: 50, timeout: 120_000 },
  );
  return performance.now() - s0;
}

async function phoneRun(browser: Browser, url: string, email: string, log: (l: string) => void, first: boolean) {
  const { context, page, cdp, scripts, downloadBytes: downloaded } = await newPhone(browser, url);
  const step = (what: string) => log(`    ${what}`);
  step('first visit');
  const { shell, shellReady, shellJs } = await firstVisit(page, url, scripts);
  step('sign-in and download');
  const downloadMs = await signInAndDownload(page, email);
  const downloadBytes = downloaded();

  step('offline visit');
  await context.setOffline(true);
  await page.reload();
  await page.locator('.page-card .figure').first().waitFor();
  const offline = await paints(page);

  // the walk list of 1,500 voters, searched as a worker types (names in both scripts, a serial, an EPIC)
  step('search');
  await page.locator('.tabs a[href="/field/walk"]').click();
  await page.locator('.household').first().waitFor();
  const searchMs = first ? await searchTimes(page, ['sunita', 'patil', 'रमेश', '1234', 'kdv']) : [];
  step('visits');
  const visitMs = await visitTimes(page, first ? 10 : 3);
  let sync500Ms = 0;
  if (first) {
    step('500 changes');
    sync500Ms = await sync500(page, context, cdp);
  }
  await context.close();
  log(
    `  shell ${(shellJs / 1024).toFixed(1)} KB JS, LCP ${Math.round(shell.lcp)} ms, takes input at ${Math.round(shellReady)} ms; download ${(downloadBytes / 1024).toFixed(1)} KB in ${Math.round(downloadMs)} ms; offline LCP ${Math.round(offline.lcp)} ms` +
      (first ? `; search p95 ${Math.round(p95(searchMs))} ms; visit median ${Math.round(median(visitMs))} ms; 500 synced in ${Math.round(sync500Ms)} ms` : ''),
  );
  return {
    shellJs,
    shellLcp: shell.lcp,
    shellReady,
    downloadBytes,
    downloadMs,
    offlineFcp: offline.fcp,
    offlineLcp: offline.lcp,
    searchMs,
    visitMs,
    sync500Ms,
  };
}

/** The phone figures: `runs` phones, each a new browser context (an empty cache and database). */
export async function phoneFigures(runs: number, log: (line: string) => void): Promise<FieldFigures> {
  if (clientIsStale(DIST)) buildClient(DIST);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'field-bench-'));
  const database = await openDatabase({ dataDir: path.join(tmp, 'pg') });
  const org = await organisation(database, PART, 'Field Benchmark');
  const people = await workers(
    database,
    org,
    Array.from({ length: runs }, () => ({})),
  );
  const app = await buildApp(loadConfig({ DATA_DIR: tmp, DIST_DIR: DIST, LOGIN_LIMIT_MAX: '1000', MAX_DEVICES: '100' }), database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launchBrowser();
  const f: FieldFigures = {
    runs,
    shellJs: [],
    shellLcp: [],
    shellReady: [],
    downloadBytes: [],
    downloadMs: [],
    offlineFcp: [],
    offlineLcp: [],
    searchMs: [],
    visitMs: [],
    sync500Ms: [],
  };
  try {
    for (let i = 0; i < runs; i++) {
      const r = await phoneRun(browser, url, people[i].email, log, i === 0);
      f.shellJs.push(r.shellJs);
      f.shellLcp.push(r.shellLcp);
      f.shellReady.push(r.shellReady);
      f.downloadBytes.push(r.downloadBytes);
      f.downloadMs.push(r.downloadMs);
      f.offlineFcp.push(r.offlineFcp);
      f.offlineLcp.push(r.offlineLcp);
      f.searchMs.push(...r.searchMs);
      f.visitMs.push(...r.visitMs);
      if (r.sync500Ms) f.sync500Ms.push(r.sync500Ms);
    }
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return f;
}
