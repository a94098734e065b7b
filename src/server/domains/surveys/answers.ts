// The answer side of surveys: a voter's answers arrive from a field app or the console's "Enter
// answers" form (POST /survey-answers), are counted into a survey's results per question and per
// part, and into the dashboard's opinion poll. A voter answers a survey once: answering again
// replaces the earlier choices, so a field app may safely send the same answers twice.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SurveyApi, type SurveyResponse } from '../../../shared/api/surveys';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { recordAudit } from '../../db/audit';
import { isoOf } from '../../db/instants';
import { surveyAnswers, surveyQuestions, surveyResponses, surveys, users, voters } from '../../db/schema';
import { assertLiveReferences, liveJoin, liveRowsOf } from '../../db/tenantRows';
import { badRequest, fieldError, message, notFound } from '../../http';
import { serve } from '../../route';

/** A field app's clock may run a little ahead of ours. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The weightage of the option an answer chose. */
const weight = sql<number>`case ${surveyAnswers.choice} when 1 then ${surveyQuestions.answer1} when 2 then ${surveyQuestions.answer2} else ${surveyQuestions.answer3} end`;
const answerJoin = and(eq(surveyAnswers.tenant_id, surveyResponses.tenant_id), eq(surveyAnswers.response_id, surveyResponses.id));
const questionJoin = and(eq(surveyQuestions.tenant_id, surveyAnswers.tenant_id), eq(surveyQuestions.id, surveyAnswers.question_id));
const voterJoin = and(eq(voters.tenant_id, surveyResponses.tenant_id), eq(voters.id, surveyResponses.voter_id));
const round = (n: number | null) => (n == null ? null : Math.round(n * 100) / 100);

async function liveSurvey(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({ id: surveys.id, questions: surveys.questions, from: isoOf(surveys.valid_from), to: isoOf(surveys.valid_to) })
    .from(surveys)
    .where(and(liveRowsOf(surveys, tenantId), eq(surveys.id, id)));
  return row;
}

/** A voter's answers to a survey, or null. */
async function readResponse(db: Db, tenantId: number, surveyId: number, voterId: number): Promise<SurveyResponse | null> {
  const [r] = await db
    .select({ r: surveyResponses, at: isoOf(surveyResponses.collected_at), f_name: users.f_name, l_name: users.l_name })
    .from(surveyResponses)
    .leftJoin(users, and(eq(users.tenant_id, surveyResponses.tenant_id), eq(users.id, surveyResponses.collected_by)))
    .where(and(liveRowsOf(surveyResponses, tenantId), eq(surveyResponses.survey_id, surveyId), eq(surveyResponses.voter_id, voterId)));
  if (!r) return null;
  const answers = await db
    .select({ question_id: surveyAnswers.question_id, option: surveyAnswers.choice })
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.tenant_id, tenantId), eq(surveyAnswers.response_id, r.r.id)))
    .orderBy(asc(surveyAnswers.question_id));
  return {
    id: r.r.id,
    survey_id: r.r.survey_id,
    voter_id: r.r.voter_id,
    collected_by: r.r.collected_by,
    collected_by_details: r.f_name == null ? null : { f_name: r.f_name, l_name: r.l_name ?? '' },
    collected_at: r.at,
    answers,
  };
}

