import { nameOnlyRoute } from '../../components/crud/nameOnlyRoute';
import { ACCESS } from '../../../shared/api/access';

export default [
  nameOnlyRoute('/category', 'category', 'categories', () => import(/* webpackChunkName: "categories" */ './category'), ACCESS.CategoryApi.list, {
    labelKey: 'menu.category',
    icon: 'list',
    order: 55,
    group: 'menu.master',
  }),
];
