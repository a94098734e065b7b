// Roll editions in a real browser: the demo's roll (one edition of each part) and a final roll of
// part 1 uploaded as the console does it (12 electors left out, one deleted as shifted); the
// admin opens Roll Editions for part 1, sees the two editions compared (counts, reasons), ours who
// were deleted, sets the older edition's kind to draft, and does the same in Marathi; then, in
// Marathi, sets a claims period, drafts a Form 6 (refused under 18 first) and a Form 7, sees them
// flagged as the period ends, and prints the agent's sheet (looked at as a PNG); files the Form 6,
// sees the claims period on the dashboard, uploads a supplement through the upload form (its
// edition's kind and dates chosen there, a bad qualifying date refused at its field) that brings
// the Form 6's person onto the roll (matched by name, relative, age and house: accepted), and
// sees the scoreboard. Screenshots at 1366 and 390 px.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import en from '../../i18n/en.json';
import mr from '../../i18n/mr.json';
import { rollRows, csvLine } from '../server/roll/generator';
import { ECI_COLUMNS, STATUS_COLUMNS } from '../server/roll/eci';
import { cspViolations, pageShown, shot, SHOTS, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

async function signInApi() {
  const res = await fetch(`${demo.ctx.server.url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.local', password: 'Demo@12345' }),
  });
  const body = (await res.json()) as { accessToken: string; user: { org_id: number } };
  return { token: body.accessToken, base: `${demo.ctx.server.url}/api/v1/admin/${body.user.org_id}` };
}

/** Part 1 of the demo roll as its final edition: serials 1-12 left out, 13 deleted as shifted. */
function finalPart1() {
  const cols = [...ECI_COLUMNS, ...STATUS_COLUMNS];
  const rows = [...rollRows({ acno: 38, parts: 10, perPart: 300, seed: 2024 })].filter((r) => r.PART_NO === '1');
  const kept = rows.filter((r) => Number(r.SLNOINPART) > 13).map((r) => ({ ...r, STATUS: '', REASON: '' }));
  const gone = { ...rows.find((r) => r.SLNOINPART === '13')!, STATUS: 'D', REASON: 'Shifted' };
  return csvLine(cols) + [...kept, gone].map((r) => csvLine(cols.map((c) => (r as Record<string, string>)[c] ?? ''))).join('');
}

async function uploadFinal() {
  const a = await signInApi();
  const res = await fetch(`${a.base}/voter-import?name=final-part-1.csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${a.token}`, 'content-type': 'text/csv' },
    body: finalPart1(),
  });
  expect(res.status).toBeLessThan(300);
  const { job } = (await res.json()) as { job: { id: string } };
  for (let i = 0; i < 600; i++) {
    const j = (await (await fetch(`${a.base}/voter-import/${job.id}`, { headers: { authorization: `Bearer ${a.token}` } })).json()) as { state: string };
    if (j.state !== 'running') return expect(j.state).toBe('done');
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the import did not end');
}

describe('roll editions in the browser', () => {
  it('compares the demo roll with a final roll of part 1 and lists ours deleted', async () => {
    await uploadFinal();
    await page.getByRole('link', { name: en['editions.menu'], exact: true }).click();
    await pageShown(page, '/roll-editions');
    await page.getByLabel(en['editions.part']).selectOption('1');
    await page.getByTestId('editions-table').locator('tbody tr').nth(1).waitFor();
    const counts = page.getByTestId('editions-counts');
    await counts.getByText(en['editions.reason.shifted']).waitFor();
    expect(await counts.textContent()).toContain(`13 ${en['editions.change.deleted']}`);
    await page
      .getByTestId('editions-diff')
      .locator('tbody tr')
      .first()
      .getByText(/^Deleted/)
      .waitFor();
    await page.getByRole('heading', { name: en['editions.oursTitle'].replace('{part}', '1') }).waitFor();
    await shot(page, 'editions-en');

    // the older edition was the draft
    await page
      .getByTestId('editions-table')
      .locator('tbody tr')
      .nth(1)
      .getByRole('button', { name: /Edit|Edition/ })
      .click();
    await page.getByRole('dialog').getByLabel(en['editions.colKind']).selectOption('draft');
    await page.getByRole('dialog').getByLabel(en['editions.colQualifying']).fill('2026-02-01');
    await page.getByTestId('edition-save').click();
    await page.getByRole('dialog').getByText(en['editions.qualifyingInvalid']).waitFor();
    await page.getByRole('dialog').getByLabel(en['editions.colQualifying']).fill('2026-01-01');
    await page.getByTestId('edition-save').click();
    await page.locator('.swal2-confirm').click();
    await page.getByTestId('editions-table').getByText(en['editions.kind.draft']).waitFor();

    await page.getByLabel('Choose a language').selectOption('mr');
    await page.getByRole('heading', { name: mr['editions.compareTitle'] }).waitFor();
    await page.getByTestId('editions-counts').getByText(mr['editions.reason.shifted']).waitFor();
    expect(await cspViolations(page)).toEqual([]);
    await shot(page, 'editions-mr');
  });

  it('drafts two claims in Marathi, flags them near the period end and prints the agent sheet', async () => {
    await page.getByRole('link', { name: mr['claims.menu'], exact: true }).click();
    await pageShown(page, '/claims');
    // the period ends tomorrow: drafted claims are flagged
    const day = (n: number) => new Date(Date.now() + 5.5 * 3600000 + n * 86400000).toISOString().slice(0, 10);
    await page.getByLabel(mr['claims.periodStart']).fill(day(-5));
    await page.getByLabel(mr['claims.periodEnd']).fill(day(-6));
    await page.getByRole('button', { name: mr['claims.periodSave'] }).click();
    await page.getByTestId('claims-period').getByText(mr['claims.endBeforeStart']).waitFor();
    await page.getByLabel(mr['claims.periodEnd']).fill(day(1));
    await page.getByRole('button', { name: mr['claims.periodSave'] }).click();
    await page.getByTestId('claims-period').getByText(/ते/).waitFor();

    const closed = async () => {
      await page.locator('.swal2-confirm').click();
      await page.locator('.swal2-container').waitFor({ state: 'detached' });
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    };
    const draft = async (fill: Record<string, string>, form: string) => {
      await page.getByTestId('claim-add').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(mr['claims.colForm']).selectOption(form);
      for (const [field, value] of Object.entries(fill)) await dialog.locator(`[name="${field}"]`).fill(value);
      await page.getByTestId('claim-save').click();
    };
    // Form 6 for a person the final roll dropped: too young first, said by the field
    await draft(
      {
        partno: '1',
        slnoinpart: '5',
        name: 'सक्षी ठाकरे',
        relative_name: 'उमेश ठाकरे',
        age: '17',
        house_no: '16',
      },
      '6',
    );
    await page.getByRole('dialog').getByText(mr['claims.ageUnder18']).waitFor();
    await page.getByRole('dialog').locator('[name="age"]').fill('18');
    await page.getByTestId('claim-save').click();
    await closed();
    // Form 7 for an entry of the roll
    await draft(
      {
        partno: '1',
        slnoinpart: '20',
        name: 'Ramesh',
        epic_no: 'KDV1234567',
        reason: 'मृत्यू',
      },
      '7',
    );
    await closed();
    await page.getByTestId('claims-table').locator('tbody tr').nth(1).waitFor();
    await page.getByTestId('claims-flagged').waitFor();
    await shot(page, 'claims-mr');

    await page.getByLabel(mr['claims.language']).selectOption('mr');
    const download = page.waitForEvent('download');
    await page.getByTestId('claims-print').click();
    const file = path.join(os.tmpdir(), `claims-${Date.now()}.pdf`);
    await (await download).saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    fs.mkdirSync(SHOTS, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', file, path.join(SHOTS, 'claims-sheet-mr')]);
  });

  it('files the Form 6, sees the period on the dashboard, and a supplement chosen on the upload form accepts it', async () => {
    const go = async (to: string) => {
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, to);
      await pageShown(page, to);
    };
    const today = new Date(Date.now() + 5.5 * 3600000).toISOString().slice(0, 10);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: mr['claims.editNamed'].replace('{name}', 'सक्षी ठाकरे') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[name="status"]').selectOption('filed');
    await dialog.locator('[name="filed_on"]').fill(today);
    await dialog.locator('[name="ack_no"]').fill('F6-38-1-0001');
    await page.getByTestId('claim-save').click();
    await page.locator('.swal2-confirm').click();
    await dialog.waitFor({ state: 'detached' });

    await go('/dashboard');
    const card = page.getByTestId('claims-period-card');
    await card.getByText(mr['claims.dashOursDeleted']).waitFor();
    await shot(page, 'dashboard-claims-mr-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'dashboard-claims-mr-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    // the supplement: the Form 6's person on the roll, as the roll prints her
    const base = [...rollRows({ acno: 38, parts: 10, perPart: 300, seed: 2024 })].find((r) => r.PART_NO === '1' && r.SLNOINPART === '300')!;
    const person = {
      ...base,
      SLNOINPART: '301',
      EPIC_NO: 'KDV9990001',
      FM_NAME_EN: 'Sakshi',
      LASTNAME_EN: 'Thakare',
      FM_NAME_V1: 'सक्षी',
      LASTNAME_V1: 'ठाकरे',
      RLN_FM_NM_EN: 'Umesh',
      RLN_L_NM_EN: 'Thakare',
      RLN_FM_NM_V1: 'उमेश',
      RLN_L_NM_V1: 'ठाकरे',
      AGE: '18',
      C_HOUSE_NO: '16',
    };
    const file = path.join(os.tmpdir(), `supplement-part-1-${Date.now()}.csv`);
    fs.writeFileSync(file, csvLine(ECI_COLUMNS) + csvLine(ECI_COLUMNS.map((c) => (person as Record<string, string>)[c] ?? '')));
    await go('/import-voter-roll');
    await page.locator('#roll-check-first').uncheck();
    await page.locator('#roll-mode').selectOption('supplement');
    await page.setInputFiles('#roll-file', file);
    await page.locator('#roll-edition_kind').selectOption('supplement');
    await page.locator('#roll-roll_date').fill(today);
    await page.locator('#roll-qualifying_date').fill(`${today.slice(0, 4)}-02-01`);
    await page.locator('#roll-qualifying_date-error').getByText(mr['editions.qualifyingInvalid']).waitFor();
    expect(await page.locator('.import-actions button[type=submit]').isDisabled()).toBe(true);
    await page.locator('#roll-qualifying_date').fill(`${today.slice(0, 4)}-01-01`);
    await shot(page, 'import-edition-mr-1366');
    await page.locator('.import-actions button[type=submit]').click();
    await page.getByTestId('import-summary').waitFor({ timeout: 60_000 });

    await go('/claims');
    const row = page.getByTestId('claims-table').locator('tbody tr', { hasText: 'सक्षी ठाकरे' });
    await row.getByText(mr['claims.status.accepted']).waitFor();
    const part1 = page.getByTestId('claims-score-parts').locator('tbody tr').first();
    // part, then drafted, filed, accepted, rejected, lapsed: the Form 7 still drafted, the Form 6 accepted
    expect((await part1.locator('td').allTextContents()).map((t) => t.trim())).toEqual(['1', '1', '0', '1', '0', '0']);
    await page.getByRole('heading', { name: mr['claims.scoreTitle'] }).scrollIntoViewIfNeeded();
    await shot(page, 'claims-accepted-mr-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'claims-accepted-mr-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    // the edition the upload named
    const a = await signInApi();
    const editions = (await (await fetch(`${a.base}/editions?acno=38&partno=1`, { headers: { authorization: `Bearer ${a.token}` } })).json()) as {
      editions: Array<{ kind: string; roll_date: string; qualifying_date: string }>;
    };
    expect(editions.editions[0]).toMatchObject({ kind: 'supplement', roll_date: today, qualifying_date: `${today.slice(0, 4)}-01-01` });
    expect(await cspViolations(page)).toEqual([]);
  });
});
