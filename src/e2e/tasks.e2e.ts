// Tasks in a real browser, as the demo admin: a task for a demo event with two sub-tasks; one
// sub-task moved to Completed shows 50% in the task list, the task report and the dashboard; the
// forms in Marathi; the task deleted through the confirm dialogs.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import moment from 'moment-timezone';
import XLSX from 'sheetjs-style';
import mr from '../../i18n/mr.json';
import { confirmDialog, exportAs, pageShown, readPdf, reloadList, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

const row = (scope: string, name: string) => page.locator(`${scope} tbody tr`, { hasText: name });
const day = moment.tz('Asia/Kolkata').add(1, 'days').format('YYYY-MM-DD');

describe('tasks in the browser', () => {
  const name = 'Slip distribution, part 7';

  it('adds a task for an event, refusing it first without its required fields', async () => {
    await page.getByRole('link', { name: 'Task', exact: true }).click();
    await pageShown(page, '/task');
    await row('main', 'Route permission').waitFor();
    await page.getByRole('link', { name: 'Add task' }).click();
    await pageShown(page, '/add-task');
    await page.getByRole('button', { name: 'Add Task' }).click();
    await page.getByText('Task name is required.').waitFor();

    await page.getByLabel(/^Event/).selectOption({ label: 'Mahila Melava' });
    await page.getByLabel(/^Task name/).fill(name);
    await page.getByLabel(/^Assigned user/).selectOption({ index: 1 });
    await page.getByLabel(/^Team/).selectOption({ index: 1 });
    await page.getByLabel(/^Start/).fill(`${day}T09:00`);
    await page.getByLabel(/^End/).fill(`${day}T13:00`);
    await page.getByLabel(/^Special notes/).fill('Carry the printed slips');
    await page.getByLabel(/^Description/).fill('Every house of part 7');
    await page.getByRole('checkbox', { name: 'Bolero MH27 AB 1234' }).check();
    await shot(page, 'task-add');
    await page.getByRole('button', { name: 'Add Task' }).click();
    await confirmDialog(page, 'Success', 'Task added successfully!');
    await pageShown(page, '/task');
    await row('main', name).waitFor();
    expect((await row('main', name).locator('td').allInnerTexts()).join(' ')).toContain('0%');
  });

  it('gets two sub-tasks on its edit page, and one of them Completed makes it 50% done', async () => {
    await row('main', name)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await page.waitForURL('**/edit-task/*');
    for (const step of ['Collect the slips', 'Hand them out']) {
      await page.getByRole('button', { name: 'Add sub-task' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add sub-task' });
      await dialog.getByLabel(/^Sub-task name/).fill(step);
      await dialog.getByLabel(/^Description/).fill(`${step} for part 7`);
      await dialog.getByRole('button', { name: 'Add Sub-task' }).click();
      await confirmDialog(page, 'Success', 'Sub-task added successfully!');
      await row('[data-testid="sub-task-list"]', step).waitFor();
    }
    await page.getByRole('heading', { name: 'Sub-tasks (0% done)' }).waitFor();
    await page.getByRole('combobox', { name: 'Status of Collect the slips' }).selectOption({ label: 'Completed' });
    await confirmDialog(page, 'Success', 'SubTask status updated successfully!');
    await page.getByRole('heading', { name: 'Sub-tasks (50% done)' }).waitFor();
    await shot(page, 'task-edit-sub-tasks');

    await page.getByRole('link', { name: 'Task', exact: true }).click();
    await pageShown(page, '/task');
    await page.waitForFunction(
      (n) => [...document.querySelectorAll('main tbody tr')].some((r) => r.textContent!.includes(n) && r.textContent!.includes('50%')),
      name,
    );
    expect((await row('main', name).locator('td').allInnerTexts()).join(' ')).toContain('50%');
    // both sub-tasks listed under the task, one of them Completed
    const steps = page.locator('[data-testid="sub-task-list"] tbody tr');
    await row('main', name)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await page.waitForURL('**/edit-task/*');
    await row('[data-testid="sub-task-list"]', 'Hand them out').waitFor();
    expect(await steps.count()).toBe(2);
    expect(await page.getByRole('combobox', { name: 'Status of Collect the slips' }).locator('option:checked').innerText()).toBe('Completed');
    await page.getByRole('link', { name: 'Back' }).click();
    await pageShown(page, '/task');
    await shot(page, 'task-list');
  });

  it('shows 50% on the task report and on the dashboard', async () => {
    await page.getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('link', { name: 'Task Report' }).click();
    await pageShown(page, '/report-task');
    await page.waitForFunction(
      (n) => [...document.querySelectorAll('[data-testid="task-report"] tbody tr')].some((r) => r.textContent!.includes(n) && r.textContent!.includes('50%')),
      name,
    );
    await shot(page, 'task-report');
    // both files hold the task as the page shows it: the sheet with 50% as a number
    const xlsx = await exportAs(page, 'Export', 'Export as Excel');
    expect(xlsx.suggestedFilename()).toBe('tasks.xlsx');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(fs.readFileSync((await xlsx.path())!), { type: 'buffer' }).Sheets.Tasks, { header: 1 });
    expect(rows[0]).toEqual(['Task name', 'Description', 'Status %', 'Assigned user', 'Team', 'Special notes', 'Start', 'End', 'Status']);
    expect(rows.find((r) => r[0] === name)?.[2]).toBe(0.5);
    const pdf = await exportAs(page, 'Export', 'Export as PDF');
    expect(pdf.suggestedFilename()).toBe('tasks.pdf');
    const { png } = readPdf((await pdf.path())!, 'task-report-pdf');
    if (png) expect(fs.statSync(png).size).toBeGreaterThan(1000);

    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await pageShown(page, '/dashboard');
    await page.waitForFunction(
      (n) => [...document.querySelectorAll('main tr, main li')].some((r) => r.textContent!.includes(n) && r.textContent!.includes('50%')),
      name,
    );
  });

  it('shows the task screens in Marathi', async () => {
    await page.getByLabel('Choose a language').selectOption('mr');
    await page.getByRole('link', { name: mr['menu.task'], exact: true }).click();
    await pageShown(page, '/task');
    await page.getByRole('link', { name: mr['task.add'] }).waitFor();
    await shot(page, 'task-list-mr');
    await row('main', name)
      .getByRole('link', { name: new RegExp(name) })
      .click();
    await page.waitForURL('**/edit-task/*');
    await page.getByRole('button', { name: mr['task.updateButton'] }).waitFor();
    await page.getByRole('button', { name: mr['subTask.add'] }).waitFor();
    // the task's own values in the form under the Marathi labels
    expect(await page.getByLabel(new RegExp(`^${mr['task.name']}`)).inputValue()).toBe(name);
    await shot(page, 'task-edit-mr');
    await page.getByLabel(mr['layout.chooseLanguage']).selectOption('en');
    await page.getByRole('link', { name: 'Back' }).click();
    await pageShown(page, '/task');
  });

  it('changes its status in the list and deletes it through the confirm dialogs', async () => {
    await row('main', name)
      .getByRole('combobox', { name: `Status of ${name}` })
      .selectOption({ label: 'Work In Progress' });
    await confirmDialog(page, 'Success', 'Task status updated successfully!');
    // the status the server holds, read back after a reload
    await reloadList(page, '/task');
    expect(
      await row('main', name)
        .getByRole('combobox', { name: `Status of ${name}` })
        .locator('option:checked')
        .innerText(),
    ).toBe('Work In Progress');
    await row('main', name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await confirmDialog(page, 'Are you sure?', "You won't be able to revert this!", { button: 'Yes, delete it!', chained: true });
    await confirmDialog(page, 'Deleted!', 'The Task has been deleted.');
    await row('main', name).waitFor({ state: 'detached' });
    await reloadList(page, '/task');
    expect(await row('main', name).count()).toBe(0);
  });
});
