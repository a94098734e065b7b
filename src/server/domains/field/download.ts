// What a worker's phone holds: the voters of their live assignments, sent whole on a download and
// as changes since a cursor afterwards. A cursor is the server's record of one sync: the voters
// that phone was sent, so the next sync takes off it exactly those no longer on the worker's pages
// (an ended or changed assignment, a voter a revised roll removed or renumbered), and the instant
// from which a change may not have been in what it read.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { DETAIL_KEYS } from '../voters/record/columns';
import { contactBlock, fullName, latestVisitJoin } from '../voters/record/sql';
import { readContactHours } from '../contactHours/queries';
import {
  FIELD_VOTER_COLUMNS,
  type FieldOverride,
  type FieldPage,
  type FieldSection,
  type FieldSurveyAnswers,
  type FieldVoterRow,
  type FieldVotersResponse,
} from '../../../shared/api/field';
import { offeredSurveys, type OfferedSurvey } from './surveys';
import { VISIT_COLUMNS } from '../../../shared/schemas/field';
import type { Worker } from './worker';

/** Cursors kept per worker (a worker may sync from more than one phone); an older one answers a download. */
const CURSORS_KEPT = 5;
const isoUs = (column: string) => sql.raw(`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/**
 * The instant from which a write may not be visible to a read that starts now: a transaction
 * stamps its rows with its own start (now(): every write of voters, their details and visits takes
 * the database's clock), so one still open may commit rows stamped before this moment. Read
 * before the data, so every write the data misses is stamped at or after it.
 */
async function safePoint(database: Database): Promise<string> {
  const [r] = await database.rows<{ at: string }>(sql`
    select ${isoUs(`least(now(), coalesce((select min(xact_start) from pg_stat_activity
                                           where datname = current_database() and xact_start is not null), now()))`)} as at`);
  return r.at;
}

/**
 * The slots (vs) on the roll of an assignment's page (a): a range of the slots' unique key (tenant,
 * constituency, part, serial, on the roll). A slot is on the roll exactly while its elector is.
 */
export const PAGE_SLOTS = sql.raw(`vs.tenant_id = a.tenant_id and vs.acno = a.acno and vs.partno = a.partno
  and vs.slnoinpart between coalesce(a.slno_from, 0) and coalesce(a.slno_to, 2147483647) and vs.on_roll`);

/** The worker's live assignments with their part's polling station and electors (counted from their slots alone). */
async function pagesOf(database: Database, w: Worker): Promise<FieldPage[]> {
  const rows = await database.rows<Record<string, unknown>>(sql`
    select a.id, a.acno, a.partno, a.slno_from, a.slno_to, c.part_name, c.part_name_v1, c.vcenter, c.vcenter_v1,
           (select count(*)::int from voter_slots vs where ${PAGE_SLOTS}) as electors
      from field_assignments a
      left join lateral (select c.part_name, c.part_name_v1, c.vcenter, c.vcenter_v1 from voting_centres c
                          where c.tenant_id = a.tenant_id and c.acno = a.acno and c.partno = a.partno and c.deleted_at is null limit 1) c on true
     where a.tenant_id = ${w.tenantId} and a.user_id = ${w.userId} and a.ended_at is null
     order by a.acno, a.partno, a.slno_from nulls first`);
  return rows.map((r) => ({
    assignment_id: Number(r.id),
    acno: Number(r.acno),
    partno: Number(r.partno),
    from: r.slno_from == null ? null : Number(r.slno_from),
    to: r.slno_to == null ? null : Number(r.slno_to),
    part_name: (r.part_name as string) ?? null,
    part_name_v1: (r.part_name_v1 as string) ?? null,
    vcenter: (r.vcenter as string) ?? null,
    vcenter_v1: (r.vcenter_v1 as string) ?? null,
    electors: Number(r.electors),
  }));
}

/** The voters (v) of the worker's live assignments, with their slots (vs): each elector's row read by its id. */
const ASSIGNED_FROM = sql`
  field_assignments a
  join voter_slots vs on ${PAGE_SLOTS}
  join voters v on v.tenant_id = vs.tenant_id and v.id = vs.voter_id`;
const assignedTo = (w: Worker) => sql`a.tenant_id = ${w.tenantId} and a.user_id = ${w.userId} and a.ended_at is null`;

/** The ids of the worker's voters now. */
export async function assignedIds(database: Database, w: Worker, tx?: Db): Promise<number[]> {
  const rows = await database.rows<{ id: number }>(sql`select distinct v.id from ${ASSIGNED_FROM} where ${assignedTo(w)}`, tx);
  return rows.map((r) => Number(r.id));
}

/**
 * The worker's voters as rows of FIELD_VOTER_COLUMNS' values: all of them, or (with `since`) those
 * changed from that instant on and those not in `known`. A voter who may not be contacted is sent
 * without any phone number.
 */
async function voterRows(database: Database, w: Worker, since: string | null, known: number[], tx?: Db): Promise<FieldVoterRow[]> {
  const blocked = sql`${contactBlock()} is not null`;
  // the latest visit's fields under the names the phone's copy of the voter gives them
  const as = { outcome: sql.raw(VISIT_COLUMNS.outcome), note: sql.raw(VISIT_COLUMNS.note), phone: sql.raw(VISIT_COLUMNS.phone) };
  const changed = since
    ? sql`and (greatest(v.updated_at, vs.updated_at, i0.updated_at, lv.updated_at, vm.updated_at) >= ${since}::timestamptz or not (v.id = any(${sql.param(known)}::bigint[])))`
    : sql``;
  const rows = await database.rows<Record<string, unknown>>(
    sql`
    select distinct on (vs.acno, vs.partno, vs.slnoinpart)
           v.id, v.acno, v.partno, vs.slnoinpart, v.section_no, v.house_no, v.family_key, v.fm_name_en, v.lastname_en, v.fm_name_v1, v.lastname_v1,
           v.gender, v.age, v.epic_no, v.rln_type, ${fullName('v.rln_fm_nm_en', 'v.rln_l_nm_en')} as rln_name,
           ${fullName('v.rln_fm_nm_v1', 'v.rln_l_nm_v1')} as rln_name_v1,
           ${contactBlock()} as contact_block, i.consent, coalesce(i.do_not_contact, false) as do_not_contact,
           lv.outcome as ${as.outcome}, ${isoUs('lv.visited_at')} as visited_at, lv.visited_by, lv.slip_delivered, lv.supporter_level,
           lv.note as ${as.note}, case when ${blocked} then null else lv.phone end as ${as.phone},
           case when ${blocked} then null else i.phone_no end as phone_no, case when ${blocked} then null else v.mobile end as mobile,
           i.align_with_party, i.align_with_candidate, i.category, i.religion, i.family_id, i.voter_group_id, i.address, i.details,
           case when vm.voted then true end as voted
      from ${ASSIGNED_FROM}
      left join voter_info i0 on i0.tenant_id = v.tenant_id and i0.voter_id = v.id
      left join voter_info i on i.tenant_id = v.tenant_id and i.voter_id = v.id and i.deleted_at is null
      ${latestVisitJoin('lv.outcome, lv.visited_at, lv.visited_by, lv.slip_delivered, lv.supporter_level, lv.note, lv.phone, lv.updated_at', 'lv')}
      -- today's poll-day mark (an undone one still counts as a change to send)
      left join lateral (select bool_or(vm.deleted_at is null) as voted, max(vm.updated_at) as updated_at from vote_marks vm
                          where vm.tenant_id = v.tenant_id and vm.voter_id = v.id
                            and vm.poll_date = (now() at time zone 'Asia/Kolkata')::date) vm on true
     where ${assignedTo(w)} ${changed}
     order by vs.acno, vs.partno, vs.slnoinpart`,
    tx,
  );
  return rows.map(toRow);
}

/** A row's values in column order; the empty ones at its end are left off. */
function toRow(r: Record<string, unknown>): FieldVoterRow {
  const details = (r.details ?? {}) as Record<string, unknown>;
  const value = (c: string): FieldVoterRow[number] => {
    if (DETAIL_KEYS.includes(c) || c === 'location') return (details[c] as FieldVoterRow[number]) ?? null;
    const v = r[c];
    if (v == null) return null;
    return typeof v === 'bigint' || ['id', 'visited_by', 'voter_group_id'].includes(c) ? Number(v) : (v as FieldVoterRow[number]);
  };
  const row = FIELD_VOTER_COLUMNS.map(value);
  let end = row.length;
  while (end > 1 && row[end - 1] === null) end -= 1;
  return row.slice(0, end);
}

/**
 * The voters' answers to the surveys offered for their parts: every live one, or (with a previous
 * sync) those written since it (an erased one as an empty list), and every live one of a voter the
 * phone did not hold or of a survey it may not have held answers of.
 */
async function surveyAnswers(
  database: Database,
  w: Worker,
  offered: OfferedSurvey[],
  ids: number[],
  prev: { since: string; ids: number[] } | null,
  tx: Db,
): Promise<FieldSurveyAnswers[]> {
  if (!offered.length || !ids.length) return [];
  const fresh = offered.filter((s) => s.fresh).map((s) => s.id);
  const wanted = prev
    ? sql`and (r.updated_at >= ${prev.since}::timestamptz
               or (r.deleted_at is null and (r.survey_id = any(${sql.param(fresh)}::bigint[]) or not (r.voter_id = any(${sql.param(prev.ids)}::bigint[])))))`
    : sql`and r.deleted_at is null`;
  const rows = await database.rows<{ voter_id: number; survey_id: number; acno: number; partno: number; live: boolean; answers: Array<[number, number]> }>(
    sql`select r.voter_id, r.survey_id, v.acno, v.partno, r.deleted_at is null as live,
               coalesce((select json_agg(json_build_array(a.question_id, a.choice) order by a.question_id)
                           from survey_answers a where a.tenant_id = r.tenant_id and a.response_id = r.id), '[]'::json) as answers
          from survey_responses r join voters v on v.tenant_id = r.tenant_id and v.id = r.voter_id
         where r.tenant_id = ${w.tenantId} and r.survey_id = any(${sql.param(offered.map((s) => s.id))}::bigint[])
           and r.voter_id = any(${sql.param(ids)}::bigint[]) ${wanted}
         order by r.voter_id, r.survey_id`,
    tx,
  );
  // a survey is asked of the voters of the parts whose polling station its area holds
  const asked = new Set(offered.flatMap((s) => s.parts.map((p) => `${s.id}:${p.acno}:${p.partno}`)));
  return rows
    .filter((r) => asked.has(`${r.survey_id}:${r.acno}:${r.partno}`))
    .map((r) => [Number(r.voter_id), Number(r.survey_id), r.live ? r.answers.map(([q, o]): [number, number] => [Number(q), Number(o)]) : []]);
}

/** The sections of the worker's parts, each named once for all its voters. */
async function sectionsOf(database: Database, w: Worker): Promise<FieldSection[]> {
  const rows = await database.rows<{ acno: number; partno: number; section_no: number; section_name: string | null; section_name_v1: string | null }>(sql`
    select s.acno, s.partno, s.section_no, s.section_name, s.section_name_v1 from voter_sections s
     where s.tenant_id = ${w.tenantId} and s.n > 0
       and (s.acno, s.partno) in (select a.acno, a.partno from field_assignments a
                                   where a.tenant_id = ${w.tenantId} and a.user_id = ${w.userId} and a.ended_at is null)
     order by s.acno, s.partno, s.section_no`);
  return rows.map((s) => [Number(s.acno), Number(s.partno), Number(s.section_no), s.section_name, s.section_name_v1]);
}

/**
 * This worker's values that another worker's change replaced from `since` on: a voter's fields
 * (field_overrides), and task statuses, read from the ledger rows of the few task changes (they
 * name no voter), whose answers name whose status they replaced.
 */
async function overriddenSince(database: Database, w: Worker, since: string): Promise<FieldOverride[]> {
  const rows = await database.rows<Record<string, unknown>>(sql`
    select o.change_id, o.voter_id, o.field, o.by_user, trim(u.f_name || ' ' || coalesce(u.l_name, '')) as by_name, ${isoUs('o.at')} as at
      from (select o.change_id, o.voter_id, o.field, o.by_user, o.at, o.id from field_overrides o
             where o.tenant_id = ${w.tenantId} and o.overridden_user = ${w.userId} and o.at >= ${since}::timestamptz
            union all
            select c.id, null, x->>'field', c.user_id, c.received_at, null from field_changes c
             cross join lateral jsonb_array_elements(c.result->'overrides') x
             where c.tenant_id = ${w.tenantId} and c.voter_id is null and c.kind = 'taskStatus' and c.state = 'applied'
               and c.received_at >= ${since}::timestamptz and (x->>'previous_by')::bigint = ${w.userId}) o
      join users u on u.tenant_id = ${w.tenantId} and u.id = o.by_user
     order by o.at, o.id nulls last`);
  return rows.map((r) => ({
    change_id: String(r.change_id),
    voter_id: r.voter_id == null ? null : Number(r.voter_id),
    field: String(r.field),
    by: Number(r.by_user),
    by_name: String(r.by_name),
    at: String(r.at),
  }));
}

/** The worker's own cursor of that id; null when unknown, another's, or no longer kept. */
async function readCursor(database: Database, w: Worker, id: number): Promise<{ since: string; ids: number[] } | null> {
  const [c] = await database.rows<{ since: string; voter_ids: Array<number | string> }>(sql`
    select ${isoUs('since')} as since, voter_ids from field_cursors where tenant_id = ${w.tenantId} and user_id = ${w.userId} and id = ${id}`);
  return c ? { since: c.since, ids: c.voter_ids.map(Number) } : null;
}

/** Records a sync's cursor and lets the worker's oldest go. */
async function saveCursor(database: Database, w: Worker, since: string, ids: number[]): Promise<string> {
  const [c] = await database.rows<{ id: number }>(sql`
    insert into field_cursors (tenant_id, user_id, since, voter_ids)
    values (${w.tenantId}, ${w.userId}, ${since}::timestamptz, ${sql.param(ids)}::bigint[]) returning id`);
  await database.rows(sql`
    delete from field_cursors where tenant_id = ${w.tenantId} and user_id = ${w.userId}
       and id <= (select id from field_cursors where tenant_id = ${w.tenantId} and user_id = ${w.userId} order by id desc offset ${CURSORS_KEPT} limit 1)`);
  return String(c.id);
}

/**
 * The worker's voters: everything (no cursor, or one the server no longer knows: reset), or what
 * changed since the cursor's sync, with the voters to take off the phone.
 */
export async function fieldVoters(database: Database, w: Worker, cursor?: string): Promise<Omit<FieldVotersResponse, 'offline_days'>> {
  const prev = cursor ? await readCursor(database, w, Number(cursor)) : null;
  const since = await safePoint(database);
  const offered = await offeredSurveys(database, w, prev?.since ?? null);
  // the ids kept with the cursor and the rows sent are read from one snapshot: a voter assigned or
  // taken off between two reads would otherwise be on the phone without the cursor knowing it
  const { ids, voters, answers } = await database.db.transaction(
    async (tx) => {
      const ids = await assignedIds(database, w, tx);
      return {
        ids,
        voters: await voterRows(database, w, prev?.since ?? null, prev?.ids ?? [], tx),
        answers: await surveyAnswers(database, w, offered, ids, prev, tx),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const pages = await pagesOf(database, w);
  const now = new Set(ids);
  const contact = await readContactHours(database, w.tenantId);
  const acnos = new Set(pages.map((p) => p.acno));
  return {
    cursor: await saveCursor(database, w, since, ids),
    reset: !prev,
    server_time: new Date().toISOString(),
    pages,
    sections: await sectionsOf(database, w),
    columns: FIELD_VOTER_COLUMNS,
    voters,
    removed: prev ? prev.ids.filter((id) => !now.has(id)) : [],
    overridden: prev ? await overriddenSince(database, w, prev.since) : [],
    survey_answers: answers,
    contact: { ...contact, polls: contact.polls.filter((p) => acnos.has(p.acno)) },
  };
}
