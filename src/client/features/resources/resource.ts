import { crudRoute } from '../../components/crud/crudRoute';
import type { MenuSpec } from '../../components/layout/menu';
import { ACCESS } from '../../../shared/api/access';

// "Material Type" and "Material" in the menu, installation type 1 only, behind the Resources
// module. Materials are not name-like rows, so resources.test.tsx tests them instead of the kit.
const typeMenu: MenuSpec = { labelKey: 'menu.resourceType', icon: 'box', types: [1], order: 130 };
const materialMenu: MenuSpec = { labelKey: 'menu.resource', icon: 'box', types: [1], order: 135 };
export default [
  crudRoute('/resources-type', () => import(/* webpackChunkName: "resources" */ './resourceType'), ACCESS.ResourceTypeApi.list, typeMenu),
  crudRoute('/resources', () => import(/* webpackChunkName: "resources" */ './material'), ACCESS.ResourceApi.list, materialMenu, false),
];
