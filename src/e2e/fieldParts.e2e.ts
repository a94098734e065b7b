// The field app as a page in-charge holding two parts uses it, in English and in Marathi: the home
// names each part's polling station in the screen's language (the roll's Devanagari name on the
// Marathi home), the walk list puts each part's households under its own heading, a name typed
// surname first and an EPIC's letters alone find voters, and the worker prints the walk sheet and
// slips of their own page from the phone (read back with pdftotext, the slips with house numbers).
// In the console, the typed-back sheet shows the visits already recorded. Screenshots at 390 and
// 1366 px in both languages.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import en from '../../i18n/en.json';
import mr from '../../i18n/mr.json';
import type { FieldVotersResponse } from '../shared/api/field';
import { SHOTS, newPage, pageShown, shot, signIn, useServerAndBrowser } from './harness';
import { adminSession, api, fieldWorker, phone, signInOnPhone, type Admin } from './fieldPhone';

const ctx = useServerAndBrowser();

interface Row {
  voter_id: number;
  slnoinpart: number;
  name: string;
  name_v1: string | null;
  house_no: string | null;
}

const pdfText = async (d: Download) => {
  const file = (await d.path())!;
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-raw', file, '-']).toString();
};

/** The walk list's part headings, every household drawn (Show more pressed until none is left). */
async function allHeadings(page: Page): Promise<string[]> {
  const more = page.locator('main button.wide');
  while (await more.count()) await more.click();
  return page.locator('.part-heading h2').allTextContents();
}

