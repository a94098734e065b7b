// The audit log in a real browser: the demo admin adds a religion (the same name again in capitals
// is refused), renames it, then reads that change, with the name before and after, on the Audit
// log screen in Marathi.
import type { Page } from 'playwright-core';
import mr from '../../i18n/mr.json';
import { confirmDialog, pageShown, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

describe('the audit log in the browser', () => {
  it('shows in Marathi the change just made, before and after', async () => {
    await page.getByRole('link', { name: 'Religions', exact: true }).click();
    await pageShown(page, '/religion');
    await page.getByRole('button', { name: 'Add religion' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill('Audited faith');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page, 'Success', /added successfully/);
    // the same name in capitals is refused by the insert itself, the message next to the field
    await page.getByRole('button', { name: 'Add religion' }).click();
    await dialog.getByLabel(/^Name/).fill('AUDITED FAITH');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('This name already exists.').waitFor();
    await shot(page, 'religion-duplicate');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.locator('main tbody tr', { hasText: /audited faith/i }).count()).toBe(1);
    await page.locator('main tbody tr', { hasText: 'Audited faith' }).getByRole('button', { name: /Edit/ }).click();
    await dialog.getByLabel(/^Name/).fill('Audited faith, renamed');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await confirmDialog(page, 'Success', /updated successfully/);

    await page.getByLabel('Choose a language').selectOption('mr');
    await page.getByRole('link', { name: mr['menu.auditLog'], exact: true }).click();
    await pageShown(page, '/audit-log');
    const row = page.locator('[data-testid="audit-log"] tbody tr', { hasText: 'Audited faith, renamed' }).first();
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(mr['audit.actionName.update']);
    expect(text).toContain(mr['audit.entityName.religions']);
    expect(await row.locator('del').innerText()).toBe('Audited faith');
    await shot(page, 'audit-log-mr');
    await page.getByLabel(mr['layout.chooseLanguage']).selectOption('en');
  });
});
