// Links in a real browser: a deep link opened signed out lands on its page after sign-in (through
// a reload of the sign-in page, which the server sends prerendered), and the voter search keeps
// its tab, filters, name and page in the address through a reload, Back and a shared link. So do
// the other lists: the tasks (a list of the CRUD kit) their page, the audit log its filter and
// page (a server-paged list of its own).
import type { Page } from 'playwright-core';
import { newPage, shot, useServerAndBrowser } from './harness';

const ctx = useServerAndBrowser();
let page: Page;
beforeAll(async () => {
  page = await newPage(ctx.browser, ctx.server.url);
});

/** The voter search shown, whatever its query string. */
async function searchShown(p: Page) {
  await p.waitForURL((u) => u.pathname === '/voter-search');
  await p.locator('main[data-path="/voter-search"]').waitFor();
}
const status = () => page.getByTestId('pager-status');
const pageText = () => page.locator('.server-pager-page');
const query = () => new URL(page.url()).searchParams;
const firstName = () => page.locator('main tbody tr').first().locator('.voter-name-primary').innerText();

/** The page at `path` shown, whatever its query string. */
async function listShown(p: Page, path: string) {
  await p.waitForURL((u) => u.pathname === path);
  await p.locator(`main[data-path="${path}"]`).waitFor();
}

