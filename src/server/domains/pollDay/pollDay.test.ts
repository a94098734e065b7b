// Poll day on every database kind: a vote marked by serial and by id, marked again (the first mark
// answered), by many agents at the same moment (one live mark, every answer a success), undone and
// marked again, a list marked with each bad entry named, electors removed from the roll never
// found, marked or listed, the turnout by part and by hour, the supporters not yet voted (consent
// withdrawn and do-not-contact left out), the module guard, another organisation's voters, parts
// and marks out of reach, and bad input refused with the field named and nothing written.
import { sql } from 'drizzle-orm';
import moment from 'moment-timezone';
import type {
  BulkMarkResponse,
  MarkResponse,
  MarksResponse,
  PollVoterResponse,
  SupportersResponse,
  TurnoutResponse,
  UndoResponse,
} from '../../../shared/api/pollDay';
import { slotJoin } from '../../db/slots';
import { CONSTITUENCY_MS, turnoutReader } from './turnout';
import { auth, dbKinds, importRoll, login, makeStaff, signedInOrganisation, tenantUrl, useHarness, type Harness } from '../../test/harness';

type Org = Awaited<ReturnType<typeof signedInOrganisation>>;
interface Voter {
  id: number;
  partno: number;
  slnoinpart: number;
  epic_no: string | null;
}

const today = () => moment.tz('Asia/Kolkata').format('YYYY-MM-DD');

