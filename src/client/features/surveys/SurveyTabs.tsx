// The Survey and Categories tabs over the survey list and the survey categories (each its own address).
import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router-dom';
import '../../components/tabs.css';

export default function SurveyTabs() {
  const tab = ({ isActive }: { isActive: boolean }) => `tab${isActive ? ' active' : ''}`;
  return (
    <nav className="tabs survey-tabs">
      <NavLink className={tab} to="/survey" end>
        <FormattedMessage id="survey.tabSurveys" />
      </NavLink>
      <NavLink className={tab} to="/survey-category">
        <FormattedMessage id="survey.tabCategories" />
      </NavLink>
    </nav>
  );
}
