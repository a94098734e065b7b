// The field app on a phone-sized page, as a page in-charge works: in Hindi, signed in, the page
// downloaded, the network gone, the app reloaded from its service worker, visits, slips, consent
// and details recorded for 20 voters offline (one answers a survey open in the area), the page
// closed while the queue is on its way once the network is back, and opened again. The server
// then holds every change exactly once, in the worker's name. And two workers of one page
// committee change the same voter offline: the later sync's value stands, both are in the audit,
// and the earlier worker's phone says it was replaced. In Marathi: a voter's answers given in the
// console are shown chosen, a task status a team-mate replaced says so, and a new build of the app
// is offered with a banner (never at the first install).
import type { Page } from 'playwright-core';
import hi from '../../i18n/hi.json';
import en from '../../i18n/en.json';
import mr from '../../i18n/mr.json';
import { newPage, shot, signIn, useServerAndBrowser } from './harness';
import { startProxy } from '../browser/proxy';
import { todayInKolkata } from '../shared/dates';
import { PASSWORD, adminSession, api, fieldWorker, openVoter, phone, signInOnPhone as signInAt, waiting, type Admin } from './fieldPhone';

const ctx = useServerAndBrowser();
const signInOnPhone = (page: Page, email: string, locale: 'hi' | 'mr' | 'en', base = ctx.server.url) => signInAt(page, email, locale, base);

/**
 * An area drawn around the polling station of part 1 (the station put on the map first when it is
 * not), and a survey open there now with one question: the phone of a worker of part 1 offers it.
 */
async function surveyAtPart1(a: Admin, name: string): Promise<{ id: number; question: number }> {
  const voterApi = <T>(method: string, path: string, body: object) => api<T>(a, method, `/${a.tenantId}/0${path}`, body);
  const centre = (
    await voterApi<{ matdan_kendra: { center_id: number; voting_center_location: { coordinates: [number, number] } | null } }>(
      'POST',
      '/voting-center-location',
      { acno: 38, partno: 1 },
    )
  ).matdan_kendra;
  const at = centre.voting_center_location?.coordinates ?? [77.7523, 20.9374];
  if (!centre.voting_center_location)
    await voterApi('PUT', '/voting-location-update', { id: centre.center_id, acno: 38, voting_center_location: { type: 'Point', coordinates: at } });
  const d = 0.004;
  const ring = [
    [at[0] - d, at[1] - d],
    [at[0] + d, at[1] - d],
    [at[0] + d, at[1] + d],
    [at[0] - d, at[1] + d],
    [at[0] - d, at[1] - d],
  ];
  const area = (await api<{ area: { id: number } }>(a, 'POST', '/area/add', { name: `${name} area`, area: { type: 'Polygon', coordinates: [ring] } })).area.id;
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
  const question = (
    await api<{ surveyQuestion: { id: number } }>(a, 'POST', '/survey-questions/add', {
      // typed in English, with the Devanagari wording the Hindi and Marathi phones show
      question: 'How is the water supply?',
      option1: 'Good',
      option2: 'Fair',
      option3: 'Poor',
      question_local: 'पानी की आपूर्ति कैसी है?',
      option1_local: 'अच्छी',
      option2_local: 'ठीक',
      option3_local: 'खराब',
      answer1: 2,
      answer2: 0,
      answer3: -3,
      location: area,
      start_date: day(-1),
      end_date: day(7),
    })
  ).surveyQuestion.id;
  const event = (await api<{ events: Array<{ id: number }> }>(a, 'GET', '/events')).events[0].id;
  const survey = (
    await api<{ survey: { id: number } }>(a, 'POST', '/surveys/add', {
      survey_name: name,
      survey_description: 'मोहल्ले की ज़रूरतें',
      area_id: area,
      event_id: event,
      valid_from: day(-1),
      valid_to: day(7),
      location: { type: 'Point', coordinates: at },
      questions: [question],
    })
  ).survey.id;
  return { id: survey, question };
}

