// Campaign materials and their types: the list, one row, add, edit and soft delete of each, and the
// needs an event or a task may name (materials and vehicles) as options.
import { ResourceApi, ResourceTypeApi, type Resource } from '../../../shared/api/resources';
import type { Named } from '../../../shared/api/masters';
import { baseApi } from '../../api/baseApi';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';
import type { Option } from '../../components/FormField';
import { useMayOpen } from '../../components/layout/useMayOpen';
import { VehicleApi } from '../../../shared/api/vehicles';
import { vehicleApi } from '../vehicles/api';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const resource = crudEndpoints<Resource, typeof ResourceApi>(build, ResourceApi, 'Resource');
    const resourceType = crudEndpoints<Named, typeof ResourceTypeApi>(build, ResourceTypeApi, 'ResourceType', ['Resource']);
    return {
      resourceList: resource.list,
      resourceGet: resource.get,
      resourceAdd: resource.add,
      resourceUpdate: resource.update,
      resourceRemove: resource.remove,
      resourceTypeList: resourceType.list,
      resourceTypeGet: resourceType.get,
      resourceTypeAdd: resourceType.add,
      resourceTypeUpdate: resourceType.update,
      resourceTypeRemove: resourceType.remove,
    };
  },
});

export const resourceApi = crudHooks(
  crud.endpoints.resourceList,
  crud.endpoints.resourceGet,
  crud.endpoints.resourceAdd,
  crud.endpoints.resourceUpdate,
  crud.endpoints.resourceRemove,
);
export const resourceTypeApi = crudHooks(
  crud.endpoints.resourceTypeList,
  crud.endpoints.resourceTypeGet,
  crud.endpoints.resourceTypeAdd,
  crud.endpoints.resourceTypeUpdate,
  crud.endpoints.resourceTypeRemove,
);

/** The vehicles and materials an event or a task may need, as checkbox options; each list asked only when the role may read it. */
export function useNeedOptions(): { vehicles: Option[]; materials: Option[] } {
  const vehicles = vehicleApi.useListQuery(undefined, { skip: !useMayOpen(VehicleApi.list) }).data ?? [];
  const materials = resourceApi.useListQuery(undefined, { skip: !useMayOpen(ResourceApi.list) }).data ?? [];
  return {
    vehicles: vehicles.map((v) => ({ value: String(v.id), label: v.vehicle_name })),
    materials: materials.map((r) => ({ value: String(r.id), label: r.resource_name })),
  };
}
