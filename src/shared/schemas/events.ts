import * as yup from 'yup';
import { asPoint, pointProblem, type GeoPoint } from '../geo';
import { kolkataToIso } from '../dates';
import { optionalId, requiredId } from './ids';

/** A date-time typed in India (or an ISO instant), kept as its instant in ISO. */
const when = (requiredKey: string) =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' && v.trim() ? (kolkataToIso(v) ?? 'invalid') : undefined))
    .required(requiredKey)
    .test('date', 'validation.dateTime', (v) => v !== 'invalid');

const ids = (key: string) =>
  yup
    .array(yup.number().typeError(key).integer(key).positive(key).required(key))
    .max(100, key)
    .default([])
    .test('distinct', key, (list) => new Set(list ?? []).size === (list ?? []).length);

/**
 * An event (entities Event, validation rules "Add event"): name, start and end (end after start),
 * the area, the place on the map, the voter group, the first contact (second and third
 * optional), the teams and vehicles it needs and the candidate.
 */
export const eventSchema = yup.object({
  event_name: yup.string().trim().required('validation.eventNameRequired').max(150, 'validation.nameTooLong'),
  event_start: when('validation.eventStartRequired'),
  event_end: when('validation.eventEndRequired').test('after', 'validation.endAfterStart', function (end) {
    const start = this.parent.event_start as string | undefined;
    return !end || !start || end === 'invalid' || start === 'invalid' || Date.parse(end) > Date.parse(start);
  }),
  area_id: requiredId('validation.areaRequired'),
  location: yup
    .mixed<GeoPoint>()
    .transform((v) => (v === '' ? null : (asPoint(v) ?? v)))
    .required('validation.eventLocation')
    .test('point', 'validation.eventLocation', function (value) {
      if (value == null) return true;
      const key = pointProblem(value);
      return key ? this.createError({ message: key === 'validation.point' ? 'validation.eventLocation' : key }) : true;
    }),
  location_name: yup.string().trim().max(500, 'validation.addressTooLong').nullable().default(null),
  voter_group_id: requiredId('validation.voterGroupRequired'),
  first_contact: requiredId('validation.firstContactRequired'),
  second_contact: optionalId('validation.unknownUser'),
  third_contact: optionalId('validation.unknownUser'),
  team: ids('validation.unknownTeam'),
  vehicles: ids('validation.unknownVehicle'),
  candidate_id: optionalId('validation.unknownCandidate'),
});
