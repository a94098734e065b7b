// Issue 4 screens in a real browser: the demo admin uploads a small generated roll with one bad row
// from the Import Voter Roll screen; the summary counts it and the rejected row shows its line
// and reason. A file without the ECI header is refused with the server's message first; an Excel
// workbook goes the same way. A revised roll is checked first (a dry run), then applied, and the
// elector it left out is listed as removed from the roll. A messy revision (renumbered, bad and
// missing ages, electors without EPIC, an unplaceable row) shows its warnings and the row held for
// review in Marathi, and removes only the elector it deleted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { csvLine, rollRows } from '../server/roll/generator';
import { ECI_COLUMNS } from '../server/roll/eci';
import XLSX from 'sheetjs-style';
import { newPage, pageShown, shot, signIn, useServerAndBrowser } from './harness';

const ctx = useServerAndBrowser({ DEMO_VOTERS: '300' });

/** 2 parts of 40 electors of constituency 39; the 5th elector (line 6) has no valid age, the 10th (line 11) no serial. */
function writeRoll(): string {
  const rows = [...rollRows({ acno: 39, parts: 2, perPart: 40, seed: 9 })];
  rows[4] = { ...rows[4], AGE: 'abc' };
  rows[9] = { ...rows[9], SLNOINPART: 'abc' };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roll-e2e-')), 'roll-39.csv');
  fs.writeFileSync(file, csvLine(ECI_COLUMNS) + rows.map((r) => csvLine(ECI_COLUMNS.map((c) => r[c]))).join(''));
  return file;
}

/** 1 part of 30 electors of constituency 40 as an Excel workbook, its ages and serials numbers. */
function writeWorkbook(): Buffer {
  const rows = [...rollRows({ acno: 40, parts: 1, perPart: 30, seed: 11 })];
  const numeric = new Set(['AC_NO', 'PART_NO', 'SLNOINPART', 'SECTION_NO', 'AGE']);
  const aoa = [[...ECI_COLUMNS], ...rows.map((r) => ECI_COLUMNS.map((c) => (numeric.has(c) && r[c] !== '' ? Number(r[c]) : r[c])))];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), 'Roll');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', bookSST: true, compression: true }) as Buffer;
}

type RollRow = Record<string, string>;

/** Writes rows as an ECI roll CSV in `dir`; the file's path. */
function writeCsv(dir: string, name: string, rows: RollRow[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, csvLine(ECI_COLUMNS) + rows.map((r) => csvLine(ECI_COLUMNS.map((c) => r[c] ?? ''))).join(''));
  return file;
}

/** The demo admin on Import Voter Roll, with `file` imported straight in and the form ready for the next. */
async function importedFirst(file: string) {
  const page = await newPage(ctx.browser, ctx.server.url);
  await signIn(page, ctx.server.url, 'admin@demo.local');
  await pageShown(page, '/dashboard');
  await page.getByRole('link', { name: 'Import Voter Roll' }).click();
  await pageShown(page, '/import-voter-roll');
  await page.locator('#roll-check-first').uncheck();
  await page.setInputFiles('#roll-file', file);
  await page.getByRole('button', { name: 'Upload and import' }).click();
  await page
    .getByTestId('import-summary')
    .getByText(`Import finished: ${path.basename(file)}`)
    .waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Import another file' }).click();
  return page;
}

