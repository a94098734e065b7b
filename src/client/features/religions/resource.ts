import { crudRoute } from '../../components/crud/crudRoute';
import { ReligionApi } from '../../../shared/api/masters';

export default [
  crudRoute('/religion', () => import(/* webpackChunkName: "religions" */ './religion'), ReligionApi.list, {
    labelKey: 'menu.religions',
    icon: 'list',
    order: 70,
    types: [1],
  }),
];
