// Vehicles: passenger or carrier, capacities, driver, the candidate they belong to, and the user
// each is assigned to.
import { crud } from './crud';
import { reply, route } from './contract';
import type { Message } from './messages';
import type { PersonName } from './offices';
import { vehicleAssignSchema, vehicleReleaseSchema, vehicleSchema } from '../schemas/vehicles';

export interface Vehicle {
  id: number;
  vehicle_name: string;
  /** 0 passenger, 1 carrier */
  vehicle_type: number;
  seating_capacity: number;
  weight_capacity: number;
  special_instructions: string | null;
  driver_name: string;
  driver_phone_no: string;
  candidate_id: number | null;
  assigned_user: number | null;
  assigned_user_details: PersonName | null;
  /** the team that holds it, when a team does (a vehicle has one holder, a user or a team) */
  assigned_team: number | null;
  assigned_team_details: { name: string } | null;
}

const MODULE = 'Vehicles';

export const VehicleApi = {
  ...crud<Vehicle>()({
    base: '/vehicles',
    entity: 'vehicle',
    listKey: 'vehicles',
    itemKey: 'vehicle',
    get: 'plain',
    updateIdField: 'id',
    module: MODULE,
    schema: vehicleSchema,
  }),
  /** Gives the vehicle to a user or a team; a vehicle another holder has is refused (409). */
  assign: route({
    method: 'POST',
    path: '/vehicles/assign',
    scope: 'tenant',
    module: MODULE,
    summary: 'Assign a vehicle to a user (userId) or a team (teamId)',
    body: vehicleAssignSchema,
    response: reply<Message & { vehicle: Vehicle }>('msg', 'key', 'vehicle'),
  }),
  /** Takes the vehicle from its user or team, so it can be given to another. */
  release: route({
    method: 'POST',
    path: '/vehicles/release',
    scope: 'tenant',
    module: MODULE,
    summary: 'Release a vehicle from the user or team that holds it',
    body: vehicleReleaseSchema,
    response: reply<Message & { vehicle: Vehicle }>('msg', 'key', 'vehicle'),
  }),
};
