// /survey-results/{id}: a survey's answers counted: per question, how many chose each option and
// the mean weightage of the answers (+4 for the campaign … -4 against it); per part, how many
// voters answered and their mean weightage. Charts with the figures in tables beside them.
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useT } from '../../i18n/translate';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { SurveyResults } from '../../../shared/api/surveys';
import BarChart from '../../components/BarChart';
import { DataTable, type Column } from '../../components/DataTable';
import { FormCard } from '../../components/crud/FormPage';
import { signed } from './options';
import SurveyName from './SurveyName';
import { useListPaging } from '../../components/useListParams';
import { useSurveyResultsQuery } from './api';
import { useSurvey } from './useSurvey';
import './surveys.css';

type QuestionResult = SurveyResults['questions'][number];
type PartResult = SurveyResults['parts'][number];
const COLOURS = ['#34a853', '#8e8e93', '#e07b00'];
const score = (s: number | null) => (s == null ? '—' : signed(s));
const short = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

const QUESTION_COLUMNS: Column<QuestionResult>[] = [
  { id: 'question', header: 'question.question', render: (q) => q.question },
  ...[0, 1, 2].map((i): Column<QuestionResult> => ({
    id: `option${i + 1}`,
    header: `question.option${i + 1}`,
    render: (q) => `${q.options[i].text} (${signed(q.options[i].weightage)}): ${q.options[i].count}`,
  })),
  { id: 'answered', header: 'survey.answered', className: 'cell-number', render: (q) => q.answered },
  { id: 'score', header: 'survey.score', className: 'cell-number', render: (q) => score(q.score) },
];
const PART_COLUMNS: Column<PartResult>[] = [
  { id: 'part', header: 'survey.part', render: (p) => `${p.acno} / ${p.partno}` },
  { id: 'responses', header: 'survey.responses', className: 'cell-number', render: (p) => p.responses },
  { id: 'score', header: 'survey.score', className: 'cell-number', render: (p) => score(p.score) },
];

function Charts({ results }: { results: SurveyResults }) {
  const t = useT();
  // the parts' table is the page's one list that pages
  const paging = useListPaging();
  const byQuestion = useMemo(
    () => ({
      labels: results.questions.map((q) => short(q.question)),
      datasets: [0, 1, 2].map((i) => ({
        label: t(`question.option${i + 1}`),
        data: results.questions.map((q) => q.options[i].count),
        backgroundColor: COLOURS[i],
      })),
    }),
    [results, t],
  );
  const byPart = useMemo(
    () => ({
      labels: results.parts.map((p) => t('survey.partLabel', { partno: p.partno })),
      datasets: [{ label: t('survey.score'), data: results.parts.map((p) => p.score ?? 0), backgroundColor: '#1a73e8' }],
    }),
    [results, t],
  );
  return (
    <>
      <section className="survey-result-block">
        <h2 className="card-title">{t('survey.byQuestion')}</h2>
        <BarChart data={byQuestion} stacked legend label={t('survey.byQuestion')} testId="survey-results-questions" />
        <DataTable
          rows={results.questions}
          columns={QUESTION_COLUMNS}
          rowKey={(q) => q.id}
          pager="none"
          emptyTitle="question.emptyTitle"
          emptyText=""
          label={t('survey.byQuestion')}
          testId="survey-results-table"
        />
      </section>
      <section className="survey-result-block">
        <h2 className="card-title">{t('survey.byPart')}</h2>
        <BarChart data={byPart} label={t('survey.byPart')} testId="survey-results-parts" />
        <DataTable
          rows={results.parts}
          columns={PART_COLUMNS}
          rowKey={(p) => `${p.acno}-${p.partno}`}
          pager="numbers"
          {...paging}
          emptyTitle="survey.noAnswers"
          emptyText=""
          label={t('survey.byPart')}
          testId="survey-results-part-table"
        />
      </section>
    </>
  );
}

export default function ResultsPage() {
  const { id, survey, isError } = useSurvey();
  const results = useSurveyResultsQuery(survey ? { id } : skipToken, { refetchOnMountOrArgChange: true });
  return (
    <FormCard className="survey-results-page" titleKey="survey.resultsTitle" listPath="/survey">
      <SurveyName survey={survey} isError={isError} />
      {results.data && (
        <p className="form-hint" data-testid="survey-results-total">
          <FormattedMessage id="survey.responsesCount" values={{ n: results.data.responses }} />
        </p>
      )}
      {results.data && results.data.responses > 0 && <Charts results={results.data} />}
      {results.data && results.data.responses === 0 && (
        <p className="card-note">
          <FormattedMessage id="survey.noAnswers" />
        </p>
      )}
    </FormCard>
  );
}
