import { crudRoute } from '../../components/crud/crudRoute';
import { ACCESS } from '../../../shared/api/access';

export default [
  crudRoute('/religions-category', () => import(/* webpackChunkName: "religionCategories" */ './religionCategory'), ACCESS.ReligionCategoryApi.list, {
    labelKey: 'menu.religionCategory',
    icon: 'list',
    order: 75,
    types: [1],
  }),
];
