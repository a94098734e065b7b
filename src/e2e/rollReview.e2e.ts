// Issue 49 in a real browser: the demo admin uploads two scanned Marathi parts (generated, small:
// a cover and one page of electors each) on Import Voter Roll, watches the job's progress, fixes
// every doubtful field on the review screen (typing what the generated truth says, Enter for the
// next), imports, and finds an elector of the parts by a Latin-script name in Voter Search (the
// names derived from the Devanagari-only roll, marked so). Every doubtful field shows a picture.
// A file that is no PDF roll is refused first, its reason in Marathi by the file input.
// Screenshots in English and Marathi at 1366 px and of the review screen at 390 px.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { rollPdf, type TruthRow } from '../server/roll/pdf/makeRoll';
import { scanPdf } from '../server/roll/pdf/scan';
import { transliterateName } from '../shared/transliterate';
import { newPage, pageShown, shot, signIn, useServerAndBrowser } from './harness';

// The generator numbers EPICs by an elector's place in its part, so every part it makes alone
// (and the demo's own part 1) would share them: these parts' electors get EPICs of their own.
jest.mock('../server/roll/generator', () => {
  const actual = jest.requireActual('../server/roll/generator');
  return {
    ...actual,
    rollRows: function* (o: unknown) {
      for (const r of actual.rollRows(o)) yield { ...r, EPIC_NO: `MHX${r.PART_NO.padStart(4, '0')}${r.SLNOINPART.padStart(3, '0')}` };
    },
  };
});

const ctx = useServerAndBrowser({ DEMO_VOTERS: '300' });

const PARTS = [
  { partNo: 401, seed: 31, scan: 5 },
  { partNo: 402, seed: 32, scan: 6 },
];

/** The two parts as scanned PDFs in a fresh folder, with their truth box by box. */
async function writeParts(): Promise<{ files: string[]; truth: TruthRow[][] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roll-pdf-e2e-'));
  const files: string[] = [];
  const truth: TruthRow[][] = [];
  for (const p of PARTS) {
    const roll = await rollPdf({ acno: 38, partNo: p.partNo, electors: 9, seed: p.seed, language: 'mar', deletedShare: 0 });
    const file = path.join(dir, `part-${p.partNo}.pdf`);
    fs.writeFileSync(file, await scanPdf(roll.pdf, { dpi: 200, seed: p.scan }));
    files.push(file);
    truth.push(roll.truth);
  }
  return { files, truth };
}

const reviewed = async (page: Page) => {
  const text = await page.getByTestId('roll-reviewed').innerText();
  const [done, total] = text.match(/\d+/g)!.map(Number);
  return { done, total };
};

