import { lazy } from 'react';
import type { RouteEntry } from '../../resources';

const AlphabeticalPage = lazy(() => import(/* webpackChunkName: "voterReports" */ './AlphabeticalPage'));
const ReportByAgePage = lazy(() => import(/* webpackChunkName: "voterReports" */ './ReportByAgePage'));
const ReportByAlignPage = lazy(() => import(/* webpackChunkName: "voterReports" */ './ReportByAlignPage'));

// Every installation type reads the voter reports (02 §6).
const routes: RouteEntry[] = [
  { path: '/alphabetically', element: AlphabeticalPage, menu: { labelKey: 'menu.alphabetically', icon: 'list', order: 160 } },
  { path: '/report-by-age', element: ReportByAgePage, menu: { labelKey: 'menu.reportByAge', icon: 'chart', order: 170 } },
  { path: '/report-by-align', element: ReportByAlignPage, menu: { labelKey: 'menu.reportByAlign', icon: 'flag', order: 180 } },
];
export default routes;
