import { crudRoute } from '../../components/crud/crudRoute';

export default [crudRoute('/roles', () => import(/* webpackChunkName: "roles" */ './role'), { labelKey: 'menu.roles', icon: 'shield', order: 40 })];
