import { lazy } from 'react';
import { routesOf } from '../../components/layout/routeEntry';
import { OfficeApi } from '../../../shared/api/offices';

const pages = () => import(/* webpackChunkName: "offices" */ './pages');

/** Onboarding step 2 (screens): the office form; OnboardingPage gets it through the registry. */
export const officeStep = lazy(() => import(/* webpackChunkName: "offices" */ './OfficeStep'));

export default routesOf(pages, [
  ['OfficeListPage', '/office', OfficeApi.list, { labelKey: 'menu.office', icon: 'office', order: 60 }],
  ['AddOfficePage', '/add-office', OfficeApi.add],
  ['EditOfficePage', '/edit-office/:id', OfficeApi.update],
]);
