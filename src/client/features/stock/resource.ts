import { routesOf } from '../../components/layout/routeEntry';
import { StockApi } from '../../../shared/api/stock';

const pages = () => import(/* webpackChunkName: "stock" */ './pages');

// "Stock" in the menu, installation type 1 only, behind the Resources module; its history at
// /stock-request is linked from the page.
export default routesOf(pages, [
  ['StockPage', '/stock', StockApi.list, { labelKey: 'menu.stock', icon: 'box', types: [1], order: 230 }],
  ['StockRequestPage', '/stock-request', StockApi.list],
]);
