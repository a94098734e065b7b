import { lazy } from 'react';
import type { RouteEntry } from '../../resources';

const CandidateListPage = lazy(() => import(/* webpackChunkName: "users" */ './CandidateListPage'));
const SignUpPage = lazy(() => import(/* webpackChunkName: "users" */ './SignUpPage'));
const EditCandidatePage = lazy(() => import(/* webpackChunkName: "users" */ './EditCandidatePage'));

/** Onboarding step 3 (01 §2.13): the candidate form; OnboardingPage gets it through the registry. */
export const candidateStep = lazy(() => import(/* webpackChunkName: "users" */ './CandidateStep'));

// 01 §2.1 marks /sign-up public, but every call it makes needs the session: it asks for one.
const routes: RouteEntry[] = [
  { path: '/candidates', element: CandidateListPage, menu: { labelKey: 'menu.candidates', icon: 'users', module: 'Candidates', order: 90 } },
  { path: '/sign-up', element: SignUpPage, menu: { labelKey: 'menu.signUp', icon: 'flag', module: 'Candidates', order: 100 } },
  { path: '/edit-candidate/:id', element: EditCandidatePage },
];
export default routes;
