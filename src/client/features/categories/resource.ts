import { crudRoute } from '../../components/crud/crudRoute';
import { CategoryApi } from '../../../shared/api/masters';

export default [
  crudRoute('/category', () => import(/* webpackChunkName: "categories" */ './category'), CategoryApi.list, {
    labelKey: 'menu.category',
    icon: 'list',
    order: 55,
    group: 'menu.master',
  }),
];
