import { lazyPage, type RouteEntry } from '../../components/layout/routeEntry';
import { VotingCentreApi } from '../../../shared/api/voters';

const pages = () => import(/* webpackChunkName: "votingCentres" */ './pages');

// Named routes 'Voting Center Location' and 'Edit Voting Center Location' (screens). The spec does
// not mark the edit screen as needing login, but its calls need the session's token, so both
// stay behind the guard.
const routes: RouteEntry[] = [
  {
    path: '/voting-center-location',
    element: lazyPage(pages, 'VotingCentreListPage'),
    access: VotingCentreApi.list,
    menu: { labelKey: 'menu.votingCentreLocation', icon: 'pin', order: 80 },
  },
  { path: '/edit-voting-center/:center_id', element: lazyPage(pages, 'EditVotingCentrePage'), access: VotingCentreApi.update },
];
export default routes;
