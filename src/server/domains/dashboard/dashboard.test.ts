import { sql } from 'drizzle-orm';
import { auth, dbKinds, login, makeOrganisation, startHarness, type Harness, signedInOrganisation, importRoll } from '../../test/harness';
import { insertRow } from '../../db/audit';
import { slotJoin } from '../../db/slots';
import { events, offices, subTasks, tasks, teams, users } from '../../db/schema';
import { rollRows } from '../../roll/generator';
import { seedDemo, DEMO_PASSWORD } from '../../seed/demo';
import { recountReached } from '../voters/queries';

const DAY = 86400000;
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString();

describe.each(dbKinds())('dashboard on %s', (kind) => {
  let h: Harness;
  // Tenant A holds a roll of constituency 38 (3 parts of 40) and one of 39; B holds nothing.
  let a: Awaited<ReturnType<typeof makeOrganisation>> & { token: string };
  let b: Awaited<ReturnType<typeof makeOrganisation>> & { token: string };
  let reachedByPart: Map<number, number>;
  let taskIds: Record<string, number>;

  const get = (who: { token: string }, url: string) => h.app.inject({ method: 'GET', url, headers: auth(who.token) });
  const base = (who: { tenantId: number }) => `/api/v1/admin/${who.tenantId}`;

  beforeAll(async () => {
    h = await startHarness(kind);
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
    const actor = { tenantId: a.tenantId, userId: a.adminId };
    await importRoll(h, a, { acno: 38, parts: 3, perPart: 40, seed: 9 });
    await importRoll(h, a, { acno: 39, parts: 2, perPart: 25, seed: 9 });

    // Details collected for every 4th voter of part 1 and every 10th of part 3 (constituency 38).
    await h.database.rows(sql`
      insert into voter_info (tenant_id, voter_id, align_with_party)
      select v.tenant_id, v.id, 'yes' from voters v ${slotJoin()}
       where v.tenant_id = ${a.tenantId} and v.acno = 38 and ((v.partno = 1 and vs.slnoinpart % 4 = 0) or (v.partno = 3 and vs.slnoinpart % 10 = 0))`);
    // ... and one that was deleted since, and one in constituency 39: neither counts for 38.
    await h.database.rows(sql`
      insert into voter_info (tenant_id, voter_id, deleted_at)
      select v.tenant_id, v.id, now() from voters v ${slotJoin()} where v.tenant_id = ${a.tenantId} and v.acno = 38 and v.partno = 2 and vs.slnoinpart = 1`);
    await h.database.rows(sql`
      insert into voter_info (tenant_id, voter_id)
      select v.tenant_id, v.id from voters v ${slotJoin()} where v.tenant_id = ${a.tenantId} and v.acno = 39 and v.partno = 1 and vs.slnoinpart = 1`);
    // ... counted per part as every details save does
    await recountReached(h.database, h.database.db, a.tenantId, [1, 2, 3].map((partno) => ({ acno: 38, partno })).concat({ acno: 39, partno: 1 }));
    reachedByPart = new Map([
      [1, 10],
      [2, 0],
      [3, 4],
    ]);

    const roles = await h.database.rows<{ id: number; name: string }>(sql`select id, name from roles where tenant_id = ${a.tenantId}`);
    const candidateRole = roles.find((r) => r.name === 'Candidate')!.id;
    const cand = await insertRow<{ id: number }>(h.database.db, actor, users, {
      type: 2,
      role_id: candidateRole,
      f_name: 'Suresh',
      l_name: 'Wankhade',
      phone_no: '+919811100001',
    });
    const gone = await insertRow<{ id: number }>(h.database.db, actor, users, {
      type: 2,
      role_id: candidateRole,
      f_name: 'Gone',
      l_name: 'Away',
      phone_no: '+919811100002',
    });
    await h.database.rows(sql`update users set deleted_at = now() where tenant_id = ${a.tenantId} and id = ${gone.id}`);
    await insertRow(h.database.db, actor, offices, { office_name: 'Rajapeth Karyalay' });
    await insertRow(h.database.db, actor, offices, { office_name: 'Camp Office' });
    const team = await insertRow<{ id: number }>(h.database.db, actor, teams, { name: 'Booth Team' });
    const event = (name: string, start: number, end: number) =>
      insertRow<{ id: number }>(h.database.db, actor, events, { event_name: name, event_start: inDays(start), event_end: inDays(end) });
    await event('Past rally', -5, -4);
    await event('Padyatra', 2, 2.1);
    await event('Ongoing camp', -1, 1);
    const task = (name: string, status: number, start: number, end: number, extra: Record<string, unknown> = {}) =>
      insertRow<{ id: number }>(h.database.db, actor, tasks, {
        task_name: name,
        task_description: `${name} details`,
        status,
        start_date_time: inDays(start),
        end_date_time: inDays(end),
        ...extra,
      });
    taskIds = {
      done: (await task('Done already', 3, 1, 3)).id,
      past: (await task('Over', 1, -5, -2)).id,
      soon: (await task('Print pamphlets', 1, 1, 3, { assigned_group: team.id, assigned_user: cand.id })).id,
      later: (await task('Book hall', 0, 4, 6)).id,
    };
    // one of the two sub-tasks of "Print pamphlets" is Completed: 50% done
    for (const status of [2, 0])
      await insertRow(h.database.db, actor, subTasks, {
        task_id: taskIds.soon,
        task_name: `Step ${status}`,
        status,
        start_date_time: inDays(1),
        end_date_time: inDays(2),
      });
    // Tenant B's own office, so its figures are its own and not zero by accident.
    await insertRow(h.database.db, { tenantId: b.tenantId, userId: b.adminId }, offices, { office_name: 'B office' });
  });
  afterAll(() => h.close());

  it('answers the dashboard figures from the real data of the constituency', async () => {
    const res = await get(a, `${base(a)}/dashboard-data?acno=38`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ voter_count: 120, voter_info_count: 14, office_count: 2, user_count: 2 });
    expect(body.upcoming_events.map((e: { event_name: string }) => e.event_name)).toEqual(['Ongoing camp', 'Padyatra']);
    expect(Object.keys(body.upcoming_events[0]).sort()).toEqual(['event_end', 'event_name', 'event_start', 'id']);
    expect(new Date(body.upcoming_events[1].event_start).getTime()).toBeGreaterThan(Date.now());
    expect(body.upcoming_tasks.map((t: { id: number }) => t.id)).toEqual([taskIds.soon, taskIds.later]);
    expect(body.upcoming_tasks[0]).toMatchObject({
      task_name: 'Print pamphlets',
      task_description: 'Print pamphlets details',
      status: 1,
      status_percentage: 50,
      assignedTeam: { name: 'Booth Team' },
      assignedUser: { f_name: 'Suresh', l_name: 'Wankhade' },
    });
    expect(body.upcoming_tasks[1]).toMatchObject({ assignedTeam: null, assignedUser: null });
    const other = (await get(a, `${base(a)}/dashboard-data?acno=39`)).json();
    expect(other).toMatchObject({ voter_count: 50, voter_info_count: 1 });
  });

  it('lists the voting centres with voter counts and the voters reached from the collected details', async () => {
    const rows = (await get(a, `${base(a)}/matdan-kendra-list?acno=38`)).json();
    expect(rows.map((r: { partno: number }) => r.partno)).toEqual([1, 2, 3]);
    for (const r of rows) {
      expect(Object.keys(r).sort()).toEqual(['ac_no', 'partno', 'vcenter', 'vcenter_v1', 'voter_count', 'voters_reached']);
      expect(r).toMatchObject({ ac_no: 38, voter_count: 40, voters_reached: reachedByPart.get(r.partno) });
      expect(r.vcenter).toMatch(/No\. \d+, /);
      // the roll's Devanagari name, for the Hindi and Marathi console
      expect(r.vcenter_v1).toMatch(/[\u0900-\u097F]/);
    }
    const map = (await get(a, `${base(a)}/dashboard-new-voter-center-location?acno=38`)).json();
    expect(map).toHaveLength(3);
    for (const m of map) {
      expect(m).toMatchObject({ acno: 38, total_voter_info: reachedByPart.get(m.partno) });
      expect(m.voting_center_location.type).toBe('Point');
      const [lng, lat] = m.voting_center_location.coordinates;
      expect(Math.abs(lat - 20.93)).toBeLessThan(0.06);
      expect(Math.abs(lng - 77.75)).toBeLessThan(0.06);
      expect(typeof m.section).toBe('string');
    }
  });

  it('lists the parts of a constituency sorted by part number with their area', async () => {
    const res = await get(a, `${base(a)}/${a.tenantId}/0/partno-list?acno=38`);
    expect(res.statusCode).toBe(200);
    const { partnolist } = res.json();
    expect(partnolist.map((p: { partno: number }) => p.partno)).toEqual([1, 2, 3]);
    const first = [...rollRows({ acno: 38, parts: 1, perPart: 40, seed: 9 })][0];
    expect(partnolist[0]).toEqual({ partno: 1, area_name: first.PART_NAME, area_name_v1: first.PART_NAME_V1 });
    expect(partnolist[0].area_name_v1).toMatch(/[\u0900-\u097F]/);
    expect((await get(a, `${base(a)}/${a.tenantId}/0/partno-list?acno=39`)).json().partnolist).toHaveLength(2);
    expect((await get(a, `${base(a)}/${a.tenantId}/0/partno-list?acno=40`)).json()).toEqual({ partnolist: [] });
  });

  it('lists tasks, events, users and candidates of the tenant', async () => {
    const t = (await get(a, `${base(a)}/tasks`)).json();
    expect(t.tasks.map((x: { id: number }) => x.id).sort()).toEqual(Object.values(taskIds).sort());
    const e = (await get(a, `${base(a)}/events`)).json();
    expect(e.events.map((x: { event_name: string }) => x.event_name).sort()).toEqual(['Ongoing camp', 'Padyatra', 'Past rally']);
    const u = (await get(a, `${base(a)}/users-list`)).json();
    expect(u.users.map((x: { f_name: string }) => x.f_name).sort()).toEqual(['Asha', 'Suresh']);
    for (const x of u.users) expect(x).not.toHaveProperty('password_hash');
    const c = (await get(a, `${base(a)}/candidate-dropdown-list`)).json();
    expect(c).toEqual({ candidates: [{ id: expect.any(Number), f_name: 'Suresh', l_name: 'Wankhade' }] });
  });

  it("refuses another tenant's token on this tenant's paths, and shows each tenant only its own figures", async () => {
    for (const path of [
      'dashboard-data?acno=38',
      'matdan-kendra-list?acno=38',
      'dashboard-new-voter-center-location?acno=38',
      'tasks',
      'events',
      'users-list',
      'candidate-dropdown-list',
      `${a.tenantId}/0/partno-list?acno=38`,
    ]) {
      const res = await get(b, `${base(a)}/${path}`);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 403 });
    }
    const mine = (await get(b, `${base(b)}/dashboard-data?acno=38`)).json();
    expect(mine).toEqual({ voter_count: 0, voter_info_count: 0, office_count: 1, user_count: 1, upcoming_events: [], upcoming_tasks: [] });
    expect((await get(b, `${base(b)}/matdan-kendra-list?acno=38`)).json()).toEqual([]);
    expect((await get(b, `${base(b)}/tasks`)).json()).toEqual({ tasks: [] });
    expect((await get(b, `${base(b)}/${b.tenantId}/0/partno-list?acno=38`)).json()).toEqual({ partnolist: [] });
    expect((await h.app.inject({ method: 'GET', url: `${base(a)}/dashboard-data?acno=38` })).statusCode).toBe(401);
  });

  it('answers 400 with an acno field error for a missing or bad constituency number', async () => {
    for (const q of ['', '?acno=', '?acno=abc', '?acno=0', '?acno=-3', '?acno=3.5', "?acno=38'--", '?acno=99999']) {
      for (const path of ['dashboard-data', 'matdan-kendra-list', 'dashboard-new-voter-center-location', `${a.tenantId}/0/partno-list`]) {
        const res = await get(a, `${base(a)}/${path}${q}`);
        expect({ q, path, status: res.statusCode }).toEqual({ q, path, status: 400 });
        expect(res.json().errors).toEqual([expect.objectContaining({ code: 'acno', key: 'validation.acno' })]);
      }
    }
  });
});

