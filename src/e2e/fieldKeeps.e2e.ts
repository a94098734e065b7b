// The phone never drops a worker's unsynced work, with the network cut for real (a proxy in front
// of the server, src/browser/proxy.ts), on a 390 px phone, in Marathi and in English. Each way a
// phone used to lose its queue ends with every change on the server exactly once, counted in the
// audit by the change ids the phone made: a session ended elsewhere while the phone was cut off
// (the sign-in screen says how many changes wait, and the same worker signing in sends them),
// voters kept past the offline limit (wiped, the queue kept), and an assignment ended while the
// worker still held changes made on its page. The top bar tells no network, an unreachable server
// and synced apart; while cut, not one request reaches the server, though the phone keeps trying.
import IntlMessageFormat from 'intl-messageformat';
import type { Page } from 'playwright-core';
import en from '../../i18n/en.json';
import mr from '../../i18n/mr.json';
import { startProxy, type NetworkProxy } from '../browser/proxy';
import { shot, useServerAndBrowser } from './harness';
import { adminSession, api, fieldWorker, openVoter, phone, signInOnPhone, waiting, type Admin } from './fieldPhone';

const ctx = useServerAndBrowser();
type Catalogue = typeof en;
const say = (cat: Catalogue, locale: string, key: keyof Catalogue, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(cat[key], locale).format(values));

/** A visit recorded on the phone (met, with a note): kept there at once, whatever the network. */
async function visit(page: Page, cat: Catalogue, serial: number, note: string) {
  await openVoter(page, serial);
  await page.locator('input[name=outcome][value=met]').check();
  await page.locator('.card').filter({ hasText: cat['phone.note'] }).locator('textarea').fill(note);
  await page.getByRole('button', { name: cat['phone.saveVisit'] }).click();
  await page.getByText(cat['phone.savedHere']).waitFor();
}

/** The ids of the changes in the phone's queue. */
const queueIds = (page: Page) =>
  page.evaluate(async () => {
    const open = indexedDB.open('campaign-field');
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const ids: string[] = await new Promise((resolve) => {
      const req = db.transaction('queue').objectStore('queue').getAllKeys();
      req.onsuccess = () => resolve(req.result.map(String));
    });
    db.close();
    return ids;
  });

/** How many times each change id is in the audit of the worker's visits (the server's own record). */
async function onServer(admin: Admin, workerId: number, ids: string[]): Promise<number[]> {
  type Page = { total: number; rows: Array<{ changed: Record<string, unknown> | null }> };
  const first = await api<Page>(admin, 'GET', `/audit-log?user_id=${workerId}&entity=voter_visits`);
  const rows = [...first.rows];
  for (let p = 2; p <= Math.ceil(first.total / 10); p++)
    rows.push(...(await api<Page>(admin, 'GET', `/audit-log?user_id=${workerId}&entity=voter_visits&page=${p}`)).rows);
  return ids.map((id) => rows.filter((r) => r.changed?.field_change === id).length);
}

