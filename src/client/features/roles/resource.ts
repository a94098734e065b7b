import { crudRoute } from '../../components/crud/crudRoute';
import { ACCESS } from '../../../shared/api/access';

export default [
  crudRoute('/roles', () => import(/* webpackChunkName: "roles" */ './role'), ACCESS.RoleApi.list, { labelKey: 'menu.roles', icon: 'shield', order: 40 }),
];
