// The demo's areas around the map's centre, the offices in them and the teams that work from them.
import { MAP_CENTRE } from '../../shared/domain/constants';
import { areas, offices, teamMembers, teams, users } from '../db/schema';
import { insertRow, updateRow } from '../db/audit';
import { point, square, type Made, type SeedContext } from './context';
import type { DemoStaff } from './staff';

export interface DemoPlaces {
  area1: Made;
  area2: Made;
  office1: Made;
  office2: Made;
  team1: Made;
  team2: Made;
}

export async function seedPlaces({ database, actor, adminId }: SeedContext, { candidate, worker1, worker2, coordinator }: DemoStaff): Promise<DemoPlaces> {
  const { db } = database;
  const c = MAP_CENTRE;
  const area1 = await insertRow<{ id: number }>(db, actor, areas, {
    name: 'Rajapeth',
    area: square(c.lat + 0.01, c.lng - 0.01, 0.008),
    voting_center_location: point(c.lat + 0.01, c.lng - 0.01),
  });
  const area2 = await insertRow<{ id: number }>(db, actor, areas, {
    name: 'Camp',
    area: square(c.lat - 0.012, c.lng + 0.012, 0.008),
    voting_center_location: point(c.lat - 0.012, c.lng + 0.012),
  });
  const office = async (name: string, areaId: number, lat: number, lng: number, address: string, primary: number, secondary: number | null) =>
    insertRow<{ id: number }>(db, actor, offices, {
      office_name: name,
      area_id: areaId,
      primary_incharge: primary,
      secondary_incharge: secondary,
      location: point(lat, lng),
      address,
      location_name: address,
    });
  const office1 = await office(
    'Rajapeth Karyalay',
    area1.id,
    c.lat + 0.011,
    c.lng - 0.009,
    'Rajapeth Chowk, Amravati, Maharashtra 444601',
    adminId,
    worker1.id,
  );
  const office2 = await office('Camp Office', area2.id, c.lat - 0.011, c.lng + 0.013, 'Camp Road, Amravati, Maharashtra 444602', worker2.id, null);
  const office3 = await office(
    'Badnera Road Office',
    area2.id,
    c.lat - 0.02,
    c.lng + 0.03,
    'Badnera Road, Amravati, Maharashtra 444605',
    candidate.id,
    worker2.id,
  );
  // Every user works from an office (the user form requires one): the offices come after the
  // users, who are their in-charges.
  for (const [userId, officeId] of [
    [adminId, office1.id],
    [candidate.id, office3.id],
    [worker1.id, office1.id],
    [coordinator.id, office1.id],
    [worker2.id, office2.id],
  ]) {
    await updateRow(db, actor, users, userId, { office_id: officeId });
  }

  const team1 = await insertRow<{ id: number }>(db, actor, teams, {
    name: 'Rajapeth Booth Team',
    office_id: office1.id,
    area_id: area1.id,
    team_incharge_1: worker1.id,
    team_incharge_2: worker2.id,
  });
  const team2 = await insertRow<{ id: number }>(db, actor, teams, {
    name: 'Camp Yuva Team',
    office_id: office1.id,
    area_id: area2.id,
    team_incharge_1: worker2.id,
  });
  await insertRow(db, actor, teamMembers, { team_id: team1.id, user_id: candidate.id });
  await insertRow(db, actor, teamMembers, { team_id: team2.id, user_id: worker1.id });
  return { area1, area2, office1, office2, team1, team2 };
}
