// Events: a name, a start and an end, a place on the map in an area, the voter group it is for,
// up to three contacts, the teams and vehicles it needs and the candidate.
import * as yup from 'yup';
import { crud } from './crud';
import { reply, route } from './contract';
import type { GeoPoint } from '../geo';
import { eventSchema } from '../schemas/events';

export interface CampaignEvent {
  id: number;
  event_name: string;
  /** instants in ISO (UTC); the console shows them in Asia/Kolkata */
  event_start: string;
  event_end: string;
  area_id: number | null;
  /** the area's name */
  area: string | null;
  location: GeoPoint | null;
  location_name: string | null;
  voter_group_id: number | null;
  voter_group_name: string | null;
  first_contact: number | null;
  second_contact: number | null;
  third_contact: number | null;
  /** team ids */
  team: number[];
  /** vehicle ids */
  vehicles: number[];
  /** material ids */
  resources: number[];
  candidate_id: number | null;
}

const MODULE = 'Events';
const day = yup
  .string()
  .matches(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .optional();

export const EventApi = {
  ...crud<CampaignEvent>()({
    base: '/events',
    entity: 'event',
    listKey: 'events',
    itemKey: 'event',
    updateIdField: 'id',
    module: MODULE,
    schema: eventSchema,
  }),
  /** The events report: events that overlap the days from start_date to end_date (a month either side of today by default). */
  report: route({
    method: 'GET',
    path: '/reports-events',
    scope: 'tenant',
    module: MODULE,
    summary: 'Events between two days (Asia/Kolkata)',
    query: yup.object({ start_date: day, end_date: day }),
    response: reply<{ events: CampaignEvent[] }>('events'),
  }),
};
