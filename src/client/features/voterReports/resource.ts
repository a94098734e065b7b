import { lazy } from 'react';
import type { RouteEntry } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const AlphabeticalPage = lazy(() => import(/* webpackChunkName: "voterReports" */ './AlphabeticalPage'));
const ReportByAgePage = lazy(() => import(/* webpackChunkName: "voterReports" */ './ReportByAgePage'));
const ReportByAlignPage = lazy(() => import(/* webpackChunkName: "voterReports" */ './ReportByAlignPage'));

// Every installation type reads the voter reports (roles and permissions).
const routes: RouteEntry[] = [
  {
    path: '/alphabetically',
    element: AlphabeticalPage,
    access: ACCESS.VoterApi.votersListAtoz,
    menu: { labelKey: 'menu.alphabetically', icon: 'list', order: 160 },
  },
  { path: '/report-by-age', element: ReportByAgePage, access: ACCESS.VoterApi.reportByAge, menu: { labelKey: 'menu.reportByAge', icon: 'chart', order: 170 } },
  {
    path: '/report-by-align',
    element: ReportByAlignPage,
    access: ACCESS.VoterApi.reportByAlign,
    menu: { labelKey: 'menu.reportByAlign', icon: 'flag', order: 180 },
  },
];
export default routes;
