// A valid payload for each CRUD domain, for the generic tests that run over every one of them
// (crud.test.ts, uploads.test.ts). A function when the payload refers to rows that must exist
// first, or must differ per call (a unique phone or name); a name-only master's is its name.
import { insertRow } from '../db/audit';
import type { Db } from '../db/client';
import { areas, events, offices, resources, resourceTypes, roles, surveyQuestions, tasks, teams, voterGroups } from '../db/schema';
import type { CrudInfo } from '../crud';
import { TaskStatus } from '../../shared/domain/constants';

type Row = Record<string, unknown>;

/** What a domain's example payload may need to exist first (an area, a role): the tests' organisation. */
export interface ExampleContext {
  db: Db;
  tenantId: number;
  adminId: number;
}
type Example = Row | ((ctx: ExampleContext) => Promise<Row> | Row);

const word = () => Math.random().toString(36).slice(2, 8);

/** An event of the tests' organisation with its area and voter group: for the domains that hang off events (tasks, surveys). */
async function exampleEvent({ db, tenantId, adminId }: ExampleContext) {
  const actor = { tenantId, userId: adminId };
  const w = word();
  const area = await insertRow<{ id: number }>(db, actor, areas, { name: `Ward ${w}` });
  const group = await insertRow<{ id: number }>(db, actor, voterGroups, { voter_group_name: 'Youth', voter_group_description: 'Youth', area_id: area.id });
  const event = await insertRow<{ id: number }>(db, actor, events, {
    event_name: `Rally ${w}`,
    event_start: '2026-12-05T11:30:00Z',
    event_end: '2026-12-05T14:00:00Z',
    area_id: area.id,
    voter_group_id: group.id,
    first_contact: adminId,
  });
  return { area, group, event };
}

/** A task of the tests' organisation, for the sub-task example: an event, a team and the admin. */
async function exampleTask(ctx: ExampleContext) {
  const { event } = await exampleEvent(ctx);
  const team = await insertRow<{ id: number }>(ctx.db, { tenantId: ctx.tenantId, userId: ctx.adminId }, teams, {
    name: `Team ${word()}`,
    team_incharge_1: ctx.adminId,
  });
  return { event, team };
}

async function exampleArea({ db, tenantId, adminId }: ExampleContext) {
  return insertRow<{ id: number }>(db, { tenantId, userId: adminId }, areas, { name: `Ward ${word()}` });
}

