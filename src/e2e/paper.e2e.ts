// Printed papers in a real browser, as the demo admin: the slips of a page (serials 1-20 of part
// 1) in Marathi and in Hindi read back with pdftotext (each voter's name and serial there, a voter
// who asked not to be contacted absent), the first pages looked at as PNG; the walk sheet of the
// same page; then a returned walk sheet of 10 voters typed back with the keyboard only, and the
// page's visited and slips-delivered figure following it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import en from '../../i18n/en.json';
import { SHOTS, pageShown, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

interface Row {
  voter_id: number;
  slnoinpart: number;
  name: string;
  name_v1: string | null;
}

/** A call of the console's own API with the session the page holds. */
async function api<T>(method: string, relative: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ method, relative, body }) => {
      const stored = JSON.parse(localStorage.getItem('persist:auth') ?? '{}') as Record<string, string>;
      const auth = Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, JSON.parse(v)])) as Record<string, unknown>;
      const url = relative
        .replace('{tenant}', String(auth.tenantId))
        .replace('{prefix}', `${auth.orgId ?? 0}/${auth.candidateId ?? 0}`)
        .replace('{acno}', String(auth.defaultacno));
      const res = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${auth.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, relative, body },
  ) as Promise<T>;
}

/** The PDF's text as pdftotext reads it, and its first `pages` pages as PNG beside the screenshots. */
async function readDownload(download: Download, name: string, pages = 1): Promise<string> {
  const file = (await download.path())!;
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  fs.mkdirSync(SHOTS, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', String(pages), file, path.join(SHOTS, name)]);
  return execFileSync('pdftotext', ['-raw', file, '-']).toString();
}

async function download(button: string): Promise<Download> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  return started;
}

describe('printed papers in the browser', () => {
  let rows: Row[];
  let blocked: Row;

  it('prints the slips of a page in Marathi and in Hindi, leaving out a voter who asked not to be contacted', async () => {
    rows = (await api<{ rows: Row[] }>('GET', '/api/v1/admin/{tenant}/{prefix}/paper/sheet?acno={acno}&partno=1&from=1&to=20')).rows;
    expect(rows).toHaveLength(20);
    blocked = rows.find((r) => r.slnoinpart === 5)!;
    await api('PUT', `/api/v1/admin/{tenant}/voter-consent/${blocked.voter_id}`, { do_not_contact: true });

    await page.getByRole('link', { name: en['paper.menu'], exact: true }).click();
    await pageShown(page, '/paper');
    await page.getByLabel(en['paper.partLabel'], { exact: true }).selectOption('1');
    await page.getByLabel(en['paper.fromSerial']).fill('1');
    await page.getByLabel(en['paper.toSerial']).fill('20');
    await page.getByLabel(en['paper.pollDate']).fill('2026-11-20');

    for (const [lang, serialWord, left] of [
      ['mr', 'अनुक्रमांक', 'वगळले, संपर्क न करण्याची विनंती: 1'],
      ['hi', 'क्रमांक', 'छोड़े गए, संपर्क न करने का अनुरोध: 1'],
    ] as const) {
      await page.getByLabel(en['paper.language']).selectOption(lang);
      const slips = await download(en['paper.printSlips']);
      expect(slips.suggestedFilename()).toBe(
        `slips-${await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('persist:auth')!).defaultacno))}-1-1-20-${lang}.pdf`,
      );
      const text = await readDownload(slips, `paper-slips-${lang}`, 2);
      for (const r of rows.filter((x) => x !== blocked)) {
        expect(text).toContain(r.name_v1 ?? r.name);
        expect(text).toContain(`${serialWord} ${r.slnoinpart}, `);
      }
      expect(text).not.toContain(blocked.name_v1 ?? blocked.name);
      expect(text).toContain(left);
    }
  });

  it('prints the walk sheet of the page', async () => {
    await page.getByLabel(en['paper.language']).selectOption('mr');
    const sheet = await download(en['paper.printWalkSheet']);
    const text = await readDownload(sheet, 'paper-walk-sheet-mr');
    expect(text).toContain('घरभेट यादी');
    for (const r of rows) expect(text).toContain(r.name_v1 ?? r.name);
    expect(text).toContain('संपर्क करू नका');
  });

  it('types a returned walk sheet of 10 voters back in with the keyboard and sees the progress change', async () => {
    await page.getByLabel(en['paper.toSerial']).fill('10');
    const progress = page.getByTestId('paper-progress');
    await progress.getByText(en['paper.progress'].replace('{visited}', '0').replace('{electors}', '10').replace('{slips}', '0')).waitFor();
    await page.getByRole('button', { name: en['paper.typeBack'] }).click();
    const entry = page.getByTestId('paper-entry');
    await entry.locator('tbody tr').nth(9).waitFor();
    expect(await entry.locator('tbody tr').count()).toBe(10);

    // the outcome box of the first voter, then only keys: the outcome's number, Tab to the slip
    // tick (Space), Tab to the supporter level's number, Enter to the next voter
    await entry.locator('tbody tr').first().locator('select').first().focus();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press(i === 3 ? '2' : '1');
      await page.keyboard.press('Tab');
      if (i % 2 === 0) await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press(String(1 + (i % 5)));
      await page.keyboard.press('Enter');
    }
    await shot(page, 'paper-typed-back');
    // Enter on the last voter went to Save
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en['paper.save']);
    await page.keyboard.press('Enter');
    await page.getByText(en['paper.visitsSaved'].replace('{n}', '10')).waitFor();
    await progress.getByText(en['paper.progress'].replace('{visited}', '10').replace('{electors}', '10').replace('{slips}', '5')).waitFor();
    await shot(page, 'paper-progress');

    // the export holds what was typed
    const visits = await download(en['paper.exportVisits']);
    expect(visits.suggestedFilename()).toMatch(/^visits-\d+-1-1-10\.xlsx$/);
  });
});
