// Surveys beyond the generic CRUD tests (crud.test.ts runs those over categories, questions and
// surveys): the rules of the question and survey forms, what may not be deleted, and the answer
// side: a voter's answers recorded and replaced, refused when they do not fit the survey, the
// voter or the window, counted per question and part, and into the dashboard's opinion poll;
// another organisation's rows refused throughout.
import { and, asc, eq, sql } from 'drizzle-orm';
import { dbKinds, fieldOrganisation, importRoll, type Harness, tenantCaller, randomName, useHarness } from '../../test/harness';
import { voterSlots, voters } from '../../db/schema';
import type { OpinionPoll, SurveyResponse, SurveyResults } from '../../../shared/api/surveys';

type Org = Awaited<ReturnType<typeof fieldOrganisation>> & { eventId: number; voters: Array<{ id: number; partno: number }> };

const HOUR = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

describe.each(dbKinds())('surveys on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  const call = tenantCaller(() => h);

  async function organisation(seed: number): Promise<Org> {
    const o = await fieldOrganisation(h, ['Survey', 'Questions']);
    const event = await call(o, 'POST', '/events/add', {
      event_name: randomName('Rally'),
      event_start: '2026-12-05 11:30',
      event_end: '2026-12-05 14:00',
      area_id: o.areaId,
      location: { type: 'Point', coordinates: [77.76, 20.92] },
      voter_group_id: o.groupId,
      first_contact: o.adminId,
      candidate_id: o.adminId,
    });
    expect(event.statusCode).toBe(201);
    await importRoll(h, o, { acno: 38, parts: 2, perPart: 20, seed });
    const rows = await h.database.db
      .select({ id: voters.id, partno: voters.partno })
      .from(voters)
      .innerJoin(voterSlots, and(eq(voterSlots.tenant_id, voters.tenant_id), eq(voterSlots.voter_id, voters.id)))
      .where(eq(voters.tenant_id, o.tenantId))
      .orderBy(asc(voters.partno), asc(voterSlots.slnoinpart));
    return { ...o, eventId: event.json().event.id, voters: rows };
  }
  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await organisation(21), await organisation(22)];
  });

  const question = (org: Org, weights: [number, number, number], extra: object = {}) =>
    call(org, 'POST', '/survey-questions/add', {
      question: randomName('Is water reaching your lane?'),
      option1: 'Yes',
      option2: 'Some days',
      option3: 'No',
      answer1: weights[0],
      answer2: weights[1],
      answer3: weights[2],
      location: org.areaId,
      start_date: '2026-12-01 09:00',
      end_date: '2026-12-31 18:00',
      ...extra,
    });
  const surveyBody = (org: Org, questions: number[], extra: object = {}) => ({
    survey_name: randomName('Water survey'),
    area_id: org.areaId,
    event_id: org.eventId,
    valid_from: iso(-24 * HOUR),
    valid_to: iso(24 * HOUR),
    location: { type: 'Point', coordinates: [77.76, 20.92] },
    location_name: 'Rajapeth, Amravati',
    survey_description: 'Drinking water in the ward',
    questions,
    ...extra,
  });
  async function survey(org: Org, weights: Array<[number, number, number]>) {
    const ids: number[] = [];
    for (const w of weights) ids.push((await question(org, w)).json().surveyQuestion.id);
    const res = await call(org, 'POST', '/surveys/add', surveyBody(org, ids));
    expect(res.statusCode).toBe(201);
    return { id: res.json().survey.id as number, questions: ids };
  }
  const answer = (org: Org, body: object) => call(org, 'POST', '/survey-answers', body);

  it('keeps the Devanagari wording of a question beside the typed one (blank: none), and refuses one too long', async () => {
    const worded = await question(a, [2, 0, -2], { question_local: ' पाणी येते का? ', option1_local: 'हो', option2_local: '', option3_local: 'नाही' });
    expect(worded.statusCode).toBe(201);
    expect(worded.json().surveyQuestion).toMatchObject({ question_local: 'पाणी येते का?', option1_local: 'हो', option2_local: null, option3_local: 'नाही' });
    const plain = await question(a, [2, 0, -2]);
    expect(plain.json().surveyQuestion).toMatchObject({ question_local: null, option1_local: null, option2_local: null, option3_local: null });
    const long = await question(a, [2, 0, -2], { option1_local: 'ह'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([expect.objectContaining({ code: 'option1_local', key: 'validation.textTooLong' })]);
  });

  it('keeps a question with its category and area, and refuses a weightage outside +4 … -4', async () => {
    const cat = await call(a, 'POST', '/survey-category/add', { category_name: randomName('Water'), description: 'Supply' });
    expect(cat.statusCode).toBe(201);
    expect(cat.json().msg).toBe('Category added successfully!');
    const categoryId = cat.json().category.id;
    const ok = await question(a, [4, 0, -4], { category_id: categoryId });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().msg).toBe('Question added successfully!');
    expect(ok.json().surveyQuestion).toMatchObject({ survey_category_name: { category_name: cat.json().category.category_name }, area: { name: 'Rajapeth' } });
    expect(ok.json().surveyQuestion.start_date).toBe('2026-12-01T03:30:00Z');

    const listed = (await call(a, 'GET', `/surveys/category-questions/${categoryId}`)).json().questions;
    expect(listed.map((q: { id: number }) => q.id)).toEqual([ok.json().surveyQuestion.id]);

    const bad = await question(a, [5, 0, -4]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ code: 'answer1', key: 'validation.weightageRequired' })]);
    const noArea = await question(a, [1, 0, -1], { location: '' });
    expect(noArea.json().errors).toEqual([expect.objectContaining({ code: 'location', key: 'validation.areaRequired' })]);
    const foreign = await question(a, [1, 0, -1], { category_id: (await call(b, 'POST', '/survey-category/add', { category_name: 'B' })).json().category.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([expect.objectContaining({ code: 'category_id', key: 'validation.unknownCategory' })]);

    // a category with questions stays
    const del = await call(a, 'PUT', `/survey-category/delete/${categoryId}`);
    expect(del.statusCode).toBe(409);
  });

  it('requires a place, at least one question of the organisation, and the voter group on edit', async () => {
    const q = (await question(a, [1, 0, -1])).json().surveyQuestion.id;
    const noPlace = await call(a, 'POST', '/surveys/add', surveyBody(a, [q], { location: null }));
    expect(noPlace.json().errors).toEqual([expect.objectContaining({ code: 'location', key: 'validation.surveyLocation' })]);
    const none = await call(a, 'POST', '/surveys/add', surveyBody(a, []));
    expect(none.json().errors).toEqual([expect.objectContaining({ code: 'questions', key: 'validation.questionsRequired' })]);
    const bQuestion = (await question(b, [1, 0, -1])).json().surveyQuestion.id;
    const foreign = await call(a, 'POST', '/surveys/add', surveyBody(a, [q, bQuestion]));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([expect.objectContaining({ code: 'questions', key: 'validation.unknownQuestion' })]);
    const backwards = await call(a, 'POST', '/surveys/add', surveyBody(a, [q], { valid_to: iso(-48 * HOUR) }));
    expect(backwards.json().errors).toEqual([expect.objectContaining({ code: 'valid_to', key: 'validation.endAfterStart' })]);

    const added = await call(a, 'POST', '/surveys/add', surveyBody(a, [q]));
    expect(added.statusCode).toBe(201);
    const s = added.json().survey;
    expect(s).toMatchObject({ areas: { name: 'Rajapeth' }, questions: [q], responses: 0, group_id: null });
    const noGroup = await call(a, 'PUT', '/surveys/update', { ...surveyBody(a, [q]), id: s.id });
    expect(noGroup.json().errors).toEqual([expect.objectContaining({ code: 'group_id', key: 'validation.voterGroupRequired' })]);
    const edited = await call(a, 'PUT', '/surveys/update', { ...surveyBody(a, [q]), id: s.id, group_id: a.groupId });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().msg).toBe('Survey updated successfully!');
    // a question a survey asks stays; b cannot read or delete a's survey
    expect((await call(a, 'PUT', `/survey-questions/delete/${q}`)).statusCode).toBe(409);
    expect((await call(b, 'GET', `/surveys/edit/${s.id}`)).statusCode).toBe(404);
    expect((await call(b, 'PUT', `/surveys/delete/${s.id}`)).statusCode).toBe(404);
    expect((await call(b, 'GET', `/surveys/results/${s.id}`)).statusCode).toBe(404);
    // the event, voter group and area a survey names stay while it does
    for (const path of [`/events/delete/${a.eventId}`, `/voters-group/delete/${a.groupId}`, `/area/delete/${a.areaId}`])
      expect((await call(a, 'PUT', path)).statusCode).toBe(409);
  });

  it('records a voter’s answers, replaces them when sent again, and counts them per question and part', async () => {
    const s = await survey(a, [
      [3, 0, -3],
      [2, 1, -2],
    ]);
    const [q1, q2] = s.questions;
    const v1 = a.voters[0];
    const v2 = a.voters.find((v) => v.partno !== v1.partno)!;
    const first = await answer(a, {
      survey_id: s.id,
      voter_id: v1.id,
      answers: [
        { question_id: q1, option: 3 },
        { question_id: q2, option: 3 },
      ],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().msg).toBe('Answers saved successfully!');
    expect(first.json().response).toMatchObject({ voter_id: v1.id, collected_by: a.adminId, collected_by_details: { f_name: expect.any(String) } });
    // the same voter again: the earlier choices are replaced, not added to
    const again = await answer(a, { survey_id: s.id, voter_id: v1.id, answers: [{ question_id: q1, option: 1 }], collected_by: a.staff });
    expect(again.statusCode).toBe(201);
    const read = (await call(a, 'GET', `/survey-answers?survey_id=${s.id}&voter_id=${v1.id}`)).json().response as SurveyResponse;
    expect(read).toMatchObject({ collected_by: a.staff, answers: [{ question_id: q1, option: 1 }] });
    expect(
      (
        await answer(a, {
          survey_id: s.id,
          voter_id: v2.id,
          answers: [
            { question_id: q1, option: 2 },
            { question_id: q2, option: 3 },
          ],
        })
      ).statusCode,
    ).toBe(201);

    const results = (await call(a, 'GET', `/surveys/results/${s.id}`)).json().results as SurveyResults;
    expect(results.responses).toBe(2);
    expect(results.questions[0]).toMatchObject({ id: q1, answered: 2, score: 1.5 });
    expect(results.questions[0].options.map((o) => o.count)).toEqual([1, 1, 0]);
    expect(results.questions[1]).toMatchObject({ id: q2, answered: 1, score: -2 });
    expect(results.parts).toEqual([
      { acno: 38, partno: v1.partno, responses: 1, score: 3 },
      { acno: 38, partno: v2.partno, responses: 1, score: -1 },
    ]);
    expect((await call(a, 'GET', `/surveys/edit/${s.id}`)).json().survey.responses).toBe(2);

    const poll = (await call(a, 'GET', '/dashboard-opinion-poll?acno=38')).json().poll as OpinionPoll;
    expect(poll).toMatchObject({ voters: 2, answers: 3, favourable: 1, neutral: 1, unfavourable: 1 });
    // b's poll is b's alone, and another constituency has none
    expect((await call(b, 'GET', '/dashboard-opinion-poll?acno=38')).json().poll).toEqual({
      voters: 0,
      answers: 0,
      favourable: 0,
      neutral: 0,
      unfavourable: 0,
    });
    expect((await call(a, 'GET', '/dashboard-opinion-poll?acno=39')).json().poll.answers).toBe(0);
  });

  it('refuses answers that do not fit the survey, the voter, the collector or the window, and stores nothing', async () => {
    const s = await survey(a, [[1, 0, -1]]);
    const [q] = s.questions;
    const other = await survey(a, [[1, 0, -1]]);
    const v = a.voters[5].id;
    const ok = { survey_id: s.id, voter_id: v, answers: [{ question_id: q, option: 1 }] };
    const refused = async (body: object, code: string, key: string, org: Org = a) => {
      const res = await answer(org, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ code, key })]);
    };
    await refused({ ...ok, answers: [] }, 'answers', 'validation.answersRequired');
    await refused({ ...ok, answers: [{ question_id: q, option: 4 }] }, 'answers[0].option', 'validation.answerOption');
    await refused(
      {
        ...ok,
        answers: [
          { question_id: q, option: 1 },
          { question_id: q, option: 2 },
        ],
      },
      'answers',
      'validation.duplicateQuestion',
    );
    await refused({ ...ok, answers: [{ question_id: other.questions[0], option: 1 }] }, 'answers', 'validation.questionNotInSurvey');
    await refused({ ...ok, voter_id: b.voters[0].id }, 'voter_id', 'validation.voterRequired');
    await refused({ ...ok, collected_by: b.adminId }, 'collected_by', 'validation.unknownUser');
    await refused({ ...ok, collected_at: iso(2 * HOUR) }, 'collected_at', 'validation.collectedInFuture');
    await refused({ ...ok, collected_at: iso(-48 * HOUR) }, 'collected_at', 'validation.surveyNotOpen');
    // b with a's survey, or b's voter in a's survey: as if they did not exist
    await refused({ ...ok, voter_id: b.voters[0].id }, 'survey_id', 'validation.unknownSurvey', b);
    expect((await call(a, 'GET', `/survey-answers?survey_id=${s.id}&voter_id=${v}`)).json().response).toBeNull();
    expect((await call(b, 'GET', `/survey-answers?survey_id=${s.id}&voter_id=${v}`)).statusCode).toBe(400);
    const [{ n }] = await h.database.rows<{ n: number }>(
      sql`select count(*)::int as n from survey_responses where tenant_id = ${a.tenantId} and survey_id = ${s.id}`,
    );
    expect(n).toBe(0);
  });

  it('keeps one answer set when the same voter’s answers arrive twice at once', async () => {
    const s = await survey(a, [[1, 0, -1]]);
    const v = a.voters[7].id;
    const sends = await Promise.all(
      [1, 2, 3, 1].map((option) => answer(a, { survey_id: s.id, voter_id: v, answers: [{ question_id: s.questions[0], option }] })),
    );
    expect(sends.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const results = (await call(a, 'GET', `/surveys/results/${s.id}`)).json().results as SurveyResults;
    expect(results.responses).toBe(1);
    expect(results.questions[0].answered).toBe(1);
  });
});
