// The survey screens, one chunk.
import ResourcePage from '../../components/crud/ResourcePage';
import { surveyPages } from './SurveyForm';
import SurveyTabs from './SurveyTabs';
import category from './category';
import question from './question';
export { default as SurveyListPage } from './SurveyListPage';
export { default as SurveyQuestionsPage } from './SurveyQuestionsPage';
export { default as SurveyAnswersPage } from './AnswersPage';
export { default as SurveyResultsPage } from './ResultsPage';
export const AddSurveyPage = surveyPages.Add;
export const EditSurveyPage = surveyPages.Edit;
export const QuestionPage = () => <ResourcePage resource={question} />;
export function SurveyCategoryPage() {
  return (
    <>
      <SurveyTabs />
      <ResourcePage resource={category} />
    </>
  );
}
