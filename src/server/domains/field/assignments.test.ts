// Field assignments on every database kind: an admin assigns workers to a part or a page of it, a
// page takes at most five workers (the sixth refused with a field error), a worker is not given
// the same serials twice, ending keeps the row with who ended it and when (audited), another
// organisation's users and assignments are out of reach, and a bulk assignment answers each row.
import { sql } from 'drizzle-orm';
import { dbKinds, useHarness, type Harness } from '../../test/harness';
import type { AssignmentListResponse, BulkAssignResponse, FieldAssignment } from '../../../shared/api/field';
import { COMMITTEE_MAX } from '../../../shared/schemas/field';
import { caller, count, orgWithRoll, worker, type Org, type Worker } from './fixtures';
import { committeeSize } from './assignments';

describe('the committee of a page', () => {
  const s = (user_id: number, from: number, to: number) => ({ user_id, from, to });
  it('counts the most workers holding one serial, the new one included', () => {
    expect(committeeSize(s(9, 1, 30), [])).toBe(1);
    // two pages side by side, and an in-charge of the whole part over both
    expect(committeeSize(s(9, 1, 30), [s(1, 31, 60), s(2, 1, Number.MAX_SAFE_INTEGER)])).toBe(2);
    // overlapping pages: 10-20 is held by three, the rest by fewer
    expect(committeeSize(s(9, 1, 30), [s(1, 1, 15), s(2, 10, 20), s(3, 12, 40), s(4, 25, 30)])).toBe(4);
  });
});

// workers sign in with hashed passwords (argon2) before the first test, on a shared machine
jest.setTimeout(120_000);

