// SQL of poll day. A vote mark is one row per voter and poll day while it is live (a partial
// unique index): marking inserts with ON CONFLICT DO NOTHING, so agents marking the same voter at
// the same moment are served one after the other by the index itself, and everyone after the
// first is answered the first mark. Electors removed from the roll (voters.deleted_at) are never
// found, marked or listed. Every query is scoped to the session's tenant.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { recordAudit, type Actor } from '../../db/audit';
import { isoOf } from '../../db/instants';
import { slotJoin } from '../../db/slots';
import { contactable, fullName } from '../voters/record/sql';
import type { BulkEntryResult, HourTurnout, PartTurnout, PollVoter, Supporter, VoteMark } from '../../../shared/api/pollDay';
import { EPIC_ENTRY, SERIAL_ENTRY } from '../../../shared/schemas/pollDay';

const iso = (column: string) => isoOf(sql.raw(column));

// the serial is the elector's slot (vs, voter_slots) joined to their row (v)
const VOTER_COLUMNS = sql`
  v.id, v.acno, v.partno, vs.slnoinpart, coalesce(${fullName('v.fm_name_en', 'v.lastname_en')}, '') as name,
  ${fullName('v.fm_name_v1', 'v.lastname_v1')} as name_v1, v.epic_no, v.age, v.gender, v.house_no`;

const MARK_COLUMNS = sql`
  m.id, to_char(m.poll_date, 'YYYY-MM-DD') as poll_date, m.voter_id, m.acno, m.partno, m.slnoinpart,
  coalesce(${fullName('v.fm_name_en', 'v.lastname_en')}, '') as name, ${fullName('v.fm_name_v1', 'v.lastname_v1')} as name_v1,
  v.epic_no, ${iso('m.marked_at')} as marked_at, m.marked_by, ${fullName('u.f_name', 'u.l_name')} as marker,
  ${iso('m.deleted_at')} as undone_at`;

const MARK_FROM = sql`
  vote_marks m
  join voters v on v.tenant_id = m.tenant_id and v.id = m.voter_id
  left join users u on u.tenant_id = m.tenant_id and u.id = m.marked_by`;

/** Where a voter is looked for: by id, or by the slot on the roll. */
export type VoterTarget = { voterId: number } | { acno: number; partno: number; slnoinpart: number };

/**
 * The rows of a target. By slot the look-up drives from voter_slots, whose unique key
 * (tenant, acno, partno, serial, on_roll) finds the one live slot, and fetches the elector by
 * primary key; by id it is the primary keys of both.
 */
const targetRows = (tenantId: number, t: VoterTarget): SQL =>
  'voterId' in t
    ? sql`voters v ${slotJoin()} where v.tenant_id = ${tenantId} and v.id = ${t.voterId}`
    : sql`voter_slots vs join voters v on v.tenant_id = vs.tenant_id and v.id = vs.voter_id
           where vs.tenant_id = ${tenantId} and vs.acno = ${t.acno} and vs.partno = ${t.partno} and vs.slnoinpart = ${t.slnoinpart} and vs.on_roll`;

/** The elector on the roll at the target, or null (unknown, another tenant's, or removed from the roll). */
export async function findVoter(database: Database, tenantId: number, target: VoterTarget, tx?: Db): Promise<PollVoter | null> {
  const [voter] = await database.rows<PollVoter>(sql`select ${VOTER_COLUMNS} from ${targetRows(tenantId, target)} and v.deleted_at is null`, tx);
  return voter ?? null;
}

/** One mark by id (live or undone). */
export async function readMark(database: Database, tenantId: number, id: number, tx?: Db): Promise<VoteMark | null> {
  const [mark] = await database.rows<VoteMark>(sql`select ${MARK_COLUMNS} from ${MARK_FROM} where m.tenant_id = ${tenantId} and m.id = ${id}`, tx);
  return mark ?? null;
}

/** A voter's live mark of a poll date. */
export async function liveMark(database: Database, tenantId: number, voterId: number, pollDate: string, tx?: Db): Promise<VoteMark | null> {
  const [mark] = await database.rows<VoteMark>(
    sql`select ${MARK_COLUMNS} from ${MARK_FROM}
         where m.tenant_id = ${tenantId} and m.poll_date = ${pollDate} and m.voter_id = ${voterId} and m.deleted_at is null`,
    tx,
  );
  return mark ?? null;
}

