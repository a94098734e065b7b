// /survey: the Survey tab: name, place, area and how many voters answered; each survey's questions,
// answers form and results, edit and delete.
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Survey } from '../../../shared/api/surveys';
import type { Column } from '../../components/DataTable';
import { ResourceList, RowActions } from '../../components/crud/ListKit';
import SurveyTabs from './SurveyTabs';
import { surveyApi } from './api';

const rowName = (s: Survey) => s.survey_name;

function SurveyActions({ survey, remove }: { survey: Survey; remove: () => void }) {
  const link = (to: string, id: string) => (
    <Link className="btn btn-sm btn-outline" to={to}>
      <FormattedMessage id={id} />
    </Link>
  );
  return (
    <span className="row-actions">
      {link(`/survey-questions/${survey.id}`, 'survey.showQuestions')}
      {link(`/survey-answers/${survey.id}`, 'survey.enterAnswers')}
      {link(`/survey-results/${survey.id}`, 'survey.results')}
      <RowActions name={survey.survey_name} editTo={`/edit-Survey/${survey.id}`} onDelete={remove} />
    </span>
  );
}

export default function SurveyListPage() {
  const columns = useMemo<Column<Survey>[]>(
    () => [
      { id: 'name', header: 'survey.name', render: (s) => s.survey_name },
      { id: 'place', header: 'survey.location', render: (s) => s.location_name ?? '—' },
      { id: 'area', header: 'survey.area', render: (s) => s.areas?.name ?? '—' },
      { id: 'responses', header: 'survey.responses', className: 'cell-number', render: (s) => s.responses },
    ],
    [],
  );
  return (
    <>
      <SurveyTabs />
      <ResourceList
        prefix="survey"
        api={surveyApi}
        addTo="/add-Survey"
        columns={columns}
        rowName={rowName}
        rowActions={(s, remove) => <SurveyActions survey={s} remove={remove} />}
        pager="numbers"
      />
    </>
  );
}
