// Vehicle requests: approve with a vehicle, reject with a reason. They are GETs with an effect
// (as the API declares them), so they are mutations here. The list and delete are the CRUD kit's (crudEndpoints), declared here.
import { VehicleRequestApi, type VehicleRequest } from '../../../shared/api/vehicleRequests';
import { baseApi } from '../../api/baseApi';
import { mutationOf } from '../../api/endpoints';
import { rowTags } from '../../api/tags';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const vehicleRequest = crudEndpoints<VehicleRequest, typeof VehicleRequestApi>(build, VehicleRequestApi, 'VehicleRequest');
    return {
      vehicleRequestList: vehicleRequest.list,
      vehicleRequestGet: vehicleRequest.get,
      vehicleRequestAdd: vehicleRequest.add,
      vehicleRequestUpdate: vehicleRequest.update,
      vehicleRequestRemove: vehicleRequest.remove,
    };
  },
});

export const vehicleRequestApi = crudHooks(
  crud.endpoints.vehicleRequestList,
  crud.endpoints.vehicleRequestGet,
  crud.endpoints.vehicleRequestAdd,
  crud.endpoints.vehicleRequestUpdate,
  crud.endpoints.vehicleRequestRemove,
);

const decideApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    vehicleRequestAccept: mutationOf(build, VehicleRequestApi.accept, {
      invalidatesTags: (_r, _e, { id }) => [...rowTags('VehicleRequest', Number(id)), { type: 'Vehicle', id: 'LIST' }],
    }),
    vehicleRequestDeny: mutationOf(build, VehicleRequestApi.deny, { invalidatesTags: (_r, _e, { id }) => rowTags('VehicleRequest', Number(id)) }),
  }),
});

export const { useVehicleRequestAcceptMutation, useVehicleRequestDenyMutation } = decideApi;
