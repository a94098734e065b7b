import { lazyPage, type RouteEntry } from '../../components/layout/routeEntry';
import { OrganisationApi } from '../../../shared/api/organisations';

const pages = () => import(/* webpackChunkName: "organisations" */ './pages');

// The super admin's organisation screens (screens, screens, screens). /sign-up is the user and
// candidate registration of a later issue, so the organisation sign-up lives at /user-register,
// the type 0 menu entry "User Register" (Admin Register).
const routes: RouteEntry[] = [
  {
    path: '/user-register',
    element: lazyPage(pages, 'RegisterOrganisationPage'),
    access: OrganisationApi.register,
    menu: { labelKey: 'menu.userRegister', icon: 'flag', order: 20 },
  },
  { path: '/users', element: lazyPage(pages, 'AdminListPage'), access: OrganisationApi.list, menu: { labelKey: 'menu.users', icon: 'users', order: 30 } },
  { path: '/super-admin/admin-list', element: lazyPage(pages, 'AdminListPage'), access: OrganisationApi.list },
  { path: '/edit-user/:id', element: lazyPage(pages, 'EditOrganisationPage'), access: OrganisationApi.update },
];
export default routes;