describe('the field app on a phone', () => {
  let admin: Admin;
  beforeAll(async () => {
    admin = await adminSession(ctx.server.url);
  });

  it('keeps 30 changes made offline for 20 voters and delivers each exactly once after a sync cut short', async () => {
    const workerId = await fieldWorker(admin, 'panna1@demo.local', ['Sunita', 'Pawar'], 1, 30);
    const surveyName = 'जल सर्वेक्षण';
    const { id: surveyId } = await surveyAtPart1(admin, surveyName);
    const context = await phone(ctx.browser);
    const net = await startProxy(ctx.server.url);
    let page = await context.newPage();
    await signInOnPhone(page, 'panna1@demo.local', 'hi', net.url);
    await page.getByRole('heading', { name: hi['phone.nav.home'] }).waitFor();
    await shot(page, 'field-hi-home');
    // the app shell is kept by the service worker before the network goes
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // the phone cut from the server for real (the service worker's requests too), and told it is offline
    await net.cut();
    await context.setOffline(true);
    const passed = net.passed.length;
    await page.reload();
    await page.locator('.page-card').first().waitFor();
    await page.locator('.sync-offline').waitFor();
    // the first install offers no new version
    expect(await page.locator('.update-banner').count()).toBe(0);
    // Hindi is drawn in the bundled face, which the service worker keeps (this browser has none)
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.family.includes('Console Devanagari')).map((f) => f.status);
    });
    expect(faces).toContain('loaded');

    for (let serial = 1; serial <= 20; serial++) {
      await openVoter(page, serial);
      await page.locator(`input[name=outcome][value=${serial % 5 === 0 ? 'not_home' : 'met'}]`).check();
      await page.locator(`input[name=level][value="${(serial % 3) + 1}"]`).check();
      await page.locator('.card').filter({ hasText: hi['phone.note'] }).locator('textarea').fill(`घर ${serial}`);
      await page.getByRole('button', { name: hi['phone.saveVisit'] }).click();
      await page.getByText(hi['phone.savedHere']).waitFor();
      if (serial <= 5) {
        await page.getByRole('button', { name: hi['phone.markSlipYes'] }).click();
        await page.getByText(hi['phone.slipYes']).waitFor();
      }
      if (serial === 3 || serial === 4) {
        await page.locator('summary', { hasText: hi['consent.title'] }).click();
        await page.locator('input[name=consent][value=given]').check();
        await page.getByRole('button', { name: hi['consent.save'] }).click();
        await page.locator('summary', { hasText: hi['phone.details'] }).click();
        await page.getByLabel(hi['voterInfo.alignParty']).selectOption('yes');
        await page.getByLabel(hi['phone.religion']).fill('हिंदू');
        await page.getByRole('button', { name: hi['phone.saveDetails'] }).click();
      }
      if (serial === 1) {
        // the survey open for the part, answered offline: the option's weightage beside it
        const card = page.locator('details.card', { has: page.locator('summary', { hasText: surveyName }) });
        await card.locator('summary').click();
        await card.locator('legend', { hasText: 'पानी की आपूर्ति कैसी है?' }).waitFor();
        await card.locator('.choice', { hasText: 'खराब' }).getByText('-3').waitFor();
        expect(await card.getByText('Poor').count()).toBe(0);
        // nothing chosen: the console's rule says so under the form, in Hindi
        await card.getByRole('button', { name: hi['phone.survey.save'] }).click();
        await card.locator('.field-error', { hasText: hi['validation.answersRequired'] }).waitFor();
        await card.locator('.choice', { hasText: 'अच्छी' }).click();
        await card.getByRole('button', { name: hi['phone.survey.save'] }).click();
        await card.getByText(hi['phone.savedHere']).waitFor();
        await card.scrollIntoViewIfNeeded();
        await shot(page, 'field-hi-voter-survey');
        await page.locator('summary', { hasText: surveyName }).click();
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, 'field-hi-voter');
      }
    }
    // a value the console's rules refuse is refused on the phone, next to its field
    await openVoter(page, 21);
    await page.locator('summary', { hasText: hi['phone.details'] }).click();
    await page.getByLabel(hi['phone.detailPhone'], { exact: true }).fill('12345');
    await page.getByRole('button', { name: hi['phone.saveDetails'] }).click();
    await page.locator('.field-error', { hasText: hi['validation.phone10'] }).waitFor();

    await page.locator('.tabs a[href="/field/walk"]').click();
    await page.locator('.filters input[type=checkbox]').check();
    await page.locator('.household').first().waitFor();
    await shot(page, 'field-hi-walk');
    expect(await waiting(page)).toBe(30);
    await page.locator('.tabs a[href="/field/sync"]').click();
    await page.getByText(hi['phone.waitingTitle'].replace('{n}', '30')).waitFor();
    await shot(page, 'field-hi-sync-offline');
    // a reload and 30 changes later, nothing has reached the server
    expect(net.passed.slice(passed)).toEqual([]);

    // the network returns: the queue leaves at once, and the page is closed while it is on its way
    const sent = page.waitForRequest((r) => r.url().endsWith('/field/sync') && r.method() === 'POST');
    await net.restore();
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await sent;
    await page.close();

    page = await context.newPage();
    await page.goto(net.url + '/field/sync');
    await page.getByText(hi['phone.nothingWaiting']).waitFor();
    expect(await waiting(page)).toBe(0);
    await shot(page, 'field-hi-sync-done');

    // on the server: 20 visits and 5 slips, each change once, in the worker's name
    const audit = await api<{ total: number; rows: Array<{ action: string; changed: Record<string, unknown> | null; user: { f_name: string } | null }> }>(
      admin,
      'GET',
      `/audit-log?user_id=${workerId}&entity=voter_visits`,
    );
    expect(audit.total).toBe(25);
    const pages = [audit.rows];
    for (let p = 2; p <= Math.ceil(audit.total / 10); p++)
      pages.push((await api<typeof audit>(admin, 'GET', `/audit-log?user_id=${workerId}&entity=voter_visits&page=${p}`)).rows);
    const rows = pages.flat();
    const changeIds = rows.map((r) => r.changed?.field_change).filter(Boolean);
    expect(new Set(changeIds).size).toBe(changeIds.length);
    expect(rows.filter((r) => r.action === 'create')).toHaveLength(20);
    expect(rows.filter((r) => r.action === 'update')).toHaveLength(5);
    expect(rows.every((r) => r.user?.f_name === 'Sunita')).toBe(true);
    const info = await api<{ total: number }>(admin, 'GET', `/audit-log?user_id=${workerId}&entity=voter_info`);
    expect(info.total).toBeGreaterThanOrEqual(2);
    // the survey's answer, counted by the console's results
    const results = (
      await api<{ results: { responses: number; questions: Array<{ options: Array<{ count: number }> }> } }>(admin, 'GET', `/surveys/results/${surveyId}`)
    ).results;
    expect(results.responses).toBe(1);
    expect(results.questions[0].options.map((o) => o.count)).toEqual([1, 0, 0]);

    // the office sees the page's work in Field progress, by the API and on its screen
    const progress = await api<{
      parts: Array<{
        partno: number;
        pages: Array<{ from: number | null; visited: number; met: number; slips_delivered: number; workers: Array<{ name: string }> }>;
      }>;
    }>(admin, 'GET', '/field/progress?acno=38&partno=1');
    const held = progress.parts.find((p) => p.partno === 1)!.pages.find((p) => p.workers.some((w) => w.name.includes('Sunita')))!;
    expect(held).toMatchObject({ from: 1, visited: 20, met: 16, slips_delivered: 5 });
    const office = await newPage(ctx.browser, ctx.server.url);
    await signIn(office, ctx.server.url, 'admin@demo.local');
    await office.waitForURL('**/dashboard');
    await office.goto(ctx.server.url + '/field-progress?partno=1');
    await office
      .getByTestId('field-progress')
      .locator('tr[data-part="1"]')
      .getByText(/Sunita Pawar/)
      .first()
      .waitFor();
    await shot(office, 'field-console-progress-after-phone');
    await office.context().close();

    // the home screen counts what was done
    await page.locator('.tabs a[href="/field"]').click();
    await page.locator('.page-card .figure').first().waitFor();
    await shot(page, 'field-hi-home-after');
    await context.close();
    await net.close();
  });

  it('keeps the later of two workers’ values for one voter and tells the earlier worker; marks poll day by serial and by list', async () => {
    await fieldWorker(admin, 'committee1@demo.local', ['Asha', 'Jadhav'], 31, 60);
    await fieldWorker(admin, 'committee2@demo.local', ['Ravi', 'Shinde'], 31, 60);
    const phones = [await phone(ctx.browser), await phone(ctx.browser)];
    const nets = [await startProxy(ctx.server.url), await startProxy(ctx.server.url)];
    const pages = [await phones[0].newPage(), await phones[1].newPage()];
    await signInOnPhone(pages[0], 'committee1@demo.local', 'en', nets[0].url);
    await signInOnPhone(pages[1], 'committee2@demo.local', 'en', nets[1].url);
    for (const [i, p] of pages.entries()) {
      await nets[i].cut();
      await phones[i].setOffline(true);
      await p.evaluate(() => window.dispatchEvent(new Event('offline')));
      await openVoter(p, 31);
      await p.locator('summary', { hasText: en['phone.details'] }).click();
      await p.getByLabel(en['voterInfo.alignParty']).selectOption(i === 0 ? 'yes' : 'no');
      await p.getByRole('button', { name: en['phone.saveDetails'] }).click();
      await p.getByText(en['phone.pendingHere']).waitFor();
    }
    // the first worker's phone reaches the server first, the second's later
    for (const [i, p] of pages.entries()) {
      await nets[i].restore();
      await phones[i].setOffline(false);
      await p.evaluate(() => window.dispatchEvent(new Event('online')));
      await p.waitForFunction(() => !document.querySelector('.sync-badge .count'));
    }
    // the earlier worker's next sync brings the later value and says whose it is
    await pages[0].locator('.tabs a[href="/field/sync"]').click();
    await pages[0].getByRole('button', { name: en['phone.syncNow'] }).click();
    await openVoter(pages[0], 31);
    await pages[0].locator('.overridden', { hasText: 'Ravi' }).waitFor();
    await pages[0].locator('summary', { hasText: en['phone.details'] }).click();
    expect(await pages[0].getByLabel(en['voterInfo.alignParty']).inputValue()).toBe('no');
    await shot(pages[0], 'field-en-overridden');
    // the later writer is told too, on the voter, whose value their change replaced
    await openVoter(pages[1], 31);
    await pages[1].locator('.overrode', { hasText: 'Asha' }).waitFor();
    await shot(pages[1], 'field-en-overrode');
    const audit = await api<{ rows: Array<{ user: { f_name: string } | null }> }>(admin, 'GET', `/audit-log?entity=voter_info`);
    const names = audit.rows.map((r) => r.user?.f_name);
    expect(names).toEqual(expect.arrayContaining(['Asha', 'Ravi']));
    // poll day at the booth camp: a mark is taken only on the poll day set for the constituency,
    // so the admin sets today's in the contact-hours settings, as the console's page does
    const { contact } = await api<{ contact: { contact_from: string; contact_to: string; silence_hours: number } }>(admin, 'GET', '/settings/contact-hours');
    const { contact_from, contact_to, silence_hours } = contact;
    await api(admin, 'PUT', '/settings/contact-hours', {
      contact_from,
      contact_to,
      silence_hours,
      polls: [{ acno: 38, poll_date: todayInKolkata(), poll_close: '18:00' }],
    });
    // a serial typed (the elector shown first), undone, then a list
    const poll = pages[0];
    await poll.locator('.tabs a[href="/field/poll"]').click();
    await poll.locator('.serial-input').fill('31');
    await poll.getByTestId('poll-preview').getByText(en['phone.poll.notYet']).waitFor();
    await poll.locator('.serial-input').press('Enter');
    await poll.getByText(en['phone.poll.marked'].replace('{n}', '1')).waitFor();
    await poll.getByRole('button', { name: en['phone.poll.undo'] }).click();
    await poll.getByText(en['phone.poll.marked'].replace('{n}', '0')).waitFor();
    await poll.locator('summary', { hasText: en['phone.poll.byList'] }).click();
    await poll.locator('details textarea').fill('32-34, 99');
    await poll.getByRole('button', { name: 'Mark 4 serials voted' }).click();
    await poll.getByText(en['phone.poll.marked'].replace('{n}', '3')).waitFor();
    await poll.waitForFunction(() => !document.querySelector('.sync-badge .count'));
    await shot(poll, 'field-en-poll-day');
    const turnout = await api<{ parts: Array<{ partno: number; voted: number }> }>(admin, 'GET', '/poll-day/turnout?acno=38&partno=1');
    expect(turnout.parts.find((p) => p.partno === 1)?.voted).toBeGreaterThanOrEqual(3);
    for (const p of phones) await p.close();
    for (const n of nets) await n.close();
  });

  it('paints the sign-in screen from the page on a first visit and takes it over as it is; a signed-in phone never shows it', async () => {
    await fieldWorker(admin, 'prerender@demo.local', ['Meera', 'Kale'], 61, 90);
    const context = await phone(ctx.browser);
    // any sign-in screen drawn on a page, remembered across the page's lifetime
    await context.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.auth-page')) sessionStorage.setItem('sawSignIn', '1');
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    // the page's own script held back: what shows is the page alone
    let release = () => undefined as void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/js\/field\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(ctx.server.url + '/field', { waitUntil: 'commit' });
    const title = page.locator('.auth-title');
    await title.waitFor();
    expect(await title.textContent()).toBe(en['signIn.title']);
    expect(await page.locator('#root').getAttribute('inert')).toBe('');
    await title.evaluate((el) => Object.assign(el, { fromThePage: true }));
    release();
    await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('inert'));
    await page.locator('input[name=email]').fill('prerender@demo.local');
    await page.locator('input[name=password]').fill(PASSWORD);
    // the same element: taken over, not drawn again
    expect(await title.evaluate((el) => (el as HTMLElement & { fromThePage?: boolean }).fromThePage)).toBe(true);
    await page.locator('form button[type=submit]').click();
    await page.locator('.page-card').first().waitFor();
    expect(errors.filter((e) => /prerendered|hydrat/i.test(e))).toEqual([]);

    // signed in, the app opens from its service worker's page, which has no sign-in screen in it
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.evaluate(() => sessionStorage.removeItem('sawSignIn'));
    await page.reload();
    await page.locator('.page-card').first().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('sawSignIn'))).toBeNull();
    await context.close();
  });

  it('shows in Marathi the answers given in the console, a task status a team-mate replaced, and a new version ready', async () => {
    const meena = await fieldWorker(admin, 'mr1@demo.local', ['Meena', 'Kale'], 61, 90);
    const ganesh = await fieldWorker(admin, 'mr2@demo.local', ['Ganesh', 'More'], 61, 90);
    // the office answered a survey for serial 61 in the console
    const survey = await surveyAtPart1(admin, 'रस्ते सर्वेक्षण');
    const voter = (await api<{ voter: { id: number } }>(admin, 'GET', '/poll-day/voter?acno=38&partno=1&slnoinpart=61')).voter.id;
    await api(admin, 'POST', '/survey-answers', { survey_id: survey.id, voter_id: voter, answers: [{ question_id: survey.question, option: 3 }] });
    // a task of Meena's that her team-mate Ganesh holds too, through their team
    const office = (await api<{ offices: Array<{ id: number }> }>(admin, 'GET', '/office')).offices[0].id;
    const area = (await api<{ area: Array<{ id: number }> }>(admin, 'GET', '/area')).area[0].id;
    const me = (await api<{ user: { id: number } }>(admin, 'GET', '/me')).user.id;
    const team = (
      await api<{ team: { id: number } }>(admin, 'POST', '/teams/add', {
        name: 'Bhag 1 committee',
        office_id: office,
        area_id: area,
        team_incharge_1: me,
        team_members: [meena, ganesh],
      })
    ).team.id;
    const event = (await api<{ events: Array<{ id: number }> }>(admin, 'GET', '/events')).events[0].id;
    const hour = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
    const taskName = 'मतदार चिठ्ठ्या वाटप';
    const task = (
      await api<{ task: { id: number } }>(admin, 'POST', '/tasks/add', {
        event_id: event,
        task_name: taskName,
        assigned_user: meena,
        assigned_group: team,
        start_date_time: hour(1),
        end_date_time: hour(5),
        special_notes: 'भाग 1',
        task_description: 'अनुक्रमांक 61-90',
        vehicles: [],
        resources: [],
      })
    ).task.id;

    const context = await phone(ctx.browser, 'mr-IN');
    const page = await context.newPage();
    // a second tab left on the sign-in form, opened once the service worker is in charge
    await page.goto(ctx.server.url + '/field');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const idle = await context.newPage();
    await idle.goto(ctx.server.url + '/field');
    await idle.waitForFunction(() => !!navigator.serviceWorker.controller);
    await idle.locator('input[name=email]').waitFor();
    await signInOnPhone(page, 'mr1@demo.local', 'mr');
    await page.getByRole('heading', { name: mr['phone.nav.home'] }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // opened again under its service worker, nothing new waiting: no banner
    await page.reload();
    await page.locator('.page-card').first().waitFor();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    expect(await page.locator('.update-banner').count()).toBe(0);

    // the console's answer is chosen on the voter screen
    await openVoter(page, 61);
    const card = page.locator('details.card', { has: page.locator('summary', { hasText: 'रस्ते सर्वेक्षण' }) });
    await card.locator('summary').click();
    await card.locator('.choice.chosen', { hasText: 'खराब' }).waitFor();
    expect(await card.locator('input[type=radio]:checked').count()).toBe(1);
    await card.getByText(mr['phone.survey.answeredEarlier']).waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'field-mr-voter-earlier-answer');

    // Meena starts the task; Ganesh's phone marks it completed after: Meena's phone says whose status stands
    await page.locator('.tabs a[href="/field/tasks"]').click();
    const taskCard = page.locator('section.card', { hasText: taskName });
    await taskCard.locator('select').first().selectOption('2');
    await page.waitForFunction(() => !document.querySelector('.sync-badge .count'));
    const other = await adminSession(ctx.server.url, 'mr2@demo.local');
    const sent = await api<{ results: Array<{ state: string; overrides?: Array<{ previous_by: number }> }> }>(other, 'POST', '/field/sync', {
      changes: [{ id: crypto.randomUUID(), kind: 'taskStatus', fields: { task_id: task, status: 3 }, made_at: new Date().toISOString() }],
    });
    expect(sent.results[0]).toMatchObject({ state: 'applied', overrides: [{ previous_by: meena }] });
    await page.locator('.tabs a[href="/field/sync"]').click();
    await page.getByRole('button', { name: mr['phone.syncNow'] }).click();
    await page.locator('.tabs a[href="/field/tasks"]').click();
    await taskCard.locator('.overridden', { hasText: 'Ganesh More' }).waitFor();
    expect(await taskCard.locator('select').first().inputValue()).toBe('3');
    await shot(page, 'field-mr-tasks-overridden');

    // a new build of the app: its worker waits, the banner offers it, Reload takes it
    await page.evaluate(() => navigator.serviceWorker.register('/field-sw.js?build=2', { scope: '/field' }).then(() => undefined));
    const banner = page.locator('.update-banner');
    await banner.getByText(mr['phone.update.ready']).waitFor();
    await shot(page, 'field-mr-update-banner');
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: mr['phone.update.reload'] }).click();
    await reloaded;
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain('build=2');
    // the tab still showing the sign-in form reloaded into the new build too, signed in by the other
    await idle.locator('.page-card').first().waitFor();
    expect(await idle.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain('build=2');
    await context.close();
  });
});
