// Vehicles in a real browser, as the demo admin: the seeded vehicles, a new one added on
// /add-vehicle (the driver's phone written as +91 and ten digits), assigned to a user, then
// refused for another user.
import type { Page } from 'playwright-core';
import { confirmDialog, pageShown, reloadList, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

const vehicleRow = (name: string) => page.locator('main tbody tr', { hasText: name });

describe('vehicles in the browser', () => {
  const name = 'Eicher MH27 EF 9012';

  it('adds a vehicle and lists it with its driver', async () => {
    await page.getByRole('link', { name: 'Vehicle', exact: true }).click();
    await pageShown(page, '/vehicle');
    await vehicleRow('Bolero MH27 AB 1234').waitFor();
    await page.getByRole('link', { name: 'Add vehicle' }).click();
    await pageShown(page, '/add-vehicle');
    const form = page.locator('main');
    await form.getByLabel('Vehicle name').fill(name);
    await form.getByLabel(/Vehicle type/).selectOption({ label: 'Carrier' });
    await form.getByLabel(/Seating capacity/).fill('3');
    await form.getByLabel(/Weight capacity/).fill('5000');
    await form.getByLabel(/Driver name/).fill('Sandeep Wagh');
    await form.getByLabel(/Driver phone number/).fill('98220 00333');
    await shot(page, 'vehicle-add');
    await form.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page, 'Success', 'Vehicle added successfully!');
    await pageShown(page, '/vehicle');
    await vehicleRow(name).waitFor();
    expect(await vehicleRow(name).locator('td').allInnerTexts()).toEqual(expect.arrayContaining([name, 'Carrier', 'Sandeep Wagh (+919822000333)']));
  });

  it('assigns it to a user, and refuses it to a second user while the first holds it', async () => {
    await vehicleRow(name)
      .getByRole('button', { name: `Assign ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Assign ${name}` });
    await dialog.getByLabel(/^User/).locator('option').nth(2).waitFor({ state: 'attached' });
    const users = (await dialog.getByLabel(/^User/).locator('option').allInnerTexts()).slice(1);
    await dialog.getByLabel(/^User/).selectOption({ label: users[0] });
    await shot(page, 'vehicle-assign');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await confirmDialog(page, 'Success', 'User assigned successfully!');
    await page.waitForFunction(
      ([n, u]) => [...document.querySelectorAll('main tbody tr')].some((r) => r.textContent!.includes(n) && r.textContent!.includes(u)),
      [name, users[0]],
    );

    await vehicleRow(name)
      .getByRole('button', { name: `Assign ${name}` })
      .click();
    await dialog.getByLabel(/^User/).selectOption({ label: users[1] });
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await confirmDialog(page, 'Error', 'Vehicle is already assigned to another user!');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    // the first user still holds it, as the server says after a reload
    await reloadList(page, '/vehicle');
    const cells = (await vehicleRow(name).locator('td').allInnerTexts()).join(' ');
    expect(cells).toContain(users[0]);
    expect(cells).not.toContain(users[1]);
    await shot(page, 'vehicle-list');
  });
});
