import { crudRoute } from '../../components/crud/crudRoute';
import type { MenuSpec } from '../../components/layout/menu';
import { ACCESS } from '../../../shared/api/access';

// "Team" in the menu after the voter groups; behind the user-management (Candidates) module.
// Its rows are not name-like, so teams.test.tsx tests it in place of the kit's generic tests.
const menu: MenuSpec = { labelKey: 'menu.team', icon: 'team', order: 115 };
export default [crudRoute('/team', () => import(/* webpackChunkName: "teams" */ './team'), ACCESS.TeamApi.list, menu, false)];
