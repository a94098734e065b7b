// Issue 3 in a real browser, as a new organisation would set itself up: onboard@demo.local draws
// an area and marks its voting centre, adds an office found by place search, registers its
// candidate, lands on the dashboard with the menu open, then adds, edits and deletes a role
// with modules, a religion and a category, each list refreshing after every change.
import type { Locator, Page } from 'playwright-core';
import { confirmDialog as confirm, newPage, pageShown, shot, signIn, useServerAndBrowser } from './harness';

const ctx = useServerAndBrowser();
let page: Page;
beforeAll(async () => {
  page = await newPage(ctx.browser, ctx.server.url);
});

const confirmDialog = (title: string | RegExp, text: string | RegExp, button?: string, chained = false) => confirm(page, title, text, { button, chained });

/** Clicks at fractions of an element's box (Leaflet maps take real mouse events). */
async function clickAt(target: Locator, x: number, y: number) {
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

const row = (list: Locator, text: string) => list.locator('tbody tr', { hasText: text });

describe('an organisation sets itself up in the browser', () => {
  it('walks the three onboarding steps to the dashboard with the menu enabled', async () => {
    await signIn(page, ctx.server.url, 'onboard@demo.local');
    await pageShown(page, '/installation/1');
    expect(await page.locator('.sidebar-nav').getAttribute('aria-disabled')).toBe('true');

    // Step 1: the area, drawn as a polygon, and its voting centre
    await page.getByLabel('Location name').fill('Rajapeth ward');
    await page.getByRole('button', { name: 'Add Location' }).click();
    await confirmDialog(/Error/, 'Please select area with polygon.');
    expect(page.url()).toMatch(/\/installation\/1$/);

    await page.getByLabel('Find the place on the map').fill('Rajapeth');
    await page
      .getByRole('option', { name: /Rajapeth/ })
      .first()
      .click();
    const [areaMap, centreMap] = [page.locator('.leaflet-container').nth(0), page.locator('.leaflet-container').nth(1)];
    // the map flies to the place; a click while it moves does not make a corner
    await page.waitForTimeout(1500);
    await page.locator('.leaflet-draw-draw-polygon').click();
    for (const [x, y] of [
      [0.3, 0.3],
      [0.7, 0.3],
      [0.7, 0.7],
      [0.3, 0.7],
    ]) {
      await clickAt(areaMap, x, y);
      // leaflet-draw reads two quick clicks as a double click (which ends the shape early)
      await page.waitForTimeout(400);
    }
    await areaMap.getByRole('link', { name: 'Finish' }).click();
    await page.getByText('4 corners drawn').waitFor();
    await clickAt(centreMap, 0.5, 0.5);
    await page.getByText(/Chosen point: 2\d\.\d+, 7\d\.\d+/).waitFor();
    await shot(page, 'onboarding-1-area');
    await page.getByRole('button', { name: 'Add Location' }).click();
    await confirmDialog('Success', 'Area added successfully!');
    await pageShown(page, '/installation/2');

    // Step 2: the office, its address found by place search
    await page.getByLabel('Office name').fill('Rajapeth office');
    await page.getByLabel(/^Area\b/).selectOption({ label: 'Rajapeth ward' });
    await page.getByLabel('Primary incharge').selectOption({ label: 'Sunita Kale' });
    await page.getByRole('combobox', { name: /Address/ }).fill('Amravati');
    await page
      .getByRole('option', { name: /Amravati/ })
      .first()
      .click();
    expect(await page.getByRole('combobox', { name: /Address/ }).inputValue()).toMatch(/Amravati, Maharashtra/);
    await shot(page, 'onboarding-2-office');
    await page.getByRole('button', { name: 'Add Office' }).click();
    await confirmDialog('Success', 'Office added successfully!');
    await pageShown(page, '/installation/3');

    // Step 3: the candidate (the role is limited to Candidate here)
    const roles = await page.getByLabel('Role').locator('option').allInnerTexts();
    expect(roles.filter((r) => r !== 'Choose a role')).toEqual(['Candidate']);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('First name is required.').waitFor();
    await page.getByLabel('First name').fill('Prakash');
    await page.getByLabel('Last name').fill('Deshmukh');
    await page.getByLabel('Phone number').fill('98765 01234');
    await page.getByLabel('Email').fill('prakash@navidisha.example');
    await page.getByLabel('Password').fill('Candidate@123');
    await page.getByLabel('Gender').selectOption({ label: 'Male' });
    await page.getByLabel('Office').selectOption({ label: 'Rajapeth office' });
    // the slip image belongs to the role Candidate: it shows once that role is chosen
    expect(await page.getByLabel('Slip image').count()).toBe(0);
    await page.getByLabel('Role').selectOption({ label: 'Candidate' });
    await page.getByLabel('Slip image').waitFor();
    await shot(page, 'onboarding-3-candidate');
    await page.getByRole('button', { name: 'Register' }).click();
    await confirmDialog('Success', 'Registered successfully!');

    await pageShown(page, '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.locator('.sidebar-nav').getAttribute('aria-disabled')).toBeNull();
    await shot(page, 'onboarding-4-dashboard');

    // what the steps saved is there behind the menu
    await page.getByRole('link', { name: 'Office' }).click();
    const offices = page.getByTestId('office-list');
    await row(offices, 'Rajapeth office').waitFor();
    expect(await row(offices, 'Rajapeth office').innerText()).toContain('Sunita Kale');
    await page.getByRole('link', { name: 'User management' }).click();
    await page.getByText('Prakash Deshmukh').waitFor();
  });

  it('adds a role with modules, edits it and deletes it; Admin stays protected', async () => {
    await page.getByRole('link', { name: 'Roles' }).click();
    await pageShown(page, '/roles');
    const list = page.locator('main table');
    expect(await row(list, 'Admin').getByRole('button').count()).toBe(0);

    await page.getByRole('button', { name: 'Add role' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill('Booth captain');
    await dialog.getByLabel('Task').check();
    await dialog.getByLabel('Events').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await confirmDialog('Success', /added successfully/);
    await row(list, 'Booth captain').waitFor();

    await row(list, 'Booth captain').getByRole('button', { name: /Edit/ }).click();
    expect(await dialog.getByLabel('Task').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Survey').isChecked()).toBe(false);
    await dialog.getByLabel(/^Name/).fill('Booth chief');
    await dialog.getByLabel('Survey').check();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await confirmDialog('Success', /updated successfully/);
    await row(list, 'Booth chief').waitFor();
    expect(await row(list, 'Booth captain').count()).toBe(0);
    await shot(page, 'setup-roles');

    await row(list, 'Booth chief')
      .getByRole('button', { name: /Delete/ })
      .click();
    await confirmDialog('Are you sure?', "You won't be able to revert this!", 'Yes, delete it!', true);
    await confirmDialog('Deleted!', /Booth chief|deleted/);
    await row(list, 'Booth chief').waitFor({ state: 'detached' });
  });

  for (const [menu, path, add, name, renamed] of [
    ['Religions', '/religion', 'Add religion', 'Buddhism', 'Buddhist'],
    ['Category', '/category', 'Add category', 'Farmers', 'Farm labourers'],
  ] as const) {
    it(`adds, edits and deletes on ${path}, the list refreshing each time`, async () => {
      if (!(await page.getByRole('link', { name: menu, exact: true }).isVisible())) await page.getByRole('button', { name: 'Master' }).click();
      await page.getByRole('link', { name: menu, exact: true }).click();
      await pageShown(page, path);
      const list = page.locator('main');

      await page.getByRole('button', { name: add }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText(/is required/).waitFor();
      await dialog.getByLabel(/^Name/).fill(name);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await confirmDialog('Success', /added successfully/);
      await row(list, name).waitFor();

      await row(list, name).getByRole('button', { name: /Edit/ }).click();
      await dialog.getByLabel(/^Name/).fill(renamed);
      await dialog.getByRole('button', { name: 'Update' }).click();
      await confirmDialog('Success', /updated successfully/);
      await row(list, renamed).waitFor();
      expect(await list.locator('tbody tr', { hasText: new RegExp(`^${name}$`) }).count()).toBe(0);
      await shot(page, `setup-${path.slice(1)}`);

      await row(list, renamed)
        .getByRole('button', { name: /Delete/ })
        .click();
      await confirmDialog('Are you sure?', "You won't be able to revert this!", 'Yes, delete it!', true);
      await confirmDialog('Deleted!', /.+/);
      await row(list, renamed).waitFor({ state: 'detached' });
      if (path === '/category') await page.getByText('Please add a new category').waitFor();
    });
  }
});
