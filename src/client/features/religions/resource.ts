import { crudRoute } from '../../components/crud/crudRoute';

export default [
  crudRoute('/religion', () => import(/* webpackChunkName: "religions" */ './religion'), { labelKey: 'menu.religions', icon: 'list', order: 70, types: [1] }),
];
