// A survey's answers from a phone, as the console's answer form keeps them: one response a voter
// and survey, answering again replaces the choices. The answers count when the survey was open at
// the moment the worker recorded them (a phone's clock ahead of ours is taken as now), so answers
// recorded offline before a survey closed still count when they reach the server after.
import { sql } from 'drizzle-orm';
import { fieldError } from '../../http';
import type { ChangeOverride } from '../../../shared/api/field';
import { CHANGE_RULES } from '../../../shared/schemas/field';
import { Refusal, checked, type ApplyContext } from './apply';

interface SurveyWindow {
  id: number;
  questions: number[];
  valid_from: string;
  valid_to: string;
}

async function liveSurvey(c: ApplyContext, id: number): Promise<SurveyWindow | null> {
  const [s] = await c.database.rows<SurveyWindow>(
    sql`select id, questions, to_char(valid_from at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as valid_from,
               to_char(valid_to at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as valid_to from surveys
         where tenant_id = ${c.actor.tenantId} and id = ${id} and deleted_at is null`,
    c.tx,
  );
  return s ?? null;
}

/** The voter's earlier live response to the survey: who collected it and its choices. */
async function earlierResponse(c: ApplyContext, surveyId: number) {
  const [r] = await c.database.rows<{ id: number; collected_by: number; collected_at: string; answers: Array<{ question_id: number; option: number }> }>(
    sql`select r.id, r.collected_by, to_char(r.collected_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as collected_at,
               coalesce((select json_agg(json_build_object('question_id', a.question_id, 'option', a.choice) order by a.question_id)
                           from survey_answers a where a.tenant_id = r.tenant_id and a.response_id = r.id), '[]'::json) as answers
          from survey_responses r
         where r.tenant_id = ${c.actor.tenantId} and r.survey_id = ${surveyId} and r.voter_id = ${c.voter.id} and r.deleted_at is null
         for update of r`,
    c.tx,
  );
  return r ?? null;
}

export async function applySurveyAnswer(c: ApplyContext): Promise<ChangeOverride[]> {
  const body = await checked(CHANGE_RULES.surveyAnswer, c.change.fields);
  const survey = await liveSurvey(c, body.survey_id);
  if (!survey) throw new Refusal('field.unknownSurvey', [fieldError('survey_id', 'validation.unknownSurvey')]);
  const asked = new Set((survey.questions ?? []).map(Number));
  if (body.answers.some((a) => !asked.has(a.question_id))) throw new Refusal('field.invalidValues', [fieldError('answers', 'validation.questionNotInSurvey')]);
  const at = new Date(Math.min(Date.parse(c.change.made_at), Date.now()));
  if (at < new Date(survey.valid_from) || at > new Date(survey.valid_to))
    throw new Refusal('field.surveyClosed', [fieldError('survey_id', 'validation.surveyNotOpen')]);
  const before = await earlierResponse(c, survey.id);
  const values = { collected_by: c.actor.userId, collected_at: at.toISOString() };
  const [response] = await c.database.rows<{ id: number }>(
    sql`insert into survey_responses as r (tenant_id, survey_id, voter_id, collected_by, collected_at)
        values (${c.actor.tenantId}, ${survey.id}, ${c.voter.id}, ${values.collected_by}, ${values.collected_at})
        on conflict (tenant_id, survey_id, voter_id) do update
          set collected_by = excluded.collected_by, collected_at = excluded.collected_at, updated_at = now(), deleted_at = null
        returning id`,
    c.tx,
  );
  await c.database.rows(sql`delete from survey_answers where tenant_id = ${c.actor.tenantId} and response_id = ${response.id}`, c.tx);
  const choices = [...body.answers].sort((a, b) => a.question_id - b.question_id);
  await c.database.rows(
    sql`insert into survey_answers (tenant_id, response_id, question_id, choice)
        select ${c.actor.tenantId}, ${response.id}, q, o
          from unnest(${sql.param(choices.map((a) => a.question_id))}::bigint[], ${sql.param(choices.map((a) => a.option))}::smallint[]) as u(q, o)`,
    c.tx,
  );
  c.chunk.audit({
    action: 'answer',
    entity: 'survey_responses',
    entity_id: response.id,
    changed: { ...values, answers: choices, field_change: c.change.id },
  });
  return c.chunk.overridden({ id: c.change.id, voter_id: c.voter.id }, [
    {
      field: `survey:${survey.id}`,
      previous: before?.answers ?? null,
      value: choices.map((a) => ({ question_id: a.question_id, option: a.option })),
      writer: before ? { user: Number(before.collected_by), at: before.collected_at } : undefined,
    },
  ]);
}
