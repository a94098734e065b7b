// Who wrote a voter's values last, and what a change took over from another worker. The audit log
// is the one record of every write (console and phones alike, audit.ts), so the last writer of a
// field is the user of the newest audit row of that row naming it. A change that replaces a value
// another user wrote, with a different value, is an override: answered to the phone that made it
// and kept (field_overrides) for the next sync of the one whose value was replaced.
//
// A chunk of changes reads what its changes replace once, for all its voters, before the first
// (the voters' latest visits and details rows, locked, and their writers), and keeps them as its
// changes write; the audit rows, overrides and recounts it makes are written together at its end,
// in the same transaction. The chunk's voters are locked for it, so no other phone changes them
// in between.
import { getTableColumns, sql } from 'drizzle-orm';
import { voterInfo } from '../../db/schema';
import type { Database, Db } from '../../db/client';
import { recordAudit, recordAudits, type Actor } from '../../db/audit';
import type { ChangeOverride } from '../../../shared/api/field';
import { recountReached } from '../voters/queries';

/** Audit rows read back for one row's writers: a voter's details are written a handful of times. */
const AUDIT_DEPTH = 200;

type AuditEntry = Parameters<typeof recordAudit>[2];

/** The voter's latest visit, as the walk sheets and progress read it; one this chunk made has no id until its end. */
export interface LatestVisit {
  id: number | null;
  /** a visit this chunk made: its place among them */
  made?: number;
  outcome: string;
  slip_delivered: boolean;
  supporter_level: number | null;
  visited_by: number | null;
}

/** The voter's details row (live or not), with its values by field name; no id while the chunk's insert of it waits. */
export interface InfoRow {
  id: number | null;
  live: boolean;
  values: Record<string, unknown>;
}

/** What a chunk's changes wrote of one voter's details row: the columns and details keys named, consent and do-not-contact. */
interface InfoWrite {
  columns: Record<string, unknown>;
  details: Record<string, unknown>;
  consent?: unknown;
  do_not_contact?: boolean;
}

/** Add-details fields kept in the details row's own columns; the others live in its `details` object. */
export const INFO_COLUMNS = new Set<string>([
  'phone_no',
  'category',
  'religion',
  'align_with_party',
  'align_with_candidate',
  'voter_group_id',
  'address',
  'family_id',
]);

/** A field a change writes: its value before (and who wrote that) and after. */
export interface Written {
  field: string;
  previous: unknown;
  value: unknown;
  writer: number | null | undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What a chunk read of its voters, kept up to date by its writes, and what it writes at its end. */
export class Chunk {
  private visits = new Map<number, LatestVisit | null>();
  private infos = new Map<number, InfoRow | null>();
  private writers = new Map<string, Map<string, number | null>>();
  private names = new Map<number, string>();
  private audits: Array<{ entry: AuditEntry; info?: { voterId: number; consentAt: boolean }; visit?: number }> = [];
  private newVisits: Array<Record<string, unknown>> = [];
  private slips = new Map<number, boolean>();
  private infoWrites = new Map<number, InfoWrite>();
  private overrides: Array<{ change_id: string; voter_id: number; field: string; overridden_user: number }> = [];
  private reached: Array<{ acno: number; partno: number }> = [];

  constructor(
    private database: Database,
    private tx: Db,
    private actor: Actor & { userId: number },
  ) {}

