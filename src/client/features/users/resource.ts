import { lazy } from 'react';
import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "users" */ './pages');

/** Onboarding step 3 (screens): the candidate form; OnboardingPage gets it through the registry. */
export const candidateStep = lazy(() => import(/* webpackChunkName: "users" */ './CandidateStep'));

// The specified routes mark /sign-up public, but every call it makes needs the session: it asks for one.
export default routesOf(pages, [
  ['CandidateListPage', '/candidates', ACCESS.CandidateApi.list, { labelKey: 'menu.candidates', icon: 'users', order: 90 }],
  ['SignUpPage', '/sign-up', ACCESS.CandidateApi.add, { labelKey: 'menu.signUp', icon: 'flag', order: 100 }],
  ['EditCandidatePage', '/edit-candidate/:id', ACCESS.CandidateApi.update],
]);
