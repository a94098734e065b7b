// The demo's voter groups and events, some past and most to come.
import { MAP_CENTRE } from '../../shared/domain/constants';
import { events, voterGroups } from '../db/schema';
import { insertRow } from '../db/audit';
import { at, point, type Made, type SeedContext } from './context';
import type { DemoStaff } from './staff';
import type { DemoPlaces } from './places';
import type { DemoMaterials } from './materials';

export interface DemoEvents {
  vendors: Made;
  ev1: Made;
  ev2: Made;
  ev3: Made;
}

export async function seedEvents(
  { database, actor }: SeedContext,
  { candidate, worker1 }: DemoStaff,
  { area1, area2, team1 }: DemoPlaces,
  { banner, flag }: DemoMaterials,
): Promise<DemoEvents> {
  const { db } = database;
  const c = MAP_CENTRE;
  const group = (name: string, description: string, areaId: number, lat: number, lng: number, place: string) =>
    insertRow<{ id: number }>(db, actor, voterGroups, {
      voter_group_name: name,
      voter_group_description: description,
      area_id: areaId,
      location: point(lat, lng),
      location_name: place,
    });
  const vendors = await group(
    'Rajapeth market vendors',
    'Vegetable and fruit sellers of the Rajapeth market',
    area1.id,
    c.lat + 0.01,
    c.lng - 0.01,
    'Rajapeth Market',
  );
  await group('Camp women voters', 'Mahila bachat gat members of the Camp area', area2.id, c.lat - 0.012, c.lng + 0.012, 'Camp Community Hall');
  const event = (name: string, start: string, end: string, areaId: number, lat: number, lng: number, place: string, materials: number[] = []) =>
    insertRow<{ id: number }>(db, actor, events, {
      event_name: name,
      event_start: start,
      event_end: end,
      area_id: areaId,
      location: point(lat, lng),
      location_name: place,
      candidate_id: candidate.id,
      voter_group_id: vendors.id,
      first_contact: worker1.id,
      team: [team1.id],
      resources: materials,
    });
  const ev1 = await event('Padyatra, Rajapeth', at(2, 9), at(2, 12), area1.id, c.lat + 0.01, c.lng - 0.01, 'Rajapeth Chowk', [banner.id, flag.id]);
  const ev2 = await event('Mahila Melava', at(6, 16), at(6, 19), area2.id, c.lat - 0.012, c.lng + 0.012, 'Camp Community Hall');
  const ev3 = await event('Booth Karyakarta Meeting', at(-3, 18), at(-3, 20), area1.id, c.lat + 0.005, c.lng, 'Rajapeth Karyalay');
  await event('Press Conference', at(10, 11), at(10, 12), area2.id, c.lat, c.lng + 0.005, 'Government Rest House');
  return { vendors, ev1, ev2, ev3 };
}
