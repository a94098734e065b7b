// Printed papers from the voter pages in a real browser, as the demo admin: the slips of voters
// ticked across the pages of a search (by mouse and keyboard, and on a phone), the slips of a
// search's whole result, and the poll day's call sheet of a part, each a PDF the server made, read
// back with pdftotext and looked at as a picture of its first page.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { SHOTS, pageShown, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

/** The download a click starts, its text (pdftotext -raw) and its first `pages` pages as PNGs in the screenshots. */
async function printed(click: () => Promise<void>, name: string, pages = 1): Promise<{ file: Download; text: string }> {
  const started = page.waitForEvent('download');
  await click();
  const file = await started;
  const at = (await file.path())!;
  expect(fs.readFileSync(at).subarray(0, 5).toString()).toBe('%PDF-');
  fs.mkdirSync(SHOTS, { recursive: true });
  for (let p = 1; p <= pages; p++)
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      p === 1 ? '60' : '90',
      '-f',
      String(p),
      '-l',
      String(p),
      '-singlefile',
      at,
      path.join(SHOTS, p === 1 ? name : `${name}-${p}`),
    ]);
  return { file, text: execFileSync('pdftotext', ['-raw', at, '-']).toString() };
}

/** Each row of the voter search shown: its name (English here), EPIC, and whether the voter may be contacted. */
const rowsShown = () =>
  page.locator('main tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      name: tr.querySelector('.voter-name-primary')!.textContent!.trim(),
      epic: tr.querySelector('td[data-column="epic"]')!.textContent!.trim(),
      blocked: !!tr.querySelector('[data-testid="contact-block"]'),
    })),
  );
/** The EPIC numbers a slips PDF prints, one a slip. */
const slipEpics = (text: string) => [...text.matchAll(/EPIC no\.: (\S+)/g)].map((m) => m[1]);
/** The number after a cover line's words ("Slips printed: 12"). */
const coverCount = (text: string, words: string) => Number(new RegExp(`${words}: (\\d+)`).exec(text)?.[1]);
const pagerStatus = () => page.getByTestId('pager-status').innerText();

