// The one write path for tenant-owned rows: every insert, update and soft delete goes through
// here and records an audit row (tenant, user, action, entity, id, time, changed fields) in the
// same transaction. Routes never write audit rows themselves.
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, isNull, or, getTableColumns, getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable, PgColumn } from 'drizzle-orm/pg-core';
import { reusable, type Db } from './client';
import { auditLog } from './schema';
import type { AuditAction } from '../../shared/api/audit';

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
/** The tables written so far by the transaction of inTransaction the caller runs in. */
const inOpenTransaction = new AsyncLocalStorage<Set<string>>();
const wrote = (table: string) => {
  inOpenTransaction.getStore()?.add(table);
  writeListeners.forEach((l) => l(table));
};

/**
 * Runs `fn` in one transaction of `db` (drizzle's; inside another, a savepoint): a handler's writes
 * all land or, whatever fails, none does. The writes through this path that `fn` made are told
 * again once it has committed: a read on another connection before that still saw the old rows.
 */
export async function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const tables = new Set<string>();
  const result = await inOpenTransaction.run(tables, () => db.transaction((tx) => fn(tx)));
  tables.forEach(wrote);
  return result;
}

export async function recordAudit(
  tx: Db,
  actor: Actor,
  entry: { action: AuditAction; entity: string; entity_id?: string | number | null; changed?: Row | null; previous?: Row | null },
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

/** Audit rows of one actor written with one statement, in the order given (a batch of writes made together). */
export async function recordAudits(tx: Db, actor: Actor, entries: Array<Parameters<typeof recordAudit>[2]>) {
  if (!entries.length) return;
  new Set(entries.map((e) => e.entity)).forEach(wrote);
  actor.wrote = true;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      tenant_id: actor.tenantId,
      user_id: actor.userId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entity_id == null ? null : String(entry.entity_id),
      changed: entry.changed ? redact(entry.changed) : null,
      previous: entry.previous ? redact(entry.previous) : null,
    })),
  );
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

/** The tenant's rows that are not soft-deleted; tenant and id may be a reusable statement's placeholders. */
const liveOf = (table: TenantTable, tenantId: number | Placeholder): SQL =>
  and(eq(table.tenant_id, tenantId), table.deleted_at ? isNull(table.deleted_at) : undefined)!;
const live = (table: TenantTable, tenantId: number | Placeholder, id: number | Placeholder): SQL => and(liveOf(table, tenantId), eq(table.id, id))!;

/** What a unique field holds twice: the same text in any case, or the same value. */
export const sameValue = (column: PgColumn, value: unknown, text: boolean): SQL => (text ? sql`lower(${column}) = ${value}` : eq(column, value));

type Statement = (db: Db, values: Row) => Promise<Row[]>;

/**
 * The audited writes by shape, each built and compiled once (reusable): under the table, or under
 * the further condition of a delete, by which columns it sets and which fields it checks.
 */
const statements = new WeakMap<object, Map<string, Statement>>();
function statement(owner: object, key: string, build: () => SQL): Statement {
  let shapes = statements.get(owner);
  if (!shapes) statements.set(owner, (shapes = new Map()));
  let s = shapes.get(key);
  if (!s) shapes.set(key, (s = reusable(build())));
  return s;
}

const ph = sql.placeholder;

/**
 * A write returning its rows and the audit row of each, in one statement (one round trip, atomic
 * without a transaction), its values under placeholders: tenant, user and changed for the audit row.
 */
const audited = (table: TenantTable, action: AuditAction, write: SQL): SQL => sql`
    with w as (${write}),
         a as (insert into ${auditLog} (tenant_id, user_id, action, entity, entity_id, changed)
               select ${ph('tenant')}, ${ph('user')}, ${action}, ${getTableName(table)}, w.id::text, ${sql.param(ph('changed'), auditLog.changed)} from w)
    select * from w`;

