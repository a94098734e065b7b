import { crudRoute } from '../../components/crud/crudRoute';

export default [
  crudRoute('/category', () => import(/* webpackChunkName: "categories" */ './category'), {
    labelKey: 'menu.category',
    icon: 'list',
    order: 55,
    group: 'menu.master',
  }),
];
