// Console rows of the specifications in a real browser: the menu's "Stock Inward" and the
// stock history's "Add Resource"; a material added with fields missing; a voter group's voters
// filtered by column (in English and Marathi, at 1366 px and 390 px).
import type { Page } from 'playwright-core';
import mr from '../../i18n/mr.json';
import { pageShown, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

/** The session's call to the API from the page, as the console makes it. */
const api = (path: string, init: { method?: string; body?: unknown } = {}) =>
  page.evaluate(
    async ({ path, init }) => {
      const auth = JSON.parse(localStorage.getItem('persist:auth')!) as Record<string, string>;
      const [token, tenantId] = [JSON.parse(auth.token) as string, JSON.parse(auth.tenantId) as number];
      const res = await fetch(path.replace('{t}', String(tenantId)).replace('{t}', String(tenantId)), {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { path, init },
  );

async function bothWidths(name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('console rows in the browser', () => {
  it('says Stock Inward in the menu, and the stock history offers Add Resource, which opens the form', async () => {
    await page.getByRole('link', { name: 'Stock Inward', exact: true }).click();
    await pageShown(page, '/stock');
    await page.goto(`${demo.ctx.server.url}/stock-request`);
    await pageShown(page, '/stock-request');
    await bothWidths('stock-request-en');
    // the menu's old label is gone
    expect(await page.getByRole('link', { name: 'Stock', exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Add Resource' }).click();
    await pageShown(page, '/stock');
    expect(new URL(page.url()).pathname).toBe('/stock');
  });

  it('warns "Missing Data" when a material is saved with its fields empty', async () => {
    await page.goto(`${demo.ctx.server.url}/resources`);
    await pageShown(page, '/resources');
    await page.getByRole('button', { name: 'Add material' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    const popup = page.locator('.swal2-popup');
    await popup.locator('.swal2-title', { hasText: 'Missing Data' }).waitFor();
    await popup.locator('.swal2-html-container', { hasText: 'Please fill in all required fields.' }).waitFor();
    await bothWidths('material-missing-en');
    expect(await popup.locator('.swal2-title').textContent()).toBe('Missing Data');
    await popup.locator('.swal2-confirm').click();
    await page.getByRole('dialog').getByText('Resource name is required.').waitFor();
    expect(await page.getByRole('dialog').getByText('Resource name is required.').isVisible()).toBe(true);
  });

  it("filters a group's voters by column, in English and Marathi", async () => {
    const areas = (await api('/api/v1/admin/{t}/area')).body.area as Array<{ id: number }>;
    const group = await api('/api/v1/admin/{t}/voters-group/add', {
      method: 'POST',
      body: { voter_group_name: 'Filter walk', voter_group_description: 'Voters to filter', area_id: areas[0].id, location_name: 'Rajapeth' },
    });
    expect(group.status).toBe(201);
    const id = (group.body.voter_group as { id: number }).id;
    const found = await api('/api/v1/admin/{t}/{t}/0/search-voters?acno=38&partno=1');
    const voters = (found.body.voters as Array<{ id: number; partno: number; slnoinpart: number; name: string }>).slice(0, 10);
    for (const v of voters)
      expect((await api('/api/v1/admin/{t}/voter-info-add', { method: 'POST', body: { user_id: v.id, voter_group_id: String(id) } })).status).toBe(200);

    await page.goto(`${demo.ctx.server.url}/voter-slist?id=${id}`);
    await page.locator('main[data-path="/voter-slist"]').waitFor();
    const rows = page.locator('main tbody tr');
    await rows.nth(9).waitFor();
    const serial = String(voters[3].slnoinpart);
    await page.getByTestId('group-voter-filters').getByLabel('Serial in part').fill(serial);
    await page.waitForFunction((s) => {
      const r = [...document.querySelectorAll('main tbody tr')];
      return r.length > 0 && r.every((tr) => tr.querySelectorAll('td')[2]?.textContent?.includes(s));
    }, serial);
    const name = voters[3].name.split(' ')[0].toUpperCase();
    await page.getByTestId('group-voter-filters').getByLabel('Name').fill(name);
    await rows.filter({ hasText: voters[3].name }).waitFor();
    await bothWidths('voter-slist-filters-en');
    await page.getByTestId('group-voter-filters').getByLabel('Name').fill('no one has this name');
    await page.getByText('No voters in this group yet').or(page.locator('main .empty-state')).first().waitFor();

    await page.getByRole('combobox', { name: 'Choose a language' }).selectOption('mr');
    await page.getByText(mr['voterGroup.filtersLegend']).waitFor();
    await page.getByTestId('group-voter-filters').getByLabel(mr['voterSearch.colName']).fill('');
    await page.getByTestId('group-voter-filters').getByLabel(mr['voterGroup.colSerial']).fill('');
    await rows.nth(9).waitFor();
    await bothWidths('voter-slist-filters-mr');
    await page.getByRole('combobox', { name: mr['layout.chooseLanguage'] }).selectOption('en');
  });
});
