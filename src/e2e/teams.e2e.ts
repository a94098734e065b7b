// Teams in a real browser, as the demo admin: the seeded teams with their people, a new team with
// two in-charges and a member (a chosen in-charge leaves the other lists), the page in Marathi,
// and the delete through the confirm dialogs.
import type { Page } from 'playwright-core';
import mr from '../../i18n/mr.json';
import { confirmDialog, pageShown, reloadList, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

const teamRow = (name: string) => page.locator('main tbody tr', { hasText: name });
const optionTexts = (label: RegExp) => page.getByRole('dialog').getByLabel(label).locator('option').allInnerTexts();

describe('teams in the browser', () => {
  const name = 'Badnera Road Team';

  it('lists the seeded teams with their office, area, in-charges and members', async () => {
    await page.getByRole('link', { name: 'Team', exact: true }).click();
    await pageShown(page, '/team');
    await teamRow('Rajapeth Booth Team').waitFor();
    const cells = await teamRow('Rajapeth Booth Team').locator('td').allInnerTexts();
    // office, area, two in-charges and a member, all by name
    expect(cells.filter((c) => c && c !== '—').length).toBeGreaterThanOrEqual(6);
  });

  it('adds a team with two in-charges and a member, refusing it first without its required fields', async () => {
    await page.getByRole('button', { name: 'Add team' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Team name is required.').waitFor();

    await dialog.getByLabel('Team name').fill(name);
    await dialog.getByLabel(/^Office/).selectOption({ index: 1 });
    await dialog.getByLabel(/^Area/).selectOption({ index: 1 });
    const people = (await optionTexts(/In-charge 1/)).slice(1);
    expect(people.length).toBeGreaterThanOrEqual(3);
    await dialog.getByLabel(/In-charge 1/).selectOption({ label: people[0] });
    expect(await optionTexts(/In-charge 2/)).not.toContain(people[0]);
    await dialog.getByLabel(/In-charge 2/).selectOption({ label: people[1] });
    const members = dialog.getByRole('group', { name: 'Members' });
    expect(await members.getByRole('checkbox', { name: people[0] }).count()).toBe(0);
    await members.getByRole('checkbox', { name: people[2] }).check();
    await shot(page, 'team-add');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page, 'Success', 'Team added successfully!');
    await teamRow(name).waitFor();
    expect(await teamRow(name).locator('td').allInnerTexts()).toEqual(expect.arrayContaining([name, people[0], people[1], people[2]]));
  });

  it('shows the page in Marathi', async () => {
    await page.getByLabel('Choose a language').selectOption('mr');
    await page.getByRole('heading', { name: mr['team.title'], exact: true }).waitFor();
    await page.getByRole('columnheader', { name: mr['team.incharge1'] }).waitFor();
    const headers = await page.locator('main thead').innerText();
    for (const key of ['team.name', 'team.incharge1', 'team.incharge2'] as const) expect(headers).toContain(mr[key]);
    // the rows stay as they were: the team added above among them
    expect(await teamRow(name).count()).toBe(1);
    await shot(page, 'team-mr');
    await page.getByLabel(mr['layout.chooseLanguage']).selectOption('en');
    await page.getByRole('heading', { name: 'Teams' }).waitFor();
  });

  it('deletes the team through the confirm dialogs', async () => {
    await teamRow(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await confirmDialog(page, 'Are you sure?', "You won't be able to revert this!", { button: 'Yes, delete it!', chained: true });
    await confirmDialog(page, 'Deleted!', 'The Team has been deleted.');
    await teamRow(name).waitFor({ state: 'detached' });
    await reloadList(page, '/team');
    expect(await teamRow(name).count()).toBe(0);
    expect(await teamRow('Rajapeth Booth Team').count()).toBe(1);
  });
});
