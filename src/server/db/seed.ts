// Demo mode: on an empty database, the demo organisations and accounts (issue 2).
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from './client';
import { MAP_CENTRE } from '../../shared/domain/constants';
import {
  areas,
  categories,
  events,
  offices,
  religionCategories,
  religions,
  resourceTypes,
  resources,
  roles,
  socialPosts,
  surveyCategories,
  surveyQuestions,
  surveys,
  stockItems,
  stockLedger,
  stockTransactions,
  subTasks,
  tasks,
  teamMembers,
  teams,
  users,
  vehicleRequests,
  vehicles,
  voterGroups,
} from './schema';
import { hashPassword } from '../auth/passwords';
import { insertRow, recordAudit, updateRow } from './audit';
import { generateRoll } from './generator/generator';
import { importVoters } from './importer/importer';
import { createOrganisation, createSuperAdmin } from '../domains/organisations/queries';
import { seedPollDay } from '../domains/pollDay/seed';

export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_ACNO = 38;

export interface SeedResult {
  accounts: Array<{ email: string; what: string }>;
}

const ACCOUNTS = [
  { email: 'super@demo.local', what: 'super administrator' },
  { email: 'admin@demo.local', what: 'admin of a loksevak organisation (onboarding complete)' },
  { email: 'onboard@demo.local', what: 'admin of a second organisation at onboarding step 1' },
  { email: 'staff@demo.local', what: 'office coordinator of the first organisation: a role with the Dashboard and Office modules only' },
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

const point = (lat: number, lng: number) => ({ type: 'Point' as const, coordinates: [lng, lat] as [number, number] });
/** A small square ring around a point (closed, longitude first). */
const square = (lat: number, lng: number, d: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [lng - d, lat - d],
      [lng + d, lat - d],
      [lng + d, lat + d],
      [lng - d, lat + d],
      [lng - d, lat - d],
    ],
  ] as [number, number][][],
});

/**
 * The demo constituency's roll (generated, then imported in-process like any roll), details
 * collected for about 8% of the voters, and a few users, areas, offices, teams, tasks with
 * sub-tasks, events, vehicles, materials, vehicle requests and social media posts,
 * so the dashboard shows real figures.
 */
