// The surveys a worker's phone offers on the voter screen: those open now whose area holds the
// polling station of a part the worker is assigned (the voters' answers to them travel with the
// voters, download.ts). The areas are drawn polygons kept as GeoJSON, so the test of a station
// inside an area is made here, in the shared geometry, on any database.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isoOf } from '../../db/instants';
import type { FieldSurvey, FieldSurveyQuestion } from '../../../shared/api/field';
import { pointInPolygon } from '../../../shared/geo';
import type { Worker } from './worker';
import { onMap } from './onMap';

const json = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

interface OpenSurvey {
  id: number;
  survey_name: string;
  survey_description: string;
  valid_from: string;
  valid_to: string;
  /** jsonb: parsed by the driver, or text */
  questions: unknown;
  area: unknown;
  /** opened, changed, or its area redrawn from the instant asked about on */
  fresh: boolean;
}

/** An open survey the worker's phone offers, with the worker's parts whose polling station its area holds. */
export type OfferedSurvey = Omit<OpenSurvey, 'area'> & { parts: Array<{ acno: number; partno: number }> };

/**
 * The open surveys of the areas holding the worker's polling stations. `fresh` says which of them
 * opened, or whose survey or area changed, from `since` on: a phone that synced before may not
 * hold their answers yet.
 */
export async function offeredSurveys(database: Database, w: Worker, since: string | null = null): Promise<OfferedSurvey[]> {
  const stations = await database.rows<{ acno: number; partno: number; location: unknown }>(sql`
    select distinct c.acno, c.partno, c.voting_center_location as location
      from field_assignments a
      join voting_centres c on c.tenant_id = a.tenant_id and c.acno = a.acno and c.partno = a.partno and c.deleted_at is null
     where a.tenant_id = ${w.tenantId} and a.user_id = ${w.userId} and a.ended_at is null and ${onMap('c')}`);
  if (!stations.length) return [];
  const fresh = since == null ? sql`true` : sql`greatest(s.updated_at, s.valid_from, ar.updated_at) >= ${since}::timestamptz`;
  const open = await database.rows<OpenSurvey>(sql`
    select s.id, s.survey_name, s.survey_description, ${isoOf(sql`s.valid_from`)} as valid_from, ${isoOf(sql`s.valid_to`)} as valid_to,
           s.questions, ar.area, ${fresh} as fresh
      from surveys s
      join areas ar on ar.tenant_id = s.tenant_id and ar.id = s.area_id and ar.deleted_at is null
     where s.tenant_id = ${w.tenantId} and s.deleted_at is null and s.valid_from <= now() and s.valid_to >= now()
     order by s.valid_to, s.id`);
  const points = stations.map((s) => ({ acno: Number(s.acno), partno: Number(s.partno), at: json(s.location) }));
  return open
    .map(({ area, ...s }) => ({
      ...s,
      id: Number(s.id),
      fresh: Boolean(s.fresh),
      parts: points.filter((p) => pointInPolygon(p.at, json(area))).map(({ acno, partno }) => ({ acno, partno })),
    }))
    .filter((s) => s.parts.length);
}

/** The open surveys of the areas holding the worker's polling stations, with their live questions in order. */
export async function fieldSurveys(database: Database, w: Worker): Promise<FieldSurvey[]> {
  const mine = await offeredSurveys(database, w);
  if (!mine.length) return [];
  const ids = [...new Set(mine.flatMap((s) => (json(s.questions) as unknown[]).map(Number)))];
  const questions = ids.length
    ? await database.rows<FieldSurveyQuestion>(sql`
        select id, question, option1, option2, option3, question_local, option1_local, option2_local, option3_local, answer1, answer2, answer3 from survey_questions
         where tenant_id = ${w.tenantId} and deleted_at is null and id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`)
    : [];
  const byId = new Map(questions.map((q) => [Number(q.id), q]));
  return mine.map((s) => ({
    id: Number(s.id),
    survey_name: String(s.survey_name),
    survey_description: String(s.survey_description),
    valid_from: String(s.valid_from),
    valid_to: String(s.valid_to),
    questions: (json(s.questions) as unknown[])
      .map((id) => byId.get(Number(id)))
      .filter((q): q is FieldSurveyQuestion => !!q)
      .map((q) => ({
        id: Number(q.id),
        question: q.question,
        option1: q.option1,
        option2: q.option2,
        option3: q.option3,
        question_local: q.question_local ?? null,
        option1_local: q.option1_local ?? null,
        option2_local: q.option2_local ?? null,
        option3_local: q.option3_local ?? null,
        answer1: Number(q.answer1),
        answer2: Number(q.answer2),
        answer3: Number(q.answer3),
      })),
    parts: s.parts.sort((x, y) => x.acno - y.acno || x.partno - y.partno),
  }));
}
