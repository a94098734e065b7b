// The console's field work in a real browser, as the demo admin: a page assigned from the
// voting-centre list, two more and two refusals from a CSV, then Field progress with the visits
// the demo's page in-charge synced from the phone side, a part opened on its pages, the map, and
// the Excel export read back. Both screens are photographed at 1366 px and at a phone's width.
// A part imported without its polling station's place is warned of on both screens (no survey of
// an area reaches its workers), until its place is set from the warning's link.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import * as XLSX from 'sheetjs-style';
import hi from '../../i18n/hi.json';
import type { Page } from 'playwright-core';
import { csvLine, epicFor, rollRows } from '../server/roll/generator';
import { ECI_COLUMNS } from '../server/roll/eci';
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

/**
 * Part 11 of the demo constituency, 6 electors, imported as a supplement whose rows carry no
 * coordinates: its voting centre is on record without a place. Then Sneha Raut is assigned it.
 */
async function partWithoutPlace() {
  const admin = await signInApi('admin@demo.local');
  // EPIC numbers far past the demo roll's, so no demo elector is taken for one of these
  const rows = [...rollRows({ acno: 38, parts: 1, perPart: 6, seed: 77, firstPart: 11 })].map((r, i) => ({
    ...r,
    EPIC_NO: epicFor(38, 900_000 + i),
    LATITUDE: '',
    LONGITUDE: '',
  }));
  const csv = csvLine(ECI_COLUMNS) + rows.map((r) => csvLine(ECI_COLUMNS.map((c) => r[c]))).join('');
  const started = await fetch(`${admin.base}/voter-import?name=part-11.csv&acno=38&mode=supplement`, {
    method: 'POST',
    headers: { ...admin.headers, 'content-type': 'application/octet-stream' },
    body: csv,
  });
  expect(started.status).toBe(202);
  const { job } = (await started.json()) as { job: { id: string } };
  let state = 'running';
  for (let i = 0; i < 120 && state === 'running'; i++) {
    await new Promise((r) => setTimeout(r, 250));
    state = ((await (await fetch(`${admin.base}/voter-import/${job.id}`, { headers: admin.headers })).json()) as { state: string }).state;
  }
  expect(state).toBe('done');
  const assigned = await fetch(`${admin.base}/field/assignments/bulk`, {
    method: 'POST',
    headers: admin.headers,
    body: JSON.stringify({ acno: 38, rows: [{ user: 'field2@demo.local', partno: '11' }] }),
  });
  expect(((await assigned.json()) as { counts: { assigned: number } }).counts.assigned).toBe(1);
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
    expect(Number(page1['Met at the door'])).toBeGreaterThanOrEqual(6);
    expect(Number(page1.Refusals)).toBeGreaterThanOrEqual(2);
    expect(Number(page1['Met %'])).toBeCloseTo(Number(page1['Met at the door']) / 30, 4);
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

  it("warns of a part whose polling station has no place on the map until it is set from the warning's link", async () => {
    await partWithoutPlace();
    const NOT_ON_MAP = "Not on the map: surveys of areas do not reach this part's workers.";
    // the assignments of part 11: its row warns, the others' do not
    const menu = page.getByRole('link', { name: 'Field assignments', exact: true });
    if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Field work' }).click();
    await menu.click();
    await pageShown(page, '/field-assignments');
    const list = page.getByTestId('field-assignments');
    // the first parts' rows (on the map) come first
    await list.locator('tbody tr', { hasText: 'serials 1–30' }).first().waitFor();
    expect(await list.getByTestId('field-off-map').count()).toBe(0);
    await page.getByLabel('Part', { exact: true }).fill('11');
    await page.waitForURL('**/field-assignments?part=11');
    const part11 = list.locator('tbody tr', { hasText: 'Sneha Raut' });
    await part11.getByText(NOT_ON_MAP).waitFor();
    expect(await part11.locator('td').first().textContent()).toMatch(/^11/);
    expect(await part11.getByRole('link', { name: 'Set the location of the polling station of part 11' }).getAttribute('href')).toMatch(
      /^\/edit-voting-center\/\d+$/,
    );
    await shot(page, 'field-off-map-assignments-1366');

    // the progress: beside part 11 and above the map, in Hindi too
    await page.getByRole('link', { name: 'Field progress', exact: true }).click();
    await pageShown(page, '/field-progress');
    // the import and the assignment were made behind the console's back: its cached progress is older
    await page.reload();
    await pageShown(page, '/field-progress');
    const table = page.getByTestId('field-progress');
    const row = table.locator('tr[data-part="11"]');
    await row.getByText(NOT_ON_MAP).waitFor();
    expect(await table.getByTestId('field-off-map').count()).toBe(1);
    const note = page.getByTestId('field-off-map-list');
    expect(await note.locator('li').allTextContents()).toEqual(['Part 11']);
    expect(await cspViolations(page)).toEqual([]);
    await photograph('field-off-map');
    await page.getByLabel('Choose a language').selectOption('hi');
    await row.getByText(hi['fieldConsole.offMap']).waitFor();
    await note.getByText(hi['fieldConsole.offMapTitle']).waitFor();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'field-off-map-hi-1366');
    await page.getByLabel(hi['layout.chooseLanguage']).selectOption('en');

    // the link opens the centre's location; a place picked on its map takes the warning away
    await row.getByRole('link', { name: 'Set the location of the polling station of part 11' }).click();
    await page.waitForURL('**/edit-voting-center/*');
    await page.locator('main[data-path^="/edit-voting-center/"]').waitFor();
    await page.getByText('Parts 11', { exact: false }).waitFor();
    await page.getByTestId('centre-map').locator('.map-frame').click();
    await page.getByTestId('centre-map-coords').waitFor();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await confirmDialog(page, 'Success', 'Details updated successfully!');
    await pageShown(page, '/voting-center-location');
    await page.getByRole('link', { name: 'Field progress', exact: true }).click();
    await pageShown(page, '/field-progress');
    await table.locator('tr[data-part="11"]').waitFor();
    expect(await table.getByTestId('field-off-map').count()).toBe(0);
    expect(await page.getByTestId('field-off-map-list').count()).toBe(0);
  });
});
