// Surveys: categories of questions, questions with three weighted options, surveys that ask a set
// of them in an area over a window of time, and the answers voters give, collected in the field
// or typed in the console, with their results and the dashboard's opinion poll.
import * as yup from 'yup';
import { crud } from './crud';
import { created, idParams, reply, route } from './contract';
import type { GeoPoint } from '../geo';
import type { Message } from './messages';
import type { PersonName } from './offices';
import { acnoOnlyQuerySchema } from '../schemas/voters';
import { surveyAnswerSchema, surveyCategorySchema, surveyQuestionSchema, surveySchema, surveyUpdateSchema } from '../schemas/surveys';
import { requiredId } from '../schemas/ids';

export interface SurveyCategory {
  id: number;
  category_name: string;
  description: string | null;
  candidate_id: number | null;
  category_candidate: PersonName | null;
}

/** A question and its options as the organisation words them in Devanagari (null: not given). */
export interface LocalWording {
  question_local: string | null;
  option1_local: string | null;
  option2_local: string | null;
  option3_local: string | null;
}

export interface SurveyQuestion extends LocalWording {
  id: number;
  question: string;
  option1: string;
  option2: string;
  option3: string;
  /** the weightage of each option, -4 to 4 */
  answer1: number;
  answer2: number;
  answer3: number;
  category_id: number | null;
  /** the area's id */
  location: number | null;
  candidate_id: number | null;
  /** instants in ISO (UTC) */
  start_date: string | null;
  end_date: string | null;
  survey_category_name: { category_name: string } | null;
  area: { name: string } | null;
}

export interface Survey {
  id: number;
  survey_name: string;
  survey_description: string;
  location: GeoPoint;
  location_name: string | null;
  address: string | null;
  area_id: number;
  areas: { name: string } | null;
  event_id: number;
  group_id: number | null;
  category_id: number | null;
  valid_from: string;
  valid_to: string;
  /** the ids of its questions, in the order they are asked */
  questions: number[];
  /** voters who have answered */
  responses: number;
}

/** One voter's answers to a survey. */
export interface SurveyResponse {
  id: number;
  survey_id: number;
  voter_id: number;
  collected_by: number;
  collected_by_details: PersonName | null;
  collected_at: string;
  answers: Array<{ question_id: number; option: number }>;
}

/** A survey's answers counted: per question (each option's count and the mean weightage) and per part. */
export interface SurveyResults {
  survey_id: number;
  responses: number;
  questions: Array<{
    id: number;
    question: string;
    options: Array<{ text: string; weightage: number; count: number }>;
    answered: number;
    /** mean weightage of the answers given, null with none */
    score: number | null;
  }>;
  parts: Array<{ acno: number; partno: number; responses: number; score: number | null }>;
}

/**
 * The dashboard's opinion poll, from every answer given in a constituency: how many leant for the
 * campaign (an option of positive weightage), were neutral (0) or leant against it.
 */
export interface OpinionPoll {
  /** voters who answered any survey */
  voters: number;
  answers: number;
  favourable: number;
  neutral: number;
  unfavourable: number;
}

export const SurveyCategoryApi = crud<SurveyCategory>()({
  base: '/survey-category',
  entity: 'survey category',
  listKey: 'categoryMasterData',
  itemKey: 'category',
  updateIdField: 'id',
  module: 'Survey',
  schema: surveyCategorySchema,
});

export const SurveyQuestionApi = {
  ...crud<SurveyQuestion>()({
    base: '/survey-questions',
    entity: 'survey question',
    listKey: 'surveyQuestions',
    itemKey: 'surveyQuestion',
    get: 'plain',
    updateIdField: 'id',
    module: 'Questions',
    schema: surveyQuestionSchema,
  }),
  byCategory: route({
    method: 'GET',
    path: '/surveys/category-questions/:id',
    scope: 'tenant',
    module: 'Survey',
    summary: 'The questions of one category',
    params: idParams,
    response: reply<{ questions: SurveyQuestion[] }>('questions'),
  }),
};

export const SurveyApi = {
  ...crud<Survey>()({
    base: '/surveys',
    entity: 'survey',
    listKey: 'surveys',
    itemKey: 'survey',
    updateIdField: 'id',
    module: 'Survey',
    schema: surveySchema,
    updateSchema: surveyUpdateSchema,
  }),
  results: route({
    method: 'GET',
    path: '/surveys/results/:id',
    scope: 'tenant',
    module: 'Survey',
    summary: "A survey's answers counted per question and per part",
    params: idParams,
    response: reply<{ results: SurveyResults }>('results'),
  }),
  /** Field apps send a voter's answers here; answering again replaces the earlier choices. */
  answer: route({
    method: 'POST',
    path: '/survey-answers',
    scope: 'tenant',
    module: 'Survey',
    summary:
      "Record one voter's answers to a survey: survey_id, voter_id, answers [{question_id, option 1-3}] (questions of the survey), collected_by (a user; the caller by default) and collected_at (an ISO instant inside the survey's window, not in the future; now by default). Answering again replaces the voter's earlier answers.",
    body: surveyAnswerSchema,
    response: created<Message & { response: SurveyResponse }>('msg', 'key', 'response'),
  }),
  voterAnswers: route({
    method: 'GET',
    path: '/survey-answers',
    scope: 'tenant',
    module: 'Survey',
    summary: "A voter's answers to a survey (null when they have not answered)",
    query: yup.object({ survey_id: requiredId('validation.unknownSurvey'), voter_id: requiredId('validation.voterRequired') }),
    response: reply<{ response: SurveyResponse | null }>('response'),
  }),
  poll: route({
    method: 'GET',
    path: '/dashboard-opinion-poll',
    scope: 'tenant',
    module: 'Dashboard',
    summary: "The opinion poll of a constituency's survey answers: favourable, neutral and unfavourable answers",
    query: acnoOnlyQuerySchema,
    response: reply<{ poll: OpinionPoll }>('poll'),
  }),
};
