// Tasks and sub-tasks beyond the generic CRUD tests (crud.test.ts runs those over both domains):
// the percentage done that follows the sub-tasks, the status codes, references checked against
// the organisation's own live rows, another organisation's tasks out of reach, and the deletes a
// task or an event's lists of teams and vehicles hold back.
import { sql } from 'drizzle-orm';
import moment from 'moment-timezone';
import { dbKinds, fieldOrganisation, randomName, tenantCaller, useHarness, type Harness } from '../../test/harness';
import type { SubTask, Task } from '../../../shared/api/tasks';

type Org = Awaited<ReturnType<typeof fieldOrganisation>> & { eventId: number };

describe.each(dbKinds())('tasks on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  const call = tenantCaller(() => h);
  const inDays = (days: number, hour: number) => moment.tz('Asia/Kolkata').startOf('day').add(days, 'days').add(hour, 'hours').format('YYYY-MM-DD HH:mm');

  async function organisation(): Promise<Org> {
    const o = await fieldOrganisation(h, ['Task']);
    const event = await call(o, 'POST', '/events/add', {
      event_name: 'Rajapeth Sabha',
      event_start: inDays(10, 17),
      event_end: inDays(10, 19),
      area_id: o.areaId,
      location: { type: 'Point', coordinates: [77.7597, 20.9142] },
      voter_group_id: o.groupId,
      first_contact: o.adminId,
      candidate_id: o.adminId,
    });
    return { ...o, eventId: event.json().event.id };
  }
  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await organisation(), await organisation()];
  });

  const payload = (org: Org, over: Record<string, unknown> = {}) => ({
    event_id: org.eventId,
    task_name: randomName('Door-to-door'),
    assigned_user: org.staff,
    assigned_group: org.teamId,
    start_date_time: inDays(5, 9),
    end_date_time: inDays(5, 13),
    special_notes: 'Carry the voter slips',
    task_description: 'Every house of part 12',
    vehicles: [org.vehicleId],
    ...over,
  });
  const step = (taskId: number, over: Record<string, unknown> = {}) => ({
    task_id: taskId,
    task_name: randomName('Step'),
    task_description: 'Print the slips',
    start_date_time: inDays(5, 9),
    end_date_time: inDays(5, 10),
    ...over,
  });
  const addTask = async (org: Org, over: Record<string, unknown> = {}) => (await call(org, 'POST', '/tasks/add', payload(org, over))).json().task as Task;
  const readTask = async (org: Org, id: number) => (await call(org, 'GET', `/tasks/edit/${id}`)).json().task as Task;
  const count = async (table: 'tasks' | 'sub_tasks', tenantId: number) =>
    (await h.database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${tenantId} and deleted_at is null`))[0]
      .n;

  it('adds a task typed in India time, pending at 0%, with its event, assignee and team named', async () => {
    const res = await call(
      a,
      'POST',
      '/tasks/add',
      payload(a, { task_name: 'Ward 4 doors', start_date_time: '2026-12-01 09:00', end_date_time: '2026-12-01T13:30' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().msg).toBe('Task added successfully!');
    const task = res.json().task as Task;
    expect(task).toMatchObject({
      task_name: 'Ward 4 doors',
      status: 0,
      status_percentage: 0,
      start_date_time: '2026-12-01T03:30:00Z',
      end_date_time: '2026-12-01T08:00:00Z',
      event_name: 'Rajapeth Sabha',
      assignedTeam: { name: 'Booth Team' },
      vehicles: [a.vehicleId],
      subtasks: [],
    });
    expect(task.assignedUser?.f_name).toBeTruthy();
    for (const path of ['/tasks', '/reports-tasks']) expect(((await call(a, 'GET', path)).json().tasks as Task[]).map((t) => t.id)).toContain(task.id);
  });

  it("takes times as the spec sends them, 'YYYY-MM-DD HH:mm:ss' in India, or as ISO instants, for tasks and sub-tasks alike", async () => {
    const task = await addTask(a, { start_date_time: '2026-12-02 10:00:00', end_date_time: '2026-12-02T07:00:00.000Z' });
    expect(task).toMatchObject({ start_date_time: '2026-12-02T04:30:00Z', end_date_time: '2026-12-02T07:00:00Z' });
    const res = await call(a, 'POST', '/sub-tasks/add', step(task.id, { start_date_time: '2026-12-02T04:30:00.000Z', end_date_time: '2026-12-02 11:15:30' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().subtask).toMatchObject({ start_date_time: '2026-12-02T04:30:00Z', end_date_time: '2026-12-02T05:45:30Z' });
  });

  it("follows its sub-tasks: the share Completed, the task's own status without any, deleted ones not counted", async () => {
    const task = await addTask(a);
    const one = (await call(a, 'POST', '/sub-tasks/add', step(task.id))).json().subtask as SubTask;
    const two = (await call(a, 'POST', '/sub-tasks/add', step(task.id))).json().subtask as SubTask;
    expect((await readTask(a, task.id)).subtasks.map((s) => s.id)).toEqual([one.id, two.id]);

    const done = await call(a, 'PUT', '/sub-tasks/status-update', { id: one.id, status: 2 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ msg: 'SubTask status updated successfully!', subtask: { id: one.id, status: 2 } });
    expect((await readTask(a, task.id)).status_percentage).toBe(50);
    await call(a, 'PUT', '/sub-tasks/status-update', { id: two.id, status: 2 });
    expect((await readTask(a, task.id)).status_percentage).toBe(100);
    await call(a, 'PUT', '/sub-tasks/status-update', { id: two.id, status: 1 });
    const three = (await call(a, 'POST', '/sub-tasks/add', step(task.id))).json().subtask as SubTask;
    expect((await readTask(a, task.id)).status_percentage).toBe(33);
    await call(a, 'PUT', `/sub-tasks/delete/${three.id}`);
    await call(a, 'PUT', `/sub-tasks/delete/${two.id}`);
    expect((await readTask(a, task.id)).status_percentage).toBe(100);
    await call(a, 'PUT', `/sub-tasks/delete/${one.id}`);

    // without sub-tasks: 100 when the task itself is Completed
    expect((await readTask(a, task.id)).status_percentage).toBe(0);
    const status = await call(a, 'PUT', '/tasks/status-update', { id: task.id, status: 3 });
    expect(status.json()).toMatchObject({ msg: 'Task status updated successfully!', task: { status: 3, status_percentage: 100 } });
    const list = (await call(a, 'GET', '/tasks')).json().tasks as Task[];
    expect(list.find((t) => t.id === task.id)?.status_percentage).toBe(100);
  });

  it('shows the percentage on the dashboard', async () => {
    const task = await addTask(a, { start_date_time: inDays(1, 9), end_date_time: inDays(1, 12) });
    const s = (await call(a, 'POST', '/sub-tasks/add', step(task.id))).json().subtask as SubTask;
    await call(a, 'POST', '/sub-tasks/add', step(task.id));
    await call(a, 'PUT', '/sub-tasks/status-update', { id: s.id, status: 2 });
    const upcoming = (await call(a, 'GET', '/dashboard-data?acno=1')).json().upcoming_tasks as Task[];
    expect(upcoming.find((t) => t.id === task.id)?.status_percentage).toBe(50);
  });

  it('refuses status codes outside the lists and bad fields by field, storing nothing', async () => {
    const task = await addTask(a);
    const s = (await call(a, 'POST', '/sub-tasks/add', step(task.id))).json().subtask as SubTask;
    for (const status of [7, -1, 'done', null, 2.5]) {
      const res = await call(a, 'PUT', '/tasks/status-update', { id: task.id, status });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 'status' });
    }
    expect((await call(a, 'PUT', '/sub-tasks/status-update', { id: s.id, status: 6 })).statusCode).toBe(400);
    expect((await call(a, 'PUT', '/tasks/update', { ...payload(a), id: task.id, status: 9 })).statusCode).toBe(400);
    expect((await readTask(a, task.id)).status).toBe(0);
    expect((await readTask(a, task.id)).subtasks[0].status).toBe(0);

    const tasks = await count('tasks', a.tenantId);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ end_date_time: inDays(5, 8) }, 'end_date_time', 'validation.endAfterStart'],
      [{ start_date_time: 'soon' }, 'start_date_time', 'validation.dateTime'],
      [{ task_name: '  ' }, 'task_name', 'validation.taskNameRequired'],
      [{ event_id: '' }, 'event_id', 'validation.eventRequired'],
      [{ assigned_user: null }, 'assigned_user', 'validation.assignedUserRequired'],
      [{ assigned_group: 'x' }, 'assigned_group', 'validation.teamRequired'],
      [{ special_notes: '' }, 'special_notes', 'validation.specialNotesRequired'],
      [{ task_description: 'x'.repeat(2001) }, 'task_description', 'validation.textTooLong'],
      [{ vehicles: [a.vehicleId, a.vehicleId] }, 'vehicles', 'validation.unknownVehicle'],
      [{ vehicles: [-3] }, 'vehicles', 'validation.unknownVehicle'],
      [{ event_id: 99999999 }, 'event_id', 'validation.unknownEvent'],
    ];
    for (const [over, code, key] of cases) {
      const res = await call(a, 'POST', '/tasks/add', payload(a, over));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ code, key })]));
    }
    expect(await count('tasks', a.tenantId)).toBe(tasks);

    const steps = await count('sub_tasks', a.tenantId);
    const bad = await call(a, 'POST', '/sub-tasks/add', step(task.id, { end_date_time: inDays(5, 8), task_name: '' }));
    expect(
      bad
        .json()
        .errors.map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual(['end_date_time', 'task_name']);
    expect(bad.json().errors).toContainEqual(expect.objectContaining({ code: 'task_name', key: 'validation.subTaskNameRequired' }));
    expect((await call(a, 'POST', '/sub-tasks/add', step(task.id, { status: 6 }))).statusCode).toBe(400);
    expect(await count('sub_tasks', a.tenantId)).toBe(steps);
  });

  it("never reaches another organisation's tasks, sub-tasks, events, users, teams or vehicles", async () => {
    const task = await addTask(a);
    const s = (await call(a, 'POST', '/sub-tasks/add', step(task.id))).json().subtask as SubTask;
    const before = [
      await count('tasks', a.tenantId),
      await count('sub_tasks', a.tenantId),
      await count('tasks', b.tenantId),
      await count('sub_tasks', b.tenantId),
    ];

    const foreign = await call(
      a,
      'POST',
      '/tasks/add',
      payload(a, { event_id: b.eventId, assigned_user: b.staff, assigned_group: b.teamId, vehicles: [b.vehicleId] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect((foreign.json().errors as Array<{ code: string }>).map((e) => e.code).sort()).toEqual(['assigned_group', 'assigned_user', 'event_id', 'vehicles']);

    expect((await call(b, 'GET', `/tasks/edit/${task.id}`)).statusCode).toBe(404);
    expect((await call(b, 'PUT', '/tasks/update', { ...payload(b), id: task.id, status: 1 })).statusCode).toBe(404);
    expect((await call(b, 'PUT', '/tasks/status-update', { id: task.id, status: 5 })).statusCode).toBe(404);
    expect((await call(b, 'PUT', `/tasks/delete/${task.id}`)).statusCode).toBe(404);
    expect((await call(b, 'GET', `/sub-tasks/edit/${s.id}`)).statusCode).toBe(404);
    expect((await call(b, 'PUT', '/sub-tasks/status-update', { id: s.id, status: 2 })).statusCode).toBe(404);
    expect((await call(b, 'PUT', '/sub-tasks/update', { ...step(task.id), id: s.id })).statusCode).toBe(404);
    expect((await call(b, 'PUT', `/sub-tasks/delete/${s.id}`)).statusCode).toBe(404);
    const planted = await call(b, 'POST', '/sub-tasks/add', step(task.id));
    expect(planted.statusCode).toBe(400);
    expect(planted.json().errors[0]).toMatchObject({ code: 'task_id', key: 'validation.unknownTask' });
    expect(((await call(b, 'GET', '/tasks')).json().tasks as Task[]).map((t) => t.id)).not.toContain(task.id);
    expect(((await call(b, 'GET', '/sub-tasks')).json().subtasks as SubTask[]).map((x) => x.id)).not.toContain(s.id);

    expect([
      await count('tasks', a.tenantId),
      await count('sub_tasks', a.tenantId),
      await count('tasks', b.tenantId),
      await count('sub_tasks', b.tenantId),
    ]).toEqual(before);
    const mine = await readTask(a, task.id);
    expect(mine).toMatchObject({ status: 0, task_name: task.task_name });
    expect(mine.subtasks[0].status).toBe(0);
  });

  it('takes its sub-tasks along when deleted, and holds back the deletes of what it and events use', async () => {
    const task = await addTask(a);
    const s = (await call(a, 'POST', '/sub-tasks/add', step(task.id))).json().subtask as SubTask;

    const event = await call(a, 'PUT', `/events/delete/${a.eventId}`);
    expect(event.statusCode).toBe(409);
    expect(event.json().errors[0].key).toBe('event.inUse');
    expect((await call(a, 'PUT', `/vehicles/delete/${a.vehicleId}`)).json().errors[0].key).toBe('vehicle.inUse');
    expect((await call(a, 'PUT', `/teams/delete/${a.teamId}`)).json().errors[0].key).toBe('team.inUse');
    expect((await call(a, 'PUT', `/candidate/delete/${a.staff}`)).statusCode).toBe(409);

    const deleted = await call(a, 'PUT', `/tasks/delete/${task.id}`);
    expect(deleted.json().msg).toBe('The Task has been deleted.');
    expect((await call(a, 'GET', `/sub-tasks/edit/${s.id}`)).statusCode).toBe(404);
    expect((await call(a, 'PUT', '/sub-tasks/status-update', { id: s.id, status: 2 })).statusCode).toBe(404);
  });

  it('refuses to delete a team or a vehicle an event lists, though no task uses them', async () => {
    const o = await organisation();
    const listed = await call(o, 'GET', `/events/edit/${o.eventId}`);
    const event = listed.json().event;
    await call(o, 'PUT', '/events/update', { ...event, id: event.id, team: [o.teamId], vehicles: [o.vehicleId] });
    expect((await call(o, 'PUT', `/teams/delete/${o.teamId}`)).statusCode).toBe(409);
    expect((await call(o, 'PUT', `/vehicles/delete/${o.vehicleId}`)).statusCode).toBe(409);
    await call(o, 'PUT', '/events/update', { ...event, id: event.id, team: [], vehicles: [] });
    expect((await call(o, 'PUT', `/teams/delete/${o.teamId}`)).statusCode).toBe(200);
    expect((await call(o, 'PUT', `/vehicles/delete/${o.vehicleId}`)).statusCode).toBe(200);
  });
});
