import * as yup from 'yup';
import { requiredPoint } from './points';
import { idList, optionalId, requiredId } from './ids';
import { endAfter, when } from './times';

/** The weightages an option may carry: 4 (strongly for the campaign) down to -4 (strongly against). */
export const WEIGHTAGES = [4, 3, 2, 1, 0, -1, -2, -3, -4] as const;

const text = (requiredKey: string, max = 500) => yup.string().trim().required(requiredKey).max(max, 'validation.textTooLong');
const optionalText = (max: number) =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null))
    .nullable()
    .default(null)
    .max(max, 'validation.textTooLong');
const weightage = yup
  .number()
  .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
  .typeError('validation.weightageRequired')
  .required('validation.weightageRequired')
  .oneOf([...WEIGHTAGES], 'validation.weightageRequired');

/** A survey category (validation rule "Category"): the name is required. */
export const surveyCategorySchema = yup.object({
  category_name: yup.string().trim().required('validation.nameRequired').max(100, 'validation.nameTooLong'),
  description: optionalText(1000),
  candidate_id: optionalId('validation.unknownCandidate'),
});

/**
 * A question (validation rule "Question form"): the question, three options with their
 * weightages, the area and the window are required; category and candidate are optional.
 */
export const surveyQuestionSchema = yup.object({
  question: text('validation.questionRequired'),
  option1: text('validation.optionRequired', 200),
  option2: text('validation.optionRequired', 200),
  option3: text('validation.optionRequired', 200),
  // the same in Devanagari, optional: a Hindi or Marathi screen shows them where given
  question_local: optionalText(500),
  option1_local: optionalText(200),
  option2_local: optionalText(200),
  option3_local: optionalText(200),
  answer1: weightage,
  answer2: weightage,
  answer3: weightage,
  category_id: optionalId('validation.unknownCategory'),
  location: requiredId('validation.areaRequired'),
  candidate_id: optionalId('validation.unknownCandidate'),
  start_date: when('validation.startRequired'),
  end_date: endAfter('start_date', 'validation.endRequired'),
});

/**
 * A survey (validation rule "Add/edit survey"): name, area, event, the window, the place on the
 * map and the description are required, the voter group optional (required on edit), and at
 * least one question.
 */
export const surveySchema = yup.object({
  survey_name: yup.string().trim().required('validation.surveyNameRequired').max(150, 'validation.nameTooLong'),
  area_id: requiredId('validation.areaRequired'),
  event_id: requiredId('validation.eventRequired'),
  group_id: optionalId('validation.unknownVoterGroup'),
  category_id: optionalId('validation.unknownCategory'),
  valid_from: when('validation.startRequired'),
  valid_to: endAfter('valid_from', 'validation.endRequired'),
  location: requiredPoint('validation.surveyLocation'),
  location_name: optionalText(500),
  address: optionalText(500),
  survey_description: text('validation.descriptionRequired', 2000),
  questions: idList('validation.unknownQuestion').min(1, 'validation.questionsRequired'),
});

/** Edit also requires the voter group. */
export const surveyUpdateSchema = surveySchema.shape({ group_id: requiredId('validation.voterGroupRequired') });

/**
 * One voter's answers to a survey, as a field app or the console sends them: the option (1-3)
 * chosen for each question answered (at least one), who collected them (the caller by default)
 * and when (now by default).
 */
export const surveyAnswerSchema = yup.object({
  survey_id: requiredId('validation.unknownSurvey'),
  voter_id: requiredId('validation.voterRequired'),
  answers: yup
    .array(
      yup.object({
        question_id: requiredId('validation.unknownQuestion'),
        option: yup.number().typeError('validation.answerOption').required('validation.answerOption').oneOf([1, 2, 3], 'validation.answerOption'),
      }),
    )
    .required('validation.answersRequired')
    .min(1, 'validation.answersRequired')
    .max(200, 'validation.answersRequired')
    .test('distinct', 'validation.duplicateQuestion', (list) => new Set((list ?? []).map((a) => a.question_id)).size === (list ?? []).length),
  collected_by: optionalId('validation.unknownUser'),
  collected_at: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined))
    .optional()
    .test('instant', 'validation.dateTime', (v) => v === undefined || !Number.isNaN(Date.parse(v))),
});
