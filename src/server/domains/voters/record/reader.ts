// The one reader of what is collected about a voter: their details record, their visits (the
// latest, as every list shows it, and all of them with their notes, as the voter's details and
// privacy export show them) and their consent. Every read names the session's organisation.
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';
import { isoOf } from '../../../db/instants';
import { liveRowsOf } from '../../../db/tenantRows';
import { users, voterInfo } from '../../../db/schema';
import type { VoterInfoRecord } from '../../../../shared/api/voters';
import type { VisitRecord } from '../../../../shared/api/paper';
import type { VoterConsent } from '../../../../shared/api/voterPrivacy';
import { contactBlockOf, type ConsentState } from '../../../../shared/schemas/voterPrivacy';
import { DETAIL_KEYS, INFO_COLUMNS } from './columns';
import { contactBlock, fullName, latestVisitJoin } from './sql';

const iso = (column: string) => sql.raw(`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The columns of a visit `w` a VisitRecord is built of; `visitor` the user `u` who made it. */
export const VISIT_COLUMNS = 'w.outcome, w.slip_delivered, w.supporter_level, w.phone, w.note, w.visited_at, w.visited_by';

/**
 * The VisitRecord of the visit `w` as JSON (null without one), its phone withheld while the
 * collected details `i` say the voter may not be contacted.
 */
export const visitJson = (w = 'w', i = 'i') => sql`
  case when ${sql.raw(w)}.outcome is null then null else json_build_object('outcome', ${sql.raw(w)}.outcome,
    'slip_delivered', ${sql.raw(w)}.slip_delivered, 'supporter_level', ${sql.raw(w)}.supporter_level,
    'phone', case when ${contactBlock(i)} is null then ${sql.raw(w)}.phone end, 'note', ${sql.raw(w)}.note,
    'visited_at', ${iso(`${w}.visited_at`)}, 'visited_by', ${sql.raw(w)}.visited_by) end`;

/** The latest visit of the voters row `v` (w), with what a VisitRecord needs. */
export const latestVisitRecordJoin = (w = 'w', v = 'v') => latestVisitJoin(VISIT_COLUMNS.replaceAll('w.', `${w}.`), w, v);

/**
 * A voter's visits, newest first, at most `limit`, with the visitor's name: the voter's details
 * in the console. The phone is withheld from a voter who may not be contacted.
 */
export async function visitsOf(database: Database, tenantId: number, voterId: number, limit: number): Promise<VisitRecord[]> {
  const rows = await database.rows<{ visit: VisitRecord }>(sql`
    select ${visitJson()}::jsonb || jsonb_build_object('visited_by_name', ${fullName('u.f_name', 'u.l_name')}) as visit
      from voter_visits w
      left join voter_info i on i.tenant_id = w.tenant_id and i.voter_id = w.voter_id and i.deleted_at is null
      left join users u on u.tenant_id = w.tenant_id and u.id = w.visited_by
     where w.tenant_id = ${tenantId} and w.voter_id = ${voterId} and w.deleted_at is null
     order by w.visited_at desc, w.id desc
     limit ${limit}`);
  return rows.map((r) => r.visit);
}

/** The full collected details of voters (voter_info rows), keyed by voter id. */
export async function voterInfoRecords(database: Database, tenantId: number, voterIds: number[]): Promise<Map<number, VoterInfoRecord>> {
  if (!voterIds.length) return new Map();
  const rows = await database.rows<Record<string, unknown>>(sql`
    select id, voter_id, ${sql.raw(INFO_COLUMNS.join(', '))}, details, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
      from voter_info where tenant_id = ${tenantId} and voter_id = any(${sql.param(voterIds)}::bigint[]) and deleted_at is null`);
  const out = new Map<number, VoterInfoRecord>();
  for (const r of rows) {
    const details = (r.details ?? {}) as Record<string, unknown>;
    const rec: Record<string, unknown> = {
      id: Number(r.id),
      voter_list_id: Number(r.voter_id),
      location: details.location ?? null,
      updated_at: String(r.updated_at),
    };
    for (const k of INFO_COLUMNS) rec[k] = r[k] ?? null;
    if (rec.voter_group_id != null) rec.voter_group_id = Number(rec.voter_group_id);
    for (const k of DETAIL_KEYS) rec[k] = typeof details[k] === 'string' ? details[k] : null;
    if (!isInfoRecord(rec)) throw new Error(`voter_info ${String(r.id)}: a details field is neither text nor empty`);
    out.set(Number(r.voter_id), rec);
  }
  return out;
}

/** The record as built above: its ids numbers, its time text, every details field text or null (a group's id a number). */
function isInfoRecord(rec: Record<string, unknown>): rec is Record<string, unknown> & VoterInfoRecord {
  const text = (k: string) => rec[k] === null || typeof rec[k] === 'string' || (k === 'voter_group_id' && typeof rec[k] === 'number');
  return (
    typeof rec.id === 'number' && typeof rec.voter_list_id === 'number' && typeof rec.updated_at === 'string' && [...INFO_COLUMNS, ...DETAIL_KEYS].every(text)
  );
}

/** The voter's consent to be contacted, when and by whom it was recorded, and the do-not-contact flag. */
export async function readConsent(db: Db, tenantId: number, voterId: number): Promise<VoterConsent> {
  const [r] = await db
    .select({
      consent: voterInfo.consent,
      consent_at: isoOf(voterInfo.consent_at),
      consent_by: voterInfo.consent_by,
      do_not_contact: voterInfo.do_not_contact,
      f_name: users.f_name,
      l_name: users.l_name,
    })
    .from(voterInfo)
    .leftJoin(users, and(eq(users.tenant_id, voterInfo.tenant_id), eq(users.id, voterInfo.consent_by)))
    .where(and(liveRowsOf(voterInfo, tenantId), eq(voterInfo.voter_id, voterId)));
  const consent = (r?.consent ?? null) as ConsentState | null;
  const doNotContact = r?.do_not_contact ?? false;
  return {
    voter_id: voterId,
    consent,
    consent_at: r?.consent_at ?? null,
    consent_by: r?.consent_by ?? null,
    consent_by_details: r?.f_name == null ? null : { f_name: r.f_name, l_name: r.l_name },
    do_not_contact: doNotContact,
    contact_block: contactBlockOf(consent, doNotContact),
  };
}
