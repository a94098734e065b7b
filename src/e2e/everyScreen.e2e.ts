// Every menu page of the demo organisation, on a phone (390x844) and at 1366x768, in a real
// browser: no page is wider than the screen and every row action can be reached on the phone;
// no table cell's content is wider than its cell at 1366 px; axe-core finds no serious or
// critical fault; each page has its own document title in the page's language; the keyboard
// gets a skip link and, after a failed submit, the first invalid field.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newPage, pageShown, SHOTS, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const AXE = path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js');

interface MenuPage {
  path: string;
  label: string;
}
let menu: MenuPage[] = [];

/** Every page of the sidebar, submenus opened, in the menu's order. */
async function menuPages(page: Page): Promise<MenuPage[]> {
  await page.setViewportSize({ width: 1400, height: 900 });
  const closed = page.locator('.sidebar-nav button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return page
    .locator('.sidebar-nav a')
    .evaluateAll((links) => links.map((a) => ({ path: new URL((a as HTMLAnchorElement).href).pathname, label: a.textContent!.trim() })));
}

/** Moves to `to` inside the console (no reload) and waits until its content has loaded. */
async function open(page: Page, to: string) {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await pageShown(page, to);
  await page.waitForFunction(() => !document.querySelector('main .page-loading, main .table-loading, main [aria-busy="true"]'));
  // a frame for what the last answer rendered
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function chooseLanguage(page: Page, locale: 'en' | 'hi' | 'mr') {
  await page.locator('.topbar .language-select select').selectOption(locale);
  await page.waitForFunction((l) => document.documentElement.lang === l, locale);
}

/** What sticks out of the screen on the right without a box of its own to scroll it, and the row actions off screen. */
function phoneFaults(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (e: Element) =>
      `${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}.${[...e.classList].join('.')} "${(e.textContent ?? '').trim().slice(0, 30)}"`;
    const scrolledInside = (e: Element) => {
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return true;
      }
      return false;
    };
    const visible = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
    };
    const wide: string[] = [];
    for (const e of document.querySelectorAll('body *')) {
      if (!visible(e) || scrolledInside(e)) continue;
      if (e.getBoundingClientRect().right > width + 1) wide.push(describe(e));
    }
    const actions: string[] = [];
    for (const e of document.querySelectorAll('main tbody tr :is(button, a, select, input)')) {
      if (!visible(e)) continue;
      const r = e.getBoundingClientRect();
      if (r.left < -1 || r.right > width + 1) actions.push(describe(e));
    }
    const small: string[] = [];
    for (const e of document.querySelectorAll(
      // the language box is the target of its select (the select fills it inside its border)
      '.topbar :is(button, .language-select), main :is(button, select, .form-control, a.btn), .sidebar-nav .nav-link',
    )) {
      if (!visible(e) || e.closest('.leaflet-container')) continue;
      if (e.getBoundingClientRect().height < 43.5) small.push(`${describe(e)} ${Math.round(e.getBoundingClientRect().height)}px`);
    }
    return { pageWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 8), actions: actions.slice(0, 8), small: small.slice(0, 8) };
  });
}

/** Table cells whose content is wider than the cell, a select's chosen text included. */
function clippedCells(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const out: string[] = [];
    // a column pushed out of its table's box, to be scrolled to
    for (const box of document.querySelectorAll<HTMLElement>('main .table-responsive')) {
      if (box.scrollWidth > box.clientWidth + 1) {
        const hidden = [...box.querySelectorAll<HTMLElement>('thead th')].filter(
          (th) => th.getBoundingClientRect().right > box.getBoundingClientRect().right + 1,
        );
        out.push(`table ${box.closest('[data-testid]')?.getAttribute('data-testid') ?? ''} hides ${hidden.map((th) => th.dataset.column).join(', ')}`);
      }
    }
    for (const td of document.querySelectorAll<HTMLElement>('main tbody td')) {
      const cell = td.getBoundingClientRect();
      const name = `${td.dataset.column} "${(td.textContent ?? '').trim().slice(0, 30)}"`;
      if (td.scrollWidth > td.clientWidth + 1) out.push(`${name}: ${td.scrollWidth} > ${td.clientWidth}`);
      for (const child of td.querySelectorAll('*')) {
        const r = child.getBoundingClientRect();
        if (r.width > 0 && (r.right > cell.right + 1 || r.left < cell.left - 1)) out.push(`${name}: ${child.tagName} sticks out`);
      }
      for (const select of td.querySelectorAll('select')) {
        const style = getComputedStyle(select);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions[0]?.text ?? '';
        // room for the text: the box less its padding and the arrow
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
        if (canvas.measureText(text).width > room + 1) out.push(`${name}: select shows "${text}" in ${Math.round(room)} px`);
      }
    }
    return out;
  });
}

const slug = (p: string) => p.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';

describe('every screen of the console', () => {
  beforeAll(async () => {
    menu = await menuPages(demo.page);
  });

  it('lists the menu pages of the demo organisation', () => {
    expect(menu.length).toBeGreaterThan(20);
    expect(menu.map((m) => m.path)).toEqual(expect.arrayContaining(['/dashboard', '/task', '/request_vehicle', '/poll-day', '/area']));
  });

  it.each(['en', 'hi'] as const)('fits a 390x844 phone on every menu page (%s): nothing wider than the screen, every row action on it', async (locale) => {
    const page = demo.page;
    await page.setViewportSize(PHONE);
    await chooseLanguage(page, locale);
    const faults: Record<string, unknown> = {};
    for (const m of menu) {
      await open(page, m.path);
      const f = await phoneFaults(page);
      if (f.pageWidth > f.width || f.wide.length || f.actions.length || f.small.length) faults[m.path] = f;
      if (['/dashboard', '/task', '/area', '/poll-day', '/voter-search', '/request_vehicle', '/office', '/audit-log'].includes(m.path)) {
        await shot(page, `phone-${slug(m.path)}-${locale}`);
        await page.screenshot({ path: path.join(SHOTS, `phone-${slug(m.path)}-${locale}-top.png`) });
      }
    }
    expect(faults).toEqual({});
  });

  it('clips no column at 1366x768 on the dashboard, the vehicle requests and the tasks', async () => {
    const page = demo.page;
    await page.setViewportSize(LAPTOP);
    await chooseLanguage(page, 'en');
    // as an administrator sees it: the menu open beside the page
    const menuButton = page.locator('.topbar .icon-button[aria-expanded]').first();
    if ((await menuButton.getAttribute('aria-expanded')) === 'false') await menuButton.click();
    await page.locator('.sidebar:not(.collapsed)').waitFor();
    const faults: Record<string, string[]> = {};
    for (const p of ['/dashboard', '/request_vehicle', '/task', '/report-top-center', '/report-least-center']) {
      await open(page, p);
      if (p === '/dashboard') await page.getByTestId('top-centres').locator('tbody tr').first().waitFor();
      if (p === '/task') await page.locator('main tbody tr').first().waitFor();
      const clipped = await clippedCells(page);
      if (clipped.length) faults[p] = clipped;
      await shot(page, `laptop-${slug(p)}-en`);
    }
    expect(faults).toEqual({});
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
