// Consent and the DPDP Act in a real browser, as the demo admin: a voter found by a Devanagari
// surname gets a phone number, then withdraws consent, and the WhatsApp action turns disabled with
// the reason (in English and in Marathi); the voter's data is exported as JSON (read back) and as a
// PDF, rendered by poppler and compared with the browser's own drawing of the title to prove the
// Devanagari in it is shaped (the conjuncts formed, the vowel signs placed, not glyph after glyph);
// finally the collected details are erased and the consent stays.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import en from '../../i18n/en.json';
import mr from '../../i18n/mr.json';
import { SHOTS, confirmDialog, cspViolations, readPdf, searchVoters, shot, useDemoAdminPage } from './harness';
import type { VoterExport } from '../shared/api/voterPrivacy';

const demo = useDemoAdminPage({}, { atNoonInIndia: true });
let page: Page;
beforeAll(() => {
  page = demo.page;
});

const results = () => page.locator('main tbody tr');
const WITHDRAWN = 'Consent withdrawn: no calls or WhatsApp messages';

/**
 * How far the PDF's first page (rendered at the canvas's own 150 dpi) is from the browser drawing
 * `text` where the PDF maker draws its title, once shaped and once glyph by glyph (what a PDF
 * library without a shaper prints). Compared over the part of the title from `from` on.
 */
async function titleDistance(png: string, text: string, from: string) {
  return page.evaluate(
    async ({ png, text, from }) => {
      // the title as tablePdf draws it: 600 weight, 30 px, at the page margin (64, 64), top baseline
      const x = 64;
      const y = 64;
      const font = `600 30px ${getComputedStyle(document.body).fontFamily}`;
      await document.fonts.load(font, text);
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = (w: number, h: number) => {
        const c = document.createElement('canvas');
        c.width = w;
        c.height = h;
        return c.getContext('2d', { willReadFrequently: true })!;
      };
      const pdf = canvas(bitmap.width, bitmap.height);
      pdf.drawImage(bitmap, 0, 0);
      const draw = (pieces: string[]) => {
        const ctx = canvas(bitmap.width, bitmap.height);
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, bitmap.width, bitmap.height);
        ctx.fillStyle = '#000';
        ctx.font = font;
        ctx.textBaseline = 'top';
        let at = x;
        for (const p of pieces) {
          ctx.fillText(p, at, y);
          at += ctx.measureText(p).width;
        }
        return ctx;
      };
      const shaped = draw([text]);
      const unshaped = draw([...text]);
      const start = x + shaped.measureText(text.slice(0, text.indexOf(from))).width;
      const box = { x0: Math.floor(start) - 2, x1: Math.ceil(x + shaped.measureText(text).width) + 6, y0: y - 6, y1: y + 48 };
      const grey = (ctx: CanvasRenderingContext2D, dx = 0, dy = 0) => {
        const d = ctx.getImageData(box.x0 + dx, box.y0 + dy, box.x1 - box.x0, box.y1 - box.y0).data;
        const out = new Float32Array(d.length / 4);
        for (let i = 0; i < out.length; i++) out[i] = (d[i * 4] * 77 + d[i * 4 + 1] * 150 + d[i * 4 + 2] * 29) / 256 / 255;
        return out;
      };
      const mean = (a: Float32Array, b: Float32Array) => a.reduce((s, v, i) => s + Math.abs(v - b[i]), 0) / a.length;
      const paper = new Float32Array(grey(shaped).length).fill(1);
      // the raster may sit a pixel or two off where poppler places it: the best of small shifts
      const best = (ctx: CanvasRenderingContext2D) => {
        const want = grey(ctx);
        let min = Infinity;
        for (let dx = -2; dx <= 2; dx++) for (let dy = -2; dy <= 2; dy++) min = Math.min(min, mean(grey(pdf, dx, dy), want));
        return min;
      };
      return { ink: mean(paper, grey(shaped)), shaped: best(shaped), unshaped: best(unshaped) };
    },
    { png: fs.readFileSync(png).toString('base64'), text, from },
  );
}