/** The network back: the proxy passes again and the browser is online. */
async function reconnect(page: Page, net: NetworkProxy) {
  await net.restore();
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

describe('the phone keeps every unsynced change', () => {
  let admin: Admin;
  beforeAll(async () => {
    admin = await adminSession(ctx.server.url);
  });

  it('keeps the queue when the session ends elsewhere, says so at sign-in, and sends it once the same worker signs in (Marathi)', async () => {
    const workerId = await fieldWorker(admin, 'keep1@demo.local', ['Meena', 'Patil'], 1, 10);
    const context = await phone(ctx.browser, 'mr-IN');
    const net = await startProxy(ctx.server.url);
    const page = await context.newPage();
    await signInOnPhone(page, 'keep1@demo.local', 'mr', net.url);
    await page.locator('.sync-synced', { hasText: mr['phone.allSynced'] }).waitFor();
    await shot(page, 'field-mr-topbar-synced');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // the network is up but the server does not answer: connections are taken and dropped
    await net.cut('drop');
    const passed = net.passed.length;
    await visit(page, mr, 1, 'दार बंद नव्हते');
    // the visit note's limit, counted as it is typed, said before saving
    await openVoter(page, 2);
    const note = page.locator('.card').filter({ hasText: mr['phone.note'] }).locator('textarea');
    await note.fill('अ'.repeat(501));
    await page.locator('.note-count.over', { hasText: '501 / 500' }).waitFor();
    await page.getByText(say(mr, 'mr', 'phone.noteOver', { n: 501, max: 500 })).waitFor();
    await shot(page, 'field-mr-note-limit');
    await visit(page, mr, 2, 'पुन्हा भेट');
    await page.locator('.sync-unreachable', { hasText: mr['phone.unreachable'] }).waitFor();
    await shot(page, 'field-mr-topbar-unreachable');
    const ids = await queueIds(page);
    expect(ids).toHaveLength(2);
    // the phone tried, and not one request reached the server
    await page.locator('.tabs a[href="/field/sync"]').click();
    await page.getByRole('button', { name: mr['phone.syncNow'] }).click();
    await page.getByText(mr['phone.unreachableLong']).waitFor();
    expect(net.turnedAway).toBeGreaterThan(0);
    expect(net.passed.slice(passed)).toEqual([]);

    // the worker's sessions are ended from another device while the phone is cut off
    const elsewhere = await adminSession(ctx.server.url, 'keep1@demo.local');
    await api(elsewhere, 'POST', '/sign-out-all');
    await reconnect(page, net);
    await page.locator('.kept-signin', { hasText: say(mr, 'mr', 'phone.keptSignIn', { n: 2, name: 'Meena Patil' }) }).waitFor();
    await shot(page, 'field-mr-signed-out-kept');
    expect(await onServer(admin, workerId, ids)).toEqual([0, 0]);

    await page.locator('input[name=email]').fill('keep1@demo.local');
    await page.locator('input[name=password]').fill('Demo@12345');
    await page.locator('form button[type=submit]').click();
    await page.locator('.sync-synced').waitFor();
    expect(await waiting(page)).toBe(0);
    expect(await onServer(admin, workerId, ids)).toEqual([1, 1]);
    await context.close();
    await net.close();
  });

  it('wipes voters kept past the offline limit but keeps the queue until it is sent (Marathi, no network)', async () => {
    const workerId = await fieldWorker(admin, 'keep2@demo.local', ['Kavita', 'More'], 11, 20);
    const context = await phone(ctx.browser, 'mr-IN');
    const net = await startProxy(ctx.server.url);
    const page = await context.newPage();
    await signInOnPhone(page, 'keep2@demo.local', 'mr', net.url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await net.cut();
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await page.locator('.sync-offline', { hasText: mr['phone.noNetwork'] }).waitFor();
    await visit(page, mr, 11, 'पहिली भेट');
    await visit(page, mr, 12, 'दुसरी भेट');
    await shot(page, 'field-mr-topbar-no-network');
    const ids = await queueIds(page);
    expect(ids).toHaveLength(2);

    // the phone last heard from the server eight days ago (the limit is seven): opened again offline
    await page.evaluate(async () => {
      const open = indexedDB.open('campaign-field');
      const db: IDBDatabase = await new Promise((resolve) => (open.onsuccess = () => resolve(open.result)));
      const tx = db.transaction('meta', 'readwrite');
      const req = tx.objectStore('meta').get('meta');
      await new Promise((resolve) => (req.onsuccess = resolve));
      tx.objectStore('meta').put({ ...req.result, synced_at: new Date(Date.now() - 8 * 86_400_000).toISOString() }, 'meta');
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    });
    await page.reload();
    await page.locator('.sync-offline').waitFor();
    await page.locator('.tabs a[href="/field/walk"]').click();
    await page.locator('.filters input.search').waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator('.voter-line').count()).toBe(0);
    await page
      .getByRole('alert')
      .filter({ hasText: say(mr, 'mr', 'phone.votersForgotten', { days: 7, n: 2 }) })
      .waitFor();
    expect(await queueIds(page)).toEqual(ids);
    await page.locator('.sync-badge .count', { hasText: say(mr, 'mr', 'phone.waitingShort', { n: 2 }) }).waitFor();
    await shot(page, 'field-mr-offline-limit-kept');

    await reconnect(page, net);
    await page.locator('.sync-synced').waitFor();
    await page.locator('.voter-line').first().waitFor();
    expect(await onServer(admin, workerId, ids)).toEqual([1, 1]);
    await context.close();
    await net.close();
  });

  it('sends changes made on a page the office ended meanwhile, once each, and then lets the page go (English)', async () => {
    const workerId = await fieldWorker(admin, 'keep3@demo.local', ['Farida', 'Shaikh'], 21, 30);
    const context = await phone(ctx.browser, 'en-IN');
    const net = await startProxy(ctx.server.url);
    const page = await context.newPage();
    await signInOnPhone(page, 'keep3@demo.local', 'en', net.url);
    await net.cut();
    await visit(page, en, 21, 'Met the family');
    await visit(page, en, 22, 'Came back later');
    await page.locator('.sync-unreachable', { hasText: en['phone.unreachable'] }).waitFor();
    await shot(page, 'field-en-topbar-unreachable');
    const ids = await queueIds(page);
    expect(ids).toHaveLength(2);

    const { assignments } = await api<{ assignments: Array<{ id: number; user_id: number }> }>(admin, 'GET', '/field/assignments?acno=38&partno=1');
    const held = assignments.find((a) => a.user_id === workerId)!;
    await api(admin, 'PUT', `/field/assignments/end/${held.id}`);

    await reconnect(page, net);
    await page.locator('.tabs a[href="/field/sync"]').click();
    await page.getByRole('button', { name: en['phone.syncNow'] }).click();
    await page.getByText(en['phone.nothingWaiting']).waitFor();
    await page.getByText(en['phone.nothingRefused']).waitFor();
    expect(await onServer(admin, workerId, ids)).toEqual([1, 1]);
    // the ended page's voters leave the phone once the changes are in
    await page.locator('.sync-synced', { hasText: en['phone.allSynced'] }).waitFor();
    await page.locator('.tabs a[href="/field/walk"]').click();
    await page.locator('.filters input.search').waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator('.voter-line').count()).toBe(0);
    await shot(page, 'field-en-topbar-synced');
    await context.close();
    await net.close();
  });
});
