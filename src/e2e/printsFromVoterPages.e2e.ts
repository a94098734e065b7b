// Printed papers from the voter pages in a real browser, as the demo admin: the slips of the
// voters a search shows, the slips of a voter group, and the poll day's call sheet of a part, each
// a PDF the server made, read back with pdftotext and looked at as a picture of its first page.
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

/** The download a click starts, its text (pdftotext -raw) and its first page as a PNG in the screenshots. */
async function printed(click: () => Promise<void>, name: string): Promise<{ file: Download; text: string }> {
  const started = page.waitForEvent('download');
  await click();
  const file = await started;
  const at = (await file.path())!;
  expect(fs.readFileSync(at).subarray(0, 5).toString()).toBe('%PDF-');
  fs.mkdirSync(SHOTS, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', at, path.join(SHOTS, name)]);
  return { file, text: execFileSync('pdftotext', ['-raw', at, '-']).toString() };
}

describe('printed papers from the voter pages', () => {
  it('prints the slips of the voters a search shows', async () => {
    await page.goto(`${demo.ctx.server.url}/voter-search`);
    await pageShown(page, '/voter-search');
    const button = page.getByRole('button', { name: /^Print slips of these \d+ voters$/ });
    await button.waitFor();
    const first = await page.locator('main tbody tr').first().locator('.voter-name-primary').innerText();
    await shot(page, 'voter-search-print-slips');
    const { file, text } = await printed(() => button.click(), 'slips-search-pdf');
    expect(file.suggestedFilename()).toMatch(/^slips-\d+-list-en\.pdf$/);
    expect(text).toContain(first);
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
