import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "voterGroups" */ './pages');

// The "Voters" menu entry (voter groups, installation type 1 only) at the Voters position.
export default routesOf(pages, [
  ['VoterGroupListPage', '/voters-group', ACCESS.VoterGroupApi.list, { labelKey: 'menu.voterGroups', icon: 'team', types: [1], order: 110 }],
  ['AddVoterGroupPage', '/add-voters-group', ACCESS.VoterGroupApi.add],
  ['EditVoterGroupPage', '/edit-voters-group/:id', ACCESS.VoterGroupApi.update],
  ['GroupVotersPage', '/voter-slist', ACCESS.VoterGroupApi.voters],
]);