/** Counts per question and option, and the mean weightage per part, of a survey's live answers to its current questions. */
async function results(db: Db, tenantId: number, survey: { id: number; questions: number[] }) {
  const ids = survey.questions.length ? survey.questions : [0];
  const answered = and(liveRowsOf(surveyResponses, tenantId), eq(surveyResponses.survey_id, survey.id), inArray(surveyAnswers.question_id, ids));
  const [questions, counts, parts, [total]] = await Promise.all([
    db
      .select()
      .from(surveyQuestions)
      .where(and(eq(surveyQuestions.tenant_id, tenantId), inArray(surveyQuestions.id, ids))),
    db
      .select({ question_id: surveyAnswers.question_id, choice: surveyAnswers.choice, n: sql<number>`count(*)`.mapWith(Number) })
      .from(surveyResponses)
      .innerJoin(surveyAnswers, answerJoin)
      .where(answered)
      .groupBy(surveyAnswers.question_id, surveyAnswers.choice),
    db
      .select({
        acno: voters.acno,
        partno: voters.partno,
        responses: sql<number>`count(distinct ${surveyResponses.id})`.mapWith(Number),
        score: sql<number | null>`avg(${weight})::float8`.mapWith(Number),
      })
      .from(surveyResponses)
      .innerJoin(voters, voterJoin)
      .innerJoin(surveyAnswers, answerJoin)
      .innerJoin(surveyQuestions, questionJoin)
      .where(answered)
      .groupBy(voters.acno, voters.partno)
      .orderBy(asc(voters.acno), asc(voters.partno)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(surveyResponses)
      .where(and(liveRowsOf(surveyResponses, tenantId), eq(surveyResponses.survey_id, survey.id))),
  ]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const countOf = (q: number, choice: number) => counts.find((c) => c.question_id === q && c.choice === choice)?.n ?? 0;
  return {
    survey_id: survey.id,
    responses: total?.n ?? 0,
    questions: survey.questions
      .map((id) => byId.get(id))
      .filter((q) => q !== undefined)
      .map((q) => {
        const options = [
          { text: q.option1, weightage: q.answer1, count: countOf(q.id, 1) },
          { text: q.option2, weightage: q.answer2, count: countOf(q.id, 2) },
          { text: q.option3, weightage: q.answer3, count: countOf(q.id, 3) },
        ];
        const answeredN = options.reduce((s, o) => s + o.count, 0);
        const score = answeredN ? options.reduce((s, o) => s + o.weightage * o.count, 0) / answeredN : null;
        return { id: q.id, question: q.question, options, answered: answeredN, score: round(score) };
      }),
    parts: parts.map((p) => ({ ...p, score: round(p.score) })),
  };
}

export function answerRoutes(app: FastifyInstance, { database: { db } }: Deps) {
  serve(app, SurveyApi.answer, async ({ req, body }) => {
    const tenantId = req.auth.tenantId;
    const survey = await liveSurvey(db, tenantId, body.survey_id);
    if (!survey) throw badRequest([fieldError('survey_id', 'validation.unknownSurvey')]);
    const collectedBy = body.collected_by ?? req.actor.userId!;
    await assertLiveReferences(db, tenantId, [
      { field: 'voter_id', id: body.voter_id, table: voters, key: 'validation.voterRequired' },
      { field: 'collected_by', id: collectedBy, table: users, key: 'validation.unknownUser' },
    ]);
    const asked = new Set(survey.questions);
    if (body.answers.some((a) => !asked.has(a.question_id))) throw badRequest([fieldError('answers', 'validation.questionNotInSurvey')]);
    const at = body.collected_at ? new Date(body.collected_at) : new Date();
    if (at.getTime() > Date.now() + CLOCK_SKEW_MS) throw badRequest([fieldError('collected_at', 'validation.collectedInFuture')]);
    if (at < new Date(survey.from) || at > new Date(survey.to)) throw badRequest([fieldError('collected_at', 'validation.surveyNotOpen')]);

    await db.transaction(async (tx) => {
      const values = { collected_by: collectedBy, collected_at: at.toISOString() };
      const [response] = await tx
        .insert(surveyResponses)
        .values({ tenant_id: tenantId, survey_id: survey.id, voter_id: body.voter_id, ...values })
        .onConflictDoUpdate({
          target: [surveyResponses.tenant_id, surveyResponses.survey_id, surveyResponses.voter_id],
          set: { ...values, updated_at: sql`now()`, deleted_at: null },
        })
        .returning({ id: surveyResponses.id });
      await tx.delete(surveyAnswers).where(and(eq(surveyAnswers.tenant_id, tenantId), eq(surveyAnswers.response_id, response.id)));
      await tx
        .insert(surveyAnswers)
        .values(body.answers.map((a) => ({ tenant_id: tenantId, response_id: response.id, question_id: a.question_id, choice: a.option })));
      await recordAudit(tx, req.actor, { action: 'answer', entity: 'survey_responses', entity_id: response.id, changed: { ...values, answers: body.answers } });
    });
    return { ...message('survey.answersSaved'), response: (await readResponse(db, tenantId, survey.id, body.voter_id))! };
  });

  serve(app, SurveyApi.voterAnswers, async ({ req, query }) => {
    await assertLiveReferences(db, req.auth.tenantId, [
      { field: 'survey_id', id: query.survey_id, table: surveys, key: 'validation.unknownSurvey' },
      { field: 'voter_id', id: query.voter_id, table: voters, key: 'validation.voterRequired' },
    ]);
    return { response: await readResponse(db, req.auth.tenantId, query.survey_id, query.voter_id) };
  });

  serve(app, SurveyApi.results, async ({ req, params }) => {
    const survey = await liveSurvey(db, req.auth.tenantId, params.id);
    if (!survey) throw notFound();
    return { results: await results(db, req.auth.tenantId, survey) };
  });

  serve(app, SurveyApi.poll, async ({ req, query }) => {
    const tenantId = req.auth.tenantId;
    const n = (cond: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
    const [poll] = await db
      .select({
        voters: sql<number>`count(distinct ${surveyResponses.voter_id})`.mapWith(Number),
        answers: sql<number>`count(*)`.mapWith(Number),
        favourable: n(sql`${weight} > 0`),
        neutral: n(sql`${weight} = 0`),
        unfavourable: n(sql`${weight} < 0`),
      })
      .from(surveyResponses)
      .innerJoin(surveys, liveJoin(surveys, surveyResponses.tenant_id, surveyResponses.survey_id))
      .innerJoin(voters, voterJoin)
      .innerJoin(surveyAnswers, answerJoin)
      .innerJoin(surveyQuestions, questionJoin)
      .where(and(liveRowsOf(surveyResponses, tenantId), eq(voters.acno, query.acno)));
    return { poll };
  });
}
