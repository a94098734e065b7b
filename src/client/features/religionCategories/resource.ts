import { crudRoute } from '../../components/crud/crudRoute';

export default [
  crudRoute('/religions-category', () => import(/* webpackChunkName: "religionCategories" */ './religionCategory'), {
    labelKey: 'menu.religionCategory',
    icon: 'list',
    order: 75,
    types: [1],
  }),
];
