import { lazyPage, type RouteEntry } from '../../components/layout/routeEntry';
import { VoterGroupApi } from '../../../shared/api/voterGroups';

const pages = () => import(/* webpackChunkName: "voterGroups" */ './pages');

// The "Voters" menu entry (voter groups, installation type 1 only) at the Voters position.
const routes: RouteEntry[] = [
  {
    path: '/voters-group',
    element: lazyPage(pages, 'VoterGroupListPage'),
    access: VoterGroupApi.list,
    menu: { labelKey: 'menu.voterGroups', icon: 'team', types: [1], order: 110 },
  },
  { path: '/add-voters-group', element: lazyPage(pages, 'AddVoterGroupPage'), access: VoterGroupApi.add },
  { path: '/edit-voters-group/:id', element: lazyPage(pages, 'EditVoterGroupPage'), access: VoterGroupApi.update },
  { path: '/voter-slist', element: lazyPage(pages, 'GroupVotersPage'), access: VoterGroupApi.voters },
];
export default routes;