/** A call of the console's own API with the session the page holds ({tenant} in the path is its tenant). */
async function api<T>(method: string, relative: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ method, relative, body }) => {
      const stored = JSON.parse(localStorage.getItem('persist:auth') ?? '{}') as Record<string, string>;
      const auth = Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, JSON.parse(v)])) as Record<string, unknown>;
      const res = await fetch(relative.replace('{tenant}', String(auth.tenantId)), {
        method,
        headers: { authorization: `Bearer ${auth.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${relative}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, relative, body },
  ) as Promise<T>;
}

describe('links', () => {
  it('a deep link opened signed out lands on its page, query and all, after sign-in', async () => {
    await page.goto(`${ctx.server.url}/voter-search?page=2`);
    await page.waitForURL('**/sign-in?next=*');
    expect(query().get('next')).toBe('/voter-search?page=2');
    // a reload of the sign-in page (the server's prerendered one) keeps where it leads
    await page.reload();
    await page.getByLabel('Email').fill('admin@demo.local');
    await page.getByLabel('Password').fill('Demo@12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await searchShown(page);
    expect(query().get('page')).toBe('2');
    await status()
      .filter({ hasText: /^11–20 of / })
      .waitFor();
    await pageText()
      .filter({ hasText: /^Page 2 of \d+$/ })
      .waitFor();
  });

  it('the voter search keeps its page through Back and a reload', async () => {
    const second = await firstName();
    await page.getByRole('button', { name: 'Next' }).click();
    await status()
      .filter({ hasText: /^21–30 of / })
      .waitFor();
    expect(query().get('page')).toBe('3');
    await page.goBack();
    await status()
      .filter({ hasText: /^11–20 of / })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/voter-search');
    expect(await firstName()).toBe(second);
    await page.reload();
    await status()
      .filter({ hasText: /^11–20 of / })
      .waitFor();
    expect(await firstName()).toBe(second);
  });

  it('keeps the tab, filters and name through a reload and Back, and a shared link opens the same search', async () => {
    await page.getByRole('tab', { name: 'Area wise' }).click();
    const area = page.getByLabel('Area', { exact: true });
    await area.locator('option').nth(1).waitFor({ state: 'attached' });
    const chosen = await area.locator('option').nth(1).getAttribute('value');
    await area.selectOption(chosen!);
    await page.getByLabel('Name').fill('इंदि');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('name') === 'इंदि');
    expect(query().get('tab')).toBe('area');
    expect(query().get('area')).toBe(chosen);
    const shared = page.url();

    await page.reload();
    await searchShown(page);
    await page.getByRole('tab', { name: 'Area wise', selected: true }).waitFor();
    await page.waitForFunction((v) => (document.getElementById('voter-area') as HTMLSelectElement | null)?.value === v, chosen);
    expect(await page.getByLabel('Name').inputValue()).toBe('इंदि');
    await shot(page, 'links-voter-search-reloaded');

    // Back: the area chosen before the name was typed goes too (the name replaced its entry),
    // then the first tab on its page 2
    await page.goBack();
    await page.waitForFunction(() => !new URL(location.href).searchParams.get('area'));
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    await page.goBack();
    await page.getByRole('tab', { name: 'Voter search', selected: true }).waitFor();
    await status()
      .filter({ hasText: /^11–20 of / })
      .waitFor();

    // the shared link, in a browser that was never signed in, after its sign-in
    const other = await newPage(ctx.browser, ctx.server.url);
    await other.goto(shared);
    await other.getByLabel('Email').fill('admin@demo.local');
    await other.getByLabel('Password').fill('Demo@12345');
    await other.getByRole('button', { name: 'Sign in' }).click();
    await searchShown(other);
    await other.getByRole('tab', { name: 'Area wise', selected: true }).waitFor();
    expect(await other.getByLabel('Name').inputValue()).toBe('इंदि');
    expect(new URL(other.url()).searchParams.get('area')).toBe(chosen);
    await other.context().close();
  });
});

describe('the other lists keep their state in the address', () => {
  const TASKS = '/api/v1/admin/{tenant}/tasks';
  const taskNames = () => page.getByTestId('task-list').locator('tbody td[data-column="name"]').allInnerTexts();

  beforeAll(async () => {
    // the demo has 6 tasks: 6 more like the first make a second page of the list (10 a page)
    const { tasks } = await api<{ tasks: Array<Record<string, unknown>> }>('GET', TASKS);
    const t = tasks[0];
    for (let i = 1; i <= 6; i++)
      await api('POST', `${TASKS}/add`, {
        event_id: t.event_id,
        task_name: `Door to door round ${i}`,
        assigned_user: t.assigned_user,
        assigned_group: t.assigned_group,
        start_date_time: t.start_date_time,
        end_date_time: t.end_date_time,
        special_notes: 'Second page of the task list',
        task_description: 'A task of the address test',
      });
  });

  it('the task list keeps its page through a reload, and Back returns to page 1', async () => {
    await page.goto(`${ctx.server.url}/task`);
    await listShown(page, '/task');
    await page.getByRole('button', { name: 'Go to page 2' }).waitFor();
    const first = await taskNames();
    expect(first).toHaveLength(10);
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    expect(query().get('page')).toBe('2');
    await page.locator('[data-testid="task-list"] [aria-current="page"]', { hasText: /^2$/ }).waitFor();
    const second = await taskNames();
    expect(second).toHaveLength(2);
    expect(first).not.toContain(second[0]);

    await page.reload();
    await listShown(page, '/task');
    await page.locator('[data-testid="task-list"] [aria-current="page"]', { hasText: /^2$/ }).waitFor();
    expect(await taskNames()).toEqual(second);
    await shot(page, 'links-task-list-page-2-reloaded');

    await page.goBack();
    await listShown(page, '/task');
    await page.locator('[data-testid="task-list"] [aria-current="page"]', { hasText: /^1$/ }).waitFor();
    expect(query().get('page')).toBeNull();
    expect(await taskNames()).toEqual(first);
  });

  it('the audit log keeps its filter and page through a reload, and Back returns to page 1, then to no filter', async () => {
    await page.goto(`${ctx.server.url}/audit-log`);
    await listShown(page, '/audit-log');
    const what = page.getByLabel('What', { exact: true });
    await what.locator('option[value="tasks"]').waitFor({ state: 'attached' });
    await what.selectOption('tasks');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('entity') === 'tasks');
    // 6 tasks were added (and the demo's own, when its seed is logged): more than a page
    await status()
      .filter({ hasText: /^1–10 of (1[1-9]|[2-9]\d|\d{3,})$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await status()
      .filter({ hasText: /^11–\d+ of / })
      .waitFor();
    expect(query().get('page')).toBe('2');
    const entities = () => page.getByTestId('audit-log').locator('tbody td[data-column="entity"]').allInnerTexts();
    expect((await entities()).every((e) => e.startsWith('Task #'))).toBe(true);
    const second = await page.getByTestId('audit-log').locator('tbody tr').allInnerTexts();

    await page.reload();
    await listShown(page, '/audit-log');
    await status()
      .filter({ hasText: /^11–\d+ of / })
      .waitFor();
    expect(await page.getByLabel('What', { exact: true }).inputValue()).toBe('tasks');
    expect(await page.getByTestId('audit-log').locator('tbody tr').allInnerTexts()).toEqual(second);
    await shot(page, 'links-audit-log-page-2-reloaded');

    await page.goBack();
    await status()
      .filter({ hasText: /^1–10 of / })
      .waitFor();
    expect(query().get('entity')).toBe('tasks');
    expect(query().get('page')).toBeNull();
    await page.goBack();
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('entity'));
    expect(await page.getByLabel('What', { exact: true }).inputValue()).toBe('');
  });
});
