// What each kind of user sees, in a real browser against the real server with the demo seed: a
// staff user's menu holds only what the role's modules open, a page it may not open says so (in
// Marathi here), and the super administrator's dashboard works without one failed call.
import type { Page } from 'playwright-core';
import { cspViolations, newPage, pageShown, shot, signIn, useServerAndBrowser } from './harness';

const ctx = useServerAndBrowser();

const menuTexts = async (page: Page) =>
  (await page.locator('.sidebar-nav a, .sidebar-nav [aria-disabled]').allInnerTexts()).map((t) => t.trim()).filter(Boolean);

/** Every API answer of 400 or more the page receives. */
function failedCalls(page: Page) {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return failed;
}

describe('access in the browser', () => {
  it("shows a staff user only the role's entries, and says so on a page the role may not open, in Marathi", async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    const failed = failedCalls(page);
    await signIn(page, ctx.server.url, 'staff@demo.local');
    await pageShown(page, '/dashboard');
    await page.getByTestId('stat-voters').waitFor();
    const menu = await menuTexts(page);
    expect(menu).toEqual(expect.arrayContaining(['Dashboard', 'Office']));
    // the roll's electors are the Voters module's, which the office coordinator's role lacks
    for (const hidden of [
      'Roles',
      'Religions',
      'Master',
      'Candidates',
      'Sign Up',
      'Import voter roll',
      'User Register',
      'Voter Search',
      'Alphabetically',
      'Report By Age',
      'Report By Alignment',
    ])
      expect(menu).not.toContain(hidden);
    await shot(page, 'staff-menu-en');

    await page.getByLabel('Choose a language').selectOption('mr');
    await page.getByLabel('भाषा निवडा').waitFor();
    await page.goto(ctx.server.url + '/roles');
    await page.getByText('प्रवेश नाही').waitFor();
    expect(await page.getByTestId('forbidden').innerText()).toContain('भूमिकेला');
    await shot(page, 'staff-forbidden-mr');
    await page.goto(ctx.server.url + '/voter-search');
    await page.getByText('प्रवेश नाही').waitFor();
    // the forbidden page asked the server for nothing it would refuse
    expect(failed).toEqual([]);
    await page.context().close();
  });

  it('gives the super administrator a dashboard of organisations, with no failed call', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    const failed = failedCalls(page);
    await signIn(page, ctx.server.url, 'super@demo.local');
    await pageShown(page, '/dashboard');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="stat-organisations"] .stat-value')?.textContent) >= 2);
    expect(await menuTexts(page)).toEqual(['Dashboard', 'User Register', 'Users', 'Roles']);
    await shot(page, 'super-admin-dashboard-en');
    expect(failed).toEqual([]);
    await page.context().close();
  });

  it('opens every screen of the admin menu with no Content-Security-Policy violation and no failed call', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    const failed = failedCalls(page);
    await signIn(page, ctx.server.url, 'admin@demo.local');
    await pageShown(page, '/dashboard');
    // the menu is drawn with the layout, which may come a moment after the address changes
    await page.locator('.sidebar-nav a').first().waitFor();
    // open the menu's groups so every entry is a link
    const closed = page.locator('.sidebar-nav button[aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
    const paths = [...new Set(await page.locator('.sidebar-nav a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)))];
    expect(paths.length).toBeGreaterThan(10);
    const violations: string[] = [];
    for (const path of paths) {
      await page.locator(`.sidebar-nav a[href="${path}"]`).first().click();
      await pageShown(page, path);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      violations.push(...(await cspViolations(page)).map((v) => `${path}: ${v}`));
    }
    expect(violations).toEqual([]);
    expect(failed).toEqual([]);
    await page.context().close();
  });
});
