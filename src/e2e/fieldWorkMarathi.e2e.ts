// The field-work, stock and social media screens in Marathi, as the demo admin: each opens with its Marathi title, none
// shows an English text of the catalogue, and each is photographed (looked at when they change).
import type { Page } from 'playwright-core';
import en from '../../i18n/en.json';
import mr from '../../i18n/mr.json';
import { shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(async () => {
  page = demo.page;
  await page.getByLabel('Choose a language').selectOption('mr');
  await page.getByRole('heading', { name: mr['dashboard.title'] }).waitFor();
});

type Key = keyof typeof mr;
// English texts of the catalogue that a Marathi page must not show: those Marathi says otherwise
// (not the ones with placeholders, which never show as written)
const english = Object.entries(en)
  .filter(([k, v]) => mr[k as Key] !== v && !v.includes('{') && /^[A-Za-z]/.test(v))
  .map(([, v]) => v)
  .reduce((set, v) => set.add(v), new Set<string>());

const SCREENS: Array<[path: string, title: Key, name: string]> = [
  ['/dashboard', 'dashboard.title', 'dashboard'],
  ['/team', 'team.title', 'team-list'],
  ['/events', 'event.title', 'event-list'],
  ['/add-event', 'event.addTitle', 'event-add'],
  ['/report-events', 'eventReport.title', 'event-report'],
  ['/task', 'task.title', 'task-list'],
  ['/add-task', 'task.addTitle', 'task-add'],
  ['/report-task', 'taskReport.title', 'task-report'],
  ['/vehicle', 'vehicle.title', 'vehicle-list'],
  ['/add-vehicle', 'vehicle.add', 'vehicle-add'],
  ['/request_vehicle', 'vehicleRequest.title', 'vehicle-requests'],
  ['/resources-type', 'resourceType.title', 'material-types'],
  ['/resources', 'resource.title', 'materials'],
  ['/social-media-post', 'socialPost.title', 'social-posts'],
  ['/social-media-post-add', 'socialPost.addTitle', 'social-post-add'],
  ['/report-social-media-post', 'socialPostReport.title', 'social-post-report'],
  ['/stock', 'stock.title', 'stock'],
  ['/stock-request', 'stock.historyTitle', 'stock-history'],
];

describe('the field-work screens in Marathi', () => {
  it.each(SCREENS)('%s opens in Marathi with no English text of the catalogue', async (path, title, name) => {
    // in-app navigation keeps the chosen language, as a user moving through the menu would
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.locator('main h1', { hasText: mr[title] }).first().waitFor();
    await page.locator('main tbody tr, main form, main .empty-state').first().waitFor();
    await page.waitForLoadState('networkidle');
    // every piece of text on its own (a label, a heading, an option, a button), so data that
    // merely contains an English phrase does not count
    const texts = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
      const out: string[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent?.trim()) out.push(n.textContent.trim());
      document
        .querySelectorAll('main [placeholder], main [aria-label]')
        .forEach((e) => out.push(e.getAttribute('placeholder') ?? e.getAttribute('aria-label') ?? ''));
      return out;
    });
    expect(texts.filter((t) => english.has(t))).toEqual([]);
    await shot(page, `mr-${name}`);
  });
});
