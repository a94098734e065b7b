import * as yup from 'yup';
import { requiredPoint } from './points';
import { idList, optionalId, requiredId } from './ids';
import { endAfter, when } from './times';
import { InstallationType } from '../domain/constants';

/**
 * An event: name, start and end (end after start),
 * the area, the place on the map, the voter group, the first contact (second and third
 * optional), the teams and vehicles it needs and the candidate, which a candidate installation
 * (type 1) must choose: the context's `installationType` says which installation sends it.
 */
export const eventSchema = yup.object({
  event_name: yup.string().trim().required('validation.eventNameRequired').max(150, 'validation.nameTooLong'),
  event_start: when('validation.eventStartRequired'),
  event_end: endAfter('event_start', 'validation.eventEndRequired'),
  area_id: requiredId('validation.areaRequired'),
  location: requiredPoint('validation.eventLocation'),
  location_name: yup.string().trim().max(500, 'validation.addressTooLong').nullable().default(null),
  voter_group_id: requiredId('validation.voterGroupRequired'),
  first_contact: requiredId('validation.firstContactRequired'),
  second_contact: optionalId('validation.unknownUser'),
  third_contact: optionalId('validation.unknownUser'),
  team: idList('validation.unknownTeam'),
  vehicles: idList('validation.unknownVehicle'),
  resources: idList('validation.unknownResource'),
  candidate_id: optionalId('validation.unknownCandidate').when('$installationType', {
    is: InstallationType.Loksevak,
    then: (id) => id.required('validation.candidateRequired'),
  }),
});

/** The yup context of the event schema: the installation type of the organisation that sends it. */
export interface EventContext {
  installationType?: number | null;
}
