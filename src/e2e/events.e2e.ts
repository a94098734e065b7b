// Events in a real browser, as the demo admin: an event added with its place found by search and
// its times in India time, shown in the list and among the dashboard's upcoming events, the form
// in Marathi, then deleted through the confirm dialogs.
import type { Page } from 'playwright-core';
import moment from 'moment-timezone';
import mr from '../../i18n/mr.json';
import { confirmDialog, pageShown, reloadList, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

const eventRow = (name: string) => page.locator('main tbody tr', { hasText: name });

describe('events in the browser', () => {
  const name = 'Badnera Chowk Sabha';
  const day = moment.tz('Asia/Kolkata').add(2, 'days').format('YYYY-MM-DD');

  it('adds an event with its place and India times, refusing it first without its required fields', async () => {
    await page.getByRole('link', { name: 'Events', exact: true }).click();
    await pageShown(page, '/events');
    await page.getByRole('link', { name: 'Add event' }).click();
    await pageShown(page, '/add-event');
    await page.getByRole('button', { name: 'Add Event' }).click();
    await page.getByText('Event name is required.').waitFor();
    await page.getByText('Location selection is required.').waitFor();
    await confirmDialog(page, 'Validation Error', 'Please fix the errors in the form.');

    await page.getByLabel('Event name').fill(name);
    await page.getByLabel(/^Start/).fill(`${day}T18:00`);
    await page.getByLabel(/^End/).fill(`${day}T20:30`);
    await page.getByLabel(/^Area/).selectOption({ index: 1 });
    await page.getByLabel(/^Voter group/).selectOption({ index: 1 });
    await page.getByLabel(/^First contact/).selectOption({ index: 1 });
    // the demo is a candidate installation: the event names its candidate
    await page.getByLabel(/^Candidate/).selectOption({ index: 1 });
    await page.getByRole('checkbox', { name: 'Rajapeth Booth Team' }).check();
    await page.getByRole('combobox', { name: /Place \(search a place in India\)/ }).fill('Rajapeth');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /Rajapeth/ })
      .first()
      .click();
    await shot(page, 'event-add');
    await page.getByRole('button', { name: 'Add Event' }).click();
    await confirmDialog(page, 'Success', 'Event added successfully!');
    await pageShown(page, '/events');
    await eventRow(name).waitFor();
    const when = moment.tz(`${day} 18:00`, 'Asia/Kolkata').format('D MMM YYYY');
    expect((await eventRow(name).locator('td').allInnerTexts()).join(' ')).toContain(when);
  });

  it('shows the event among the upcoming events of the dashboard', async () => {
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await pageShown(page, '/dashboard');
    const upcoming = page.getByTestId('upcoming-events').locator('li', { hasText: name });
    await upcoming.waitFor();
    // its start as saved: 18:00 India time of the day chosen
    const start = await upcoming.locator('time').getAttribute('datetime');
    expect(new Date(start!).toISOString()).toBe(moment.tz(`${day} 18:00`, 'Asia/Kolkata').toISOString());
    expect(await upcoming.locator('strong').innerText()).toBe(name);
  });

  it('shows the event form in Marathi', async () => {
    await page.getByRole('link', { name: 'Events', exact: true }).click();
    await eventRow(name)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await page.waitForURL('**/edit-event/*');
    await page.getByLabel('Choose a language').selectOption('mr');
    await page.getByRole('button', { name: mr['event.updateButton'] }).waitFor();
    // the saved event in the form, under the Marathi labels
    expect(await page.getByLabel(mr['event.name']).inputValue()).toBe(name);
    expect(await page.getByLabel(new RegExp(`^${mr['event.start']}`)).inputValue()).toBe(`${day}T18:00`);
    await shot(page, 'event-edit-mr');
    await page.getByLabel(mr['layout.chooseLanguage']).selectOption('en');
    await page.getByRole('link', { name: 'Back' }).click();
    await pageShown(page, '/events');
  });

  it('lists the event on the events report from the Reports menu', async () => {
    await page.getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('link', { name: 'Events Report' }).click();
    await pageShown(page, '/report-events');
    const reported = page.getByTestId('event-report').locator('tbody tr', { hasText: name });
    await reported.waitFor();
    expect(await reported.count()).toBe(1);
    expect(await reported.innerText()).toContain(moment.tz(`${day} 18:00`, 'Asia/Kolkata').format('D MMM YYYY'));
    await shot(page, 'event-report');
    await page.getByRole('link', { name: 'Events', exact: true }).click();
    await pageShown(page, '/events');
  });

  it('deletes the event through the confirm dialogs', async () => {
    await eventRow(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await confirmDialog(page, 'Are you sure?', "You won't be able to revert this!", { button: 'Yes, delete it!', chained: true });
    await confirmDialog(page, 'Deleted!', 'The Event has been deleted.');
    await eventRow(name).waitFor({ state: 'detached' });
    // gone from the server too, not only from the list on screen
    await reloadList(page, '/events');
    expect(await eventRow(name).count()).toBe(0);
  });
});
