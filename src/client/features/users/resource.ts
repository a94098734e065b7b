import { lazy } from 'react';
import { lazyPage, type RouteEntry } from '../../components/layout/routeEntry';
import { CandidateApi } from '../../../shared/api/candidates';

const pages = () => import(/* webpackChunkName: "users" */ './pages');

/** Onboarding step 3 (screens): the candidate form; OnboardingPage gets it through the registry. */
export const candidateStep = lazy(() => import(/* webpackChunkName: "users" */ './CandidateStep'));

// The specified routes mark /sign-up public, but every call it makes needs the session: it asks for one.
const routes: RouteEntry[] = [
  {
    path: '/candidates',
    element: lazyPage(pages, 'CandidateListPage'),
    access: CandidateApi.list,
    menu: { labelKey: 'menu.candidates', icon: 'users', order: 90 },
  },
  { path: '/sign-up', element: lazyPage(pages, 'SignUpPage'), access: CandidateApi.add, menu: { labelKey: 'menu.signUp', icon: 'flag', order: 100 } },
  { path: '/edit-candidate/:id', element: lazyPage(pages, 'EditCandidatePage'), access: CandidateApi.update },
];
export default routes;
