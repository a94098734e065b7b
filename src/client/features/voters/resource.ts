import { lazy } from 'react';
import type { RouteEntry } from '../../resources';

const VoterSearchPage = lazy(() => import(/* webpackChunkName: "voters" */ './VoterSearchPage'));
const ImportRollPage = lazy(() => import(/* webpackChunkName: "voterImport" */ './ImportRollPage'));

// Every installation type searches voters (02 §6 limits only other entries to type 1).
// The roll upload (issue 4 §2) is the organisation admin's alone, beside the voter screens.
const routes: RouteEntry[] = [
  { path: '/voter-search', element: VoterSearchPage, menu: { labelKey: 'menu.voterSearch', icon: 'search', order: 150 } },
  { path: '/import-voter-roll', element: ImportRollPage, menu: { labelKey: 'menu.importRoll', icon: 'upload', order: 155, adminOnly: true } },
];
export default routes;