describe.each(dbKinds())('poll day on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  let votersA: Voter[], votersB: Voter[];
  let agents: string[];

  const send = (
    org: { tenantId: number },
    token: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: object,
    query?: Record<string, string | number>,
  ) =>
    h.app.inject({
      method,
      url: tenantUrl(org, path),
      headers: auth(token),
      payload: body,
      query: query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const mark = (body: object, token = a.token, org: { tenantId: number } = a) => send(org, token, 'POST', '/poll-day/mark', body);
  const undo = (id: number, token = a.token, org: { tenantId: number } = a) => send(org, token, 'PUT', `/poll-day/undo/${id}`);
  const bulk = (body: object, token = a.token) => send(a, token, 'POST', '/poll-day/bulk-mark', body);
  const get = (path: string, query: Record<string, string | number>, org: Org = a) => send(org, org.token, 'GET', path, undefined, query);
  const load = (tenantId: number) =>
    h.database.rows<Voter>(
      sql`select v.id, v.partno, vs.slnoinpart, v.epic_no from voters v ${slotJoin()}
           where v.tenant_id = ${tenantId} and v.deleted_at is null order by v.partno, vs.slnoinpart`,
    );
  const inPart = (voters: Voter[], partno: number, slno: number) => voters.find((v) => v.partno === partno && v.slnoinpart === slno)!;
  const liveMarks = async (tenantId: number, voterId: number) =>
    (
      await h.database.rows<{ n: number }>(
        sql`select count(*)::int as n from vote_marks where tenant_id = ${tenantId} and voter_id = ${voterId} and poll_date = ${today()} and deleted_at is null`,
      )
    )[0].n;
  const audited = async (tenantId: number) =>
    (await h.database.rows<{ n: number }>(sql`select count(*)::int as n from audit_log where tenant_id = ${tenantId} and entity = 'vote_marks'`))[0].n;
  const allMarks = async () => (await h.database.rows<{ n: number }>(sql`select count(*)::int as n from vote_marks`))[0].n;

  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
    await importRoll(h, a, { acno: 38, parts: 3, perPart: 40, seed: 31 });
    // B's roll is of another constituency: its parts are ones A does not have
    await importRoll(h, b, { acno: 39, parts: 2, perPart: 20, seed: 32 });
    [votersA, votersB] = [await load(a.tenantId), await load(b.tenantId)];
    agents = [];
    for (let i = 0; i < 5; i++) agents.push((await login(h, (await makeStaff(h, a.tenantId, ['Poll Day'])).email)).token);
  });

  it('marks a vote by serial, answers the first mark when marked again, and shows it on the screen', async () => {
    const v = inPart(votersA, 1, 3);
    const first = await mark({ acno: 38, partno: 1, slnoinpart: 3 }, agents[0]);
    expect(first.statusCode).toBe(200);
    const answer = first.json() as MarkResponse;
    expect(answer).toMatchObject({ key: 'pollDay.marked', msg: 'Marked as voted: serial 3.', state: 'marked' });
    expect(answer.mark).toMatchObject({ voter_id: v.id, acno: 38, partno: 1, slnoinpart: 3, poll_date: today(), undone_at: null, marker: 'Staff' });
    expect(answer.mark.marked_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const again = (await mark({ voter_id: v.id })).json() as MarkResponse;
    expect(again).toMatchObject({ state: 'already', key: 'pollDay.alreadyMarked', mark: { id: answer.mark.id } });
    expect(await liveMarks(a.tenantId, v.id)).toBe(1);

    const looked = (await get('/poll-day/voter', { acno: 38, partno: 1, slnoinpart: 3 })).json() as PollVoterResponse;
    expect(looked.voter).toMatchObject({ id: v.id, slnoinpart: 3, epic_no: v.epic_no });
    expect(looked.voter!.name).toBeTruthy();
    expect(looked.mark?.id).toBe(answer.mark.id);
    const recent = (await get('/poll-day/marks', { acno: 38, partno: 1 })).json() as MarksResponse;
    expect(recent.marks[0]).toMatchObject({ id: answer.mark.id, slnoinpart: 3 });

    const trail = await h.database.rows<{ action: string; user_id: number; changed: Record<string, unknown> }>(
      sql`select action, user_id, changed from audit_log where tenant_id = ${a.tenantId} and entity = 'vote_marks' and entity_id = ${String(answer.mark.id)}`,
    );
    expect(trail).toEqual([
      expect.objectContaining({ action: 'create', changed: expect.objectContaining({ voter_id: v.id, poll_date: today(), slnoinpart: 3 }) }),
    ]);
  });

  it('keeps exactly one live mark when many agents mark the same voter at once, and answers every one of them', async () => {
    const v = inPart(votersA, 2, 7);
    const auditBefore = await audited(a.tenantId);
    const calls = Array.from({ length: 24 }, (_, i) =>
      mark(i % 2 ? { voter_id: v.id } : { acno: 38, partno: 2, slnoinpart: 7 }, i % 6 === 5 ? a.token : agents[i % 5]),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const bodies = answers.map((r) => r.json() as MarkResponse);
    expect(bodies.filter((x) => x.state === 'marked')).toHaveLength(1);
    expect(bodies.filter((x) => x.state === 'already')).toHaveLength(23);
    expect(new Set(bodies.map((x) => x.mark.id)).size).toBe(1);
    expect(await liveMarks(a.tenantId, v.id)).toBe(1);
    expect(await audited(a.tenantId)).toBe(auditBefore + 1);
  });

  it('marks different voters of one part at once without losing any', async () => {
    const serials = [11, 12, 13, 14, 15, 16, 17, 18];
    const answers = await Promise.all(serials.map((s, i) => mark({ acno: 38, partno: 3, slnoinpart: s }, agents[i % 5])));
    expect(answers.map((r) => (r.json() as MarkResponse).state)).toEqual(serials.map(() => 'marked'));
    for (const s of serials) expect(await liveMarks(a.tenantId, inPart(votersA, 3, s).id)).toBe(1);
  });

  it('undoes a mark (kept, with its time), answers an undo again alike, and a later mark is a new one', async () => {
    const v = inPart(votersA, 1, 5);
    const made = (await mark({ voter_id: v.id })).json() as MarkResponse;
    const undone = await undo(made.mark.id, agents[1]);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ state: 'undone', key: 'pollDay.undone', msg: 'Mark undone: serial 5.', mark: { id: made.mark.id } });
    expect((undone.json() as UndoResponse).mark.undone_at).toMatch(/Z$/);
    expect((await undo(made.mark.id)).json()).toMatchObject({ state: 'already', key: 'pollDay.alreadyUndone' });
    expect(await liveMarks(a.tenantId, v.id)).toBe(0);
    expect(((await get('/poll-day/voter', { acno: 38, partno: 1, slnoinpart: 5 })).json() as PollVoterResponse).mark).toBeNull();
    const recent = (await get('/poll-day/marks', { acno: 38, partno: 1 })).json() as MarksResponse;
    expect(recent.marks.map((m) => m.id)).not.toContain(made.mark.id);

    const again = (await mark({ acno: 38, partno: 1, slnoinpart: 5 })).json() as MarkResponse;
    expect(again.state).toBe('marked');
    expect(again.mark.id).not.toBe(made.mark.id);
    const trail = await h.database.rows<{ action: string }>(
      sql`select action from audit_log where tenant_id = ${a.tenantId} and entity = 'vote_marks' and entity_id = ${String(made.mark.id)} order by id`,
    );
    expect(trail.map((t) => t.action)).toEqual(['create', 'delete']);
  });

  it('marks a list and answers each entry: marked, already, listed twice, not on the roll, not a serial or EPIC', async () => {
    const epicVoter = inPart(votersA, 1, 22);
    const otherPart = inPart(votersA, 2, 30);
    const res = await bulk({
      acno: 38,
      partno: 1,
      entries: ['20', '21', '20', '3', '9999', 'no way!', epicVoter.epic_no!.toLowerCase(), 'ZZZ9999999', otherPart.epic_no!, votersB[0].epic_no!],
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as BulkMarkResponse;
    expect(answer.results.map((r) => [r.entry, r.kind, r.state])).toEqual([
      ['20', 'serial', 'marked'],
      ['21', 'serial', 'marked'],
      ['20', 'serial', 'duplicate'],
      ['3', 'serial', 'already'],
      ['9999', 'serial', 'notOnRoll'],
      ['no way!', 'invalid', 'invalid'],
      [epicVoter.epic_no!.toLowerCase(), 'epic', 'marked'],
      ['ZZZ9999999', 'epic', 'notOnRoll'],
      [otherPart.epic_no!, 'epic', 'marked'],
      // another organisation's elector is not on this roll
      [votersB[0].epic_no!, 'epic', 'notOnRoll'],
    ]);
    expect(answer.counts).toEqual({ marked: 4, already: 1, failed: 4 });
    expect(answer).toMatchObject({ key: 'pollDay.bulkDone', values: { marked: 4, already: 1, failed: 4 } });
    expect(answer.results[0].voter).toMatchObject({ id: inPart(votersA, 1, 20).id, partno: 1, slnoinpart: 20 });
    expect(answer.results[8].voter).toMatchObject({ partno: 2, slnoinpart: 30 });
    for (const v of [inPart(votersA, 1, 20), inPart(votersA, 1, 21), epicVoter, otherPart]) expect(await liveMarks(a.tenantId, v.id)).toBe(1);
    expect(await liveMarks(b.tenantId, votersB[0].id)).toBe(0);
  });

  it('never finds, marks or lists an elector removed from the roll', async () => {
    const gone = inPart(votersA, 2, 35);
    const marked = inPart(votersA, 2, 36);
    await mark({ voter_id: marked.id });
    const turnoutBefore = (await get('/poll-day/turnout', { acno: 38, partno: 2 })).json() as TurnoutResponse;
    // removed as the importer removes them: the row gets deleted_at, its slot leaves the roll
    const removed = async (yes: boolean) => {
      await h.database.rows(
        sql`update voters set deleted_at = ${yes ? sql`now()` : null} where tenant_id = ${a.tenantId} and id in (${gone.id}, ${marked.id})`,
      );
      await h.database.rows(
        sql`update voter_slots set on_roll = ${yes ? null : true} where tenant_id = ${a.tenantId} and voter_id in (${gone.id}, ${marked.id})`,
      );
    };
    await removed(true);
    try {
      expect(((await get('/poll-day/voter', { acno: 38, partno: 2, slnoinpart: 35 })).json() as PollVoterResponse).voter).toBeNull();
      expect((await mark({ voter_id: gone.id })).statusCode).toBe(404);
      expect((await mark({ acno: 38, partno: 2, slnoinpart: 35 })).statusCode).toBe(404);
      expect(((await bulk({ acno: 38, partno: 2, entries: ['35', gone.epic_no!] })).json() as BulkMarkResponse).results.map((r) => r.state)).toEqual([
        'notOnRoll',
        'notOnRoll',
      ]);
      expect(await liveMarks(a.tenantId, gone.id)).toBe(0);
      const recent = (await get('/poll-day/marks', { acno: 38, partno: 2 })).json() as MarksResponse;
      expect(recent.marks.map((m) => m.voter_id)).not.toContain(marked.id);
      // the part asked about is counted live (the constituency's other parts may be a few seconds old)
      const turnout = (await get('/poll-day/turnout', { acno: 38, partno: 2 })).json() as TurnoutResponse;
      const part2 = (t: TurnoutResponse) => t.parts.find((p) => p.partno === 2)!;
      expect(part2(turnout).voted).toBe(part2(turnoutBefore).voted - 1);
    } finally {
      await removed(false);
    }
  });

  it('counts the turnout by part and by hour in Asia/Kolkata, a mark of this server counted at once', async () => {
    await mark({ acno: 38, partno: 1, slnoinpart: 39 });
    const turnout = (await get('/poll-day/turnout', { acno: 38 })).json() as TurnoutResponse;
    const marks = await h.database.rows<{ partno: number; n: number }>(
      sql`select partno, count(*)::int as n from vote_marks where tenant_id = ${a.tenantId} and poll_date = ${today()} and deleted_at is null group by partno order by partno`,
    );
    expect(turnout.parts.map((p) => [p.partno, p.electors, p.voted])).toEqual([1, 2, 3].map((p) => [p, 40, marks.find((m) => m.partno === p)?.n ?? 0]));
    expect(turnout).toMatchObject({ poll_date: today(), acno: 38, electors: 120, voted: marks.reduce((n, m) => n + m.n, 0) });
    const hour = moment.tz('Asia/Kolkata').hour();
    // the marks were all made within this test run: this hour (or the one before, across the hour)
    expect(turnout.hours.every((x) => x.hour === hour || x.hour === (hour + 23) % 24)).toBe(true);
    expect(turnout.hours.reduce((n, x) => n + x.voted, 0)).toBe(turnout.voted);
    const part3 = (await get('/poll-day/turnout', { acno: 38, partno: 3 })).json() as TurnoutResponse;
    expect(part3.hours.reduce((n, x) => n + x.voted, 0)).toBe(marks.find((m) => m.partno === 3)!.n);

    // another day has its own marks: none yet
    const other = (await get('/poll-day/turnout', { acno: 38, poll_date: '2024-11-20' })).json() as TurnoutResponse;
    expect(other).toMatchObject({ poll_date: '2024-11-20', voted: 0, hours: [] });
  });

  it('counts a constituency at most once in a while for the many screens, the part asked about always live', async () => {
    let clock = 1_000_000;
    const reader = turnoutReader(h.database, () => clock);
    const first = await reader.read(a.tenantId, 38, today(), 1);
    const v = inPart(votersA, 3, 25);
    // a mark made through another server: this one's copy of the constituency does not know it yet
    await h.database.rows(sql`
      insert into vote_marks (tenant_id, poll_date, voter_id, acno, partno, slnoinpart)
      values (${a.tenantId}, ${today()}, ${v.id}, 38, 3, 25)`);
    const part3 = (t: TurnoutResponse) => t.parts.find((p) => p.partno === 3)!.voted;
    expect(part3(await reader.read(a.tenantId, 38, today(), 1))).toBe(part3(first));
    // the part asked about is counted on every call
    expect(part3(await reader.read(a.tenantId, 38, today(), 3))).toBe(part3(first) + 1);
    clock += CONSTITUENCY_MS;
    const later = await reader.read(a.tenantId, 38, today(), 1);
    expect(part3(later)).toBe(part3(first) + 1);
    expect(later.voted).toBe(first.voted + 1);
    // this server's own marks drop its copy at once
    await h.database.rows(sql`update vote_marks set deleted_at = now() where tenant_id = ${a.tenantId} and voter_id = ${v.id} and deleted_at is null`);
    reader.forget(a.tenantId);
    expect((await reader.read(a.tenantId, 38, today(), 1)).voted).toBe(first.voted);
  });

  it('lists supporters not yet voted with a number to call, leaving out those who withdrew consent or asked not to be contacted', async () => {
    const part = votersA.filter((v) => v.partno === 3 && v.slnoinpart >= 30);
    const [yes1, yes2, withdrawn, dnc, voted, no, given] = part;
    const info = async (v: Voter, values: { align: string; phone?: string | null; consent?: string | null; dnc?: boolean }) =>
      h.database.rows(sql`
        insert into voter_info (tenant_id, voter_id, align_with_party, phone_no, consent, do_not_contact)
        values (${a.tenantId}, ${v.id}, ${values.align}, ${values.phone ?? null}, ${values.consent ?? null}, ${values.dnc ?? false})`);
    await info(yes1, { align: 'yes', phone: '+919822000001' });
    await info(yes2, { align: 'yes' });
    await info(withdrawn, { align: 'yes', phone: '+919822000003', consent: 'withdrawn' });
    await info(dnc, { align: 'yes', phone: '+919822000004', dnc: true });
    await info(voted, { align: 'yes', phone: '+919822000005' });
    await info(no, { align: 'no', phone: '+919822000006' });
    await info(given, { align: 'yes', phone: '+919822000007', consent: 'given' });
    await h.database.rows(sql`update voters set mobile = '9822000002' where tenant_id = ${a.tenantId} and id = ${yes2.id}`);
    await mark({ voter_id: voted.id });

    const list = (await get('/poll-day/supporters', { acno: 38, partno: 3 })).json() as SupportersResponse;
    expect(list.supporters.map((s) => [s.voter_id, s.phone])).toEqual([
      [yes1.id, '+919822000001'],
      [yes2.id, '9822000002'],
      [given.id, '+919822000007'],
    ]);
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 10, poll_date: today() });
    expect(list.supporters[0]).toMatchObject({ acno: 38, partno: 3, slnoinpart: yes1.slnoinpart });

    // marked: off the list; undone: back on it
    const m = (await mark({ voter_id: yes1.id })).json() as MarkResponse;
    const after = (await get('/poll-day/supporters', { acno: 38, partno: 3, pageSize: 2 })).json() as SupportersResponse;
    expect(after.supporters.map((s) => s.voter_id)).toEqual([yes2.id, given.id]);
    expect(after.total).toBe(2);
    await undo(m.mark.id);
    const page2 = (await get('/poll-day/supporters', { acno: 38, partno: 3, pageSize: 2, page: 2 })).json() as SupportersResponse;
    expect(page2).toMatchObject({ total: 3, page: 2 });
    expect(page2.supporters.map((s) => s.voter_id)).toEqual([given.id]);
    expect((await get('/poll-day/supporters', { acno: 38, partno: 3, page: 9 })).json()).toMatchObject({ supporters: [], total: 3 });
    // B sees none of A's supporters
    expect((await get('/poll-day/supporters', { acno: 38 }, b)).json()).toMatchObject({ supporters: [], total: 0 });
  });

  it('needs the Poll Day module', async () => {
    const without = (await login(h, (await makeStaff(h, a.tenantId, ['Dashboard', 'Office'])).email)).token;
    const before = await allMarks();
    expect((await mark({ acno: 38, partno: 1, slnoinpart: 30 }, without)).statusCode).toBe(403);
    expect((await send(a, without, 'GET', '/poll-day/turnout', undefined, { acno: 38 })).statusCode).toBe(403);
    expect((await send(a, without, 'GET', '/poll-day/supporters', undefined, { acno: 38 })).statusCode).toBe(403);
    expect(await allMarks()).toBe(before);
    expect((await send(a, agents[2], 'GET', '/poll-day/turnout', undefined, { acno: 38 })).statusCode).toBe(200);
  });

  it("refuses another organisation's voters, parts and marks, and changes nothing of theirs", async () => {
    const bMark = (await mark({ voter_id: votersB[1].id }, b.token, b)).json() as MarkResponse;
    const before = { marks: await allMarks(), auditA: await audited(a.tenantId), auditB: await audited(b.tenantId) };
    // B's voter by id, B's part (constituency 39) by slot, B's mark by id: unknown to A
    expect((await mark({ voter_id: votersB[0].id })).statusCode).toBe(404);
    expect((await mark({ acno: 39, partno: 1, slnoinpart: 1 })).statusCode).toBe(404);
    expect((await undo(bMark.mark.id)).statusCode).toBe(404);
    expect(((await bulk({ acno: 39, partno: 1, entries: ['1', '2', votersB[2].epic_no!] })).json() as BulkMarkResponse).counts).toEqual({
      marked: 0,
      already: 0,
      failed: 3,
    });
    expect(((await get('/poll-day/voter', { acno: 39, partno: 1, slnoinpart: 2 })).json() as PollVoterResponse).voter).toBeNull();
    expect(((await get('/poll-day/marks', { acno: 39, partno: 1 })).json() as MarksResponse).marks).toEqual([]);
    expect((await get('/poll-day/turnout', { acno: 39 })).json()).toMatchObject({ electors: 0, voted: 0, parts: [], hours: [] });
    // A's admin on B's paths
    expect((await send(b, a.token, 'POST', '/poll-day/mark', { voter_id: votersB[0].id })).statusCode).toBe(403);
    expect((await send(b, a.token, 'PUT', `/poll-day/undo/${bMark.mark.id}`)).statusCode).toBe(403);
    expect(await allMarks()).toBe(before.marks);
    expect(await audited(a.tenantId)).toBe(before.auditA);
    expect(await audited(b.tenantId)).toBe(before.auditB);
    expect(await liveMarks(b.tenantId, votersB[1].id)).toBe(1);
    // B's own turnout counts its mark
    expect((await get('/poll-day/turnout', { acno: 39 }, b)).json()).toMatchObject({ electors: 40, voted: 1 });
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const before = { marks: await allMarks(), audit: await audited(a.tenantId) };
    const tomorrow = moment.tz('Asia/Kolkata').add(1, 'day').format('YYYY-MM-DD');
    const cases: Array<[string, () => ReturnType<typeof mark>, Array<[string, string]>]> = [
      [
        'nothing',
        () => mark({}),
        [
          ['acno', 'validation.acno'],
          ['partno', 'validation.partno'],
          ['slnoinpart', 'pollDay.serialRequired'],
        ],
      ],
      ['a serial in words', () => mark({ acno: 38, partno: 1, slnoinpart: 'twelve' }), [['slnoinpart', 'pollDay.serialInvalid']]],
      ['a serial of 0', () => mark({ acno: 38, partno: 1, slnoinpart: 0 }), [['slnoinpart', 'pollDay.serialInvalid']]],
      ['a bad part', () => mark({ acno: 38, partno: 'x', slnoinpart: 4 }), [['partno', 'validation.partno']]],
      ['a bad voter id', () => mark({ voter_id: -4 }), [['voter_id', 'pollDay.voterInvalid']]],
      ['a day that is not one', () => mark({ voter_id: votersA[0].id, poll_date: '2026-02-30' }), [['poll_date', 'validation.date']]],
      ['a day to come', () => mark({ voter_id: votersA[0].id, poll_date: tomorrow }), [['poll_date', 'pollDay.futureDate']]],
      ['no entries', () => bulk({ acno: 38, partno: 1, entries: [] }), [['entries', 'pollDay.entriesRequired']]],
      ['entries that are not a list', () => bulk({ acno: 38, partno: 1, entries: '12' }), [['entries', 'pollDay.entriesRequired']]],
      ['serials without a part', () => bulk({ acno: 38, entries: ['4', 'ABC1234567'] }), [['partno', 'pollDay.partForSerials']]],
      ['an entry too long', () => bulk({ acno: 38, partno: 1, entries: ['x'.repeat(40)] }), [['entries', 'pollDay.entryTooLong']]],
      [
        'too many entries',
        () => bulk({ acno: 38, partno: 1, entries: Array.from({ length: 2001 }, (_, i) => String(i + 1)) }),
        [['entries', 'pollDay.tooManyEntries']],
      ],
      ['no constituency', () => bulk({ partno: 1, entries: ['4'] }), [['acno', 'validation.acno']]],
      ['a bad mark id', () => send(a, a.token, 'PUT', '/poll-day/undo/abc'), [['id', 'validation.integer']]],
      ['a look-up without a serial', () => get('/poll-day/voter', { acno: 38, partno: 1 }), [['slnoinpart', 'pollDay.serialRequired']]],
      ['marks without a part', () => get('/poll-day/marks', { acno: 38 }), [['partno', 'validation.partno']]],
      ['a turnout of a bad day', () => get('/poll-day/turnout', { acno: 38, poll_date: '20-11-2024' }), [['poll_date', 'validation.date']]],
      [
        'supporters of no constituency',
        () => get('/poll-day/supporters', { page: 0 }),
        [
          ['acno', 'validation.acno'],
          ['page', 'validation.page'],
        ],
      ],
    ];
    const wrong: string[] = [];
    for (const [what, call, expected] of cases) {
      const res = await call();
      const errors = (res.json().errors ?? []) as Array<{ code: string; key: string }>;
      const got = errors.map((e) => [e.code, e.key]);
      if (res.statusCode !== 400 || JSON.stringify(got) !== JSON.stringify(expected)) wrong.push(`${what}: ${res.statusCode} ${JSON.stringify(got)}`);
    }
    expect(wrong).toEqual([]);
    expect(await allMarks()).toBe(before.marks);
    expect(await audited(a.tenantId)).toBe(before.audit);
  });

  it('marks for a past poll day when one is named, apart from today', async () => {
    const v = inPart(votersA, 1, 38);
    const past = (await mark({ voter_id: v.id, poll_date: '2024-11-20' })).json() as MarkResponse;
    expect(past).toMatchObject({ state: 'marked', mark: { poll_date: '2024-11-20' } });
    expect((await mark({ voter_id: v.id })).json()).toMatchObject({ state: 'marked', mark: { poll_date: today() } });
    expect((await get('/poll-day/turnout', { acno: 38, poll_date: '2024-11-20' })).json()).toMatchObject({ voted: 1 });
  });
});
