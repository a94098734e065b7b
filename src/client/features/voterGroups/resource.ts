import { routesOf } from '../../components/layout/routeEntry';
import { VoterGroupApi } from '../../../shared/api/voterGroups';

const pages = () => import(/* webpackChunkName: "voterGroups" */ './pages');

// The "Voters" menu entry (voter groups, installation type 1 only) at the Voters position.
export default routesOf(pages, [
  ['VoterGroupListPage', '/voters-group', VoterGroupApi.list, { labelKey: 'menu.voterGroups', icon: 'team', types: [1], order: 110 }],
  ['AddVoterGroupPage', '/add-voters-group', VoterGroupApi.add],
  ['EditVoterGroupPage', '/edit-voters-group/:id', VoterGroupApi.update],
  ['GroupVotersPage', '/voter-slist', VoterGroupApi.voters],
]);
