import { lazyPage, type RouteEntry } from '../../components/layout/routeEntry';
import HomeElsewhere from '../../components/layout/HomeElsewhere';
import { ACCESS } from '../../../shared/api/access';

// a lazy page the console can fetch before its first render (the landing page of every sign-in)
const DashboardPage = lazyPage(() => import(/* webpackChunkName: "dashboard" */ './DashboardPage'), 'default');

// Every installation type has the dashboard, for a role with the Dashboard module (the super
// administrator has his own). Everyone signs in to it: a role without the module is sent on to
// its first page, or to the field app.
const routes: RouteEntry[] = [
  {
    path: '/dashboard',
    element: DashboardPage,
    access: { ...ACCESS.DashboardApi.data, superAdmin: true },
    denied: HomeElsewhere,
    menu: { labelKey: 'menu.dashboard', icon: 'dashboard', order: 10 },
  },
];
export default routes;
