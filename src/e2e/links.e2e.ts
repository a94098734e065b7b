// Links in a real browser: a deep link opened signed out lands on its page after sign-in (through
// a reload of the sign-in page, which the server sends prerendered), and the voter search keeps
// its tab, filters, name and page in the address through a reload, Back and a shared link.
import type { Page } from 'playwright-core';
import { newPage, shot, useServerAndBrowser } from './harness';

const ctx = useServerAndBrowser();
let page: Page;
beforeAll(async () => {
  page = await newPage(ctx.browser, ctx.server.url);
});

/** The voter search shown, whatever its query string. */
async function searchShown(p: Page) {
  await p.waitForURL((u) => u.pathname === '/voter-search');
  await p.locator('main[data-path="/voter-search"]').waitFor();
}
const status = () => page.getByTestId('pager-status');
const pageText = () => page.locator('.server-pager-page');
const query = () => new URL(page.url()).searchParams;
const firstName = () => page.locator('main tbody tr').first().locator('.voter-name-primary').innerText();

describe('links', () => {
  it('a deep link opened signed out lands on its page, query and all, after sign-in', async () => {
    await page.goto(`${ctx.server.url}/voter-search?page=2`);
    await page.waitForURL('**/sign-in?next=*');
    expect(query().get('next')).toBe('/voter-search?page=2');
    // a reload of the sign-in page (the server's prerendered one) keeps where it leads
    await page.reload();
    await page.getByLabel('Email').fill('admin@demo.local');
    await page.getByLabel('Password').fill('Demo@12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await searchShown(page);
    expect(query().get('page')).toBe('2');
    await status()
      .filter({ hasText: /^11–20 of / })
      .waitFor();
    await pageText()
      .filter({ hasText: /^Page 2 of \d+$/ })
      .waitFor();
  });

  it('the voter search keeps its page through Back and a reload', async () => {
    const second = await firstName();
    await page.getByRole('button', { name: 'Next' }).click();
    await status()
      .filter({ hasText: /^21–30 of / })
      .waitFor();
    expect(query().get('page')).toBe('3');
    await page.goBack();
    await status()
      .filter({ hasText: /^11–20 of / })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/voter-search');
    expect(await firstName()).toBe(second);
    await page.reload();
    await status()
      .filter({ hasText: /^11–20 of / })
      .waitFor();
    expect(await firstName()).toBe(second);
  });

  it('keeps the tab, filters and name through a reload and Back, and a shared link opens the same search', async () => {
    await page.getByRole('tab', { name: 'Area wise' }).click();
    const area = page.getByLabel('Area', { exact: true });
    await area.locator('option').nth(1).waitFor({ state: 'attached' });
    const chosen = await area.locator('option').nth(1).getAttribute('value');
    await area.selectOption(chosen!);
    await page.getByLabel('Name').fill('इंदि');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('name') === 'इंदि');
    expect(query().get('tab')).toBe('area');
    expect(query().get('area')).toBe(chosen);
    const shared = page.url();

    await page.reload();
    await searchShown(page);
    await page.getByRole('tab', { name: 'Area wise', selected: true }).waitFor();
    await page.waitForFunction((v) => (document.getElementById('voter-area') as HTMLSelectElement | null)?.value === v, chosen);
    expect(await page.getByLabel('Name').inputValue()).toBe('इंदि');
    await shot(page, 'links-voter-search-reloaded');

    // Back: the area chosen before the name was typed goes too (the name replaced its entry),
    // then the first tab on its page 2
    await page.goBack();
    await page.waitForFunction(() => !new URL(location.href).searchParams.get('area'));
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    await page.goBack();
    await page.getByRole('tab', { name: 'Voter search', selected: true }).waitFor();
    await status()
      .filter({ hasText: /^11–20 of / })
      .waitFor();

    // the shared link, in a browser that was never signed in, after its sign-in
    const other = await newPage(ctx.browser, ctx.server.url);
    await other.goto(shared);
    await other.getByLabel('Email').fill('admin@demo.local');
    await other.getByLabel('Password').fill('Demo@12345');
    await other.getByRole('button', { name: 'Sign in' }).click();
    await searchShown(other);
    await other.getByRole('tab', { name: 'Area wise', selected: true }).waitFor();
    expect(await other.getByLabel('Name').inputValue()).toBe('इंदि');
    expect(new URL(other.url()).searchParams.get('area')).toBe(chosen);
    await other.context().close();
  });
});
