// Two workers who disagreed about a voter: a field one set that another replaced with a different
// value within a day (field_overrides keeps both values and when each was written). The office
// lists them, newest first, one line per voter and field (the latest replacement), and settles one
// by choosing a value: written to the voter's record by its writer, audited, and every open line of
// that voter's field leaves the list.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inTransaction, type Actor } from '../../db/audit';
import type { Deps } from '../../deps';
import { message, notFound } from '../../http';
import { serve } from '../../route';
import { slotJoin } from '../../db/slots';
import { VoterConflictsApi, type VoterConflict } from '../../../shared/api/voterConflicts';
import type { ConflictChoice } from '../../../shared/schemas/voterConflicts';
import { DETAIL_KEYS, INFO_COLUMNS } from './record/columns';
import { fullName } from './record/sql';
import { RecordWriter, VISIT_FIELDS, type VisitField } from './record/writer';
import { inParts, readable, readableParts } from './partAccess';
import { voterCore } from './queries';

/** The fields the office settles: the details row's and the latest visit's (consent, marks and surveys have their own screens). */
const SETTLED_FIELDS = [...INFO_COLUMNS, ...DETAIL_KEYS, 'location', ...VISIT_FIELDS];
const isVisitField = (f: string): f is VisitField => (VISIT_FIELDS as readonly string[]).includes(f);
const iso = (column: string) => sql.raw(`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The open disagreements of the organisation's readable parts (of one constituency), newest first. */
async function conflicts(
  database: Database,
  tenantId: number,
  q: { acno?: number; parts?: number[]; page: number; pageSize: number },
): Promise<{ rows: VoterConflict[]; total: number }> {
  if (q.parts && !q.parts.length) return { rows: [], total: 0 };
  const rows = await database.rows<Record<string, unknown>>(sql`
    select o.id, o.voter_id, v.acno, v.partno, vs.slnoinpart, coalesce(${fullName('v.fm_name_en', 'v.lastname_en')}, '') as name,
           ${fullName('v.fm_name_v1', 'v.lastname_v1')} as name_v1, o.field, o.previous, o.value,
           o.overridden_user, coalesce(${fullName('pu.f_name', 'pu.l_name')}, '') as previous_name, ${iso('o.previous_at')} as previous_at,
           o.by_user, coalesce(${fullName('bu.f_name', 'bu.l_name')}, '') as by_name, ${iso('o.at')} as at, count(*) over ()::int as total
      from (select distinct on (o.voter_id, o.field) o.* from field_overrides o
             where o.tenant_id = ${tenantId} and o.settled_at is null and o.previous_at is not null
               and o.at - o.previous_at <= interval '1 day' and o.field = any(${sql.param(SETTLED_FIELDS)}::text[])
             order by o.voter_id, o.field, o.at desc, o.id desc) o
      join voters v on v.tenant_id = o.tenant_id and v.id = o.voter_id and v.deleted_at is null
      ${slotJoin()}
      left join users pu on pu.tenant_id = o.tenant_id and pu.id = o.overridden_user
      left join users bu on bu.tenant_id = o.tenant_id and bu.id = o.by_user
     where true ${q.acno != null ? sql`and v.acno = ${q.acno}` : sql``} ${q.parts ? sql`and ${inParts(sql`v.partno`, q.parts)}` : sql``}
     order by o.at desc, o.id desc
     limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    rows: rows.map((r) => ({
      id: Number(r.id),
      voter_id: Number(r.voter_id),
      acno: Number(r.acno),
      partno: Number(r.partno),
      slnoinpart: Number(r.slnoinpart),
      name: String(r.name),
      name_v1: (r.name_v1 as string | null) ?? null,
      field: String(r.field),
      previous: { value: r.previous ?? null, by: Number(r.overridden_user), by_name: String(r.previous_name), at: (r.previous_at as string | null) ?? null },
      value: { value: r.value ?? null, by: Number(r.by_user), by_name: String(r.by_name), at: String(r.at) },
    })),
  };
}

/** Writes the chosen value of an open disagreement to the voter's record and closes every open line of that field; false when none is open. */
async function settle(database: Database, actor: Actor, id: number, keep: ConflictChoice, parts: number[] | undefined): Promise<boolean> {
  const [o] = await database.rows<{ voter_id: number; field: string; previous: unknown; value: unknown }>(
    sql`select voter_id, field, previous, value from field_overrides
         where tenant_id = ${actor.tenantId} and id = ${id} and settled_at is null and previous_at is not null`,
  );
  if (!o || !SETTLED_FIELDS.includes(o.field)) return false;
  const voter = readable(await voterCore(database, actor.tenantId, Number(o.voter_id)), parts);
  const chosen = (keep === 'previous' ? o.previous : o.value) ?? null;
  await inTransaction(database.db, async (tx) => {
    const w = new RecordWriter(database, tx, actor);
    await w.load([voter.id]);
    const noted = { settled_conflict: id };
    if (isVisitField(o.field)) w.latestVisitFields(voter, { [o.field]: chosen }, noted);
    else w.details(voter, { [o.field]: chosen }, noted);
    await w.flush();
    await database.rows(
      sql`update field_overrides set settled_at = now(), settled_by = ${actor.userId}
           where tenant_id = ${actor.tenantId} and voter_id = ${voter.id} and field = ${o.field} and settled_at is null`,
      tx,
    );
  });
  return true;
}

export default function voterConflictRoutes(app: FastifyInstance, { database }: Deps) {
  serve(app, VoterConflictsApi.list, async ({ req, query: q }) => {
    const { rows, total } = await conflicts(database, req.auth.tenantId, { acno: q.acno, parts: readableParts(req.auth), page: q.page, pageSize: q.pageSize });
    return { conflicts: rows, total, page: q.page, pageSize: q.pageSize };
  });

  serve(app, VoterConflictsApi.settle, async ({ req, params, body }) => {
    if (!(await settle(database, req.actor, params.id, body.keep, readableParts(req.auth)))) throw notFound();
    return message('conflict.settled');
  });
}
