// Claims from the door on a phone, in Marathi: a page in-charge finds someone of 18 or more at a
// house who is not on the roll (a Form 6 refused under 18 at its field, then saved with the
// network cut), sees it in My claims as waiting, and once the network is back as drafted; a
// visit recorded as deceased opens the claim card with that outcome (Form 7 with the note). The
// office files the Form 6 and the phone's next sync shows it filed with its acknowledgement.
// Screenshots at 390 px in Marathi and English, and the console's claims at 1366 px.
import type { Page } from 'playwright-core';
import en from '../../i18n/en.json';
import mr from '../../i18n/mr.json';
import type { Claim, ClaimsResponse } from '../shared/api/claims';
import { todayInKolkata } from '../shared/dates';
import { shot, useServerAndBrowser } from './harness';
import { adminSession, api, fieldWorker, openVoter, phone, signInOnPhone, waiting, type Admin } from './fieldPhone';

const ctx = useServerAndBrowser();

/** The claim card of the voter screen, opened when folded. */
async function claimCard(page: Page, title: string) {
  const folded = page.locator('details.card summary', { hasText: title });
  if (await folded.count()) await folded.click();
  return page.locator('.card', { has: page.locator('h2', { hasText: title }) });
}

async function syncNow(page: Page, texts: typeof mr) {
  await page.locator('.tabs a[href="/field/sync"]').click();
  await page.getByRole('button', { name: texts['phone.syncNow'] }).click();
  await page.locator('.sync-badge', { hasText: texts['phone.allSynced'] }).waitFor();
}

describe('claims from the door on a phone', () => {
  let admin: Admin;
  const email = `claims-door-${Date.now()}@demo.local`;
  beforeAll(async () => {
    admin = await adminSession(ctx.server.url);
    await fieldWorker(admin, email, ['Rekha', 'Gaikwad'], 1, 12);
  });

  it('drafts a Form 6 offline and a Form 7 after a visit, and shows their status as the office moves them', async () => {
    const context = await phone(ctx.browser, 'mr-IN');
    const page = await context.newPage();
    await signInOnPhone(page, email, 'mr', ctx.server.url);
    await openVoter(page, 3);
    const card = await claimCard(page, mr['phone.claims.card']);
    await card.locator('input[name=claim-outcome][value=not_on_roll]').check();
    await card.getByLabel(mr['claims.colName'], { exact: true }).fill('Pooja Gaikwad');
    await card.getByLabel(mr['phone.claims.relativeName'], { exact: true }).fill('Sanjay Gaikwad');
    await card.getByLabel(mr['claims.colAge'], { exact: true }).fill('16');
    await card.getByRole('button', { name: mr['phone.claims.save'] }).click();
    await card.locator('.field-error', { hasText: mr['claims.ageUnder18'] }).waitFor();
    expect(await waiting(page)).toBe(0);
    // the network cut: saved on the phone all the same
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await card.getByLabel(mr['claims.colAge'], { exact: true }).fill('19');
    await card.getByLabel(mr['claims.colPhone'], { exact: true }).fill('9822011122');
    await shot(page, 'field-claim-card-mr-390');
    await card.getByRole('button', { name: mr['phone.claims.save'] }).click();
    await card.getByRole('status').filter({ hasText: mr['phone.claims.saved'] }).waitFor();
    expect(await waiting(page)).toBe(1);
    await card.getByRole('link', { name: mr['phone.claims.open'] }).click();
    const line = page.locator('.claim-line', { hasText: 'Pooja Gaikwad' });
    await line.locator('.claim-status', { hasText: mr['phone.claims.waiting'] }).waitFor();
    await shot(page, 'field-claims-waiting-mr-390');
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await line.locator('.claim-status', { hasText: mr['claims.status.drafted'] }).waitFor();
    expect(await waiting(page)).toBe(0);

    // a visit recorded as deceased: the claim card opens on it
    await openVoter(page, 4);
    await page.locator('fieldset.choices input[name=outcome][value=deceased]').check();
    await page.getByRole('button', { name: mr['phone.saveVisit'] }).click();
    const seven = page.locator('section.card', { has: page.locator('h2', { hasText: mr['phone.claims.card'] }) });
    await seven.locator('input[name=claim-outcome][value=deceased]').waitFor();
    expect(await seven.locator('input[name=claim-outcome][value=deceased]').isChecked()).toBe(true);
    await seven.getByRole('button', { name: mr['phone.claims.save'] }).click();
    await seven.locator('.field-error', { hasText: mr['claims.reasonRequired'] }).waitFor();
    await seven.getByLabel(mr['phone.note'], { exact: true }).fill('गेल्या महिन्यात निधन झाले, शेजारी सांगतात');
    await seven.getByRole('button', { name: mr['phone.claims.save'] }).click();
    await seven.getByRole('status').filter({ hasText: mr['phone.claims.saved'] }).waitFor();
    await syncNow(page, mr);

    // the office files the Form 6 with its acknowledgement
    const list = await api<ClaimsResponse>(admin, 'GET', '/claims?acno=38&partno=1');
    const six = list.claims.find((c) => c.name === 'Pooja Gaikwad')!;
    expect(six).toMatchObject({ form: '6', age: 19, relative_name: 'Sanjay Gaikwad', phone: '+919822011122', slnoinpart: 3, status: 'drafted' });
    const seventh = list.claims.find((c) => c.form === '7' && c.slnoinpart === 4)!;
    expect(seventh.reason).toBe('गेल्या महिन्यात निधन झाले, शेजारी सांगतात');
    const body = Object.fromEntries(Object.entries(six).filter(([k, v]) => v != null && !['id', 'agent', 'flag', 'match'].includes(k)));
    await api<{ claim: Claim }>(admin, 'PUT', `/claims/update/${six.id}`, { ...body, status: 'filed', filed_on: todayInKolkata(), ack_no: 'F6-38-1-0042' });
    await syncNow(page, mr);
    await page.locator('.tabs a[href="/field"]').click();
    await page.getByRole('button', { name: mr['phone.claims.open'] }).click();
    const filed = page.locator('.claim-line', { hasText: 'Pooja Gaikwad' });
    await filed.locator('.claim-status', { hasText: mr['claims.status.filed'] }).waitFor();
    await filed.getByText('F6-38-1-0042', { exact: false }).waitFor();
    expect(await page.locator('.claim-line').count()).toBe(2);
    await shot(page, 'field-claims-mr-390');
    // the same list in English
    await page.locator('.language-select select').selectOption('en');
    await page.locator('h1', { hasText: en['phone.claims.title'] }).waitFor();
    await page.locator('.claim-status', { hasText: en['claims.status.filed'] }).waitFor();
    await shot(page, 'field-claims-en-390');
    await context.close();
  });
});