describe('a page in-charge holding two parts', () => {
  let admin: Admin;
  let rows: Row[];
  let pages: FieldVotersResponse['pages'];
  const email = `two-parts-${Date.now()}@demo.local`;

  beforeAll(async () => {
    admin = await adminSession(ctx.server.url);
    const id = await fieldWorker(admin, email, ['Sakshi', 'Thakare'], 1, 12);
    await api(admin, 'POST', '/field/assignments/add', { user_id: id, acno: 38, partno: 2, from: 1, to: 10 });
    rows = (await api<{ rows: Row[] }>(admin, 'GET', `/${admin.tenantId}/0/paper/sheet?acno=38&partno=1&from=1&to=12`)).rows;
    const worker = await adminSession(ctx.server.url, email);
    const res = await fetch(`${ctx.server.url}/api/v1/admin/${worker.tenantId}/field/download`, { headers: { authorization: `Bearer ${worker.token}` } });
    pages = ((await res.json()) as FieldVotersResponse).pages;
    expect(pages.map((p) => p.partno).sort()).toEqual([1, 2]);
    expect(pages.every((p) => p.vcenter_v1 && p.vcenter)).toBe(true);
  });

  it.each([
    ['en', en],
    ['mr', mr],
  ] as const)(
    'in %s: the stations in the screen’s language, the parts apart in the walk list, the searches, the prints of the page, at 390 and 1366 px',
    async (lang, words) => {
      const context = await phone(ctx.browser, lang === 'en' ? 'en-IN' : 'mr-IN');
      const page = await context.newPage();
      await signInOnPhone(page, email, lang, ctx.server.url);
      await page.locator('.page-card').nth(1).waitFor();

      // the home: each part's polling station as the roll names it in the screen's language
      const stations = await page.locator('.page-card .station').allTextContents();
      const byPart = [...pages].sort((a, b) => a.partno - b.partno);
      expect(stations).toEqual(byPart.map((p) => (lang === 'en' ? p.vcenter : p.vcenter_v1)));
      await shot(page, `field-parts-home-${lang}-390`);

      // the walk list: part 1's households under its heading, then part 2's, each card tagged
      await page.locator('.tabs a[href="/field/walk"]').click();
      await page.locator('.household').first().waitFor();
      const headings = await allHeadings(page);
      expect(headings).toEqual(
        byPart.map((p) => `${words['phone.partLabel'].replace('{partno}', String(p.partno))} · ${lang === 'en' ? p.vcenter : p.vcenter_v1}`),
      );
      expect(await page.locator('.household[data-part="2"] .part-tag').first().textContent()).toBe(words['phone.partLabel'].replace('{partno}', '2'));
      await page.locator('.part-heading').nth(1).scrollIntoViewIfNeeded();
      await shot(page, `field-parts-walk-${lang}-390`);

      // a name typed surname first finds the voter; "kdv", the letters of the constituency's EPICs, finds every voter held
      const someone = rows[3];
      const cut = someone.name.lastIndexOf(' ');
      const reversed = `${someone.name.slice(cut + 1)} ${someone.name.slice(0, cut)}`.toLowerCase();
      const search = page.locator('.filters input.search');
      await search.fill(reversed);
      await page.locator(`.voter-line[href="/field/voter/${someone.voter_id}"]`).waitFor();
      await search.fill('kdv');
      await page.waitForFunction(() => document.querySelector('ol.households')?.getAttribute('data-term') === 'kdv');
      expect(await page.locator('main p[role=status]').textContent()).toMatch(/22/);
      await search.fill('');

      // the prints of the worker's own first page (part 1, serials 1-12), from the home
      await page.locator('.tabs a[href="/field"]').first().click();
      const card = page.locator('.page-card').first();
      const sheet = page.waitForEvent('download');
      await card.getByRole('button', { name: words['phone.printWalkSheet'] }).click();
      const sheetText = await pdfText(await sheet);
      for (const r of rows) expect(sheetText).toContain(lang === 'en' ? r.name : (r.name_v1 ?? r.name));
      const slips = page.waitForEvent('download');
      await card.getByRole('button', { name: words['phone.printSlips'] }).click();
      const slipText = await pdfText(await slips);
      const houses = rows.filter((r) => r.house_no);
      expect(houses.length).toBeGreaterThan(0);
      for (const r of houses) expect(slipText).toContain(words['paper.houseNo'].replace('{house}', r.house_no!));

      // the same screens on a wide screen (one session: a worker's devices are limited)
      await page.setViewportSize({ width: 1366, height: 900 });
      await shot(page, `field-parts-home-${lang}-1366`);
      await page.locator('.tabs a[href="/field/walk"]').click();
      await page.locator('.part-heading').first().waitFor();
      await shot(page, `field-parts-walk-${lang}-1366`);
      await context.close();
    },
  );

  it('the typed-back sheet shows the visits already recorded, in English and in Marathi, at 1366 and 390 px', async () => {
    // a visit recorded for serial 1 (a phone's or an earlier sheet's), none for serial 2
    await api(admin, 'POST', `/${admin.tenantId}/0/paper/visits`, {
      visits: [{ voter_id: rows[0].voter_id, outcome: 'met', slip_delivered: true, supporter_level: 2, phone: null }],
    });
    const page = await newPage(ctx.browser, ctx.server.url);
    await signIn(page, ctx.server.url, 'admin@demo.local');
    await pageShown(page, '/dashboard');
    await page.getByRole('link', { name: en['paper.menu'], exact: true }).click();
    await pageShown(page, '/paper');
    await page.getByLabel(en['paper.partLabel'], { exact: true }).selectOption('1');
    await page.getByLabel(en['paper.fromSerial']).fill('1');
    await page.getByLabel(en['paper.toSerial']).fill('12');
    await page.getByRole('button', { name: en['paper.typeBack'] }).click();
    const entry = page.getByTestId('paper-entry');
    await entry.locator('tbody tr').nth(11).waitFor();
    const first = entry.locator('tbody tr').first();
    expect(await first.locator('.paper-recorded').textContent()).toContain(`${en['paper.outcome.met']} · ${en['paper.recordedSlip']} · level 2`);
    expect(await first.getAttribute('class')).toContain('paper-visited');
    expect(await entry.locator('tbody tr').nth(1).locator('.paper-recorded').textContent()).toBe(en['paper.recordedNone']);
    await entry.scrollIntoViewIfNeeded();
    await shot(page, 'paper-recorded-en-1366');
    await page.getByLabel('Choose a language').selectOption('mr');
    await entry.locator('th', { hasText: mr['paper.col.recorded'] }).waitFor();
    expect(await first.locator('.paper-recorded').textContent()).toContain(`${mr['paper.outcome.met']} · ${mr['paper.recordedSlip']} · स्तर 2`);
    await shot(page, 'paper-recorded-mr-1366');
    // at 390 px the menu, open from the wide screen, is closed as a phone's user would (its backdrop), and the card pictured
    await page.setViewportSize({ width: 390, height: 844 });
    const backdrop = page.locator('.sidebar-backdrop');
    if (await backdrop.count()) await backdrop.click({ position: { x: 380, y: 400 } });
    await backdrop.waitFor({ state: 'detached' });
    const card = page.locator('.paper-entry');
    await card.screenshot({ path: path.join(SHOTS, 'paper-recorded-mr-390.png') });
    await page.getByLabel(mr['layout.chooseLanguage']).selectOption('en');
    await entry.locator('th', { hasText: en['paper.col.recorded'] }).waitFor();
    await card.screenshot({ path: path.join(SHOTS, 'paper-recorded-en-390.png') });
    // nothing wider than the phone's screen but the table, which scrolls in its own box
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });
});
