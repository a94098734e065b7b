// The one writer of what is collected about a voter: their details row (voter_info, consent and
// do-not-contact on it) and their visits (voter_visits), for the console's forms, the typed-back
// walk sheet and the phones' sync alike. A write is a batch (a form is a batch of one): it reads
// what its writes replace once, for all its voters, before the first (their latest visits and
// details rows, locked, and who wrote each of their fields), keeps them up to date as it writes,
// and writes its rows, audit rows, overrides and recounts together at its end, in its transaction.
//
// The audit log is the one record of every write, so the last writer of a field is the user of
// the newest audit row of that row naming it. A write that replaces a value another user wrote,
// with a different value, is an override: said to the writer (the phone that made it) and kept
// (field_overrides) for the next sync of the one whose value was replaced.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';
import { inTransaction, recordAudit, recordAudits, type Actor } from '../../../db/audit';
import type { ChangeOverride } from '../../../../shared/api/field';
import { INFO_COLUMNS, isInfoColumn } from './columns';
import { writeInfoRows, writeOverrideRows, writeVisitRows, type InfoWrite, type OverrideRow } from './statements';
import { latestVisits } from './sql';
import { recountReached } from './reached';
import { alignOfLevel } from '../../../../shared/schemas/paper';

/** Audit rows read back for one row's writers: a voter's details are written a handful of times. */
const AUDIT_DEPTH = 200;

type AuditEntry = Parameters<typeof recordAudit>[2];
/** Who writes: the session's user (a phone's worker, the console's staff). */
export type Writer = Actor;

/** The voter a write is for: their roll slot (a visit copies it) and part (a new details row recounts it). */
export interface RecordVoter {
  id: number;
  acno: number;
  partno: number;
  slnoinpart: number;
}

/** The voter as a details write needs them: a new details row recounts their part. */
export type RecordPart = Pick<RecordVoter, 'id' | 'acno' | 'partno'>;

/** The voter's latest visit, as the walk sheets and progress read it; one this batch made has no id until its end. */
export interface LatestVisit {
  id: number | null;
  /** a visit this batch made: its place among them */
  made?: number;
  outcome: string;
  slip_delivered: boolean;
  supporter_level: number | null;
  phone: string | null;
  note: string | null;
  visited_by: number | null;
  visited_at: string | null;
}

/** The voter's details row (live or not), with its values by field name; no id while the batch's insert of it waits. */
export interface InfoRow {
  id: number | null;
  live: boolean;
  values: Record<string, unknown>;
}

/** Who wrote a field last, and when (ISO); unknown (never audited) when absent. */
export interface FieldWriter {
  user: number | null;
  at: string | null;
}

/** A field a write changes: its value before (and who wrote that, when) and after. */
export interface Written {
  field: string;
  previous: unknown;
  value: unknown;
  writer: FieldWriter | undefined;
}

/** A visit at the door or on a returned sheet; a field left out (slip, supporter level) carries over from the latest visit. */
export interface VisitValues {
  outcome: string;
  slip_delivered?: boolean;
  supporter_level?: number | null;
  phone: string | null;
  note: string | null;
}

