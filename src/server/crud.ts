// The one factory behind the many list/get/add/update/soft-delete domains, served from the
// domain's declared routes (src/shared/api/crud.ts): tenant-scoped, module-checked by the guard,
// validated with the shared yup schema, audited (db/audit.ts), 400 with errors[], 404 for
// unknown or foreign ids, 409 on duplicates and on deletes of rows still in use.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, ne, not, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type * as yup from 'yup';
import { isProtectedName, PROTECTED_ROLE_NAMES } from '../shared/domain/constants';
import type { CrudDecls } from '../shared/api/crud';
import type { ObjectSchema, ResponseOf } from '../shared/api/contract';
import { inTransaction, insertRow, sameValue, softDeleteRow, updateRow, type Actor } from './db/audit';
import { badRequest, conflict, fieldError, forbidden, message, notFound } from './http';
import { serve } from './route';
import { prepare } from './prepared';
import type { Deps } from './deps';
import type { Db } from './db/client';
import { liveRowsOf } from './db/tenantRows';

type Row = Record<string, unknown>;

type TenantTable = PgTable & { tenant_id: PgColumn; id: PgColumn; deleted_at: PgColumn };
/** A stored row of a domain's table, typed as drizzle selects it. */
export type RowOf<T extends TenantTable> = T['$inferSelect'];
const column = (table: TenantTable, name: string): PgColumn => {
  const col: unknown = Reflect.get(table, name);
  if (!col) throw new Error(`no column ${name}`);
  return col as PgColumn;
};

export interface CrudSpec<S extends ObjectSchema = ObjectSchema, T extends TenantTable = TenantTable> {
  /** audit entity and message names, e.g. 'religion' */
  name: string;
  table: T;
  /** the five declared routes (src/shared/api) */
  decls: CrudDecls<unknown> & { add: { body: S } };
  /** yup context for the schema, computed from the raw payload (e.g. the chosen role's type) */
  context?: (raw: Row, req: FastifyRequest, deps: Deps, existing?: RowOf<T>) => Promise<object> | object;
  /** the field the generic tests name the row by (default 'name') */
  nameField?: string;
  /** false: the rows are not name-like, so the domain's own tests stand in for the generic ones */
  kitTests?: false;
  /**
   * a custom read with joins: the tenant's live rows for the list, or the one row with `id`
   * (an empty array when there is none). Default: the table's own live rows.
   */
  read?: (db: Db, tenantId: number, id?: number) => Promise<Row[]>;
  /** columns unique among a tenant's live rows (case-insensitive for text): 409 naming the field */
  unique?: string[];
  /** rows that may not be edited or deleted (Admin and Super Admin roles); also asked of the values an add or update would store */
  protectedRow?: (row: Partial<RowOf<T>>) => boolean;
  /** protectedRow as a condition on the table's row: a delete then checks it in its own statement */
  protectedWhere?: (table: T) => SQL;
  /** the 403 message (i18n key) for a protected row; default 'error.protected' */
  protectedMessage?: string;
  /** a check of the session against the existing row before an update or delete (throws) */
  mayChange?: (existing: RowOf<T>, req: FastifyRequest, deps: Deps) => Promise<void> | void;
  /** payload -> column values; may check references (throw badRequest) */
  toValues?: (body: yup.InferType<S>, req: FastifyRequest, deps: Deps, existing?: RowOf<T>) => Promise<Partial<T['$inferInsert']>> | Partial<T['$inferInsert']>;
  /** row -> JSON answer */
  toJson?: (row: Row) => Row;
  /**
   * after the row is stored (the payload) or soft-deleted (null): rows of the domain kept in
   * other tables, e.g. a team's members, written before the answer is read. `db` is the
   * transaction of the row's own write: the request's writes land together or not at all.
   * `existing`: the row an update changed.
   */
  afterWrite?: (db: Db, actor: Actor, id: number, body: yup.InferType<S> | null, ctx: { req: FastifyRequest; existing?: RowOf<T> }) => Promise<void>;
  orderBy?: PgColumn;
  /** messages (i18n keys) answered on success; `inUse` refuses a delete (409) while usedBy finds rows */
  messages?: { added?: string; updated?: string; deleted?: string; inUse?: string };
  /**
   * live rows that refer to this one ([table, column], the column an id or a jsonb list of ids): while any does, a delete is refused with
   * messages.inUse, so nothing is left pointing at a deleted row. A function: the tables of other
   * domains are read when the routes are built.
   */
  usedBy?: () => Array<[TenantTable, string]>;
}

