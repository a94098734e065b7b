// The field app's side of `npm run bench -- --only field`: a page in-charge's phone in Debian's
// chromium (4x CPU slowdown and a Fast 3G network where the figure says phone) against the
// production build served by the real server, holding a part of 1,500 electors; and the server
// taking the queues of 50 phones at once on PostgreSQL.
// The functions passed to page.evaluate run in the page with the page's globals, so this module
// takes `performance` from Node's global as well, never from an import a bundler would rename.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { slotJoin } from '../db/slots';
import { insertRow } from '../db/audit';
import * as schema from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { buildApp } from '../app';
import { buildClient, clientIsStale } from '../build';
import { rollRows } from '../roll/generator';
import { importVoters } from '../roll/importer';
import { createOrganisation, ensureInstallationTenant } from '../domains/organisations/queries';
import { addAssignment } from '../domains/field/assignments';
import { launchBrowser } from '../../browser/browser';
import { DIST } from '../../browser/paths';
import { recreatePostgres } from './benchData';
import { paints } from './clientFigures';

export const FIELD_HEADING = '## The field app (phones)';
const PASSWORD = 'Bench@12345';
const PART = 1500;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

export interface FieldFigures {
  runs: number;
  /** a first visit of /field, signed out: the page's own scripts as sent (bytes), and Largest Contentful Paint on the phone profile (ms) */
  shellJs: number[];
  shellLcp: number[];
  /** ms from navigation start until the app has taken over the sign-in screen the page painted (it takes input) */
  shellReady: number[];
  /** the download of the worker's 1,500 electors: bytes as sent, and ms from Sign in to the home screen ready offline (phone) */
  downloadBytes: number[];
  downloadMs: number[];
  /** a second visit with the network off, painted from the service worker (phone): First and Largest Contentful Paint (ms) */
  offlineFcp: number[];
  offlineLcp: number[];
  /** keystroke to the walk list showing the matches, over 1,500 voters (phone CPU) */
  searchMs: number[];
  /** Save visit to "Saved on this phone" (phone CPU) */
  visitMs: number[];
  /** 500 queued changes from the network's return to an empty queue (loopback, no slowdown) */
  sync500Ms: number[];
  server?: ServerFigure;
}

export interface ServerFigure {
  phones: number;
  changes: number;
  seconds: number;
  perSecond: number;
  /** after the same batches were sent again */
  ledger: number;
  visits: number;
  duplicatesAnswered: number;
}

/** An organisation with a roll of one part of `perPart` electors in constituency 38, and its admin. */
async function organisation(database: Database, perPart: number, name: string) {
  await ensureInstallationTenant(database.db);
  const org = await createOrganisation(database.db, { tenantId: 1, userId: null }, {
    installation_type: 1,
    organization_full_name: name,
    organization_short_name: name.slice(0, 10).toUpperCase(),
    f_name: 'Bench',
    l_name: 'Admin',
    phone_no: '+919812345670',
    email: `admin-${name.toLowerCase().replace(/\W/g, '')}@bench.local`,
    password: PASSWORD,
    gender: 1,
    steps: 4,
    default_acno: 38,
  } as Parameters<typeof createOrganisation>[2]);
  await importVoters(database, { tenantId: org.tenantId, userId: org.adminId }, [...rollRows({ acno: 38, parts: 1, perPart, seed: 33 })]);
  return org;
}

/** Field workers (a role with the Field module only), each holding the page given. */
async function workers(database: Database, org: { tenantId: number; adminId: number }, pages: Array<{ from?: number; to?: number }>) {
  const actor = { tenantId: org.tenantId, userId: org.adminId };
  const role = await insertRow<{ id: number }>(database.db, actor, schema.roles, { name: 'Page in-charge', type: 1, modules: ['Field'] });
  const hash = await hashPassword(PASSWORD);
  const out: Array<{ id: number; email: string }> = [];
  for (const [i, p] of pages.entries()) {
    const email = `worker${i + 1}@bench.local`;
    const user = await insertRow<{ id: number }>(database.db, actor, schema.users, {
      type: 2,
      role_id: role.id,
      email,
      password_hash: hash,
      f_name: `Worker ${i + 1}`,
    });
    const done = await addAssignment(database, actor, { userId: Number(user.id), acno: 38, partno: 1, from: p.from, to: p.to });
    if ('errors' in done) throw new Error(`bench: assignment refused: ${JSON.stringify(done.errors)}`);
    out.push({ id: Number(user.id), email });
  }
  return out;
}

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

