import { crudRoute } from '../../components/crud/crudRoute';
import { ACCESS } from '../../../shared/api/access';

export default [
  crudRoute('/category', () => import(/* webpackChunkName: "categories" */ './category'), ACCESS.CategoryApi.list, {
    labelKey: 'menu.category',
    icon: 'list',
    order: 55,
    group: 'menu.master',
  }),
];
