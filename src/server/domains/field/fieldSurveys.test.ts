// The surveys a phone offers, on every database kind: open ones of an area holding the polling
// station of a part the worker is assigned, with their questions in order and the console's
// weightages; closed ones, other areas', other organisations' and those of a worker without
// assignments are left out. An answer synced for a listed survey counts in the console's results.
import { sql } from 'drizzle-orm';
import { insertRow } from '../../db/audit';
import { areas, events, surveyQuestions, surveys, votingCentres } from '../../db/schema';
import { dbKinds, useHarness, type Harness } from '../../test/harness';
import type { FieldSurveysResponse } from '../../../shared/api/field';
import type { SurveyResults } from '../../../shared/api/surveys';
import type { Position } from '../../../shared/geo';
import { caller, change, orgWithRoll, partVoters, synced, voters, worker, type Org, type Worker } from './fixtures';

jest.setTimeout(120_000);

/** A closed square ring of side 0.01° around a position. */
const around = ([lng, lat]: Position): Position[] => [
  [lng - 0.005, lat - 0.005],
  [lng + 0.005, lat - 0.005],
  [lng + 0.005, lat + 0.005],
  [lng - 0.005, lat + 0.005],
  [lng - 0.005, lat - 0.005],
];
const STATION_1: Position = [77.755, 20.935];
const STATION_2: Position = [77.9, 21.1];
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

