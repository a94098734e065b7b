import { lazy } from 'react';
import type { RouteEntry } from '../../resources';

const DashboardPage = lazy(() => import(/* webpackChunkName: "dashboard" */ './DashboardPage'));

// Every installation type sees the dashboard (01 §2.2, §6).
const routes: RouteEntry[] = [
  { path: '/dashboard', element: DashboardPage, menu: { labelKey: 'menu.dashboard', icon: 'dashboard', module: 'Dashboard', order: 10 } },
];
export default routes;
