import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "stock" */ './pages');

// "Stock Inward" in the menu, installation type 1 only, behind the Resources module; its history
// at /stock-request is linked from the page, and links back to the form to add a resource.
export default routesOf(pages, [
  ['StockPage', '/stock', ACCESS.StockApi.list, { labelKey: 'menu.stock', icon: 'box', types: [1], order: 230 }],
  ['StockRequestPage', '/stock-request', ACCESS.StockApi.list],
]);
