// Surveys: a category's questions, a survey's results, a voter's answers and the voters to pick
// from. The list, one row, add, edit and delete are the CRUD kit's (crudEndpoints), declared here.
import { SurveyApi, SurveyQuestionApi, type Survey, SurveyCategoryApi, type SurveyCategory, type SurveyQuestion } from '../../../shared/api/surveys';
import { VoterApi } from '../../../shared/api/voters';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/endpoints';
import { listTags } from '../../api/tags';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const survey = crudEndpoints<Survey, typeof SurveyApi>(build, SurveyApi, 'Survey');
    // the questions' and surveys' lists show a category's name
    const surveyCategory = crudEndpoints<SurveyCategory, typeof SurveyCategoryApi>(build, SurveyCategoryApi, 'SurveyCategory', ['SurveyQuestion']);
    const surveyQuestion = crudEndpoints<SurveyQuestion, typeof SurveyQuestionApi>(build, SurveyQuestionApi, 'SurveyQuestion');
    return {
      surveyList: survey.list,
      surveyGet: survey.get,
      surveyAdd: survey.add,
      surveyUpdate: survey.update,
      surveyRemove: survey.remove,
      surveyCategoryList: surveyCategory.list,
      surveyCategoryGet: surveyCategory.get,
      surveyCategoryAdd: surveyCategory.add,
      surveyCategoryUpdate: surveyCategory.update,
      surveyCategoryRemove: surveyCategory.remove,
      surveyQuestionList: surveyQuestion.list,
      surveyQuestionGet: surveyQuestion.get,
      surveyQuestionAdd: surveyQuestion.add,
      surveyQuestionUpdate: surveyQuestion.update,
      surveyQuestionRemove: surveyQuestion.remove,
    };
  },
});

export const surveyApi = crudHooks(
  crud.endpoints.surveyList,
  crud.endpoints.surveyGet,
  crud.endpoints.surveyAdd,
  crud.endpoints.surveyUpdate,
  crud.endpoints.surveyRemove,
);
export const surveyCategoryApi = crudHooks(
  crud.endpoints.surveyCategoryList,
  crud.endpoints.surveyCategoryGet,
  crud.endpoints.surveyCategoryAdd,
  crud.endpoints.surveyCategoryUpdate,
  crud.endpoints.surveyCategoryRemove,
);
export const surveyQuestionApi = crudHooks(
  crud.endpoints.surveyQuestionList,
  crud.endpoints.surveyQuestionGet,
  crud.endpoints.surveyQuestionAdd,
  crud.endpoints.surveyQuestionUpdate,
  crud.endpoints.surveyQuestionRemove,
);

const ANSWERS = { type: 'Survey', id: 'ANSWERS' } as const;

const surveyExtras = baseApi.injectEndpoints({
  endpoints: (build) => ({
    categoryQuestions: queryOf(build, SurveyQuestionApi.byCategory, {
      transformResponse: (raw) => raw.questions,
      providesTags: (rows) => listTags('SurveyQuestion', rows),
    }),
    surveyResults: queryOf(build, SurveyApi.results, { transformResponse: (raw) => raw.results, providesTags: [ANSWERS] }),
    voterAnswers: queryOf(build, SurveyApi.voterAnswers, { transformResponse: (raw) => raw.response, providesTags: [ANSWERS] }),
    // a survey's count of answers, the results and the dashboard's poll change
    saveAnswers: mutationOf(build, SurveyApi.answer, {
      invalidatesTags: (_r, _e, { body }) => [ANSWERS, { type: 'Survey', id: body.survey_id }, { type: 'Survey', id: 'LIST' }],
    }),
    surveyVoters: queryOf(build, VoterApi.searchAcnoVoters),
  }),
});

export const { useCategoryQuestionsQuery, useSurveyResultsQuery, useVoterAnswersQuery, useSaveAnswersMutation, useSurveyVotersQuery } = surveyExtras;
