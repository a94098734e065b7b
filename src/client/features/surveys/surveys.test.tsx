// Surveys against a fake server: the questions list ("No Area" for a question without one) and the
// question popup's body (weightages as numbers, India times as instants); the survey form's
// checklist (10, then 10 more per Load more, a category's questions on their own) and its body; a
// voter's answers sent from the answers page.
import { screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import type { Survey, SurveyQuestion } from '../../../shared/api/surveys';
import { installFakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, openPage } from '../../test/renderPage';
import { expectTexts, field, MAP_CONFIG_ROUTE, pickOnMap, swalText, sentBody } from '../../test/queries';
import { AddSurveyPage, QuestionPage, SurveyAnswersPage } from './pages';

const BASE = '/api/v1/admin/5';
const question = (id: number, extra: Partial<SurveyQuestion> = {}): SurveyQuestion => ({
  id,
  question: `Question ${id}?`,
  option1: 'Yes',
  option2: 'Maybe',
  option3: 'No',
  question_local: null,
  option1_local: null,
  option2_local: null,
  option3_local: null,
  answer1: 2,
  answer2: 0,
  answer3: -2,
  category_id: id > 20 ? 8 : null,
  location: 2,
  candidate_id: null,
  start_date: '2026-12-01T03:30:00Z',
  end_date: '2026-12-31T12:30:00Z',
  survey_category_name: id > 20 ? { category_name: 'Health' } : null,
  area: { name: 'Rajapeth' },
  ...extra,
});
const QUESTIONS = Array.from({ length: 25 }, (_, i) => question(i + 1));
QUESTIONS[0] = question(1, { location: null, area: null });
const SURVEY: Survey = {
  id: 4,
  survey_name: 'Ward survey',
  survey_description: 'Water',
  location: { type: 'Point', coordinates: [77.76, 20.92] },
  location_name: 'Rajapeth',
  address: null,
  area_id: 2,
  areas: { name: 'Rajapeth' },
  event_id: 6,
  group_id: null,
  category_id: null,
  valid_from: '2026-11-20T03:30:00Z',
  valid_to: '2026-12-20T12:30:00Z',
  questions: [2, 3],
  responses: 0,
};

function surveyServer() {
  return installFakeServer({
    ...MAP_CONFIG_ROUTE,
    [`GET ${BASE}/survey-questions`]: { body: { surveyQuestions: QUESTIONS } },
    [`GET ${BASE}/survey-category`]: {
      body: { categoryMasterData: [{ id: 8, category_name: 'Health', description: null, candidate_id: null, category_candidate: null }] },
    },
    [`GET ${BASE}/surveys/category-questions/8`]: { body: { questions: QUESTIONS.filter((q) => q.category_id === 8) } },
    [`GET ${BASE}/area`]: { body: { area: [{ id: 2, name: 'Rajapeth' }] } },
    [`GET ${BASE}/voters-group`]: { body: { voter_group: [{ id: 3, voter_group_name: 'Market vendors' }] } },
    [`GET ${BASE}/events`]: { body: { events: [{ id: 6, event_name: 'Sabha' }] } },
    [`GET ${BASE}/candidate-dropdown-list`]: { body: { candidates: [] } },
    [`GET ${BASE}/surveys/edit/4`]: { body: { survey: SURVEY } },
    [`POST ${BASE}/survey-questions/add`]: () => ({ status: 201, body: { msg: 'Question added successfully!', key: 'question.added' } }),
    [`POST ${BASE}/surveys/add`]: () => ({ status: 201, body: { msg: 'Survey added successfully!', key: 'survey.added' } }),
    [`GET ${BASE}/5/0/search-acno-voters`]: {
      body: {
        voters: [{ id: 70, name: 'Ramesh Patil', name_v1: 'रमेश पाटील', enfname: 'Ramesh', enlname: 'Patil', partno: 3, slnoinpart: 41 }],
        total: 1,
        totalCapped: false,
        page: 1,
        pageSize: 10,
      },
    },
    [`GET ${BASE}/survey-answers`]: { body: { response: null } },
    [`POST ${BASE}/survey-answers`]: () => ({ status: 201, body: { msg: 'Answers saved successfully!', key: 'survey.answersSaved' } }),
  });
}

describe('surveys', () => {
  afterEach(() => Swal.close());

  it('lists questions ("No Area" without one) and adds one with numeric weightages and India times as instants', async () => {
    const server = surveyServer();
    const { user } = openPage(<QuestionPage />, { auth: ADMIN_SESSION, path: '/questions' });
    const row = (await screen.findByText('Question 1?')).closest('tr')!;
    expectTexts(row, ['Yes (+2)', 'Maybe (0)', 'No (-2)', 'No Area']);

    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Question is required.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Choose a weightage from +4 to -4.')).toHaveLength(3);
    await user.type(within(dialog).getByLabelText(/^Question(?! in)/), 'Is the road repaired?');
    for (const [n, text, weight] of [
      [1, 'Yes', '+4'],
      [2, 'Partly', '0'],
      [3, 'No', '-4'],
    ] as const) {
      await user.type(field(new RegExp(`^Option ${n}(?! in)`)), text);
      await user.selectOptions(field(new RegExp(`^Weightage of option ${n}`)), weight);
    }
    // the Devanagari wording the Hindi and Marathi phones show, where the office gives it
    await user.type(field(/^Question in Devanagari/), 'रस्ता दुरुस्त झाला का?');
    await user.type(field(/^Option 1 in Devanagari/), 'हो');
    await user.selectOptions(field(/^Area/), '2');
    await user.type(field(/^Start/), '2026-12-01T09:00');
    await user.type(field(/^End/), '2026-12-31T18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await sentBody(server, `POST ${BASE}/survey-questions/add`)).toEqual({
      question: 'Is the road repaired?',
      option1: 'Yes',
      option2: 'Partly',
      option3: 'No',
      question_local: 'रस्ता दुरुस्त झाला का?',
      option1_local: 'हो',
      option2_local: null,
      option3_local: null,
      answer1: 4,
      answer2: 0,
      answer3: -4,
      category_id: null,
      location: 2,
      candidate_id: null,
      start_date: '2026-12-01T03:30:00.000Z',
      end_date: '2026-12-31T12:30:00.000Z',
    });
    await waitFor(() => expect(swalText()).toBe('Question added successfully!'));
  });

  it('shows 10 questions and 10 more per Load more, a category’s on their own, and sends the chosen ids', async () => {
    const server = surveyServer();
    const { user } = openPage(<AddSurveyPage />, { auth: ADMIN_SESSION, path: '/add-Survey' });
    const checklist = await screen.findByTestId('survey-question-checklist');
    await waitFor(() => expect(within(checklist).getAllByRole('checkbox')).toHaveLength(10));
    await user.click(within(checklist).getByRole('button', { name: 'Load more' }));
    expect(within(checklist).getAllByRole('checkbox')).toHaveLength(20);
    await user.click(within(checklist).getByRole('button', { name: 'Load more' }));
    expect(within(checklist).getAllByRole('checkbox')).toHaveLength(25);
    expect(within(checklist).queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.click(within(checklist).getByRole('checkbox', { name: 'Question 2?' }));
    await user.selectOptions(field(/^Show questions of category/), '8');
    await waitFor(() => expect(within(checklist).getAllByRole('checkbox')).toHaveLength(5));
    await user.click(within(checklist).getByRole('checkbox', { name: 'Question 22?' }));
    expect(checklist).toHaveTextContent('2 chosen');

    await user.type(field(/^Survey name/), 'Health survey');
    await user.selectOptions(field(/^Area/), '2');
    await user.selectOptions(field(/^Event/), '6');
    await user.type(field(/^Start/), '2026-12-01T09:00');
    await user.type(field(/^End/), '2026-12-10T18:00');
    await user.type(field(/^Description/), 'Clinics');
    await pickOnMap('survey-map');
    await user.click(screen.getByRole('button', { name: 'Add Survey' }));
    expect(await sentBody(server, `POST ${BASE}/surveys/add`)).toMatchObject({
      survey_name: 'Health survey',
      area_id: 2,
      event_id: 6,
      group_id: null,
      category_id: 8,
      valid_from: '2026-12-01T03:30:00.000Z',
      valid_to: '2026-12-10T12:30:00.000Z',
      location: { type: 'Point' },
      questions: [2, 22],
    });
    await waitFor(() => expect(swalText()).toBe('Survey added successfully!'));
  });

  it('sends a voter’s answers found by name, one option per question answered', async () => {
    const server = surveyServer();
    const { user } = openPage(<SurveyAnswersPage />, { auth: ADMIN_SESSION, path: '/survey-answers/:id', url: '/survey-answers/4' });
    expect(await screen.findByText('Ward survey')).toBeInTheDocument();
    await user.type(field(/^Find the voter/), 'Ram');
    await user.click(await screen.findByRole('button', { name: /Ramesh Patil/ }));
    const form = await screen.findByTestId('answer-form');
    await user.click(within(within(form).getByRole('group', { name: 'Question 2?' })).getByLabelText('Maybe'));
    await user.click(within(form).getByRole('button', { name: 'Save answers' }));
    expect(await sentBody(server, `POST ${BASE}/survey-answers`)).toEqual({
      survey_id: 4,
      voter_id: 70,
      answers: [{ question_id: 2, option: 2 }],
      collected_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/),
    });
    await waitFor(() => expect(swalText()).toBe('Answers saved successfully!'));
  });

  it('tells staff whose role lacks the Voters module why no voter can be found, and asks the roll for nothing', async () => {
    const server = surveyServer();
    openPage(<SurveyAnswersPage />, {
      auth: { ...ADMIN_SESSION, type: 2, user: { modules: ['Survey'] } as never },
      path: '/survey-answers/:id',
      url: '/survey-answers/4',
    });
    expect(await screen.findByText('Ward survey')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Finding a voter needs the Voters module in your role.');
    expect(screen.queryByLabelText(/^Find the voter/)).toBeNull();
    expect(server.requests.filter((r) => r.path.includes('search-acno-voters'))).toEqual([]);
  });
});