describe('a scanned PDF roll in the browser', () => {
  it('uploads two Marathi parts, shows the progress, fixes every doubtful field, imports, and finds an elector by a Latin name', async () => {
    const { files, truth } = await writeParts();
    const page = await newPage(ctx.browser, ctx.server.url);
    // what the page reports, said when a step fails
    const reported: string[] = [];
    page.on('pageerror', (e) => reported.push(String(e.stack ?? e)));
    page.on('console', (m) => void (m.type() === 'error' && reported.push(m.text())));
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, ctx.server.url, 'admin@demo.local');
    await pageShown(page, '/dashboard');
    await page.getByRole('link', { name: 'Import Voter Roll' }).click();
    await pageShown(page, '/import-voter-roll');

    // not a roll: refused, the reason in Marathi by the file input
    await page.getByLabel('Choose a language').selectOption('mr');
    await page.locator('#roll-check-first').uncheck();
    await page.setInputFiles('#roll-file', { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello, not a PDF') });
    await page.getByRole('button', { name: 'अपलोड आणि आयात करा' }).click();
    await page
      .locator('#roll-file-error')
      .getByText(/मतदार यादी नाही/)
      .waitFor({ timeout: 60_000 });
    await shot(page, 'roll-pdf-refused-mr');
    await page.getByLabel('भाषा निवडा').selectOption('en');

    await page.getByLabel('Constituency (AC) of the file').fill('38');
    await page.setInputFiles('#roll-file', files);
    await page.getByTestId('chosen-file').getByText('2 files').waitFor();
    expect(await page.locator('#roll-file-error').count()).toBe(0);
    await page.getByRole('button', { name: 'Upload and import' }).click();

    // the job's progress, polled, until its pages are read
    await page.waitForURL(/\/roll-review\/[\w-]+$/, { timeout: 120_000 }).catch(async (e) => {
      await shot(page, 'roll-pdf-upload-failed');
      throw new Error(`${(e as Error).message}\n${reported.join('\n')}`);
    });
    await pageShown(page, new URL(page.url()).pathname);
    const progress = page.getByTestId('roll-progress');
    await progress.waitFor({ timeout: 60_000 });
    await progress.getByText('part-402.pdf: 2 pages').waitFor();
    await shot(page, 'roll-pdf-progress');
    const read = page.getByTestId('roll-read');
    await read.waitFor({ timeout: 300_000 });
    const electors = truth[0].length + truth[1].length;
    await read.getByText(new RegExp(`^Read: ${electors} electors on 4 pages`)).waitFor();

    // every doubtful field, fixed as the truth has it
    const editor = page.getByTestId('roll-doubt');
    const { total } = await reviewed(page);
    expect(total).toBeGreaterThan(0);
    await editor.waitFor();
    /** The field shown once its box's picture has come (or the field has none). */
    const settled = () => editor.locator('figure[data-image="shown"], figure[data-image="none"]').waitFor();
    // the first field with a picture, in English, Marathi and on a phone
    let pictured = false;
    const shots = async () => {
      pictured = true;
      // the page from its top (the input's focus scrolled it)
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'roll-review-en');
      await page.getByLabel('Choose a language').selectOption('mr');
      await editor.getByText(/पैकी क्षेत्र/).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'roll-review-mr');
      // on a phone (the page opened afresh at its width): nothing wider than the screen
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await settled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'roll-review-390-mr');
      await page.getByLabel('भाषा निवडा').selectOption('en');
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.reload();
      await settled();
      // the phone closed the menu; open again beside the page
      const menuButton = page.locator('.topbar .icon-button[aria-expanded]').first();
      if ((await menuButton.getAttribute('aria-expanded')) === 'false') await menuButton.click();
      await page.locator('.sidebar:not(.collapsed)').waitFor();
    };

    const fixedNames = new Set<string>();
    let images = 0;
    for (let n = 0; ; n++) {
      const { done } = await reviewed(page);
      if (done === total) break;
      expect(n).toBeLessThan(total + 2);
      await settled();
      // every doubtful field with its picture: the box's, or its page header's or cover's (issue 49)
      if (await editor.locator('figure[data-image="none"]').count()) {
        await shot(page, 'roll-review-no-picture');
        throw new Error(`no picture for ${await editor.getAttribute('data-column')} of box ${await editor.getAttribute('data-box')}`);
      }
      if (await editor.getByTestId('roll-box-image').count()) {
        images += 1;
        if (!pictured) await shots();
      }
      const [file, pg, box, column] = await Promise.all(['data-file', 'data-page', 'data-box', 'data-column'].map((a) => editor.getAttribute(a)));
      const row = truth[Number(file)].find((t) => t.page === Number(pg) && t.index === Number(box));
      const value = row?.fields[column as keyof TruthRow['fields']] ?? (await page.locator('#roll-fix').inputValue());
      if (column === 'FM_NAME_V1' || column === 'LASTNAME_V1') fixedNames.add(`${file}/${pg}/${box}`);
      await page.locator('#roll-fix').fill(value);
      await page.locator('#roll-fix').press('Enter');
      // saved (and given to the boxes read alike): the next field shown, or every one reviewed
      await page
        .waitForFunction(
          ([k, t]) => {
            const [d] = /\d+/.exec(document.querySelector('[data-testid="roll-reviewed"]')?.textContent ?? '') ?? ['-1'];
            const e = document.querySelector<HTMLElement>('[data-testid="roll-doubt"]');
            const shown = e ? [e.dataset.file, e.dataset.page, e.dataset.box, e.dataset.column].join('/') : '';
            return Number(d) === t || (shown !== k && !e?.querySelector('button[type=submit]:disabled'));
          },
          [[file, pg, box, column].join('/'), total] as const,
        )
        .catch(async (e) => {
          await shot(page, 'roll-review-fix-failed');
          throw new Error(`${(e as Error).message}\n${reported.join('\n')}`);
        });
    }
    await shot(page, 'roll-review-all-fixed');
    // the fields come with their pictures (one a step; a fix given to boxes read alike skips theirs)
    expect(images).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForURL(/\/import-voter-roll\?job=[\w-]+$/);
    await page.locator('main[data-path="/import-voter-roll"]').waitFor();
    const summary = page.getByTestId('import-summary');
    await summary.waitFor({ timeout: 120_000 });
    const count = async (name: string) => Number((await summary.locator(`[data-count="${name}"] dd`).innerText()).replace(/[^\d]/g, ''));
    await shot(page, 'roll-pdf-imported');
    expect(await count('rows')).toBe(electors);
    if (await count('rejected')) throw new Error(`rows refused:\n${await page.getByTestId('import-rejected').innerText()}`);
    expect(await count('inserted')).toBe(electors);
    await page.getByLabel('Choose a language').selectOption('mr');
    await summary.getByText(/आयात पूर्ण/).waitFor();
    await shot(page, 'roll-pdf-imported-mr');
    await page.getByLabel('भाषा निवडा').selectOption('en');

    // an elector of the second part whose name the reader did not doubt, by the Latin name derived
    const elector = truth[1].find((t) => !fixedNames.has(`1/${t.page}/${t.index}`))!;
    const latin = transliterateName(elector.fields.FM_NAME_V1!);
    await page.getByRole('link', { name: 'Voter Search' }).click();
    await pageShown(page, '/voter-search');
    await page.getByLabel('Name').fill(`${latin} ${transliterateName(elector.fields.LASTNAME_V1!)}`);
    const found = page.locator('main tbody tr').filter({ hasText: elector.fields.EPIC_NO! });
    await found.first().waitFor({ timeout: 30_000 });
    expect(await found.first().innerText()).toContain(elector.fields.FM_NAME_V1!);
    // its Latin name marked as derived from the Devanagari, not printed by the roll
    expect(await found.first().getByTestId('name-derived').innerText()).toBe('derived');
    await shot(page, 'roll-pdf-search-latin');
    await page.context().close();
    fs.rmSync(path.dirname(files[0]), { recursive: true, force: true });
  }, 900_000);
});
