import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "paper" */ './pages');

// "Printed papers" in the menu, beside the voter screens, for the roles granted the Voters module.
export default routesOf(pages, [['PaperPage', '/paper', ACCESS.PaperApi.sheet, { labelKey: 'paper.menu', icon: 'list', order: 152 }]]);
