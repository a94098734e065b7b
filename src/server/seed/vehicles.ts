// The demo's vehicles and the requests for one that came from the field.
import { MAP_CENTRE } from '../../shared/domain/constants';
import { vehicleRequests, vehicles } from '../db/schema';
import { insertRow } from '../db/audit';
import type { Made, SeedContext } from './context';
import type { DemoStaff } from './staff';
import type { DemoEvents } from './events';

export async function seedVehicles({ database, actor }: SeedContext, { candidate, worker1 }: DemoStaff): Promise<{ bolero: Made }> {
  const { db } = database;
  const vehicle = (name: string, type: number, seats: number, kg: number, driver: string, phone: string, holder: number | null) =>
    insertRow<{ id: number }>(db, actor, vehicles, {
      vehicle_name: name,
      vehicle_type: type,
      seating_capacity: seats,
      weight_capacity: kg,
      driver_name: driver,
      driver_phone_no: phone,
      candidate_id: candidate.id,
      assigned_user: holder,
    });
  const bolero = await vehicle('Bolero MH27 AB 1234', 0, 7, 500, 'Ganesh More', '+919822000111', worker1.id);
  await vehicle('Tata Ace MH27 CD 5678', 1, 2, 750, 'Ravi Kale', '+919822000222', null);
  return { bolero };
}

export async function seedVehicleRequests({ database, actor }: SeedContext, { worker1, worker2 }: DemoStaff, { ev1, ev2, ev3 }: DemoEvents, bolero: Made) {
  const { db } = database;
  const c = MAP_CENTRE;
  // Vehicle requests from the field: two waiting, one approved, one rejected.
  const request = (eventId: number, type: number, capacity: number, by: number, lat: number, lng: number, decided: Record<string, unknown> = {}) =>
    insertRow(db, actor, vehicleRequests, { event_id: eventId, vehicle_type: type, capacity, requested_by: by, device_location: [lng, lat], ...decided });
  await request(ev1.id, 0, 6, worker1.id, c.lat + 0.008, c.lng - 0.012);
  await request(ev2.id, 1, 500, worker2.id, c.lat - 0.01, c.lng + 0.01);
  await request(ev2.id, 0, 7, worker2.id, c.lat - 0.011, c.lng + 0.013, { status: 1, vehicle_id: bolero.id });
  await request(ev3.id, 1, 300, worker1.id, c.lat + 0.004, c.lng + 0.002, { status: 2, rejection_reason: 'The meeting is at the office; no carrier needed.' });
}
