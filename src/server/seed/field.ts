// The demo's field workers: a role granting the Field module only, and two workers who sign in on
// the field app, both holding page 1-30 of part 1 (a page committee), so the field app and the
// console's Field progress have something to show from the start.
import { roles, users } from '../db/schema';
import { insertRow } from '../db/audit';
import { hashPassword } from '../auth/passwords';
import { addAssignment } from '../domains/field/assignments';
import { DEMO_ACNO, DEMO_PASSWORD, type Made, type SeedContext } from './context';

export const FIELD_ACCOUNTS = [
  { email: 'field@demo.local', what: 'field worker (page in-charge) of the first organisation: the Field module only, page 1-30 of part 1' },
  { email: 'field2@demo.local', what: 'second field worker on the same page (a page committee of two)' },
];

const PEOPLE = [
  { email: 'field@demo.local', f_name: 'Pratik', l_name: 'Bhuyar', phone_no: '+919800000015', gender: 1 },
  { email: 'field2@demo.local', f_name: 'Sneha', l_name: 'Raut', phone_no: '+919800000016', gender: 2 },
];

/** `office`: where the workers report (every user works from an office). */
export async function seedFieldWorkers({ database, actor, adminId }: SeedContext, office: Made) {
  const { db } = database;
  const role = await insertRow<{ id: number }>(db, actor, roles, { name: 'Page in-charge', type: 1, status: 1, modules: ['Field'] });
  const password_hash = await hashPassword(DEMO_PASSWORD);
  for (const p of PEOPLE) {
    const user = await insertRow<{ id: number }>(db, actor, users, {
      type: 2,
      role_id: role.id,
      password_hash,
      steps: 4,
      reporting_to: adminId,
      office_id: office.id,
      ...p,
    });
    const done = await addAssignment(database, actor, { userId: user.id, acno: DEMO_ACNO, partno: 1, from: 1, to: 30 });
    if ('errors' in done) throw new Error(`the demo's field assignment was refused: ${JSON.stringify(done.errors)}`);
  }
}
