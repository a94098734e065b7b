import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "organisations" */ './pages');

// The super administrator's organisation pages: register, list and edit an organisation's admin. /sign-up is the user and
// candidate registration of a later issue, so the organisation sign-up lives at /user-register,
// the type 0 menu entry "User Register" (Admin Register).
export default routesOf(pages, [
  ['RegisterOrganisationPage', '/user-register', ACCESS.OrganisationApi.register, { labelKey: 'menu.userRegister', icon: 'flag', order: 20 }],
  ['AdminListPage', '/users', ACCESS.OrganisationApi.list, { labelKey: 'menu.users', icon: 'users', order: 30 }],
  ['AdminListPage', '/super-admin/admin-list', ACCESS.OrganisationApi.list],
  ['EditOrganisationPage', '/edit-user/:id', ACCESS.OrganisationApi.update],
]);
