// The demo's surveys: categories, questions, a survey running this week and its answers from a
// slice of the roll.
import { sql } from 'drizzle-orm';
import { MAP_CENTRE } from '../../shared/domain/constants';
import { surveyCategories, surveyQuestions, surveys } from '../db/schema';
import { insertRow } from '../db/audit';
import { at, DEMO_ACNO, type SeedContext } from './context';
import type { DemoStaff } from './staff';
import type { DemoPlaces } from './places';
import type { DemoEvents } from './events';

export async function seedSurveys(
  { database, actor, tenantId }: SeedContext,
  { candidate, worker1 }: DemoStaff,
  { area1 }: DemoPlaces,
  { ev3, vendors }: DemoEvents,
) {
  const { db } = database;
  const c = MAP_CENTRE;
  // Surveys: two categories, a dozen questions (so the survey form's checklist has a Load more), a
  // survey running this week and the answers of about 1% of the voters, collected by a field worker.
  const civic = await insertRow<{ id: number }>(db, actor, surveyCategories, { category_name: 'Civic issues', description: 'Water, roads, drains and lights' });
  const mood = await insertRow<{ id: number }>(db, actor, surveyCategories, {
    category_name: 'Voting intention',
    description: 'How the ward leans',
    candidate_id: candidate.id,
  });
  const QUESTIONS: Array<[string, string, string, string, [number, number, number], number]> = [
    ['Does drinking water reach your lane every day?', 'Every day', 'Some days', 'Rarely', [2, 0, -2], civic.id],
    ['How are the roads in your area?', 'Good', 'Patchy', 'Bad', [2, 0, -3], civic.id],
    ['Do the drains overflow in the monsoon?', 'Never', 'Sometimes', 'Every year', [1, 0, -2], civic.id],
    ['Are the street lights working?', 'Yes', 'Some', 'No', [1, 0, -1], civic.id],
    ['Is garbage collected from your door?', 'Daily', 'Weekly', 'Never', [2, 0, -2], civic.id],
    ['Is there a government school nearby?', 'Yes, good', 'Yes, poor', 'No', [1, -1, -2], civic.id],
    ['Do you know our candidate?', 'Yes, well', 'By name', 'No', [3, 1, 0], mood.id],
    ['Will you vote in this election?', 'Surely', 'Maybe', 'No', [2, 0, -2], mood.id],
    ['Whom do you lean towards?', 'Our candidate', 'Undecided', 'Another party', [4, 0, -4], mood.id],
    ['Has our corporator helped your family?', 'Yes', 'Not yet', 'No', [3, 0, -3], mood.id],
    ['Did you attend the padyatra?', 'Yes', 'Heard of it', 'No', [2, 1, 0], mood.id],
    ['Would you volunteer for the campaign?', 'Yes', 'Maybe', 'No', [4, 1, 0], mood.id],
  ];
  const questionIds: number[] = [];
  for (const [question, option1, option2, option3, [answer1, answer2, answer3], category_id] of QUESTIONS)
    questionIds.push(
      (
        await insertRow<{ id: number }>(db, actor, surveyQuestions, {
          question,
          option1,
          option2,
          option3,
          answer1,
          answer2,
          answer3,
          category_id,
          location: area1.id,
          start_date: at(-7, 9),
          end_date: at(30, 18),
        })
      ).id,
    );
  const wardSurvey = await insertRow<{ id: number }>(db, actor, surveys, {
    survey_name: 'Rajapeth ward survey',
    survey_description: 'Civic issues and voting intention, door to door',
    location: { type: 'Point', coordinates: [c.lng, c.lat] },
    location_name: 'Rajapeth, Amravati',
    area_id: area1.id,
    event_id: ev3.id,
    group_id: vendors.id,
    category_id: null,
    valid_from: at(-5, 9),
    valid_to: at(10, 18),
    questions: questionIds.slice(0, 10),
  });
  await database.rows(sql`
    with r as (
      insert into survey_responses (tenant_id, survey_id, voter_id, collected_by, collected_at)
      select v.tenant_id, ${wardSurvey.id}, v.id, ${worker1.id}, now() - make_interval(hours => 1 + v.h % 90)
        from (select id, tenant_id, (abs(hashtext(coalesce(epic_no, id::text))::bigint) % 2000000000)::int as h
                from voters where tenant_id = ${tenantId} and acno = ${DEMO_ACNO}) v
       where v.h % 100 = 7
      returning id, tenant_id, (abs(hashtext(id::text)::bigint) % 2000000000)::int as h)
    insert into survey_answers (tenant_id, response_id, question_id, choice)
    select r.tenant_id, r.id, q.id, 1 + ((r.h / (q.n + 3)) + q.n) % 3
      from r cross join unnest(${sql.raw(`array[${questionIds.slice(0, 10).join(',')}]::bigint[]`)}) with ordinality as q(id, n)`);
}
