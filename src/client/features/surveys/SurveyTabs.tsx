// The Survey and Categories tabs over the survey list and the survey categories (each its own address).
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import '../../components/tabs.css';

export default function SurveyTabs() {
  const intl = useIntl();
  const tab = ({ isActive }: { isActive: boolean }) => `tab${isActive ? ' active' : ''}`;
  return (
    <nav className="tabs survey-tabs" aria-label={intl.formatMessage({ id: 'survey.tabsLabel' })}>
      <NavLink className={tab} to="/survey" end>
        <FormattedMessage id="survey.tabSurveys" />
      </NavLink>
      <NavLink className={tab} to="/survey-category">
        <FormattedMessage id="survey.tabCategories" />
      </NavLink>
    </nav>
  );
}