/** Inserts the live marks of voters that have none; the ids of the marks made, by voter. `noted` goes into their audit rows. */
export async function insertMarks(
  database: Database,
  tx: Db,
  actor: Actor,
  voterIds: number[],
  pollDate: string,
  noted: Record<string, unknown> = {},
): Promise<Map<number, number>> {
  const made = await database.rows<{ id: number; voter_id: number; acno: number; partno: number; slnoinpart: number }>(
    sql`insert into vote_marks (tenant_id, poll_date, voter_id, acno, partno, slnoinpart, marked_by)
        select v.tenant_id, ${pollDate}, v.id, v.acno, v.partno, vs.slnoinpart, ${actor.userId}
          from voters v ${slotJoin()}
         where v.tenant_id = ${actor.tenantId} and v.id = any(${sql.param(voterIds)}::bigint[]) and v.deleted_at is null
        on conflict (tenant_id, poll_date, voter_id) where deleted_at is null do nothing
        returning id, voter_id, acno, partno, slnoinpart`,
    tx,
  );
  for (const m of made) {
    const { id, ...changed } = m;
    await recordAudit(tx, actor, { action: 'create', entity: 'vote_marks', entity_id: id, changed: { ...changed, poll_date: pollDate, ...noted } });
  }
  return new Map(made.map((m) => [Number(m.voter_id), Number(m.id)]));
}

/** The live marks of a poll date of these voters, by voter. */
async function liveMarkIds(database: Database, tx: Db, tenantId: number, voterIds: number[], pollDate: string): Promise<Map<number, number>> {
  const rows = await database.rows<{ id: number; voter_id: number }>(
    sql`select id, voter_id from vote_marks
         where tenant_id = ${tenantId} and poll_date = ${pollDate} and voter_id = any(${sql.param(voterIds)}::bigint[]) and deleted_at is null`,
    tx,
  );
  return new Map(rows.map((r) => [Number(r.voter_id), Number(r.id)]));
}

/**
 * Marks live voters as voted: each gets the mark this call made ('marked') or the one that was
 * already there ('already'). A mark undone between the insert and the read is tried again.
 */
export async function markVoters(
  database: Database,
  actor: Actor,
  voterIds: number[],
  pollDate: string,
): Promise<Map<number, { state: 'marked' | 'already'; id: number }>> {
  const out = new Map<number, { state: 'marked' | 'already'; id: number }>();
  let pending = [...new Set(voterIds)];
  for (let attempt = 0; attempt < 5 && pending.length; attempt++) {
    await database.db.transaction(async (tx) => {
      const made = await insertMarks(database, tx, actor, pending, pollDate);
      made.forEach((id, voterId) => out.set(voterId, { state: 'marked', id }));
      const rest = pending.filter((v) => !made.has(v));
      // a new statement: it sees the mark of a concurrent call that made the insert above skip
      if (rest.length) (await liveMarkIds(database, tx, actor.tenantId, rest, pollDate)).forEach((id, voterId) => out.set(voterId, { state: 'already', id }));
    });
    pending = pending.filter((v) => !out.has(v));
    // a voter removed from the roll meanwhile has no mark to find: stop asking for them
    if (pending.length) pending = (await liveVoterIds(database, actor.tenantId, pending)).filter((v) => !out.has(v));
  }
  return out;
}

async function liveVoterIds(database: Database, tenantId: number, ids: number[]): Promise<number[]> {
  const rows = await database.rows<{ id: number }>(
    sql`select id from voters where tenant_id = ${tenantId} and id = any(${sql.param(ids)}::bigint[]) and deleted_at is null`,
  );
  return rows.map((r) => Number(r.id));
}

/** Undoes a live mark (the row stays, with deleted_at); false when it was not live. */
export async function undoMark(database: Database, actor: Actor, id: number): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [undone] = await database.rows<{ voter_id: number; poll_date: string }>(
      sql`update vote_marks set deleted_at = now(), updated_at = now()
           where tenant_id = ${actor.tenantId} and id = ${id} and deleted_at is null
       returning voter_id, to_char(poll_date, 'YYYY-MM-DD') as poll_date`,
      tx,
    );
    if (!undone) return false;
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'vote_marks',
      entity_id: id,
      previous: { voter_id: undone.voter_id, poll_date: undone.poll_date },
    });
    return true;
  });
}

