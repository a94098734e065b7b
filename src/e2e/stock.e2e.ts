// Stock in a real browser, as the demo admin: a donor's inward seen in the stock in hand, a
// transfer asked for and approved from an office, the seeded request approved only after "Stock
// not found!" and "Do you want to continue ?", a request rejected with a reason, the history, and
// the page in Marathi.
import type { Page } from 'playwright-core';
import mr from '../../i18n/mr.json';
import { confirmDialog, pageShown, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

const tab = (name: string) => page.getByRole('tab', { name });
/** The stock in hand of a material at an office, once the table shows that row. */
async function inHand(office: string, material: string) {
  const row = page.getByTestId('stock-balance').locator('tbody tr', { hasText: office }).filter({ hasText: material });
  await row.waitFor();
  return (await row.locator('td').allInnerTexts())[2];
}
const pendingRow = (text: string) => page.getByTestId('stock-pending').locator('tbody tr', { hasText: text });

async function transaction(type: string, to: string, material: string, quantity: string, donor?: string) {
  await tab('Stock transaction').click();
  const form = page.locator('.stock-form');
  await form.getByLabel(/^Transaction type/).selectOption({ label: type });
  await form.getByLabel(/^To office/).selectOption({ label: to });
  if (donor) await form.getByLabel(/^Donor/).fill(donor);
  await form
    .getByLabel(/^Material/)
    .first()
    .selectOption({ label: material });
  await form
    .getByLabel(/^Quantity/)
    .first()
    .fill(quantity);
}

describe('stock in the browser', () => {
  it('records a donor’s inward and shows it in the stock in hand', async () => {
    await page.getByRole('link', { name: 'Stock Inward', exact: true }).click();
    await pageShown(page, '/stock');
    await tab('Stock in hand').click();
    expect(await inHand('Camp Office', 'Party flag (small)')).toBe('150');
    await transaction('From donor', 'Camp Office', 'Party flag (small)', '25', 'Kale family');
    await shot(page, 'stock-form');
    await page.getByRole('button', { name: 'Add stock inward' }).click();
    await confirmDialog(page, 'Success', 'Stock inward added successfully!');
    await tab('Stock in hand').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="stock-balance"]')?.textContent?.includes('175'));
    expect(await inHand('Camp Office', 'Party flag (small)')).toBe('175');
  });

  it('approves a transfer from an office that holds it, and asks before approving one from an office that never held it', async () => {
    await transaction('Office transfer', 'Badnera Road Office', 'Candidate banner 6x3 ft', '5');
    await page.getByRole('button', { name: 'Send stock request' }).click();
    await confirmDialog(page, 'Success', 'Stock inward added successfully!');
    await tab('Stock requests').click();
    const banners = pendingRow('Candidate banner 6x3 ft × 5');
    await banners.getByRole('button', { name: /^Approve/ }).click();
    await confirmDialog(page, 'Validation Error', 'Please select from office first!');
    await banners.getByRole('combobox').selectOption({ label: 'Rajapeth Karyalay' });
    await banners.getByRole('button', { name: /^Approve/ }).click();
    await confirmDialog(page, 'Success', 'Stock Request approved successfully!');
    await banners.waitFor({ state: 'detached' });

    // the seeded request asks for voter slip booklets, which Rajapeth never recorded
    const booklets = pendingRow('Voter slip booklet × 200');
    await booklets.getByRole('combobox').selectOption({ label: 'Rajapeth Karyalay' });
    await booklets.getByRole('button', { name: /^Approve/ }).click();
    await confirmDialog(page, 'Stock not found!', 'Do you want to continue ?', { button: 'Yes', chained: true });
    await confirmDialog(page, 'Success', 'Stock Request approved successfully!');
    await booklets.waitFor({ state: 'detached' });
    await tab('Stock in hand').click();
    expect(await inHand('Rajapeth Karyalay', 'Voter slip booklet')).toBe('-200 Below zero'); // a level below zero is marked as such
    expect(await inHand('Badnera Road Office', 'Candidate banner 6x3 ft')).toBe('5');
  });

  it('rejects a request only with a reason, and lists everything in the history', async () => {
    await transaction('Office transfer', 'Camp Office', 'Padyatra pamphlet', '300');
    await page.getByRole('button', { name: 'Send stock request' }).click();
    await confirmDialog(page, 'Success', 'Stock inward added successfully!');
    await tab('Stock requests').click();
    await pendingRow('Padyatra pamphlet × 300')
      .getByRole('button', { name: /^Reject/ })
      .click();
    const popup = page.locator('.swal2-popup');
    await popup.getByRole('button', { name: 'OK' }).click();
    await popup.getByText('You need to write something!').waitFor();
    await popup.locator('textarea').fill('Camp has enough pamphlets this week.');
    await popup.getByRole('button', { name: 'OK' }).click();
    await confirmDialog(page, 'Success', 'Stock request rejected successfully!');

    await page.getByRole('link', { name: 'All stock transactions' }).click();
    await pageShown(page, '/stock-request');
    const history = page.getByTestId('stock-history');
    await history.locator('tbody tr', { hasText: 'Camp has enough pamphlets this week.' }).getByText('Rejected').waitFor();
    await history.locator('tbody tr', { hasText: 'Voter slip booklet × 200' }).getByText('without recorded stock').waitFor();
    expect(await history.locator('tbody tr', { hasText: 'Camp has enough pamphlets this week.' }).getByText('Rejected').count()).toBe(1);
    await shot(page, 'stock-history');
  });

  it('shows the stock page in Marathi', async () => {
    await page.getByRole('link', { name: 'Stock Inward', exact: true }).click();
    await pageShown(page, '/stock');
    await page.getByLabel('Choose a language').selectOption('mr');
    await page.getByRole('heading', { name: mr['stock.title'] }).waitFor();
    await page.getByRole('tab', { name: mr['stock.balanceTab'] }).click();
    await page.getByTestId('stock-balance').locator('tbody tr').first().waitFor();
    expect(await page.getByTestId('stock-balance').locator('tbody tr').count()).toBeGreaterThan(0);
    await shot(page, 'stock-balance-mr');
    await page.getByLabel(mr['layout.chooseLanguage']).selectOption('en');
  });
});