  /** Reads the voters' latest visits and details rows (locked) and who wrote their fields. */
  async load(voterIds: number[]) {
    if (!voterIds.length) return;
    const t = this.actor.tenantId;
    const ids = sql.param(voterIds);
    const visits = await this.database.rows<LatestVisit & { voter_id: number }>(
      sql`select id, voter_id, outcome, slip_delivered, supporter_level, visited_by from voter_visits
           where tenant_id = ${t} and id in (select distinct on (voter_id) id from voter_visits
                                              where tenant_id = ${t} and voter_id = any(${ids}::bigint[]) and deleted_at is null
                                              order by voter_id, visited_at desc, id desc)
           for update`,
      this.tx,
    );
    const infos = await this.database.rows<Record<string, unknown>>(
      sql`select id, voter_id, deleted_at is null as live, phone_no, category, religion, align_with_party, align_with_candidate, voter_group_id,
                 address, family_id, details, consent, do_not_contact
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
        visited_by: v.visited_by == null ? null : Number(v.visited_by),
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

  /** The voter of each details row read: a details row's writers are kept by voter (a new row has no id until the chunk's end). */
  private infoVoter = new Map<string, number>();

  private async loadWriters(rows: ReadonlyArray<readonly [string, number]>) {
    if (!rows.length) return;
    const found = await this.database.rows<{ entity: string; entity_id: string; user_id: number | null; changed: Record<string, unknown> | null }>(
      sql`select e.entity, e.entity_id, a.user_id, a.changed
            from unnest(${sql.param(rows.map((r) => r[0]))}::text[], ${sql.param(rows.map((r) => String(r[1])))}::text[]) as e(entity, entity_id)
            cross join lateral (select user_id, changed, id from audit_log
                                 where tenant_id = ${this.actor.tenantId} and entity = e.entity and entity_id = e.entity_id
                                 order by id desc limit ${AUDIT_DEPTH}) a
           order by e.entity, e.entity_id, a.id desc`,
      this.tx,
    );
    for (const r of found) {
      const key = r.entity === 'voter_info' ? `voter_info:v${this.infoVoter.get(String(r.entity_id))}` : `${r.entity}:${r.entity_id}`;
      const of = this.writers.get(key) ?? new Map<string, number | null>();
      this.writers.set(key, of);
      // newest first: a field's first row is its last writer
      for (const f of Object.keys(r.changed ?? {})) if (!of.has(f)) of.set(f, r.user_id == null ? null : Number(r.user_id));
    }
  }

  latestVisit(voterId: number): LatestVisit | null {
    return this.visits.get(voterId) ?? null;
  }

  info(voterId: number): InfoRow | null {
    return this.infos.get(voterId) ?? null;
  }

  /** Who last wrote each field of an audited row this chunk read or wrote (unnamed fields left out). */
  writersOf(entity: string, id: number | string): Map<string, number | null> {
    return this.writers.get(`${entity}:${id}`) ?? new Map();
  }

  /** The key of a visit's writers: its id, or its place among the chunk's new visits. */
  visitKey = (visit: LatestVisit) => (visit.id != null ? visit.id : `m${visit.made}`);

  /**
   * A visit at the door: the voter's latest from now on (every field its visitor's), inserted
   * with the chunk's other visits at its end, with its audit row.
   */
  addVisit(voterId: number, row: Record<string, unknown>, changed: Record<string, unknown>) {
    const made = this.newVisits.push(row) - 1;
    this.visits.set(voterId, {
      id: null,
      made,
      outcome: row.outcome as string,
      slip_delivered: Boolean(row.slip_delivered),
      supporter_level: (row.supporter_level as number | null) ?? null,
      visited_by: this.actor.userId,
    });
    this.writers.set(`voter_visits:m${made}`, new Map());
    this.audits.push({ entry: { action: 'create', entity: 'voter_visits', changed }, visit: made });
  }

  /** The slip of the voter's latest visit, written at the chunk's end, with its audit row. */
  setSlip(voterId: number, visit: LatestVisit, slip: boolean, entry: AuditEntry) {
    if (visit.made != null) this.newVisits[visit.made].slip_delivered = slip;
    else this.slips.set(visit.id!, slip);
    this.visits.set(voterId, { ...visit, slip_delivered: slip });
    this.wroteFields('voter_visits', this.visitKey(visit), ['slip_delivered']);
    this.audits.push(visit.made != null ? { entry, visit: visit.made } : { entry: { ...entry, entity_id: visit.id } });
  }

  /** Fields of a row this chunk wrote, now the actor's. */
  wroteFields(entity: string, id: number | string, fields: string[]) {
    const key = `${entity}:${id}`;
    const of = this.writers.get(key) ?? new Map<string, number | null>();
    this.writers.set(key, of);
    for (const f of fields) of.set(f, this.actor.userId);
  }

  /** Who last wrote each field of the voter's details row. */
  infoWriters(voterId: number): Map<string, number | null> {
    return this.writersOf('voter_info', `v${voterId}`);
  }

  /**
   * Fields of the voter's details row written by a change: kept as the row's values now, and
   * written with the chunk's other details rows at its end (the row made, or revived, if need be).
   */
  writeInfo(voterId: number, write: InfoWrite) {
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

  /** An audit row, written with the chunk's others at its end. */
  audit(entry: AuditEntry) {
    this.audits.push({ entry });
  }

  /** An audit row of the voter's details row: its id (and the consent's time) are the row's once written. */
  auditInfo(voterId: number, entry: AuditEntry, consentAt = false) {
    this.audits.push({ entry, info: { voterId, consentAt } });
  }

  /** A part whose count of voters reached is counted again at the chunk's end. */
  recount(part: { acno: number; partno: number }) {
    this.reached.push(part);
  }

  /**
   * The overrides among the written fields (another user's value replaced by a different one),
   * kept for the overridden worker's next sync and answered with the writers' names. A task's
   * change (no voter) reaches the overridden worker through its row in field_changes instead.
   */
  async overridden(change: { id: string; voter_id: number | null }, written: Written[]): Promise<ChangeOverride[]> {
    const over = written.filter((w) => w.writer != null && w.writer !== this.actor.userId && !same(w.previous, w.value));
    if (!over.length) return [];
    const unknown = [...new Set(over.map((o) => o.writer!))].filter((u) => !this.names.has(u));
    if (unknown.length) {
      const users = await this.database.rows<{ id: number; name: string }>(
        sql`select id, trim(f_name || ' ' || coalesce(l_name, '')) as name from users
             where tenant_id = ${this.actor.tenantId} and id = any(${sql.param(unknown)}::bigint[])`,
        this.tx,
      );
      for (const u of users) this.names.set(Number(u.id), u.name);
    }
    const voterId = change.voter_id;
    if (voterId != null) for (const o of over) this.overrides.push({ change_id: change.id, voter_id: voterId, field: o.field, overridden_user: o.writer! });
    return over.map((o): ChangeOverride => ({
      field: o.field,
      previous: o.previous ?? null,
      previous_by: o.writer!,
      previous_by_name: this.names.get(o.writer!) ?? '',
    }));
  }

  /**
   * The chunk's details rows in two statements: those that exist updated (only the fields named;
   * details keys merged), the others made; one a concurrent write made meanwhile is updated after.
   */
  private async writeInfos(): Promise<Map<number, { id: number; consent_at: string | null }>> {
    const written = new Map<number, { id: number; consent_at: string | null }>();
    if (!this.infoWrites.size) return written;
    const cols = getTableColumns(voterInfo) as Record<string, { getSQLType(): string }>;
    const payload = (ids: number[]) =>
      JSON.stringify(
        ids.map((voterId) => {
          const w = this.infoWrites.get(voterId)!;
          return {
            voter_id: voterId,
            v: { ...w.columns, ...('consent' in w ? { consent: w.consent } : {}), ...('do_not_contact' in w ? { do_not_contact: w.do_not_contact } : {}) },
            details: w.details,
            consent_changed: 'consent' in w,
          };
        }),
      );
    const named = [...INFO_COLUMNS, 'consent', 'do_not_contact'];
    const value = (k: string) => sql`(x.v->>${k})::${sql.raw(cols[k].getSQLType())}`;
    const returning = sql`returning t.voter_id, t.id, to_char(t.consent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as consent_at`;
    const update = async (ids: number[]) => {
      if (!ids.length) return;
      const sets = named.map((k) => sql`${sql.identifier(k)} = case when x.v ? ${k} then ${value(k)} else t.${sql.identifier(k)} end, `);
      const rows = await this.database.rows<{ voter_id: number; id: number; consent_at: string | null }>(
        sql`update voter_info t set ${sql.join(sets, sql``)}
              consent_at = case when x.consent_changed then now() else t.consent_at end,
              consent_by = case when x.consent_changed then ${this.actor.userId}::bigint else t.consent_by end,
              details = coalesce(t.details, '{}'::jsonb) || x.details, deleted_at = null, updated_at = now()
            from jsonb_to_recordset(${payload(ids)}::jsonb) as x(voter_id bigint, v jsonb, details jsonb, consent_changed boolean)
           where t.tenant_id = ${this.actor.tenantId} and t.voter_id = x.voter_id ${returning}`,
        this.tx,
      );
      for (const r of rows) written.set(Number(r.voter_id), { id: Number(r.id), consent_at: r.consent_at });
    };
    const fresh = [...this.infoWrites.keys()].filter((v) => this.infos.get(v)?.id == null);
    await update([...this.infoWrites.keys()].filter((v) => this.infos.get(v)?.id != null));
    if (fresh.length) {
      const colNames = named.map((k) => sql`, ${sql.identifier(k)}`);
      const vals = named.map((k) => (k === 'do_not_contact' ? sql`, coalesce(${value(k)}, false)` : sql`, ${value(k)}`));
      const rows = await this.database.rows<{ voter_id: number; id: number; consent_at: string | null }>(
        sql`insert into voter_info as t (tenant_id, voter_id, created_by, details, consent_at, consent_by ${sql.join(colNames, sql``)})
            select ${this.actor.tenantId}, x.voter_id, ${this.actor.userId}, x.details,
                   case when x.consent_changed then now() end, case when x.consent_changed then ${this.actor.userId}::bigint end
                   ${sql.join(vals, sql``)}
              from jsonb_to_recordset(${payload(fresh)}::jsonb) as x(voter_id bigint, v jsonb, details jsonb, consent_changed boolean)
            on conflict (tenant_id, voter_id) do nothing ${returning}`,
        this.tx,
      );
      for (const r of rows) written.set(Number(r.voter_id), { id: Number(r.id), consent_at: r.consent_at });
      await update(fresh.filter((v) => !written.has(v)));
    }
    return written;
  }

  /** The chunk's visits in one statement, their ids in the order made (ids rise in insertion order). */
  private async writeVisits(): Promise<number[]> {
    if (this.slips.size)
      await this.database.rows(
        sql`update voter_visits t set slip_delivered = x.slip, updated_at = now()
              from jsonb_to_recordset(${JSON.stringify([...this.slips].map(([id, slip]) => ({ id, slip })))}::jsonb) as x(id bigint, slip boolean)
             where t.tenant_id = ${this.actor.tenantId} and t.id = x.id`,
        this.tx,
      );
    if (!this.newVisits.length) return [];
    const rows = await this.database.rows<{ id: number }>(
      sql`insert into voter_visits (tenant_id, voter_id, acno, partno, slnoinpart, outcome, slip_delivered, supporter_level, phone, note, visited_by)
          select ${this.actor.tenantId}, x.voter_id, x.acno, x.partno, x.slnoinpart, x.outcome, x.slip_delivered, x.supporter_level, x.phone, x.note, x.visited_by
            from jsonb_to_recordset(${JSON.stringify(this.newVisits.map((v, n) => ({ ...v, n })))}::jsonb)
              as x(voter_id bigint, acno int, partno int, slnoinpart int, outcome text, slip_delivered boolean, supporter_level smallint,
                   phone text, note text, visited_by bigint, n bigint)
           order by x.n
          returning id`,
      this.tx,
    );
    return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  }

  /** Writes what the chunk's changes left for its end: visits, details rows, audit rows, overrides, recounts. */
  async flush() {
    const visitIds = await this.writeVisits();
    const infos = await this.writeInfos();
    const entries = this.audits.map(({ entry, info, visit }) => {
      if (visit != null) return { ...entry, entity_id: visitIds[visit] };
      if (!info) return entry;
      const row = infos.get(info.voterId)!;
      return { ...entry, entity_id: row.id, changed: info.consentAt ? { ...entry.changed, consent_at: row.consent_at } : entry.changed };
    });
    await recordAudits(this.tx, this.actor, entries);
    if (this.overrides.length)
      await this.database.rows(
        sql`insert into field_overrides (tenant_id, change_id, voter_id, field, overridden_user, by_user)
            select ${this.actor.tenantId}, x.change_id, x.voter_id, x.field, x.overridden_user, ${this.actor.userId}
              from jsonb_to_recordset(${JSON.stringify(this.overrides)}::jsonb) as x(change_id uuid, voter_id bigint, field text, overridden_user bigint)`,
        this.tx,
      );
    if (this.reached.length) await recountReached(this.database, this.tx, this.actor.tenantId, this.reached);
  }
}