const EXAMPLES: Record<string, Example> = {
  area: {
    name: 'Rajapeth',
    area: {
      type: 'Polygon',
      coordinates: [
        [
          [77.75, 20.93],
          [77.76, 20.93],
          [77.76, 20.94],
          [77.75, 20.94],
          [77.75, 20.93],
        ],
      ],
    },
    voting_center_location: { type: 'Point', coordinates: [77.755, 20.935] },
  },
  // an event needs an area and a voter group of its own organisation; the admin is its first contact
  event: async ({ db, tenantId, adminId }) => {
    const actor = { tenantId, userId: adminId };
    const area = await insertRow<{ id: number }>(db, actor, areas, { name: `Ward ${Math.random().toString(36).slice(2, 8)}` });
    const group = await insertRow<{ id: number }>(db, actor, voterGroups, {
      voter_group_name: 'Market vendors',
      voter_group_description: 'Vendors',
      area_id: area.id,
    });
    return {
      event_name: 'Sabha at Rajapeth',
      event_start: '2026-12-05 17:00',
      event_end: '2026-12-05 19:30',
      area_id: area.id,
      location: { type: 'Point', coordinates: [77.7597, 20.9142] },
      location_name: 'Rajapeth Chowk, Amravati',
      voter_group_id: group.id,
      first_contact: adminId,
      candidate_id: adminId,
    };
  },
  // an office needs an area of its own organisation; the admin is its in-charge
  office: async ({ db, tenantId, adminId }) => {
    const area = await insertRow<{ id: number }>(db, { tenantId, userId: adminId }, areas, { name: `Ward ${Math.random().toString(36).slice(2, 8)}` });
    return {
      office_name: 'Central Office',
      area_id: area.id,
      primary_incharge: adminId,
      location: { type: 'Point', coordinates: [77.7597, 20.9142] },
      address: 'Rajapeth, Amravati',
    };
  },
  resource: async ({ db, tenantId, adminId }) => {
    const type = await insertRow<{ id: number }>(db, { tenantId, userId: adminId }, resourceTypes, {
      name: `Banners ${Math.random().toString(36).slice(2, 8)}`,
    });
    return { resource_name: `Flag ${Math.random().toString(36).slice(2, 8)}`, resources_type_id: type.id };
  },
  role: { name: 'Booth Pramukh', modules: ['Task', 'Events'] },
  socialPost: { title: 'Padyatra on Sunday', platform: 'whatsapp', start_date: '2026-12-01', end_date: '2026-12-07' },
  stock: async ({ db, tenantId, adminId }) => {
    const actor = { tenantId, userId: adminId };
    const office = await insertRow<{ id: number }>(db, actor, offices, { office_name: `Office ${Math.random().toString(36).slice(2, 8)}` });
    const type = await insertRow<{ id: number }>(db, actor, resourceTypes, { name: `Flags ${Math.random().toString(36).slice(2, 8)}` });
    const material = await insertRow<{ id: number }>(db, actor, resources, {
      resource_name: `Flag ${Math.random().toString(36).slice(2, 8)}`,
      resources_type_id: type.id,
    });
    return {
      transaction_type: 2,
      to_office: office.id,
      handover_by: `Ravi ${Math.random().toString(36).slice(2, 8)}`,
      resources: [{ id: material.id, quantity: 5 }],
    };
  },
  surveyCategory: () => ({ category_name: `Water ${word()}`, description: 'Drinking water and drains' }),
  surveyQuestion: async (ctx) => ({
    question: `Is drinking water reaching your lane every day? ${word()}`,
    option1: 'Yes',
    option2: 'Some days',
    option3: 'No',
    answer1: 3,
    answer2: 0,
    answer3: -3,
    location: (await exampleArea(ctx)).id,
    start_date: '2026-12-01 09:00',
    end_date: '2026-12-31 18:00',
  }),
  survey: async (ctx) => {
    const actor = { tenantId: ctx.tenantId, userId: ctx.adminId };
    const { area, group, event } = await exampleEvent(ctx);
    const question = await insertRow<{ id: number }>(ctx.db, actor, surveyQuestions, {
      question: 'Do you know your polling station?',
      option1: 'Yes',
      option2: 'Not sure',
      option3: 'No',
      answer1: 1,
      answer2: 0,
      answer3: -1,
      location: area.id,
    });
    return {
      survey_name: `Water survey ${word()}`,
      area_id: area.id,
      event_id: event.id,
      group_id: group.id,
      valid_from: '2026-12-01 09:00',
      valid_to: '2026-12-31 18:00',
      location: { type: 'Point', coordinates: [73.8567, 18.5204] },
      location_name: 'Shivajinagar, Pune',
      survey_description: 'Drinking water in the ward',
      questions: [question.id],
    };
  },
  task: async (ctx) => {
    const { event, team } = await exampleTask(ctx);
    return {
      event_id: event.id,
      task_name: 'Door-to-door in ward 4',
      assigned_user: ctx.adminId,
      assigned_group: team.id,
      start_date_time: '2026-12-01 09:00',
      end_date_time: '2026-12-01 13:00',
      special_notes: 'Carry the voter slips',
      task_description: 'Visit every house of part 12',
      status: TaskStatus.Pending,
    };
  },
  subTask: async (ctx) => {
    const { event, team } = await exampleTask(ctx);
    const actor = { tenantId: ctx.tenantId, userId: ctx.adminId };
    const task = await insertRow<{ id: number }>(ctx.db, actor, tasks, {
      task_name: 'Booth slips',
      event_id: event.id,
      assigned_group: team.id,
      assigned_user: ctx.adminId,
    });
    return {
      task_id: task.id,
      task_name: 'Print the slips',
      task_description: 'Two hundred slips for part 12',
      start_date_time: '2026-12-01 09:00',
      end_date_time: '2026-12-01 10:00',
    };
  },
  // a team needs an office and an area of its own organisation; the admin is its in-charge
  team: async ({ db, tenantId, adminId }) => {
    const actor = { tenantId, userId: adminId };
    const area = await insertRow<{ id: number }>(db, actor, areas, { name: `Ward ${Math.random().toString(36).slice(2, 8)}` });
    const office = await insertRow<{ id: number }>(db, actor, offices, { office_name: `Office ${Math.random().toString(36).slice(2, 8)}` });
    return { name: 'Booth Team', office_id: office.id, area_id: area.id, team_incharge_1: adminId, team_members: [] };
  },
  // a role without login (the organisation's Karyakarta) needs no email, password or hashing
  candidate: async ({ db, tenantId, adminId }) => {
    const actor = { tenantId, userId: adminId };
    const role = await insertRow<{ id: number }>(db, actor, roles, { name: `Volunteer ${Math.random().toString(36).slice(2, 8)}`, type: 2, modules: [] });
    const office = await insertRow<{ id: number }>(db, actor, offices, { office_name: `Office ${Math.random().toString(36).slice(2, 8)}` });
    return {
      f_name: 'Ravi',
      l_name: 'Kale',
      phone_no: String(7000000000 + Math.floor(Math.random() * 999999999)),
      gender: 1,
      role_id: role.id,
      office: office.id,
      partno_list: '[1,2]',
      phone_visibility: 1,
    };
  },
  vehicleRequest: async ({ db, tenantId, adminId }) => {
    const event = await insertRow<{ id: number }>(db, { tenantId, userId: adminId }, events, {
      event_name: 'Padyatra',
      event_start: '2026-12-05T03:30:00Z',
      event_end: '2026-12-05T06:30:00Z',
    });
    return { vehicle_type: 0, capacity: 6, event_id: event.id, device_location: [77.7597, 20.9142] };
  },
  vehicle: () => ({
    vehicle_name: `Tempo ${Math.random().toString(36).slice(2, 8)}`,
    vehicle_type: 1,
    seating_capacity: 3,
    weight_capacity: 1500,
    driver_name: 'Ganesh More',
    driver_phone_no: '9876543210',
  }),
  // a group needs an area of its own organisation
  voterGroup: async ({ db, tenantId, adminId }) => {
    const area = await insertRow<{ id: number }>(db, { tenantId, userId: adminId }, areas, { name: `Ward ${Math.random().toString(36).slice(2, 8)}` });
    return {
      voter_group_name: 'Women self-help groups',
      voter_group_description: 'Members of the self-help groups of the ward',
      area_id: area.id,
      special_instructions: 'Meet on Sundays',
      location: { type: 'Point', coordinates: [77.7597, 20.9142] },
      location_name: 'Rajapeth, Amravati',
    };
  },
};

/** A valid payload of the domain for the organisation of ctx. */
export async function exampleOf(spec: Pick<CrudInfo, 'name'>, ctx: ExampleContext): Promise<Row> {
  const example = EXAMPLES[spec.name] ?? { name: `Sample ${spec.name}` };
  return typeof example === 'function' ? example(ctx) : example;
}
