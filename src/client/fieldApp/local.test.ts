// The phone's database in a real IndexedDB (fake-indexeddb, in memory): a change is queued and
// shown at once, the server's rows do not undo what still waits, and the server's answers take
// changes off the queue (a refused one is kept with its reason and the screen shows the server's
// value again).
import 'fake-indexeddb/auto';
import { FIELD_VOTER_COLUMNS, type FieldSurvey, type FieldVotersResponse } from '../../shared/api/field';
import { DEFAULT_CONTACT } from '../../shared/contactHours';
import { absorb, absorbSurveys, allVoters, answersKey, metaOf, openLocal, queued, record, refusedChanges, settle, wipe, type LocalDb } from './local';

const who = { user_id: 7, tenant_id: 3 };
let n = 0;
const row = (id: number, serial: number, over: Partial<Record<(typeof FIELD_VOTER_COLUMNS)[number], unknown>> = {}) =>
  FIELD_VOTER_COLUMNS.map((c) => (c === 'id' ? id : c === 'acno' ? 38 : c === 'partno' ? 1 : c === 'slnoinpart' ? serial : (over[c] ?? null)));

function answer(voters: unknown[][], extra: Partial<FieldVotersResponse> = {}): FieldVotersResponse {
  return {
    cursor: String(++n),
    reset: false,
    server_time: new Date().toISOString(),
    pages: [],
    sections: [],
    columns: FIELD_VOTER_COLUMNS,
    voters: voters as FieldVotersResponse['voters'],
    removed: [],
    overridden: [],
    survey_answers: [],
    contact: { ...DEFAULT_CONTACT, polls: [] },
    offline_days: 7,
    ...extra,
  };
}
const change = (id: string, voter_id: number, kind: 'visit' | 'details' | 'slip', fields: Record<string, unknown>) => ({
  id,
  voter_id,
  kind,
  fields,
  made_at: '2026-11-27T10:00:00.000Z',
});

let db: LocalDb;
beforeEach(async () => {
  db = await openLocal(`test-${++n}`);
  await absorb(db, answer([row(1, 1, { align_with_party: 'no' }), row(2, 2), row(3, 3)], { reset: true }), who);
});
afterEach(() => db.close());

