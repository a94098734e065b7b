import { lazy } from 'react';
import type { RouteEntry } from '../../components/layout/routeEntry';
import { VoterGroupApi } from '../../../shared/api/voterGroups';

const VoterGroupListPage = lazy(() => import(/* webpackChunkName: "voterGroups" */ './VoterGroupListPage'));
const AddVoterGroupPage = lazy(() => import(/* webpackChunkName: "voterGroups" */ './AddVoterGroupPage'));
const EditVoterGroupPage = lazy(() => import(/* webpackChunkName: "voterGroups" */ './EditVoterGroupPage'));
const GroupVotersPage = lazy(() => import(/* webpackChunkName: "voterGroups" */ './GroupVotersPage'));

// The "Voters" menu entry (voter groups, installation type 1 only) at the Voters position.
const routes: RouteEntry[] = [
  {
    path: '/voters-group',
    element: VoterGroupListPage,
    access: VoterGroupApi.list,
    menu: { labelKey: 'menu.voterGroups', icon: 'team', types: [1], order: 110 },
  },
  { path: '/add-voters-group', element: AddVoterGroupPage, access: VoterGroupApi.add },
  { path: '/edit-voters-group/:id', element: EditVoterGroupPage, access: VoterGroupApi.update },
  { path: '/voter-slist', element: GroupVotersPage, access: VoterGroupApi.voters },
];
export default routes;
