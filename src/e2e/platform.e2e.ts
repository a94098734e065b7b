// Issue 2 in a real browser against the real server with the demo seed: sign-in and its
// messages, the dashboard with real figures in three languages, onboarding lock, the device
// limit, sign-out, and an organisation registered by the super administrator.
import type { Page } from 'playwright-core';
import { cspViolations, newPage, pageShown, shot, useServerAndBrowser } from './harness';

const ctx = useServerAndBrowser({ MAX_DEVICES: '2' });

async function signIn(page: Page, email: string, password = 'Demo@12345') {
  await page.goto(ctx.server.url + '/');
  await page.waitForURL('**/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const figure = async (page: Page, testId: string) => Number((await page.getByTestId(testId).locator('.stat-value').innerText()).replace(/[^\d]/g, ''));

describe('platform in the browser', () => {
  it('validates the sign-in form and shows the server message', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await page.goto(ctx.server.url + '/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email is required.').waitFor();
    await page.getByText('Password is required.').waitFor();
    await page.getByLabel('Email').fill('admin@demo.local');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid email or password.').waitFor();
    expect(page.url()).toMatch(/\/sign-in$/);
    await shot(page, 'sign-in-error-en');
    await page.context().close();
  });

  it('paints the sign-in page from the HTML in the last language, inert until the console takes it over without a fault', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    const faults: string[] = [];
    page.on('pageerror', (e) => faults.push(e.message));
    page.on('console', (m) => void (m.type() === 'error' && faults.push(m.text())));
    // the console's own script held back: what shows is the HTML alone
    let release = () => {};
    let held = Promise.resolve();
    await page.route('**/js/signIn.*.js', async (route) => {
      await held;
      await route.continue();
    });
    const shown = async (heading: string) => {
      held = new Promise<void>((r) => (release = r));
      await page.goto(ctx.server.url + '/sign-in', { waitUntil: 'commit' });
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(await page.locator('#root').getAttribute('inert')).toBe('');
      // a submit now would be the browser's own, the password in the address: it cannot happen
      await page.locator('button[type=submit]').click({ force: true });
      expect(page.url()).toMatch(/\/sign-in$/);
      release();
      await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('inert'));
    };
    await shown('Welcome back');
    await page.getByLabel('Choose a language').selectOption('mr');
    await page.getByRole('heading', { name: 'पुन्हा स्वागत आहे' }).waitFor();
    await shown('पुन्हा स्वागत आहे');
    expect(await page.locator('html').getAttribute('lang')).toBe('mr');
    // taken over, not replaced: the form works, in Marathi
    await page.getByRole('button', { name: 'साइन इन करा' }).click();
    await page.getByText('ईमेल आवश्यक आहे.').waitFor();
    await shot(page, 'sign-in-prerendered-mr');
    expect(faults).toEqual([]);
    // the page's styles are inline, which the policy allows for styles only
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('loads the console only to sign in, and takes the new session over in the same page', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    await page.goto(ctx.server.url + '/sign-in');
    await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('inert'));
    const ofThePage = scripts.length;
    expect(scripts.some((u) => /\/js\/signIn\./.test(u))).toBe(true);
    // filling the form in fetches the console's code; the page itself is not loaded again
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByLabel('Email').fill('staff@demo.local');
    await page.getByLabel('Password').fill('Demo@12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await pageShown(page, '/dashboard');
    expect(scripts.length).toBeGreaterThan(ofThePage);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // the session is stored: a reload stays signed in
    await page.reload();
    await pageShown(page, '/dashboard');
    await page.context().close();
  });

  it('signs the demo admin in to a dashboard with real figures, map and tables, in three languages', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await signIn(page, 'admin@demo.local');
    await pageShown(page, '/dashboard');
    await page.getByText('Loksevak Admin').waitFor();
    await page.waitForFunction(() => {
      const v = document.querySelector('[data-testid="stat-voters"] .stat-value');
      return v && Number(v.textContent!.replace(/[^\d]/g, '')) > 0;
    });
    expect(await figure(page, 'stat-voters')).toBeGreaterThan(1000);
    expect(await figure(page, 'stat-users')).toBeGreaterThan(0);
    await page.locator('.leaflet-marker-icon').first().waitFor();
    await page.getByTestId('top-centres').locator('tbody tr').nth(4).waitFor();
    expect(await page.getByTestId('top-centres').locator('tbody tr').count()).toBe(5);
    expect(await page.getByTestId('least-centres').locator('tbody tr').count()).toBe(5);
    await shot(page, 'dashboard-en');

    const language = page.getByLabel('Choose a language');
    await language.selectOption('hi');
    await page.getByRole('button', { name: 'साइन आउट', exact: true }).waitFor();
    await shot(page, 'dashboard-hi');
    await page.getByLabel('भाषा चुनें').selectOption('mr');
    await page.getByLabel('भाषा निवडा').waitFor();
    await page.getByText('मतदारांची संख्या').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('mr');
    await shot(page, 'dashboard-mr');

    // the language and the session survive a reload (redux-persist)
    await page.reload();
    await page.getByLabel('भाषा निवडा').waitFor();
    await page.context().close();
  });

  it('lands the onboarding admin on /installation/1 with the menu disabled', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await signIn(page, 'onboard@demo.local');
    await pageShown(page, '/installation/1');
    await page.getByText('Finish the setup to use the menu.').waitFor();
    expect(await page.locator('.sidebar-nav').getAttribute('aria-disabled')).toBe('true');
    expect(await page.locator('.sidebar-nav a').count()).toBe(0);
    await shot(page, 'onboarding-step1-en');
    await page.context().close();
  });

  it('shows the device table at the limit; Logout frees a device and signs in; Sign Out ends the session', async () => {
    const first = await newPage(ctx.browser, ctx.server.url);
    await signIn(first, 'super@demo.local');
    await pageShown(first, '/dashboard');
    const second = await newPage(ctx.browser, ctx.server.url);
    await signIn(second, 'super@demo.local');
    await pageShown(second, '/dashboard');

    const third = await newPage(ctx.browser, ctx.server.url);
    await signIn(third, 'super@demo.local');
    await third.getByText('You are signed in on 2 devices already').waitFor();
    expect(await third.locator('.device-limit tbody tr').count()).toBe(2);
    await shot(third, 'device-limit-en');
    await third.locator('.device-limit tbody tr').first().getByRole('button', { name: 'Logout' }).click();
    await pageShown(third, '/dashboard');

    // the first browser's session was the one ended: its next call answers 401 and it returns to sign-in
    await first.reload();
    await first.waitForURL((u) => u.pathname === '/sign-in');

    await second.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await second.waitForURL((u) => u.pathname === '/' || u.pathname === '/sign-in');
    const stored = await second.evaluate(() => localStorage.getItem('persist:auth') ?? '');
    expect(stored).not.toMatch(/"token":"\\"[A-Za-z0-9_-]{20,}/);
    await second.goto(ctx.server.url + '/dashboard');
    await second.waitForURL((u) => u.pathname === '/sign-in');
    for (const p of [first, second, third]) await p.context().close();
  });

  it('lets the super administrator register an organisation whose admin can sign in', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await signIn(page, 'super@demo.local');
    await pageShown(page, '/dashboard');
    // through the menu: a typed URL right after sign-in can beat redux-persist's write of the token
    await page.locator('.sidebar-nav').getByRole('link', { name: 'User Register' }).click();
    await pageShown(page, '/user-register');
    await page.getByRole('button', { name: /register/i }).click();
    await page.getByText('Organisation full name is required.').waitFor();
    await shot(page, 'org-register-errors-en');

    await page.getByLabel(/Installation type/).selectOption('1');
    await page.getByLabel(/Organi[sz]ation full name/).fill('Gram Vikas Aghadi');
    await page.getByLabel(/Organi[sz]ation short name/).fill('GVA');
    await page.getByLabel(/First name/).fill('Meena');
    await page.getByLabel(/Last name/).fill('Gawande');
    await page.getByLabel(/Phone/).fill('98765');
    await page.getByLabel(/Email/).fill('meena@gva.example');
    await page.getByLabel(/Password/).fill('Gva@12345');
    await page.getByLabel(/Gender/).selectOption('2');
    await page.getByRole('button', { name: /register/i }).click();
    await page.getByText('phone number must be 10 digits').waitFor();
    await page.getByLabel(/Phone/).fill('9876543210');
    await page.getByRole('button', { name: /register/i }).click();
    await page.getByText('You have registered successfully!').waitFor();
    await page
      .getByRole('button', { name: 'OK' })
      .click()
      .catch(() => undefined);
    await pageShown(page, '/super-admin/admin-list');
    await page.getByText('Gram Vikas Aghadi').waitFor();
    // the organisation listed with its admin as registered
    const cells = await page.locator('main tbody tr', { hasText: 'Gram Vikas Aghadi' }).locator('td').allInnerTexts();
    expect(cells).toEqual(expect.arrayContaining(['Meena Gawande', 'meena@gva.example']));
    expect(cells.join(' ')).toContain('9876543210');
    await shot(page, 'admin-list-en');
    await page.context().close();

    const admin = await newPage(ctx.browser, ctx.server.url);
    await signIn(admin, 'meena@gva.example', 'Gva@12345');
    await pageShown(admin, '/installation/1');
    // signed in as the new organisation's admin, not anyone else
    expect(await admin.locator('body').innerText()).toContain('Meena');
    await admin.context().close();
  });
});