/** Each table's columns, by key, as the query builder maps a row it reads. */
const columnsOf = new WeakMap<TenantTable, Array<[string, PgColumn]>>();
function mapped<T>(table: TenantTable, raw: Row[]): T[] {
  let columns = columnsOf.get(table);
  if (!columns) columnsOf.set(table, (columns = Object.entries(getTableColumns(table))));
  return raw.map((r) => Object.fromEntries(columns.map(([key, c]) => [key, r[c.name] == null ? r[c.name] : c.mapFromDriverValue(r[c.name])])) as T);
}

async function writeAudited<T>(db: Db, actor: Actor, table: TenantTable, run: Statement, values: Row, changed: Row | null): Promise<T[]> {
  wrote(getTableName(table));
  actor.wrote = true;
  const raw = await run(db, { ...values, tenant: actor.tenantId, user: actor.userId, changed: changed ? redact(changed) : null });
  return mapped<T>(table, raw);
}

export async function insertRow<T extends object = Row>(db: Db, actor: Actor, table: TenantTable, values: Row): Promise<T>;
/**
 * With `unique`: no row (null) when a live row of the tenant holds the same value as `values` in
 * one of those fields (sameValue), checked by the insert itself. An empty field checks nothing.
 */
export async function insertRow<T extends object = Row>(db: Db, actor: Actor, table: TenantTable, values: Row, unique: readonly string[]): Promise<T | null>;
export async function insertRow<T extends object = Row>(
  db: Db,
  actor: Actor,
  table: TenantTable,
  values: Row,
  unique: readonly string[] = [],
): Promise<T | null> {
  const columns = getTableColumns(table);
  const set = Object.keys(values).filter((key) => key in columns && key !== 'tenant_id' && values[key] !== undefined);
  const checked = unique.filter((f) => values[f] != null && values[f] !== '');
  const text = checked.map((f) => typeof values[f] === 'string');
  const key = `${set.join(',')}|${checked.map((f, i) => (text[i] ? `lower ${f}` : f)).join(',')}`;
  const run = statement(table, key, () => {
    const names = sql.join(
      ['tenant_id', ...set].map((k) => sql.identifier(columns[k].name)),
      sql`, `,
    );
    const params = [sql`${ph('tenant')}`, ...set.map((k) => sql.param(ph(`v_${k}`), columns[k]))];
    if (!checked.length) return audited(table, 'create', sql`insert into ${table} (${names}) values (${sql.join(params, sql`, `)}) returning *`);
    // INSERT ... SELECT: each value cast to its column's type, the SELECT's parameters have no other type to go by
    const typed = ['tenant_id', ...set].map((k, i) => sql`${params[i]}::${sql.raw(columns[k].getSQLType())}`);
    const same = or(...checked.map((f, i) => sameValue(columns[f] as PgColumn, text[i] ? ph(`d_${f}`) : sql.param(ph(`d_${f}`), columns[f]), text[i])));
    const unless = and(liveOf(table, ph('tenant')), same);
    return audited(
      table,
      'create',
      sql`insert into ${table} (${names}) select ${sql.join(typed, sql`, `)} where not exists (select 1 from ${table} where ${unless}) returning *`,
    );
  });
  const filled: Row = {};
  for (const k of set) filled[`v_${k}`] = values[k];
  checked.forEach((f, i) => (filled[`d_${f}`] = text[i] ? (values[f] as string).toLowerCase() : values[f]));
  return committed(table, async () => (await writeAudited<T>(db, actor, table, run, filled, values))[0] ?? null);
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
  // under `only` when there is one: a condition built once by its caller is a shape of its own
  const run = statement(only ?? table, getTableName(table), () => {
    const where = and(live(table, ph('tenant'), ph('id')), only);
    return audited(table, 'delete', sql`update ${table} set ${sql.identifier('deleted_at')} = ${ph('now')} where ${where} returning ${sql.identifier('id')}`);
  });
  return committed(table, async () => (await writeAudited(db, actor, table, run, { id, now: new Date().toISOString() }, null)).length > 0);
}