describe('the phone database', () => {
  it('queues a change and shows it on the voter in one step, oldest first', async () => {
    await record(db, change('a', 1, 'visit', { outcome: 'met', slip_delivered: true, supporter_level: 2, note: 'x', phone: null }), 7);
    await record(db, change('b', 2, 'details', { align_with_party: 'yes' }), 7);
    expect((await queued(db)).map((c) => c.id)).toEqual(['a', 'b']);
    const [v1, v2] = await allVoters(db);
    expect(v1).toMatchObject({
      visit_outcome: 'met',
      slip_delivered: true,
      supporter_level: 2,
      visited_by: 7,
      pending: expect.arrayContaining(['visit_outcome']),
    });
    // the level given at the door is the record's stance at once, as the server will write it
    expect(v1).toMatchObject({ align_with_party: 'yes', pending: expect.arrayContaining(['align_with_party']), base: { align_with_party: 'no' } });
    expect(v2).toMatchObject({ align_with_party: 'yes', pending: ['align_with_party'] });
  });

  it('keeps the value still waiting when the server sends the voter again, and takes the rest', async () => {
    await record(db, change('a', 1, 'details', { align_with_party: 'yes' }), 7);
    await absorb(db, answer([row(1, 1, { align_with_party: 'no', religion: 'Hindu' })]), who);
    const [v1] = await allVoters(db);
    expect(v1).toMatchObject({ align_with_party: 'yes', religion: 'Hindu', base: { align_with_party: 'no' } });
  });

  it('takes applied and duplicate changes off the queue; a refused one is kept with its reason and undone on screen', async () => {
    await record(db, change('a', 1, 'details', { align_with_party: 'yes' }), 7);
    await record(db, change('b', 2, 'details', { religion: 'Jain' }), 7);
    await record(db, change('c', 3, 'details', { religion: 'Sikh' }), 7);
    await settle(db, [
      { id: 'a', state: 'refused', reason: 'field.notAssigned', msg: 'no longer yours' },
      { id: 'b', state: 'applied' },
      { id: 'c', state: 'duplicate', was: 'applied' },
    ]);
    expect(await queued(db)).toEqual([]);
    expect((await refusedChanges(db)).map((r) => [r.id, r.reason])).toEqual([['a', 'field.notAssigned']]);
    const [v1, v2] = await allVoters(db);
    expect(v1.align_with_party).toBe('no');
    expect(v1.pending).toBeUndefined();
    // an applied change's value stays until the server's row comes with the next changes call
    expect(v2.religion).toBe('Jain');
  });

  it('replaces everything on a reset, removes the voters taken off the worker and shows each override once', async () => {
    const o = { change_id: 'a', voter_id: 2, field: 'religion', by: 9, by_name: 'Ravi', at: '2026-11-27T10:00:00.000Z' };
    await absorb(db, answer([], { removed: [3], overridden: [o] }), who);
    await absorb(db, answer([], { overridden: [o] }), who);
    expect((await allVoters(db)).map((v) => v.id)).toEqual([1, 2]);
    expect((await metaOf(db))?.overridden).toHaveLength(1);
    await absorb(db, answer([row(5, 9)], { reset: true }), who);
    expect((await allVoters(db)).map((v) => v.id)).toEqual([5]);
  });

  it('keeps nothing after a wipe', async () => {
    await record(db, change('a', 1, 'slip', { slip_delivered: true }), 7);
    await wipe(db);
    expect(await allVoters(db)).toEqual([]);
    expect(await queued(db)).toEqual([]);
    expect(await metaOf(db)).toBeUndefined();
  });

  it('keeps the surveys of the last sync and the answers recorded here, through a later sync of the voters', async () => {
    const survey: FieldSurvey = {
      id: 5,
      survey_name: 'Ward needs',
      survey_description: 'Water',
      valid_from: '2026-11-26T00:00:00Z',
      valid_to: '2026-11-30T00:00:00Z',
      questions: [
        {
          id: 9,
          question: 'Water?',
          option1: 'Yes',
          option2: 'No',
          option3: 'Maybe',
          question_local: 'पाणी?',
          option1_local: 'हो',
          option2_local: 'नाही',
          option3_local: null,
          answer1: 2,
          answer2: -2,
          answer3: 0,
        },
      ],
      parts: [{ acno: 38, partno: 1 }],
    };
    await absorbSurveys(db, [survey]);
    const answers = [{ question_id: 9, option: 2 }];
    await record(db, { id: 's', voter_id: 2, kind: 'surveyAnswer', fields: { survey_id: 5, answers }, made_at: '2026-11-27T10:00:00.000Z' }, 7);
    expect((await queued(db)).map((c) => c.kind)).toEqual(['surveyAnswer']);
    await absorb(db, answer([row(2, 2)]), who);
    const meta = await metaOf(db);
    expect(meta?.surveys).toEqual([survey]);
    expect(meta?.survey_answers?.[answersKey(2, 5)]).toEqual(answers);
    // a survey closed or moved off the worker's parts is gone at the next sync
    await absorbSurveys(db, []);
    expect((await metaOf(db))?.surveys).toEqual([]);
    // another user on this phone starts from nothing
    await absorb(db, answer([], { reset: true }), { user_id: 8, tenant_id: 3 });
    expect(await metaOf(db)).toMatchObject({ surveys: undefined, survey_answers: {} });
  });

  it("shows the server's answers given elsewhere, never over an answer still waiting here, and the server's again when that one is refused", async () => {
    const key = answersKey(2, 5);
    const meta = async () => (await metaOf(db))!;
    // given in the console and on another phone: the download brings them
    await absorb(
      db,
      answer([], {
        reset: true,
        survey_answers: [
          [2, 5, [[9, 1]]],
          [3, 5, [[9, 3]]],
        ],
      }),
      who,
    );
    expect((await meta()).survey_answers).toEqual({ [key]: [{ question_id: 9, option: 1 }], [answersKey(3, 5)]: [{ question_id: 9, option: 3 }] });
    // answered again here: the phone's answer stays on screen while it waits, whatever the server sends
    const mine = [{ question_id: 9, option: 2 }];
    await record(db, { id: 's1', voter_id: 2, kind: 'surveyAnswer', fields: { survey_id: 5, answers: mine }, made_at: '2026-11-27T10:00:00.000Z' }, 7);
    await absorb(db, answer([], { survey_answers: [[2, 5, [[9, 3]]]] }), who);
    expect((await meta()).survey_answers?.[key]).toEqual(mine);
    await absorb(db, answer([], { reset: true, survey_answers: [[2, 5, [[9, 3]]]] }), who);
    expect((await meta()).survey_answers).toEqual({ [key]: mine });
    // refused: the server's answers shown again, the latest it sent
    await settle(db, [{ id: 's1', state: 'refused', reason: 'field.surveyClosed' }]);
    expect((await meta()).survey_answers?.[key]).toEqual([{ question_id: 9, option: 3 }]);
    // applied: the phone's answer stays until the server sends it back
    await record(db, { id: 's2', voter_id: 2, kind: 'surveyAnswer', fields: { survey_id: 5, answers: mine }, made_at: '2026-11-27T10:05:00.000Z' }, 7);
    await settle(db, [{ id: 's2', state: 'applied' }]);
    expect(await meta()).toMatchObject({ survey_answers: { [key]: mine }, survey_base: {} });
    // erased, or the voter taken off the phone: gone
    await absorb(db, answer([], { survey_answers: [[2, 5, []]], removed: [3] }), who);
    expect((await meta()).survey_answers).toEqual({});
    // the answers of a survey no longer offered go with it, but for one still waiting
    await absorb(
      db,
      answer([], {
        survey_answers: [
          [1, 5, [[9, 1]]],
          [1, 6, [[10, 2]]],
        ],
      }),
      who,
    );
    await record(db, { id: 's3', voter_id: 2, kind: 'surveyAnswer', fields: { survey_id: 6, answers: mine }, made_at: '2026-11-27T10:10:00.000Z' }, 7);
    await absorbSurveys(db, []);
    expect((await meta()).survey_answers).toEqual({ [answersKey(2, 6)]: mine });
  });
});