describe.each(dbKinds())('field assignments on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  let workers: Worker[], stranger: Worker;
  const call = caller(() => h);
  const add = (body: object, org: Org = a) => call(org, 'POST', '/field/assignments/add', body);

  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await orgWithRoll(h), await orgWithRoll(h, 1, 20, 32)];
    workers = [];
    for (let i = 0; i < COMMITTEE_MAX + 1; i++) workers.push(await worker(h, a));
    stranger = await worker(h, b);
  });

  it('assigns a page and a whole part, lists them with their workers and electors, and audits each', async () => {
    const audited = await count(h, 'audit_log', a.tenantId, sql`entity = 'field_assignments'`);
    const page = await add({ user_id: workers[0].id, acno: 38, partno: 1, from: 1, to: 30 });
    expect(page.statusCode).toBe(201);
    const assignment = page.json().assignment as FieldAssignment;
    expect(assignment).toMatchObject({ user_id: workers[0].id, acno: 38, partno: 1, from: 1, to: 30, electors: 30, assigned_by: a.adminId, ended_at: null });
    expect(assignment.worker.email).toBe(workers[0].email);
    const part = await add({ user_id: workers[0].id, acno: 38, partno: 2 });
    expect(part.statusCode).toBe(201);
    expect(part.json().assignment).toMatchObject({ from: null, to: null, electors: 60 });
    const list = (await call(a, 'GET', `/field/assignments?acno=38&user_id=${workers[0].id}`)).json() as AssignmentListResponse;
    expect(list.assignments.map((x) => [x.partno, x.from, x.to])).toEqual([
      [1, 1, 30],
      [2, null, null],
    ]);
    expect(await count(h, 'audit_log', a.tenantId, sql`entity = 'field_assignments' and action = 'create'`)).toBe(audited + 2);
  });

  it('takes at most five workers on a page and refuses the sixth with a field error', async () => {
    for (const w of workers.slice(1, COMMITTEE_MAX)) expect((await add({ user_id: w.id, acno: 38, partno: 1, from: 11, to: 20 })).statusCode).toBe(201);
    // workers[0] holds 1-30 already: 11-20 now has five
    const sixth = await add({ user_id: workers[COMMITTEE_MAX].id, acno: 38, partno: 1, from: 15, to: 16 });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().errors).toEqual([expect.objectContaining({ code: 'partno', key: 'field.committeeFull', values: { max: COMMITTEE_MAX } })]);
    // beside the full serials there is room
    expect((await add({ user_id: workers[COMMITTEE_MAX].id, acno: 38, partno: 1, from: 21, to: 30 })).statusCode).toBe(201);
  });

  it('refuses the same serials twice to one worker, a page without both ends, a part not on the roll and a stranger', async () => {
    const errorOf = async (body: object) => {
      const res = await add(body);
      expect(res.statusCode).toBe(400);
      return res.json().errors.map((e: { code: string; key: string }) => `${e.code}:${e.key}`);
    };
    const before = await count(h, 'field_assignments', a.tenantId);
    expect(await errorOf({ user_id: workers[0].id, acno: 38, partno: 1, from: 25, to: 40 })).toEqual(['user_id:field.alreadyAssigned']);
    expect(await errorOf({ user_id: workers[1].id, acno: 38, partno: 2, from: 5 })).toEqual(['from:field.rangeBoth']);
    expect(await errorOf({ user_id: workers[1].id, acno: 38, partno: 2, from: 9, to: 5 })).toEqual(['to:paper.rangeOrder']);
    expect(await errorOf({ user_id: workers[1].id, acno: 38, partno: 7 })).toEqual(['partno:field.unknownPart']);
    expect(await errorOf({ user_id: stranger.id, acno: 38, partno: 2 })).toEqual(['user_id:validation.unknownUser']);
    expect(await count(h, 'field_assignments', a.tenantId)).toBe(before);
  });

  it('ends an assignment once, keeping the row with who ended it; another organisation cannot see or end it', async () => {
    const made = (await add({ user_id: workers[1].id, acno: 38, partno: 2, from: 1, to: 10 })).json().assignment as FieldAssignment;
    expect((await call(b, 'PUT', `/field/assignments/end/${made.id}`)).statusCode).toBe(404);
    expect((await call(b, 'GET', `/field/assignments?user_id=${workers[1].id}`)).statusCode).toBe(400);
    const ended = await call(a, 'PUT', `/field/assignments/end/${made.id}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ state: 'ended', key: 'field.ended', assignment: { id: made.id, ended_by: a.adminId } });
    expect(ended.json().assignment.ended_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await call(a, 'PUT', `/field/assignments/end/${made.id}`)).json()).toMatchObject({ state: 'already' });
    const live = (await call(a, 'GET', `/field/assignments?partno=2&user_id=${workers[1].id}`)).json() as AssignmentListResponse;
    expect(live.assignments.map((x) => x.id)).not.toContain(made.id);
    const all = (await call(a, 'GET', `/field/assignments?partno=2&user_id=${workers[1].id}&ended=true`)).json() as AssignmentListResponse;
    expect(all.assignments.find((x) => x.id === made.id)).toMatchObject({ ended_by: a.adminId });
    const [audit] = await h.database.rows<{ user_id: number; changed: Record<string, unknown> }>(
      sql`select user_id, changed from audit_log where tenant_id = ${a.tenantId} and entity = 'field_assignments' and entity_id = ${String(made.id)} and action = 'update'`,
    );
    expect(audit).toMatchObject({ user_id: a.adminId, changed: { ended_by: a.adminId } });
    // the serials are free again for the worker
    expect((await add({ user_id: workers[1].id, acno: 38, partno: 2, from: 1, to: 10 })).statusCode).toBe(201);
  });

  it('assigns from the rows of a CSV, answering each row; a bad row does not stop the others', async () => {
    const phoneOf = (await h.database.rows<{ phone_no: string }>(sql`select phone_no from users where id = ${a.adminId}`))[0].phone_no;
    const res = await call(a, 'POST', '/field/assignments/bulk', {
      acno: 38,
      rows: [
        { user: workers[2].email.toUpperCase(), partno: '2', from: '31', to: '60' },
        { user: phoneOf.slice(3), partno: 2, from: 41, to: 50 },
        { user: 'nobody@example.org', partno: '2', from: '1', to: '5' },
        { user: workers[3].email, partno: 'two', from: '1', to: '5' },
        { user: stranger.email, partno: '2' },
        { user: workers[2].email, partno: '2', from: '35', to: '36' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as BulkAssignResponse;
    expect(body.counts).toEqual({ assigned: 2, refused: 4 });
    expect(body.rows.map((r) => [r.row, r.state, r.errors.map((e) => `${e.code}:${e.key}`).join()])).toEqual([
      [0, 'assigned', ''],
      [1, 'assigned', ''],
      [2, 'refused', 'user:field.unknownWorker'],
      [3, 'refused', 'partno:validation.partno'],
      [4, 'refused', 'user:field.unknownWorker'],
      [5, 'refused', 'user:field.alreadyAssigned'],
    ]);
    const [row] = await h.database.rows<{ user_id: number }>(
      sql`select user_id from field_assignments where tenant_id = ${a.tenantId} and id = ${body.rows[1].assignment_id}`,
    );
    expect(Number(row.user_id)).toBe(a.adminId);
  });
});
