import { crudAddRoute, crudRoute } from '../../components/crud/crudRoute';
import type { MenuSpec } from '../../components/layout/menu';
import { ACCESS } from '../../../shared/api/access';

// "Vehicle" in the menu, installation type 1 only, behind the Vehicles module. Its rows are not
// name-like, so vehicles.test.tsx tests it in place of the kit's generic tests.
const menu: MenuSpec = { labelKey: 'menu.vehicle', icon: 'car', types: [1], order: 125 };
const load = () => import(/* webpackChunkName: "vehicles" */ './vehicle');
// the list adds on a page of its own (/add-vehicle) and edits in a popup
export default [
  crudRoute('/vehicle', load, ACCESS.VehicleApi.list, menu, false),
  crudAddRoute('/add-vehicle', '/vehicle', load, ACCESS.VehicleApi.add, 'title.AddVehiclePage'),
];
