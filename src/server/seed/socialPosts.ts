// The demo's social media posts: running, coming and one switched off.
import { socialPosts } from '../db/schema';
import { insertRow } from '../db/audit';
import { at, type SeedContext } from './context';
import type { DemoPlaces } from './places';
import type { DemoEvents } from './events';

export async function seedSocialPosts({ database, actor }: SeedContext, { area1, area2, team1, team2, office1 }: DemoPlaces, { vendors }: DemoEvents) {
  const { db } = database;
  // Social media posts: running, coming and one switched off.
  const day = (days: number) => at(days, 12).slice(0, 10);
  const post = (title: string, platform: string, from: number, to: number, text: string, lists: Record<string, number[]>, status = 1) =>
    insertRow(db, actor, socialPosts, { title, platform, start_date: day(from), end_date: day(to), text_content: text, status, ...lists });
  await post('Padyatra invitation', 'whatsapp', -1, 2, 'Join the padyatra from Rajapeth Chowk at 9 am.', {
    area_id: [area1.id],
    team_id: [team1.id],
    voter_group_id: [vendors.id],
    office_id: [office1.id],
  });
  await post('Mahila Melava', 'facebook', 3, 6, 'Mahila Melava at the Camp Community Hall, 4 pm.', {
    area_id: [area2.id],
    team_id: [team2.id],
    office_id: [],
    voter_group_id: [],
  });
  await post(
    'Manifesto highlights',
    'twitter',
    -7,
    -2,
    'Ten promises for Amravati.',
    { area_id: [area1.id, area2.id], team_id: [], voter_group_id: [], office_id: [] },
    0,
  );
}
