// Steps the whole-console walks share: the sidebar's pages, a move to one without a reload, the
// language of the top bar.
import type { Page } from 'playwright-core';
import { pageShown } from './harness';

export interface MenuPage {
  path: string;
  label: string;
}
/** Every page of the sidebar, submenus opened, in the menu's order. */
export async function menuPages(page: Page): Promise<MenuPage[]> {
  await page.setViewportSize({ width: 1400, height: 900 });
  const closed = page.locator('.sidebar-nav button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return page
    .locator('.sidebar-nav a')
    .evaluateAll((links) => links.map((a) => ({ path: new URL((a as HTMLAnchorElement).href).pathname, label: a.textContent!.trim() })));
}

/** Moves to `to` inside the console (no reload) and waits until its content has loaded. */
export async function open(page: Page, to: string) {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await pageShown(page, to);
  await page.waitForFunction(() => !document.querySelector('main .page-loading, main .table-loading, main [aria-busy="true"]'));
  // a frame for what the last answer rendered
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

export async function chooseLanguage(page: Page, locale: 'en' | 'hi' | 'mr') {
  await page.locator('.topbar .language-select select').selectOption(locale);
  await page.waitForFunction((l) => document.documentElement.lang === l, locale);
}
