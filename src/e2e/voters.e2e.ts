// Issue 4 in a real browser, as the demo admin would work the roll: find a voter by a Marathi
// name, add the family's details, find them again after reopening, send the WhatsApp slip,
// then read the A-Z list and the age and alignment reports (with the age report's PDF).
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import XLSX from 'sheetjs-style';
import { confirmDialog, exportAs, pageShown, readPdf, searchVoters, shot, useDemoAdminPage } from './harness';

// noon in India from the first document: the WhatsApp slip is sent within the contact hours
const demo = useDemoAdminPage({}, { atNoonInIndia: true });
let page: Page;
beforeAll(() => {
  page = demo.page;
});

const results = () => page.locator('main tbody tr');

describe('the voter roll in the browser', () => {
  let voterName = '';

  it('finds voters by a name typed in Devanagari', async () => {
    await searchVoters(page, 'इंदि');
    const first = results().first();
    voterName = (await first.locator('.voter-name-primary').innerText()).trim();
    expect(voterName).toMatch(/^Indi/);
    await shot(page, 'voters-search-devanagari');

    // a name nobody has
    await page.getByLabel('Name').fill('क्षज्ञ');
    await page.getByText('Voters not found').waitFor();
    await page.getByLabel('Name').fill('इंदि');
    await results().first().locator('.voter-name-primary', { hasText: voterName }).waitFor();
  });

  it('adds the family details and finds them again after reopening', async () => {
    const row = results().filter({ hasText: voterName }).first();
    await row.getByRole('button', { name: `Add details of ${voterName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Phone number', { exact: true }).fill('98220 12345');
    await dialog.getByLabel('Align with party').selectOption('yes');
    await dialog.getByLabel('Align with candidate').selectOption('prefer_not_to_say');
    await dialog.getByLabel('Religion').selectOption('Buddhist');
    await dialog.getByLabel('Caste category').selectOption('OBC');
    await dialog.getByLabel('Family type').selectOption('joint');
    const members = dialog.locator('fieldset.household input[type="tel"]');
    const memberCount = await members.count();
    if (memberCount > 0) await members.first().fill('9822054321');
    await shot(page, 'voters-add-details');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page, 'Success', /.+/);
    await dialog.waitFor({ state: 'detached' });

    // the phone shows in the list, and the modal opens with what was saved
    await row.getByText('+919822012345').waitFor();
    await row.getByRole('button', { name: `Add details of ${voterName}` }).click();
    await expect(dialog.getByLabel('Phone number', { exact: true }).inputValue()).resolves.toBe('+919822012345');
    await expect(dialog.getByLabel('Align with party').inputValue()).resolves.toBe('yes');
    await expect(dialog.getByLabel('Religion').inputValue()).resolves.toBe('Buddhist');
    await expect(dialog.getByLabel('Caste category').inputValue()).resolves.toBe('OBC');
    await expect(dialog.getByLabel('Family type').inputValue()).resolves.toBe('joint');
    if (memberCount > 0) await expect(members.first().inputValue()).resolves.toBe('+919822054321');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('sends the WhatsApp slip for a chosen candidate', async () => {
    const row = results().filter({ hasText: voterName }).first();
    await row.getByRole('button', { name: `Send the voter slip of ${voterName} on WhatsApp` }).click();
    const dialog = page.getByRole('dialog');
    const send = dialog.getByRole('button', { name: 'Open WhatsApp' });
    // type 1 must choose the candidate it sends for
    const candidate = dialog.getByLabel(/Candidate/);
    if ((await candidate.inputValue()) === '') {
      await send.click();
      await dialog.getByText('Please select a candidate.').waitFor();
      await candidate.selectOption({ index: 1 });
    }
    await shot(page, 'voters-whatsapp');
    const opened = page.context().waitForEvent('request', (r) => r.url().startsWith('https://wa.me/'));
    await send.click();
    const url = new URL((await opened).url());
    expect(url.pathname).toBe('/919822012345');
    const text = url.searchParams.get('text')!;
    expect(text).toContain(voterName);
    expect(text).toMatch(/https:\/\/www\.google\.com\/maps\?q=2\d\.\d+,7\d\.\d+/);
  });

  it('reads the A-Z list, the age report with its PDF and the alignment report', async () => {
    await page.getByRole('link', { name: 'Alphabetically' }).click();
    await pageShown(page, '/alphabetically');
    const letterI = page.getByRole('button', { name: /^I\s*\d+ voters/ });
    await letterI.click();
    await page.getByTestId('atoz-voter').filter({ hasText: voterName }).first().waitFor();
    await shot(page, 'voters-alphabetically');

    await page.getByRole('link', { name: 'Report By Age' }).click();
    await pageShown(page, '/report-by-age');
    expect(await page.getByLabel('Minimum age').inputValue()).toBe('25');
    expect(await page.getByLabel('Maximum age').inputValue()).toBe('30');
    const ageTable = page.getByTestId('age-report');
    await ageTable.locator('tbody tr').first().waitFor();
    const ages = (await ageTable.locator('tbody tr td:first-child').allInnerTexts()).map(Number);
    expect(ages.length).toBe(10);
    expect(ages.every((a) => a >= 25 && a <= 30)).toBe(true);
    await page.getByLabel('Minimum age').fill('40');
    expect(await page.getByLabel('Maximum age').inputValue()).toBe('45');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="age-report"] tbody tr td:first-child')].every((td) => Number(td.textContent) >= 40),
    );
    const pdf = await exportAs(page, 'Export', 'Export as PDF');
    expect(pdf.suggestedFilename()).toBe('report_by_age.pdf');
    readPdf((await pdf.path())!, 'voters-report-age-pdf');
    const xlsx = await exportAs(page, 'Export', 'Export as Excel');
    expect(xlsx.suggestedFilename()).toBe('report_by_age.xlsx');
    const sheet = XLSX.read(fs.readFileSync((await xlsx.path())!), { type: 'buffer' }).Sheets['Report by age'];
    const [header, first] = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(header).toEqual(['Age', 'AC/Part/SL No', 'Name', 'Gender', 'Address', 'Voting centre', 'Party alignment', 'Candidate alignment', 'Phone']);
    expect(first[0]).toBeGreaterThanOrEqual(40);
    await shot(page, 'voters-report-age');

    await page.getByRole('link', { name: 'Report By Alignment' }).click();
    await pageShown(page, '/report-by-align');
    await page.getByLabel('Party alignment').selectOption('yes');
    await page.getByLabel('Part number').selectOption({ index: 0 });
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('main tbody tr td[data-column="party"]')];
      return cells.length > 0 && cells.every((c) => c.textContent === 'Yes');
    });
    await shot(page, 'voters-report-align');
  });
});
