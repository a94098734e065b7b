import { crudRoute } from '../../components/crud/crudRoute';
import { ACCESS } from '../../../shared/api/access';

export default [
  // the super administrator keeps the roles of his installation's own tenant
  crudRoute(
    '/roles',
    () => import(/* webpackChunkName: "roles" */ './role'),
    { ...ACCESS.RoleApi.list, superAdmin: true },
    { labelKey: 'menu.roles', icon: 'shield', order: 40 },
  ),
];
