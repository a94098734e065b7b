import { nameOnlyRoute } from '../../components/crud/nameOnlyRoute';
import { ACCESS } from '../../../shared/api/access';

export default [
  nameOnlyRoute('/religion', 'religion', 'religions', () => import(/* webpackChunkName: "religions" */ './religion'), ACCESS.ReligionApi.list, {
    labelKey: 'menu.religions',
    icon: 'list',
    order: 70,
    types: [1],
  }),
];
