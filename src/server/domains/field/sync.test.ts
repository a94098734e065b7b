// The change batch of a phone on every database kind: each change applied once by its id (a
// replay answers duplicate and stores nothing), another organisation's voters and ids out of reach,
// an ended assignment's voters refused, values outside the console's rules refused with the field,
// a survey closed refused, a batch cut off half-way and sent again leaving every change applied
// once, and two workers on one voter (the later received wins, both in the audit, the earlier
// told). The routes are private (no session: 401) and need the Field module (403 without).
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { insertRow } from '../../db/audit';
import { areas, events, surveyQuestions, surveys } from '../../db/schema';
import { dbKinds, refuseWrites, tenantUrl, useHarness, type Harness } from '../../test/harness';
import { SYNC_CHUNK } from './sync';
import { caller, change, count, decode, orgWithRoll, partVoters, sync, synced, voters, worker, type Org, type Worker } from './fixtures';

// workers sign in with hashed passwords (argon2) before the first test, on a shared machine
jest.setTimeout(120_000);

describe.each(dbKinds())('the field sync on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  let alice: Worker, bina: Worker, other: Worker, votersOnly: Worker;
  let page: number[], part2: number[], bVoters: number[];
  const call = caller(() => h);
  const visit = (id: number, outcome = 'met', extra: object = {}) => change(id, 'visit', { outcome, ...extra });
  const ledger = (where = sql`true`) => count(h, 'field_changes', a.tenantId, where);

  /** A survey of organisation A with two questions, open from `from` to `to` days from now. */
  async function survey(from: number, to: number) {
    const actor = { tenantId: a.tenantId, userId: a.adminId };
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
    const area = await insertRow<{ id: number }>(h.database.db, actor, areas, { name: `Ward ${crypto.randomUUID().slice(0, 6)}` });
    const event = await insertRow<{ id: number }>(h.database.db, actor, events, {
      event_name: 'Sabha',
      event_start: day(0),
      event_end: day(1),
      area_id: area.id,
    });
    const q = async (question: string) =>
      (
        await insertRow<{ id: number }>(h.database.db, actor, surveyQuestions, {
          question,
          option1: 'Yes',
          option2: 'No',
          option3: 'Maybe',
          answer1: 3,
          answer2: -3,
          answer3: 0,
        })
      ).id;
    const questions = [await q('Water supply?'), await q('Roads?')];
    const s = await insertRow<{ id: number }>(h.database.db, actor, surveys, {
      survey_name: 'Ward needs',
      survey_description: 'What the ward lacks',
      location: { type: 'Point', coordinates: [77.76, 20.93] },
      area_id: area.id,
      event_id: event.id,
      valid_from: day(from),
      valid_to: day(to),
      questions,
    });
    return { id: s.id, questions };
  }

  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await orgWithRoll(h), await orgWithRoll(h, 1, 20, 33)];
    [alice, bina, other] = [await worker(h, a), await worker(h, a), await worker(h, b)];
    votersOnly = await worker(h, a, ['Voters']);
    const ids = (await partVoters(h, a.tenantId, 1)).map((v) => Number(v.id));
    page = ids.slice(0, 30);
    part2 = (await partVoters(h, a.tenantId, 2)).map((v) => Number(v.id));
    bVoters = (await partVoters(h, b.tenantId, 1)).map((v) => Number(v.id));
    for (const w of [alice, bina])
      expect((await call(a, 'POST', '/field/assignments/add', { user_id: w.id, acno: 38, partno: 1, from: 1, to: 30 })).statusCode).toBe(201);
    expect((await call(b, 'POST', '/field/assignments/add', { user_id: other.id, acno: 38, partno: 1 })).statusCode).toBe(201);
  });

  it('is private: no session answers 401, a role without the Field module 403', async () => {
    for (const [method, path] of [
      ['GET', '/field/download'],
      ['GET', '/field/changes'],
      ['POST', '/field/sync'],
    ] as const) {
      const url = tenantUrl(a, path);
      const payload = method === 'POST' ? { changes: [visit(page[0])] } : undefined;
      expect((await h.app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await call(votersOnly, method, path, payload)).statusCode).toBe(403);
      expect((await call(alice, method, path, payload)).statusCode).toBe(200);
    }
    expect((await call(alice, 'GET', '/field/assignments')).statusCode).toBe(403);
  });

  it('applies each change once: a replayed id answers duplicate and stores nothing', async () => {
    const first = [visit(page[1], 'not_home', { note: 'Locked' }), change(page[1], 'details', { align_with_party: 'yes', category: 'Teacher' })];
    const visits = await count(h, 'voter_visits', a.tenantId);
    const audits = await count(h, 'audit_log', a.tenantId);
    expect((await synced(h, alice, first)).map((r) => r.state)).toEqual(['applied', 'applied']);
    const replay = await sync(h, alice, first);
    expect(replay.body.counts).toEqual({ applied: 0, duplicate: 2, refused: 0 });
    expect(replay.body.results.map((r) => [r.state, r.was])).toEqual([
      ['duplicate', 'applied'],
      ['duplicate', 'applied'],
    ]);
    const ids = sql.join(
      first.map((c) => sql`${c.id}::uuid`),
      sql`, `,
    );
    expect(await ledger(sql`id in (${ids})`)).toBe(2);
    expect(await count(h, 'voter_visits', a.tenantId)).toBe(visits + 1);
    expect(await count(h, 'audit_log', a.tenantId)).toBe(audits + 2);
    const [v] = await h.database.rows<{ note: string; visited_by: number }>(
      sql`select note, visited_by from voter_visits where tenant_id = ${a.tenantId} and voter_id = ${page[1]}`,
    );
    expect(v).toMatchObject({ note: 'Locked', visited_by: alice.id });
    // the same change twice in one batch: applied once
    const twice = visit(page[1], 'met');
    expect((await synced(h, alice, [twice, twice])).map((r) => r.state)).toEqual(['applied', 'duplicate']);
    expect(await count(h, 'voter_visits', a.tenantId)).toBe(visits + 2);
    // the same id for another voter is a phone's bug: refused, the first stays
    const reused = await synced(h, alice, [{ ...first[0], voter_id: page[2] }]);
    expect(reused[0]).toMatchObject({ state: 'refused', reason: 'field.idReused' });
    expect(await count(h, 'voter_visits', a.tenantId)).toBe(visits + 2);
  });

  it("refuses another organisation's voters as unknown, and keeps its change ids apart", async () => {
    const before = await count(h, 'audit_log', b.tenantId);
    const [res] = await synced(h, alice, [visit(bVoters[0])]);
    expect(res).toMatchObject({ state: 'refused', reason: 'field.unknownVoter' });
    expect(await count(h, 'voter_visits', b.tenantId)).toBe(0);
    expect(await count(h, 'audit_log', b.tenantId)).toBe(before);
    // B's worker sends a change under an id A's worker used: B's own change, applied for B
    const mine = visit(page[3]);
    expect((await synced(h, alice, [mine]))[0].state).toBe('applied');
    const theirs = await synced(h, other, [{ ...visit(bVoters[1]), id: mine.id }]);
    expect(theirs[0].state).toBe('applied');
    expect(await count(h, 'voter_visits', b.tenantId)).toBe(1);
    expect(await count(h, 'field_changes', b.tenantId, sql`id = ${mine.id}::uuid`)).toBe(1);
    expect(await ledger(sql`id = ${mine.id}::uuid and voter_id = ${page[3]}`)).toBe(1);
  });

  it('refuses voters of an ended assignment and of pages the worker does not hold', async () => {
    const w = await worker(h, a);
    const made = (await call(a, 'POST', '/field/assignments/add', { user_id: w.id, acno: 38, partno: 2, from: 1, to: 10 })).json().assignment;
    expect((await synced(h, w, [visit(part2[0])]))[0].state).toBe('applied');
    await call(a, 'PUT', `/field/assignments/end/${made.id}`);
    const visits = await count(h, 'voter_visits', a.tenantId);
    const res = await synced(h, w, [visit(part2[1]), visit(part2[20])]);
    expect(res.map((r) => [r.state, r.reason])).toEqual([
      ['refused', 'field.notAssigned'],
      ['refused', 'field.notAssigned'],
    ]);
    expect(await count(h, 'voter_visits', a.tenantId)).toBe(visits);
  });

  it('takes a change made while the worker held an ended page, once, recorded as such; refuses one made before or after, or dated ahead', async () => {
    const w = await worker(h, a);
    const made = (await call(a, 'POST', '/field/assignments/add', { user_id: w.id, acno: 38, partno: 2, from: 31, to: 40 })).json().assignment;
    const heldAt = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    expect((await call(a, 'PUT', `/field/assignments/end/${made.id}`)).statusCode).toBe(200);
    const [ended] = await h.database.rows<{ ended_at: string }>(
      sql`select to_char(ended_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ended_at from field_assignments where tenant_id = ${a.tenantId} and id = ${made.id}`,
    );
    const atHeld = { ...visit(part2[31], 'met', { note: 'Met before the page ended' }), made_at: heldAt };
    const before = { ...visit(part2[32]), made_at: new Date(Date.parse(made.assigned_at) - 60_000).toISOString() };
    const after = visit(part2[33]);
    const ahead = { ...visit(part2[34]), made_at: new Date(Date.now() + 3_600_000).toISOString() };
    const elsewhere = { ...visit(part2[45]), made_at: heldAt };
    const visits = await count(h, 'voter_visits', a.tenantId);
    const res = await synced(h, w, [atHeld, before, after, ahead, elsewhere]);
    expect(res.map((r) => [r.state, r.reason ?? null])).toEqual([
      ['applied', null],
      ['refused', 'field.notAssigned'],
      ['refused', 'field.notAssigned'],
      ['refused', 'field.notAssigned'],
      ['refused', 'field.notAssigned'],
    ]);
    // the page's end, to the millisecond (PostgreSQL keeps microseconds: rounded up, so a change made in its last millisecond counts)
    expect(Math.abs(Date.parse(res[0].held_until!) - Date.parse(ended.ended_at))).toBeLessThanOrEqual(1);
    expect(await count(h, 'voter_visits', a.tenantId)).toBe(visits + 1);
    expect(await count(h, 'voter_visits', a.tenantId, sql`voter_id = ${part2[31]} and note = 'Met before the page ended'`)).toBe(1);
    // the ledger keeps that the change came from a page since ended; a resend is a duplicate that says it again
    expect(await ledger(sql`id = ${atHeld.id} and state = 'applied' and result->>'held_until' is not null`)).toBe(1);
    const again = await synced(h, w, [atHeld]);
    expect([again[0].state, again[0].was, again[0].held_until]).toEqual(['duplicate', 'applied', res[0].held_until]);
    expect(await count(h, 'voter_visits', a.tenantId)).toBe(visits + 1);
  });

  it("refuses values outside the console's rules, naming the field, and writes nothing of them", async () => {
    const audits = await count(h, 'audit_log', a.tenantId);
    const v = page[4];
    const bad = [
      visit(v, 'maybe'),
      visit(v, 'met', { supporter_level: 9 }),
      visit(v, 'met', { phone: '12345' }),
      change(v, 'details', { align_with_party: 'perhaps' }),
      change(v, 'details', { password: 'x' }),
      change(v, 'details', { voter_group_id: 999999 }),
      change(v, 'consent', { consent: 'sure' }),
      change(v, 'slip', { slip_delivered: true }),
      change(v, 'vote', { voted: true }),
      { ...visit(v), id: 'not-a-uuid' },
    ];
    const res = await synced(h, alice, bad);
    expect(res.map((r) => `${r.reason}:${(r.errors ?? []).map((e) => `${e.code}/${e.key}`).join()}`)).toEqual([
      'field.invalidValues:outcome/paper.outcomeInvalid',
      'field.invalidValues:supporter_level/paper.levelInvalid',
      'field.invalidValues:phone/validation.phone',
      'field.invalidValues:align_with_party/validation.align',
      'field.invalidValues:password/field.unknownField',
      'field.invalidValues:voter_group_id/validation.unknownVoterGroup',
      'field.invalidValues:consent/consent.invalidState',
      'field.noVisit:slip_delivered/field.noVisit',
      'field.invalidChange:kind/field.unknownKind',
      'field.invalidChange:id/field.changeId',
    ]);
    expect(res.every((r) => r.state === 'refused' && r.msg)).toBe(true);
    expect(await count(h, 'audit_log', a.tenantId)).toBe(audits);
    expect(await count(h, 'voter_info', a.tenantId, sql`voter_id = ${v}`)).toBe(0);
    // a refusal is answered the same when sent again
    const again = await synced(h, alice, [bad[0]]);
    expect(again[0]).toMatchObject({ state: 'duplicate', was: 'refused', reason: 'field.invalidValues' });
  });

  it('keeps no phone of a voter who asked not to be contacted', async () => {
    const v = page[5];
    // the request not to be contacted and, later in the same batch, a phone number
    const res = await synced(h, alice, [
      change(v, 'consent', { do_not_contact: true }),
      visit(v, 'met', { phone: '9822012345' }),
      change(v, 'details', { phone_no: '9822012345' }),
    ]);
    expect(res.map((r) => r.reason ?? r.state)).toEqual(['applied', 'field.contactBlocked', 'field.contactBlocked']);
    const [info] = await h.database.rows<{ phone_no: string | null; do_not_contact: boolean; consent_by: number | null }>(
      sql`select phone_no, do_not_contact, consent_by from voter_info where tenant_id = ${a.tenantId} and voter_id = ${v}`,
    );
    expect(info).toMatchObject({ phone_no: null, do_not_contact: true });
  });

  it('records survey answers while the survey is open and refuses them once it has closed', async () => {
    const open = await survey(-1, 1);
    const closed = await survey(-3, -2);
    const answers = (s: { questions: number[] }) => s.questions.map((q) => ({ question_id: q, option: 1 }));
    const res = await synced(h, alice, [
      change(page[6], 'surveyAnswer', { survey_id: open.id, answers: answers(open) }),
      change(page[6], 'surveyAnswer', { survey_id: closed.id, answers: answers(closed) }),
      change(page[6], 'surveyAnswer', { survey_id: open.id, answers: [{ question_id: closed.questions[0], option: 1 }] }),
    ]);
    expect(res.map((r) => [r.state, r.reason ?? ''])).toEqual([
      ['applied', ''],
      ['refused', 'field.surveyClosed'],
      ['refused', 'field.invalidValues'],
    ]);
    const [r] = await h.database.rows<{ collected_by: number; n: number }>(
      sql`select r.collected_by, (select count(*)::int from survey_answers x where x.tenant_id = r.tenant_id and x.response_id = r.id) as n
            from survey_responses r where r.tenant_id = ${a.tenantId} and r.voter_id = ${page[6]}`,
    );
    expect(r).toMatchObject({ collected_by: alice.id, n: 2 });
  });

  it('leaves a batch cut off half-way and sent again with every change applied once', async () => {
    // two chunks and a half: visits and details of twenty voters, each voter's details written several times
    const n = SYNC_CHUNK * 2 + 25;
    const batch = Array.from({ length: n }, (_, i) => {
      const id = page[10 + (i % 20)];
      return i % 2 ? change(id, 'details', { align_with_party: 'no', religion: `R${i}` }) : visit(id, 'met');
    });
    const inBatch = sql`id in (${sql.join(
      batch.map((c) => sql`${c.id}::uuid`),
      sql`, `,
    )})`;
    const visits = await count(h, 'voter_visits', a.tenantId);
    const infos = await count(h, 'voter_info', a.tenantId);
    // the server fails in the third chunk, after the first two committed: the phone gets no answer
    const lift = await refuseWrites(h.database, 'field_changes', 'INSERT', `NEW.id = '${batch[SYNC_CHUNK * 2 + 6].id}'::uuid`);
    const cut = await sync(h, alice, batch);
    await lift();
    expect(cut.status).toBe(500);
    expect(await ledger(inBatch)).toBe(SYNC_CHUNK * 2);
    const again = await sync(h, alice, batch);
    expect(again.status).toBe(200);
    expect(again.body.counts).toEqual({ applied: 25, duplicate: SYNC_CHUNK * 2, refused: 0 });
    // every change once: a visit row each, a ledger row each, one audit row each, a details row a voter
    expect(await ledger(inBatch)).toBe(n);
    expect(await count(h, 'voter_visits', a.tenantId)).toBe(visits + Math.ceil(n / 2));
    expect(await count(h, 'voter_info', a.tenantId)).toBe(infos + 10);
    const [audit] = await h.database.rows<{ n: number; distinct: number }>(
      sql`select count(*)::int as n, count(distinct changed->>'field_change')::int as distinct from audit_log
           where tenant_id = ${a.tenantId} and changed->>'field_change' in (${sql.join(
             batch.map((c) => sql`${c.id}`),
             sql`, `,
           )})`,
    );
    expect(audit).toEqual({ n, distinct: n });
    // what the phone reads back agrees with what it sent last of each voter
    const held = (await voters(h, alice)).voters.map(decode);
    const last = new Map(batch.filter((c) => c.kind === 'details').map((c) => [c.voter_id, c.fields]));
    for (const [id, fields] of last) expect(held.find((v) => v.id === id)).toMatchObject(fields);
  });

  it('lets the later of two workers on one voter win per field, audits both and tells the earlier', async () => {
    const v = page[8];
    const since = (await voters(h, alice)).cursor;
    const first = await synced(h, alice, [change(v, 'details', { align_with_party: 'yes', category: 'Farmer' }), visit(v, 'met', { supporter_level: 2 })]);
    expect(first.every((r) => r.state === 'applied' && !r.overrides)).toBe(true);
    const batch = [change(v, 'details', { align_with_party: 'no', religion: 'Jain' }), visit(v, 'not_home')];
    const later = await synced(h, bina, batch);
    expect(later[0]).toMatchObject({ state: 'applied', overrides: [{ field: 'align_with_party', previous: 'yes', previous_by: alice.id }] });
    expect(later[1].overrides).toEqual([expect.objectContaining({ field: 'outcome', previous: 'met', previous_by: alice.id })]);
    // a resend hears whose fields it took over and when, as the first answer said, without the
    // values (the ledger keeps none)
    const resent = await synced(h, bina, batch);
    const { previous: _value, ...firstAnswer } = later[0].overrides![0];
    expect(firstAnswer.previous_at).toEqual(expect.any(String));
    expect(resent[0]).toEqual(
      expect.objectContaining({
        state: 'duplicate',
        overrides: [{ field: 'align_with_party', previous_by: alice.id, previous_by_name: 'Staff', previous_at: firstAnswer.previous_at }],
      }),
    );
    const [info] = await h.database.rows<Record<string, string>>(
      sql`select align_with_party, category, religion from voter_info where tenant_id = ${a.tenantId} and voter_id = ${v}`,
    );
    expect(info).toEqual({ align_with_party: 'no', category: 'Farmer', religion: 'Jain' });
    const writers = await h.database.rows<{ user_id: number }>(
      sql`select user_id from audit_log where tenant_id = ${a.tenantId} and entity = 'voter_info' and changed->>'voter_id' = ${String(v)} order by id`,
    );
    expect(writers.map((w) => Number(w.user_id))).toEqual([alice.id, bina.id]);
    // the latest visit (the later received) keeps the supporter level the later one left out
    const held = (await voters(h, alice, since)).voters.map(decode).find((x) => x.id === v)!;
    expect(held).toMatchObject({ align_with_party: 'no', visit_outcome: 'not_home', supporter_level: 2, visited_by: bina.id });
    const told = (await voters(h, alice, since)).overridden;
    expect(told.map((o) => [o.voter_id, o.field, o.by, o.by_name])).toEqual([
      [v, 'align_with_party', bina.id, 'Staff'],
      [v, 'outcome', bina.id, 'Staff'],
    ]);
  });
});
