// Every menu page of the demo organisation in a real browser, for the keyboard and the assistive
// technologies: axe-core finds no serious or critical fault; each page has its own document title
// in the page's language; the keyboard gets a skip link and, after a failed submit, the first
// invalid field.
import path from 'node:path';
import { newPage, pageShown, useDemoAdminPage } from './harness';
import { chooseLanguage, menuPages, open, type MenuPage } from './menuWalk';

const demo = useDemoAdminPage();
const LAPTOP = { width: 1366, height: 768 };
const AXE = path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js');
let menu: MenuPage[] = [];

describe('every screen of the console, by keyboard and screen reader', () => {
  beforeAll(async () => {
    menu = await menuPages(demo.page);
  });

  it('has no serious or critical axe-core violation on any menu page', async () => {
    // the console's script policy refuses an injected script: this page, in the same session, lets axe in
    const page = await newPage(demo.ctx.browser, demo.ctx.server.url, { storageState: await demo.page.context().storageState(), bypassCSP: true });
    await page.setViewportSize(LAPTOP);
    await page.goto(demo.ctx.server.url + '/dashboard');
    await pageShown(page, '/dashboard');
    await chooseLanguage(page, 'en');
    const faults: Record<string, string[]> = {};
    for (const m of menu) {
      await open(page, m.path);
      if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
      const found = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: (ctx: Document, o: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> };
          }
        ).axe;
        const r = await axe.run(document, { resultTypes: ['violations'] });
        return r.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id} (${v.impact}): ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(', ')}`,
          );
      });
      if (found.length) faults[m.path] = found;
    }
    await page.context().close();
    expect(faults).toEqual({});
  });

  it('titles each page by its name in English and Marathi', async () => {
    const page = demo.page;
    await page.setViewportSize({ width: 1400, height: 900 });
    const extra = ['/add-office', '/add-task', '/add-event', '/add-voters-group'];
    for (const [locale, app] of [
      ['en', 'Campaign Console'],
      ['mr', 'प्रचार कन्सोल'],
    ] as const) {
      await chooseLanguage(page, locale);
      const labels = await menuPages(page);
      const titles = new Map<string, string>();
      for (const m of labels) {
        await open(page, m.path);
        const title = await page.title();
        expect(title).toBe(`${m.label} · ${app}`);
        titles.set(m.path, title);
      }
      for (const p of extra) {
        await open(page, p);
        titles.set(p, await page.title());
      }
      // no two pages share a title, and each names the console in the page's language
      expect(new Set(titles.values()).size).toBe(titles.size);
      for (const t of titles.values()) expect(t.endsWith(` · ${app}`)).toBe(true);
      if (locale === 'mr') for (const t of titles.values()) expect(t).toMatch(/[\u0900-\u097F]/);
    }
    await chooseLanguage(page, 'en');
  });

  it('offers a skip link first, closes the settings on Escape and focuses the first invalid field after a failed submit', async () => {
    const page = demo.page;
    await page.setViewportSize(LAPTOP);
    await open(page, '/dashboard');
    await page.reload();
    await pageShown(page, '/dashboard');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.locator('.settings-panel').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.settings-panel').waitFor({ state: 'detached' });

    await open(page, '/add-task');
    await page.locator('main button[type="submit"]').click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    const first = await page.evaluate(() => document.querySelector('main [aria-invalid="true"]') === document.activeElement);
    expect(first).toBe(true);
  });
});
