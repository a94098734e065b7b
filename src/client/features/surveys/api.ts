// Surveys: a category's questions, a survey's results, a voter's answers and the voters to pick
// from. The list, add, edit and delete endpoints are the CRUD kit's (api/crudApi.ts).
import { SurveyApi, SurveyQuestionApi } from '../../../shared/api/surveys';
import { VoterApi } from '../../../shared/api/voters';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/endpoints';
import { listTags } from '../../api/tags';

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