/** Consent and do-not-contact as a form gives them: left out (null), a field keeps what is stored. */
export interface ConsentValues {
  consent?: string | null;
  do_not_contact?: boolean | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const VISIT_STATE = ['outcome', 'slip_delivered', 'supporter_level'] as const;
const VISIT_SAID = ['phone', 'note'] as const;
/** The fields of a visit a later write may change in place. */
export const VISIT_FIELDS = [...VISIT_STATE, ...VISIT_SAID] as const;
export type VisitField = (typeof VISIT_FIELDS)[number];
const iso = (column: string) => sql.raw(`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** What a batch read of its voters, kept up to date by its writes, and what it writes at its end. */
export class RecordWriter {
  private visits = new Map<number, LatestVisit | null>();
  private infos = new Map<number, InfoRow | null>();
  private writers = new Map<string, Map<string, FieldWriter>>();
  private names = new Map<number, string>();
  private audits: Array<{ entry: AuditEntry; info?: { voterId: number; consentAt: boolean }; visit?: number }> = [];
  private newVisits: Array<Record<string, unknown>> = [];
  private visitSets = new Map<number, Record<string, unknown>>();
  private infoWrites = new Map<number, InfoWrite>();
  private overrides: OverrideRow[] = [];
  private reached: Array<{ acno: number; partno: number }> = [];
  /** The voter of each details row read: a details row's writers are kept by voter (a new row has no id until the end). */
  private infoVoter = new Map<string, number>();

  constructor(
    private database: Database,
    private tx: Db,
    private actor: Writer,
  ) {}

  /** A batch in a transaction of its own: the voters read, `write` run, everything written at its end. */
  static async batch<T>(database: Database, actor: Writer, voterIds: number[], write: (w: RecordWriter) => Promise<T> | T): Promise<T> {
    return inTransaction(database.db, async (tx) => {
      const w = new RecordWriter(database, tx, actor);
      await w.load(voterIds);
      const result = await write(w);
      await w.flush();
      return result;
    });
  }

  /** Reads the voters' latest visits and details rows (locked) and who wrote their fields. */
  async load(voterIds: number[]) {
    if (!voterIds.length) return;
    const t = this.actor.tenantId;
    const ids = sql.param(voterIds);
    const visits = await this.database.rows<LatestVisit & { voter_id: number }>(
      sql`select id, voter_id, outcome, slip_delivered, supporter_level, phone, note, visited_by, ${iso('visited_at')} as visited_at from voter_visits
           where tenant_id = ${t} and id in (select id from (${latestVisits(t, sql`w.voter_id = any(${ids}::bigint[])`, 'w.id')}) l)
           for update`,
      this.tx,
    );
    const infos = await this.database.rows<Record<string, unknown>>(
      sql`select id, voter_id, deleted_at is null as live, ${sql.raw(INFO_COLUMNS.join(', '))}, details, consent, do_not_contact
            from voter_info where tenant_id = ${t} and voter_id = any(${ids}::bigint[]) for update`,
      this.tx,
    );
    for (const id of voterIds) [this.visits, this.infos].forEach((m) => m.set(id, null));
    for (const v of visits)
      this.visits.set(Number(v.voter_id), {
        id: Number(v.id),
        outcome: v.outcome,
        slip_delivered: v.slip_delivered,
        supporter_level: v.supporter_level,
        phone: v.phone,
        note: v.note,
        visited_by: v.visited_by == null ? null : Number(v.visited_by),
        visited_at: v.visited_at,
      });
    for (const r of infos) {
      const values: Record<string, unknown> = { ...((r.details ?? {}) as Record<string, unknown>) };
      for (const k of [...INFO_COLUMNS, 'consent', 'do_not_contact']) values[k] = r[k] ?? null;
      if (values.voter_group_id != null) values.voter_group_id = Number(values.voter_group_id);
      this.infos.set(Number(r.voter_id), { id: Number(r.id), live: Boolean(r.live), values });
    }
    this.infoVoter = new Map(infos.map((r) => [String(r.id), Number(r.voter_id)]));
    await this.loadWriters([...visits.map((v) => ['voter_visits', Number(v.id)] as const), ...infos.map((r) => ['voter_info', Number(r.id)] as const)]);
  }

  private async loadWriters(rows: ReadonlyArray<readonly [string, number]>) {
    if (!rows.length) return;
    const found = await this.database.rows<{ entity: string; entity_id: string; user_id: number | null; at: string; changed: Record<string, unknown> | null }>(
      sql`select e.entity, e.entity_id, a.user_id, ${iso('a.at')} as at, a.changed
            from unnest(${sql.param(rows.map((r) => r[0]))}::text[], ${sql.param(rows.map((r) => String(r[1])))}::text[]) as e(entity, entity_id)
            cross join lateral (select user_id, changed, at, id from audit_log
                                 where tenant_id = ${this.actor.tenantId} and entity = e.entity and entity_id = e.entity_id
                                 order by id desc limit ${AUDIT_DEPTH}) a
           order by e.entity, e.entity_id, a.id desc`,
      this.tx,
    );
    for (const r of found) {
      const key = r.entity === 'voter_info' ? `voter_info:v${this.infoVoter.get(String(r.entity_id))}` : `${r.entity}:${r.entity_id}`;
      const of = this.writers.get(key) ?? new Map<string, FieldWriter>();
      this.writers.set(key, of);
      // newest first: a field's first row is its last writer
      for (const f of Object.keys(r.changed ?? {})) if (!of.has(f)) of.set(f, { user: r.user_id == null ? null : Number(r.user_id), at: r.at });
    }
  }

  latestVisit(voterId: number): LatestVisit | null {
    return this.visits.get(voterId) ?? null;
  }

  info(voterId: number): InfoRow | null {
    return this.infos.get(voterId) ?? null;
  }

  /** Who last wrote each field of an audited row this batch read or wrote (unnamed fields left out). */
  writersOf(entity: string, id: number | string): Map<string, FieldWriter> {
    return this.writers.get(`${entity}:${id}`) ?? new Map();
  }

  /** Who last wrote each field of the voter's details row. */
  infoWriters(voterId: number): Map<string, FieldWriter> {
    return this.writersOf('voter_info', `v${voterId}`);
  }

  /** Who wrote each field of a visit last: a slip changed later names its writer, else the visitor. */
  visitWriterOf(visit: LatestVisit): (field: string) => FieldWriter {
    const writers = new Map(this.writersOf('voter_visits', this.visitKey(visit)));
    return (f) => writers.get(f) ?? { user: visit.visited_by, at: visit.visited_at };
  }

  /** The key of a visit's writers: its id, or its place among the batch's new visits. */
  private visitKey = (visit: LatestVisit) => (visit.id != null ? visit.id : `m${visit.made}`);

  /** Fields of a row this batch wrote, now the actor's. */
  wroteFields(entity: string, id: number | string, fields: string[]) {
    const key = `${entity}:${id}`;
    const of = this.writers.get(key) ?? new Map<string, FieldWriter>();
    this.writers.set(key, of);
    for (const f of fields) of.set(f, { user: this.actor.userId, at: new Date().toISOString() });
  }

  /**
   * A visit: the voter's latest from now on (every field its visitor's), stamped when the server
   * received it, inserted with the batch's other visits at its end with its audit row (`noted`
   * added to it). What it leaves out (slip, supporter level) carries over from the latest visit,
   * so a visit that says nothing of the slip does not undo it.
   */
  visit(voter: RecordVoter, given: VisitValues, noted: Record<string, unknown> = {}): Written[] {
    const prev = this.latestVisit(voter.id);
    const writerOf = prev ? this.visitWriterOf(prev) : () => undefined;
    // the state a visit carries over, and the phone and note it gives in place of an earlier one (a visit without one takes nothing away)
    const named = [...VISIT_STATE.filter((f) => f === 'outcome' || given[f] !== undefined), ...VISIT_SAID.filter((f) => given[f] != null && prev?.[f] != null)];
    const row = {
      voter_id: voter.id,
      acno: voter.acno,
      partno: voter.partno,
      slnoinpart: voter.slnoinpart,
      outcome: given.outcome,
      slip_delivered: given.slip_delivered !== undefined ? Boolean(given.slip_delivered) : (prev?.slip_delivered ?? false),
      supporter_level: given.supporter_level !== undefined ? (given.supporter_level ?? null) : (prev?.supporter_level ?? null),
      phone: given.phone ?? null,
      note: given.note ?? null,
      visited_by: this.actor.userId,
    };
    const made = this.newVisits.push(row) - 1;
    this.visits.set(voter.id, {
      id: null,
      made,
      outcome: row.outcome,
      slip_delivered: row.slip_delivered,
      supporter_level: row.supporter_level,
      phone: row.phone,
      note: row.note,
      visited_by: this.actor.userId,
      visited_at: new Date().toISOString(),
    });
    this.writers.set(`voter_visits:m${made}`, new Map());
    this.audits.push({ entry: { action: 'create', entity: 'voter_visits', changed: { ...row, ...noted } }, visit: made });
    const written: Written[] = named.map((f) => ({ field: f, previous: prev?.[f] ?? null, value: row[f], writer: writerOf(f) }));
    return [...written, ...this.stanceOf(voter, given.supporter_level, noted)];
  }

  /** A supporter level given at the door sets the voter's stance on their record, the one field every list of supporters reads. */
  private stanceOf(voter: RecordVoter, level: number | null | undefined, noted: Record<string, unknown>): Written[] {
    if (level == null) return [];
    const align = alignOfLevel(level);
    const info = this.info(voter.id);
    if (info?.live && info.values.align_with_party === align) return [];
    return this.details(voter, { align_with_party: align }, noted);
  }

  /** The slip handed over (or not) on the voter's latest visit; null when there is no visit yet. */
  slip(voter: RecordVoter, slip: boolean, noted: Record<string, unknown> = {}): Written[] | null {
    return this.latestVisitFields(voter, { slip_delivered: slip }, noted);
  }

  /**
   * Fields of the voter's latest visit changed in place (the slip handed over later, the office's
   * choice between two workers' values), audited; null when there is no visit yet.
   */
  latestVisitFields(voter: RecordVoter, fields: Partial<Record<VisitField, unknown>>, noted: Record<string, unknown> = {}): Written[] | null {
    const visit = this.latestVisit(voter.id);
    if (!visit) return null;
    const named = (Object.keys(fields) as VisitField[]).filter((f) => JSON.stringify(visit[f] ?? null) !== JSON.stringify(fields[f] ?? null));
    if (!named.length) return [];
    const writerOf = this.visitWriterOf(visit);
    const written = named.map((f) => ({ field: f, previous: visit[f] ?? null, value: fields[f] ?? null, writer: writerOf(f) }));
    const set = Object.fromEntries(named.map((f) => [f, fields[f] ?? null]));
    if (visit.made != null) Object.assign(this.newVisits[visit.made], set);
    else this.visitSets.set(visit.id!, { ...(this.visitSets.get(visit.id!) ?? {}), ...set });
    this.visits.set(voter.id, { ...visit, ...(set as Partial<LatestVisit>) });
    this.wroteFields('voter_visits', this.visitKey(visit), named);
    const entry: AuditEntry = {
      action: 'update',
      entity: 'voter_visits',
      changed: { ...set, ...noted },
      previous: Object.fromEntries(named.map((f) => [f, visit[f] ?? null])),
    };
    this.audits.push(visit.made != null ? { entry, visit: visit.made } : { entry: { ...entry, entity_id: visit.id } });
    const level = set.supporter_level;
    return [...written, ...(typeof level === 'number' ? this.stanceOf(voter, level, noted) : [])];
  }

  /**
   * Details fields of the voter (columns and details keys by name): those named are written, the
   * others keep what is stored; audited with what they replaced (`noted` added to the audit row).
   */
  details(voter: RecordPart, fields: Record<string, unknown>, noted: Record<string, unknown> = {}): Written[] {
    const named = Object.keys(fields).filter((k) => fields[k] !== undefined);
    const before = this.info(voter.id);
    const writers = new Map(this.infoWriters(voter.id));
    const columns = Object.fromEntries(named.filter(isInfoColumn).map((k) => [k, fields[k] ?? null]));
    const details = Object.fromEntries(named.filter((k) => !isInfoColumn(k)).map((k) => [k, fields[k] ?? null]));
    this.writeInfo(voter.id, { columns, details });
    this.auditInfo(voter.id, {
      action: before?.live ? 'update' : 'create',
      entity: 'voter_info',
      changed: { voter_id: voter.id, ...columns, ...details, ...noted },
      previous: before ? Object.fromEntries(named.map((k) => [k, before.values[k] ?? null])) : null,
    });
    // a new (or revived) details row counts the voter as reached
    if (!before?.live) this.reached.push(voter);
    return named.map((k) => ({ field: k, previous: before?.values[k] ?? null, value: fields[k] ?? null, writer: writers.get(k) }));
  }

  /**
   * Consent and do-not-contact on the voter's details row (made when none was collected yet): a
   * consent that changes takes the server's time and the writer; a value the same as stored
   * writes nothing, nor is audited.
   */
  consent(voter: RecordPart, body: ConsentValues, noted: Record<string, unknown> = {}): Written[] {
    const before = this.info(voter.id);
    const consentChanges = body.consent != null && body.consent !== (before?.values.consent ?? null);
    const flagChanges = body.do_not_contact != null && body.do_not_contact !== Boolean(before?.values.do_not_contact);
    if (before?.live && !consentChanges && !flagChanges) return [];
    const named = [...(consentChanges ? ['consent'] : []), ...(flagChanges ? ['do_not_contact'] : [])];
    const writers = new Map(this.infoWriters(voter.id));
    this.writeInfo(voter.id, {
      columns: {},
      details: {},
      ...(consentChanges ? { consent: body.consent } : {}),
      ...(flagChanges ? { do_not_contact: body.do_not_contact! } : {}),
    });
    const changed: Record<string, unknown> = { voter_id: voter.id, ...noted };
    if (consentChanges) Object.assign(changed, { consent: body.consent, consent_at: null });
    if (flagChanges) changed.do_not_contact = body.do_not_contact;
    const previous = before ? Object.fromEntries(named.map((k) => [k, before.values[k] ?? (k === 'do_not_contact' ? false : null)])) : null;
    this.auditInfo(voter.id, { action: 'consent', entity: 'voter_info', changed, previous }, consentChanges);
    if (!before?.live) this.reached.push(voter);
    const value = (k: string) => (k === 'consent' ? body.consent : body.do_not_contact);
    return named.map((k) => ({ field: k, previous: before?.values[k] ?? null, value: value(k), writer: writers.get(k) }));
  }

  /**
   * Fields of the voter's details row: kept as the row's values now, and written with the batch's
   * other details rows at its end (the row made, or revived, if need be).
   */
  private writeInfo(voterId: number, write: InfoWrite) {
    const before = this.infos.get(voterId) ?? null;
    const w = this.infoWrites.get(voterId) ?? { columns: {}, details: {} };
    Object.assign(w.columns, write.columns);
    Object.assign(w.details, write.details);
    if ('consent' in write) w.consent = write.consent;
    if ('do_not_contact' in write) w.do_not_contact = write.do_not_contact;
    this.infoWrites.set(voterId, w);
    const values: Record<string, unknown> = { do_not_contact: false, ...(before?.values ?? {}), ...write.columns, ...write.details };
    if ('consent' in write) values.consent = write.consent;
    if ('do_not_contact' in write) values.do_not_contact = write.do_not_contact;
    this.infos.set(voterId, { id: before?.id ?? null, live: true, values });
    const fields = [...Object.keys(write.columns), ...Object.keys(write.details), ...['consent', 'do_not_contact'].filter((k) => k in write)];
    this.wroteFields('voter_info', `v${voterId}`, fields);
  }

  /** An audit row, written with the batch's others at its end. */
  audit(entry: AuditEntry) {
    this.audits.push({ entry });
  }

  /** An audit row of the voter's details row: its id (and the consent's time) are the row's once written. */
  private auditInfo(voterId: number, entry: AuditEntry, consentAt = false) {
    this.audits.push({ entry, info: { voterId, consentAt } });
  }

  /** The names of users, for the overrides' answers. */
  private async namesOf(users: number[]) {
    const unknown = [...new Set(users)].filter((u) => !this.names.has(u));
    if (!unknown.length) return;
    const rows = await this.database.rows<{ id: number; name: string }>(
      sql`select id, trim(f_name || ' ' || coalesce(l_name, '')) as name from users
           where tenant_id = ${this.actor.tenantId} and id = any(${sql.param(unknown)}::bigint[])`,
      this.tx,
    );
    for (const u of rows) this.names.set(Number(u.id), u.name);
  }

  /**
   * The overrides among the written fields (another user's value replaced by a different one):
   * each field with the value it replaced, who set that and when. Those of a phone's change (`id`)
   * are kept for the overridden worker's next sync; a task's change (no voter) reaches the
   * overridden worker through its row in field_changes instead.
   */
  async overridden(change: { id: string | null; voter_id: number | null }, written: Written[]): Promise<ChangeOverride[]> {
    const over = written.filter((w) => w.writer?.user != null && w.writer.user !== this.actor.userId && !same(w.previous, w.value));
    if (!over.length) return [];
    await this.namesOf(over.map((o) => o.writer!.user!));
    const voterId = change.voter_id;
    if (voterId != null && change.id != null)
      for (const o of over)
        this.overrides.push({
          change_id: change.id,
          voter_id: voterId,
          field: o.field,
          overridden_user: o.writer!.user!,
          // kept as JSON values: a null stays a value, not a missing one
          previous: { v: o.previous ?? null },
          previous_at: o.writer!.at,
          value: { v: o.value ?? null },
        });
    return over.map((o): ChangeOverride => ({
      field: o.field,
      previous: o.previous ?? null,
      previous_by: o.writer!.user!,
      previous_by_name: this.names.get(o.writer!.user!) ?? '',
      previous_at: o.writer!.at,
    }));
  }

  /** Writes what the batch's writes left for its end: visits, details rows, audit rows, overrides, recounts. */
  async flush() {
    const visitIds = await writeVisitRows(this.database, this.tx, this.actor, this.newVisits, this.visitSets);
    const infos = await writeInfoRows(
      this.database,
      this.tx,
      this.actor,
      [...this.infoWrites].map(([voterId, write]) => ({ voterId, exists: this.infos.get(voterId)?.id != null, write })),
    );
    const entries = this.audits.map(({ entry, info, visit }) => {
      if (visit != null) return { ...entry, entity_id: visitIds[visit] };
      if (!info) return entry;
      const row = infos.get(info.voterId)!;
      return { ...entry, entity_id: row.id, changed: info.consentAt ? { ...entry.changed, consent_at: row.consent_at } : entry.changed };
    });
    await recordAudits(this.tx, this.actor, entries);
    await writeOverrideRows(this.database, this.tx, this.actor, this.overrides);
    if (this.reached.length) await recountReached(this.database, this.tx, this.actor.tenantId, this.reached);
  }
}