describe('consent and the data held about a voter', () => {
  let voterName = '';
  const row = () => results().filter({ hasText: voterName }).first();
  const openDetails = async () => {
    await row()
      .getByRole('button', { name: `Add details of ${voterName}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Consent to be contacted').waitFor();
    return dialog;
  };
  const closeDetails = async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
  };

  it('withdraws consent and disables the WhatsApp action with the reason', async () => {
    await searchVoters(page, 'शर्मा');
    voterName = (await results().first().locator('.voter-name-primary').innerText()).trim();
    expect(voterName).toMatch(/Sharma$/);

    // a phone number first: WhatsApp is then offered
    const dialog = await openDetails();
    await dialog.getByLabel('Phone number', { exact: true }).fill('98220 55555');
    await dialog.getByLabel('Align with party').selectOption('yes');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await confirmDialog(page, 'Success', /.+/);
    await dialog.waitFor({ state: 'detached' });
    await row().getByText('+919822055555').waitFor();
    const whatsapp = row().getByRole('button', { name: `Send the voter slip of ${voterName} on WhatsApp` });
    expect(await whatsapp.isEnabled()).toBe(true);

    const details = await openDetails();
    expect(await details.getByLabel('Consent to be contacted').inputValue()).toBe('');
    await details.getByLabel('Consent to be contacted').selectOption('withdrawn');
    await details.getByRole('button', { name: 'Record consent' }).click();
    await details.getByRole('status').filter({ hasText: 'Consent saved.' }).waitFor();
    await details.getByText(/^Withdrawn on .+, recorded by Ramesh Deshmukh$/).waitFor();
    await details.getByTestId('contact-block').filter({ hasText: WITHDRAWN }).waitFor();
    await shot(page, 'consent-withdrawn-modal');
    await closeDetails();

    await row().getByTestId('contact-block').filter({ hasText: 'Consent withdrawn' }).waitFor();
    expect(await whatsapp.isDisabled()).toBe(true);
    expect(await whatsapp.getAttribute('title')).toBe(WITHDRAWN);
    expect(await row().getByText('+919822055555').count()).toBe(0);
    // the table scrolls sideways on narrower screens: the action in view for the picture
    await whatsapp.scrollIntoViewIfNeeded();
    await shot(page, 'consent-whatsapp-disabled');

    // the same in Marathi
    await page.getByLabel('Choose a language').selectOption('mr');
    const marathi = row().getByRole('button', { name: mr['voterSearch.whatsappFor'].replace('{name}', voterName) });
    await row().getByTestId('contact-block').filter({ hasText: mr['consent.badge.withdrawn'] }).waitFor();
    expect(await marathi.isDisabled()).toBe(true);
    expect(await marathi.getAttribute('title')).toBe(mr['consent.blocked.withdrawn']);
    await shot(page, 'consent-whatsapp-disabled-mr');
    await page.getByLabel(mr['layout.chooseLanguage']).selectOption('en');
    await row().getByTestId('contact-block').filter({ hasText: 'Consent withdrawn' }).waitFor();
  });

  it('exports the voter as JSON and as a PDF whose Devanagari is shaped', async () => {
    const dialog = await openDetails();
    const json = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download JSON' }).click();
    const file = await json;
    expect(file.suggestedFilename()).toMatch(/^voter-[A-Z0-9]+-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8')) as VoterExport;
    expect(`${data.voter.fm_name_en} ${data.voter.lastname_en}`).toBe(voterName);
    expect(data.collected_details).toMatchObject({ phone_no: '+919822055555', align_with_party: 'yes' });
    expect(data.consent).toMatchObject({ consent: 'withdrawn', contact_block: 'withdrawn', consent_by_details: { f_name: 'Ramesh', l_name: 'Deshmukh' } });
    expect(data.audit.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'consent']));
    expect(data.organisation.name).toEqual(expect.any(String));

    const pdf = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const pdfFile = await pdf;
    expect(pdfFile.suggestedFilename()).toBe(file.suggestedFilename().replace(/\.json$/, '.pdf'));
    const pdfPath = (await pdfFile.path())!;
    const { png } = readPdf(pdfPath, 'consent-export-pdf');
    expect(png && fs.statSync(png).size).toBeGreaterThan(1000);

    // page 1 at the 150 dpi it was drawn at, against the browser's own drawing of the title
    const prefix = path.join(SHOTS, 'consent-export-pdf-150dpi');
    execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', pdfPath, prefix]);
    const devanagari = `${data.voter.fm_name_v1} ${data.voter.lastname_v1}`;
    expect(devanagari).toMatch(/र्मा/);
    const title = en['voterPrivacy.pdfTitle'].replace('{name}', `${voterName} (${devanagari})`);
    const d = await titleDistance(`${prefix}.png`, title, devanagari);
    // the drawing glyph by glyph differs visibly (a halant, a vowel sign out of place): the PDF is
    // far nearer the shaped drawing than the unshaped one, and near it outright
    expect(d.unshaped).toBeGreaterThan(d.ink * 0.25);
    expect(d.shaped).toBeLessThan(d.unshaped / 3);
    expect(d.shaped).toBeLessThan(d.ink * 0.3);
    await closeDetails();
  });

  it('erases the collected details; the roll entry and the withdrawn consent stay', async () => {
    const dialog = await openDetails();
    await dialog.getByRole('button', { name: 'Erase collected details' }).click();
    await confirmDialog(page, 'Erase the collected details?', new RegExp(`collected about ${voterName} will be erased for good`), {
      button: 'Yes, erase',
      chained: true,
    });
    await confirmDialog(page, 'Success', "The details collected about the voter were erased; the roll's entry stays.");
    await dialog.waitFor({ state: 'detached' });

    const again = await openDetails();
    await again.getByText(/^Withdrawn on .+, recorded by Ramesh Deshmukh$/).waitFor();
    expect(await again.getByLabel('Phone number', { exact: true }).inputValue()).toBe('');
    expect(await again.getByLabel('Align with party').inputValue()).toBe('');
    await shot(page, 'consent-erased');
    await closeDetails();
    // still on the roll, still not to be contacted
    expect(await row().locator('.voter-name-primary').innerText()).toBe(voterName);
    expect(
      await row()
        .getByRole('button', { name: `Send the voter slip of ${voterName} on WhatsApp` })
        .isDisabled(),
    ).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
  });
});
