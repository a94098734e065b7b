// Who wrote a voter's values last, and what a change took over from another worker. The audit log
// is the one record of every write (console and phones alike, audit.ts), so the last writer of a
// field is the user of the newest audit row of that row naming it. A change that replaces a value
// another user wrote, with a different value, is an override: answered to the phone that made it
// and kept (field_overrides) for the next sync of the one whose value was replaced.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { Actor } from '../../db/audit';
import type { ChangeOverride } from '../../../shared/api/field';

/** Audit rows read back for one row's writers: a voter's details are written a handful of times. */
const AUDIT_DEPTH = 200;

/** The user who last wrote each of `fields` of an audited row (fields no audit row names are left out). */
export async function lastWriters(database: Database, tx: Db, tenantId: number, entity: string, entityId: number, fields: string[]) {
  const rows = await database.rows<{ user_id: number | null; changed: Record<string, unknown> | null }>(
    sql`select user_id, changed from audit_log
         where tenant_id = ${tenantId} and entity = ${entity} and entity_id = ${String(entityId)}
         order by id desc limit ${AUDIT_DEPTH}`,
    tx,
  );
  const writers = new Map<string, number | null>();
  for (const f of fields) {
    const row = rows.find((r) => r.changed && f in r.changed);
    if (row) writers.set(f, row.user_id == null ? null : Number(row.user_id));
  }
  return writers;
}

/** A field a change writes: its value before (and who wrote that) and after. */
export interface Written {
  field: string;
  previous: unknown;
  value: unknown;
  writer: number | null | undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The overrides among the written fields (another user's value replaced by a different one), kept
 * for the overridden worker's next sync and answered with the writers' names.
 */
export async function recordOverrides(database: Database, tx: Db, actor: Actor, change: { id: string; voter_id: number }, written: Written[]) {
  const over = written.filter((w) => w.writer != null && w.writer !== actor.userId && !same(w.previous, w.value));
  if (!over.length) return [];
  const users = await database.rows<{ id: number; name: string }>(
    sql`select id, trim(f_name || ' ' || coalesce(l_name, '')) as name from users
         where tenant_id = ${actor.tenantId} and id = any(${sql.param(over.map((o) => o.writer))}::bigint[])`,
    tx,
  );
  const names = new Map(users.map((u) => [Number(u.id), u.name]));
  for (const o of over)
    await database.rows(
      sql`insert into field_overrides (tenant_id, change_id, voter_id, field, overridden_user, by_user)
          values (${actor.tenantId}, ${change.id}::uuid, ${change.voter_id}, ${o.field}, ${o.writer}, ${actor.userId})`,
      tx,
    );
  return over.map((o): ChangeOverride => ({
    field: o.field,
    previous: o.previous ?? null,
    previous_by: o.writer!,
    previous_by_name: names.get(o.writer!) ?? '',
  }));
}
