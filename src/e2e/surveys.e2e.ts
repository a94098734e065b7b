// Surveys in a real browser, as the demo admin: a category and three questions added, a survey
// built from a checklist that needs Load more, answers entered for two voters, the survey's
// results chart and the dashboard's opinion poll counting them, and the answer form in Marathi.
import type { Page } from 'playwright-core';
import moment from 'moment-timezone';
import mr from '../../i18n/mr.json';
import { confirmDialog, pageShown, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

const row = (text: string) => page.locator('main tbody tr', { hasText: text });
/** The opinion poll's "Share of N survey answers from M voters" note, as numbers. */
async function pollFigures() {
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await pageShown(page, '/dashboard');
  const note = page.getByTestId('opinion-poll').locator('.card-note');
  await note.filter({ hasText: /survey answers/ }).waitFor();
  const [answers, voters] = (await note.innerText()).match(/\d+/g)!.map(Number);
  return { answers, voters };
}

/** Survey list from the menu, opening its group when it is folded. */
async function surveyList() {
  const link = page.getByRole('link', { name: 'Survey list' });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Survey', exact: true }).click();
  await link.click();
  await pageShown(page, '/survey');
}

describe('surveys in the browser', () => {
  const category = 'Health';
  const questions = ['Is there a clinic within walking distance?', 'Did your family get the health card?', 'Is the ambulance on time?'];
  const surveyName = 'Camp health survey';
  const today = moment.tz('Asia/Kolkata');
  let before: { answers: number; voters: number };

  it('shows the demo’s answers as the dashboard’s opinion poll', async () => {
    before = await pollFigures();
    expect(before.answers).toBeGreaterThan(0);
    // the chart's code loads when its card comes near the screen
    await page.getByTestId('opinion-poll').scrollIntoViewIfNeeded();
    await page.getByTestId('opinion-poll-chart').locator('canvas').waitFor();
  });

  it('adds a category on the Categories tab and three questions in it', async () => {
    await surveyList();
    await pageShown(page, '/survey');
    await row('Rajapeth ward survey').waitFor();
    await page.getByRole('link', { name: 'Categories' }).click();
    await pageShown(page, '/survey-category');
    await page.getByRole('button', { name: 'Add category' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required.').waitFor();
    await dialog.getByLabel(/^Category name/).fill(category);
    await dialog.getByLabel(/^Description/).fill('Clinics, cards and ambulances');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page, 'Success', 'Category added successfully!');
    await row(category).waitFor();

    await page.getByRole('link', { name: 'Questions', exact: true }).click();
    await pageShown(page, '/questions');
    for (const [i, text] of questions.entries()) {
      await page.getByRole('button', { name: 'Add question' }).click();
      const q = page.getByRole('dialog');
      await q.getByLabel(/^Question(?! in)/).fill(text);
      await q.getByLabel(/^Option 1(?! in)/).fill('Yes');
      await q.getByLabel(/^Option 2(?! in)/).fill('Not sure');
      await q.getByLabel(/^Option 3(?! in)/).fill('No');
      // the wording a Hindi or Marathi phone shows instead
      if (i === 0) await q.getByLabel(/^Question in Devanagari/).fill('रस्ते दुरुस्त झाले का?');
      await q.getByLabel(/^Weightage of option 1/).selectOption('+3');
      await q.getByLabel(/^Weightage of option 2/).selectOption('0');
      if (i === 0) {
        // a weightage left out is said next to its field
        await q.getByRole('button', { name: 'Save' }).click();
        await q.getByText('Choose a weightage from +4 to -4.').waitFor();
      }
      await q.getByLabel(/^Weightage of option 3/).selectOption('-3');
      await q.getByLabel(/^Category/).selectOption({ label: category });
      await q.getByLabel(/^Area/).selectOption({ label: 'Camp' });
      await q.getByLabel(/^Start/).fill(`${today.format('YYYY-MM-DD')}T09:00`);
      await q.getByLabel(/^End/).fill(`${today.clone().add(20, 'days').format('YYYY-MM-DD')}T18:00`);
      if (i === 0) await shot(page, 'survey-question-add');
      await q.getByRole('button', { name: 'Save' }).click();
      await confirmDialog(page, 'Success', 'Question added successfully!');
    }
    // the demo's twelve come first: the new ones are on page 2
    await page.getByRole('button', { name: 'Next' }).click();
    for (const text of questions) await row(text).waitFor();
    expect(await row(questions[0]).locator('td').allInnerTexts()).toEqual(expect.arrayContaining([category, 'Yes (+3)', 'Not sure (0)', 'No (-3)', 'Camp']));
  });

  it('builds a survey from the checklist, loading more to reach the new questions', async () => {
    await page.getByRole('link', { name: 'Survey list' }).click();
    await page.getByRole('link', { name: 'Add survey' }).click();
    await pageShown(page, '/add-Survey');
    await page.getByLabel(/^Survey name/).fill(surveyName);
    await page.getByLabel(/^Area/).selectOption({ label: 'Camp' });
    await page.getByLabel(/^Event/).selectOption({ index: 1 });
    await page.getByLabel(/^Start/).fill(`${today.clone().subtract(1, 'day').format('YYYY-MM-DD')}T09:00`);
    await page.getByLabel(/^End/).fill(`${today.clone().add(10, 'days').format('YYYY-MM-DD')}T18:00`);
    await page.getByLabel(/^Description/).fill('Health services in Camp, door to door');
    const checklist = page.getByTestId('survey-question-checklist');
    await checklist.getByText(/showing 10 of 15/).waitFor();
    expect(await checklist.getByRole('checkbox').count()).toBe(10);
    await expect(checklist.getByRole('checkbox', { name: questions[0] }).count()).resolves.toBe(0);
    await checklist.getByRole('button', { name: 'Load more' }).click();
    await checklist.getByText(/showing 15 of 15/).waitFor();
    await expect(checklist.getByRole('button', { name: 'Load more' }).count()).resolves.toBe(0);
    for (const q of questions) await checklist.getByRole('checkbox', { name: q }).check();
    // the category filter shows only its questions; the chosen ones stay chosen
    await page.getByLabel(/^Show questions of category/).selectOption({ label: category });
    await checklist.getByText(/3 chosen · showing 3 of 3/).waitFor();
    // without a place: "Invalid Location"
    await page.getByRole('button', { name: 'Add Survey' }).click();
    await confirmDialog(page, 'Invalid Location', 'Please Select location.');
    await page.getByRole('combobox', { name: /Place \(search a place in India\)/ }).fill('Camp');
    await page.getByRole('listbox').getByRole('option').first().click();
    await shot(page, 'survey-add');
    await page.getByRole('button', { name: 'Add Survey' }).click();
    await confirmDialog(page, 'Success', 'Survey added successfully!');
    await pageShown(page, '/survey');
    expect(await row(surveyName).locator('td').allInnerTexts()).toEqual(expect.arrayContaining([surveyName, 'Camp', '0']));

    await row(surveyName).getByRole('link', { name: 'Questions' }).click();
    await page.waitForURL('**/survey-questions/*');
    for (const q of questions) await row(q).waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
  });

  it('enters answers for two voters and sees them in the results and the poll', async () => {
    const choices: Array<[string, string[]]> = [
      ['Ramesh', ['Yes', 'Yes', 'Not sure']],
      ['Sunil', ['No', 'Yes', 'No']],
    ];
    for (const [name, options] of choices) {
      await pageShown(page, '/survey');
      await row(surveyName).getByRole('link', { name: 'Enter answers' }).click();
      await page.waitForURL('**/survey-answers/*');
      await page.getByLabel(/^Find the voter/).fill(name);
      await page.locator('.voter-choices button').first().click();
      const form = page.getByTestId('answer-form');
      for (const [i, q] of questions.entries()) await form.getByRole('group', { name: q }).getByLabel(options[i], { exact: true }).check();
      if (name === 'Ramesh') await shot(page, 'survey-answers');
      await form.getByRole('button', { name: 'Save answers' }).click();
      await confirmDialog(page, 'Success', 'Answers saved successfully!');
      await page.getByLabel(/^Find the voter/).waitFor();
      await page.getByRole('link', { name: 'Back' }).click();
    }
    await row(surveyName).getByRole('cell', { name: '2', exact: true }).waitFor();

    await row(surveyName).getByRole('link', { name: 'Results' }).click();
    await page.waitForURL('**/survey-results/*');
    await page.getByTestId('survey-results-total').getByText('2 voters have answered').waitFor();
    await page.getByTestId('survey-results-questions').locator('canvas').waitFor();
    // Yes +3 twice, Not sure 0, No -3 three times: per question 0, +3 and -1.5
    const table = page.getByTestId('survey-results-table');
    expect(await table.locator('tbody tr', { hasText: questions[0] }).locator('td').allInnerTexts()).toEqual(
      expect.arrayContaining(['Yes (+3): 1', 'No (-3): 1', '2', '0']),
    );
    expect(await table.locator('tbody tr', { hasText: questions[2] }).locator('td').last().innerText()).toBe('-1.5');
    await shot(page, 'survey-results');

    const after = await pollFigures();
    expect(after).toEqual({ answers: before.answers + 6, voters: before.voters + 2 });
  });

  it('shows the answer form in Marathi', async () => {
    await surveyList();
    await row(surveyName).getByRole('link', { name: 'Enter answers' }).click();
    await page.getByLabel('Choose a language').selectOption('mr');
    await page.getByRole('heading', { name: mr['survey.answersTitle'] }).waitFor();
    await page.getByLabel(new RegExp(`^${mr['survey.findVoter'].replace(/[()]/g, '.')}`)).fill('Ramesh');
    const choice = page.locator('.voter-choices button').first();
    const picked = (await choice.innerText()).replace(/\s+/g, ' ').trim();
    await choice.click();
    await page.getByRole('button', { name: mr['survey.saveAnswers'] }).waitFor();
    await page.getByText(mr['survey.answeredBefore']).waitFor();
    // the voter picked, and the answers given earlier already chosen
    expect((await page.locator('.answer-voter').innerText()).replace(/\s+/g, ' ').trim()).toBe(picked);
    expect(await page.getByTestId('answer-form').locator('input[type=radio]:checked').count()).toBeGreaterThan(0);
    await shot(page, 'survey-answers-mr');
    await page.getByLabel(mr['layout.chooseLanguage']).selectOption('en');
  });
});