/** What the generic tests read of a domain's spec. */
export type CrudInfo = Pick<CrudSpec, 'name' | 'table' | 'decls' | 'nameField' | 'kitTests' | 'protectedRow' | 'unique' | 'usedBy' | 'messages'>;
export type CrudRegistrar = ((app: FastifyInstance, deps: Deps) => void) & { spec: CrudInfo };
/** What a domain folder exports: its routes, and when the CRUD factory serves them, the factory's spec. */
export type DomainRegistrar = ((app: FastifyInstance, deps: Deps) => void) | CrudRegistrar;
/** A registration the CRUD factory built. */
export const isCrud = (d: DomainRegistrar): d is CrudRegistrar => 'spec' in d;

/** A prepared statement's name from its text: a connection holds one statement per name. */
const statementName = (q: { toSQL(): { sql: string } }) => 'crud_' + crypto.createHash('sha1').update(q.toSQL().sql).digest('hex').slice(0, 20);

/**
 * What a CRUD domain's routes read and check, built once per domain: the prepared list and row
 * reads, the row an update names, the uniqueness and protection checks, one transaction for the
 * row and the domain's other rows.
 */
function crudKit<S extends ObjectSchema, T extends TenantTable>(spec: CrudSpec<S, T>, deps: Deps) {
  const { db } = deps.database;
  const { table, decls } = spec;
  const { updateIdField } = decls.keys;
  // the answer's shape: the custom read's (joined) row when there is one
  const shaped = async (tenantId: number, row: Row) => (spec.read ? ((await spec.read(db, tenantId, row.id as number))[0] ?? row) : row);
  const live = (tenantId: number): SQL => liveRowsOf(table, tenantId);
  // The row and the domain's rows in other tables (afterWrite) in one transaction; a lone audited
  // write is one statement already. Nothing in `write` may use `db` itself: on PGlite's one
  // connection it would wait for the transaction to end.
  const atomically = <R>(write: (tx: Db) => Promise<R>): Promise<R> => (spec.afterWrite ? inTransaction(db, write) : write(db));

  // The list and the one-row read are built once and prepared (named statements on PostgreSQL):
  // building a query anew took some 15% of a list request's CPU.
  const one = db
    .select()
    .from(table as PgTable)
    .where(and(liveRowsOf(table, sql.placeholder('tenantId')), eq(table.id, sql.placeholder('id'))));
  const byId = one.prepare(statementName(one));
  const all = db
    .select()
    .from(table as PgTable)
    .where(liveRowsOf(table, sql.placeholder('tenantId')))
    .orderBy(asc(spec.orderBy ?? table.id));
  const listed = all.prepare(statementName(all));
  const find = async (tenantId: number, id: number): Promise<RowOf<T> | null> => {
    const [row] = await byId.execute({ tenantId, id });
    return (row as RowOf<T> | undefined) ?? null;
  };
  // the row an update names, looked up once for the schema's context and the handler
  const updating = new WeakMap<FastifyRequest, RowOf<T> | null>();
  // An update's target: the path's id, or a body field's. One id, not a list that happens to
  // print as one; anything else names no row (404 once the body is valid).
  const updateId = (req: FastifyRequest): number => {
    const raw = updateIdField ? (req.body as Row | undefined)?.[updateIdField] : (req.params as Row)?.id;
    const one = (typeof raw === 'number' || typeof raw === 'string') && /^\d{1,15}$/.test(String(raw));
    return one ? Number(raw) : 0;
  };
  /** A body that names its target twice (the id field and `id`) must name one row. */
  const sameTarget = (req: FastifyRequest) => {
    const body = req.body as Row;
    if (updateIdField && updateIdField !== 'id' && body.id !== undefined && String(body.id) !== String(body[updateIdField]))
      throw badRequest([fieldError(updateIdField, 'validation.idMismatch')]);
  };
  const existingOf = async (req: FastifyRequest) => {
    if (!updating.has(req)) updating.set(req, await find(req.auth.tenantId, updateId(req)));
    return updating.get(req) ?? null;
  };
  const context = (existing?: (req: FastifyRequest) => Promise<RowOf<T> | null>) =>
    spec.context
      ? async (req: FastifyRequest) => {
          const raw = req.body;
          if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
          return spec.context!(raw as Row, req, deps, existing ? ((await existing(req)) ?? undefined) : undefined);
        }
      : undefined;

  /** Live rows of the tenant that would duplicate `values` in a unique field (besides `exceptId`). */
  const duplicates = (tenantId: number, field: string, values: Row, exceptId?: number): SQL | undefined => {
    const v = values[field];
    if (v == null || v === '') return undefined;
    const col = column(table, field);
    const same = typeof v === 'string' ? sameValue(col, v.toLowerCase(), true) : sameValue(col, v, false);
    return and(live(tenantId), same, exceptId ? ne(table.id, exceptId) : undefined);
  };
  const assertUnique = async (tenantId: number, values: Row, exceptId?: number) => {
    for (const field of spec.unique ?? []) {
      const dup = duplicates(tenantId, field, values, exceptId);
      if (!dup) continue;
      const [row] = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(dup);
      if (row) throw conflict(field, 'validation.duplicate');
    }
  };
  const guarded = async (existing: RowOf<T> | null, req: FastifyRequest) => {
    if (!existing) throw notFound();
    if (spec.protectedRow?.(existing)) throw forbidden(spec.protectedMessage ?? 'error.protected');
    await spec.mayChange?.(existing, req, deps);
    return existing;
  };

  return { shaped, atomically, listed, find, existingOf, sameTarget, context, assertUnique, guarded };
}

