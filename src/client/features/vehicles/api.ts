// Vehicles: the assignment to a user. The list, add, edit and delete endpoints are the CRUD kit's (api/crudApi.ts).
import { VehicleApi } from '../../../shared/api/vehicles';
import { baseApi } from '../../api/baseApi';
import { mutationOf } from '../../api/endpoints';
import { rowTags } from '../../api/tags';

const assignApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    vehicleAssign: mutationOf(build, VehicleApi.assign, { invalidatesTags: (_r, _e, { body }) => rowTags('Vehicle', Number(body.id)) }),
    vehicleRelease: mutationOf(build, VehicleApi.release, { invalidatesTags: (_r, _e, { body }) => rowTags('Vehicle', Number(body.id)) }),
  }),
});

export const { useVehicleAssignMutation, useVehicleReleaseMutation } = assignApi;
