// Materials in a real browser, as the demo admin: a new material type, a material of that type
// with a photo (stored and shown in the list), the list in Marathi with the types' Devanagari
// names, the material picked on an event, and a type refused deletion while a material has it.
import type { Page } from 'playwright-core';
import mr from '../../i18n/mr.json';
import { confirmDialog, pageShown, pngFile, reloadList, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

const row = (name: string) => page.locator('main tbody tr', { hasText: name });

describe('materials in the browser', () => {
  const type = 'Caps and T-shirts';
  const material = 'Saffron cap';

  it('adds a material type', async () => {
    await page.getByRole('link', { name: 'Material Type', exact: true }).click();
    await pageShown(page, '/resources-type');
    await row('Banners').waitFor();
    await page.getByRole('button', { name: 'Add material type' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill(type);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page, 'Success', 'Resource type added successfully!');
    await row(type).waitFor();
    // kept by the server: there after the page is loaded again
    await reloadList(page, '/resources-type');
    expect(await row(type).locator('td').allInnerTexts()).toContain(type);
  });

  it('adds a material of that type with a photo, and lists it with the photo', async () => {
    await page.getByRole('link', { name: 'Material', exact: true }).click();
    await pageShown(page, '/resources');
    await row('Candidate banner 6x3 ft').waitFor();
    await page.getByRole('button', { name: 'Add material' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page, 'Missing Data', 'Please fill in all required fields.');
    await dialog.getByText('Resource name is required.').waitFor();
    await dialog.getByText('Choose a material type.').waitFor();

    await dialog.getByLabel(/Material type/).selectOption({ label: type });
    await dialog.getByLabel(/Resource name/).fill(material);
    const file = pngFile('cap.png');
    await dialog.getByLabel(/^Photo/).setInputFiles(file);
    await dialog.getByAltText('Preview of Photo').waitFor();
    await shot(page, 'material-add');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page, 'Success', 'Resource added successfully!');
    const photo = row(material).getByRole('img', { name: material });
    await photo.waitFor();
    // the stored file is served back (the image loaded, not the initials placeholder)
    await page.waitForFunction((n) => {
      const img = [...document.querySelectorAll<HTMLImageElement>('main tbody img')].find((i) => i.alt === n);
      return !!img && img.complete && img.naturalWidth === 1;
    }, material);
    expect(await row(material).locator('td').allInnerTexts()).toEqual(expect.arrayContaining([type, material]));
  });

  it('shows the materials in Marathi with the types’ Devanagari names', async () => {
    await page.getByLabel('Choose a language').selectOption('mr');
    await page.getByRole('heading', { name: mr['resource.title'] }).waitFor();
    await row('Candidate banner 6x3 ft').getByText('बॅनर').waitFor();
    expect(await row('Candidate banner 6x3 ft').getByText('बॅनर').isVisible()).toBe(true);
    await shot(page, 'material-list-mr');
    await page.getByLabel(mr['layout.chooseLanguage']).selectOption('en');
    await page.getByRole('heading', { name: 'Materials' }).waitFor();
  });

  it('picks the material on an event, and keeps its type from being deleted', async () => {
    await page.getByRole('link', { name: 'Events', exact: true }).click();
    await pageShown(page, '/events');
    await page.locator('main tbody tr', { hasText: 'Press Conference' }).getByRole('link', { name: 'Edit Press Conference' }).click();
    await page.waitForURL('**/edit-event/*');
    // the seeded padyatra's materials are not this event's; the new cap is offered
    await page.getByRole('checkbox', { name: material }).check();
    await page.getByRole('button', { name: 'Update Event' }).click();
    await confirmDialog(page, 'Success', 'Event update successfully!');
    await pageShown(page, '/events');

    await page.getByRole('link', { name: 'Material', exact: true }).click();
    await row(material)
      .getByRole('button', { name: `Delete ${material}` })
      .click();
    await confirmDialog(page, 'Are you sure?', /won't be able to revert/i, { button: 'Yes, delete it!', chained: true });
    await confirmDialog(page, 'Error', 'Events, tasks or stock records use this material. Remove it from them first, then delete it.');
    await row(material).waitFor();
    expect(await row(material).count()).toBe(1);
  });
});
