// The Top and Least voting-centre reports in a real browser, as the demo admin: both opened from
// the Reports menu, sorted by voters reached (most, then fewest first) with the percentage in
// green or red; both exports downloaded: the workbook read back with SheetJS (sheet, header, a
// row matching the page), the PDF's own text read by pdftotext (the server's text engine prints
// it: every centre of the page there, selectable, not a picture of the table) and its first page
// rendered by poppler; the Least report in Marathi with the centres in Devanagari and its PDF's
// Devanagari text.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import XLSX from 'sheetjs-style';
import mr from '../../i18n/mr.json';
import { SHOTS, cspViolations, exportAs, pageShown, readPdf, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

const HEADER = ['AC No', 'Part No', 'Voting Center', 'Voter Count', 'Voters Reached', 'Percentage'];

/** Opens a report from the Reports submenu (opening the submenu when it is folded). */
async function openReport(label: string, url: string) {
  const link = page.getByRole('link', { name: label, exact: true });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Reports' }).click();
  await link.click();
  await pageShown(page, url);
}

/** The table's rows as text cells. */
async function tableRows(testId: string): Promise<string[][]> {
  const table = page.getByTestId(testId);
  await table.locator('tbody tr').first().waitFor();
  return table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));
}

const reachedOf = (rows: string[][]) => rows.map((r) => Number(r[4]));

describe('voting-centre reports in the browser', () => {
  let top: string[][] = [];

  it('lists the centres with the most voters reached first, from the Reports menu', async () => {
    await openReport('Top Voting Center', '/report-top-center');
    await page.getByRole('heading', { name: 'Top Voting Center' }).waitFor();
    top = await tableRows('top-centres-report');
    expect(top.length).toBeGreaterThan(1);
    expect(top.length).toBeLessThanOrEqual(10);
    expect(reachedOf(top)).toEqual([...reachedOf(top)].sort((a, b) => b - a));
    expect(await page.getByTestId('top-centres-report').locator('th').allTextContents()).toEqual(HEADER);
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    // the percentage: reached of the voters, 2 decimals, green once some were reached
    const [, , , count, reached, percent] = top[0];
    expect(percent).toBe(`${((Number(reached) / Number(count)) * 100).toFixed(2)}%`);
    const colour = await page
      .getByTestId('top-centres-report')
      .locator('td[data-column="percent"] span')
      .first()
      .evaluate((s) => getComputedStyle(s).color);
    expect(colour).toBe(Number(reached) > 0 ? 'rgb(21, 128, 61)' : 'rgb(220, 38, 38)');
    await shot(page, 'centre-report-top');
  });

  it('downloads voting_centers.xlsx: sheet Voting Centers, the header, the top row as on the page', async () => {
    const download = await exportAs(page, 'Export', 'Export as Excel');
    expect(download.suggestedFilename()).toBe('voting_centers.xlsx');
    const wb = XLSX.read(fs.readFileSync((await download.path())!), { type: 'buffer' });
    expect(wb.SheetNames).toEqual(['Voting Centers']);
    const sheet = wb.Sheets['Voting Centers'];
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(rows[0]).toEqual(HEADER);
    const [acno, partno, centre, count, reached] = top[0];
    expect(rows[1].slice(0, 5)).toEqual([Number(acno), Number(partno), centre, Number(count), Number(reached)]);
    expect(sheet.F2.t).toBe('n');
    expect(sheet.F2.w).toBe(top[0][5]);
  });

  it('downloads voting_centers.pdf, an A4 of selectable text: the title, the header and every centre of the page', async () => {
    const download = await exportAs(page, 'Export', 'Export as PDF');
    expect(download.suggestedFilename()).toBe('voting_centers.pdf');
    const file = (await download.path())!;
    const { text, png } = readPdf(file, 'centre-report-top-pdf');
    // text, not page images: readPdf renders a picture only when the PDF carries no text
    expect(png).toBeNull();
    expect(text).toContain('Top Voting Center');
    for (const h of HEADER) expect(text).toContain(h);
    for (const [, , centre, count, reached, percent] of top) {
      expect(text).toContain(centre);
      expect(text).toMatch(new RegExp(`${count}\\s+${reached}\\s+${percent.replace('.', '\\.')}`));
    }
    // its first page as a picture beside the screenshots, to look at
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, path.join(SHOTS, 'centre-report-top-pdf')]);
  });

  it('lists the fewest reached first on the Least report, in Marathi with the centres in Devanagari', async () => {
    await openReport('Least Voting Center', '/report-least-center');
    await page.getByRole('heading', { name: 'Least Voting Center' }).waitFor();
    const least = await tableRows('least-centres-report');
    expect(reachedOf(least)).toEqual([...reachedOf(least)].sort((a, b) => a - b));
    expect(least.length).toBe(top.length);
    await shot(page, 'centre-report-least');

    await page.getByLabel('Choose a language').selectOption('mr');
    await page.getByRole('heading', { name: mr['centreReport.leastTitle'] }).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="least-centres-report"] td[data-column="vcenter"]')].some((td) => /[\u0900-\u097F]/.test(td.textContent!)),
    );
    await shot(page, 'centre-report-least-mr');
    const download = await exportAs(page, mr['export.button'], mr['export.pdf']);
    expect(download.suggestedFilename()).toBe('voting_centers.pdf');
    const copy = path.join(os.tmpdir(), `voting_centers-mr-${process.pid}.pdf`);
    await download.saveAs(copy);
    const marathi = readPdf(copy, 'centre-report-least-mr-pdf');
    expect(marathi.png).toBeNull();
    expect(marathi.text).toContain(mr['centreReport.leastTitle']);
    // the centres' Devanagari names as text (pdftotext reads the shaped words back)
    const names = await page.locator('[data-testid="least-centres-report"] td[data-column="vcenter"]').allTextContents();
    for (const n of names.filter((x) => /[\u0900-\u097F]/.test(x))) expect(marathi.text).toContain(n);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', copy, path.join(SHOTS, 'centre-report-least-mr-pdf')]);
    fs.rmSync(copy, { force: true });

    await page.getByLabel(mr['layout.chooseLanguage']).selectOption('en');
    await page.getByRole('heading', { name: 'Least Voting Center' }).waitFor();
    expect(await cspViolations(page)).toEqual([]);
  });
});
