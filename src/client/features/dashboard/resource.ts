import { lazy } from 'react';
import type { RouteEntry } from '../../components/layout/routeEntry';

const DashboardPage = lazy(() => import(/* webpackChunkName: "dashboard" */ './DashboardPage'));

// Every installation type has the dashboard; the page itself checks the Dashboard module (the
// super administrator has his own dashboard).
const routes: RouteEntry[] = [{ path: '/dashboard', element: DashboardPage, menu: { labelKey: 'menu.dashboard', icon: 'dashboard', order: 10 } }];
export default routes;
