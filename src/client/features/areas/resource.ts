import { lazy } from 'react';
import { lazyPage, type RouteEntry } from '../../components/layout/routeEntry';
import { AreaApi } from '../../../shared/api/areas';

const pages = () => import(/* webpackChunkName: "areas" */ './pages');

/** Onboarding step 1 (screens): the area form; OnboardingPage gets it through the registry. */
export const areaStep = lazy(() => import(/* webpackChunkName: "areas" */ './AreaStep'));

// Areas sit in the Master group of the sidebar (the specified menu has no Area entry of its own;
// the Master submenu holds the organisation's set-up lists).
const routes: RouteEntry[] = [
  { path: '/area', element: lazyPage(pages, 'AreaPage'), access: AreaApi.list, menu: { labelKey: 'menu.area', icon: 'map', group: 'menu.master', order: 51 } },
  { path: '/edit-area/:id', element: lazyPage(pages, 'EditAreaPage'), access: AreaApi.update },
];
export default routes;
