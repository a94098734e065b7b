// Vehicles: the assignment to a user. The list, one row, add, edit and delete are the CRUD kit's (crudEndpoints), declared here.
import { VehicleApi, type Vehicle } from '../../../shared/api/vehicles';
import { baseApi } from '../../api/baseApi';
import { mutationOf } from '../../api/endpoints';
import { rowTags } from '../../api/tags';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const vehicle = crudEndpoints<Vehicle, typeof VehicleApi>(build, VehicleApi, 'Vehicle');
    return { vehicleList: vehicle.list, vehicleGet: vehicle.get, vehicleAdd: vehicle.add, vehicleUpdate: vehicle.update, vehicleRemove: vehicle.remove };
  },
});

export const vehicleApi = crudHooks(
  crud.endpoints.vehicleList,
  crud.endpoints.vehicleGet,
  crud.endpoints.vehicleAdd,
  crud.endpoints.vehicleUpdate,
  crud.endpoints.vehicleRemove,
);

const assignApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    vehicleAssign: mutationOf(build, VehicleApi.assign, { invalidatesTags: (_r, _e, { body }) => rowTags('Vehicle', Number(body.id)) }),
    vehicleRelease: mutationOf(build, VehicleApi.release, { invalidatesTags: (_r, _e, { body }) => rowTags('Vehicle', Number(body.id)) }),
  }),
});

export const { useVehicleAssignMutation, useVehicleReleaseMutation } = assignApi;
