// Social media posts in a real browser, as the demo admin: the seeded posts, a new post for an
// area and a team with an image, switched off on the list and on again on the report (each
// sending the status it is to have), the list in Hindi, and the post deleted.
import type { Page } from 'playwright-core';
import hi from '../../i18n/hi.json';
import { confirmDialog, pageShown, pngFile, reloadList, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

const row = (name: string) => page.locator('main tbody tr', { hasText: name });

describe('social media posts in the browser', () => {
  const title = 'Booth volunteers wanted';

  it('creates a post for an area and a team, with an image, and lists it', async () => {
    await page.getByRole('link', { name: 'Social Media Post', exact: true }).click();
    await pageShown(page, '/social-media-post');
    await row('Padyatra invitation').waitFor();
    await page.getByRole('link', { name: 'Add post' }).click();
    await pageShown(page, '/social-media-post-add');
    const form = page.locator('main');
    await form.getByLabel(/^Title/).fill(title);
    await form.getByLabel(/^Platform/).selectOption({ label: 'Instagram' });
    await form.getByLabel(/^Start date/).fill('2026-12-10');
    await form.getByLabel(/^End date/).fill('2026-12-12');
    await form.getByLabel(/^Text/).fill('Give two hours on polling day.');
    await form.getByRole('checkbox', { name: 'Rajapeth', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Rajapeth Booth Team' }).check();
    const file = pngFile('poster.png');
    await form.getByLabel(/^Image/).setInputFiles(file);
    await shot(page, 'social-post-add');
    await form.getByRole('button', { name: 'Create post' }).click();
    await confirmDialog(page, 'Success', 'Social media post created successfully!');
    await pageShown(page, '/social-media-post');
    expect(await row(title).locator('td').allInnerTexts()).toEqual(
      expect.arrayContaining([title, 'Rajapeth', 'Rajapeth Booth Team', 'Instagram', '10 Dec 2026', '12 Dec 2026']),
    );
  });

  it('switches it off on the list and on again on the report', async () => {
    await row(title).locator('label.switch').click();
    await confirmDialog(page, 'Success', 'Post inactivated successfully!');
    await row(title).getByText('Inactive').waitFor();
    await page.getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('link', { name: 'Social Media Post Report' }).click();
    await pageShown(page, '/report-social-media-post');
    await row(title).getByText('Inactive').waitFor();
    await row(title).locator('label.switch').click();
    await confirmDialog(page, 'Success', 'Post activated successfully!');
    await row(title).getByText('Active', { exact: true }).waitFor();
    expect(await row(title).getByText('Inactive').count()).toBe(0);
    await shot(page, 'social-post-report');
    // the status the server holds: Active on the list, loaded afresh
    await page.getByRole('link', { name: 'Social Media Post', exact: true }).click();
    await pageShown(page, '/social-media-post');
    await reloadList(page, '/social-media-post');
    expect(await row(title).getByText('Active', { exact: true }).count()).toBe(1);
    expect(await row(title).getByText('Inactive').count()).toBe(0);
  });

  it('shows the list in Hindi, and deletes the post', async () => {
    await page.getByRole('link', { name: 'Social Media Post', exact: true }).click();
    await pageShown(page, '/social-media-post');
    await page.getByLabel('Choose a language').selectOption('hi');
    await page.getByRole('heading', { name: hi['socialPost.title'] }).waitFor();
    await row(title).getByText(hi['platform.instagram']).waitFor();
    expect(await row(title).locator('td').allInnerTexts()).toEqual(expect.arrayContaining([title, hi['platform.instagram']]));
    expect(await page.locator('main thead').innerText()).toContain(hi['socialPost.platform']);
    await shot(page, 'social-post-list-hi');
    await page.getByLabel(hi['layout.chooseLanguage']).selectOption('en');
    await row(title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    await confirmDialog(page, 'Are you sure?', "You won't be able to revert this!", { button: 'Yes, delete it!', chained: true });
    await confirmDialog(page, 'Deleted!', 'The post has been deleted.');
    await row(title).waitFor({ state: 'detached' });
    await reloadList(page, '/social-media-post');
    expect(await row(title).count()).toBe(0);
  });
});
