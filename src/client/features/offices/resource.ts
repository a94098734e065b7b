import { lazy } from 'react';
import { lazyPage, type RouteEntry } from '../../components/layout/routeEntry';
import { OfficeApi } from '../../../shared/api/offices';

const pages = () => import(/* webpackChunkName: "offices" */ './pages');

/** Onboarding step 2 (screens): the office form; OnboardingPage gets it through the registry. */
export const officeStep = lazy(() => import(/* webpackChunkName: "offices" */ './OfficeStep'));

const routes: RouteEntry[] = [
  { path: '/office', element: lazyPage(pages, 'OfficeListPage'), access: OfficeApi.list, menu: { labelKey: 'menu.office', icon: 'office', order: 60 } },
  { path: '/add-office', element: lazyPage(pages, 'AddOfficePage'), access: OfficeApi.add },
  { path: '/edit-office/:id', element: lazyPage(pages, 'EditOfficePage'), access: OfficeApi.update },
];
export default routes;
