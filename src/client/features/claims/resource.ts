import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "claims" */ './pages');

// "Claims & Objections" in the menu, for the roles granted the Claims module and admins.
export default routesOf(pages, [['ClaimsPage', '/claims', ACCESS.ClaimApi.list, { labelKey: 'claims.menu', icon: 'list', order: 157 }]]);
