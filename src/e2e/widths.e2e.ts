// The console at the widths admins use (1366 and 1024 px), in English and Marathi: every table
// fits its card or scrolls inside it; no column or button is cut off at the card's edge.
import type { Page } from 'playwright-core';
import { searchVoters, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();

/** For each table wrapper under `scope`: whether it sticks out of its card and whether it can scroll to what it hides. */
function tableFit(page: Page, scope: string) {
  return page.evaluate((sel) => {
    return [...document.querySelectorAll(`${sel} .table-responsive`)].map((w) => {
      const card = w.closest('.card')!.getBoundingClientRect();
      const box = w.getBoundingClientRect();
      const style = getComputedStyle(w);
      return {
        outside: box.right > card.right + 1 || box.right > window.innerWidth + 1,
        hidden: w.scrollWidth > w.clientWidth + 1,
        scrolls: style.overflowX === 'auto' || style.overflowX === 'scroll',
      };
    });
  }, scope);
}

const expectFits = (fits: Array<{ outside: boolean; hidden: boolean; scrolls: boolean }>) => {
  expect(fits.length).toBeGreaterThan(0);
  for (const f of fits) {
    expect(f.outside).toBe(false);
    // what does not fit can be scrolled to
    if (f.hidden) expect(f.scrolls).toBe(true);
  }
};

describe('the console at 1366 and 1024 px', () => {
  it.each([1366, 1024])('keeps the dashboard tables and the voter search table inside their cards at %i px', async (width) => {
    const page = demo.page;
    await page.setViewportSize({ width, height: 768 });
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('top-centres').locator('tbody tr').first().waitFor();
    expectFits(await tableFit(page, '[data-testid="top-centres"], [data-testid="least-centres"]'));
    await shot(page, `dashboard-${width}-en`);

    await searchVoters(page, 'इंदि');
    expectFits(await tableFit(page, 'main'));
    // the row's last button (WhatsApp) is inside the card or reachable by scrolling its table
    const whatsApp = page
      .locator('main tbody tr')
      .first()
      .getByRole('button', { name: /WhatsApp/ });
    await whatsApp.scrollIntoViewIfNeeded();
    expect(await whatsApp.isVisible()).toBe(true);
    await shot(page, `voter-search-${width}-en`);
  });

  it('does the same in Marathi at 1366 px', async () => {
    const page = demo.page;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByLabel('Choose a language').selectOption('mr');
    await page.getByRole('link', { name: 'डॅशबोर्ड' }).click();
    await page.getByTestId('top-centres').locator('tbody tr').first().waitFor();
    expectFits(await tableFit(page, '[data-testid="top-centres"], [data-testid="least-centres"]'));
    await shot(page, 'dashboard-1366-mr');
  });
});