export function crudRoutes<S extends ObjectSchema, T extends TenantTable>(spec: CrudSpec<S, T>): CrudRegistrar {
  const register = (app: FastifyInstance, deps: Deps) => {
    const { db } = deps.database;
    const { table, decls } = spec;
    const { listKey, itemKey, updateIdField } = decls.keys;
    const toJson = spec.toJson ?? ((r: Row) => strip(r));
    const nameField = spec.nameField ?? 'name';
    const { shaped, atomically, listed, find, existingOf, sameTarget, context, assertUnique, guarded } = crudKit(spec, deps);

    // A list is the same for every user of the organisation who may open it (the guard checked
    // that) and is read by many screens: shared for a few seconds like the dashboard's figures,
    // dropped at once by any write of the organisation through this server (sharedAnswers.ts).
    serve(app, decls.list, async ({ req }) => {
      const tenantId = req.auth.tenantId;
      return deps.answers.get(tenantId, `list:${spec.name}`, async () =>
        prepare({ [listKey]: (spec.read ? await spec.read(db, tenantId) : await listed.execute({ tenantId })).map(toJson) } as ResponseOf<typeof decls.list>),
      );
    });

    serve(app, decls.get, async ({ req, params }) => {
      const id = Number(params.id);
      const row = spec.read ? ((await spec.read(db, req.auth.tenantId, id))[0] ?? null) : await find(req.auth.tenantId, id);
      if (!row) throw notFound();
      return { [itemKey]: toJson(row) };
    });

    serve(
      app,
      decls.add,
      async ({ req, body }) => {
        const values: Row = spec.toValues ? await spec.toValues(body, req, deps) : (body as Row);
        if (spec.protectedRow?.(values as Partial<RowOf<T>>)) throw badRequest([fieldError(nameField, 'error.protectedName')]);
        // the duplicate check is made by the insert itself (one round trip); which field, only when it refused
        const row = await atomically(async (tx) => {
          const made = await insertRow<Row>(tx, req.actor, table, values, spec.unique ?? []);
          if (made) await spec.afterWrite?.(tx, req.actor, made.id as number, body, { req });
          return made;
        });
        if (!row) {
          await assertUnique(req.auth.tenantId, values);
          throw conflict(spec.unique![0], 'validation.duplicate');
        }
        return { ...message(spec.messages?.added ?? 'crud.added'), [itemKey]: toJson(await shaped(req.auth.tenantId, row)) };
      },
      { context: context() },
    );

    serve(
      app,
      decls.update,
      async ({ req, body }) => {
        sameTarget(req);
        const existing = await guarded(await existingOf(req), req);
        const id = existing.id as number;
        const values: Row = spec.toValues ? await spec.toValues(body, req, deps, existing) : (body as Row);
        if (updateIdField) delete values[updateIdField];
        if (spec.protectedRow?.({ ...existing, ...values } as Partial<RowOf<T>>)) throw badRequest([fieldError(nameField, 'error.protectedName')]);
        await assertUnique(req.auth.tenantId, values, id);
        const row = await atomically(async (tx) => {
          const updated = await updateRow<Row>(tx, req.actor, table, id, values);
          if (updated) await spec.afterWrite?.(tx, req.actor, id, body, { req, existing });
          return updated;
        });
        if (!row) throw notFound();
        return { ...message(spec.messages?.updated ?? 'crud.updated'), [itemKey]: toJson(await shaped(req.auth.tenantId, row)) };
      },
      { context: context(existingOf) },
    );

    // The row is read first only where something must be checked on it in code; else the delete
    // says whether it was there (and a protected row's condition is part of the delete, built once:
    // the delete's statement is compiled once per condition).
    const deletable = spec.protectedWhere && !spec.mayChange && !spec.usedBy ? not(spec.protectedWhere(table)) : undefined;
    serve(app, decls.remove, async ({ req, params }) => {
      const id = Number(params.id);
      const inSql = !!deletable;
      if ((spec.protectedRow && !inSql) || spec.mayChange || spec.usedBy) await guarded(await find(req.auth.tenantId, id), req);
      for (const [other, col] of spec.usedBy?.() ?? []) {
        const c = column(other, col);
        // a jsonb column holds a list of ids (an event's teams and vehicles)
        const refers = c.columnType === 'PgJsonb' ? sql`${c} @> ${JSON.stringify([id])}::jsonb` : eq(c, id);
        const [use] = await db
          .select({ id: other.id })
          .from(other as PgTable)
          .where(and(liveRowsOf(other, req.auth.tenantId), refers))
          .limit(1);
        if (use) throw conflict('id', spec.messages?.inUse ?? 'crud.inUse');
      }
      const deleted = await atomically(async (tx) => {
        if (!(await softDeleteRow(tx, req.actor, table, id, deletable))) return false;
        await spec.afterWrite?.(tx, req.actor, id, null, { req });
        return true;
      });
      if (!deleted) {
        // refused: gone, or (checked by the statement) protected
        if (inSql) await guarded(await find(req.auth.tenantId, id), req);
        throw notFound();
      }
      return { ...message(spec.messages?.deleted ?? 'crud.deleted'), id };
    });
  };
  const info = spec as CrudInfo;
  return Object.assign(register, { spec: info });
}

