import { lazy } from 'react';
import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "offices" */ './pages');

/** Onboarding step 2 (screens): the office form; OnboardingPage gets it through the registry. */
export const officeStep = lazy(() => import(/* webpackChunkName: "offices" */ './OfficeStep'));

export default routesOf(pages, [
  ['OfficeListPage', '/office', ACCESS.OfficeApi.list, { labelKey: 'menu.office', icon: 'office', order: 60 }],
  ['AddOfficePage', '/add-office', ACCESS.OfficeApi.add],
  ['EditOfficePage', '/edit-office/:id', ACCESS.OfficeApi.update],
]);
