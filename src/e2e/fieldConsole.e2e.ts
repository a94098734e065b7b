// The console's field work in a real browser, as the demo admin: a page assigned from the
// voting-centre list, two more and two refusals from a CSV, then Field progress with the visits
// the demo's page in-charge synced from the phone side, a part opened on its pages, the map, and
// the Excel export read back. Both screens are photographed at 1366 px and at a phone's width.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import * as XLSX from 'sheetjs-style';
import hi from '../../i18n/hi.json';
import type { Page } from 'playwright-core';
import { cspViolations, confirmDialog, exportAs, pageShown, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

async function signInApi(email: string) {
  const res = await fetch(`${demo.ctx.server.url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@12345' }),
  });
  const body = (await res.json()) as { accessToken: string; user: { org_id: number } };
  return {
    headers: { authorization: `Bearer ${body.accessToken}`, 'content-type': 'application/json' },
    base: `${demo.ctx.server.url}/api/v1/admin/${body.user.org_id}`,
  };
}

/** The demo's page in-charge records ten visits on page 1-30 of part 1, as the field app syncs them. */
async function workerSyncs() {
  const w = await signInApi('field@demo.local');
  const download = (await (await fetch(`${w.base}/field/download`, { headers: w.headers })).json()) as { columns: string[]; voters: unknown[][] };
  const id = download.columns.indexOf('id');
  const outcomes = ['met', 'met', 'met', 'met', 'met', 'met', 'refused', 'refused', 'not_home', 'not_home'];
  const changes = download.voters.slice(0, 10).map((v, i) => ({
    id: crypto.randomUUID(),
    voter_id: v[id],
    kind: 'visit',
    fields: { outcome: outcomes[i], ...(outcomes[i] === 'met' ? { slip_delivered: true, supporter_level: 1 } : {}) },
    made_at: new Date().toISOString(),
  }));
  const res = await fetch(`${w.base}/field/sync`, { method: 'POST', headers: w.headers, body: JSON.stringify({ changes }) });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { counts: { applied: number } }).counts.applied).toBe(10);
}

async function photograph(name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.waitForTimeout(300);
  await shot(page, `${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  // a phone's sidebar covers the page: closed, as it starts there
  const toggle = page.getByRole('button', { name: 'Show or hide the menu' });
  // (the open sidebar covers its own toggle: a tap beside it closes it)
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await page.locator('.sidebar-backdrop').click({ position: { x: 370, y: 400 } });
  await page.waitForTimeout(300);
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

describe('field work in the console', () => {
  it('assigns a page from the voting-centre list and more from a CSV', async () => {
    await page.getByRole('link', { name: 'Voting Center Location' }).click();
    await pageShown(page, '/voting-center-location');
    await page.getByRole('link', { name: 'Assign part 2', exact: true }).click();
    await page.waitForURL('**/field-assignments?part=2');
    await page.locator('main[data-path="/field-assignments"]').waitFor();
    await expect(page.getByLabel('Part', { exact: false }).first().inputValue()).resolves.toBe('2');
    await page.getByLabel('Worker *').selectOption({ label: 'Sneha Raut' });
    await page.getByLabel('Serial from').fill('31');
    await page.getByLabel('Serial to').fill('60');
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await confirmDialog(page, 'Assigned', 'Assignment saved.');
    const list = page.getByTestId('field-assignments');
    await list.getByText('serials 31–60').waitFor();

    const csv = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'field-')), 'pages.csv');
    fs.writeFileSync(
      csv,
      ['email,part,from,to', 'field@demo.local,3,1,30', 'field2@demo.local,3,1,30', 'nobody@demo.local,4,1,30', 'field@demo.local,99,1,30', ''].join('\n'),
    );
    await page.setInputFiles('#field-bulk-file', csv);
    const rows = page.getByTestId('field-bulk-rows').locator('tbody tr');
    await page.getByTestId('field-bulk-result').getByText('2 assigned, 2 refused.').waitFor();
    expect(await rows.count()).toBe(4);
    expect(await rows.nth(0).textContent()).toContain('Assigned');
    expect(await rows.nth(2).textContent()).toContain('No user of the organisation has this email or phone.');
    expect(await rows.nth(3).textContent()).toContain('No electors of this part are on the roll.');
    // the list of all parts now has the CSV's pages
    await page.getByLabel('Part', { exact: true }).fill('');
    await page.waitForURL((u) => !u.search.includes('part='));
    await list.locator('tbody tr', { hasText: 'Sneha Raut' }).first().waitFor();
    expect(await cspViolations(page)).toEqual([]);
    await photograph('field-assignments');
  });

  it('shows the progress of the parts and pages, on the map too, and exports it', async () => {
    await workerSyncs();
    // from the Field work submenu, opened when it is folded
    const link = page.getByRole('link', { name: 'Field progress', exact: true });
    if (!(await link.isVisible())) await page.getByRole('button', { name: 'Field work' }).click();
    await link.click();
    await pageShown(page, '/field-progress');
    const table = page.getByTestId('field-progress');
    const part1 = table.locator('tr[data-part="1"]');
    await part1.getByText('Pratik Bhuyar, Sneha Raut').waitFor();
    await part1.getByRole('button', { name: 'Show the pages of part 1' }).click();
    const pageRow = table.locator('tr.field-page-row', { hasText: 'serials 1–30' });
    await pageRow.waitFor();
    // the page's last sync is the download just made, in India's time
    expect(await pageRow.textContent()).toMatch(/\d{2}:\d{2}/);
    expect(Number(await page.getByTestId('voting-centre-map').getAttribute('data-markers'))).toBeGreaterThan(0);
    expect(await page.locator('.leaflet-interactive').count()).toBeGreaterThan(0);

    const download = await exportAs(page, 'Export', 'Export as Excel');
    expect(download.suggestedFilename()).toBe('field_progress.xlsx');
    const wb = XLSX.read(fs.readFileSync((await download.path())!), { type: 'buffer' });
    expect(wb.SheetNames).toEqual(['Field progress']);
    const rows = XLSX.utils.sheet_to_json<Record<string, string | number>>(wb.Sheets['Field progress']);
    const page1 = rows.find((r) => r.Part === 1 && r.Page === 'serials 1–30')!;
    expect(page1.Workers).toBe('Pratik Bhuyar, Sneha Raut');
    expect(page1.Electors).toBe(30);
    expect(Number(page1.Reached)).toBeGreaterThanOrEqual(6);
    expect(Number(page1.Refusals)).toBeGreaterThanOrEqual(2);
    expect(Number(page1['Reached %'])).toBeCloseTo(Number(page1.Reached) / 30, 4);
    expect(rows.filter((r) => r.Page === 'All pages').length).toBe(10);
    expect(await cspViolations(page)).toEqual([]);
    await photograph('field-progress');

    // the same screen in Hindi, its pages opened
    await page.getByLabel('Choose a language').selectOption('hi');
    await page.getByRole('heading', { name: hi['fieldConsole.progressTitle'] }).waitFor();
    await table.locator('tr.field-page-row', { hasText: 'क्रमांक 1–30' }).waitFor();
    await shot(page, 'field-progress-hi-1366');
    await page.getByLabel(hi['layout.chooseLanguage']).selectOption('en');
  });
});
