import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "surveys" */ './pages');

// "Survey" in the menu with the survey list and Questions, for the campaign and survey
// installations (the survey variant exists for them), behind the Survey and Questions modules.
// The survey categories are the Categories tab of the survey list (the master Category keeps /category).
const types = [1, 2];
export default routesOf(pages, [
  ['SurveyListPage', '/survey', ACCESS.SurveyApi.list, { labelKey: 'menu.surveyList', icon: 'survey', group: 'menu.survey', order: 220, types }],
  ['QuestionPage', '/questions', ACCESS.SurveyQuestionApi.list, { labelKey: 'menu.questions', icon: 'survey', group: 'menu.survey', order: 221, types }],
  ['SurveyCategoryPage', '/survey-category', ACCESS.SurveyCategoryApi.list],
  ['AddSurveyPage', '/add-Survey', ACCESS.SurveyApi.add],
  ['EditSurveyPage', '/edit-Survey/:id', ACCESS.SurveyApi.update],
  ['SurveyQuestionsPage', '/survey-questions/:id', ACCESS.SurveyApi.get],
  ['SurveyAnswersPage', '/survey-answers/:id', ACCESS.SurveyApi.answer],
  ['SurveyResultsPage', '/survey-results/:id', ACCESS.SurveyApi.results],
]);
