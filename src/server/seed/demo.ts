// Demo mode: on an empty database, the demo organisations, their accounts and a constituency of data to try the console on.
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { generateRoll } from '../roll/generator';
import { importVoters } from '../roll/importer';
import { createOrganisation, createSuperAdmin } from '../domains/organisations/queries';
import { seedPollDay } from '../domains/pollDay/seed';
import { DEMO_ACNO, DEMO_PASSWORD, type SeedContext } from './context';
import { seedMasters, seedStaff } from './staff';
import { seedPlaces } from './places';
import { seedVehicleRequests, seedVehicles } from './vehicles';
import { seedMaterials, seedStock } from './materials';
import { seedEvents } from './events';
import { seedTasks } from './tasks';
import { seedSocialPosts } from './socialPosts';
import { seedSurveys } from './surveys';
import { seedVoterInfo } from './voterInfo';
import { FIELD_ACCOUNTS, seedFieldWorkers } from './field';

export { DEMO_ACNO, DEMO_PASSWORD };

export interface SeedResult {
  accounts: Array<{ email: string; what: string }>;
}

const ACCOUNTS = [
  { email: 'super@demo.local', what: 'super administrator' },
  { email: 'admin@demo.local', what: 'admin of a loksevak organisation (onboarding complete)' },
  { email: 'onboard@demo.local', what: 'admin of a second organisation at onboarding step 1' },
  { email: 'staff@demo.local', what: 'office coordinator of the first organisation: a role with the Dashboard and Office modules only' },
  ...FIELD_ACCOUNTS,
];

export async function seedDemo(database: Database, config: Config): Promise<SeedResult> {
  const { db } = database;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, 'super@demo.local'));
  if (existing) return { accounts: ACCOUNTS };

  const sup = await createSuperAdmin(db, { email: 'super@demo.local', password: DEMO_PASSWORD, f_name: 'Demo' });
  const actor = { tenantId: 1, userId: sup.id };
  const demo = await createOrganisation(db, actor, {
    installation_type: 1,
    organization_full_name: 'Amravati Jan Seva Sangh',
    organization_short_name: 'AJSS',
    f_name: 'Ramesh',
    l_name: 'Deshmukh',
    phone_no: '+919800000001',
    email: 'admin@demo.local',
    password: DEMO_PASSWORD,
    gender: 1,
    steps: 4,
    default_acno: DEMO_ACNO,
  });
  await createOrganisation(db, actor, {
    installation_type: 1,
    organization_full_name: 'Navi Disha Manch',
    organization_short_name: 'NDM',
    f_name: 'Sunita',
    l_name: 'Kale',
    phone_no: '+919800000002',
    email: 'onboard@demo.local',
    password: DEMO_PASSWORD,
    gender: 2,
    steps: 1,
    default_acno: DEMO_ACNO,
  });
  await seedDemoData(database, config, demo.tenantId, demo.adminId);
  return { accounts: ACCOUNTS };
}

/** Electors per part and parts of the demo roll: small parts for a quick start, real-sized ones for a full constituency. */
export function demoRollShape(voters: number) {
  const perPart = voters <= 10000 ? 300 : 1000;
  return { parts: Math.max(1, Math.round(voters / perPart)), perPart };
}

/**
 * The demo constituency's roll (generated, then imported in-process like any roll), details
 * collected for about 8% of the voters, and a few users, areas, offices, teams, tasks with
 * sub-tasks, events, vehicles, materials, vehicle requests and social media posts,
 * so the dashboard shows real figures.
 */
async function seedDemoData(database: Database, config: Config, tenantId: number, adminId: number) {
  const ctx: SeedContext = { database, actor: { tenantId, userId: adminId }, tenantId, adminId };
  await seedDemoRoll(ctx, config.demoVoters);
  await seedMasters(ctx);
  const staff = await seedStaff(ctx);
  const places = await seedPlaces(ctx, staff);
  const { bolero } = await seedVehicles(ctx, staff);
  const materials = await seedMaterials(ctx);
  await seedStock(ctx, staff, places, materials);
  const events = await seedEvents(ctx, staff, places, materials);
  await seedTasks(ctx, staff, places, events, materials);
  await seedVehicleRequests(ctx, staff, events, bolero);
  await seedSocialPosts(ctx, places, events);
  await seedSurveys(ctx, staff, places, events);
  await seedVoterInfo(ctx, staff);
  await seedPollDay(database, ctx.actor, DEMO_ACNO);
  await seedFieldWorkers(ctx, places.office1);
}

/** The demo constituency's roll, generated and then imported in-process like any roll. */
async function seedDemoRoll({ database, actor }: SeedContext, voters: number) {
  const { parts, perPart } = demoRollShape(voters);
  const big = parts * perPart > 10000;
  if (big) console.log(`Seeding the demo constituency: ${parts * perPart} electors in ${parts} parts...`);
  await importVoters(database, actor, generateRoll({ acno: DEMO_ACNO, parts, perPart, seed: 2024 }), {
    source: 'demo roll (generated)',
    onProgress: big ? (p) => process.stdout.write(`\r  ${p.rows} electors imported`) : undefined,
  });
  if (big) process.stdout.write('\n');
}
