// The survey a sub-page is about, under its title (or why it cannot be shown).
import { FormattedMessage } from 'react-intl';
import type { Survey } from '../../../shared/api/surveys';

export default function SurveyName({ survey, isError }: { survey: Survey | undefined; isError: boolean }) {
  if (isError)
    return (
      <div className="alert alert-danger" role="alert">
        <FormattedMessage id="survey.notFound" />
      </div>
    );
  return survey ? <p className="survey-name">{survey.survey_name}</p> : null;
}
