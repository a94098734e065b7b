import { lazy } from 'react';
import type { RouteEntry } from '../../resources';

const AreaPage = lazy(() => import(/* webpackChunkName: "areas" */ './AreaPage'));
const EditAreaPage = lazy(() => import(/* webpackChunkName: "areas" */ './EditAreaPage'));

/** Onboarding step 1 (01 §2.13): the area form; OnboardingPage gets it through the registry. */
export const areaStep = lazy(() => import(/* webpackChunkName: "areas" */ './AreaStep'));

// Areas sit in the Master group of the sidebar (01 §2.2 lists no Area entry of its own; the
// Master submenu holds the organisation's set-up lists). Offices grant areas on the server.
const routes: RouteEntry[] = [
  { path: '/area', element: AreaPage, menu: { labelKey: 'menu.area', icon: 'map', group: 'menu.master', module: 'Office', order: 51 } },
  { path: '/edit-area/:id', element: EditAreaPage },
];
export default routes;
