import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "votingCentres" */ './pages');

/** The screen that edits a centre's place (every part polled there moves with it). */
export const centreEditPath = (centerId: number) => `/edit-voting-center/${centerId}`;

// Named routes 'Voting Center Location' and 'Edit Voting Center Location' (screens). The spec does
// not mark the edit screen as needing login, but its calls need the session's token, so both
// stay behind the guard.
export default routesOf(pages, [
  ['VotingCentreListPage', '/voting-center-location', ACCESS.VotingCentreApi.list, { labelKey: 'menu.votingCentreLocation', icon: 'pin', order: 80 }],
  ['EditVotingCentrePage', '/edit-voting-center/:center_id', ACCESS.VotingCentreApi.update],
]);
