import { crudRoute } from '../../components/crud/crudRoute';
import { ACCESS } from '../../../shared/api/access';

export default [
  crudRoute('/religion', () => import(/* webpackChunkName: "religions" */ './religion'), ACCESS.ReligionApi.list, {
    labelKey: 'menu.religions',
    icon: 'list',
    order: 70,
    types: [1],
  }),
];
