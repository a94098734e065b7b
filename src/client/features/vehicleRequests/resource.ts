import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "vehicle-requests" */ './pages');

// "Request-Vehicle" in the menu, installation type 1 only, behind the Vehicles module.
export default routesOf(pages, [
  ['RequestVehiclePage', '/request_vehicle', ACCESS.VehicleRequestApi.list, { labelKey: 'menu.requestVehicle', icon: 'car', types: [1], order: 127 }],
]);
