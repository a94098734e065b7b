import { lazy } from 'react';
import type { RouteEntry } from '../../components/layout/routeEntry';
import { VotingCentreApi } from '../../../shared/api/voters';

const VotingCentreListPage = lazy(() => import(/* webpackChunkName: "votingCentres" */ './VotingCentreListPage'));
const EditVotingCentrePage = lazy(() => import(/* webpackChunkName: "votingCentres" */ './EditVotingCentrePage'));

// Named routes 'Voting Center Location' and 'Edit Voting Center Location' (screens). The spec does
// not mark the edit screen as needing login, but its calls need the session's token, so both
// stay behind the guard.
const routes: RouteEntry[] = [
  {
    path: '/voting-center-location',
    element: VotingCentreListPage,
    access: VotingCentreApi.list,
    menu: { labelKey: 'menu.votingCentreLocation', icon: 'pin', order: 80 },
  },
  { path: '/edit-voting-center/:center_id', element: EditVotingCentrePage, access: VotingCentreApi.update },
];
export default routes;