describe.each(dbKinds())('the surveys on a phone on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  let alice: Worker, idle: Worker, other: Worker;
  let page: number[];
  const call = caller(() => h);
  let open: { id: number; questions: number[] }, theirs: { id: number; questions: number[] };
  const ids: Record<string, number> = {};

  /** Puts the polling station of a part at a position (the roll's import may not have made its row). */
  async function station(org: Org, partno: number, at: Position) {
    const location = { type: 'Point' as const, coordinates: at };
    const done = await h.database.rows(
      sql`update voting_centres set voting_center_location = ${JSON.stringify(location)}::jsonb
           where tenant_id = ${org.tenantId} and acno = 38 and partno = ${partno} returning id`,
    );
    if (!done.length)
      await insertRow(h.database.db, { tenantId: org.tenantId, userId: org.adminId }, votingCentres, {
        acno: 38,
        partno,
        center_id: partno,
        vcenter: `School ${partno}`,
        voting_center_location: location,
      });
  }

  async function area(org: Org, at: Position) {
    const actor = { tenantId: org.tenantId, userId: org.adminId };
    return Number(
      (await insertRow<{ id: number }>(h.database.db, actor, areas, { name: `Ward ${at.join()}`, area: { type: 'Polygon', coordinates: [around(at)] } })).id,
    );
  }

  /** A survey of an area, open `from`..`to` days from now, with its questions in the order given. */
  async function survey(org: Org, areaId: number, from: number, to: number, name: string) {
    const actor = { tenantId: org.tenantId, userId: org.adminId };
    const event = await insertRow<{ id: number }>(h.database.db, actor, events, {
      event_name: 'Sabha',
      event_start: day(0),
      event_end: day(1),
      area_id: areaId,
    });
    const q = async (question: string, weights: [number, number, number]) =>
      Number(
        (
          await insertRow<{ id: number }>(h.database.db, actor, surveyQuestions, {
            question,
            option1: 'Yes',
            option2: 'No',
            option3: 'Maybe',
            answer1: weights[0],
            answer2: weights[1],
            answer3: weights[2],
          })
        ).id,
      );
    const first = await q(`${name}: water?`, [4, -4, 0]);
    const second = await q(`${name}: roads?`, [2, -1, 1]);
    // the survey asks the later question first: its order, not the ids', is kept
    const questions = [second, first];
    const s = await insertRow<{ id: number }>(h.database.db, actor, surveys, {
      survey_name: name,
      survey_description: `About ${name}`,
      location: { type: 'Point', coordinates: STATION_1 },
      area_id: areaId,
      event_id: event.id,
      valid_from: day(from),
      valid_to: day(to),
      questions,
    });
    return { id: Number(s.id), questions };
  }

  const listed = async (w: Worker) => {
    const res = await call(w, 'GET', '/field/surveys');
    expect(res.statusCode).toBe(200);
    return res.json<FieldSurveysResponse>();
  };

  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await orgWithRoll(h), await orgWithRoll(h, 1, 20, 33)];
    [alice, idle, other] = [await worker(h, a), await worker(h, a), await worker(h, b)];
    page = (await partVoters(h, a.tenantId, 1)).map((v) => Number(v.id)).slice(0, 30);
    expect((await call(a, 'POST', '/field/assignments/add', { user_id: alice.id, acno: 38, partno: 1, from: 1, to: 30 })).statusCode).toBe(201);
    expect((await call(b, 'POST', '/field/assignments/add', { user_id: other.id, acno: 38, partno: 1 })).statusCode).toBe(201);
    await station(a, 1, STATION_1);
    await station(a, 2, STATION_2);
    await station(b, 1, STATION_1);
    const ward = await area(a, STATION_1);
    const far = await area(a, STATION_2);
    open = await survey(a, ward, -1, 1, 'Open');
    ids.closed = (await survey(a, ward, -3, -2, 'Closed')).id;
    ids.later = (await survey(a, ward, 1, 2, 'Later')).id;
    ids.far = (await survey(a, far, -1, 1, 'Far')).id;
    ids.deleted = (await survey(a, ward, -1, 1, 'Deleted')).id;
    await h.database.rows(sql`update surveys set deleted_at = now() where tenant_id = ${a.tenantId} and id = ${ids.deleted}`);
    theirs = await survey(b, await area(b, STATION_1), -1, 1, 'Theirs');
  });

  it("lists the open survey of the area holding the worker's polling station, its questions in order with their weightages", async () => {
    const res = await listed(alice);
    expect(Date.parse(res.server_time)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.surveys.map((s) => s.id)).toEqual([open.id]);
    const [s] = res.surveys;
    expect(s).toMatchObject({ survey_name: 'Open', survey_description: 'About Open', parts: [{ acno: 38, partno: 1 }] });
    expect(Date.parse(s.valid_from)).toBeLessThan(Date.now());
    expect(Date.parse(s.valid_to)).toBeGreaterThan(Date.now());
    // no Devanagari wording given by the office
    const unworded = { question_local: null, option1_local: null, option2_local: null, option3_local: null };
    expect(s.questions).toEqual([
      { id: open.questions[0], question: 'Open: roads?', option1: 'Yes', option2: 'No', option3: 'Maybe', ...unworded, answer1: 2, answer2: -1, answer3: 1 },
      { id: open.questions[1], question: 'Open: water?', option1: 'Yes', option2: 'No', option3: 'Maybe', ...unworded, answer1: 4, answer2: -4, answer3: 0 },
    ]);
    for (const left of Object.values(ids)) expect(res.surveys.some((x) => x.id === left)).toBe(false);
  });

  it("gives another organisation's worker their own survey only, and a worker without assignments none", async () => {
    expect((await listed(other)).surveys.map((s) => s.id)).toEqual([theirs.id]);
    expect((await listed(idle)).surveys).toEqual([]);
  });

  it("names the worker's parts in each survey's area, and drops a survey once the assignment of its part has ended", async () => {
    const bina = await worker(h, a);
    const added = await call(a, 'POST', '/field/assignments/add', { user_id: bina.id, acno: 38, partno: 1 });
    expect((await call(a, 'POST', '/field/assignments/add', { user_id: bina.id, acno: 38, partno: 2 })).statusCode).toBe(201);
    // both parts' stations: each survey names the part whose station its area holds
    expect((await listed(bina)).surveys.map((s) => [s.id, s.parts.map((p) => p.partno)])).toEqual([
      [open.id, [1]],
      [ids.far, [2]],
    ]);
    expect((await call(a, 'PUT', `/field/assignments/end/${added.json<{ assignment: { id: number } }>().assignment.id}`)).statusCode).toBe(200);
    expect((await listed(bina)).surveys.map((s) => s.id)).toEqual([ids.far]);
  });

  it("applies an answer to a listed survey, counted by the console's results", async () => {
    const [s] = (await listed(alice)).surveys;
    const answers = [
      { question_id: s.questions[0].id, option: 1 },
      { question_id: s.questions[1].id, option: 2 },
    ];
    expect((await synced(h, alice, [change(page[0], 'surveyAnswer', { survey_id: s.id, answers })]))[0]).toMatchObject({ state: 'applied' });
    const res = await call(a, 'GET', `/surveys/results/${s.id}`);
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: SurveyResults }>();
    expect(results.responses).toBe(1);
    const counts = Object.fromEntries(results.questions.map((q) => [q.id, q.options.map((o) => o.count)]));
    expect(counts).toEqual({ [s.questions[0].id]: [1, 0, 0], [s.questions[1].id]: [0, 1, 0] });
  });

  it("sends the phone its voters' answers to the surveys it offers, given anywhere: all on a download, then what changed", async () => {
    const [s] = (await listed(alice)).surveys;
    const [q1, q2] = s.questions.map((q) => q.id);
    const bina = await worker(h, a);
    expect((await call(a, 'POST', '/field/assignments/add', { user_id: bina.id, acno: 38, partno: 1, from: 1, to: 40 })).statusCode).toBe(201);
    const part2 = (await partVoters(h, a.tenantId, 2)).map((v) => Number(v.id));
    const inConsole = async (survey: number, voter: number, answers: Array<{ question_id: number; option: number }>) =>
      expect((await call(a, 'POST', '/survey-answers', { survey_id: survey, voter_id: voter, answers })).statusCode).toBe(201);
    const inOrder = (pairs: Array<[number, number]>) => [...pairs].sort((x, y) => x[0] - y[0]);
    const [farQuestion] = (await h.database.rows<{ q: number }>(sql`select (questions->>0)::bigint as q from surveys where id = ${ids.far}`)).map((r) =>
      Number(r.q),
    );
    // answered in the console; also a voter off alice's pages, and a survey of an area away from her station
    await inConsole(open.id, page[2], [
      { question_id: q2, option: 3 },
      { question_id: q1, option: 1 },
    ]);
    await inConsole(open.id, part2[0], [{ question_id: q1, option: 2 }]);
    await inConsole(ids.far, part2[1], [{ question_id: farQuestion, option: 1 }]);
    await inConsole(ids.far, page[4], [{ question_id: farQuestion, option: 1 }]);

    const held = await voters(h, alice);
    // the voter answered through the phone in the test before, and the one answered in the console
    expect(held.survey_answers).toEqual([
      [
        page[0],
        open.id,
        inOrder([
          [q1, 1],
          [q2, 2],
        ]),
      ],
      [
        page[2],
        open.id,
        inOrder([
          [q1, 1],
          [q2, 3],
        ]),
      ],
    ]);
    // nothing changed: nothing sent again
    const quiet = await voters(h, alice, held.cursor);
    expect(quiet.survey_answers).toEqual([]);
    // answered on a team-mate's phone, answered again in the console: both come, and only they
    await synced(h, bina, [change(page[3], 'surveyAnswer', { survey_id: open.id, answers: [{ question_id: q1, option: 3 }] })]);
    await inConsole(open.id, page[2], [{ question_id: q1, option: 2 }]);
    const next = await voters(h, alice, quiet.cursor);
    expect(next.survey_answers).toEqual([
      [page[2], open.id, [[q1, 2]]],
      [page[3], open.id, [[q1, 3]]],
    ]);
    // erased: an empty list, so the phone drops them
    expect((await call(a, 'PUT', `/voter-erase/${page[3]}`)).statusCode).toBe(200);
    const erased = await voters(h, alice, next.cursor);
    expect(erased.survey_answers).toEqual([[page[3], open.id, []]]);
    // a survey changed in the console (its window moved) may be new to the phone: its answers are all sent again
    await h.database.rows(
      sql`update surveys set valid_to = valid_to + interval '1 day', updated_at = now() where tenant_id = ${a.tenantId} and id = ${open.id}`,
    );
    const again = await voters(h, alice, erased.cursor);
    expect(again.survey_answers.map(([v]) => v)).toEqual([page[0], page[2]]);
    // voters newly on the worker's pages come with their answers to the surveys asked of their part only
    expect((await call(a, 'POST', '/field/assignments/add', { user_id: alice.id, acno: 38, partno: 2 })).statusCode).toBe(201);
    const widened = await voters(h, alice, again.cursor);
    expect(widened.survey_answers).toEqual([[part2[1], ids.far, [[farQuestion, 1]]]]);
    // another organisation's worker hears of none of them
    expect((await voters(h, other)).survey_answers).toEqual([]);
  });
});
