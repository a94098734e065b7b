// Voter groups in a real browser, as the demo admin would use them: add a group with its place
// found by search, put a voter found in Voter Search into it through Add details, see the voter
// on the group's list, rename the group, delete it.
import type { Page } from 'playwright-core';
import mr from '../../i18n/mr.json';
import { confirmDialog, pageShown, reloadList, searchVoters, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

const groupRow = (name: string) => page.locator('main tbody tr', { has: page.getByRole('link', { name: `Voters of ${name}` }) });

describe('voter groups in the browser', () => {
  const name = 'Rajapeth volunteers';
  let voterName = '';
  let area = '';

  it('adds a group, refusing it first without its required fields', async () => {
    await page.getByRole('link', { name: 'Voter Groups' }).click();
    await pageShown(page, '/voters-group');
    await page.getByRole('link', { name: 'Add voter group' }).click();
    await pageShown(page, '/add-voters-group');

    await page.getByRole('button', { name: 'Add Voters Group' }).click();
    await page.getByText('Group name is required').waitFor();

    await page.getByLabel('Group name').fill(name);
    const areas = await page.getByLabel(/^Area/).locator('option').allInnerTexts();
    area = areas.find((a) => a !== 'Choose an area')!;
    await page.getByLabel(/^Area/).selectOption({ label: area });
    await page.getByLabel('Description').fill('Door-to-door team for Rajapeth');
    await page.getByRole('combobox', { name: /Location \(search a place in India\)/ }).fill('Rajapeth');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /Rajapeth/ })
      .first()
      .click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'voter-group-add');
    await page.getByRole('button', { name: 'Add Voters Group' }).click();
    await confirmDialog(page, 'Success', 'Voters Group added successfully!');
    await pageShown(page, '/voters-group');
    await groupRow(name).waitFor();
    expect(await groupRow(name).locator('td').allInnerTexts()).toEqual(expect.arrayContaining([name, area, '0']));
  });

  it('puts a voter into the group through Add details, and lists the voter under it', async () => {
    await searchVoters(page, 'पाटील');
    const row = page
      .locator('main tbody tr')
      .filter({ has: page.getByRole('button', { name: /^Add details of / }) })
      .first();
    await row.waitFor();
    voterName = (await row.locator('.voter-name-primary').innerText()).trim();
    await row.getByRole('button', { name: `Add details of ${voterName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Voter group').selectOption({ label: name });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page, 'Success', /.+/);
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Voter Groups' }).click();
    await pageShown(page, '/voters-group');
    await groupRow(name).locator('td', { hasText: /^1$/ }).waitFor();
    await page.getByRole('link', { name: `Voters of ${name}` }).click();
    await page.waitForURL('**/voter-slist?id=*');
    await page.locator('main tbody tr', { hasText: voterName }).waitFor();
    expect(voterName).toMatch(/Patil$/);
    expect(await page.locator('main tbody tr').count()).toBe(1);
    await shot(page, 'voter-group-voters');
  });

  it("refuses to delete the group's area while the group uses it, saying so in Marathi", async () => {
    if (!(await page.getByRole('link', { name: 'Area', exact: true }).isVisible())) await page.getByRole('button', { name: 'Master' }).click();
    await page.getByRole('link', { name: 'Area', exact: true }).click();
    await pageShown(page, '/area');
    await page.getByLabel('Choose a language').selectOption('mr');
    await page.getByRole('button', { name: `${mr['common.deleteNamed'].replace('{name}', area)}` }).click();
    await confirmDialog(page, mr['dialog.confirmTitle'], mr['dialog.confirmText'], { button: mr['dialog.confirmDelete'], chained: true });
    await page.locator('.swal2-html-container', { hasText: mr['area.inUse'] }).waitFor();
    expect(await page.locator('.swal2-title').innerText()).toBe(mr['dialog.error']);
    await page.waitForTimeout(400); // the dialog's fade-in, for the screenshot
    await shot(page, 'area-in-use-mr');
    await page.locator('.swal2-confirm').click();
    await page.locator('.swal2-container').waitFor({ state: 'detached' });
    await page.getByLabel(mr['layout.chooseLanguage']).selectOption('en');
    // the area is still there, as the server holds it
    await reloadList(page, '/area');
    expect(await page.locator('main tbody tr', { hasText: area }).count()).toBeGreaterThan(0);
  });

  it('renames the group and deletes it', async () => {
    await page.getByRole('link', { name: 'Voter Groups' }).click();
    await pageShown(page, '/voters-group');
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.waitForURL('**/edit-voters-group/*');
    await expect(page.getByLabel('Group name').inputValue()).resolves.toBe(name);
    await page.getByLabel('Group name').fill(`${name} (east)`);
    await page.getByRole('button', { name: 'Update Voters Group' }).click();
    await confirmDialog(page, 'Success', 'Voters Group updated successfully!');
    await pageShown(page, '/voters-group');
    await groupRow(`${name} (east)`).waitFor();

    await page.getByRole('button', { name: `Delete ${name} (east)` }).click();
    await confirmDialog(page, 'Are you sure?', "You won't be able to revert this!", { button: 'Yes, delete it!', chained: true });
    await confirmDialog(page, /Deleted/, 'The Voter Group has been deleted.');
    await groupRow(`${name} (east)`).waitFor({ state: 'detached' });
  });
});