async function phoneRun(browser: Browser, url: string, email: string, log: (l: string) => void, first: boolean) {
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
  const step = (what: string) => log(`    ${what}`);
  step('first visit');
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

  step('sign-in and download');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(PASSWORD);
  const t0 = performance.now();
  await page.locator('form button[type=submit]').click();
  await page.locator('.page-card .figure').first().waitFor();
  const downloadMs = performance.now() - t0;
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForTimeout(500);

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

  // visits saved on the phone, one voter after another
  step('visits');
  const visitMs: number[] = [];
  for (let i = 0; i < (first ? 10 : 3); i++) {
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

  // 500 changes in the queue as the phone keeps them, then the network back, without the slowdown
  let sync500Ms = 0;
  if (first) {
    step('500 changes');
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
    sync500Ms = performance.now() - s0;
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

/** 50 phones send their queues at once (a page of 30 voters each: a visit, details, consent and the slip of every voter), then again. */
export async function serverFigure(databaseUrl: string, log: (line: string) => void, phones = 50): Promise<ServerFigure> {
  await recreatePostgres(databaseUrl);
  const database = await openDatabase({ databaseUrl });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'field-bench-'));
  try {
    const org = await organisation(database, phones * 30, 'Field Sync Benchmark');
    const people = await workers(
      database,
      org,
      Array.from({ length: phones }, (_, i) => ({ from: i * 30 + 1, to: i * 30 + 30 })),
    );
    const app = await buildApp(loadConfig({ DATA_DIR: tmp, DIST_DIR: path.join(tmp, 'none'), LOGIN_LIMIT_MAX: '1000', MAX_DEVICES: '100' }), database);
    const voters = await database.rows<{ id: number; slnoinpart: number }>(
      sql`select v.id, vs.slnoinpart from voters v ${slotJoin()} where v.tenant_id = ${org.tenantId} and v.deleted_at is null order by vs.slnoinpart`,
    );
    const base = `/api/v1/admin/${org.tenantId}/field/sync`;
    const batches: Array<{ token: string; changes: object[] }> = [];
    for (const [i, w] of people.entries()) {
      const login = await app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { email: w.email, password: PASSWORD, device_info: 'web' } });
      const token = login.json().accessToken as string;
      const at = new Date().toISOString();
      const mine = voters.slice(i * 30, i * 30 + 30);
      const change = (voter: number, kind: string, fields: object) => ({ id: randomUUID(), voter_id: Number(voter), kind, fields, made_at: at });
      const changes = [
        ...mine.map((v) => change(v.id, 'visit', { outcome: 'met', supporter_level: 2, note: 'bench' })),
        ...mine.map((v) => change(v.id, 'details', { align_with_party: 'yes', religion: 'Hindu' })),
        ...mine.map((v) => change(v.id, 'consent', { consent: 'given' })),
        ...mine.map((v) => change(v.id, 'slip', { slip_delivered: true })),
      ];
      batches.push({ token, changes });
    }
    const send = () =>
      Promise.all(
        batches.map(async (b) => {
          const res = await app.inject({ method: 'POST', url: base, headers: { authorization: `Bearer ${b.token}` }, payload: { changes: b.changes } });
          if (res.statusCode !== 200) throw new Error(`bench: sync answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
          return res.json().counts as { applied: number; duplicate: number; refused: number };
        }),
      );
    const t0 = performance.now();
    const first = await send();
    const seconds = (performance.now() - t0) / 1000;
    const changes = batches.reduce((a, b) => a + b.changes.length, 0);
    const refused = first.reduce((a, c) => a + c.refused, 0);
    if (refused) throw new Error(`bench: ${refused} changes refused`);
    const again = await send();
    const [counts] = await database.rows<{ ledger: number; visits: number }>(sql`
      select (select count(*)::int from field_changes where tenant_id = ${org.tenantId}) as ledger,
             (select count(*)::int from voter_visits where tenant_id = ${org.tenantId}) as visits`);
    await app.close();
    const out = {
      phones,
      changes,
      seconds,
      perSecond: changes / seconds,
      ledger: counts.ledger,
      visits: counts.visits,
      duplicatesAnswered: again.reduce((a, c) => a + c.duplicate, 0),
    };
    log(
      `  ${phones} phones, ${changes} changes in ${seconds.toFixed(2)} s = ${Math.round(out.perSecond)}/s; ledger ${out.ledger}, visits ${out.visits}, resent: ${out.duplicatesAnswered} duplicate`,
    );
    return out;
  } finally {
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const ms = (x: number) => `${Math.round(x).toLocaleString('en-IN')} ms`;
const met = (ok: boolean) => (ok ? 'met' : '**not met**');

export function fieldMarkdown(f: FieldFigures, started: Date, loadavg: number[]): string[] {
  const rows: Array<[string, string, string, boolean]> = [
    ['App shell, first visit: JavaScript as sent', kb(median(f.shellJs)), '≤ 120 KB', median(f.shellJs) <= 120 * 1024],
    ['App shell, first visit: Largest Contentful Paint (phone)', ms(median(f.shellLcp)), '≤ 1.5 s', median(f.shellLcp) <= 1500],
    ['Second visit offline, from the service worker: Largest Contentful Paint (phone)', ms(median(f.offlineLcp)), '≤ 1 s', median(f.offlineLcp) <= 1000],
    [`Download of ${PART.toLocaleString('en-IN')} electors: as sent`, kb(median(f.downloadBytes)), '≤ 250 KB', median(f.downloadBytes) <= 250 * 1024],
    [`Download of ${PART.toLocaleString('en-IN')} electors: Sign in to ready offline (phone)`, ms(median(f.downloadMs)), '≤ 4 s', median(f.downloadMs) <= 4000],
    [`Search in ${PART.toLocaleString('en-IN')} voters, keystroke to list: p95 (phone CPU)`, ms(p95(f.searchMs)), '≤ 50 ms', p95(f.searchMs) <= 50],
    ['A visit saved on the phone: median (phone CPU)', ms(median(f.visitMs)), '≤ 100 ms', median(f.visitMs) <= 100],
    ['500 queued changes synced over loopback', ms(median(f.sync500Ms)), '≤ 10 s', median(f.sync500Ms) <= 10_000],
  ];
  if (f.server) {
    const s = f.server;
    rows.push([
      `The server applying the queues of ${s.phones} phones at once (PostgreSQL)`,
      `${Math.round(s.perSecond).toLocaleString('en-IN')} changes/s (${s.changes.toLocaleString('en-IN')} in ${s.seconds.toFixed(2)} s)`,
      '≥ 2,000 changes/s',
      s.perSecond >= 2000,
    ]);
  }
  const lines = [
    FIELD_HEADING,
    '',
    `Measured with \`npm run bench -- --only field\` on ${started.toISOString()} (load average at the end ${loadavg.map((x) => x.toFixed(2)).join(', ')}): ` +
      `Debian's chromium against the production build served by the real server (PGlite), a worker holding one part of ${PART.toLocaleString('en-IN')} electors; ` +
      `"phone" is a 390 px page with 4x CPU slowdown and Fast 3G (150 ms, 1.6 Mbps down, 0.75 Mbps up). Medians of ${f.runs} phones, each a new browser context; the search, the visits and the 500 changes on the first. ` +
      `A first visit paints the sign-in screen its page carries (rendered at build time); the form takes input once the app has taken it over, at ${ms(median(f.shellReady))}.`,
    '',
    '| figure | measured | target | |',
    '|---|---:|---:|---|',
    ...rows.map(([name, value, target, ok]) => `| ${name} | ${value} | ${target} | ${met(ok)} |`),
  ];
  if (f.server) {
    const s = f.server;
    lines.push(
      '',
      `After the ${s.phones} phones sent the same batches a second time: ${s.ledger.toLocaleString('en-IN')} changes in the ledger for ${s.changes.toLocaleString('en-IN')} sent ` +
        `(${s.ledger === s.changes ? '0 lost, 0 twice' : `${s.changes - s.ledger} missing or extra`}), ${s.visits.toLocaleString('en-IN')} visits for ${(s.changes / 4).toLocaleString('en-IN')} sent, ` +
        `and ${s.duplicatesAnswered.toLocaleString('en-IN')} of the resent answered duplicate.`,
    );
  }
  return [...lines, ''];
}
