import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';
import { CENTRE_EDIT_ROUTE } from './paths';

const pages = () => import(/* webpackChunkName: "votingCentres" */ './pages');

// Named routes 'Voting Center Location' and 'Edit Voting Center Location' (screens). The spec does
// not mark the edit screen as needing login, but its calls need the session's token, so both
// stay behind the guard.
export default routesOf(pages, [
  ['VotingCentreListPage', '/voting-center-location', ACCESS.VotingCentreApi.list, { labelKey: 'menu.votingCentreLocation', icon: 'pin', order: 80 }],
  ['EditVotingCentrePage', CENTRE_EDIT_ROUTE, ACCESS.VotingCentreApi.update],
]);
