import { nameOnlyRoute } from '../../components/crud/nameOnlyRoute';
import { ACCESS } from '../../../shared/api/access';

export default [
  nameOnlyRoute(
    '/religions-category',
    'religionCategory',
    'religion_categories',
    () => import(/* webpackChunkName: "religionCategories" */ './religionCategory'),
    ACCESS.ReligionCategoryApi.list,
    {
      labelKey: 'menu.religionCategory',
      icon: 'list',
      order: 75,
      types: [1],
    },
  ),
];
