// The survey of a page's :id with its questions in the order it asks them (the survey's
// questions, answers and results pages).
import { useParams } from 'react-router-dom';
import type { SurveyQuestion } from '../../../shared/api/surveys';
import { surveyApi, surveyQuestionApi } from './api';

export function useSurvey() {
  const id = Number(useParams().id);
  const survey = surveyApi.useGetQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  const all = surveyQuestionApi.useListQuery();
  const byId = new Map((all.data ?? []).map((q) => [q.id, q]));
  const questions = (survey.data?.questions ?? []).map((q) => byId.get(q)).filter((q): q is SurveyQuestion => q !== undefined);
  return { id, survey: survey.data, questions, isLoading: survey.isLoading || all.isLoading, isError: survey.isError };
}
