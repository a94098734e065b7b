// /survey-questions/{id}: the questions a survey asks with their three options, read-only, 10 a page (the page kept in the address).
import { useIntl } from 'react-intl';
import type { SurveyQuestion } from '../../../shared/api/surveys';
import { DataTable, type Column } from '../../components/DataTable';
import { FormCard } from '../../components/crud/FormPage';
import SurveyName from './SurveyName';
import { useListPaging } from '../../components/useListParams';
import { useSurvey } from './useSurvey';

const COLUMNS: Column<SurveyQuestion>[] = [
  { id: 'question', header: 'question.question', render: (q) => q.question },
  { id: 'a', header: 'question.option1', render: (q) => q.option1 },
  { id: 'b', header: 'question.option2', render: (q) => q.option2 },
  { id: 'c', header: 'question.option3', render: (q) => q.option3 },
];

export default function SurveyQuestionsPage() {
  const intl = useIntl();
  const { survey, questions, isLoading, isError } = useSurvey();
  const paging = useListPaging();
  return (
    <FormCard className="survey-questions-page" titleKey="survey.questionsTitle" listPath="/survey">
      <SurveyName survey={survey} isError={isError} />
      <DataTable
        rows={questions}
        columns={COLUMNS}
        rowKey={(q) => q.id}
        pager="numbers"
        {...paging}
        loading={isLoading}
        emptyTitle="question.emptyTitle"
        emptyText=""
        label={intl.formatMessage({ id: 'survey.questionsTitle' })}
        testId="survey-question-list"
      />
    </FormCard>
  );
}
