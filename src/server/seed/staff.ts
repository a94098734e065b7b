// The demo organisation's masters and people: religions, caste categories and voter categories;
// a candidate, two field workers and a coordinator who signs in with a role of a few modules.
import { sql } from 'drizzle-orm';
import { categories, religionCategories, religions, roles, users } from '../db/schema';
import { insertRow } from '../db/audit';
import { hashPassword } from '../auth/passwords';
import { DEMO_PASSWORD, type Made, type SeedContext } from './context';

export interface DemoStaff {
  candidate: Made;
  worker1: Made;
  worker2: Made;
  coordinator: Made;
}

export async function seedMasters({ database, actor }: SeedContext) {
  const { db } = database;
  // Masters the add-details modal offers (religion, caste category) and a few voter categories.
  const RELIGIONS = ['Hindu', 'Muslim', 'Buddhist', 'Christian', 'Sikh', 'Jain'];
  const CASTES = ['General', 'OBC', 'SC', 'ST', 'NT', 'VJNT'];
  for (const name of RELIGIONS) await insertRow(db, actor, religions, { name });
  for (const name of CASTES) await insertRow(db, actor, religionCategories, { name });
  for (const name of ['Farmers', 'Students', 'Traders', 'Women self-help groups']) await insertRow(db, actor, categories, { name });
}

export async function seedStaff({ database, actor, tenantId, adminId }: SeedContext): Promise<DemoStaff> {
  const { db } = database;
  // Staff: a candidate and two field workers (roles without login, with their parts).
  const roleRows = await database.rows<{ id: number; name: string }>(sql`select id, name from roles where tenant_id = ${tenantId}`);
  const role = (name: string) => roleRows.find((r) => r.name === name)?.id ?? null;
  const candidate = await insertRow<{ id: number }>(db, actor, users, {
    type: 2,
    role_id: role('Candidate'),
    f_name: 'Suresh',
    l_name: 'Wankhade',
    phone_no: '+919800000011',
    gender: 1,
    steps: 4,
    reporting_to: adminId,
  });
  const worker1 = await insertRow<{ id: number }>(db, actor, users, {
    type: 2,
    role_id: role('Karyakarta'),
    f_name: 'Vaishali',
    l_name: 'Ingle',
    phone_no: '+919800000012',
    gender: 2,
    steps: 4,
    reporting_to: adminId,
    candidate_id: candidate.id,
    partno_list: [1, 2, 3],
    phone_visibility: 1,
  });
  // Staff who signs in: a role of a few modules, so the console shows what such a user sees.
  const coordinator = await insertRow<{ id: number }>(db, actor, roles, { name: 'Office coordinator', type: 1, status: 1, modules: ['Dashboard', 'Office'] });
  const coordinatorUser = await insertRow<{ id: number }>(db, actor, users, {
    type: 2,
    role_id: coordinator.id,
    email: 'staff@demo.local',
    password_hash: await hashPassword(DEMO_PASSWORD),
    f_name: 'Kavita',
    l_name: 'Thakare',
    phone_no: '+919800000014',
    gender: 2,
    steps: 4,
    reporting_to: adminId,
  });
  const worker2 = await insertRow<{ id: number }>(db, actor, users, {
    type: 2,
    role_id: role('Karyakarta'),
    f_name: 'Amol',
    l_name: 'Gawande',
    phone_no: '+919800000013',
    gender: 1,
    steps: 4,
    reporting_to: adminId,
    candidate_id: candidate.id,
    partno_list: [4, 5, 6],
  });
  return { candidate, worker1, worker2, coordinator: coordinatorUser };
}