/** Undoes a voter's live mark of a poll date inside the caller's transaction: the mark undone, or null when none was live. */
export async function undoVoterMark(
  database: Database,
  tx: Db,
  actor: Actor,
  voterId: number,
  pollDate: string,
  noted: Record<string, unknown> = {},
): Promise<{ id: number; marked_by: number | null; marked_at: string } | null> {
  const [undone] = await database.rows<{ id: number; marked_by: number | null; marked_at: string }>(
    sql`update vote_marks set deleted_at = now(), updated_at = now()
         where tenant_id = ${actor.tenantId} and poll_date = ${pollDate} and voter_id = ${voterId} and deleted_at is null
     returning id, marked_by, ${iso('marked_at')} as marked_at`,
    tx,
  );
  if (!undone) return null;
  await recordAudit(tx, actor, {
    action: 'delete',
    entity: 'vote_marks',
    entity_id: undone.id,
    changed: Object.keys(noted).length ? noted : null,
    previous: { voter_id: voterId, poll_date: pollDate },
  });
  return { id: Number(undone.id), marked_by: undone.marked_by == null ? null : Number(undone.marked_by), marked_at: undone.marked_at };
}

type Found = BulkEntryResult['voter'] & object;

/**
 * A bulk list resolved to electors: serials in the part, EPIC numbers in the constituency; each
 * entry's kind and voter (null with the reason when there is none).
 */
export async function resolveEntries(
  database: Database,
  tenantId: number,
  acno: number,
  partno: number | undefined,
  entries: string[],
): Promise<Array<Pick<BulkEntryResult, 'entry' | 'kind' | 'voter'> & { problem?: 'notOnRoll' | 'ambiguous' | 'invalid' }>> {
  const norm = entries.map((e) => e.trim().toUpperCase());
  const serials = [...new Set(norm.filter((e) => SERIAL_ENTRY.test(e)).map(Number))];
  const epics = [...new Set(norm.filter((e) => !SERIAL_ENTRY.test(e) && EPIC_ENTRY.test(e)))];
  const columns = sql`v.id, v.partno, vs.slnoinpart, coalesce(${fullName('v.fm_name_en', 'v.lastname_en')}, '') as name,
    ${fullName('v.fm_name_v1', 'v.lastname_v1')} as name_v1, v.epic_no`;
  const bySerial = new Map<number, Found>();
  if (serials.length && partno != null) {
    // the part's live slots of these serials through voter_slots' unique key, each elector by primary key
    const rows = await database.rows<Found>(
      sql`select ${columns} from voter_slots vs join voters v on v.tenant_id = vs.tenant_id and v.id = vs.voter_id
           where vs.tenant_id = ${tenantId} and vs.acno = ${acno} and vs.partno = ${partno}
             and vs.slnoinpart = any(${sql.param(serials)}::int[]) and vs.on_roll and v.deleted_at is null`,
    );
    rows.forEach((r) => bySerial.set(Number(r.slnoinpart), r));
  }
  const byEpic = new Map<string, Found[]>();
  if (epics.length) {
    // byte-wise, as the EPIC index is
    const rows = await database.rows<Found>(
      sql`select ${columns} from voters v ${slotJoin()}
           where v.tenant_id = ${tenantId} and v.epic_no collate "C" = any(${sql.param(epics)}::text[]) and v.acno = ${acno} and v.deleted_at is null`,
    );
    for (const r of rows) byEpic.set(r.epic_no!, [...(byEpic.get(r.epic_no!) ?? []), r]);
  }
  return entries.map((entry, i) => {
    const e = norm[i];
    if (SERIAL_ENTRY.test(e)) {
      const voter = bySerial.get(Number(e)) ?? null;
      return { entry, kind: 'serial' as const, voter, ...(voter ? {} : { problem: 'notOnRoll' as const }) };
    }
    if (EPIC_ENTRY.test(e)) {
      const found = byEpic.get(e) ?? [];
      if (found.length === 1) return { entry, kind: 'epic' as const, voter: found[0] };
      return { entry, kind: 'epic' as const, voter: null, problem: found.length ? ('ambiguous' as const) : ('notOnRoll' as const) };
    }
    return { entry, kind: 'invalid' as const, voter: null, problem: 'invalid' as const };
  });
}

/** The last marks of a part (live ones, of electors on the roll), newest first. */
export async function recentMarks(database: Database, tenantId: number, q: { acno: number; partno: number; pollDate: string; limit: number }) {
  return database.rows<VoteMark>(sql`
    select ${MARK_COLUMNS} from ${MARK_FROM}
     where m.tenant_id = ${tenantId} and m.poll_date = ${q.pollDate} and m.acno = ${q.acno} and m.partno = ${q.partno}
       and m.deleted_at is null and v.deleted_at is null
     order by m.marked_at desc, m.id desc
     limit ${q.limit}`);
}

