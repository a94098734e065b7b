// Poll-day marks and task statuses from a phone, on every database kind: a voted change is the
// poll-day screen's own mark (its turnout counts it, an undo takes it back, another's mark undone
// is an override), a task's status changes only on the worker's own tasks and their team's, by
// the console's status codes; another organisation's ids, voters off the worker's pages and
// replayed ids are refused or answered duplicate. The phone reads its tasks and the contact rules.
import { sql } from 'drizzle-orm';
import { insertRow } from '../../db/audit';
import { subTasks, tasks, teamMembers, teams } from '../../db/schema';
import { dbKinds, useHarness, type Harness } from '../../test/harness';
import { todayInKolkata } from '../../../shared/dates';
import type { FieldTasksResponse } from '../../../shared/api/field';
import type { TurnoutResponse } from '../../../shared/api/pollDay';
import { caller, change, count, decode, orgWithRoll, partVoters, synced, voters, worker, type Org, type Worker } from './fixtures';

jest.setTimeout(120_000);

/** A change of a task's status: it names no voter. */
const taskChange = (fields: Record<string, unknown>) => {
  const { voter_id: _none, ...c } = change(0, 'taskStatus', fields);
  return c;
};

describe.each(dbKinds())('poll-day marks and tasks from the field on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  let alice: Worker, bina: Worker, other: Worker;
  let page: number[], part2: number[], bVoters: number[];
  const call = caller(() => h);
  const live = (voterId: number, tenantId = a.tenantId) => count(h, 'vote_marks', tenantId, sql`voter_id = ${voterId} and deleted_at is null`);

  /** A task of organisation `org` for a user or a team, with one sub-task. */
  async function task(org: Org, to: { user?: number; team?: number }, status = 0) {
    const actor = { tenantId: org.tenantId, userId: org.adminId };
    const t = await insertRow<{ id: number }>(h.database.db, actor, tasks, {
      task_name: `Door to door ${Math.random().toString(36).slice(2, 6)}`,
      task_description: 'Ward 4',
      status,
      start_date_time: new Date(Date.now() + 3_600_000).toISOString(),
      end_date_time: new Date(Date.now() + 7_200_000).toISOString(),
      assigned_user: to.user ?? null,
      assigned_group: to.team ?? null,
    });
    const s = await insertRow<{ id: number }>(h.database.db, actor, subTasks, {
      task_id: t.id,
      task_name: 'Lane 2',
      start_date_time: new Date(Date.now() + 3_600_000).toISOString(),
      end_date_time: new Date(Date.now() + 5_400_000).toISOString(),
    });
    return { id: Number(t.id), sub: Number(s.id) };
  }

  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await orgWithRoll(h), await orgWithRoll(h, 1, 20, 33)];
    [alice, bina, other] = [await worker(h, a), await worker(h, a), await worker(h, b)];
    page = (await partVoters(h, a.tenantId, 1)).map((v) => Number(v.id)).slice(0, 30);
    part2 = (await partVoters(h, a.tenantId, 2)).map((v) => Number(v.id));
    bVoters = (await partVoters(h, b.tenantId, 1)).map((v) => Number(v.id));
    for (const w of [alice, bina])
      expect((await call(a, 'POST', '/field/assignments/add', { user_id: w.id, acno: 38, partno: 1, from: 1, to: 30 })).statusCode).toBe(201);
    expect((await call(b, 'POST', '/field/assignments/add', { user_id: other.id, acno: 38, partno: 1 })).statusCode).toBe(201);
    // a mark is taken on the poll day set for the voter's constituency only: today's, here
    const today = { contact_from: '09:00', contact_to: '21:00', silence_hours: 48, polls: [{ acno: 38, poll_date: todayInKolkata(), poll_close: '18:00' }] };
    expect((await call(a, 'PUT', '/settings/contact-hours', today)).statusCode).toBe(200);
  });

  it("marks voted in the poll-day screen's table, counted by its turnout, once however often it is sent", async () => {
    const turnout = async () => (await call(a, 'GET', `/poll-day/turnout?acno=38&partno=1`)).json<TurnoutResponse>().parts.find((p) => p.partno === 1)!.voted;
    const before = await turnout();
    const marks = [change(page[0], 'voted', { voted: true }), change(page[1], 'voted', { voted: true })];
    expect((await synced(h, alice, marks)).map((r) => r.state)).toEqual(['applied', 'applied']);
    expect((await synced(h, alice, marks)).map((r) => [r.state, r.was])).toEqual([
      ['duplicate', 'applied'],
      ['duplicate', 'applied'],
    ]);
    expect(await live(page[0])).toBe(1);
    expect(await turnout()).toBe(before + 2);
    const [m] = await h.database.rows<{ marked_by: number; poll_date: string }>(
      sql`select marked_by, to_char(poll_date, 'YYYY-MM-DD') as poll_date from vote_marks where tenant_id = ${a.tenantId} and voter_id = ${page[0]}`,
    );
    expect(m).toEqual({ marked_by: alice.id, poll_date: todayInKolkata() });
    const [audit] = await h.database.rows<{ user_id: number; change: string }>(
      sql`select user_id, changed->>'field_change' as change from audit_log
           where tenant_id = ${a.tenantId} and entity = 'vote_marks' and changed->>'voter_id' = ${String(page[0])}`,
    );
    expect({ user: Number(audit.user_id), change: audit.change }).toEqual({ user: alice.id, change: marks[0].id });
    // marked again by the committee's other worker: the first mark stands, nothing added
    expect((await synced(h, bina, [change(page[0], 'voted', { voted: true })]))[0]).toMatchObject({ state: 'applied' });
    expect(await count(h, 'vote_marks', a.tenantId, sql`voter_id = ${page[0]}`)).toBe(1);
  });

  it("counts a phone's mark and undo in the constituency's turnout at once, as the console's own mark", async () => {
    // the whole constituency's count is kept a few seconds for the many screens: read it first so it is kept
    const whole = async () => (await call(a, 'GET', '/poll-day/turnout?acno=38')).json<TurnoutResponse>().voted;
    const before = await whole();
    const [target] = page.slice(5, 6);
    expect((await synced(h, alice, [change(target, 'voted', { voted: true })]))[0].state).toBe('applied');
    expect(await whole()).toBe(before + 1);
    expect((await synced(h, alice, [change(target, 'voted', { voted: false })]))[0].state).toBe('applied');
    expect(await whole()).toBe(before);
  });

  it("tells the committee's phones who voted today, and again when a mark is undone", async () => {
    const first = await voters(h, bina);
    const votedOf = (r: Awaited<ReturnType<typeof voters>>, id: number) => r.voters.map(decode).find((v) => Number(v.id) === id)?.voted ?? null;
    const [target] = page.slice(3, 4);
    expect(votedOf(first, target)).toBeNull();
    await synced(h, alice, [change(target, 'voted', { voted: true })]);
    const marked = await voters(h, bina, first.cursor);
    expect(votedOf(marked, target)).toBe(true);
    await synced(h, alice, [change(target, 'voted', { voted: false })]);
    const undone = await voters(h, bina, marked.cursor);
    expect(undone.voters.map(decode).find((v) => Number(v.id) === target)).toMatchObject({ voted: null });
  });

  it("undoes a mark with voted false, telling the one who undid another's mark whose it was", async () => {
    const [undo] = await synced(h, bina, [change(page[1], 'voted', { voted: false })]);
    expect(undo).toMatchObject({ state: 'applied', overrides: [{ field: 'voted', previous: true, previous_by: alice.id }] });
    expect(await live(page[1])).toBe(0);
    expect(await count(h, 'audit_log', a.tenantId, sql`entity = 'vote_marks' and action = 'delete' and changed->>'field_change' = ${undo.id}`)).toBe(1);
    // nothing to undo: applied, nothing written
    const marks = await count(h, 'vote_marks', a.tenantId);
    expect((await synced(h, bina, [change(page[1], 'voted', { voted: false })]))[0]).toMatchObject({ state: 'applied' });
    expect(await count(h, 'vote_marks', a.tenantId)).toBe(marks);
    // marked again after the undo: a new live mark
    await synced(h, alice, [change(page[1], 'voted', { voted: true })]);
    expect(await live(page[1])).toBe(1);
  });

  it("refuses a mark of a voter off the worker's pages, of another organisation, or with a bad value", async () => {
    const marks = await count(h, 'vote_marks', a.tenantId);
    const res = await synced(h, alice, [
      change(part2[0], 'voted', { voted: true }),
      change(bVoters[0], 'voted', { voted: true }),
      change(page[2], 'voted', { voted: 'maybe' }),
      change(page[2], 'voted', { voted: true, poll_date: '2024-01-01' }),
      { ...change(page[2], 'voted', { voted: true }), voter_id: null },
    ]);
    expect(res.map((r) => `${r.state}:${r.reason}:${(r.errors ?? []).map((e) => `${e.code}/${e.key}`).join()}`)).toEqual([
      'refused:field.notAssigned:',
      'refused:field.unknownVoter:',
      'refused:field.invalidValues:voted/field.votedInvalid',
      'refused:field.invalidValues:poll_date/field.unknownField',
      'refused:field.invalidChange:voter_id/field.voterInvalid',
    ]);
    expect(await count(h, 'vote_marks', a.tenantId)).toBe(marks);
    expect(await live(bVoters[0], b.tenantId)).toBe(0);
  });

  it("changes the status of the worker's own tasks and their team's, by the console's codes, and of no one else's", async () => {
    const team = await insertRow<{ id: number }>(h.database.db, { tenantId: a.tenantId, userId: a.adminId }, teams, { name: 'Booth 12' });
    await insertRow(h.database.db, { tenantId: a.tenantId, userId: a.adminId }, teamMembers, { team_id: team.id, user_id: alice.id });
    const own = await task(a, { user: alice.id });
    const teamTask = await task(a, { team: Number(team.id) });
    const binas = await task(a, { user: bina.id });
    const theirs = await task(b, { user: other.id });
    const res = await synced(h, alice, [
      taskChange({ task_id: own.id, status: 2 }),
      taskChange({ subtask_id: teamTask.sub, status: 2 }),
      taskChange({ task_id: binas.id, status: 3 }),
      taskChange({ subtask_id: binas.sub, status: 1 }),
      taskChange({ task_id: theirs.id, status: 3 }),
      taskChange({ task_id: own.id, status: 9 }),
      taskChange({ subtask_id: own.sub, status: 6 }),
      taskChange({ task_id: own.id, subtask_id: own.sub, status: 1 }),
      taskChange({ task_id: own.id, status: 6 }),
      { ...taskChange({ task_id: own.id, status: 1 }), voter_id: page[0] },
    ]);
    expect(res.map((r) => `${r.state}:${r.reason ?? ''}:${(r.errors ?? []).map((e) => `${e.code}/${e.key}`).join()}`)).toEqual([
      'applied::',
      'applied::',
      'refused:field.taskNotYours:task_id/field.taskNotYours',
      'refused:field.taskNotYours:subtask_id/field.taskNotYours',
      'refused:field.taskNotYours:task_id/field.taskNotYours',
      'refused:field.invalidValues:status/validation.status',
      'refused:field.invalidValues:status/validation.status',
      'refused:field.invalidValues:task_id/field.taskOrSubTask',
      'refused:field.adminStatus:status/field.adminStatus',
      'refused:field.invalidChange:voter_id/field.voterInvalid',
    ]);
    const status = async (table: string, id: number, tenantId = a.tenantId) =>
      Number((await h.database.rows<{ s: number }>(sql`select status as s from ${sql.identifier(table)} where tenant_id = ${tenantId} and id = ${id}`))[0].s);
    expect([await status('tasks', own.id), await status('sub_tasks', teamTask.sub), await status('tasks', binas.id)]).toEqual([2, 2, 0]);
    expect(await status('tasks', theirs.id, b.tenantId)).toBe(0);
    const [audit] = await h.database.rows<{ user_id: number; changed: { status: number; field_change: string } }>(
      sql`select user_id, changed from audit_log where tenant_id = ${a.tenantId} and entity = 'tasks' and entity_id = ${String(own.id)} order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ user_id: alice.id, changed: { status: 2, field_change: res[0].id } });
    // replayed: duplicate, written once
    const again = await synced(h, alice, [taskChange({ task_id: own.id, status: 2 })]);
    expect(again[0].state).toBe('applied');
    const sent = taskChange({ task_id: own.id, status: 3 });
    expect((await synced(h, alice, [sent, sent])).map((r) => r.state)).toEqual(['applied', 'duplicate']);
    expect((await synced(h, alice, [sent]))[0]).toMatchObject({ state: 'duplicate', was: 'applied', voter_id: null });
    expect(await count(h, 'audit_log', a.tenantId, sql`entity = 'tasks' and changed->>'field_change' = ${sent.id}`)).toBe(1);
  });

  it("answers the worker's tasks and their team's with sub-tasks, and nobody else's", async () => {
    const res = await call(alice, 'GET', '/field/tasks');
    expect(res.statusCode).toBe(200);
    const body = res.json<FieldTasksResponse>();
    expect(body.tasks.length).toBe(2);
    expect(body.tasks.every((t) => t.subtasks.length === 1 && (t.assigned_user === alice.id || t.team_name === 'Booth 12'))).toBe(true);
    expect(body.tasks.find((t) => t.assigned_user === alice.id)).toMatchObject({ status: 3, task_description: 'Ward 4' });
    expect((await call(other, 'GET', '/field/tasks')).json<FieldTasksResponse>().tasks.length).toBe(1);
    expect((await call(await worker(h, a, ['Voters']), 'GET', '/field/tasks')).statusCode).toBe(403);
  });

  it("answers a status that replaced a team-mate's as an override of theirs, and tells the team-mate's phone at its next sync", async () => {
    const actor = { tenantId: a.tenantId, userId: a.adminId };
    const team = await insertRow<{ id: number }>(h.database.db, actor, teams, { name: 'Ward 9' });
    for (const w of [alice, bina]) await insertRow(h.database.db, actor, teamMembers, { team_id: team.id, user_id: w.id });
    const shared = await task(a, { team: Number(team.id) });
    const binasPhone = await voters(h, bina);
    // the status a task starts with is no one's to take over
    const [first] = await synced(h, bina, [taskChange({ task_id: shared.id, status: 2 })]);
    expect(first).toMatchObject({ state: 'applied' });
    expect(first.overrides).toBeUndefined();
    const later = taskChange({ task_id: shared.id, status: 4 });
    // the worker's own status changed twice in one batch: the second replaces their own value only
    const [took, sub1, sub2] = await synced(h, alice, [
      later,
      taskChange({ subtask_id: shared.sub, status: 1 }),
      taskChange({ subtask_id: shared.sub, status: 2 }),
    ]);
    expect(took).toMatchObject({
      state: 'applied',
      overrides: [{ field: `task:${shared.id}`, previous: 2, previous_by: bina.id, previous_by_name: 'Staff' }],
    });
    expect([sub1.overrides, sub2.overrides]).toEqual([undefined, undefined]);
    // a resend answers the same override, without the value replaced
    expect((await synced(h, alice, [later]))[0]).toMatchObject({
      state: 'duplicate',
      overrides: [{ field: `task:${shared.id}`, previous_by: bina.id, previous_by_name: 'Staff' }],
    });
    // a sub-task's status the office set in the console, replaced from the phone
    expect((await call(a, 'PUT', '/sub-tasks/status-update', { id: shared.sub, status: 3 })).statusCode).toBe(200);
    const [sub3] = await synced(h, alice, [taskChange({ subtask_id: shared.sub, status: 1 })]);
    expect(sub3.overrides).toEqual([expect.objectContaining({ field: `subtask:${shared.sub}`, previous: 3, previous_by: a.adminId })]);
    // the team-mate's phone hears of the status of theirs replaced, with who and when; the one who took over hears of nothing
    const told = (await voters(h, bina, binasPhone.cursor)).overridden;
    expect(told.map((o) => [o.change_id, o.voter_id, o.field, o.by, o.by_name])).toEqual([[later.id, null, `task:${shared.id}`, alice.id, 'Staff']]);
    expect(Date.parse(told[0].at)).toBeGreaterThan(Date.now() - 60_000);
    const alicesPhone = await voters(h, alice);
    expect((await voters(h, alice, alicesPhone.cursor)).overridden).toEqual([]);
  });

  it("sends the phone the contact hours and the polls of its pages' constituencies", async () => {
    const polls = [
      { acno: 38, poll_date: '2026-11-20', poll_close: '18:00' },
      { acno: 40, poll_date: '2026-11-22', poll_close: '17:00' },
    ];
    expect((await call(a, 'PUT', '/settings/contact-hours', { contact_from: '10:00', contact_to: '19:00', silence_hours: 24, polls })).statusCode).toBe(200);
    const held = await voters(h, alice);
    expect(held.contact).toEqual({ contact_from: '10:00', contact_to: '19:00', silence_hours: 24, polls: [polls[0]] });
    expect((await voters(h, alice, held.cursor)).contact.polls).toEqual([polls[0]]);
    expect((await voters(h, other)).contact).toEqual({ contact_from: '09:00', contact_to: '21:00', silence_hours: 48, polls: [] });
  });
});
