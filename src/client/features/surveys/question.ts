// Survey questions: the question, three options each with its
// weightage (+4 for the campaign … -4 against it), the category, the area ("No Area" when it has
// none), the candidate and the window it is asked in; add and edit in popups.
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { SurveyQuestionApi, type SurveyQuestion } from '../../../shared/api/surveys';
import { surveyQuestionSchema } from '../../../shared/schemas/surveys';
import { isoToKolkataInput } from '../../../shared/dates';
import type { CrudBody } from '../../api/crudEndpoints';
import type { CrudResource, FieldSpec } from '../../components/crud/resource';
import { signed, useCampaignCandidates, useCategoryOptions, WEIGHTAGE_OPTIONS } from './options';
import { surveyQuestionApi } from './api';
import { useAreaOptions } from '../areas/api';

const optionText = (text: string, weightage: number) => `${text} (${signed(weightage)})`;
// Each Devanagari wording (for the Hindi and Marathi phones, when the office gives it) right under
// the English it translates: the office words both side by side.
const optionFields = [1, 2, 3].flatMap((n): FieldSpec[] => [
  { name: `option${n}`, labelKey: `question.option${n}`, required: true },
  { name: `option${n}_local`, labelKey: `question.option${n}Local` },
  {
    name: `answer${n}`,
    labelKey: `question.weightage${n}`,
    kind: 'select',
    options: WEIGHTAGE_OPTIONS,
    placeholderKey: 'question.chooseWeightage',
    required: true,
  },
]);

const question: CrudResource<SurveyQuestion, CrudBody<typeof SurveyQuestionApi>> = {
  name: 'question',
  api: surveyQuestionApi,
  decls: SurveyQuestionApi,
  titleKey: 'question.title',
  addKey: 'question.add',
  editKey: 'question.edit',
  columns: [
    { id: 'question', header: 'question.question', render: (q) => q.question },
    { id: 'category', header: 'question.category', render: (q) => q.survey_category_name?.category_name ?? '—' },
    { id: 'a', header: 'question.optionA', render: (q) => optionText(q.option1, q.answer1) },
    { id: 'b', header: 'question.optionB', render: (q) => optionText(q.option2, q.answer2) },
    { id: 'c', header: 'question.optionC', render: (q) => optionText(q.option3, q.answer3) },
    { id: 'area', header: 'question.area', render: (q) => q.area?.name ?? createElement(FormattedMessage, { id: 'question.noArea' }) },
  ],
  fields: [
    { name: 'question', labelKey: 'question.question', required: true },
    { name: 'question_local', labelKey: 'question.questionLocal' },
    ...optionFields,
    { name: 'category_id', labelKey: 'question.category', kind: 'select', useOptions: useCategoryOptions, placeholderKey: 'question.noCategory' },
    { name: 'location', labelKey: 'question.area', kind: 'select', useOptions: useAreaOptions, placeholderKey: 'question.chooseArea', required: true },
    { name: 'candidate_id', labelKey: 'question.candidate', kind: 'select', useOptions: useCampaignCandidates, placeholderKey: 'question.noCandidate' },
    { name: 'start_date', labelKey: 'question.start', type: 'datetime-local', required: true },
    { name: 'end_date', labelKey: 'question.end', type: 'datetime-local', required: true },
  ],
  schema: surveyQuestionSchema,
  initialValues: {
    question: '',
    option1: '',
    option2: '',
    option3: '',
    question_local: '',
    option1_local: '',
    option2_local: '',
    option3_local: '',
    answer1: '',
    answer2: '',
    answer3: '',
    category_id: '',
    location: '',
    candidate_id: '',
    start_date: '',
    end_date: '',
  },
  toForm: (q) => ({
    question: q.question,
    option1: q.option1,
    option2: q.option2,
    option3: q.option3,
    question_local: q.question_local ?? '',
    option1_local: q.option1_local ?? '',
    option2_local: q.option2_local ?? '',
    option3_local: q.option3_local ?? '',
    answer1: String(q.answer1),
    answer2: String(q.answer2),
    answer3: String(q.answer3),
    category_id: q.category_id == null ? '' : String(q.category_id),
    location: q.location == null ? '' : String(q.location),
    candidate_id: q.candidate_id == null ? '' : String(q.candidate_id),
    start_date: isoToKolkataInput(q.start_date),
    end_date: isoToKolkataInput(q.end_date),
  }),
  messages: { added: 'question.added', updated: 'question.updated', deleted: 'question.deleted' },
  pager: 'numbers',
  emptyTitle: 'question.emptyTitle',
  emptyText: 'question.emptyText',
  rowName: (q) => q.question,
};
export default question;