describe.each(dbKinds())('demo seed on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, { DEMO_VOTERS: '600' });
  });
  afterAll(() => h.close());

  it('seeds a demo constituency whose dashboard shows real figures, once', async () => {
    const started = Date.now();
    const seeded = await seedDemo(h.database, h.config);
    const seconds = (Date.now() - started) / 1000;
    expect(seeded.accounts.map((x) => x.email)).toEqual([
      'super@demo.local',
      'admin@demo.local',
      'onboard@demo.local',
      'staff@demo.local',
      'field@demo.local',
      'field2@demo.local',
    ]);
    expect(seconds).toBeLessThan(30);
    const admin = await login(h, 'admin@demo.local', DEMO_PASSWORD);
    expect(admin.status).toBe(200);
    const tenantId = admin.body.user.tenant.id;
    expect(admin.body.configData).toContainEqual({ name: 'default_acno', value: '38' });
    const get = (url: string) => h.app.inject({ method: 'GET', url: `/api/v1/admin/${tenantId}${url}`, headers: auth(admin.token) }).then((r) => r.json());
    const data = await get('/dashboard-data?acno=38');
    expect(data.voter_count).toBe(600);
    expect(data.voter_info_count).toBeGreaterThan(10);
    expect(data.voter_info_count).toBeLessThan(120);
    expect(data).toMatchObject({ office_count: 3, user_count: 7 });
    // every demo user works from an office, so saving one as it is passes the user form's rule
    const officeless = await h.database.rows<{ n: number }>(sql`select count(*)::int as n from users where tenant_id = ${tenantId} and office_id is null`);
    expect(officeless[0].n).toBe(0);
    // the staff account signs in with its role's modules only
    const staff = await login(h, 'staff@demo.local', DEMO_PASSWORD);
    expect(staff.body.user.modules).toEqual(['Dashboard', 'Office']);
    // the two field workers sign in with the Field module and share page 1-30 of part 1
    for (const email of ['field@demo.local', 'field2@demo.local']) {
      const worker = await login(h, email, DEMO_PASSWORD);
      expect(worker.body.user.modules).toEqual(['Field']);
      const mine = await h.app.inject({ method: 'GET', url: `/api/v1/admin/${tenantId}/field/download`, headers: auth(worker.token) });
      expect(mine.json().pages).toEqual([expect.objectContaining({ acno: 38, partno: 1, from: 1, to: 30, electors: 30 })]);
    }
    expect(data.upcoming_events.length).toBeGreaterThanOrEqual(2);
    expect(data.upcoming_tasks.length).toBeGreaterThanOrEqual(3);
    const kendra = await get('/matdan-kendra-list?acno=38');
    expect(kendra).toHaveLength(2);
    expect(kendra.reduce((s: number, k: { voters_reached: number }) => s + k.voters_reached, 0)).toBe(data.voter_info_count);
    // The precomputed column agrees with the live count.
    const stored = await h.database.rows<{ n: number }>(sql`select sum(voters_reached)::int as n from voting_centres where tenant_id = ${tenantId}`);
    expect(stored[0].n).toBe(data.voter_info_count);
    expect((await get('/tasks')).tasks).toHaveLength(6);
    expect((await get('/events')).events).toHaveLength(4);
    const names = await h.database.rows<{ fm_name_v1: string }>(sql`select fm_name_v1 from voters where tenant_id = ${tenantId} limit 5`);
    for (const n of names) expect(n.fm_name_v1).toMatch(/[\u0900-\u097F]/);
    const onboard = await login(h, 'onboard@demo.local', DEMO_PASSWORD);
    expect(onboard.body.user.steps).toBe(1);
    // A second start finds the demo in place and adds nothing.
    await seedDemo(h.database, h.config);
    const again = await get('/dashboard-data?acno=38');
    expect(again.voter_count).toBe(600);
  });
});
