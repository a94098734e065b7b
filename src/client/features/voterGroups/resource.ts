import { lazy } from 'react';
import type { RouteEntry } from '../../resources';

const VoterGroupListPage = lazy(() => import(/* webpackChunkName: "voterGroups" */ './VoterGroupListPage'));
const AddVoterGroupPage = lazy(() => import(/* webpackChunkName: "voterGroups" */ './AddVoterGroupPage'));
const EditVoterGroupPage = lazy(() => import(/* webpackChunkName: "voterGroups" */ './EditVoterGroupPage'));
const GroupVotersPage = lazy(() => import(/* webpackChunkName: "voterGroups" */ './GroupVotersPage'));

// 01 §2.2 "Voters (voter group, type 1 only)" at the Voters position; role module Group of Voters.
const routes: RouteEntry[] = [
  {
    path: '/voters-group',
    element: VoterGroupListPage,
    menu: { labelKey: 'menu.voterGroups', icon: 'team', types: [1], module: 'Group of Voters', order: 110 },
  },
  { path: '/add-voters-group', element: AddVoterGroupPage },
  { path: '/edit-voters-group/:id', element: EditVoterGroupPage },
  { path: '/voter-slist', element: GroupVotersPage },
];
export default routes;
