// The demo's tasks in several states, with sub-tasks whose progress the task's percentage follows.
import { subTasks, tasks } from '../db/schema';
import { insertRow } from '../db/audit';
import { at, type SeedContext } from './context';
import type { DemoStaff } from './staff';
import type { DemoPlaces } from './places';
import type { DemoMaterials } from './materials';
import type { DemoEvents } from './events';

export async function seedTasks(
  { database, actor, adminId }: SeedContext,
  { worker1, worker2 }: DemoStaff,
  { team1, team2 }: DemoPlaces,
  { ev1, ev2, ev3 }: DemoEvents,
  { pamphlet }: DemoMaterials,
) {
  const { db } = database;
  // Tasks in several states; the percentage done of those with sub-tasks follows them.
  const task = (
    name: string,
    description: string,
    notes: string,
    status: number,
    start: string,
    end: string,
    eventId: number,
    team: number,
    user: number,
    materials: number[] = [],
  ) =>
    insertRow<{ id: number }>(db, actor, tasks, {
      task_name: name,
      task_description: description,
      status,
      start_date_time: start,
      end_date_time: end,
      event_id: eventId,
      assigned_group: team,
      assigned_user: user,
      special_notes: notes,
      resources: materials,
    });
  const steps = async (taskId: number, list: Array<[name: string, status: number, start: string, end: string]>) => {
    for (const [name, status, start, end] of list)
      await insertRow(db, actor, subTasks, { task_id: taskId, task_name: name, task_description: name, status, start_date_time: start, end_date_time: end });
  };
  await task(
    'Print padyatra pamphlets',
    'Marathi and Hindi pamphlets, 5000 copies',
    'Proofs to the candidate first',
    3,
    at(-4, 10),
    at(-1, 18),
    ev1.id,
    team1.id,
    worker1.id,
    [pamphlet.id],
  );
  const permission = await task(
    'Route permission',
    'Police permission for the padyatra route',
    'Two copies of the route map',
    2,
    at(-2, 10),
    at(1, 17),
    ev1.id,
    team1.id,
    adminId,
  );
  await steps(permission.id, [
    ['Draw the route map', 2, at(-2, 10), at(-2, 13)],
    ['Application at the police station', 2, at(-1, 11), at(-1, 12)],
    ['Collect the permission letter', 1, at(0, 11), at(1, 17)],
  ]);
  const booths = await task(
    'Booth list check',
    'Verify the voter slips of parts 1-3',
    'Note shifted voters',
    1,
    at(1, 9),
    at(4, 18),
    ev3.id,
    team1.id,
    worker1.id,
  );
  await steps(booths.id, [
    ['Part 1', 2, at(1, 9), at(1, 18)],
    ['Part 2', 0, at(2, 9), at(2, 18)],
    ['Part 3', 0, at(3, 9), at(3, 18)],
    ['Part 3 supplement', 3, at(4, 9), at(4, 18)],
  ]);
  const hall = await task(
    'Hall booking',
    'Book the Camp community hall and chairs',
    '300 chairs, one stage',
    0,
    at(3, 10),
    at(5, 18),
    ev2.id,
    team2.id,
    worker2.id,
  );
  await steps(hall.id, [
    ['Hall advance', 0, at(3, 10), at(3, 12)],
    ['Chairs and sound', 0, at(4, 10), at(5, 18)],
  ]);
  await task(
    'Invite self-help groups',
    'Call the self-help groups of Camp and Sai Nagar',
    'Evening calls only',
    0,
    at(4, 10),
    at(6, 12),
    ev2.id,
    team2.id,
    worker2.id,
  );
  await task('Door-to-door survey', 'Collect family details in parts 4-6', 'Two volunteers per lane', 2, at(-1, 9), at(8, 18), ev3.id, team2.id, worker2.id);
}