describe('printed papers from the voter pages', () => {
  it('prints the slips of three voters ticked across two pages of a search, and only theirs', async () => {
    await page.goto(`${demo.ctx.server.url}/voter-search`);
    await pageShown(page, '/voter-search');
    await page.locator('main tbody tr').first().waitFor();
    const rows = page.locator('main tbody tr');
    const pageOne = await rowsShown();
    const open1 = pageOne.flatMap((r, i) => (r.blocked ? [] : [i]));
    // one box by mouse, one by keyboard (Space on the focused box)
    await rows.nth(open1[0]).getByRole('checkbox').check();
    await rows.nth(open1[1]).getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await page.getByRole('status').filter({ hasText: '2 voters selected' }).waitFor();

    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="pager-status"]')?.textContent?.startsWith('11–'));
    await page.waitForFunction((epic) => !document.querySelector('main tbody')?.textContent?.includes(epic), pageOne[0].epic);
    const pageTwo = await rowsShown();
    const open2 = pageTwo.findIndex((r) => !r.blocked);
    await rows.nth(open2).getByRole('checkbox').check();
    await page.getByRole('status').filter({ hasText: '3 voters selected' }).waitFor();
    const chosen = [pageOne[open1[0]], pageOne[open1[1]], pageTwo[open2]];
    await shot(page, 'voter-search-ticked');

    // back on page 1 its two ticks are still there
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="pager-status"]')?.textContent?.startsWith('1–'));
    await expect(rows.nth(open1[0]).getByRole('checkbox').isChecked()).resolves.toBe(true);
    await expect(rows.nth(open1[1]).getByRole('checkbox').isChecked()).resolves.toBe(true);

    const { file, text } = await printed(() => page.getByRole('button', { name: 'Print slips of the selected (3)' }).click(), 'slips-selected-pdf', 2);
    expect(file.suggestedFilename()).toMatch(/^slips-\d+-selected-en\.pdf$/);
    expect(text).toContain('Slips printed: 3');
    expect(slipEpics(text).sort()).toEqual(chosen.map((r) => r.epic).sort());
    for (const r of chosen) expect(text).toContain(r.name);
  });

  it('prints the whole result of a filtered search, every page of it, and counts it on the cover', async () => {
    await page.goto(`${demo.ctx.server.url}/voter-search`);
    await pageShown(page, '/voter-search');
    await page.getByLabel('Part number').selectOption('2');
    await page.getByLabel('Name').fill('kar');
    await page.waitForFunction(() => {
      const names = [...document.querySelectorAll('main tbody tr .voter-name-primary')];
      return names.length > 0 && names.every((n) => n.textContent!.toLowerCase().includes('kar'));
    });
    const total = Number(/of (\d+)$/.exec(await pagerStatus())?.[1]);
    expect(total).toBeGreaterThan(10);
    const pageOne = await rowsShown();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="pager-status"]')?.textContent?.startsWith('11–'));
    await page.waitForFunction((epic) => !document.querySelector('main tbody')?.textContent?.includes(epic), pageOne[0].epic);
    const pageTwo = await rowsShown();
    const button = page.getByRole('button', { name: `Print slips of the whole result (${total})` });
    await shot(page, 'voter-search-whole-result');
    const { file, text } = await printed(() => button.click(), 'slips-whole-result-pdf', 2);
    expect(file.suggestedFilename()).toMatch(/^slips-\d+-search-en\.pdf$/);
    expect(text).toContain('search: Part 2 · Name “kar”');
    const slips = coverCount(text, 'Slips printed');
    // every voter found is printed or counted as left out
    expect(slips + coverCount(text, 'Left out, consent withdrawn') + coverCount(text, 'Left out, asked not to be contacted')).toBe(total);
    expect(slipEpics(text)).toHaveLength(slips);
    // the page shown and the one before it: not only the page on screen
    for (const r of [...pageOne, ...pageTwo].filter((x) => !x.blocked)) expect(slipEpics(text)).toContain(r.epic);
  });

  it('ticks voters on a 390 px phone: the page box on screen with its words, nothing wider than the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${demo.ctx.server.url}/voter-search`);
      await pageShown(page, '/voter-search');
      await page.locator('main tbody tr').first().waitFor();
      const all = page.getByRole('checkbox', { name: 'Select all on this page' });
      await expect(all.isVisible()).resolves.toBe(true);
      await page.getByText('Select all on this page').click();
      await page.getByRole('status').filter({ hasText: '10 voters selected' }).waitFor();
      const fit = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        boxes: [...document.querySelectorAll('main input[type="checkbox"]')].map((b) => b.getBoundingClientRect().right),
        target: document.querySelector('main tbody .select-row')!.getBoundingClientRect().height,
      }));
      expect(fit.page).toBeLessThanOrEqual(390);
      expect(fit.boxes).toHaveLength(11);
      for (const right of fit.boxes) expect(right).toBeLessThanOrEqual(390);
      expect(fit.target).toBeGreaterThanOrEqual(44);
      await expect(page.getByRole('button', { name: 'Print slips of the selected (10)' }).isEnabled()).resolves.toBe(true);
      await shot(page, 'voter-search-ticked-390', { top: true });
    } finally {
      await page.setViewportSize({ width: 1400, height: 900 });
    }
  });

  it("prints the poll day's call sheet of the part shown", async () => {
    await page.goto(`${demo.ctx.server.url}/poll-day`);
    await pageShown(page, '/poll-day');
    const button = page.getByRole('button', { name: 'Call sheet PDF' });
    await button.waitFor();
    await shot(page, 'poll-day-call-sheet-button');
    const { file, text } = await printed(() => button.click(), 'call-sheet-pdf');
    expect(file.suggestedFilename()).toMatch(/^call-sheet-\d+-\d+-en\.pdf$/);
    expect(text).toMatch(/Supporters to call: \d+/);
  });
});
