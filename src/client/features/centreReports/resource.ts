import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "centre-reports" */ './pages');

// "Top Voting Center" and "Least Voting Center" under Reports; they read the dashboard's
// voting-centre list, so the Dashboard module opens them.
export default routesOf(pages, [
  ['TopCentresPage', '/report-top-center', ACCESS.DashboardApi.matdanKendra, { labelKey: 'menu.topCentres', icon: 'chart', group: 'menu.reports', order: 320 }],
  [
    'LeastCentresPage',
    '/report-least-center',
    ACCESS.DashboardApi.matdanKendra,
    { labelKey: 'menu.leastCentres', icon: 'chart', group: 'menu.reports', order: 325 },
  ],
]);
