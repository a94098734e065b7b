// Every menu page of the demo organisation, on a phone (390x844) and at 1366x768, in a real
// browser: no page is wider than the screen and every row action can be reached on the phone;
// no table cell's content is wider than its cell at 1366 px (everyScreenA11y.e2e.ts: the keyboard
// and axe-core).
import type { Page } from 'playwright-core';
import { shot, useDemoAdminPage } from './harness';
import { chooseLanguage, menuPages, open, type MenuPage } from './menuWalk';

const demo = useDemoAdminPage();
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

let menu: MenuPage[] = [];

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
        await shot(page, `phone-${slug(m.path)}-${locale}-top`, { top: true });
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
});
