// The statements a record batch ends with: its details rows, visits and overrides each written in
// one statement (or two) for all its voters, from JSON, so a batch of a hundred phone changes and
// a form of one take as many round trips.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';
import type { Actor } from '../../../db/audit';
import { INFO_COLUMNS, columnType } from './columns';

/** What a batch wrote of one voter's details row: the columns and details keys named, consent and do-not-contact. */
export interface InfoWrite {
  columns: Record<string, unknown>;
  details: Record<string, unknown>;
  consent?: unknown;
  do_not_contact?: boolean;
}

/** A field another user wrote that the batch replaced: both values (as `{ v }`, so a null stays one) and when the first was written. */
export interface OverrideRow {
  change_id: string;
  voter_id: number;
  field: string;
  overridden_user: number;
  previous: { v: unknown };
  previous_at: string | null;
  value: { v: unknown };
}

type Written = Map<number, { id: number; consent_at: string | null }>;

/** The details rows as JSON for one statement; consent_changed says the consent's time and user are this write's. */
const payload = (rows: Array<{ voterId: number; write: InfoWrite }>) =>
  JSON.stringify(
    rows.map(({ voterId, write: w }) => ({
      voter_id: voterId,
      v: { ...w.columns, ...('consent' in w ? { consent: w.consent } : {}), ...('do_not_contact' in w ? { do_not_contact: w.do_not_contact } : {}) },
      details: w.details,
      consent_changed: 'consent' in w,
    })),
  );

/**
 * The details rows in two statements: those that exist updated (only the fields named; details
 * keys merged), the others made; one a concurrent write made meanwhile is updated after. Answers
 * each row's id and consent time by voter.
 */
export async function writeInfoRows(
  database: Database,
  tx: Db,
  actor: Actor,
  rows: Array<{ voterId: number; exists: boolean; write: InfoWrite }>,
): Promise<Written> {
  const written: Written = new Map();
  if (!rows.length) return written;
  const named = [...INFO_COLUMNS, 'consent', 'do_not_contact'];
  const value = (k: string) => sql`(x.v->>${k})::${sql.raw(columnType(k))}`;
  const returning = sql`returning t.voter_id, t.id, to_char(t.consent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as consent_at`;
  const keep = (found: Array<{ voter_id: number; id: number; consent_at: string | null }>) =>
    found.forEach((r) => written.set(Number(r.voter_id), { id: Number(r.id), consent_at: r.consent_at }));
  const update = async (some: typeof rows) => {
    if (!some.length) return;
    const sets = named.map((k) => sql`${sql.identifier(k)} = case when x.v ? ${k} then ${value(k)} else t.${sql.identifier(k)} end, `);
    keep(
      await database.rows(
        sql`update voter_info t set ${sql.join(sets, sql``)}
              consent_at = case when x.consent_changed then now() else t.consent_at end,
              consent_by = case when x.consent_changed then ${actor.userId}::bigint else t.consent_by end,
              details = coalesce(t.details, '{}'::jsonb) || x.details, deleted_at = null, updated_at = now()
            from jsonb_to_recordset(${payload(some)}::jsonb) as x(voter_id bigint, v jsonb, details jsonb, consent_changed boolean)
           where t.tenant_id = ${actor.tenantId} and t.voter_id = x.voter_id ${returning}`,
        tx,
      ),
    );
  };
  const fresh = rows.filter((r) => !r.exists);
  await update(rows.filter((r) => r.exists));
  if (fresh.length) {
    const colNames = named.map((k) => sql`, ${sql.identifier(k)}`);
    const vals = named.map((k) => (k === 'do_not_contact' ? sql`, coalesce(${value(k)}, false)` : sql`, ${value(k)}`));
    keep(
      await database.rows(
        sql`insert into voter_info as t (tenant_id, voter_id, created_by, details, consent_at, consent_by ${sql.join(colNames, sql``)})
            select ${actor.tenantId}, x.voter_id, ${actor.userId}, x.details,
                   case when x.consent_changed then now() end, case when x.consent_changed then ${actor.userId}::bigint end
                   ${sql.join(vals, sql``)}
              from jsonb_to_recordset(${payload(fresh)}::jsonb) as x(voter_id bigint, v jsonb, details jsonb, consent_changed boolean)
            on conflict (tenant_id, voter_id) do nothing ${returning}`,
        tx,
      ),
    );
    await update(fresh.filter((r) => !written.has(r.voterId)));
  }
  return written;
}

/** Columns of a visit a later write changes in place, with their types. */
const VISIT_SET = { outcome: 'text', slip_delivered: 'boolean', supporter_level: 'smallint', phone: 'text', note: 'text' } as const;

/**
 * The fields changed on existing visits (only those named), then the new visits in one
 * statement: their ids in the order made (ids rise in insertion order).
 */
export async function writeVisitRows(
  database: Database,
  tx: Db,
  actor: Actor,
  visits: Array<Record<string, unknown>>,
  sets: Map<number, Record<string, unknown>>,
): Promise<number[]> {
  if (sets.size) {
    const cols = Object.entries(VISIT_SET).map(
      ([k, type]) => sql`${sql.identifier(k)} = case when x.v ? ${k} then (x.v->>${k})::${sql.raw(type)} else t.${sql.identifier(k)} end, `,
    );
    await database.rows(
      sql`update voter_visits t set ${sql.join(cols, sql``)} updated_at = now()
            from jsonb_to_recordset(${JSON.stringify([...sets].map(([id, v]) => ({ id, v })))}::jsonb) as x(id bigint, v jsonb)
           where t.tenant_id = ${actor.tenantId} and t.id = x.id`,
      tx,
    );
  }
  if (!visits.length) return [];
  const rows = await database.rows<{ id: number }>(
    sql`insert into voter_visits (tenant_id, voter_id, acno, partno, slnoinpart, outcome, slip_delivered, supporter_level, phone, note, visited_by)
        select ${actor.tenantId}, x.voter_id, x.acno, x.partno, x.slnoinpart, x.outcome, x.slip_delivered, x.supporter_level, x.phone, x.note, x.visited_by
          from jsonb_to_recordset(${JSON.stringify(visits.map((v, n) => ({ ...v, n })))}::jsonb)
            as x(voter_id bigint, acno int, partno int, slnoinpart int, outcome text, slip_delivered boolean, supporter_level smallint,
                 phone text, note text, visited_by bigint, n bigint)
         order by x.n
        returning id`,
    tx,
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** The overrides kept for the overridden workers' next sync and the office's list of disagreements. */
export async function writeOverrideRows(database: Database, tx: Db, actor: Actor, overrides: OverrideRow[]) {
  if (!overrides.length) return;
  await database.rows(
    sql`insert into field_overrides (tenant_id, change_id, voter_id, field, overridden_user, by_user, previous, previous_at, value)
        select ${actor.tenantId}, x.change_id, x.voter_id, x.field, x.overridden_user, ${actor.userId}, x.previous->'v', x.previous_at, x.value->'v'
          from jsonb_to_recordset(${JSON.stringify(overrides)}::jsonb)
            as x(change_id uuid, voter_id bigint, field text, overridden_user bigint, previous jsonb, previous_at timestamptz, value jsonb)`,
    tx,
  );
}
