import { lazy } from 'react';
import type { RouteEntry } from '../../components/layout/routeEntry';
import { CandidateApi } from '../../../shared/api/candidates';

const CandidateListPage = lazy(() => import(/* webpackChunkName: "users" */ './CandidateListPage'));
const SignUpPage = lazy(() => import(/* webpackChunkName: "users" */ './SignUpPage'));
const EditCandidatePage = lazy(() => import(/* webpackChunkName: "users" */ './EditCandidatePage'));

/** Onboarding step 3 (screens): the candidate form; OnboardingPage gets it through the registry. */
export const candidateStep = lazy(() => import(/* webpackChunkName: "users" */ './CandidateStep'));

// The specified routes mark /sign-up public, but every call it makes needs the session: it asks for one.
const routes: RouteEntry[] = [
  { path: '/candidates', element: CandidateListPage, access: CandidateApi.list, menu: { labelKey: 'menu.candidates', icon: 'users', order: 90 } },
  { path: '/sign-up', element: SignUpPage, access: CandidateApi.add, menu: { labelKey: 'menu.signUp', icon: 'flag', order: 100 } },
  { path: '/edit-candidate/:id', element: EditCandidatePage, access: CandidateApi.update },
];
export default routes;
