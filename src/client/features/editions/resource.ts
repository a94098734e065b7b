import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "editions" */ './pages');

// "Roll Editions" in the menu, for the roles granted the Voters module and admins.
export default routesOf(pages, [['EditionsPage', '/roll-editions', ACCESS.EditionApi.list, { labelKey: 'editions.menu', icon: 'list', order: 156 }]]);
