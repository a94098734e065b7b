// The one write path for tenant-owned rows: every insert, update and soft delete goes through
// here and records an audit row (tenant, user, action, entity, id, time, changed fields) in the
// same transaction. Routes never write audit rows themselves.
import { and, eq, isNull, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable, PgColumn } from 'drizzle-orm/pg-core';
import { preparedRows, type Db } from './client';
import { auditLog } from './schema';

export interface Actor {
  tenantId: number;
  userId: number | null;
  /** set by this write path once the actor wrote: a request that did is a change, whatever its method (sharedAnswers.ts) */
  wrote?: boolean;
}

type TenantTable = PgTable & { tenant_id: PgColumn; id: PgColumn; deleted_at?: PgColumn };
type Row = Record<string, unknown>;

/** Told the table of every write through this path, when it is made and again once committed (sessions cache what they read of users, roles and tenants). */
const writeListeners: Array<(table: string) => void> = [];
export const onWrite = (listener: (table: string) => void) => void writeListeners.push(listener);
const wrote = (table: string) => writeListeners.forEach((l) => l(table));

export async function recordAudit(
  tx: Db,
  actor: Actor,
  entry: { action: string; entity: string; entity_id?: string | number | null; changed?: Row | null; previous?: Row | null },
) {
  wrote(entry.entity);
  actor.wrote = true;
  await tx.insert(auditLog).values({
    tenant_id: actor.tenantId,
    user_id: actor.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entity_id == null ? null : String(entry.entity_id),
    changed: entry.changed ? redact(entry.changed) : null,
    previous: entry.previous ? redact(entry.previous) : null,
  });
}

// Secrets never reach the audit log; only the fact that they changed.
function redact(values: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(values)) out[k] = /password|token/.test(k) ? '[changed]' : v;
  return out;
}

/** A write whose listeners hear of it again once its transaction has committed. */
async function committed<T>(table: TenantTable, write: () => Promise<T>): Promise<T> {
  const result = await write();
  wrote(getTableName(table));
  return result;
}

const live = (table: TenantTable, tenantId: number, id: number): SQL =>
  and(eq(table.tenant_id, tenantId), eq(table.id, id), table.deleted_at ? isNull(table.deleted_at) : undefined)!;

/**
 * A write returning its rows and the audit row of each, in one statement (one round trip, atomic
 * without a transaction); the rows mapped as the query builder maps them.
 */
async function writeAudited<T>(db: Db, actor: Actor, table: TenantTable, write: { getSQL(): SQL }, action: string, changed: Row | null): Promise<T[]> {
  const entity = getTableName(table);
  wrote(entity);
  actor.wrote = true;
  // Prepared: a write of one shape (table, columns) is parsed and planned once per connection.
  const raw = await preparedRows(
    db,
    sql`
    with w as (${write.getSQL()}),
         a as (insert into ${auditLog} (tenant_id, user_id, action, entity, entity_id, changed)
               select ${actor.tenantId}, ${actor.userId}, ${action}, ${entity}, w.id::text, ${sql.param(changed ? redact(changed) : null, auditLog.changed)} from w)
    select * from w`,
  );
  const columns = Object.entries(getTableColumns(table));
  return raw.map((r) => Object.fromEntries(columns.map(([key, c]) => [key, r[c.name] == null ? r[c.name] : c.mapFromDriverValue(r[c.name])])) as T);
}

export async function insertRow<T extends object = Row>(db: Db, actor: Actor, table: TenantTable, values: Row): Promise<T>;
/** With `unless`: no row (null) when a row of the table meets that condition, checked by the insert itself. */
export async function insertRow<T extends object = Row>(db: Db, actor: Actor, table: TenantTable, values: Row, unless: SQL): Promise<T | null>;
export async function insertRow<T extends object = Row>(db: Db, actor: Actor, table: TenantTable, values: Row, unless?: SQL): Promise<T | null> {
  const row = { ...values, tenant_id: actor.tenantId };
  const write = unless
    ? guardedInsert(table, row, unless)
    : db
        .insert(table)
        .values(row as never)
        .returning();
  return committed(table, async () => (await writeAudited<T>(db, actor, table, write, 'create', values))[0] ?? null);
}

/** INSERT ... SELECT of one row's values, made only where no row of the table meets `unless`. */
function guardedInsert(table: TenantTable, row: Row, unless: SQL): SQL {
  const columns = getTableColumns(table);
  const set = Object.entries(row).filter(([key, v]) => key in columns && v !== undefined);
  const names = set.map(([key]) => sql.identifier(columns[key].name));
  // each value cast to its column's type: the SELECT's parameters have no other type to go by
  const typed = set.map(([key, v]) => sql`${sql.param(v, columns[key])}::${sql.raw(columns[key].getSQLType())}`);
  return sql`insert into ${table} (${sql.join(names, sql`, `)})
    select ${sql.join(typed, sql`, `)} where not exists (select 1 from ${table} where ${unless})
    returning *`;
}

/**
 * Updates a live row of the actor's tenant; null when there is none (unknown or foreign id) or
 * when `only` (a further condition, checked again by the UPDATE itself) does not hold.
 */
export async function updateRow<T extends object = Row>(db: Db, actor: Actor, table: TenantTable, id: number, values: Row, only?: SQL): Promise<T | null> {
  return committed(table, () =>
    db.transaction(async (tx) => {
      const [before] = (await tx
        .select()
        .from(table as PgTable)
        .where(and(live(table, actor.tenantId, id), only))) as Row[];
      if (!before) return null;
      const set = { ...values, updated_at: new Date().toISOString() } as Row;
      delete set.tenant_id;
      delete set.id;
      const [row] = (await tx
        .update(table)
        .set(set as never)
        .where(and(live(table, actor.tenantId, id), only))
        .returning()) as T[];
      if (!row) return null;
      const changed: Row = {};
      const previous: Row = {};
      for (const [k, v] of Object.entries(values)) {
        if (JSON.stringify(before[k]) === JSON.stringify(v)) continue;
        changed[k] = v;
        previous[k] = before[k];
      }
      await recordAudit(tx, actor, { action: 'update', entity: getTableName(table), entity_id: id, changed, previous });
      return row;
    }),
  );
}

/**
 * Soft delete (sets deleted_at); false when there is no live row of the actor's tenant, or when
 * `only` (a further condition, checked by the UPDATE itself) does not hold.
 */
export async function softDeleteRow(db: Db, actor: Actor, table: TenantTable, id: number, only?: SQL): Promise<boolean> {
  return committed(table, async () => {
    const write = db
      .update(table)
      .set({ deleted_at: new Date().toISOString() } as never)
      .where(and(live(table, actor.tenantId, id), only))
      .returning({ id: table.id });
    return (await writeAudited(db, actor, table, write, 'delete', null)).length > 0;
  });
}
