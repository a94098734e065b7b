import { crudRoute } from '../../components/crud/crudRoute';
import { ReligionCategoryApi } from '../../../shared/api/masters';

export default [
  crudRoute('/religions-category', () => import(/* webpackChunkName: "religionCategories" */ './religionCategory'), ReligionCategoryApi.list, {
    labelKey: 'menu.religionCategory',
    icon: 'list',
    order: 75,
    types: [1],
  }),
];
