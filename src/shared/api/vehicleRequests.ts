// Vehicle requests: field staff ask for a vehicle for an event; an admin approves one with a
// vehicle (never one already approved for an event at an overlapping time) or rejects it with a reason.
import { crud } from './crud';
import { reply, route } from './contract';
import type { Message } from './messages';
import type { PersonName } from './offices';
import type { Position } from '../geo';
import { vehicleAcceptSchema, vehicleDenySchema, vehicleRequestSchema } from '../schemas/vehicleRequests';

export interface VehicleRequest {
  id: number;
  /** 0 passenger, 1 carrier */
  vehicle_type: number;
  capacity: number;
  event_id: number;
  events: { event_name: string; event_start: string; event_end: string } | null;
  /** where the requester's device was, [lng, lat] */
  device_location: Position | null;
  requested_by: number | null;
  requester: PersonName | null;
  /** 0 pending, 1 approved, 2 rejected */
  status: number;
  vehicle_id: number | null;
  vehicle_name: string | null;
  rejection_reason: string | null;
  created_at: string;
}

const MODULE = 'Vehicles';

export const VehicleRequestApi = {
  ...crud<VehicleRequest>()({
    base: '/request-vehicle',
    entity: 'vehicle request',
    listKey: 'request',
    itemKey: 'request',
    get: 'plain',
    module: MODULE,
    schema: vehicleRequestSchema,
    updatePath: '/request-vehicle/:id',
    removePath: '/request-vehicle/:id',
    removeMethod: 'DELETE',
  }),
  accept: route({
    method: 'GET',
    path: '/request-vehicle/accept',
    scope: 'tenant',
    module: MODULE,
    summary: 'Approve a request with a vehicle (409 when that vehicle is approved for an overlapping event)',
    query: vehicleAcceptSchema,
    response: reply<Message & { request: VehicleRequest }>('msg', 'key', 'request'),
  }),
  deny: route({
    method: 'GET',
    path: '/request-vehicle/deny',
    scope: 'tenant',
    module: MODULE,
    summary: 'Reject a request with a reason',
    query: vehicleDenySchema,
    response: reply<Message & { request: VehicleRequest }>('msg', 'key', 'request'),
  }),
};
