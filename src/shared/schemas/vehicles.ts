import * as yup from 'yup';
import { phoneWith } from './organisation';
import { optionalId } from './ids';

/** Vehicle types (business constants): 0 passenger, 1 carrier. */
export const VEHICLE_TYPES = [0, 1] as const;

const count = (requiredKey: string) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError('validation.positiveNumber')
    .integer('validation.positiveNumber')
    .positive('validation.positiveNumber')
    .max(100_000, 'validation.positiveNumber')
    .required(requiredKey);

/** A vehicle: every field is required but special_instructions and the candidate. */
export const vehicleSchema = yup.object({
  vehicle_name: yup.string().trim().required('validation.vehicleNameRequired').max(150, 'validation.nameTooLong'),
  vehicle_type: yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError('validation.vehicleTypeRequired')
    .oneOf([...VEHICLE_TYPES], 'validation.vehicleTypeRequired')
    .required('validation.vehicleTypeRequired'),
  seating_capacity: count('validation.seatingRequired'),
  weight_capacity: count('validation.weightRequired'),
  special_instructions: yup.string().trim().max(1000, 'validation.textTooLong').nullable().default(null),
  driver_name: yup.string().trim().required('validation.driverNameRequired').max(150, 'validation.nameTooLong'),
  driver_phone_no: phoneWith('validation.driverPhone10'),
  candidate_id: optionalId('validation.unknownCandidate'),
});

/** POST /vehicles/assign: the vehicle and who gets it, a user (userId) or a team (teamId), exactly one. */
/** POST vehicles/release: the vehicle whose holder lets it go. */
export const vehicleReleaseSchema = yup.object({
  id: yup
    .number()
    .typeError('validation.unknownVehicle')
    .integer('validation.unknownVehicle')
    .positive('validation.unknownVehicle')
    .required('validation.unknownVehicle'),
});

export const vehicleAssignSchema = yup.object({
  id: yup
    .number()
    .typeError('validation.unknownVehicle')
    .integer('validation.unknownVehicle')
    .positive('validation.unknownVehicle')
    .required('validation.unknownVehicle'),
  userId: optionalId('validation.unknownUser').test('one', 'validation.userOrTeam', function (userId) {
    return (userId == null) !== (this.parent.teamId == null);
  }),
  teamId: optionalId('validation.unknownTeam'),
});
