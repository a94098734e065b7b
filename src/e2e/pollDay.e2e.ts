// Poll day in a real browser, in Marathi, as the demo admin: three votes marked on the screen by
// serial (the elector shown as the serial is typed, Enter marks), one undone from the last marks,
// and the turnout of the part and of the constituency read back (the demo has marked parts 2 and
// 3 today, part 1 is left to the test).
import type { Page } from 'playwright-core';
import mr from '../../i18n/mr.json';
import { cspViolations, pageShown, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

const recentRows = () => page.getByTestId('poll-day-recent').locator('tbody tr');

async function markSerial(serial: number) {
  const field = page.getByLabel(mr['pollDay.serial'], { exact: true });
  await field.fill(String(serial));
  // the elector is shown before the mark, not yet voted
  await page.getByTestId('poll-day-preview').getByText(mr['pollDay.notVotedYet']).waitFor();
  await field.press('Enter');
  await page
    .getByTestId('poll-day-status')
    .getByText(mr['pollDay.marked'].replace('{serial}', String(serial)))
    .waitFor();
}

describe('poll day in the browser', () => {
  it('marks three votes in Marathi, undoes one and shows the turnout', async () => {
    await page.getByLabel('Choose a language').selectOption('mr');
    await page.getByRole('link', { name: mr['pollDay.menu'], exact: true }).click();
    await pageShown(page, '/poll-day');
    await page.getByRole('heading', { name: mr['pollDay.title'] }).waitFor();
    await page.getByTestId('turnout-part').getByText('0 / 300').waitFor();

    for (const serial of [1, 2, 3]) await markSerial(serial);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="poll-day-recent"] tbody tr').length === 3);
    // marking a serial again answers the first mark
    await page.getByLabel(mr['pollDay.serial'], { exact: true }).fill('2');
    await page
      .getByTestId('poll-day-preview')
      .getByText(/वाजता मतदान केले/)
      .waitFor();
    await page.getByLabel(mr['pollDay.serial'], { exact: true }).press('Enter');
    await page.getByTestId('poll-day-status').getByText(mr['pollDay.alreadyMarked'].replace('{serial}', '2')).waitFor();
    await page.getByTestId('turnout-part').getByText('3 / 300').waitFor();

    await page.getByRole('button', { name: mr['pollDay.undoNamed'].replace('{serial}', '2') }).click();
    await page.getByTestId('poll-day-undo-status').getByText(mr['pollDay.undone'].replace('{serial}', '2')).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="poll-day-recent"] tbody tr').length === 2);
    expect(await recentRows().allTextContents()).toEqual([expect.stringMatching(/^3/), expect.stringMatching(/^1/)]);

    // the turnout: this part, its row among the parts, and the whole constituency with the demo's marks
    await page.getByTestId('turnout-part').getByText('2 / 300 (0.7%)').waitFor();
    const partRow = page.getByTestId('turnout-by-part').locator('tbody tr').first();
    expect(await partRow.locator('td').allTextContents()).toEqual([expect.stringMatching(/^1 - /), '300', '2', '0.7%']);
    const acno = (await page.getByTestId('turnout-acno').locator('.poll-day-figure-value').textContent()) ?? '';
    const [voted, electors] = acno.split(/[ /]+/).map(Number);
    expect(electors).toBe(3000);
    expect(voted).toBeGreaterThan(2);
    await page.getByRole('heading', { name: mr['pollDay.supportersTitle'] }).waitFor();
    expect(await cspViolations(page)).toEqual([]);
    await shot(page, 'poll-day-mr');
  });
});