/** Live marks of a poll date of electors still on the roll, of a constituency or one of its parts. */
const countedMarks = (tenantId: number, acno: number, pollDate: string, partno: number | undefined) => sql`
  vote_marks m join voters v on v.tenant_id = m.tenant_id and v.id = m.voter_id and v.deleted_at is null
  where m.tenant_id = ${tenantId} and m.poll_date = ${pollDate} and m.acno = ${acno} and m.deleted_at is null
    ${partno != null ? sql`and m.partno = ${partno}` : sql``}`;

/** The parts of a constituency with their electors (the roll's per-part count). */
export async function partsOf(database: Database, tenantId: number, acno: number): Promise<Array<Omit<PartTurnout, 'voted'>>> {
  return database.rows<Omit<PartTurnout, 'voted'>>(sql`
    select partno, coalesce(part_name, vcenter) as area_name, coalesce(part_name_v1, vcenter_v1) as area_name_v1, voter_count as electors
      from voting_centres
     where tenant_id = ${tenantId} and acno = ${acno} and deleted_at is null
     order by partno`);
}

/** Votes of each part of a constituency (or of the one part), by part number. */
export async function votesByPart(database: Database, tenantId: number, acno: number, pollDate: string, partno?: number): Promise<Map<number, number>> {
  const rows = await database.rows<{ partno: number; n: number }>(
    sql`select m.partno, count(*)::int as n from ${countedMarks(tenantId, acno, pollDate, partno)} group by m.partno`,
  );
  return new Map(rows.map((r) => [Number(r.partno), Number(r.n)]));
}

/** Votes marked in each hour (Asia/Kolkata) of a constituency or one of its parts. */
export async function votesByHour(database: Database, tenantId: number, acno: number, pollDate: string, partno?: number): Promise<HourTurnout[]> {
  return database.rows<HourTurnout>(sql`
    select extract(hour from m.marked_at at time zone 'Asia/Kolkata')::int as hour, count(*)::int as voted
      from ${countedMarks(tenantId, acno, pollDate, partno)}
     group by 1 order by 1`);
}

type SupporterScope = { acno: number; partno?: number; pollDate: string };

/**
 * Supporters (aligned with the party) on the roll with no live mark of the poll date. Voters who
 * withdrew their consent or asked not to be contacted are never in it: this is a list for calling.
 * `withSlot` joins each elector's slot (vs) for the serial; counting needs none.
 */
const supporterRows = (tenantId: number, q: SupporterScope, withSlot = false) => sql`
  voter_info i
  join voters v on v.tenant_id = i.tenant_id and v.id = i.voter_id and v.deleted_at is null
  ${withSlot ? slotJoin() : sql``}
  where i.tenant_id = ${tenantId} and i.deleted_at is null and i.align_with_party = 'yes'
    and ${contactable('i')}
    and v.acno = ${q.acno} ${q.partno != null ? sql`and v.partno = ${q.partno}` : sql``}
    and not exists (select 1 from vote_marks m
                     where m.tenant_id = i.tenant_id and m.poll_date = ${q.pollDate} and m.voter_id = i.voter_id and m.deleted_at is null)`;

/** A page of the supporters not yet voted, in roll order, with the number to call. */
export async function supportersNotVoted(
  database: Database,
  tenantId: number,
  q: SupporterScope & { page: number; pageSize: number },
): Promise<{ rows: Supporter[]; total: number }> {
  const rows = await database.rows<Supporter & { total: number }>(sql`
    select v.id as voter_id, v.acno, v.partno, vs.slnoinpart, coalesce(${fullName('v.fm_name_en', 'v.lastname_en')}, '') as name,
           ${fullName('v.fm_name_v1', 'v.lastname_v1')} as name_v1, v.epic_no, v.house_no,
           coalesce(nullif(trim(i.phone_no), ''), nullif(trim(v.mobile), '')) as phone,
           count(*) over ()::int as total
      from ${supporterRows(tenantId, q, true)}
     order by v.partno, vs.slnoinpart
     limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  if (rows.length) return { rows: rows.map(({ total: _total, ...r }) => r), total: rows[0].total };
  // a page past the end has no row to carry the count
  const [count] = q.page > 1 ? await database.rows<{ n: number }>(sql`select count(*)::int as n from ${supporterRows(tenantId, q)}`) : [];
  return { rows: [], total: count?.n ?? 0 };
}