/** A CRUD domain plus routes of its own (e.g. an area's status switch); the generic tests still see its spec. */
export function withRoutes(crud: CrudRegistrar, extra: (app: FastifyInstance, deps: Deps) => void): CrudRegistrar {
  const register = (app: FastifyInstance, deps: Deps) => {
    crud(app, deps);
    extra(app, deps);
  };
  return Object.assign(register, { spec: crud.spec });
}

/** The JSON of a row: without the tenant and deletion columns. */
export function strip<T extends object>(row: T & { tenant_id?: unknown; deleted_at?: unknown }): Omit<T, 'tenant_id' | 'deleted_at'> {
  const { tenant_id: _t, deleted_at: _d, ...rest } = row;
  return rest;
}

/** A name-only master (religions, religion categories, categories): the same rules everywhere. */
export function nameOnlyCrud<T extends TenantTable & { name: PgColumn }>(
  opts: { name: string; table: T; decls: CrudSpec['decls'] } & Pick<CrudSpec, 'messages' | 'usedBy'>,
) {
  return crudRoutes({
    ...opts,
    unique: ['name'],
    protectedRow: (r) => isProtectedName(String((r as { name?: unknown }).name ?? '')),
    protectedWhere: (t) => sql`lower(trim(coalesce(${t.name}, ''))) = any(${sql.param(PROTECTED_ROLE_NAMES)}::text[])`,
    orderBy: column(opts.table, 'name'),
  });
}