describe('voter roll upload in the browser', () => {
  it('imports a generated roll with a bad age and an unplaceable row: the summary, the warning and the rejected row', async () => {
    const roll = writeRoll();
    const page = await newPage(ctx.browser, ctx.server.url);
    await signIn(page, ctx.server.url, 'admin@demo.local');
    await pageShown(page, '/dashboard');
    await page.getByRole('link', { name: 'Import Voter Roll' }).click();
    await pageShown(page, '/import-voter-roll');
    await page.getByRole('heading', { name: 'Import voter roll' }).waitFor();

    // The file chooser speaks the console's language, not the browser's ("Choose File").
    await page.getByLabel('Choose a language').selectOption('hi');
    await page.getByText('फ़ाइल चुनें', { exact: true }).waitFor();
    await page.getByText('कोई फ़ाइल नहीं चुनी गई').waitFor();
    await shot(page, 'roll-upload-chooser-hi');
    await page.getByLabel('भाषा चुनें').selectOption('en');
    await page.getByText('No file chosen').waitFor();

    // Imported at once here (the dry run is the next test's).
    await page.locator('#roll-check-first').uncheck();
    // Not a roll: the server names the missing columns.
    await page.setInputFiles('#roll-file', { name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from('name,age\nAsha,30\n') });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await page
      .getByTestId('import-error')
      .getByText('The first row of the file lacks the Election Commission columns AC_NO, PART_NO, SLNOINPART, FM_NAME_EN.')
      .waitFor();

    await page.setInputFiles('#roll-file', roll);
    expect(await page.getByTestId('import-error').count()).toBe(0);
    await page.getByRole('button', { name: 'Upload and import' }).click();
    const summary = page.getByTestId('import-summary');
    await summary.waitFor({ timeout: 60_000 });
    await summary.getByText('Import finished: roll-39.csv').waitFor();
    await summary.getByText('2 parts of constituency 39').waitFor();
    const count = async (name: string) => Number((await summary.locator(`[data-count="${name}"] dd`).innerText()).replace(/[^\d]/g, ''));
    expect(await count('rows')).toBe(80);
    expect(await count('inserted')).toBe(79);
    expect(await count('updated')).toBe(0);
    expect(await count('unchanged')).toBe(0);
    expect(await count('rejected')).toBe(1);
    expect(await count('warned')).toBe(1);
    // the elector with a bad age is placed, the age left empty; the row without a serial is not
    const rejected = page.getByTestId('import-rejected').locator('tbody tr');
    expect(await rejected.count()).toBe(1);
    expect(await rejected.locator('td').allInnerTexts()).toEqual(['11', 'SLNOINPART', 'SLNOINPART must be a whole number (found "abc").']);
    const warned = page.getByTestId('import-warnings').locator('tbody tr');
    expect(await warned.count()).toBe(1);
    expect((await warned.locator('td').allInnerTexts()).slice(0, 2)).toEqual(['6', 'AGE']);
    await shot(page, 'roll-upload-summary');
    // the reason in the user's language
    await page.getByLabel('Choose a language').selectOption('mr');
    await page.getByTestId('import-rejected').getByText('SLNOINPART पूर्ण संख्या असावी (आढळले: "abc").').waitFor();
    await shot(page, 'roll-upload-summary-mr');
    await page.getByLabel('भाषा निवडा').selectOption('en');

    // The same roll again: every good row is already there, unchanged.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await page.setInputFiles('#roll-file', roll);
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await summary.waitFor({ timeout: 60_000 });
    expect(await count('unchanged')).toBe(79);
    expect(await count('inserted')).toBe(0);

    // An Excel workbook, read as a stream on the server.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await page.setInputFiles('#roll-file', {
      name: 'roll-40.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: writeWorkbook(),
    });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await summary.getByText('Import finished: roll-40.xlsx').waitFor({ timeout: 60_000 });
    expect(await count('rows')).toBe(30);
    expect(await count('inserted')).toBe(30);
    expect(await count('rejected')).toBe(0);
    await page.context().close();
    fs.rmSync(path.dirname(roll), { recursive: true, force: true });
  });

  it('checks a revised roll first, applies it, and lists the elector it removed', async () => {
    const rows = [...rollRows({ acno: 41, parts: 1, perPart: 20, seed: 13 })];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roll-e2e-'));
    const write = (name: string, rs: RollRow[]) => writeCsv(dir, name, rs);
    // The revised roll: the first elector deleted, everyone after one serial up.
    const revised = write(
      'roll-41-revised.csv',
      rows.slice(1).map((r) => ({ ...r, SLNOINPART: String(Number(r.SLNOINPART) - 1) })),
    );
    const page = await importedFirst(write('roll-41.csv', rows));
    await page.locator('#roll-check-first').check();
    await page.setInputFiles('#roll-file', revised);
    await page.getByRole('button', { name: 'Upload and check' }).click();
    const plan = page.getByTestId('import-plan');
    await plan.getByText(/Checked roll-41-revised\.csv: nothing has changed yet/).waitFor({ timeout: 60_000 });
    const count = async (name: string) => Number((await plan.locator(`[data-count="${name}"] dd`).innerText()).replace(/[^\d]/g, ''));
    expect(await count('moved')).toBe(19);
    expect(await count('removed')).toBe(1);
    expect(await count('inserted')).toBe(0);
    const gone = plan.getByTestId('import-samples').locator('[data-kind=removed]');
    expect(await gone.innerText()).toContain(rows[0].EPIC_NO);
    await shot(page, 'roll-revision-plan');
    await page.getByLabel('Choose a language').selectOption('mr');
    await plan.getByText(/अजून काहीही बदललेले नाही/).waitFor();
    await shot(page, 'roll-revision-plan-mr');
    await page.getByLabel('भाषा निवडा').selectOption('en');

    // Nothing changed yet: nobody is listed as removed.
    await page.getByRole('link', { name: 'Removed from Roll' }).click();
    await pageShown(page, '/removed-voters');
    await page.getByText('Nobody has been removed').waitFor();
    await page.goBack();
    await pageShown(page, '/import-voter-roll');
    await plan.getByRole('button', { name: 'Apply' }).click();
    const summary = page.getByTestId('import-summary');
    await summary.getByText('Import finished: roll-41-revised.csv').waitFor({ timeout: 60_000 });
    expect(Number((await summary.locator('[data-count="removed"] dd').innerText()).replace(/[^\d]/g, ''))).toBe(1);

    await page.getByRole('link', { name: 'Removed from Roll' }).click();
    await pageShown(page, '/removed-voters');
    const table = page.getByTestId('removed-voters');
    await table.getByText(rows[0].EPIC_NO).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);
    await shot(page, 'removed-voters');
    await page.context().close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  it('checks a messy revision in Marathi: warnings and the row held for review before Apply, then the deleted elector only under Removed from Roll', async () => {
    const rows = [...rollRows({ acno: 42, parts: 1, perPart: 20, seed: 17 })];
    // two electors without EPIC who read as the same person (the last two serials)
    const twin = { ...rows[18], EPIC_NO: '' };
    rows[18] = twin;
    rows[19] = { ...twin, SLNOINPART: rows[19].SLNOINPART };
    // and one more without EPIC, matched as a person after the renumbering
    rows[6] = { ...rows[6], EPIC_NO: '' };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roll-e2e-'));
    const write = (name: string, rs: RollRow[]) => writeCsv(dir, name, rs);
    // The revision: the first elector deleted and everyone after one serial up, one twin left
    // out, an age of 150, a missing age, and a row whose part is not a number.
    const revisedRows: RollRow[] = rows.slice(1, 19).map((r) => ({ ...r, SLNOINPART: String(Number(r.SLNOINPART) - 1) }));
    revisedRows[2] = { ...revisedRows[2], AGE: '150' };
    revisedRows[3] = { ...revisedRows[3], AGE: '' };
    revisedRows.push({ ...rows[5], PART_NO: 'x', SLNOINPART: '40', EPIC_NO: 'ZZZ9999999' });
    const page = await importedFirst(write('roll-42.csv', rows));

    await page.getByLabel('Choose a language').selectOption('mr');
    await page.locator('#roll-check-first').check();
    await page.setInputFiles('#roll-file', write('roll-42-revised.csv', revisedRows));
    await page.getByRole('button', { name: 'अपलोड करा व तपासा' }).click();
    const plan = page.getByTestId('import-plan');
    await plan.getByText(/अजून काहीही बदललेले नाही/).waitFor({ timeout: 60_000 });
    const count = async (name: string) =>
      Number((await plan.locator(`[data-count="${name}"] dd`).innerText()).replace(/[^\d०-९]/g, '').replace(/[०-९]/g, (d) => String('०१२३४५६७८९'.indexOf(d))));
    expect(await count('warned')).toBe(2);
    expect(await count('held')).toBe(1);
    expect(await count('rejected')).toBe(1);
    expect(await count('removed')).toBe(1);
    expect(await count('inserted')).toBe(0);
    const warnings = plan.getByTestId('import-warnings');
    expect(await warnings.locator('tbody tr').count()).toBe(2);
    await warnings.getByText(/150/).waitFor();
    await plan.getByTestId('import-samples').locator('[data-kind=held]').first().waitFor();
    await shot(page, 'roll-revision-messy-plan-mr');

    await plan.getByRole('button', { name: 'लागू करा' }).click();
    const summary = page.getByTestId('import-summary');
    await summary.getByText(/roll-42-revised\.csv/).waitFor({ timeout: 60_000 });
    await page.getByLabel('भाषा निवडा').selectOption('en');
    await page.getByRole('link', { name: 'Removed from Roll' }).click();
    await pageShown(page, '/removed-voters');
    const table = page.getByTestId('removed-voters');
    await table.getByText(rows[0].EPIC_NO).waitFor();
    // nobody else: not the renumbered, not the elector without EPIC, not the twins held for review
    expect(await table.getByText(rows[0].EPIC_NO).count()).toBe(1);
    for (const r of [rows[1], rows[4], rows[5], rows[17]]) expect(await table.getByText(r.EPIC_NO).count()).toBe(0);
    await shot(page, 'roll-revision-messy-removed');
    await page.context().close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
