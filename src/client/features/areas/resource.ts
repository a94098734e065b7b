import { lazy } from 'react';
import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "areas" */ './pages');

/** Onboarding step 1: the area form; OnboardingPage gets it through the registry. */
export const areaStep = lazy(() => import(/* webpackChunkName: "areas" */ './AreaStep'));

// Areas sit in the Master group of the sidebar (the menu has no Area entry of its own;
// the Master submenu holds the organisation's set-up lists).
export default routesOf(pages, [
  ['AreaPage', '/area', ACCESS.AreaApi.list, { labelKey: 'menu.area', icon: 'map', group: 'menu.master', order: 51 }],
  ['EditAreaPage', '/edit-area/:id', ACCESS.AreaApi.update],
]);
