// A request that fails after its first write leaves nothing behind: every table holds the rows it
// held before (tableCounts) and no row it would have changed is changed, whether the failure is a
// unique index, a duplicate further down a list or anything else the database refuses late
// (refuseWrites: past every check the handler makes first).
import { sql } from 'drizzle-orm';
import { VotingCentreApi } from '../shared/api/voters';
import {
  auth,
  dbKinds,
  fieldOrganisation,
  importRoll,
  login,
  makeStaff,
  makeSuperAdmin,
  randomName,
  refuseWrites,
  startHarness,
  tableCounts,
  tenantCaller,
  tenantUrl,
  type Harness,
} from './test/harness';

type Org = Awaited<ReturnType<typeof fieldOrganisation>>;

const word = () => Math.random().toString(36).slice(2, 8);

const signUp = (over: Record<string, unknown> = {}) => ({
  installation_type: 1,
  organization_full_name: `Lok Seva Manch ${word()}`,
  organization_short_name: 'LSM',
  f_name: 'Vijay',
  l_name: 'Jadhav',
  phone_no: '98220 12345',
  email: `vijay-${word()}@example.org`,
  password: 'Strong@123',
  gender: 1,
  ...over,
});

describe.each(dbKinds())('a request that fails leaves nothing behind on %s', (kind) => {
  let h: Harness;
  let superToken: string;
  let org: Org;
  const call = tenantCaller(() => h);

  beforeAll(async () => {
    h = await startHarness(kind);
    superToken = (await login(h, (await makeSuperAdmin(h)).email)).token;
    org = await fieldOrganisation(h, ['Task']);
    // an organisation ready for field work takes a dozen requests
  }, 120_000);
  afterAll(() => h?.close());

  const register = (body: object) =>
    h.app.inject({ method: 'POST', url: '/api/v1/admin/1/super-admin/new-admin-register', headers: auth(superToken), payload: body });

  /** The answer of `request`, which must be `status`, every table keeping the rows it had. */
  const leavesNothing = async (status: number, request: () => Promise<{ statusCode: number; body: string }>) => {
    const before = await tableCounts(h.database);
    const res = await request();
    expect([res.statusCode, res.body.slice(0, 200)]).toEqual([status, expect.any(String)]);
    expect(await tableCounts(h.database)).toEqual(before);
    return res;
  };

  /** `fn` while the database refuses those writes. */
  const refusing = async <T>(table: string, op: 'INSERT' | 'UPDATE' | 'DELETE', when: string, fn: () => Promise<T>) => {
    const lift = await refuseWrites(h.database, table, op, when);
    try {
      return await fn();
    } finally {
      await lift();
    }
  };

  const live = async (token: string) => (await h.app.inject({ url: tenantUrl(org, '/me'), headers: auth(token) })).statusCode;

  it('an organisation sign-up refused at its last write leaves no organisation, role, user or audit row', async () => {
    const body = signUp();
    // the last statement of a sign-up names the new admin on the organisation's row
    await refusing('tenants', 'UPDATE', `NEW.organization_full_name = '${body.organization_full_name}'`, () => leavesNothing(500, () => register(body)));
    // the same sign-up goes through once nothing refuses it
    expect((await register(body)).statusCode).toBe(201);
  });

  it('two sign-ups with one e-mail at once: one organisation, and the one the unique index refuses leaves nothing', async () => {
    const before = await tableCounts(h.database);
    expect((await register(signUp())).statusCode).toBe(201);
    const afterOne = await tableCounts(h.database);
    const email = `race-${word()}@example.org`;
    // both pass the e-mail check before either inserts its admin
    const answers = await Promise.all([register(signUp({ email })), register(signUp({ email }))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().errors).toEqual([expect.objectContaining({ code: 'email' })]);
    const after = await tableCounts(h.database);
    // the rows of exactly one sign-up more, table by table
    const made = (from: Record<string, number>, to: Record<string, number>) => Object.fromEntries(Object.keys(to).map((t) => [t, to[t] - (from[t] ?? 0)]));
    expect(made(afterOne, after)).toEqual(made(before, afterOne));
  });

  it('an organisation update refused at the organisation row keeps its admin’s e-mail, password and sessions', async () => {
    const body = signUp();
    const admin = (await register(body)).json().admin as { id: number; org_id: number };
    const token = (await login(h, body.email, body.password)).token;
    const update = { ...body, admin_id: admin.id, email: `moved-${word()}@example.org`, password: 'Another@4321', f_name: 'Vikram' };
    await refusing('tenants', 'UPDATE', `NEW.id = ${admin.org_id}`, () =>
      leavesNothing(500, () => h.app.inject({ method: 'PUT', url: '/api/v1/admin/1/super-admin/admin/update', headers: auth(superToken), payload: update })),
    );
    const [stored] = await h.database.rows<{ email: string; f_name: string }>(sql`select email, f_name from users where id = ${admin.id}`);
    expect(stored).toEqual({ email: body.email, f_name: 'Vijay' });
    expect((await h.app.inject({ url: `/api/v1/admin/${admin.org_id}/me`, headers: auth(token) })).statusCode).toBe(200);
    expect((await login(h, body.email, body.password)).status).toBe(200);
  });

  it('a team whose second member is refused leaves no team, no member and no audit row', async () => {
    const member = (await makeStaff(h, org.tenantId, ['Task'])).id;
    const team = { name: randomName('Team'), office_id: org.officeId, area_id: org.areaId, team_incharge_1: org.adminId, team_members: [org.staff, member] };
    // the members are rows of their own, written after the team's
    await refusing('team_members', 'INSERT', `NEW.user_id = ${member}`, () => leavesNothing(500, () => call(org, 'POST', '/teams/add', team)));
    expect((await call(org, 'POST', '/teams/add', team)).statusCode).toBe(201);
  });

  it('a stock transaction whose second material is refused leaves no transaction, item or audit row; nor does a donor inward refused at its ledger', async () => {
    const type = (await call(org, 'POST', '/resources-type/add', { name: randomName('Flags') })).json().resourcestype.id as number;
    const material = async () =>
      (await call(org, 'POST', '/resources/add', { resource_name: randomName('Flag'), resources_type_id: type })).json().resource.id as number;
    const [first, second] = [await material(), await material()];
    const resources = [
      { id: first, quantity: 2 },
      { id: second, quantity: 3 },
    ];
    await refusing('stock_items', 'INSERT', `NEW.resource_id = ${second}`, () =>
      leavesNothing(500, () => call(org, 'POST', '/inward-stocks/add', { transaction_type: 2, to_office: org.officeId, resources })),
    );
    // a donor's inward is approved in the same request: its ledger rows come last
    const donor = { transaction_type: 1, to_office: org.officeId, handover_by: 'Ravi Kale', resources };
    await refusing('stock_ledger', 'INSERT', 'true', () => leavesNothing(500, () => call(org, 'POST', '/inward-stocks/add', donor)));
    expect((await call(org, 'POST', '/inward-stocks/add', donor)).statusCode).toBe(201);
  });

  it('a task whose second sub-task cannot be deleted stays, with every sub-task and no audit row', async () => {
    const event = await call(org, 'POST', '/events/add', {
      event_name: 'Sabha',
      event_start: '2026-12-20 17:00',
      event_end: '2026-12-20 19:00',
      area_id: org.areaId,
      location: { type: 'Point', coordinates: [77.76, 20.91] },
      voter_group_id: org.groupId,
      first_contact: org.adminId,
      candidate_id: org.adminId,
    });
    const task = (
      await call(org, 'POST', '/tasks/add', {
        event_id: event.json().event.id,
        task_name: 'Slips',
        assigned_user: org.staff,
        assigned_group: org.teamId,
        start_date_time: '2026-12-19 09:00',
        end_date_time: '2026-12-19 12:00',
        special_notes: 'x',
        task_description: 'y',
      })
    ).json().task.id as number;
    const subTask = async (name: string) =>
      (
        await call(org, 'POST', '/sub-tasks/add', {
          task_id: task,
          task_name: name,
          task_description: 'Two hundred slips',
          start_date_time: '2026-12-19 09:00',
          end_date_time: '2026-12-19 10:00',
        })
      ).json().subtask.id as number;
    const steps = [await subTask('Part 1'), await subTask('Part 2')];
    await refusing('sub_tasks', 'UPDATE', `NEW.id = ${steps[1]} and NEW.deleted_at is not null`, () =>
      leavesNothing(500, () => call(org, 'PUT', `/tasks/delete/${task}`)),
    );
    const deleted = await h.database.rows<{ id: number }>(
      sql`select id from tasks where id = ${task} and deleted_at is not null union all select id from sub_tasks where task_id = ${task} and deleted_at is not null`,
    );
    expect(deleted).toEqual([]);
  });

  it('a new password refused at the user’s row leaves the user’s sessions live', async () => {
    const staff = await makeStaff(h, org.tenantId, ['Task']);
    const token = (await login(h, staff.email)).token;
    const update = {
      candidate_id: staff.id,
      f_name: 'Staff',
      phone_no: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      email: staff.email,
      gender: 1,
      role_id: staff.roleId,
      office: org.officeId,
      password: 'Another@4321',
    };
    await refusing('users', 'UPDATE', `NEW.id = ${staff.id}`, () => leavesNothing(500, () => call(org, 'PUT', '/candidate/update', update)));
    expect(await live(token)).toBe(200);
    expect((await login(h, staff.email)).status).toBe(200);
  });

  it('a voting centre whose second part cannot move keeps its first part where it was, with no audit row', async () => {
    await importRoll(h, org, { acno: 38, parts: 2, perPart: 10, seed: 3 });
    // one building polling both parts
    await h.database.rows(sql`update voting_centres set center_id = 1 where tenant_id = ${org.tenantId} and acno = 38`);
    const place = async () =>
      (
        await h.database.rows<{ p: unknown }>(
          sql`select voting_center_location as p from voting_centres where tenant_id = ${org.tenantId} and acno = 38 order by partno`,
        )
      ).map((r) => r.p);
    const before = await place();
    const move = { id: 1, acno: 38, voting_center_location: { type: 'Point', coordinates: [77.76, 20.94] } };
    const url = `/api/v1/admin/${org.tenantId}/${org.tenantId}/0${VotingCentreApi.update.path}`;
    await refusing('voting_centres', 'UPDATE', 'NEW.partno = 2', () =>
      leavesNothing(500, () => h.app.inject({ method: 'PUT', url, headers: auth(org.token), payload: move })),
    );
    expect(await place()).toEqual(before);
  });
});
