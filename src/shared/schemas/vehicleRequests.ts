import * as yup from 'yup';
import { asPoint, pointProblem, type Position } from '../geo';
import { requiredId } from './ids';
import { VEHICLE_TYPES } from './vehicles';

/**
 * A vehicle request, sent by field staff from their device: the kind of
 * vehicle, the capacity needed, the event it is for and where the device was ([lng, lat]).
 */
export const vehicleRequestSchema = yup.object({
  vehicle_type: yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError('validation.vehicleTypeRequired')
    .oneOf([...VEHICLE_TYPES], 'validation.vehicleTypeRequired')
    .required('validation.vehicleTypeRequired'),
  capacity: yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError('validation.positiveNumber')
    .integer('validation.positiveNumber')
    .positive('validation.positiveNumber')
    .max(100_000, 'validation.positiveNumber')
    .required('validation.capacityRequired'),
  event_id: requiredId('validation.eventRequired'),
  device_location: yup
    .mixed<Position>()
    .transform((v) => (v === '' ? null : (asPoint(v)?.coordinates ?? v)))
    .nullable()
    .default(null)
    .test('point', 'validation.point', function (value) {
      if (value == null) return true;
      const key = pointProblem(value);
      return key ? this.createError({ message: key }) : true;
    }),
});

/** GET request-vehicle/accept: the request and the vehicle it gets ("Please select a vehicle!" without one). */
export const vehicleAcceptSchema = yup.object({
  id: requiredId('validation.unknownRequest'),
  vehicle_id: requiredId('vehicleRequest.selectVehicle'),
});

/** GET request-vehicle/deny: the request and why ("Please provide a reason for rejection!" without one). */
export const vehicleDenySchema = yup.object({
  id: requiredId('validation.unknownRequest'),
  rejection_reason: yup.string().trim().required('vehicleRequest.reasonRequired').max(500, 'validation.textTooLong'),
});
