import { lazy } from 'react';
import type { RouteEntry } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const VoterSearchPage = lazy(() => import(/* webpackChunkName: "voters" */ './VoterSearchPage'));
const ImportRollPage = lazy(() => import(/* webpackChunkName: "voterImport" */ './ImportRollPage'));
const RemovedVotersPage = lazy(() => import(/* webpackChunkName: "voterImport" */ './RemovedVotersPage'));
const ConflictsPage = lazy(() => import(/* webpackChunkName: "voters" */ './ConflictsPage'));

// Every installation type searches voters and settles what two workers disagreed about. The roll
// upload is the organisation admin's alone, beside the voter screens.
const routes: RouteEntry[] = [
  {
    path: '/voter-search',
    element: VoterSearchPage,
    access: ACCESS.VoterApi.searchAcnoVoters,
    menu: { labelKey: 'menu.voterSearch', icon: 'search', order: 150 },
  },
  {
    path: '/import-voter-roll',
    element: ImportRollPage,
    access: ACCESS.VoterImportApi.upload,
    menu: { labelKey: 'menu.importRoll', icon: 'upload', order: 155 },
  },
  {
    path: '/voter-conflicts',
    element: ConflictsPage,
    access: ACCESS.VoterConflictsApi.list,
    menu: { labelKey: 'menu.voterConflicts', icon: 'users', order: 152 },
  },
  {
    path: '/removed-voters',
    element: RemovedVotersPage,
    access: ACCESS.VoterImportApi.removed,
    menu: { labelKey: 'menu.removedVoters', icon: 'user-x', order: 156 },
  },
];
export default routes;
