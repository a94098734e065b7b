// Surveys: the kit's CRUD for categories, questions
// and surveys, every reference checked against the organisation's live rows. A category still
// holding questions, a question still asked by a survey, cannot be deleted. The answers, results
// and opinion poll are in answers.ts.
import { and, asc, count, eq } from 'drizzle-orm';
import { SurveyApi, SurveyCategoryApi, SurveyQuestionApi } from '../../../shared/api/surveys';
import type { Db } from '../../db/client';
import { isoOf } from '../../db/instants';
import { areas, events, surveyCategories, surveyQuestions, surveyResponses, surveys, users, voterGroups } from '../../db/schema';
import { assertLiveReferences, liveJoin, liveRowExists, liveRowsOf } from '../../db/tenantRows';
import { notFound } from '../../http';
import { crudRoutes, strip, withRoutes } from '../../crud';
import { serve } from '../../route';
import { answerRoutes } from './answers';

/** The organisation's live categories (or the one with `id`), with their candidate's name. */
export async function readCategories(db: Db, tenantId: number, id?: number) {
  const rows = await db
    .select({ c: surveyCategories, f_name: users.f_name, l_name: users.l_name })
    .from(surveyCategories)
    .leftJoin(users, liveJoin(users, surveyCategories.tenant_id, surveyCategories.candidate_id))
    .where(and(liveRowsOf(surveyCategories, tenantId), id === undefined ? undefined : eq(surveyCategories.id, id)))
    .orderBy(asc(surveyCategories.category_name), asc(surveyCategories.id));
  return rows.map(({ c, f_name, l_name }) => ({ ...strip(c), category_candidate: f_name == null ? null : { f_name, l_name: l_name ?? '' } }));
}

/** The organisation's live questions (or the one with `id`, or a category's), with their category's and area's names. */
export async function readQuestions(db: Db, tenantId: number, id?: number, categoryId?: number) {
  const rows = await db
    .select({
      q: surveyQuestions,
      start: isoOf(surveyQuestions.start_date),
      end: isoOf(surveyQuestions.end_date),
      category_name: surveyCategories.category_name,
      area: areas.name,
    })
    .from(surveyQuestions)
    .leftJoin(surveyCategories, liveJoin(surveyCategories, surveyQuestions.tenant_id, surveyQuestions.category_id))
    .leftJoin(areas, liveJoin(areas, surveyQuestions.tenant_id, surveyQuestions.location))
    .where(
      and(
        liveRowsOf(surveyQuestions, tenantId),
        id === undefined ? undefined : eq(surveyQuestions.id, id),
        categoryId === undefined ? undefined : eq(surveyQuestions.category_id, categoryId),
      ),
    )
    .orderBy(asc(surveyQuestions.id));
  return rows.map(({ q, start, end, category_name, area }) => ({
    ...strip(q),
    start_date: start,
    end_date: end,
    survey_category_name: category_name == null ? null : { category_name },
    area: area == null ? null : { name: area },
  }));
}

/** The organisation's live surveys (or the one with `id`), in the order their windows open, with the area's name and how many voters answered. */
export async function readSurveys(db: Db, tenantId: number, id?: number) {
  const answered = db
    .select({ survey_id: surveyResponses.survey_id, n: count().as('n') })
    .from(surveyResponses)
    .where(and(liveRowsOf(surveyResponses, tenantId), id === undefined ? undefined : eq(surveyResponses.survey_id, id)))
    .groupBy(surveyResponses.survey_id)
    .as('answered');
  const rows = await db
    .select({ s: surveys, from: isoOf(surveys.valid_from), to: isoOf(surveys.valid_to), area: areas.name, n: answered.n })
    .from(surveys)
    .leftJoin(areas, liveJoin(areas, surveys.tenant_id, surveys.area_id))
    .leftJoin(answered, eq(answered.survey_id, surveys.id))
    .where(and(liveRowsOf(surveys, tenantId), id === undefined ? undefined : eq(surveys.id, id)))
    .orderBy(asc(surveys.valid_from), asc(surveys.id));
  return rows.map(({ s, from, to, area, n }) => ({
    ...strip(s),
    valid_from: from,
    valid_to: to,
    areas: area == null ? null : { name: area },
    responses: Number(n ?? 0),
  }));
}

const categoryCrud = crudRoutes({
  name: 'surveyCategory',
  table: surveyCategories,
  decls: SurveyCategoryApi,
  nameField: 'category_name',
  unique: ['category_name'],
  read: readCategories,
  toValues: async (body, req, { database: { db } }) => {
    await assertLiveReferences(db, req.auth.tenantId, [{ field: 'candidate_id', id: body.candidate_id, table: users, key: 'validation.unknownCandidate' }]);
    return body;
  },
  messages: { added: 'category.added', updated: 'category.updated', deleted: 'category.deleted', inUse: 'surveyCategory.inUse' },
  usedBy: () => [
    [surveyQuestions, 'category_id'],
    [surveys, 'category_id'],
  ],
});

const questionCrud = withRoutes(
  crudRoutes({
    name: 'surveyQuestion',
    table: surveyQuestions,
    decls: SurveyQuestionApi,
    nameField: 'question',
    read: (db, tenantId, id) => readQuestions(db, tenantId, id),
    toValues: async (body, req, { database: { db } }) => {
      await assertLiveReferences(db, req.auth.tenantId, [
        { field: 'category_id', id: body.category_id, table: surveyCategories, key: 'validation.unknownCategory' },
        { field: 'location', id: body.location, table: areas, key: 'validation.unknownArea' },
        { field: 'candidate_id', id: body.candidate_id, table: users, key: 'validation.unknownCandidate' },
      ]);
      return body;
    },
    messages: { added: 'question.added', updated: 'question.updated', deleted: 'question.deleted', inUse: 'question.inUse' },
    usedBy: () => [[surveys, 'questions']],
  }),
  (app, { database: { db } }) => {
    serve(app, SurveyQuestionApi.byCategory, async ({ req, params }) => {
      if (!(await liveRowExists(db, surveyCategories, req.auth.tenantId, params.id))) throw notFound();
      return { questions: await readQuestions(db, req.auth.tenantId, undefined, params.id) };
    });
  },
);

const surveyCrud = withRoutes(
  crudRoutes({
    name: 'survey',
    table: surveys,
    decls: SurveyApi,
    nameField: 'survey_name',
    read: readSurveys,
    toValues: async (body, req, { database: { db } }) => {
      await assertLiveReferences(db, req.auth.tenantId, [
        { field: 'area_id', id: body.area_id, table: areas, key: 'validation.unknownArea' },
        { field: 'event_id', id: body.event_id, table: events, key: 'validation.unknownEvent' },
        { field: 'group_id', id: body.group_id, table: voterGroups, key: 'validation.unknownVoterGroup' },
        { field: 'category_id', id: body.category_id, table: surveyCategories, key: 'validation.unknownCategory' },
        ...body.questions.map((id) => ({ field: 'questions', id, table: surveyQuestions, key: 'validation.unknownQuestion' })),
      ]);
      return body;
    },
    messages: { added: 'survey.added', updated: 'survey.updated', deleted: 'survey.deleted' },
  }),
  answerRoutes,
);

export default [categoryCrud, questionCrud, surveyCrud];