async function seedDemoData(database: Database, config: Config, tenantId: number, adminId: number) {
  const { db } = database;
  const actor = { tenantId, userId: adminId };
  const { parts, perPart } = demoRollShape(config.demoVoters);
  const big = parts * perPart > 10000;
  if (big) console.log(`Seeding the demo constituency: ${parts * perPart} electors in ${parts} parts...`);
  await importVoters(database, actor, generateRoll({ acno: DEMO_ACNO, parts, perPart, seed: 2024 }), {
    source: 'demo roll (generated)',
    onProgress: big ? (p) => process.stdout.write(`\r  ${p.rows} electors imported`) : undefined,
  });
  if (big) process.stdout.write('\n');

  // Masters the add-details modal offers (religion, caste category) and a few voter categories.
  const RELIGIONS = ['Hindu', 'Muslim', 'Buddhist', 'Christian', 'Sikh', 'Jain'];
  const CASTES = ['General', 'OBC', 'SC', 'ST', 'NT', 'VJNT'];
  for (const name of RELIGIONS) await insertRow(db, actor, religions, { name });
  for (const name of CASTES) await insertRow(db, actor, religionCategories, { name });
  for (const name of ['Farmers', 'Students', 'Traders', 'Women self-help groups']) await insertRow(db, actor, categories, { name });

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
    [coordinatorUser.id, office1.id],
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
  const materialType = (name: string, local: string) => insertRow<{ id: number }>(db, actor, resourceTypes, { name, name_local: local });
  const [banners, flags, print] = [
    await materialType('Banners', 'बॅनर'),
    await materialType('Flags', 'झेंडे'),
    await materialType('Printed matter', 'छापील साहित्य'),
  ];
  const material = (name: string, typeId: number) => insertRow<{ id: number }>(db, actor, resources, { resource_name: name, resources_type_id: typeId });
  const banner = await material('Candidate banner 6x3 ft', banners.id);
  const flag = await material('Party flag (small)', flags.id);
  const pamphlet = await material('Padyatra pamphlet', print.id);
  const booklet = await material('Voter slip booklet', print.id);

  // Stock: a donor's inward at the Rajapeth office, a transfer from it to Camp, one asked for and
  // one refused; the ledger holds the approved movements.
  const stock = async (type: number, from: number | null, to: number, by: string | null, items: Array<[number, number]>, status: number, reason?: string) => {
    const t = await insertRow<{ id: number }>(db, actor, stockTransactions, {
      transaction_type: type,
      from_office: from,
      to_office: to,
      handover_by: by,
      handover_to: worker1.id,
      status,
      rejection_reason: reason ?? null,
      created_by: status === 0 ? worker2.id : adminId,
      decided_by: status === 0 ? null : adminId,
      decided_at: status === 0 ? null : new Date().toISOString(),
    });
    for (const [resource_id, quantity] of items) await insertRow(db, actor, stockItems, { transaction_id: t.id, resource_id, quantity });
    if (status !== 1) return;
    const moves = items.flatMap(([resource_id, quantity]) => [
      ...(from ? [{ tenant_id: tenantId, office_id: from, resource_id, quantity: -quantity, transaction_id: t.id }] : []),
      { tenant_id: tenantId, office_id: to, resource_id, quantity, transaction_id: t.id },
    ]);
    await db.insert(stockLedger).values(moves);
  };
  await stock(
    1,
    null,
    office1.id,
    'Shri Ganesh Traders (donation)',
    [
      [banner.id, 40],
      [flag.id, 500],
      [pamphlet.id, 5000],
    ],
    1,
  );
  await stock(2, office1.id, office2.id, 'Amol Gawande', [[flag.id, 150]], 1);
  await stock(
    2,
    null,
    office2.id,
    null,
    [
      [pamphlet.id, 1500],
      [booklet.id, 200],
    ],
    0,
  );
  await stock(2, null, office2.id, null, [[banner.id, 30]], 2, 'Banners are needed at Rajapeth for the padyatra.');

  // Times relative to now, so some events and tasks are always upcoming.
  const at = (days: number, hour: number) => {
    const d = new Date(Date.now() + days * 86400000);
    d.setUTCHours(hour - 6, 30, 0, 0); // hour:00 in India (UTC+5:30)
    return d.toISOString();
  };
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

  // Vehicle requests from the field: two waiting, one approved, one rejected.
  const request = (eventId: number, type: number, capacity: number, by: number, lat: number, lng: number, decided: Record<string, unknown> = {}) =>
    insertRow(db, actor, vehicleRequests, { event_id: eventId, vehicle_type: type, capacity, requested_by: by, device_location: [lng, lat], ...decided });
  await request(ev1.id, 0, 6, worker1.id, c.lat + 0.008, c.lng - 0.012);
  await request(ev2.id, 1, 500, worker2.id, c.lat - 0.01, c.lng + 0.01);
  await request(ev2.id, 0, 7, worker2.id, c.lat - 0.011, c.lng + 0.013, { status: 1, vehicle_id: bolero.id });
  await request(ev3.id, 1, 300, worker1.id, c.lat + 0.004, c.lng + 0.002, { status: 2, rejection_reason: 'The meeting is at the office; no carrier needed.' });

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

  // Surveys: two categories, a dozen questions (so the survey form's checklist has a Load more), a
  // survey running this week and the answers of about 1% of the voters, collected by a field worker.
  const civic = await insertRow<{ id: number }>(db, actor, surveyCategories, { category_name: 'Civic issues', description: 'Water, roads, drains and lights' });
  const mood = await insertRow<{ id: number }>(db, actor, surveyCategories, {
    category_name: 'Voting intention',
    description: 'How the ward leans',
    candidate_id: candidate.id,
  });
  const QUESTIONS: Array<[string, string, string, string, [number, number, number], number]> = [
    ['Does drinking water reach your lane every day?', 'Every day', 'Some days', 'Rarely', [2, 0, -2], civic.id],
    ['How are the roads in your area?', 'Good', 'Patchy', 'Bad', [2, 0, -3], civic.id],
    ['Do the drains overflow in the monsoon?', 'Never', 'Sometimes', 'Every year', [1, 0, -2], civic.id],
    ['Are the street lights working?', 'Yes', 'Some', 'No', [1, 0, -1], civic.id],
    ['Is garbage collected from your door?', 'Daily', 'Weekly', 'Never', [2, 0, -2], civic.id],
    ['Is there a government school nearby?', 'Yes, good', 'Yes, poor', 'No', [1, -1, -2], civic.id],
    ['Do you know our candidate?', 'Yes, well', 'By name', 'No', [3, 1, 0], mood.id],
    ['Will you vote in this election?', 'Surely', 'Maybe', 'No', [2, 0, -2], mood.id],
    ['Whom do you lean towards?', 'Our candidate', 'Undecided', 'Another party', [4, 0, -4], mood.id],
    ['Has our corporator helped your family?', 'Yes', 'Not yet', 'No', [3, 0, -3], mood.id],
    ['Did you attend the padyatra?', 'Yes', 'Heard of it', 'No', [2, 1, 0], mood.id],
    ['Would you volunteer for the campaign?', 'Yes', 'Maybe', 'No', [4, 1, 0], mood.id],
  ];
  const questionIds: number[] = [];
  for (const [question, option1, option2, option3, [answer1, answer2, answer3], category_id] of QUESTIONS)
    questionIds.push(
      (
        await insertRow<{ id: number }>(db, actor, surveyQuestions, {
          question,
          option1,
          option2,
          option3,
          answer1,
          answer2,
          answer3,
          category_id,
          location: area1.id,
          start_date: at(-7, 9),
          end_date: at(30, 18),
        })
      ).id,
    );
  const wardSurvey = await insertRow<{ id: number }>(db, actor, surveys, {
    survey_name: 'Rajapeth ward survey',
    survey_description: 'Civic issues and voting intention, door to door',
    location: { type: 'Point', coordinates: [c.lng, c.lat] },
    location_name: 'Rajapeth, Amravati',
    area_id: area1.id,
    event_id: ev3.id,
    group_id: vendors.id,
    category_id: null,
    valid_from: at(-5, 9),
    valid_to: at(10, 18),
    questions: questionIds.slice(0, 10),
  });
  await database.rows(sql`
    with r as (
      insert into survey_responses (tenant_id, survey_id, voter_id, collected_by, collected_at)
      select v.tenant_id, ${wardSurvey.id}, v.id, ${worker1.id}, now() - make_interval(hours => 1 + v.h % 90)
        from (select id, tenant_id, (abs(hashtext(coalesce(epic_no, id::text))::bigint) % 2000000000)::int as h
                from voters where tenant_id = ${tenantId} and acno = ${DEMO_ACNO}) v
       where v.h % 100 = 7
      returning id, tenant_id, (abs(hashtext(id::text)::bigint) % 2000000000)::int as h)
    insert into survey_answers (tenant_id, response_id, question_id, choice)
    select r.tenant_id, r.id, q.id, 1 + ((r.h / (q.n + 3)) + q.n) % 3
      from r cross join unnest(${sql.raw(`array[${questionIds.slice(0, 10).join(',')}]::bigint[]`)}) with ordinality as q(id, n)`);

  // Details collected for about 8% of the voters (2-14% by part, so the top and least tables differ).
  const rows = await database.rows<{ n: number }>(sql`
    with ins as (
      insert into voter_info (tenant_id, voter_id, family_id, phone_no, category, religion, align_with_party, align_with_candidate, details, created_by)
      select v.tenant_id, v.id, v.family_key,
             case when v.h % 3 = 0 then '+9198' || lpad(((v.h / 7) % 100000000)::text, 8, '0') end,
             (array['General', 'General', 'OBC', 'OBC', 'OBC', 'SC', 'ST', 'NT', 'VJNT'])[1 + (v.h / 43) % 9],
             (array['Hindu', 'Hindu', 'Hindu', 'Hindu', 'Hindu', 'Hindu', 'Muslim', 'Buddhist', 'Buddhist', 'Jain'])[1 + (v.h / 47) % 10],
             (array['yes', 'no', 'prefer_not_to_say'])[1 + (v.h / 13) % 3],
             (array['yes', 'yes', 'no', 'prefer_not_to_say'])[1 + (v.h / 17) % 4],
             jsonb_build_object(
               'family_types', (array['nuclear', 'joint'])[1 + (v.h / 19) % 2],
               'employment_types', (array['self-employed', 'unemployed', 'salaried'])[1 + (v.h / 23) % 3],
               'income_groups', (array['low', 'middle', 'high'])[1 + (v.h / 29) % 3],
               'marital_statuses', (array['Single', 'married', 'divorced'])[1 + (v.h / 31) % 3],
               'house_types', (array['apartment', 'villa'])[1 + (v.h / 37) % 2],
               'building_types', (array['commercial', 'residential'])[1 + (v.h / 41) % 2]),
             ${worker1.id}
        from (select id, tenant_id, partno, family_key, (abs(hashtext(epic_no)::bigint) % 2000000000)::int as h
                from voters where tenant_id = ${tenantId} and acno = ${DEMO_ACNO}) v
       where v.h % 100 < 2 + (v.partno * 7) % 13
      returning 1)
    select count(*)::int as n from ins`);
  await database.rows(sql`
    update voting_centres c set voters_reached = r.n
      from (select v.partno, count(*)::int as n from voter_info i join voters v on v.tenant_id = i.tenant_id and v.id = i.voter_id
             where i.tenant_id = ${tenantId} and i.deleted_at is null and v.acno = ${DEMO_ACNO} group by v.partno) r
     where c.tenant_id = ${tenantId} and c.acno = ${DEMO_ACNO} and c.partno = r.partno`);
  await recordAudit(db, actor, { action: 'seed', entity: 'voter_info', changed: { rows: rows[0]?.n ?? 0, acno: DEMO_ACNO } });
  // PGlite has no autovacuum: without this every count of voter_info visits every row.
  await database.rows(sql`vacuum (analyze) voter_info`);
  await seedPollDay(database, actor, DEMO_ACNO);
}
