// Vehicle requests: approve with a vehicle, reject with a reason. They are GETs with an effect
// (as the API declares them), so they are mutations here. The list and delete are the CRUD kit's.
import { VehicleRequestApi } from '../../../shared/api/vehicleRequests';
import { baseApi } from '../../api/baseApi';
import { mutationOf } from '../../api/endpoints';
import { rowTags } from '../../api/tags';

const decideApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    vehicleRequestAccept: mutationOf(build, VehicleRequestApi.accept, {
      invalidatesTags: (_r, _e, { id }) => [...rowTags('VehicleRequest', Number(id)), { type: 'Vehicle', id: 'LIST' }],
    }),
    vehicleRequestDeny: mutationOf(build, VehicleRequestApi.deny, { invalidatesTags: (_r, _e, { id }) => rowTags('VehicleRequest', Number(id)) }),
  }),
});

export const { useVehicleRequestAcceptMutation, useVehicleRequestDenyMutation } = decideApi;
