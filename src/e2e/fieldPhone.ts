// What the field app's browser tests share: the demo admin's API session, field workers holding a
// page of part 1, a phone-sized browser context, signing in on it and opening a voter, and the
// phone's queue read from its IndexedDB.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const PASSWORD = 'Demo@12345';

export interface Admin {
  base: string;
  token: string;
  tenantId: number;
}

export async function api<T>(a: Admin, method: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`${a.base}/api/v1/admin/${a.tenantId}${path}`, {
    method,
    headers: { authorization: `Bearer ${a.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(data).slice(0, 300)}`);
  return data;
}

export async function adminSession(base: string, email = 'admin@demo.local'): Promise<Admin> {
  const res = await fetch(`${base}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, device_info: 'web' }),
  });
  const login = (await res.json()) as { accessToken: string; user: { tenant: { id: number } } };
  return { base, token: login.accessToken, tenantId: login.user.tenant.id };
}

let roleId: number | null = null;
/** A field worker of the demo organisation (a role with the Field module only) holding serials from-to of part 1. */
export async function fieldWorker(a: Admin, email: string, name: [string, string], from: number, to: number): Promise<number> {
  if (roleId == null) {
    roleId = (await api<{ role: { id: number } }>(a, 'POST', '/roles/add', { name: 'Page in-charge (test)', type: 1, status: 1, modules: ['Field'] })).role.id;
  }
  const office = (await api<{ offices: Array<{ id: number }> }>(a, 'GET', '/office')).offices[0].id;
  const user = await api<{ candidate: { id: number } }>(a, 'POST', '/candidate-register', {
    installation_type: 1,
    org_id: a.tenantId,
    candidate_id: 0,
    f_name: name[0],
    l_name: name[1],
    phone_no: `98${String(Date.now()).slice(-8)}`,
    email,
    password: PASSWORD,
    gender: 2,
    office,
    role_id: roleId,
    special_note: '',
    profile_picture: 'def.png',
    adharcard_picture: '',
    slip_image: '',
    partno_list: '[1]',
    phone_visibility: 1,
  });
  await api(a, 'POST', '/field/assignments/add', { user_id: user.candidate.id, acno: 38, partno: 1, from, to });
  return user.candidate.id;
}

export async function phone(browser: Browser, locale = 'hi-IN'): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale, timezoneId: 'Asia/Kolkata' });
}

/** Signs in on the phone at `base`: the server itself, or the proxy in front of it that cuts the network for real. */
export async function signInOnPhone(page: Page, email: string, locale: 'hi' | 'mr' | 'en', base: string) {
  await page.goto(base + '/field');
  if (locale !== 'en') await page.locator('.language-select select').selectOption(locale);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.locator('.page-card').first().waitFor();
  // the first sync reads the tasks, surveys and claims after the voters: a test that cuts the network next waits for all of them
  await page.locator('.sync-synced').waitFor();
}

/** The voter of a serial, opened from the walk list as a worker taps it. */
export async function openVoter(page: Page, serial: number) {
  await page.locator('.tabs a[href="/field/walk"]').click();
  // as a worker finds one voter: the serial typed into the search
  await page.locator('.filters input.search').fill(String(serial));
  await page.locator('.voter-line', { has: page.locator('.serial', { hasText: new RegExp(`^${serial}$`) }) }).click();
  await page.locator('fieldset.choices input[name=outcome]').first().waitFor();
}

/** The changes waiting in the phone's queue. */
export const waiting = (page: Page) =>
  page.evaluate(async () => {
    const open = indexedDB.open('campaign-field');
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const count: number = await new Promise((resolve) => {
      const req = db.transaction('queue').objectStore('queue').count();
      req.onsuccess = () => resolve(req.result);
    });
    db.close();
    return count;
  });
