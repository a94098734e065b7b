import { lazy } from 'react';
import type { RouteEntry } from '../../components/layout/routeEntry';

const SignInPage = lazy(() => import(/* webpackChunkName: "sign-in" */ './SignInPage'));

const routes: RouteEntry[] = [{ path: '/sign-in', element: SignInPage, public: true, bare: true, guestOnly: true }];
export default routes;
