import { lazy } from 'react';
import type { RouteEntry } from '../../components/layout/routeEntry';
import { OfficeApi } from '../../../shared/api/offices';

const OfficeListPage = lazy(() => import(/* webpackChunkName: "offices" */ './OfficeListPage'));
const AddOfficePage = lazy(() => import(/* webpackChunkName: "offices" */ './AddOfficePage'));
const EditOfficePage = lazy(() => import(/* webpackChunkName: "offices" */ './EditOfficePage'));

/** Onboarding step 2 (screens): the office form; OnboardingPage gets it through the registry. */
export const officeStep = lazy(() => import(/* webpackChunkName: "offices" */ './OfficeStep'));

const routes: RouteEntry[] = [
  { path: '/office', element: OfficeListPage, access: OfficeApi.list, menu: { labelKey: 'menu.office', icon: 'office', order: 60 } },
  { path: '/add-office', element: AddOfficePage, access: OfficeApi.add },
  { path: '/edit-office/:id', element: EditOfficePage, access: OfficeApi.update },
];
export default routes;
