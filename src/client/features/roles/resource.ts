import { crudRoute } from '../../components/crud/crudRoute';
import { RoleApi } from '../../../shared/api/masters';

export default [
  crudRoute('/roles', () => import(/* webpackChunkName: "roles" */ './role'), RoleApi.list, { labelKey: 'menu.roles', icon: 'shield', order: 40 }),
];
