import { lazy } from 'react';
import type { RouteEntry } from '../../resources';
import { InstallationType } from '../../../shared/domain/constants';

const RegisterOrganisationPage = lazy(() => import(/* webpackChunkName: "organisations" */ './RegisterOrganisationPage'));
const EditOrganisationPage = lazy(() => import(/* webpackChunkName: "organisations" */ './EditOrganisationPage'));
const AdminListPage = lazy(() => import(/* webpackChunkName: "organisations" */ './AdminListPage'));

const superAdmin = [InstallationType.SuperAdmin];

// The super admin's organisation screens (01 §2.4, §2.7, §2.8). /sign-up is the user and
// candidate registration of a later issue, so the organisation sign-up lives at /user-register,
// the type 0 menu entry "User Register" (Admin Register).
const routes: RouteEntry[] = [
  { path: '/user-register', element: RegisterOrganisationPage, menu: { labelKey: 'menu.userRegister', icon: 'flag', types: superAdmin, order: 20 } },
  { path: '/users', element: AdminListPage, menu: { labelKey: 'menu.users', icon: 'users', types: superAdmin, order: 30 } },
  { path: '/super-admin/admin-list', element: AdminListPage },
  { path: '/edit-user/:id', element: EditOrganisationPage },
];
export default routes;
